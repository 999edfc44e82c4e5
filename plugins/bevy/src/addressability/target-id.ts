/**
 * Bevy 0.19 `AnimationTargetId` for a name path, reproduced exactly: BLAKE3 over the animation
 * target UUID namespace, then per segment its UTF-8 length as a little-endian `usize` followed by
 * its bytes; the first 16 digest bytes become a UUID with version 5 and the RFC 4122 variant
 * (`uuid::Builder::from_sha1_bytes`). `usize` is the *target's* pointer width, so the caller must
 * state it: the host running animsmith says nothing about the game's target.
 */
import { blake3 } from './blake3.js';

export type PointerWidth = 32 | 64;

/** `bevy_animation::ANIMATION_TARGET_NAMESPACE` (0x3179f519d9274ff2b5966fd077023911), big-endian bytes. */
const NAMESPACE = Buffer.from('3179f519d9274ff2b5966fd077023911', 'hex');

export function animationTargetIdPreimage(segments: readonly string[], width: PointerWidth): Uint8Array {
  const parts: Buffer[] = [NAMESPACE];
  for (const segment of segments) {
    const bytes = Buffer.from(segment, 'utf8');
    const length = Buffer.alloc(width / 8);
    if (width === 64) length.writeBigUInt64LE(BigInt(bytes.length));
    else length.writeUInt32LE(bytes.length);
    parts.push(length, bytes);
  }
  return Buffer.concat(parts);
}

/** The hyphenated lower-case UUID Bevy derives for this name path. */
export function animationTargetId(segments: readonly string[], width: PointerWidth): string {
  const b = Buffer.from(blake3(animationTargetIdPreimage(segments, width)).subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
