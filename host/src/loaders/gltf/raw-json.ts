/**
 * Structural validation of the raw glTF JSON, limited to what the loader reads: field types,
 * index ranges, and the node hierarchy (one parent per node, no cycles).
 *
 * Validation happens in place; the returned object is the parsed JSON itself, typed as
 * `RawGltf` once the fields below are known to have those types. Fields the loader never reads
 * are not checked. Accessor data bounds are checked where the data is decoded (accessor.ts).
 */
import { fail, kindOf } from './errors.js';
import { quoteExcerpt } from '../../text/quote-excerpt.js';
import { assertCount, assertNameLength, MAX_NODE_COUNT } from '../../plugin-api/model-limits.js';

type Extensions = Readonly<Record<string, unknown>>;

export interface RawAccessorSparse {
  readonly count: number;
  readonly indices: { readonly bufferView: number; readonly byteOffset?: number; readonly componentType: number };
  readonly values: { readonly bufferView: number; readonly byteOffset?: number };
}

export interface RawAccessor {
  readonly bufferView?: number;
  readonly byteOffset?: number;
  readonly componentType: number;
  readonly normalized?: boolean;
  readonly count: number;
  readonly type: AccessorType;
  readonly sparse?: RawAccessorSparse;
}

export interface RawBufferView {
  readonly buffer: number;
  readonly byteOffset?: number;
  readonly byteLength: number;
  readonly byteStride?: number;
  readonly extensions?: Extensions;
}

export interface RawBuffer {
  readonly uri?: string;
  readonly byteLength: number;
}

export interface RawImage {
  readonly uri?: string;
  readonly bufferView?: number;
}

export interface RawNode {
  readonly name?: string;
  readonly children?: readonly number[];
  readonly mesh?: number;
  readonly skin?: number;
  readonly matrix?: readonly number[];
  readonly translation?: readonly [number, number, number];
  readonly rotation?: readonly [number, number, number, number];
  readonly scale?: readonly [number, number, number];
}

export interface RawScene {
  readonly name?: string;
  readonly nodes?: readonly number[];
}

export interface RawSkin {
  readonly name?: string;
  readonly joints: readonly number[];
  readonly skeleton?: number;
  readonly inverseBindMatrices?: number;
}

export interface RawPrimitive {
  readonly attributes: Readonly<Record<string, number>>;
  readonly indices?: number;
  readonly material?: number;
}

export interface RawMesh {
  readonly name?: string;
  readonly primitives: readonly RawPrimitive[];
}

export interface RawMaterial {
  readonly name?: string;
}

export interface RawChannelTarget {
  readonly node?: number;
  readonly path: string;
  readonly extensions?: Extensions;
}

export interface RawChannel {
  readonly sampler: number;
  readonly target: RawChannelTarget;
}

export interface RawSampler {
  readonly input: number;
  readonly output: number;
  readonly interpolation?: string;
}

export interface RawAnimation {
  readonly name?: string;
  readonly channels: readonly RawChannel[];
  readonly samplers: readonly RawSampler[];
}

export interface RawGltf {
  readonly asset: { readonly version: string };
  readonly scene?: number;
  readonly scenes: readonly RawScene[];
  readonly nodes: readonly RawNode[];
  readonly skins: readonly RawSkin[];
  readonly meshes: readonly RawMesh[];
  readonly materials: readonly RawMaterial[];
  readonly accessors: readonly RawAccessor[];
  readonly bufferViews: readonly RawBufferView[];
  readonly buffers: readonly RawBuffer[];
  readonly images: readonly RawImage[];
  readonly animations: readonly RawAnimation[];
  readonly extensionsUsed: readonly string[];
  readonly extensionsRequired: readonly string[];
}

export type AccessorType = 'SCALAR' | 'VEC2' | 'VEC3' | 'VEC4' | 'MAT2' | 'MAT3' | 'MAT4';
const ACCESSOR_TYPES: ReadonlySet<string> = new Set(['SCALAR', 'VEC2', 'VEC3', 'VEC4', 'MAT2', 'MAT3', 'MAT4']);
export const COMPONENT_TYPES: ReadonlySet<number> = new Set([5120, 5121, 5122, 5123, 5125, 5126]);
const SPARSE_INDEX_TYPES: ReadonlySet<number> = new Set([5121, 5123, 5125]);

