/**
 * Admission of the illustrative blend's local-transform streams (the spec's "Added-data limits
 * and omissions").
 *
 * Two stages, in this order:
 *
 * 1. Aggregate admission (`admitAggregate`), on counts only — before any local value is read or
 *    any stream is allocated: at most 1,024 bones, 4,096 included clips, 65,536 aggregate
 *    track-metadata records and 32 MiB of added raw local data (40 bytes per bone and frame, so
 *    at most 838,860 complete records); the aggregate base64 text is checked too. Every sum and
 *    product is checked safe-integer arithmetic and an overflow counts as exceeding the limit.
 *    Failing any of them omits every local stream (never "the clips that fit first").
 * 2. Per clip, after aggregate admission: the track metadata (`checkClipTracks`: targets,
 *    properties, storage, cardinalities, duplicate channels) and then the sampled local values
 *    (`checkClipLocals`: finite components, unit quaternions within 1 ± 1e-4). A failure refuses
 *    that clip only. The shared parent topology (`checkParents`) decides whether any blend is
 *    available at all.
 *
 * Everything here is pure and allocation-light; `streams.ts` drives it.
 */
import { TRACK_PROPERTIES, elementsPerKey, type Bone, type Clip } from '../../model/anim-document.js';

/** Bytes of one local record: ten f32 (tx ty tz qx qy qz qw sx sy sz). */
export const LOCAL_RECORD_BYTES = 40;
/** f32 components per local record. */
export const LOCAL_RECORD_FLOATS = 10;
/** Largest allowed deviation of a sampled quaternion's length from 1. */
export const QUATERNION_LENGTH_TOLERANCE = 1e-4;

/** The admission limits. Injectable (see `resolveBlendLimits`) so tests reach them cheaply. */
export interface BlendLimits {
  /** Bones of the document (every stream carries every bone). */
  readonly maxBones: number;
  /** Clips included in the report. */
  readonly maxClips: number;
  /** Aggregate track-metadata records (tracks of the clips that would carry a stream). */
  readonly maxTrackRecords: number;
  /** Aggregate raw local bytes (frames × bones × 40 over the clips that would carry a stream). */
  readonly maxLocalBytes: number;
  /** Aggregate base64 characters of those streams. */
  readonly maxBase64Chars: number;
}

const MAX_BONES = 1024;
const MAX_CLIPS = 4096;
const MAX_TRACK_RECORDS = 65_536;
const MAX_LOCAL_BYTES = 32 * 1024 * 1024;

/**
 * The default limits. `maxBase64Chars` is the largest total the other limits allow (every clip's
 * stream pads to whole four-character groups), so with the defaults it guards the arithmetic and
 * the allocation rather than adding a tighter budget.
 */
export const BLEND_LIMITS: Readonly<BlendLimits> = Object.freeze({
  maxBones: MAX_BONES,
  maxClips: MAX_CLIPS,
  maxTrackRecords: MAX_TRACK_RECORDS,
  maxLocalBytes: MAX_LOCAL_BYTES,
  maxBase64Chars: base64Length(MAX_LOCAL_BYTES)! + 4 * MAX_CLIPS,
});

/** The defaults overridden by `overrides`; an omitted `maxBase64Chars` follows the others. */
export function resolveBlendLimits(overrides: Partial<BlendLimits> = {}): BlendLimits {
  const maxLocalBytes = overrides.maxLocalBytes ?? BLEND_LIMITS.maxLocalBytes;
  const maxClips = overrides.maxClips ?? BLEND_LIMITS.maxClips;
  const derived = checkedAdd(base64Length(maxLocalBytes), checkedMul(4, maxClips));
  return {
    maxBones: overrides.maxBones ?? BLEND_LIMITS.maxBones,
    maxClips,
    maxTrackRecords: overrides.maxTrackRecords ?? BLEND_LIMITS.maxTrackRecords,
    maxLocalBytes,
    maxBase64Chars: overrides.maxBase64Chars ?? derived ?? Number.MAX_SAFE_INTEGER,
  };
}

