/**
 * The core glTF source-resource domain (`SourceDocument.materialResources`): each material's
 * bindings for exactly the five core texture slots, the texture table, and an inventory of every
 * image with its decoded metadata.
 *
 * - Bindings are read from `pbrMetallicRoughness.baseColorTexture`, `normalTexture`,
 *   `pbrMetallicRoughness.metallicRoughnessTexture`, `occlusionTexture` and `emissiveTexture`,
 *   in that order. Extension-defined slots are not modelled. A malformed reference (non-object
 *   texture info, missing or out-of-range index, non-string name/mimeType) refuses the load,
 *   like the rest of the structural validation.
 * - Image bytes come from the load: a bufferView of a resolved buffer (embedded), a data URI
 *   decoded here, or the external file the resource step already read for the dependency
 *   closure. Paths are never resolved here.
 * - The container is detected from the bytes (PNG signature, JPEG SOI marker). PNG and JPEG are
 *   decoded in full by sharp (libvips) to prove they decode; the colour type comes from the
 *   decoder's header (bands and sample depth). A plain PNG (`plain-png.ts`: the strict subset
 *   every decoder accepts) is proven without sharp, with the facts sharp gives it, so a small
 *   textured file does not pay for loading libvips. Images over `MAX_DECODED_PIXELS` are refused as
 *   `resource_limit` before any pixel is decoded, as are images past `MAX_DECODED_PIXELS_PER_LOAD`
 *   pixels decoded in the load; identical payloads are decoded once. Anything else is
 *   `unsupported_container` with its leading bytes.
 * - When an image needs sharp and it cannot be loaded the inventory is not available (undefined),
 *   so coverage is reported as unavailable rather than as a list of failures.
 */
import type {
  SourceColorType,
  DependencyRecord,
  SourceImageContainer,
  SourceImageUnavailableReason,
  SourceTextureSlot,
  SourceImage,
  SourceImageDecoded,
  SourceMaterialResources,
  SourceTexture,
  SourceTextureBinding,
} from '../../model/source-document.js';
import { createHash } from 'node:crypto';
import { fail, kindOf, pointer } from './errors.js';
import type { RawGltf } from './raw-json.js';
import { isDataUri, percentDecodeToBytes } from '../../resources/resource-uri.js';
import { decodePlainPng, isPng } from './plain-png.js';

/** Decoding is refused above this many pixels (64 Mi: an 8192 × 8192 texture still decodes). */
export const MAX_DECODED_PIXELS = 64 * 1024 * 1024;
/** Decoding stops above this many pixels in total for one load (four 8192 × 8192 textures). */
export const MAX_DECODED_PIXELS_PER_LOAD = 4 * MAX_DECODED_PIXELS;
/** At most this many leading bytes are recorded for an unsupported payload. */
export const LEADING_MAGIC_BYTES = 16;

export interface ImageFactsInput {
  /** The parsed root JSON (textures are not part of `RawGltf`). */
  readonly root: Readonly<Record<string, unknown>>;
  readonly gltf: RawGltf;
  /** Buffer data the load resolved (undefined where it did not). */
  readonly buffers: readonly (Uint8Array | undefined)[];
  /** Bytes of external images read for the dependency closure, by image index. */
  readonly externalImages: readonly (Uint8Array | undefined)[];
  readonly dependencies: readonly DependencyRecord[];
}

type Obj = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Obj {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function optName(o: Obj, at: string, key = 'name'): string | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') fail(`${at}/${key} must be a string, found ${kindOf(v)}`);
  return v;
}

function indexIn(v: unknown, at: string, limit: number, what: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(`${at} must be an integer, found ${kindOf(v) === 'number' ? String(v) : kindOf(v)}`);
  if (v < 0) fail(`${at} must be at least 0, found ${v}`);
  if (v >= limit) fail(`${at} is ${v}, out of range: the file has ${limit} ${what}`);
  return v;
}

const SLOT_PATHS: readonly (readonly [SourceTextureSlot, readonly string[]])[] = [
  ['base_color', ['pbrMetallicRoughness', 'baseColorTexture']],
  ['normal', ['normalTexture']],
  ['metallic_roughness', ['pbrMetallicRoughness', 'metallicRoughnessTexture']],
  ['occlusion', ['occlusionTexture']],
  ['emissive', ['emissiveTexture']],
];

function bindingsOf(material: Obj, at: string, textureCount: number): SourceTextureBinding[] {
  const bindings: SourceTextureBinding[] = [];
  const pbr = material.pbrMetallicRoughness;
  if (pbr !== undefined && !isObject(pbr)) fail(`${at}/pbrMetallicRoughness must be an object, found ${kindOf(pbr)}`);
  for (const [slot, path] of SLOT_PATHS) {
    let holder: unknown = material;
    for (const key of path) holder = isObject(holder) ? holder[key] : undefined;
    if (holder === undefined) continue;
    const infoAt = `${at}/${path.join('/')}`;
    if (!isObject(holder)) fail(`${infoAt} must be an object, found ${kindOf(holder)}`);
    if (holder.index === undefined) fail(`missing required ${infoAt}/index`);
    bindings.push({ slot, texture: indexIn(holder.index, `${infoAt}/index`, textureCount, 'textures') });
  }
  return bindings;
}

