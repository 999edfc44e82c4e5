/**
 * Metric deltas between the measurements of the same clip in two files: the diff's significance
 * floors (spec "diff"; reference §5 "diff significance floors"). Movement at or below a floor is
 * re-export noise and stays silent; everything the contract calls exact (availability, selected
 * root bone and source role, heading axis, animated-bone and channel membership, clips added or
 * removed) is reported on any change.
 *
 * Clips are matched by normalized name (the measurements map's keys): the second of two clips a
 * file names `walk` is `walk#1` on both sides, so namesakes pair up in source order. Loop-continuity
 * rows are matched by bone_index and channel coverage by (bone_index, property), so a
 * display-name-only change is never reported as lost/gained coverage.
 *
 * Order is deterministic: clip name (code point order), then metric path, with bracketed bone
 * indices compared as numbers (`bones[2]` before `bones[12]`).
 */
import { compareNames } from '@animsmith/schemas';
import type { Availability, BoneProperty, ClipMeasurements, LoopContinuityBone } from '../measure/types.js';

// ---- typed interfaces --------------------------------------------------------------------------

/** Why a delta row exists. `changed from … to …` and `gained […], lost […]` carry their details. */
export type DeltaNote =
  | 'moved'
  | 'appeared'
  | 'disappeared'
  | 'clip added'
  | 'clip removed'
  | 'bone now animated'
  | 'bone no longer animated'
  | `gained [${string}], lost [${string}]`
  | `changed from ${string} to ${string}`;

/** One significant difference (the diff's wire shape: `before`/`after` absent when not numeric). */
export interface MetricDelta {
  /** Clip that owns the metric, or the added/removed clip. */
  readonly clip: string;
  /** Metric path, e.g. `duration_s`, `loop_continuity.bones[12].rotation_delta_deg`, `clip`. */
  readonly metric: string;
  readonly before?: number;
  readonly after?: number;
  readonly note: DeltaNote;
}

/** Clip name → that clip's measurements (measurements-v18 `clips`). */
export type ClipMeasurementMap = Readonly<Record<string, ClipMeasurements>>;

/** A numeric metric compared with a floor; `period` makes the distance circular. */
interface FloorSpec {
  readonly floor: number;
  readonly period?: number;
}

/** The significance floors, by metric (the loop-continuity floors apply per bone). */
export const DIFF_FLOORS = Object.freeze({
  duration_s: { floor: 0.017 },
  frame_count: { floor: 0.5 },
  loop_seam_ratio: { floor: 0.05 },
  'gait.phase': { floor: 0.05, period: 1 },
  'gait.lr_amplitude_m': { floor: 0.005 },
  speed_mps: { floor: 0.1 },
  bone_rotation_range_deg: { floor: 1.0 },
  'loop_continuity.position_delta_m': { floor: 0.001 },
  'loop_continuity.rotation_delta_deg': { floor: 0.1 },
  'loop_continuity.seam_velocity_delta_mps': { floor: 0.01 },
  'loop_continuity.seam_angular_velocity_delta_degps': { floor: 0.5 },
  'root_trajectory.translation': { floor: 0.001 },
  'root_trajectory.yaw.net_yaw_deg': { floor: 0.1, period: 360 },
  'root_trajectory.yaw': { floor: 0.1 },
} satisfies Record<string, FloorSpec>);

const TRANSLATION_FIELDS = [
  'horizontal_displacement_x_m',
  'horizontal_displacement_z_m',
  'horizontal_travel_m',
  'vertical_displacement_m',
  'vertical_min_displacement_m',
  'vertical_max_displacement_m',
] as const;

const LOOP_FIELDS = ['position_delta_m', 'rotation_delta_deg', 'seam_velocity_delta_mps', 'seam_angular_velocity_delta_degps'] as const;

/** The clip-level `<field>_availability` facts, compared exactly. */
const CLIP_AVAILABILITY_FIELDS = [
  'loop_continuity_availability',
  'loop_endpoint_mode_availability',
  'frame_grid_availability',
  'loop_seam_ratio_availability',
  'gait_availability',
  'root_trajectory_availability',
  'speed_mps_availability',
] as const satisfies readonly (keyof ClipMeasurements)[];