// ---------------------------------------------------------------------------------------------
// checked arithmetic

/** Whether `n` is a non-negative safe integer (a count or a size). */
export function isCount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

/** a + b for counts, or undefined when an input is not a count or the sum is not safe. */
export function checkedAdd(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined || !isCount(a) || !isCount(b)) return undefined;
  const sum = a + b;
  return Number.isSafeInteger(sum) ? sum : undefined;
}

/**
 * a × b for counts, or undefined when an input is not a count or the product is not safe. Exact:
 * a true product above 2^53 − 1 rounds to at least 2^53, which is not a safe integer.
 */
export function checkedMul(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined || !isCount(a) || !isCount(b)) return undefined;
  const product = a * b;
  return Number.isSafeInteger(product) ? product : undefined;
}

/** Characters of the padded base64 text of `bytes` bytes, or undefined on overflow. */
export function base64Length(bytes: number | undefined): number | undefined {
  if (bytes === undefined || !isCount(bytes)) return undefined;
  return checkedMul(4, Math.ceil(bytes / 3));
}

// ---------------------------------------------------------------------------------------------
// aggregate admission

/** A clip that would carry a stream (it has a grid): its frame and track counts. */
export interface AdmissionCandidate {
  readonly frames: number;
  readonly tracks: number;
}

/** What aggregate admission looks at: counts only, never local values. */
export interface AggregateInput {
  /** Bones of the document. */
  readonly bones: number;
  /** Every clip included in the report, with or without a grid. */
  readonly includedClips: number;
  /** The included clips that have a grid, i.e. would carry a stream. */
  readonly candidates: readonly AdmissionCandidate[];
}

/** Stable reason codes of an all-streams omission. */
export type OmissionReason = 'bone_limit' | 'clip_limit' | 'track_record_limit' | 'local_data_limit' | 'base64_limit';

export type AggregateAdmission =
  | {
      readonly ok: true;
      /** Aggregate bone/frame records of the candidates. */
      readonly records: number;
      /** Aggregate raw local bytes (records × 40). */
      readonly localBytes: number;
      /** Aggregate base64 characters (each stream padded separately). */
      readonly base64Chars: number;
      readonly trackRecords: number;
    }
  | { readonly ok: false; readonly reason: OmissionReason; readonly detail: string };

const UNAFFECTED = 'All local streams are omitted; source playback and findings are unaffected.';

function refuse(reason: OmissionReason, what: string): AggregateAdmission {
  return { ok: false, reason, detail: `${what}. ${UNAFFECTED}` };
}

/**
 * Decides, on counts alone, whether any local stream may be embedded. Checks run in a fixed order
 * (bones, clips, track records, local bytes, base64) and stop at the first failure; a running sum
 * stops as soon as it passes its limit, and any overflow of safe-integer arithmetic (or a count
 * that is not a non-negative safe integer) counts as exceeding the limit being checked.
 */