type Obj = Record<string, unknown>;

// ---- small typed readers -------------------------------------------------------------------

function isObject(value: unknown): value is Obj {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function expectObject(value: unknown, at: string): Obj {
  if (!isObject(value)) fail(`${at} must be an object, found ${kindOf(value)}`);
  return value;
}

function optObject(o: Obj, key: string, at: string): Obj | undefined {
  const v = o[key];
  return v === undefined ? undefined : expectObject(v, `${at}/${key}`);
}

function optString(o: Obj, key: string, at: string): void {
  const v = o[key];
  if (v !== undefined && typeof v !== 'string') fail(`${at}/${key} must be a string, found ${kindOf(v)}`);
}

/** An optional `name`: a string within the name length cap (names reach rig matching, reports, messages). */
function optName(o: Obj, at: string): void {
  optString(o, 'name', at);
  if (typeof o.name === 'string') assertNameLength(o.name, `${at}/name`);
}

function optBoolean(o: Obj, key: string, at: string): void {
  const v = o[key];
  if (v !== undefined && typeof v !== 'boolean') fail(`${at}/${key} must be a boolean, found ${kindOf(v)}`);
}

function expectInteger(v: unknown, at: string, min: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(`${at} must be an integer, found ${kindOf(v) === 'number' ? String(v) : kindOf(v)}`);
  if (v < min) fail(`${at} must be at least ${min}, found ${v}`);
  return v;
}

function optInteger(o: Obj, key: string, at: string, min: number): number | undefined {
  const v = o[key];
  return v === undefined ? undefined : expectInteger(v, `${at}/${key}`, min);
}

/** An index into a top-level array of `limit` entries (`what` names that array). */
function expectIndex(v: unknown, at: string, limit: number, what: string): number {
  const i = expectInteger(v, at, 0);
  if (i >= limit) fail(`${at} is ${i}, out of range: the file has ${limit} ${what}`);
  return i;
}

function optIndex(o: Obj, key: string, at: string, limit: number, what: string): number | undefined {
  const v = o[key];
  return v === undefined ? undefined : expectIndex(v, `${at}/${key}`, limit, what);
}

function expectArray(v: unknown, at: string): unknown[] {
  if (!Array.isArray(v)) fail(`${at} must be an array, found ${kindOf(v)}`);
  return v;
}

function optIndexArray(o: Obj, key: string, at: string, limit: number, what: string): void {
  const v = o[key];
  if (v === undefined) return;
  const list = expectArray(v, `${at}/${key}`);
  for (let i = 0; i < list.length; i++) expectIndex(list[i], `${at}/${key}/${i}`, limit, what);
}

function optNumbers(o: Obj, key: string, at: string, length: number): void {
  const v = o[key];
  if (v === undefined) return;
  const list = expectArray(v, `${at}/${key}`);
  if (list.length !== length) fail(`${at}/${key} must have ${length} numbers, found ${list.length}`);
  for (let i = 0; i < length; i++) {
    if (typeof list[i] !== 'number') fail(`${at}/${key}/${i} must be a number, found ${kindOf(list[i])}`);
  }
}

/** A top-level array of objects; absent means empty. */
function topArray(root: Obj, key: string): Obj[] {
  const v = root[key];
  if (v === undefined) return [];
  const list = expectArray(v, `/${key}`);
  for (let i = 0; i < list.length; i++) if (!isObject(list[i])) expectObject(list[i], `/${key}/${i}`);
  return list as Obj[];
}

function stringArray(root: Obj, key: string): string[] {
  const v = root[key];
  if (v === undefined) return [];
  const list = expectArray(v, `/${key}`);
  for (let i = 0; i < list.length; i++) {
    if (typeof list[i] !== 'string') fail(`/${key}/${i} must be a string, found ${kindOf(list[i])}`);
  }
  return list as string[];
}

// ---- document ------------------------------------------------------------------------------

export interface ValidatedGltf {
  readonly gltf: RawGltf;
  /** Parent node index of every node, -1 for a root (hierarchy already proven acyclic). */
  readonly parents: Int32Array;
}

export function validateRawJson(root: Obj): ValidatedGltf {
  const asset = root.asset;
  if (asset === undefined) fail('missing required /asset');
  const assetObj = expectObject(asset, '/asset');
  if (assetObj.version === undefined) fail('missing required /asset/version');
  if (typeof assetObj.version !== 'string') fail(`/asset/version must be a string, found ${kindOf(assetObj.version)}`);
  if (!/^2\.\d+$/.test(assetObj.version)) fail(`unsupported glTF version ${quoteExcerpt(assetObj.version, '"', 20)} at /asset/version: expected 2.x`);

  const scenes = topArray(root, 'scenes');
  const nodes = topArray(root, 'nodes');
  assertCount(nodes.length, MAX_NODE_COUNT, 'nodes', 'MAX_NODE_COUNT');
  const skins = topArray(root, 'skins');
  const meshes = topArray(root, 'meshes');
  const materials = topArray(root, 'materials');
  const accessors = topArray(root, 'accessors');
  const bufferViews = topArray(root, 'bufferViews');
  const buffers = topArray(root, 'buffers');
  const images = topArray(root, 'images');
  const animations = topArray(root, 'animations');
  const extensionsUsed = stringArray(root, 'extensionsUsed');
  const extensionsRequired = stringArray(root, 'extensionsRequired');

  optIndex(root, 'scene', '', scenes.length, 'scenes');

  buffers.forEach((b, i) => {
    const at = '/buffers/' + i;
    optString(b, 'uri', at);
    if (b.byteLength === undefined) fail(`missing required ${at}/byteLength`);
    expectInteger(b.byteLength, `${at}/byteLength`, 1);
  });

  bufferViews.forEach((v, i) => {
    if (isPlainBufferView(v, buffers)) return;
    const at = '/bufferViews/' + i;
    if (v.buffer === undefined) fail(`missing required ${at}/buffer`);
    const buffer = expectIndex(v.buffer, `${at}/buffer`, buffers.length, 'buffers');
    const byteOffset = optInteger(v, 'byteOffset', at, 0) ?? 0;
    if (v.byteLength === undefined) fail(`missing required ${at}/byteLength`);
    const byteLength = expectInteger(v.byteLength, `${at}/byteLength`, 1);
    const stride = optInteger(v, 'byteStride', at, 0);
    if (stride !== undefined && (stride < 4 || stride > 252 || stride % 4 !== 0)) {
      fail(`${at}/byteStride is ${stride}: it must be a multiple of 4 between 4 and 252`);
    }
    const bufferLength = buffers[buffer]!.byteLength as number;
    if (byteOffset + byteLength > bufferLength) {
      fail(`${at} ends at byte ${byteOffset + byteLength} but /buffers/${buffer} has byteLength ${bufferLength}`);
    }
    optObject(v, 'extensions', at);
  });

  accessors.forEach((a, i) => {
    if (!isPlainAccessor(a, bufferViews.length)) validateAccessor(a, '/accessors/' + i, bufferViews.length);
  });

  images.forEach((img, i) => {
    const at = '/images/' + i;
    optString(img, 'uri', at);
    optIndex(img, 'bufferView', at, bufferViews.length, 'bufferViews');
  });

  materials.forEach((m, i) => optName(m, '/materials/' + i));

  meshes.forEach((m, i) => {
    const at = '/meshes/' + i;
    optName(m, at);
    if (m.primitives === undefined) fail(`missing required ${at}/primitives`);
    const prims = expectArray(m.primitives, `${at}/primitives`);
    prims.forEach((p, k) => {
      const pat = `${at}/primitives/${k}`;
      const prim = expectObject(p, pat);
      if (prim.attributes === undefined) fail(`missing required ${pat}/attributes`);
      const attrs = expectObject(prim.attributes, `${pat}/attributes`);
      for (const key of Object.keys(attrs)) expectIndex(attrs[key], `${pat}/attributes/${key}`, accessors.length, 'accessors');
      optIndex(prim, 'indices', pat, accessors.length, 'accessors');
      optIndex(prim, 'material', pat, materials.length, 'materials');
    });
  });

  nodes.forEach((n, i) => {
    const at = '/nodes/' + i;
    optName(n, at);
    optIndexArray(n, 'children', at, nodes.length, 'nodes');
    optIndex(n, 'mesh', at, meshes.length, 'meshes');
    optIndex(n, 'skin', at, skins.length, 'skins');
    optNumbers(n, 'matrix', at, 16);
    optNumbers(n, 'translation', at, 3);
    optNumbers(n, 'rotation', at, 4);
    optNumbers(n, 'scale', at, 3);
  });

  scenes.forEach((s, i) => {
    const at = '/scenes/' + i;
    optName(s, at);
    optIndexArray(s, 'nodes', at, nodes.length, 'nodes');
  });

  skins.forEach((s, i) => {
    const at = '/skins/' + i;
    optName(s, at);
    if (s.joints === undefined) fail(`missing required ${at}/joints`);
    optIndexArray(s, 'joints', at, nodes.length, 'nodes');
    optIndex(s, 'skeleton', at, nodes.length, 'nodes');
    optIndex(s, 'inverseBindMatrices', at, accessors.length, 'accessors');
  });

  animations.forEach((a, i) => validateAnimation(a, '/animations/' + i, nodes.length, accessors.length));

  const parents = validateHierarchy(nodes as RawNode[]);

  const gltf: RawGltf = {
    asset: { version: assetObj.version },
    scene: root.scene as number | undefined,
    scenes: scenes as RawScene[],
    nodes: nodes as RawNode[],
    skins: skins as unknown as RawSkin[],
    meshes: meshes as unknown as RawMesh[],
    materials: materials as RawMaterial[],
    accessors: accessors as unknown as RawAccessor[],
    bufferViews: bufferViews as unknown as RawBufferView[],
    buffers: buffers as unknown as RawBuffer[],
    images: images as RawImage[],
    animations: animations as unknown as RawAnimation[],
    extensionsUsed,
    extensionsRequired,
  };
  return { gltf, parents };
}

// ---- fast paths ----------------------------------------------------------------------------
// A large file has tens of thousands of accessors, samplers and channels, nearly all of them
// well formed. These predicates accept the common well-formed shapes without building a JSON
// pointer or message; whatever they do not accept (a sparse accessor, a target with extensions, any
// bad field) goes through the full validation, which refuses it with its message or accepts it. So
// each predicate must accept only what the full validation accepts.

function isIntegerAtLeast(v: unknown, min: number): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= min;
}