const PROPERTY_ORDER: Readonly<Record<BoneProperty, number>> = { translation: 0, rotation: 1, scale: 2 };

// ---- public API --------------------------------------------------------------------------------

/** Every significant delta between two measurement maps, in deterministic order. */
export function diffMeasurements(before: ClipMeasurementMap, after: ClipMeasurementMap): MetricDelta[] {
  const deltas: MetricDelta[] = [];
  for (const clip of Object.keys(before)) {
    if (!Object.hasOwn(after, clip)) deltas.push({ clip, metric: 'clip', note: 'clip removed' });
    else deltas.push(...diffClip(clip, before[clip]!, after[clip]!));
  }
  for (const clip of Object.keys(after)) {
    if (!Object.hasOwn(before, clip)) deltas.push({ clip, metric: 'clip', note: 'clip added' });
  }
  return sortDeltas(deltas);
}

/** The significant deltas of one clip measured in both files (sorted by metric path). */
export function diffClip(clip: string, a: ClipMeasurements, b: ClipMeasurements): MetricDelta[] {
  const out: MetricDelta[] = [];
  const num = (metric: string, va: number | undefined, vb: number | undefined, spec: FloorSpec) => {
    const delta = numericDelta(clip, metric, finite(va), finite(vb), spec);
    if (delta) out.push(delta);
  };
  const availability = (metric: string, va: Availability | undefined, vb: Availability | undefined) => {
    if (va !== undefined && vb !== undefined && va !== vb) out.push({ clip, metric, note: `changed from ${va} to ${vb}` });
  };

  num('duration_s', a.duration_s, b.duration_s, DIFF_FLOORS.duration_s);
  num('frame_count', a.frame_count, b.frame_count, DIFF_FLOORS.frame_count);
  num('loop_seam_ratio', a.loop_seam_ratio, b.loop_seam_ratio, DIFF_FLOORS.loop_seam_ratio);
  num('gait.phase', a.gait?.phase, b.gait?.phase, DIFF_FLOORS['gait.phase']);
  num('gait.lr_amplitude_m', a.gait?.lr_amplitude_m, b.gait?.lr_amplitude_m, DIFF_FLOORS['gait.lr_amplitude_m']);
  num('speed_mps', a.speed_mps, b.speed_mps, DIFF_FLOORS.speed_mps);

  // Availability, exactly.
  for (const field of CLIP_AVAILABILITY_FIELDS) availability(field, a[field], b[field]);
  if (a.gait && b.gait) availability('gait.phase_availability', a.gait.phase_availability, b.gait.phase_availability);
  const ra = a.root_trajectory;
  const rb = b.root_trajectory;
  if (ra && rb) {
    availability('root_trajectory.translation_availability', ra.translation_availability, rb.translation_availability);
    availability('root_trajectory.yaw_availability', ra.yaw_availability, rb.yaw_availability);
  }

  // Root trajectory: translation and yaw fields with their floors; identity and heading axis exactly.
  for (const field of TRANSLATION_FIELDS) {
    num(`root_trajectory.translation.${field}`, ra?.translation?.[field], rb?.translation?.[field], DIFF_FLOORS['root_trajectory.translation']);
  }
  num('root_trajectory.yaw.net_yaw_deg', ra?.yaw?.net_yaw_deg, rb?.yaw?.net_yaw_deg, DIFF_FLOORS['root_trajectory.yaw.net_yaw_deg']);
  num('root_trajectory.yaw.unwrapped_yaw_deg', ra?.yaw?.unwrapped_yaw_deg, rb?.yaw?.unwrapped_yaw_deg, DIFF_FLOORS['root_trajectory.yaw']);
  num('root_trajectory.yaw.yaw_travel_deg', ra?.yaw?.yaw_travel_deg, rb?.yaw?.yaw_travel_deg, DIFF_FLOORS['root_trajectory.yaw']);
  if (ra && rb) {
    if (ra.bone_index !== rb.bone_index || ra.bone_name !== rb.bone_name || ra.source_role !== rb.source_role) {
      out.push({
        clip,
        metric: 'root_trajectory.selected_bone',
        before: ra.bone_index,
        after: rb.bone_index,
        note: `changed from ${boneLabel(ra.bone_index, ra.bone_name)} (${ra.source_role}) to ${boneLabel(rb.bone_index, rb.bone_name)} (${rb.source_role})`,
      });
    }
    if (ra.yaw && rb.yaw && ra.yaw.heading_axis !== rb.yaw.heading_axis) {
      out.push({ clip, metric: 'root_trajectory.yaw.heading_axis', note: `changed from ${ra.yaw.heading_axis} to ${rb.yaw.heading_axis}` });
    }
  }

  // Loop continuity, per bone by bone_index, when both files measured it.
  if (a.loop_continuity && b.loop_continuity) out.push(...loopContinuityDeltas(clip, a.loop_continuity.bones, b.loop_continuity.bones));

  // Bone rotation range, keyed by bone name (bones below 0.1° are omitted by the measurement).
  const rangeBones = new Set([...Object.keys(a.bone_rotation_range_deg), ...Object.keys(b.bone_rotation_range_deg)]);
  for (const bone of rangeBones) {
    const va = finite(ownNumber(a.bone_rotation_range_deg, bone));
    const vb = finite(ownNumber(b.bone_rotation_range_deg, bone));
    const delta = numericDelta(clip, `bone_rotation_range_deg[${bone}]`, va, vb, DIFF_FLOORS.bone_rotation_range_deg);
    if (!delta) continue;
    const note: DeltaNote = va === undefined ? 'bone now animated' : vb === undefined ? 'bone no longer animated' : 'moved';
    out.push({ ...delta, note });
  }

  // Membership: animated bones by name, channel coverage by (bone_index, property).
  const animatedA = new Set(a.animated_bones);
  const animatedB = new Set(b.animated_bones);
  const gainedBones = [...animatedB].filter((n) => !animatedA.has(n)).sort(compareCodePoints);
  const lostBones = [...animatedA].filter((n) => !animatedB.has(n)).sort(compareCodePoints);
  if (gainedBones.length > 0 || lostBones.length > 0) {
    out.push({
      clip,
      metric: 'animated_bones',
      before: animatedA.size,
      after: animatedB.size,
      note: `gained [${gainedBones.join(', ')}], lost [${lostBones.join(', ')}]`,
    });
  }
  const channelsA = channelSet(a);
  const channelsB = channelSet(b);
  const gainedChannels = [...channelsB.values()].filter((c) => !channelsA.has(c.key)).sort(compareChannels);
  const lostChannels = [...channelsA.values()].filter((c) => !channelsB.has(c.key)).sort(compareChannels);
  if (gainedChannels.length > 0 || lostChannels.length > 0) {
    out.push({
      clip,
      metric: 'bone_channels',
      before: channelsA.size,
      after: channelsB.size,
      note: `gained [${gainedChannels.map(channelLabel).join(', ')}], lost [${lostChannels.map(channelLabel).join(', ')}]`,
    });
  }
  return out.sort((x, y) => compareMetricPaths(x.metric, y.metric));
}

