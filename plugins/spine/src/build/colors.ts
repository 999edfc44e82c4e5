import { BuildError } from './errors.js';

/**
 * Colour channels in 0..1 → hex, one byte per channel, lower-case as the editor writes it:
 * `rrggbbaa` for 4 channels, `rrggbb` for 3 (a tint-black `dark`, an `rgb` key). Exact for every
 * colour read from a skeleton: the spec holds byte/255 and this rounds it back. A channel outside
 * 0..1 has no byte, and clamping it would change the colour, so it is refused.
 */
export function colorHex(channels: readonly number[], count: 3 | 4, where: string): string {
  const spelled = count === 4 ? '[r, g, b, a]' : '[r, g, b]';
  if (channels.length !== count) throw new BuildError(where, `a colour here is ${spelled}, found ${channels.length} channel(s)`);
  return channels
    .map((c) => {
      if (typeof c !== 'number' || !(c >= 0 && c <= 1)) throw new BuildError(where, `colour channel ${String(c)} is not a number in 0..1`);
      return Math.round(c * 255).toString(16).padStart(2, '0');
    })
    .join('');
}