function isIndexBelow(v: unknown, limit: number): boolean {
  return isIntegerAtLeast(v, 0) && (v as number) < limit;
}

/** A bufferView without extensions whose fields the bufferViews loop accepts. */
function isPlainBufferView(v: Obj, buffers: readonly Obj[]): boolean {
  if (!isIndexBelow(v.buffer, buffers.length) || !isIntegerAtLeast(v.byteLength, 1) || v.extensions !== undefined) return false;
  const byteOffset = v.byteOffset === undefined ? 0 : v.byteOffset;
  if (!isIntegerAtLeast(byteOffset, 0)) return false;
  const stride = v.byteStride;
  if (stride !== undefined && !(isIntegerAtLeast(stride, 4) && (stride as number) <= 252 && (stride as number) % 4 === 0)) return false;
  return (byteOffset as number) + (v.byteLength as number) <= (buffers[v.buffer as number]!.byteLength as number);
}

/** A dense accessor whose fields `validateAccessor` accepts. */
function isPlainAccessor(a: Obj, bufferViewCount: number): boolean {
  return (
    a.sparse === undefined &&
    (a.bufferView === undefined || isIndexBelow(a.bufferView, bufferViewCount)) &&
    (a.byteOffset === undefined || isIntegerAtLeast(a.byteOffset, 0)) &&
    typeof a.componentType === 'number' &&
    COMPONENT_TYPES.has(a.componentType) &&
    (a.normalized === undefined || typeof a.normalized === 'boolean') &&
    isIntegerAtLeast(a.count, 0) &&
    typeof a.type === 'string' &&
    ACCESSOR_TYPES.has(a.type)
  );
}

