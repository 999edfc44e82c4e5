/**
 * Helpers for the asset-inventory measurement tests: load a fixture through the glTF loader,
 * measure it, and validate the result against measurements-v18; plus small geometry/image
 * builders (images are generated in code with sharp).
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { validateMeasurements } from '@animsmith/schemas';
import { measureDocument } from '../../../src/measure/measure-document.js';
import type { Measurements } from '../../../src/measure/types.js';
import type { ResolvedRig } from '../../../src/plugin-api/config.js';
import type { LoadedAsset } from '../../../src/plugin-api/loader.js';
import { GltfBuilder, load, type Json, type RequestOptions } from '../../loaders/fixtures/gltf-fixtures.js';

export const NO_RIG: ResolvedRig = { profile: 'unknown', roles: {}, policies: {}, outcome: 'coverage' };

export function measureLoaded(asset: LoadedAsset): Measurements {
  const m = measureDocument({
    document: asset.document,
    source: asset.source,
    clipExpectations: () => ({}),
    rig: NO_RIG,
  });
  // Every emitted document must be finite, free of undefined fields and schema-valid.
  expect(JSON.parse(JSON.stringify(m))).to.deep.equal(m);
  expect(() => validateMeasurements(JSON.parse(JSON.stringify(m)))).to.not.throw();
  return m;
}

export async function measureBytes(bytes: Uint8Array, options: RequestOptions = {}): Promise<Measurements> {
  return measureLoaded(await load(bytes, options));
}

/** A builder with one node at the root of scene 0 (added by the caller). */
export function builder(): GltfBuilder {
  return new GltfBuilder();
}

/** Add a mesh with the given primitives (attributes already built) and return its index. */
export function addMesh(b: GltfBuilder, primitives: Json[], name?: string): number {
  b.json.meshes ??= [];
  return b.json.meshes.push(name === undefined ? { primitives } : { name, primitives }) - 1;
}

export function positions(b: GltfBuilder, rows: readonly (readonly number[])[]): number {
  return b.floats(rows.flat(), 'VEC3');
}

/** Column-major 4x4 of a translation. */
export function translation(x: number, y: number, z: number): number[] {
  return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];
}

export function identity(): number[] {
  return translation(0, 0, 0);
}

export function expectMatrixClose(actual: readonly number[] | undefined, expected: readonly number[], eps = 1e-12): void {
  expect(actual, 'matrix').to.not.equal(undefined);
  expect(actual!.length).to.equal(16);
  actual!.forEach((v, i) => expect(v).to.be.closeTo(expected[i]!, eps, `element ${i}`));
}

// ---- images ------------------------------------------------------------------------------------

export async function pngBytes(channels: 3 | 4, options: { palette?: boolean; colourspace?: string; width?: number; height?: number } = {}): Promise<Uint8Array> {
  let image = sharp({ create: { width: options.width ?? 3, height: options.height ?? 2, channels, background: { r: 200, g: 100, b: 50, alpha: 0.5 } } });
  if (options.colourspace !== undefined) image = image.toColourspace(options.colourspace);
  return new Uint8Array(await image.png(options.palette === true ? { palette: true } : {}).toBuffer());
}

export async function jpegBytes(options: { grey?: boolean; width?: number; height?: number } = {}): Promise<Uint8Array> {
  let image = sharp({ create: { width: options.width ?? 5, height: options.height ?? 4, channels: 3, background: { r: 10, g: 120, b: 240 } } });
  if (options.grey === true) image = image.toColourspace('b-w');
  return new Uint8Array(await image.jpeg().toBuffer());
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, data.length);
  out.set(Buffer.from(type, 'ascii'), 4);
  out.set(data, 8);
  dv.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A well-formed PNG header declaring `width` × `height` RGB8 with a token (wrong) IDAT. */
export function hugePngHeader(width: number, height: number): Uint8Array {
  const ihdr = new Uint8Array(13);
  const dv = new DataView(ihdr.buffer);
  dv.setUint32(0, width);
  dv.setUint32(4, height);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const parts = [
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Uint8Array.of(0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01)),
    pngChunk('IEND', new Uint8Array(0)),
  ];
  return Uint8Array.from(parts.flatMap((p) => [...p]));
}
