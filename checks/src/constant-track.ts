/**
 * `constant-track` — a multi-key track that never moves: export bloat from unbaked rig channels
 * or "key everything" exports. Harmless at runtime, wasteful on disk and in blends. (A bone that
 * should move but does not is `frozen-bone`, which needs clip expectations.)
 *
 * It counts authored keys (`authoredTrack`): a loader's dense bake is not the file's keys. A
 * baked track is constant only when both its keys and its samples hold still (FBX cubic tangents
 * can bulge between equal keys).
 */
import { authoredTrack, defineCheck, keyOffset, type Track } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { quatAngleBetween } from './support/quaternion.js';
import { boneName, formatDegrees, formatMetres, isClassifiable } from './support/tracks.js';
import { analyzeVec3Trajectory, componentRange } from './support/vec3-trajectory.js';
import { CLIP_TRACKS_SCOPE, trackCoverage, UNREADABLE_GAP } from './support/unreadable.js';

/** Translation/scale range (source units) at or below which a track is constant. */
export const VEC3_TOLERANCE = 1e-4;
/** Rotation from key 0 (radians, about 0.06°) at or below which a track is constant. */
export const ROTATION_TOLERANCE_RAD = 1e-3;

export default defineCheck({
  meta: {
    type: 'mechanical',
    docs: { description: 'Flags tracks with two or more keys whose value never moves (export bloat).' },
    defaultSeverity: 'note',
    messages: {
      constantTrack: 'the {{property}} track has {{keys}} keys but never moves (at most {{movement}}); one key would do',
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
  },
  create(context) {
    return {
      clip: trackCoverage(context),
      track(track, clip) {
        const keyed = authoredTrack(track);
        if (keyed.times.length < 2) return; // a single key is already the compact form
        const movement = trackMovement(keyed);
        const sampled = keyed === track ? movement : trackMovement(track);
        if (movement === undefined || sampled === undefined) return;
        context.report({
          messageId: 'constantTrack',
          data: {
            property: track.property,
            keys: keyed.times.length,
            movement: displayMovement(track.property, Math.max(movement, sampled)),
          },
          clip: clip.name,
          bone: boneName(context.document, track),
          measured: Math.fround(Math.max(movement, sampled)),
        });
      },
    };
  },
});

/** The movement at display precision: rotations in degrees (0.01°), translations in metres (0.1 mm), scale to 4 decimals. */
function displayMovement(property: Track['property'], movement: number): string {
  if (property === 'rotation') return `${formatDegrees((movement * 180) / Math.PI)}°`;
  return property === 'translation' ? `${formatMetres(movement)} m` : formatMetres(movement);
}

/** How far a constant track moves, or undefined if it moves or is unclassifiable. */
function trackMovement(track: Track): number | undefined {
  return track.property === 'rotation' ? rotationMovement(track) : vec3Movement(track);
}

/** The component range of a constant vec3 track, or undefined if it moves or is unclassifiable. */
function vec3Movement(track: Track): number | undefined {
  if (keyLeavesFirst(track)) return undefined;
  const trajectory = analyzeVec3Trajectory(track);
  if (trajectory === undefined) return undefined;
  const range = componentRange(trajectory);
  return exceedsF32Cap(range, VEC3_TOLERANCE) ? undefined : range;
}

/**
 * The largest angle from key 0 of a constant rotation track, or undefined if it moves or is
 * unclassifiable. Cubic keys that agree can still bulge through non-zero tangents, so a cubic
 * track is constant only with every tangent exactly zero.
 */
function rotationMovement(track: Track): number | undefined {
  if (track.components !== 4) return undefined;
  // Keys first: most tracks move within a few keys, and a moving track is undefined whether or not
  // it is classifiable, so the whole-track classification scan is left for the constant ones.
  const v = track.values;
  const first = keyOffset(track, 0);
  let largest = 0;
  for (let k = 1; k < track.times.length; k++) {
    const angle = quatAngleBetween(v, first, v, keyOffset(track, k));
    if (angle === undefined || exceedsF32Cap(angle, ROTATION_TOLERANCE_RAD)) return undefined;
    largest = Math.max(largest, angle);
  }
  if (!isClassifiable(track)) return undefined;
  if (track.interpolation === 'CUBICSPLINE' && !tangentsAreZero(track)) return undefined;
  return largest;
}

/**
 * Whether some key of a vec3 track is already farther than the tolerance from key 0 in one
 * component: the curve's component range is at least that far, so the track moves (a shortcut
 * past the classification and trajectory scans, which could only agree or find it unclassifiable).
 */
function keyLeavesFirst(track: Track): boolean {
  const { values, components } = track;
  if (components !== 3) return false;
  const first = keyOffset(track, 0);
  if (first + 2 >= values.length) return false;
  for (let k = 1; k < track.times.length; k++) {
    const o = keyOffset(track, k);
    if (o + 2 >= values.length) return false;
    for (let c = 0; c < 3; c++) {
      if (exceedsF32Cap(Math.abs(values[o + c]! - values[first + c]!), VEC3_TOLERANCE)) return true;
    }
  }
  return false;
}

function tangentsAreZero(track: Track): boolean {
  const { values, components } = track;
  for (let k = 0; k < track.times.length; k++) {
    for (const element of [3 * k, 3 * k + 2]) {
      for (let c = 0; c < components; c++) if (values[element * components + c] !== 0) return false;
    }
  }
  return true;
}