export function admitAggregate(input: AggregateInput, limits: BlendLimits = BLEND_LIMITS): AggregateAdmission {
  const { bones, includedClips, candidates } = input;
  if (!isCount(bones) || bones > limits.maxBones) {
    return refuse('bone_limit', `The skeleton has ${describeCount(bones)} bones; the illustrative blend admits at most ${limits.maxBones}`);
  }
  if (!isCount(includedClips) || includedClips > limits.maxClips) {
    return refuse('clip_limit', `The report includes ${describeCount(includedClips)} clips; the illustrative blend admits at most ${limits.maxClips}`);
  }

  let trackRecords: number | undefined = 0;
  for (const c of candidates) {
    trackRecords = checkedAdd(trackRecords, c.tracks);
    if (trackRecords === undefined || trackRecords > limits.maxTrackRecords) {
      return refuse(
        'track_record_limit',
        `The included clips hold ${trackRecords === undefined ? 'an overflowing number of' : `more than ${limits.maxTrackRecords}`} track-metadata records; the illustrative blend admits at most ${limits.maxTrackRecords}`,
      );
    }
  }

  let records: number | undefined = 0;
  let localBytes: number | undefined = 0;
  let base64Chars: number | undefined = 0;
  const maxRecords = Math.floor(limits.maxLocalBytes / LOCAL_RECORD_BYTES);
  for (const c of candidates) {
    const clipRecords = checkedMul(c.frames, bones);
    const clipBytes = checkedMul(clipRecords, LOCAL_RECORD_BYTES);
    records = checkedAdd(records, clipRecords);
    localBytes = checkedAdd(localBytes, clipBytes);
    if (records === undefined || localBytes === undefined || localBytes > limits.maxLocalBytes) {
      return refuse(
        'local_data_limit',
        `The included clips need ${localBytes === undefined ? 'an overflowing amount of' : `more than ${limits.maxLocalBytes} bytes of`} local-transform data (${LOCAL_RECORD_BYTES} bytes per bone and frame); the illustrative blend admits at most ${limits.maxLocalBytes} bytes (${maxRecords} records)`,
      );
    }
    base64Chars = checkedAdd(base64Chars, base64Length(clipBytes));
    if (base64Chars === undefined || base64Chars > limits.maxBase64Chars) {
      return refuse(
        'base64_limit',
        `The local-transform streams need ${base64Chars === undefined ? 'an overflowing number of' : `more than ${limits.maxBase64Chars}`} base64 characters; the illustrative blend admits at most ${limits.maxBase64Chars}`,
      );
    }
  }
  return { ok: true, records, localBytes, base64Chars, trackRecords };
}

function describeCount(n: number): string {
  return isCount(n) ? String(n) : 'an invalid number of';
}

// ---------------------------------------------------------------------------------------------
// per-clip checks

/** Stable reason codes of a single clip's refusal (besides the grid's own reasons). */
export type ClipRefusalReason =
  | 'malformed_track_target'
  | 'malformed_track_property'
  | 'malformed_track_storage'
  | 'malformed_track_cardinality'
  | 'duplicate_channel'
  | 'non_finite_local'
  | 'non_unit_quaternion'
  | 'invalid_parent_topology'
  | 'grid_mismatch';

export interface ClipProblem {
  readonly reason: ClipRefusalReason;
  readonly detail: string;
}

const INTERPOLATIONS: readonly string[] = ['STEP', 'LINEAR', 'CUBICSPLINE'];

function trackLabel(clip: Clip, t: number): string {
  const track = clip.tracks[t]!;
  const source = track.source;
  const where =
    source !== undefined && Number.isInteger(source.animation) && Number.isInteger(source.channel)
      ? ` (animation ${source.animation}, channel ${source.channel})`
      : '';
  return `track ${t}${where}`;
}

/**
 * The first structural problem of a clip's track metadata, or undefined. Looks at metadata and
 * array lengths only, never at key values. Duplicate (bone, property) channels are refused even
 * though the sampler lets the later one win: the blend authority must be unambiguous.
 */
