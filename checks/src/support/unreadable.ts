/**
 * Coverage for tracks whose key data the loader could not read (`Track.unreadable`: their
 * external buffer is missing, or the clip was too long to sample within the load's budget): such a track is empty, so a check that judges tracks would pass it
 * silently. Instead each clip becomes a unit of work once the document has any unreadable track:
 * completed when the clip has readable tracks the check judged, and a `track_payload_unavailable`
 * gap when some of its tracks could not be read (both, when it has both, so findings on the
 * readable ones stay bound to a completed scope). A document whose tracks were all read records
 * nothing, exactly as before.
 */
import { TRACK_PROPERTIES, type CheckContext, type Clip, type CodeDeclaration, type ScopeRef, type Track, type TrackProperty } from '@animsmith/cli/plugin';

export const UNREADABLE_GAP: CodeDeclaration = {
  code: 'track_payload_unavailable',
  meaning: 'key data the check needs could not be read (its buffer is unavailable, or its clip was too long to sample), so that part was not judged',
};
export const CLIP_TRACKS_SCOPE: CodeDeclaration = {
  code: 'clip_tracks',
  meaning: 'the tracks of one clip judged by a key-data check (recorded only when some key data is unreadable)',
};

/** Tracks of `clip` whose key data could not be read. */
export function unreadableTrackCount(clip: Clip): number {
  let n = 0;
  for (const track of clip.tracks) if (track.unreadable !== undefined) n++;
  return n;
}

/** Whether any track of the document could not be read, or any clip's duration is incomplete. */
export function hasUnreadableEvidence(clips: readonly Clip[]): boolean {
  return clips.some((clip) => clip.durationUnavailable !== undefined || unreadableTrackCount(clip) > 0);
}

/**
 * The properties of the document's unreadable tracks, found in one pass per document and shared
 * by every check (documents are immutable): nearly every load reads all its tracks, and then the
 * coverage visitors have nothing to do.
 */
const unreadableByDocument = new WeakMap<readonly Clip[], ReadonlySet<TrackProperty>>();

function unreadableProperties(clips: readonly Clip[]): ReadonlySet<TrackProperty> {
  let found = unreadableByDocument.get(clips);
  if (found === undefined) {
    const properties = new Set<TrackProperty>();
    for (const clip of clips) for (const track of clip.tracks) if (track.unreadable !== undefined) properties.add(track.property);
    unreadableByDocument.set(clips, (found = properties));
  }
  return found;
}

/** The unit of work these gaps and completions name: one clip's tracks. */
export function clipScope(clip: Clip): ScopeRef {
  return { code: CLIP_TRACKS_SCOPE.code, subject: clip.name };
}

/** The gap for a clip whose duration could not be established (some key times are unreadable). */
export function durationGap(context: CheckContext, clip: Clip): void {
  context.gap({
    code: UNREADABLE_GAP.code,
    message: `clip '${clip.name}': the key times of some channels could not be read (${clip.durationUnavailable}), so its duration is unknown`,
    scope: clipScope(clip),
  });
}

/** The gap for `what` in a clip (tracks, bones…) that could not be judged because its key data is unreadable. */
export function unreadableGap(context: CheckContext, clip: Clip, what: string, scope: ScopeRef = clipScope(clip)): void {
  context.gap({ code: UNREADABLE_GAP.code, message: `clip '${clip.name}': ${what} could not be judged: key data could not be read (${unreadableReasons(clip)})`, scope });
}

/** The distinct reasons the clip's unreadable tracks carry, in track order, else why its duration is unavailable. */
function unreadableReasons(clip: Clip): string {
  const reasons = new Set<string>();
  for (const track of clip.tracks) if (track.unreadable !== undefined) reasons.add(track.unreadable);
  return reasons.size === 0 ? (clip.durationUnavailable ?? 'payload_unavailable') : [...reasons].join(', ');
}

/**
 * A clip visitor recording the coverage described above for a check that judges every track of
 * the given properties (all of them by default).
 */
export function trackCoverage(context: CheckContext, properties: readonly TrackProperty[] = TRACK_PROPERTIES): (clip: Clip) => void {
  const relevant = (track: Track): boolean => properties.includes(track.property);
  const unreadable = unreadableProperties(context.document.clips);
  const active = properties.some((property) => unreadable.has(property));
  return (clip) => {
    if (!active) return;
    const tracks = clip.tracks.filter(relevant);
    const unreadable = tracks.filter((t) => t.unreadable !== undefined).length;
    if (unreadable < tracks.length) context.completed(clipScope(clip));
    if (unreadable > 0) {
      const kind = properties.length === TRACK_PROPERTIES.length ? '' : `${properties.join('/')} `;
      unreadableGap(context, clip, `${unreadable} of ${tracks.length} ${kind}track(s)`);
    }
  };
}