/** An animation sampler that `validateSampler` accepts. */
function isPlainSampler(s: unknown, accessorCount: number): boolean {
  return (
    isObject(s) &&
    isIndexBelow(s.input, accessorCount) &&
    isIndexBelow(s.output, accessorCount) &&
    (s.interpolation === undefined || typeof s.interpolation === 'string')
  );
}

/** A channel without target extensions that `validateChannel` accepts. */
function isPlainChannel(c: unknown, samplerCount: number, nodeCount: number): boolean {
  if (!isObject(c) || !isIndexBelow(c.sampler, samplerCount)) return false;
  const target = c.target;
  return (
    isObject(target) &&
    target.extensions === undefined &&
    (target.node === undefined || isIndexBelow(target.node, nodeCount)) &&
    typeof target.path === 'string'
  );
}

function validateAccessor(a: Obj, at: string, bufferViewCount: number): void {
  optIndex(a, 'bufferView', at, bufferViewCount, 'bufferViews');
  optInteger(a, 'byteOffset', at, 0);
  if (a.componentType === undefined) fail(`missing required ${at}/componentType`);
  const componentType = expectInteger(a.componentType, `${at}/componentType`, 0);
  if (!COMPONENT_TYPES.has(componentType)) fail(`${at}/componentType ${componentType} is not a glTF component type`);
  optBoolean(a, 'normalized', at);
  if (a.count === undefined) fail(`missing required ${at}/count`);
  expectInteger(a.count, `${at}/count`, 0);
  if (a.type === undefined) fail(`missing required ${at}/type`);
  if (typeof a.type !== 'string' || !ACCESSOR_TYPES.has(a.type)) {
    fail(`${at}/type must be one of SCALAR, VEC2, VEC3, VEC4, MAT2, MAT3, MAT4, found ${typeof a.type === 'string' ? quoteExcerpt(a.type, '"', 20) : kindOf(a.type)}`);
  }
  const sparse = optObject(a, 'sparse', at);
  if (sparse !== undefined) {
    const sat = `${at}/sparse`;
    if (sparse.count === undefined) fail(`missing required ${sat}/count`);
    expectInteger(sparse.count, `${sat}/count`, 1);
    if (sparse.indices === undefined) fail(`missing required ${sat}/indices`);
    const indices = expectObject(sparse.indices, `${sat}/indices`);
    if (indices.bufferView === undefined) fail(`missing required ${sat}/indices/bufferView`);
    expectIndex(indices.bufferView, `${sat}/indices/bufferView`, bufferViewCount, 'bufferViews');
    optInteger(indices, 'byteOffset', `${sat}/indices`, 0);
    if (indices.componentType === undefined) fail(`missing required ${sat}/indices/componentType`);
    const ict = expectInteger(indices.componentType, `${sat}/indices/componentType`, 0);
    if (!SPARSE_INDEX_TYPES.has(ict)) fail(`${sat}/indices/componentType ${ict} must be 5121, 5123 or 5125`);
    if (sparse.values === undefined) fail(`missing required ${sat}/values`);
    const values = expectObject(sparse.values, `${sat}/values`);
    if (values.bufferView === undefined) fail(`missing required ${sat}/values/bufferView`);
    expectIndex(values.bufferView, `${sat}/values/bufferView`, bufferViewCount, 'bufferViews');
    optInteger(values, 'byteOffset', `${sat}/values`, 0);
  }
}