export function checkClipTracks(clip: Clip, boneCount: number): ClipProblem | undefined {
  // One flag per (bone, property); at most 1,024 × 3 after aggregate admission.
  const seen = new Uint8Array(Math.max(0, boneCount) * 3);
  for (let t = 0; t < clip.tracks.length; t++) {
    const track = clip.tracks[t]!;
    const label = (): string => trackLabel(clip, t);
    if (!Number.isInteger(track.bone) || track.bone < 0 || track.bone >= boneCount) {
      return { reason: 'malformed_track_target', detail: `${label()} targets bone ${String(track.bone)}, which is not one of the ${boneCount} bones` };
    }
    const propertyIndex = TRACK_PROPERTIES.indexOf(track.property);
    if (propertyIndex < 0) {
      return { reason: 'malformed_track_property', detail: `${label()} animates ${JSON.stringify(String(track.property))}, which is not translation, rotation or scale` };
    }
    if (track.malformed !== undefined) {
      return { reason: 'malformed_track_storage', detail: `${label()} has malformed storage: ${track.malformed}` };
    }
    if (!(track.times instanceof Float32Array) || !(track.values instanceof Float32Array) || !INTERPOLATIONS.includes(track.interpolation)) {
      return { reason: 'malformed_track_storage', detail: `${label()} does not store f32 key times and values with a known interpolation` };
    }
    const components = track.property === 'rotation' ? 4 : 3;
    if (track.components !== components) {
      return {
        reason: 'malformed_track_cardinality',
        detail: `${label()} stores ${String(track.components)} components per ${track.property} value; ${components} are required`,
      };
    }
    const keys = track.times.length;
    const expected = checkedMul(checkedMul(keys, components), elementsPerKey(track));
    if (keys === 0 || expected !== track.values.length) {
      return {
        reason: 'malformed_track_cardinality',
        detail: `${label()} has ${keys} key times and ${track.values.length} values; ${keys === 0 ? 'at least one key is required' : `${String(expected)} values were expected`}`,
      };
    }
    const slot = track.bone * 3 + propertyIndex;
    if (seen[slot] === 1) {
      return { reason: 'duplicate_channel', detail: `${label()} animates bone ${track.bone} ${track.property} again; a channel may be animated only once per clip` };
    }
    seen[slot] = 1;
  }
  return undefined;
}

/**
 * The first sampled local record that is not admissible, or undefined: every component must be
 * finite and each quaternion's length (binary64, from the f32 components) within 1 ± 1e-4.
 * `locals` holds `frames × bones` records of ten f32 each.
 */
export function checkClipLocals(locals: Float32Array, frames: number, bones: number, boneNames?: readonly string[]): ClipProblem | undefined {
  const bone = (b: number): string => `bone ${b}${boneNames?.[b] !== undefined ? ` (${JSON.stringify(boneNames[b])})` : ''}`;
  for (let f = 0, i = 0; f < frames; f++) {
    for (let b = 0; b < bones; b++, i += LOCAL_RECORD_FLOATS) {
      for (let c = 0; c < LOCAL_RECORD_FLOATS; c++) {
        if (!Number.isFinite(locals[i + c]!)) {
          return { reason: 'non_finite_local', detail: `frame ${f}, ${bone(b)}: sampled ${COMPONENT_NAMES[c]} is ${String(locals[i + c])}` };
        }
      }
      const qx = locals[i + 3]!, qy = locals[i + 4]!, qz = locals[i + 5]!, qw = locals[i + 6]!;
      const length = Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
      if (!(Math.abs(length - 1) <= QUATERNION_LENGTH_TOLERANCE)) {
        return {
          reason: 'non_unit_quaternion',
          detail: `frame ${f}, ${bone(b)}: sampled rotation has length ${length}, outside 1 ± ${QUATERNION_LENGTH_TOLERANCE}`,
        };
      }
    }
  }
  return undefined;
}

const COMPONENT_NAMES = ['tx', 'ty', 'tz', 'qx', 'qy', 'qz', 'qw', 'sx', 'sy', 'sz'];

/** Parent topology check result: every parent a root (-1) or an earlier bone. */
export type ParentCheck = { readonly valid: true } | { readonly valid: false; readonly detail: string };

export function checkParents(bones: readonly Pick<Bone, 'parent'>[]): ParentCheck {
  for (let b = 0; b < bones.length; b++) {
    const p = bones[b]!.parent;
    if (!(p === -1 || (Number.isInteger(p) && p >= 0 && p < b))) {
      return {
        valid: false,
        detail: `bone ${b} has parent ${String(p)}, which is neither a root (-1) nor an earlier bone; every illustrative blend is unavailable`,
      };
    }
  }
  return { valid: true };
}