/** Sorts deltas by clip name (code point order), then metric path (bracketed indices numerically). */
export function sortDeltas(deltas: MetricDelta[]): MetricDelta[] {
  return deltas.sort((x, y) => compareCodePoints(x.clip, y.clip) || compareMetricPaths(x.metric, y.metric));
}

/**
 * Metric path order: runs of ASCII digits compare as numbers, everything else by code point;
 * equal-looking paths (`01` vs `1`) fall back to plain code point order.
 */
export function compareMetricPaths(x: string, y: string): number {
  const tx = x.match(/\d+|\D+/g) ?? [];
  const ty = y.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(tx.length, ty.length); i++) {
    const a = tx[i]!;
    const b = ty[i]!;
    if (a === b) continue;
    const da = /^\d/.test(a);
    const db = /^\d/.test(b);
    if (da && db) {
      const byValue = compareDigitRuns(a, b);
      if (byValue !== 0) return byValue;
      continue;
    }
    return compareCodePoints(a, b);
  }
  return tx.length - ty.length || compareCodePoints(x, y);
}

/** Code point (not UTF-16 unit) order, matching a UTF-8 byte-ordered map (the order skeleton-compatibility rows use too). */
export const compareCodePoints = compareNames;

// ---- helpers -----------------------------------------------------------------------------------