/** Textures and material bindings from the JSON (synchronous; refuses malformed references). */
export function readTextureTables(root: Obj, gltf: RawGltf): Pick<SourceMaterialResources, 'materialBindings' | 'textures'> {
  const rawTextures = root.textures;
  let textures: SourceTexture[] = [];
  if (rawTextures !== undefined) {
    if (!Array.isArray(rawTextures)) fail(`/textures must be an array, found ${kindOf(rawTextures)}`);
    textures = rawTextures.map((t: unknown, index) => {
      const at = pointer('textures', index);
      if (!isObject(t)) fail(`${at} must be an object, found ${kindOf(t)}`);
      const name = optName(t, at);
      const image = t.source === undefined ? undefined : indexIn(t.source, `${at}/source`, gltf.images.length, 'images');
      return { index, ...(name !== undefined ? { name } : {}), ...(image !== undefined ? { image } : {}) };
    });
  }
  const materialBindings = gltf.materials.map((m, i) => bindingsOf(m as Obj, pointer('materials', i), textures.length));
  return { materialBindings, textures };
}

// ---- image payloads --------------------------------------------------------------------------

type Payload =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly reason: SourceImageUnavailableReason };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** `data:[<media type>][;params][;base64],<payload>`: the media type as authored and the bytes. */
export function decodeImageDataUri(uri: string): { readonly mediaType?: string; readonly bytes?: Uint8Array } {
  const comma = uri.indexOf(',');
  if (comma < 0) return {};
  const header = uri.slice(5, comma).split(';').map((part) => part.trim());
  const mediaType = header[0]!.length > 0 ? header[0]! : undefined;
  const mt = mediaType !== undefined ? { mediaType } : {};
  const payload = uri.slice(comma + 1);
  try {
    if (header.slice(1).some((p) => p.toLowerCase() === 'base64')) {
      const text = payload.includes('%') ? Buffer.from(percentDecodeToBytes(payload)).toString('latin1') : payload;
      if (text.length % 4 === 1 || !BASE64.test(text)) return mt;
      const bytes = Buffer.from(text, 'base64');
      return { ...mt, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    }
    return { ...mt, bytes: percentDecodeToBytes(payload) };
  } catch {
    return mt;
  }
}

export function detectContainer(bytes: Uint8Array): SourceImageContainer | undefined {
  if (isPng(bytes)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

export function leadingHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.subarray(0, LEADING_MAGIC_BYTES)).toString('hex');
}

// ---- decoding (sharp, loaded on first use) -----------------------------------------------------

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp | undefined> | undefined;

function loadSharp(): Promise<Sharp | undefined> {
  sharpModule ??= import('sharp').then(
    (mod) => {
      mod.default.cache(false);
      return mod.default;
    },
    () => undefined,
  );
  return sharpModule;
}

const COLOR_TYPES: Readonly<Record<string, SourceColorType>> = {
  '1/uchar': 'l8',
  '2/uchar': 'la8',
  '3/uchar': 'rgb8',
  '4/uchar': 'rgba8',
  '1/ushort': 'l16',
  '2/ushort': 'la16',
  '3/ushort': 'rgb16',
  '4/ushort': 'rgba16',
};

type Decoded =
  | { readonly ok: true; readonly decoded: SourceImageDecoded }
  | { readonly ok: false; readonly reason: 'decode_failed' | 'resource_limit' };

/**
 * Pull every pixel through the decoder as a raw stream and discard it: memory stays at one strip.
 * (This used stats(), which proves the same but computes per-band statistics on the way: 3.5 s
 * instead of 0.25 s for an 8192 × 8191 PNG.)
 */
function drainPixels(sharp: Sharp, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = sharp(bytes, { limitInputPixels: MAX_DECODED_PIXELS, failOn: 'error', sequentialRead: true }).raw();
    stream.on('data', () => undefined);
    stream.on('end', () => resolve());
    stream.on('error', reject);
  });
}

/**
 * Decode a PNG/JPEG payload in full and describe its decoded pixels. The colour type is the
 * decoder's band count and sample depth: palette PNGs expand to rgb8/rgba8 and sub-byte grey to
 * l8; CMYK/YCCK JPEGs report rgb8, the representation they convert to.
 */
