/**
 * Proves that a plain PNG decodes without loading sharp, whose import costs more than the rest of
 * a small file's lint. "Plain" is a strict subset every PNG decoder accepts: the signature, then
 * IHDR, at most one each of the well-formed ancillary chunks encoders commonly write (pHYs, sRGB,
 * gAMA), consecutive IDATs and IEND, all with valid CRCs and nothing after IEND; 8-bit
 * grey, grey+alpha, RGB or RGBA, not interlaced; a zlib stream that ends exactly at the end of
 * the IDAT data, checks its Adler-32 and inflates to exactly one filter byte (0–4) plus the
 * samples per row. Its decoded facts are those sharp reports for it (bands × 8-bit samples).
 *
 * Anything else, including every damaged file, is not answered here (undefined): the caller asks
 * sharp, so a verdict of failure, and every fact of an unusual PNG, always comes from sharp.
 */
import { crc32, inflateSync } from 'node:zlib';
import type { SourceImageDecoded } from '../../model/source-document.js';

const PNG_SIGNATURE: readonly number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Whether `bytes` start with the PNG signature. */
export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}
/**
 * Larger images go to sharp, which streams them: this path holds the inflated rows at once (at
 * most 16 MiB here), and for a large texture the decode, not the import, is the cost.
 */
export const PLAIN_PNG_MAX_PIXELS = 2048 * 2048;

/** PNG colour type (8-bit samples) → the decoded facts' colour type and channel count. */
const PLAIN_COLOR_TYPES: ReadonlyMap<number, Pick<SourceImageDecoded, 'colorType' | 'channelCount'>> = new Map([
  [0, { colorType: 'l8', channelCount: 1 }],
  [2, { colorType: 'rgb8', channelCount: 3 }],
  [4, { colorType: 'la8', channelCount: 2 }],
  [6, { colorType: 'rgba8', channelCount: 4 }],
]);

const PNG_INT_MAX = 0x7fffffff;

/** The ancillary chunks a plain PNG may carry before its IDATs, each with the shape it must have. */
const PLAIN_ANCILLARY: ReadonlyMap<string, (data: DataView) => boolean> = new Map([
  ['pHYs', (d: DataView) => d.byteLength === 9 && d.getUint32(0) <= PNG_INT_MAX && d.getUint32(4) <= PNG_INT_MAX && d.getUint8(8) <= 1],
  ['sRGB', (d: DataView) => d.byteLength === 1 && d.getUint8(0) <= 3],
  ['gAMA', (d: DataView) => d.byteLength === 4 && d.getUint32(0) > 0 && d.getUint32(0) <= PNG_INT_MAX],
]);

/** Whether the chunks between IHDR and IEND are plain: known ancillaries once each, then IDATs only. */
function plainBody(body: readonly Chunk[]): boolean {
  const firstIdat = body.findIndex((c) => c.type === 'IDAT');
  if (firstIdat < 0 || body.slice(firstIdat).some((c) => c.type !== 'IDAT')) return false;
  const ancillary = body.slice(0, firstIdat);
  if (new Set(ancillary.map((c) => c.type)).size !== ancillary.length) return false;
  return ancillary.every((c) => PLAIN_ANCILLARY.get(c.type)?.(new DataView(c.data.buffer, c.data.byteOffset, c.data.byteLength)) === true);
}

interface Chunk {
  readonly type: string;
  readonly data: Uint8Array;
}

/** The chunks after the signature, or undefined when one is truncated or fails its CRC. */
function chunksOf(bytes: Uint8Array): Chunk[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Chunk[] = [];
  let at = PNG_SIGNATURE.length;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) return undefined;
    const length = view.getUint32(at);
    if (length > bytes.length - at - 12) return undefined;
    const typeAndData = bytes.subarray(at + 4, at + 8 + length);
    if (crc32(typeAndData) !== view.getUint32(at + 8 + length)) return undefined;
    chunks.push({ type: String.fromCharCode(...typeAndData.subarray(0, 4)), data: typeAndData.subarray(4) });
    at += 12 + length;
    if (chunks.at(-1)!.type === 'IEND') return at === bytes.length ? chunks : undefined;
  }
  return undefined;
}

/** The decoded facts of a plain PNG that decodes in full, or undefined (ask sharp). */
export function decodePlainPng(bytes: Uint8Array, pixelBudget: number): SourceImageDecoded | undefined {
  if (!isPng(bytes)) return undefined;
  const chunks = chunksOf(bytes);
  if (chunks === undefined || chunks.length < 3) return undefined;
  const [header, ...rest] = chunks;
  const end = rest.pop()!;
  if (header!.type !== 'IHDR' || header!.data.length !== 13 || end.data.length !== 0) return undefined;
  if (!plainBody(rest)) return undefined;
  const ihdr = new DataView(header!.data.buffer, header!.data.byteOffset, 13);
  const width = ihdr.getUint32(0);
  const height = ihdr.getUint32(4);
  const [depth, colorType, compression, filter, interlace] = header!.data.subarray(8);
  const facts = PLAIN_COLOR_TYPES.get(colorType!);
  if (facts === undefined || depth !== 8 || compression !== 0 || filter !== 0 || interlace !== 0) return undefined;
  if (width === 0 || height === 0 || width * height > Math.min(PLAIN_PNG_MAX_PIXELS, pixelBudget)) return undefined;
  const stride = 1 + width * facts.channelCount;
  const compressed = Buffer.concat(rest.filter((c) => c.type === 'IDAT').map((c) => c.data));
  let pixels: Buffer;
  try {
    // One output chunk of the full size (and one byte more, to see a stream that overflows): zlib
    // then never concatenates its 16 KiB pieces, a copy as costly as the inflation itself.
    const inflated = inflateSync(compressed, { info: true, chunkSize: Math.max(64, stride * height + 1), maxOutputLength: stride * height + 1 }) as unknown as {
      buffer: Buffer;
      engine: { bytesWritten: number };
    };
    if (inflated.engine.bytesWritten !== compressed.length) return undefined;
    pixels = inflated.buffer;
  } catch {
    return undefined;
  }
  if (pixels.length !== stride * height) return undefined;
  for (let row = 0; row < pixels.length; row += stride) if (pixels[row]! > 4) return undefined;
  return { ...facts, width, height };
}
