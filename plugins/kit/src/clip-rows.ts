/**
 * Engine-neutral clip evidence: one row per raw source animation, in source order, bound to the
 * one normalised clip the loader built from it, with the source-name observation kept apart from
 * the normalised name, the project's explicit loop/movement intent, and the measured duration,
 * speed, loop-endpoint and declared-frame-grid facts with their statuses.
 *
 * Anything that would make a row a guess refuses the whole set: a partial raw inventory, a raw
 * animation without (or with several) normalised clips, or a normalised clip no raw row explains.
 * Two clips the source names alike are two rows: normalised names are each clip's own (`walk`,
 * `walk#1`), and each row keeps its source name beside it.
 */
import type { ClipAdviceEvidence, ClipAdviceRow, ImportAdviceV1RefusalReason, SourceNameObservation } from '@animsmith/schemas';
import type { AnimDocument, ClipExpectations, ClipMeasurements, GeneratorClipEvidence, PredictionProvenance } from '@animsmith/cli/plugin';

export type ClipRowRefusal = Exclude<ImportAdviceV1RefusalReason, 'profile_settings_unmodeled'>;

export type ClipRowsOutcome =
  | { readonly ok: true; readonly rows: readonly ClipAdviceRow[] }
  | { readonly ok: false; readonly reason: ClipRowRefusal };

/** The 4,096-row and 4,096-byte bounds of the advice contracts. */
export const MAX_CLIP_ROWS = 4096;
const MAX_TEXT_BYTES = 4096;

export function buildClipRows(provenance: PredictionProvenance, services: GeneratorClipEvidence & { readonly document: AnimDocument }): ClipRowsOutcome {
  const raw = provenance.raw_source.animations;
  if (raw.coverage.state !== 'complete' || raw.rows.length > MAX_CLIP_ROWS) return { ok: false, reason: 'raw_clip_inventory_incomplete' };
  const clips = services.document.clips;
  if (raw.rows.length !== clips.length) return { ok: false, reason: 'clip_identity_mismatch' };

  const rows: ClipAdviceRow[] = [];
  for (const [i, row] of raw.rows.entries()) {
    if (row.index !== i) return { ok: false, reason: 'clip_identity_mismatch' };
    const bound = clips.flatMap((clip, k) => (clip.index === i ? [k] : []));
    if (bound.length === 0) return { ok: false, reason: 'clip_identity_unavailable' };
    if (bound.length > 1) return { ok: false, reason: 'clip_identity_mismatch' };
    const k = bound[0]!;
    const clip = clips[k]!;
    if (clip.name === '' || !withinBytes(clip.name) || (row.name !== null && !withinBytes(row.name))) return { ok: false, reason: 'clip_identity_mismatch' };
    const measured = services.clipMeasurements(clip.name);
    const evidence = measured && clipEvidence(measured, services.clipExpectations(clip.name));
    if (!evidence) return { ok: false, reason: 'measurement_unavailable' };
    rows.push({
      source_clip_index: i,
      normalized_clip_index: k,
      normalized_clip_name: clip.name,
      source_name: sourceName(row.name),
      evidence,
    });
  }
  return { ok: true, rows };
}

function withinBytes(text: string): boolean {
  return Buffer.byteLength(text, 'utf8') <= MAX_TEXT_BYTES;
}

/** A complete inventory proves a missing name absent; the name is never the normalised fallback. */
function sourceName(name: string | null): SourceNameObservation {
  return name === null ? { state: 'proven_absent' } : { state: 'observed', value: name };
}

/**
 * The retained evidence, or undefined when a measured value is malformed or the loop-endpoint
 * status contradicts the declared loop intent (the fact applies exactly to declared loops).
 */
function clipEvidence(m: ClipMeasurements, intent: ClipExpectations): ClipAdviceEvidence | undefined {
  if (!(Number.isFinite(m.duration_s) && m.duration_s >= 0)) return undefined;
  if (m.speed_mps !== undefined && !(Number.isFinite(m.speed_mps) && m.speed_mps >= 0)) return undefined;
  if (m.frame_grid !== undefined && !(m.frame_grid.fps > 0 && Number.isFinite(m.frame_grid.fps) && m.frame_grid.frame_intervals >= 1)) return undefined;
  if ((intent.loop === true) === (m.loop_endpoint_mode_availability === 'not_applicable')) return undefined;
  const evidence: ClipAdviceEvidence = {
    duration_s_availability: 'measured',
    duration_s: m.duration_s,
    speed_mps_availability: m.speed_mps_availability,
    ...(m.speed_mps !== undefined ? { speed_mps: m.speed_mps } : {}),
    loop_endpoint_mode_availability: m.loop_endpoint_mode_availability,
    ...(m.loop_endpoint_mode !== undefined ? { loop_endpoint_mode: m.loop_endpoint_mode } : {}),
    frame_grid_availability: m.frame_grid_availability,
    ...(m.frame_grid !== undefined ? { frame_grid: { fps: m.frame_grid.fps, frame_intervals: m.frame_grid.frame_intervals } } : {}),
    ...(intent.loop !== undefined ? { loop: intent.loop } : {}),
    ...(intent.movement_owner_xz !== undefined ? { movement_owner_xz: intent.movement_owner_xz } : {}),
    ...(intent.movement_owner_y !== undefined ? { movement_owner_y: intent.movement_owner_y } : {}),
    ...(intent.movement_owner_yaw !== undefined ? { movement_owner_yaw: intent.movement_owner_yaw } : {}),
  };
  return evidence;
}
