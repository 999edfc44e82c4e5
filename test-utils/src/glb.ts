/**
 * The one GLB container builder: a valid GLB from JSON and an optional BIN payload, or a container
 * written exactly as specified (wrong magic, lengths or chunk types) for the refusal tests.
 */
const encoder = new TextEncoder();

/** Bytes of padding that bring `length` to a multiple of 4. */
export function pad4(length: number): number {
  return (4 - (length % 4)) % 4;
}

export interface ChunkSpec {
  readonly type: number;
  readonly data: Uint8Array;
  /** Override the length field written in the chunk header. */
  readonly declaredLength?: number;
}

export interface GlbSpec {
  readonly magic?: number;
  readonly version?: number;
  /** Override the total length field (defaults to the real length). */
  readonly declaredLength?: number;
  readonly chunks: readonly ChunkSpec[];
}

export const CHUNK_JSON = 0x4e4f534a;
export const CHUNK_BIN = 0x004e4942;

/** Write a GLB container exactly as specified (no padding is added here). */
export function rawGlb(spec: GlbSpec): Uint8Array {
  const total = 12 + spec.chunks.reduce((sum, c) => sum + 8 + c.data.length, 0);
  const out = new Uint8Array(total);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, spec.magic ?? 0x46546c67, true);
  dv.setUint32(4, spec.version ?? 2, true);
  dv.setUint32(8, spec.declaredLength ?? total, true);
  let o = 12;
  for (const chunk of spec.chunks) {
    dv.setUint32(o, chunk.declaredLength ?? chunk.data.length, true);
    dv.setUint32(o + 4, chunk.type, true);
    out.set(chunk.data, o + 8);
    o += 8 + chunk.data.length;
  }
  return out;
}

/** JSON text padded with spaces to a multiple of 4 bytes. */
export function jsonChunk(json: unknown): Uint8Array {
  const text = encoder.encode(JSON.stringify(json));
  const out = new Uint8Array(text.length + pad4(text.length)).fill(0x20);
  out.set(text);
  return out;
}

export function binChunk(bin: Uint8Array): Uint8Array {
  const out = new Uint8Array(bin.length + pad4(bin.length));
  out.set(bin);
  return out;
}

/** A valid GLB from JSON and an optional BIN payload. */
export function assembleGlb(json: unknown, bin?: Uint8Array): Uint8Array {
  const chunks: ChunkSpec[] = [{ type: CHUNK_JSON, data: jsonChunk(json) }];
  if (bin !== undefined) chunks.push({ type: CHUNK_BIN, data: binChunk(bin) });
  return rawGlb({ chunks });
}