function finite(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function ownNumber(map: Readonly<Record<string, number>>, key: string): number | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

/** Distance on a circle of `period` (like Rust's rem_euclid then the shorter way round). */
export function circularDistance(x: number, y: number, period: number): number {
  const r = (x - y) % period;
  const d = r < 0 ? r + period : r;
  return Math.min(d, period - d);
}

/** Whether a move of `x` → `y` clears `spec`'s floor (circular metrics allow for f64 round-off). */
export function exceedsFloor(x: number, y: number, spec: FloorSpec): boolean {
  if (spec.period === undefined) return Math.abs(x - y) > spec.floor;
  const d = circularDistance(x, y, spec.period);
  const roundoff = 16 * Number.EPSILON * Math.max(Math.abs(d), Math.abs(spec.floor), Math.abs(spec.period), 1);
  return d > spec.floor + roundoff;
}

function numericDelta(clip: string, metric: string, va: number | undefined, vb: number | undefined, spec: FloorSpec): MetricDelta | undefined {
  if (va === undefined && vb === undefined) return undefined;
  if (va !== undefined && vb !== undefined) {
    return exceedsFloor(va, vb, spec) ? { clip, metric, before: va, after: vb, note: 'moved' } : undefined;
  }
  return va === undefined ? { clip, metric, after: vb, note: 'appeared' } : { clip, metric, before: va, note: 'disappeared' };
}

function loopContinuityDeltas(clip: string, bonesA: readonly LoopContinuityBone[], bonesB: readonly LoopContinuityBone[]): MetricDelta[] {
  const out: MetricDelta[] = [];
  const byIndexA = new Map(bonesA.map((bone) => [bone.bone_index, bone]));
  const byIndexB = new Map(bonesB.map((bone) => [bone.bone_index, bone]));
  const indices = [...new Set([...byIndexA.keys(), ...byIndexB.keys()])].sort((x, y) => x - y);
  for (const index of indices) {
    const a = byIndexA.get(index);
    const b = byIndexB.get(index);
    const prefix = `loop_continuity.bones[${index}]`;
    if (!a || !b) {
      // A bone row only one file has (the skeleton changed size): say so once, not per field.
      out.push({ clip, metric: prefix, note: a ? 'disappeared' : 'appeared' });
      continue;
    }
    if (a.availability !== b.availability) {
      out.push({ clip, metric: `${prefix}.availability`, note: `changed from ${a.availability} to ${b.availability}` });
    }
    // Numeric fields are compared only when present on both sides (availability covers the rest).
    for (const field of LOOP_FIELDS) {
      const va = finite(a[field]);
      const vb = finite(b[field]);
      if (va === undefined || vb === undefined) continue;
      const delta = numericDelta(clip, `${prefix}.${field}`, va, vb, DIFF_FLOORS[`loop_continuity.${field}`]);
      if (delta) out.push(delta);
    }
  }
  return out;
}

interface ChannelKey {
  readonly key: string;
  readonly boneIndex: number;
  readonly boneName: string;
  readonly property: BoneProperty;
}

function channelSet(m: ClipMeasurements): Map<string, ChannelKey> {
  const out = new Map<string, ChannelKey>();
  for (const bone of m.bone_channels) {
    for (const property of bone.properties) {
      const key = `${bone.bone_index}:${property}`;
      if (!out.has(key)) out.set(key, { key, boneIndex: bone.bone_index, boneName: bone.bone_name, property });
    }
  }
  return out;
}

function compareChannels(x: ChannelKey, y: ChannelKey): number {
  return x.boneIndex - y.boneIndex || PROPERTY_ORDER[x.property] - PROPERTY_ORDER[y.property];
}

/** `#12:"foot_r"` — the index is the identity, the quoted name is for people. */
function boneLabel(index: number, name: string): string {
  return `#${index}:${JSON.stringify(name)}`;
}

function channelLabel(c: ChannelKey): string {
  return `${boneLabel(c.boneIndex, c.boneName)}.${c.property}`;
}

function compareDigitRuns(a: string, b: string): number {
  const sa = a.replace(/^0+(?=\d)/, '');
  const sb = b.replace(/^0+(?=\d)/, '');
  if (sa.length !== sb.length) return sa.length - sb.length;
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}
