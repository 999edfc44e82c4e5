/**
 * Per-clip facts read straight from the tracks (no sampling): duration, frame count, animated
 * bones, channel coverage and key-based rotation ranges.
 *
 * "Structurally valid" tracks are the sampler's usable tracks (`usableKeyCount` > 0: not marked
 * malformed, bone in range, at least one stored key). Empty and malformed tracks contribute to
 * none of animated_bones, bone_channels, bone_rotation_range_deg or frame_count.
 */
import type { AnimDocument, Clip, Track, TrackProperty } from '../model/anim-document.js';
import { RAD_TO_DEG } from '../model/math.js';
import { usableKeyCount } from '../sample/tracks.js';
import { compareKeys, sortedRecord } from './fact.js';
import type { BoneChannels, BoneProperty } from './types.js';

/** Rotation ranges below this many degrees (compared as f32) are not recorded. */
export const MIN_RECORDED_ROTATION_DEG = 0.1;

const PROPERTY_BIT: Record<TrackProperty, number> = { translation: 1, rotation: 2, scale: 4 };
const propertyBit = (p: TrackProperty): number => (p === 'translation' ? 1 : p === 'rotation' ? 2 : 4);
const PROPERTY_ORDER: readonly BoneProperty[] = ['translation', 'rotation', 'scale'];

export interface ClipFacts {
  duration_s: number;
  frame_count: number;
  animated_bones: string[];
  bone_channels: BoneChannels[];
  bone_rotation_range_deg: Record<string, number>;
}

/**
 * The clip's duration in seconds: `clip.duration` when finite, else the largest finite key time
 * over every track (0 without one).
 */
export function clipDuration(clip: Clip): number {
  if (Number.isFinite(clip.duration)) return clip.duration;
  let max = -Infinity;
  for (const track of clip.tracks) {
    const times = track.times;
    for (let i = 0; i < times.length; i++) {
      const t = times[i]!;
      if (t > max && t !== Infinity) max = t;
    }
  }
  return max === -Infinity ? 0 : max;
}

/**
 * Largest sign-invariant angle (degrees) between key 0 and any other key of a rotation track,
 * or undefined when key 0 is not finite. Non-finite keys are skipped. Uses the vertex values for
 * CUBICSPLINE. Length-invariant, so non-unit keys measure the rotation they stand for.
 */
export function trackRotationRangeDeg(track: Track, keys: number): number | undefined {
  const v = track.values;
  const cubic = track.interpolation === 'CUBICSPLINE';
  const stride = cubic ? 12 : 4;
  const first = cubic ? 4 : 0;
  const ax = v[first]!, ay = v[first + 1]!, az = v[first + 2]!, aw = v[first + 3]!;
  if (!Number.isFinite(ax + ay + az + aw)) return undefined;
  // The angle to key k grows as cos² = (a·b)² / |b|² shrinks (|a| is fixed): find the key with the
  // smallest ratio by cross-multiplication, then measure that key with the exact formula.
  let bestDot2 = ax * ax + ay * ay + az * az + aw * aw; // key 0 itself: angle 0
  let bestNorm2 = 1;
  let best = -1;
  for (let k = 1, i = first + stride; k < keys; k++, i += stride) {
    const bx = v[i]!, by = v[i + 1]!, bz = v[i + 2]!, bw = v[i + 3]!;
    const d = ax * bx + ay * by + az * bz + aw * bw;
    const d2 = d * d;
    const n2 = bx * bx + by * by + bz * bz + bw * bw;
    // Non-finite keys fail the comparison (NaN) or are rejected below.
    if (d2 * bestNorm2 < bestDot2 * n2 && Number.isFinite(n2)) {
      bestDot2 = d2;
      bestNorm2 = n2;
      best = i;
    }
  }
  if (best < 0) return 0;
  // 2·atan2(|xyz|, |w|) of conj(q0) ⊗ q_best: length-invariant and accurate at small angles.
  const bx = v[best]!, by = v[best + 1]!, bz = v[best + 2]!, bw = v[best + 3]!;
  const x = aw * bx - ax * bw - ay * bz + az * by;
  const y = aw * by + ax * bz - ay * bw - az * bx;
  const z = aw * bz - ax * by + ay * bx - az * bw;
  const w = aw * bw + ax * bx + ay * by + az * bz;
  return 2 * Math.atan2(Math.sqrt(x * x + y * y + z * z), Math.abs(w)) * RAD_TO_DEG;
}

export function measureClipFacts(document: AnimDocument, clip: Clip): ClipFacts {
  const bones = document.bones;
  const boneCount = bones.length;
  const channelMask = new Uint8Array(boneCount);
  const rangeByName = new Map<string, number>();
  let frameCount = 0;

  for (const track of clip.tracks) {
    const keys = usableKeyCount(track, boneCount);
    if (keys === 0) continue;
    if (keys > frameCount) frameCount = keys;
    channelMask[track.bone] = channelMask[track.bone]! | propertyBit(track.property);
    if (track.property !== 'rotation' || track.components !== 4) continue;
    const deg = trackRotationRangeDeg(track, keys);
    if (deg === undefined) continue;
    const name = bones[track.bone]!.name;
    const previous = rangeByName.get(name);
    if (previous === undefined || deg > previous) rangeByName.set(name, deg);
  }

  const animated = new Set<string>();
  const channels: BoneChannels[] = [];
  for (let b = 0; b < boneCount; b++) {
    const mask = channelMask[b]!;
    if (mask === 0) continue;
    animated.add(bones[b]!.name);
    channels.push({
      bone_index: b,
      bone_name: bones[b]!.name,
      properties: PROPERTY_ORDER.filter((p) => (mask & PROPERTY_BIT[p]) !== 0),
    });
  }

  const minF32 = Math.fround(MIN_RECORDED_ROTATION_DEG);
  const ranges: [string, number][] = [];
  for (const [name, deg] of rangeByName) {
    const value = Math.fround(deg);
    if (value >= minF32) ranges.push([name, value]);
  }

  return {
    duration_s: clipDuration(clip),
    frame_count: frameCount,
    animated_bones: [...animated].sort(compareKeys),
    bone_channels: channels,
    bone_rotation_range_deg: sortedRecord(ranges),
  };
}