function validateAnimation(a: Obj, at: string, nodeCount: number, accessorCount: number): void {
  optName(a, at);
  if (a.samplers === undefined) fail(`missing required ${at}/samplers`);
  const samplers = expectArray(a.samplers, `${at}/samplers`);
  samplers.forEach((s, k) => {
    if (!isPlainSampler(s, accessorCount)) validateSampler(s, `${at}/samplers/${k}`, accessorCount);
  });
  if (a.channels === undefined) fail(`missing required ${at}/channels`);
  const channels = expectArray(a.channels, `${at}/channels`);
  channels.forEach((c, k) => {
    if (!isPlainChannel(c, samplers.length, nodeCount)) validateChannel(c, `${at}/channels/${k}`, samplers.length, nodeCount);
  });
}

function validateSampler(s: unknown, sat: string, accessorCount: number): void {
  const sampler = expectObject(s, sat);
  if (sampler.input === undefined) fail(`missing required ${sat}/input`);
  expectIndex(sampler.input, `${sat}/input`, accessorCount, 'accessors');
  if (sampler.output === undefined) fail(`missing required ${sat}/output`);
  expectIndex(sampler.output, `${sat}/output`, accessorCount, 'accessors');
  optString(sampler, 'interpolation', sat);
}

function validateChannel(c: unknown, cat: string, samplerCount: number, nodeCount: number): void {
  const channel = expectObject(c, cat);
  if (channel.sampler === undefined) fail(`missing required ${cat}/sampler`);
  const si = expectInteger(channel.sampler, `${cat}/sampler`, 0);
  if (si >= samplerCount) fail(`${cat}/sampler is ${si}, out of range: the animation has ${samplerCount} samplers`);
  if (channel.target === undefined) fail(`missing required ${cat}/target`);
  const target = expectObject(channel.target, `${cat}/target`);
  optIndex(target, 'node', `${cat}/target`, nodeCount, 'nodes');
  if (target.path === undefined) fail(`missing required ${cat}/target/path`);
  if (typeof target.path !== 'string') fail(`${cat}/target/path must be a string, found ${kindOf(target.path)}`);
  const ext = optObject(target, 'extensions', `${cat}/target`);
  const ptr = ext?.KHR_animation_pointer;
  if (ptr !== undefined) {
    const pat = `${cat}/target/extensions/KHR_animation_pointer`;
    const p = expectObject(ptr, pat);
    if (typeof p.pointer !== 'string') fail(`${pat}/pointer must be a string, found ${kindOf(p.pointer)}`);
  }
}

