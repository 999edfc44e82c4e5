/**
 * `duplicate-loop-endpoint` — a declared loop that repeats its first pose as its last key(s), as
 * inclusive-range exports and "copy frame 0 to the end" bakes do. An engine that wraps the clip
 * then plays that pose twice (a one-frame hitch). Only the strict, mechanically removable case is
 * reported: every track shares one finite strictly increasing timeline ending exactly at the
 * duration, has ≥ 3 keys, and every moving track ends in the same number of keys equal to key 0
 * (vec3 within 1e-5 per component, quaternions within 1e-4 rad, sign-invariant); something moves.
 * The predicate is the host's (the same one behind `loop_endpoint_mode`), so the two never disagree.
 */
import { analyzeDuplicateEndpoint, defineCheck, type DuplicateEndpointUnavailableReason } from '@animsmith/cli/plugin';
import { declaresLoop, isLoopClip } from './support/loop-caps.js';
import { formatDegrees, formatMetres, formatSeconds } from './support/tracks.js';
import { SHARED_GAP } from './support/vocabulary.js';

const PROBLEMS: Readonly<Record<DuplicateEndpointUnavailableReason, string>> = {
  no_tracks: 'the clip has no tracks',
  malformed_track: 'a track is malformed (bad value cardinality, components or bone)',
  non_finite: 'a key time or value is not finite',
  timeline_mismatch: 'the tracks do not share one strictly increasing timeline',
  duration_mismatch: 'the shared timeline does not end exactly at the clip duration',
};

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Declared loops should not repeat their first pose as a duplicated closing key on every track.' },
    defaultSeverity: 'warning',
    messages: {
      duplicateEndpoint:
        'declared loop repeats its first pose at the end: {{count}} redundant closing {{unit}}(s) per track; dropping them turns {{before}}s into an open cycle of {{after}}s (endpoint deltas: translation {{translation}}, rotation {{rotation}}, scale {{scale}})',
    },
    scopes: [{ code: 'duplicate_loop_endpoint', meaning: 'a declared loop clip judged for a duplicated endpoint' }],
    gaps: [SHARED_GAP.measurement_unavailable],
  },
  applies: declaresLoop,
  create(context) {
    const boneCount = context.document.bones.length;
    return {
      clip(clip) {
        if (!isLoopClip(context, clip)) return;
        const scope = { code: 'duplicate_loop_endpoint', subject: clip.name };
        const analysis = analyzeDuplicateEndpoint(clip, boneCount);
        if (analysis.kind === 'unavailable') {
          context.gap({ code: 'measurement_unavailable', message: `clip '${clip.name}': endpoint analysis unavailable: ${PROBLEMS[analysis.reason]}`, scope });
          return;
        }
        context.completed(scope);
        if (analysis.kind !== 'duplicate') return;

        const n = clip.tracks[0]!.times.length;
        const evidence = { count: analysis.removedKeys, ...analysis.maxDelta };
        context.report({
          messageId: 'duplicateEndpoint',
          data: {
            count: evidence.count,
            // A loader's dense bake (FBX, Spine) is judged on its frames, which are not the file's keys.
            unit: clip.tracks.some((t) => t.authored !== undefined) ? 'frame' : 'key',
            before: formatSeconds(clip.duration),
            after: formatSeconds(clip.tracks[0]!.times[n - 1 - evidence.count]!),
            translation: delta(evidence.translation, (v) => `${formatMetres(v)} m`),
            rotation: delta(evidence.rotation, (v) => `${formatDegrees((v * 180) / Math.PI)}°`),
            scale: delta(evidence.scale, formatMetres),
          },
          clip: clip.name,
          time_s: clip.duration,
          measured: evidence.count,
          expected: 0,
        });
      },
    };
  },
});

/** An endpoint delta at display precision (0.1 mm, 0.01°; below the floor, 0). */
function delta(value: number | undefined, display: (value: number) => string): string {
  return value === undefined ? 'n/a' : display(value);
}
