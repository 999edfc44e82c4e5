/**
 * The glTF 2.0 / GLB loader.
 *
 * Works on the raw JSON plus typed-array views of the binary data; no glTF-Transform Document
 * is built. Steps, each in its own module:
 *   glb-container → json-text → raw-json (types, ranges, hierarchy) → animation-plan (track
 *   checks from JSON alone) → resources (buffers the tracks need; dependency closure) →
 *   accessor decoding → source-facts + to-anim-document.
 * Every refusal is an `AssetLoadError` with one line naming a byte offset or JSON pointer.
 */
import type { LoadedAsset, LoadRequest, LoaderDefinition } from '../../plugin-api/loader.js';
import { AccessorDecoder } from './accessor.js';
import { planAnimations } from './animation-plan.js';
import { checkGlbHeader, hasGlbMagic, parseGlb } from './glb-container.js';
import { fail } from './errors.js';
import { firstInvalidUtf8, parseJsonText } from './json-text.js';
import { validateRawJson } from './raw-json.js';
import { inspectMaterialResources } from './image-facts.js';
import { createGeometryReader } from './mesh-facts.js';
import { resolveResources } from './resources.js';
import { buildSourceDocument } from './source-facts.js';
import { buildAnimDocument } from './to-anim-document.js';
import { quoteExcerpt } from '../../text/quote-excerpt.js';

/** Required extensions whose meaning the loader honours (others only produce a notice). */
export const UNDERSTOOD_EXTENSIONS: ReadonlySet<string> = new Set(['KHR_mesh_quantization', 'KHR_animation_pointer']);

export async function loadGltf(request: LoadRequest): Promise<LoadedAsset> {
  const bytes = request.bytes;
  const input = request.input;

  const isGlb = hasGlbMagic(bytes) || (request.extension === '.glb' && !looksLikeJson(bytes));
  let root: Record<string, unknown>;
  let bin: Uint8Array | undefined;
  let binOffset: number | undefined;
  if (isGlb) {
    const chunks = parseGlb(bytes);
    root = parseJsonText(withoutTrailingNuls(chunks.json), 'GLB JSON chunk', chunks.jsonOffset);
    bin = chunks.bin;
    binOffset = chunks.binOffset;
  } else {
    root = parseJsonText(bytes, 'glTF JSON', 0);
  }

  const { gltf, parents } = validateRawJson(root);
  const notices: string[] = [];
  gltf.extensionsRequired.forEach((name, i) => {
    if (!UNDERSTOOD_EXTENSIONS.has(name)) {
      notices.push(`required extension ${quoteExcerpt(name, '"', 80)} (/extensionsRequired/${i}) is not supported by the glTF loader; animation data was read without it`);
    }
  });
  const plan = planAnimations(gltf, notices);

  const resources = await resolveResources(gltf, plan.neededBuffers, {
    request,
    isGlb,
    ...(bin !== undefined ? { bin, binOffset } : {}),
  });
  const decoder = new AccessorDecoder(gltf, resources.buffers, request.limits.maxTotalBytes);
  const document = buildAnimDocument(gltf, parents, plan, decoder);
  const source = buildSourceDocument({
    format: isGlb ? 'glb' : 'gltf',
    input,
    gltf,
    parents,
    plan,
    dependencies: resources.dependencies,
    notices,
    geometry: createGeometryReader(gltf, resources.buffers, request.limits.maxTotalBytes),
    materialResources: await inspectMaterialResources({
      root,
      gltf,
      buffers: resources.buffers,
      externalImages: resources.images,
      dependencies: resources.dependencies.resources,
    }),
  });
  return { source, document };
}

/**
 * The JSON chunk minus trailing NUL bytes: the specification pads with spaces, but some
 * exporters pad with zeros, which JSON.parse would reject for no good reason.
 */
function withoutTrailingNuls(json: Uint8Array): Uint8Array {
  let end = json.length;
  while (end > 0 && json[end - 1] === 0) end--;
  return end === json.length ? json : json.subarray(0, end);
}

/** How many leading bytes `preflightGltf` needs (the GLB header, the start of a JSON text). */
export const PREFLIGHT_BYTES = 64;

/**
 * Checks on the first bytes of a file, before the rest is read: what `loadGltf` would refuse from
 * these bytes alone (a GLB header that is not glTF or whose declared length is not the file
 * length; JSON text whose first bytes are not UTF-8 or cannot start a JSON value) is refused here
 * with the same message, so a 500 MB sparse file named `.glb` costs 64 bytes of reading, not
 * 500 MB of memory. `head` is the first `min(size, PREFLIGHT_BYTES)` bytes, `size` the file length.
 */
export function preflightGltf(head: Uint8Array, size: number, extension: string): void {
  const complete = head.length === size;
  const json = jsonStart(head);
  if (hasGlbMagic(head) || (extension === '.glb' && (json.first !== undefined ? head[json.first] !== 0x7b : complete))) {
    checkGlbHeader(head, size);
    return;
  }
  // JSON text: the loader decodes UTF-8 first, then parses. A bad byte near the end of the head
  // may be a multi-byte sequence cut by the head boundary, so only earlier ones are decisive.
  const body = head.subarray(json.bomBytes);
  const bad = firstInvalidUtf8(body);
  if (bad < body.length && (complete || bad < body.length - 3)) {
    fail(`glTF JSON is not valid UTF-8 (first bad byte at byte offset ${json.bomBytes + bad})`);
  }
  if (json.first !== undefined && !JSON_VALUE_START.has(head[json.first]!) && head[json.first]! < 0x80) {
    fail(`glTF JSON is not valid JSON (byte offset 0): byte 0x${head[json.first]!.toString(16).padStart(2, '0')} at byte offset ${json.first} cannot start a JSON value`);
  }
}

/** `{ [ " - 0-9 t f n`: the bytes a JSON value may start with. */
const JSON_VALUE_START: ReadonlySet<number> = new Set([0x7b, 0x5b, 0x22, 0x2d, 0x74, 0x66, 0x6e, ...Array.from({ length: 10 }, (_, d) => 0x30 + d)]);

/** Length of a UTF-8 BOM at the start, and the index of the first byte after it and whitespace. */
function jsonStart(bytes: Uint8Array): { readonly bomBytes: number; readonly first?: number } {
  const bomBytes = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let i = bomBytes;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  return i < bytes.length ? { bomBytes, first: i } : { bomBytes };
}

/** First byte after an optional BOM and whitespace is `{`. */
function looksLikeJson(bytes: Uint8Array): boolean {
  let i = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  return bytes[i] === 0x7b;
}

export const gltfLoader: LoaderDefinition = {
  name: 'gltf',
  extensions: ['.glb', '.gltf'],
  load: loadGltf,
};

export default gltfLoader;