/**
 * Parent of every node (-1 for roots). Refuses a node listed as a child twice (two parents,
 * or twice by one parent), a node that is its own child, and cycles: with one parent per node,
 * a node not reachable from a root sits on (or under) a cycle.
 */
export function validateHierarchy(nodes: readonly RawNode[]): Int32Array {
  const n = nodes.length;
  const parent = new Int32Array(n).fill(-1);
  const listedAt = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const children = nodes[i]!.children;
    if (children === undefined) continue;
    for (let k = 0; k < children.length; k++) {
      const c = children[k]!;
      if (c === i) fail(`node ${i} lists itself as a child at /nodes/${i}/children/${k}`);
      if (parent[c] !== -1) {
        const p = parent[c]!;
        fail(
          p === i
            ? `node ${c} is listed twice as a child of node ${i} at /nodes/${i}/children/${k}`
            : `node ${c} has two parents: /nodes/${p}/children/${listedAt[c]} and /nodes/${i}/children/${k}`,
        );
      }
      parent[c] = i;
      listedAt[c] = k;
    }
  }
  // Walk down from the roots; every node reached once (parents are unique).
  const seen = new Uint8Array(n);
  const stack: number[] = [];
  for (let i = 0; i < n; i++) if (parent[i] === -1) stack.push(i);
  let reached = 0;
  while (stack.length > 0) {
    const i = stack.pop()!;
    if (seen[i] === 1) continue; // cannot happen with unique parents; keeps the walk finite regardless
    seen[i] = 1;
    reached++;
    const children = nodes[i]!.children;
    if (children !== undefined) for (const c of children) stack.push(c);
  }
  if (reached < n) {
    let first = 0;
    while (seen[first] === 1) first++;
    // Climb to a node on the cycle itself for the message.
    let onCycle = first;
    for (let steps = 0; steps < n; steps++) onCycle = parent[onCycle]!;
    fail(`node cycle: node ${onCycle} is its own ancestor (no root reaches it) at /nodes/${parent[onCycle]}/children/${listedAt[onCycle]}`);
  }
  return parent;
}