export async function decodeImage(
  sharp: Sharp,
  bytes: Uint8Array,
  container: SourceImageContainer,
  pixelBudget: number = MAX_DECODED_PIXELS,
): Promise<Decoded> {
  let width: number, height: number, channels: number, depth: string, space: string | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    if (meta.format !== container) return { ok: false, reason: 'decode_failed' };
    ({ width, height, channels, depth } = meta);
    space = meta.space;
  } catch {
    return { ok: false, reason: 'decode_failed' };
  }
  if (!(width > 0 && height > 0)) return { ok: false, reason: 'decode_failed' };
  if (width * height > Math.min(MAX_DECODED_PIXELS, pixelBudget)) return { ok: false, reason: 'resource_limit' };
  try {
    await drainPixels(sharp, bytes);
  } catch {
    return { ok: false, reason: 'decode_failed' };
  }
  const colorType = container === 'jpeg' && space === 'cmyk' ? 'rgb8' : COLOR_TYPES[`${channels}/${depth}`];
  if (colorType === undefined) return { ok: false, reason: 'decode_failed' };
  const channelCount = (colorType.startsWith('rgba') ? 4 : colorType.startsWith('rgb') ? 3 : colorType.startsWith('la') ? 2 : 1) as 1 | 2 | 3 | 4;
  return { ok: true, decoded: { colorType, channelCount, width, height } };
}

// ---- inventory -------------------------------------------------------------------------------

/**
 * The complete source-resource inventory, or undefined when images need decoding and the
 * decoder cannot be loaded. Refuses malformed material/texture/image declarations.
 */
export async function inspectMaterialResources(input: ImageFactsInput): Promise<SourceMaterialResources | undefined> {
  const { gltf } = input;
  const tables = readTextureTables(input.root, gltf);
  const recordOf = new Map<number, DependencyRecord>();
  for (const r of input.dependencies) if (r.kind === 'image') recordOf.set(r.index, r);

  const images: SourceImage[] = [];
  // Every image may name the same bufferView, and a small file may hold several large textures:
  // identical payloads are decoded once, and the pixels decoded in one load are budgeted, so a
  // 300 KB file cannot ask for minutes of decoding. Over the budget an image is `resource_limit`.
  const decodedByContent = new Map<string, Decoded>();
  let pixelBudget = MAX_DECODED_PIXELS_PER_LOAD;
  for (let index = 0; index < gltf.images.length; index++) {
    const raw = gltf.images[index]! as Obj & { uri?: string; bufferView?: number };
    const at = pointer('images', index);
    const name = optName(raw, at);
    let declaredMimeType = optName(raw, at, 'mimeType');
    let payload: Payload;
    let sourceKind: SourceImage['sourceKind'];
    if (raw.bufferView !== undefined) {
      sourceKind = 'embedded';
      const view = gltf.bufferViews[raw.bufferView]!;
      const data = input.buffers[view.buffer];
      const start = view.byteOffset ?? 0;
      payload = data !== undefined ? { ok: true, bytes: data.subarray(start, start + view.byteLength) } : { ok: false, reason: 'source_unavailable' };
    } else if (raw.uri !== undefined && isDataUri(raw.uri)) {
      sourceKind = 'data_uri';
      const decoded = decodeImageDataUri(raw.uri);
      declaredMimeType ??= decoded.mediaType;
      payload = decoded.bytes !== undefined ? { ok: true, bytes: decoded.bytes } : { ok: false, reason: 'invalid_data_uri' };
    } else if (raw.uri !== undefined) {
      sourceKind = 'external';
      const bytes = input.externalImages[index];
      const reason = recordOf.get(index)?.unavailableReason;
      payload =
        bytes !== undefined
          ? { ok: true, bytes }
          : { ok: false, reason: reason === 'over_resource_limit' || reason === 'over_total_limit' ? 'resource_limit' : 'source_unavailable' };
    } else {
      // Neither a bufferView nor a uri: nothing in the file or beside it holds the payload.
      sourceKind = 'embedded';
      payload = { ok: false, reason: 'source_unavailable' };
    }

    const base = {
      index,
      ...(name !== undefined ? { name } : {}),
      sourceKind,
      ...(declaredMimeType !== undefined ? { declaredMimeType } : {}),
    };
    if (!payload.ok) {
      images.push({ ...base, unavailableReason: payload.reason });
      continue;
    }
    const container = detectContainer(payload.bytes);
    if (container === undefined) {
      images.push({
        ...base,
        ...(payload.bytes.length > 0 ? { leadingMagicHex: leadingHex(payload.bytes) } : {}),
        unavailableReason: 'unsupported_container',
      });
      continue;
    }
    const key = createHash('sha256').update(payload.bytes).digest('hex');
    let result = decodedByContent.get(key);
    if (result === undefined) {
      const plain = container === 'png' ? decodePlainPng(payload.bytes, Math.min(MAX_DECODED_PIXELS, pixelBudget)) : undefined;
      if (plain !== undefined) {
        result = { ok: true, decoded: plain };
      } else {
        const sharp = await loadSharp();
        if (sharp === undefined) return undefined;
        result = await decodeImage(sharp, payload.bytes, container, pixelBudget);
      }
      if (result.ok) pixelBudget -= result.decoded.width * result.decoded.height;
      decodedByContent.set(key, result);
    }
    images.push(
      result.ok
        ? { ...base, detectedContainer: container, decoded: result.decoded }
        : { ...base, detectedContainer: container, unavailableReason: result.reason },
    );
  }
  return { ...tables, images };
}
