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
import { hasGlbMagic, parseGlb } from './glb-container.js';
import { parseJsonText } from './json-text.js';
import { validateRawJson } from './raw-json.js';
import { inspectMaterialResources } from './image-facts.js';
import { createGeometryReader } from './mesh-facts.js';
import { identityOf, resolveResources } from './resources.js';
import { buildSourceDocument } from './source-facts.js';
import { buildAnimDocument } from './to-anim-document.js';

/** Required extensions whose meaning the loader honours (others only produce a notice). */
export const UNDERSTOOD_EXTENSIONS: ReadonlySet<string> = new Set(['KHR_mesh_quantization', 'KHR_animation_pointer']);

export async function loadGltf(request: LoadRequest): Promise<LoadedAsset> {
  const bytes = request.bytes;
  const input = identityOf(bytes);

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
      notices.push(`required extension ${JSON.stringify(name.slice(0, 80))} (/extensionsRequired/${i}) is not supported by the glTF loader; animation data was read without it`);
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
