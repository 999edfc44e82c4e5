/**
 * Skins, clusters and bind poses.
 *
 * A skin is a `Deformer` of subclass `Skin` (file order gives its index), owned by the Geometry
 * it is connected under (FBX 6: the Model). Its clusters are its `OO` children of subclass
 * `Cluster`, in connection order; a cluster's joint is the Model connected under it. A cluster
 * that links no Model is listed in the facts but is not a joint.
 *
 * Influences: every (control point, joint, weight) of every cluster (`Indexes`, `Weights`), all
 * of them, weights rounded to float32 (the model's precision) before they are ordered. For the model's attribute view they are sorted per control point by weight (then
 * joint slot) and packed four at a time, like glTF `JOINTS_n/WEIGHTS_n`: set 0 is the primary
 * set, further sets are reported as additional influence sets.
 *
 * Inverse bind matrix of joint `j`, in the normalised basis: `C · TransformLink⁻¹ · Transform ·
 * C⁻¹`. `TransformLink` is the joint's world matrix at bind time, `Transform` the mesh's; vertices
 * are expressed in the mesh node's normalised local frame with its geometric offset applied
 * (geometry-reader.ts), matching the FBX SDK's bind-time `Transform · Geometric · v`. A skin whose
 * clusters lack either matrix has an unreadable declaration; a singular `TransformLink` gives a
 * non-finite matrix (reported, never replaced).
 */
import type { FbxBindPoseFacts, FbxClusterFacts, FbxSkinFacts, SourceSkin } from '@animsmith/cli/plugin';
import { childObjects, parentObjects, type FbxDocument } from '../document.js';
import { invertAffine4, multiply4 } from '../evaluate/mat4.js';
import { childNamed, childrenNamed, integerProp, numericData, stringProp } from '../node-util.js';
import type { FbxObject } from '../objects.js';
import { conjugate, type NormalizingBasis } from './basis.js';
import type { FbxMeshEntry } from './mesh-inventory.js';
import type { FbxNodeTable } from './node-table.js';

export interface FbxSkinEntry {
  readonly skin: number;
  readonly source: SourceSkin;
  readonly facts: FbxSkinFacts;
  /** Control points of the deformed geometry (0 when it has none or no mesh uses it). */
  readonly controlPointCount: number;
  /** Per control point: (joint slot, weight) pairs; undefined when any cluster's data is malformed. */
  readonly influences: readonly (readonly [number, number][])[] | undefined;
  /** `joints.length` column-major matrices, or why there are none. */
  readonly inverseBind: { readonly status: 'readable'; readonly matrices: Float32Array } | { readonly status: 'absent' | 'unreadable' };
}

export interface SkinInventory {
  readonly skins: readonly FbxSkinEntry[];
  /** Skin index by mesh index (the first skin of its geometry). */
  readonly skinOfMesh: ReadonlyMap<number, number>;
  readonly bindPoses: readonly FbxBindPoseFacts[];
}

function matrixOf(object: FbxObject, name: string): Float64Array | undefined {
  const node = childNamed(object.node, name);
  const data = node === undefined ? undefined : numericData(node);
  if (data === undefined || data instanceof BigInt64Array || data.length !== 16) return undefined;
  const out = Float64Array.from(data as ArrayLike<number>);
  return out.every(Number.isFinite) ? out : undefined;
}

function numbers(object: FbxObject, name: string): ArrayLike<number> | undefined {
  const node = childNamed(object.node, name);
  const data = node === undefined ? undefined : numericData(node);
  return data === undefined || data instanceof BigInt64Array ? undefined : data;
}

export function buildSkinInventory(
  document: FbxDocument,
  table: FbxNodeTable,
  meshes: readonly FbxMeshEntry[],
  basis: NormalizingBasis,
  notices: string[],
): SkinInventory {
  const skins: FbxSkinEntry[] = [];
  const skinOfMesh = new Map<number, number>();
  for (const deformer of document.objects.values()) {
    if (deformer.type !== 'Deformer' || deformer.subclass !== 'Skin') continue;
    const skin = skins.length;
    const owner = parentObjects(document, deformer.id, 'OO').find((o) => o.type === 'Geometry' || o.type === 'Model');
    const deformed = owner === undefined ? [] : meshes.filter((m) => m.geometry.id === owner.id);
    for (const m of deformed) {
      if (skinOfMesh.has(m.mesh)) notices.push(`mesh ${m.mesh} has several skins; only skin ${skinOfMesh.get(m.mesh)} is attached`);
      else skinOfMesh.set(m.mesh, skin);
    }
    const controlPointCount = deformed[0]?.controlPointCount ?? 0;

    const joints: number[] = [];
    const clusters: FbxClusterFacts[] = [];
    const binds: (Float64Array | undefined)[] = [];
    let bindsReadable = true;
    let influences: [number, number][][] | undefined = Array.from({ length: controlPointCount }, () => []);
    for (const cluster of childObjects(document, deformer.id, 'OO')) {
      if (cluster.subclass !== 'Cluster') continue;
      const problems: string[] = [];
      const link = childObjects(document, cluster.id, 'OO').find((o) => o.type === 'Model');
      const node = link === undefined ? undefined : table.indexOf.get(link.id);
      const indexes = numbers(cluster, 'Indexes') ?? [];
      const weights = numbers(cluster, 'Weights') ?? [];
      if (indexes.length !== weights.length) problems.push('indexes_weights_length_mismatch');
      for (let i = 0; i < indexes.length; i++) {
        const v = indexes[i]!;
        if (!(Number.isInteger(v) && v >= 0 && v < controlPointCount)) {
          problems.push('index_out_of_range');
          break;
        }
      }
      const transform = matrixOf(cluster, 'Transform');
      const transformLink = matrixOf(cluster, 'TransformLink');
      if (transform === undefined) problems.push('transform_missing');
      if (transformLink === undefined) problems.push('transform_link_missing');
      const linkInverse = transformLink === undefined ? undefined : invertAffine4(transformLink);
      if (transformLink !== undefined && linkInverse === null) problems.push('transform_link_singular');
      const mode = stringProp(childNamed(cluster.node, 'Mode'));

      let joint: number | undefined;
      if (node !== undefined) {
        joint = joints.length;
        joints.push(node);
        if (transform === undefined || linkInverse === undefined) bindsReadable = false;
        binds.push(transform !== undefined && linkInverse !== undefined && linkInverse !== null ? conjugate(basis, multiply4(linkInverse, transform)) : undefined);
        if (problems.some((p) => p === 'indexes_weights_length_mismatch' || p === 'index_out_of_range')) influences = undefined;
        else if (influences !== undefined) for (let i = 0; i < indexes.length; i++) influences[indexes[i]!]!.push([joint, Math.fround(weights[i]!)]);
      }
      clusters.push({
        objectId: cluster.id.toString(),
        name: cluster.name,
        ...(joint !== undefined ? { joint, node: node! } : {}),
        linkMode: mode ?? 'Normalize',
        linkModeDeclared: mode !== undefined,
        influenceCount: Math.min(indexes.length, weights.length),
        problems,
      });
    }

    let maxInfluences = 0;
    if (influences !== undefined) {
      for (const list of influences) {
        list.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
        const nonZero = list.reduce((n, [, w]) => n + (w !== 0 ? 1 : 0), 0);
        if (nonZero > maxInfluences) maxInfluences = nonZero;
      }
    }

    let inverseBind: FbxSkinEntry['inverseBind'];
    if (joints.length === 0) inverseBind = { status: 'absent' };
    else if (!bindsReadable) inverseBind = { status: 'unreadable' };
    else {
      const matrices = new Float32Array(joints.length * 16).fill(NaN);
      binds.forEach((m, j) => {
        if (m !== undefined) matrices.set(m, j * 16);
      });
      inverseBind = { status: 'readable', matrices };
    }

    skins.push({
      skin,
      source: { index: skin, ...(deformer.name !== '' ? { name: deformer.name } : {}), joints, ...(joints.length > 0 ? { inverseBindAccessor: skin } : {}) },
      facts: {
        skin,
        objectId: deformer.id.toString(),
        name: deformer.name,
        meshes: deformed.map((m) => m.mesh),
        skinningType: stringProp(childNamed(deformer.node, 'SkinningType')) ?? null,
        clusters,
        maxInfluences,
      },
      controlPointCount,
      influences,
      inverseBind,
    });
  }
  return { skins, skinOfMesh, bindPoses: bindPoseFacts(document, table) };
}

function bindPoseFacts(document: FbxDocument, table: FbxNodeTable): FbxBindPoseFacts[] {
  const out: FbxBindPoseFacts[] = [];
  for (const pose of document.objects.values()) {
    if (pose.type !== 'Pose' || pose.subclass !== 'BindPose') continue;
    const nodes: number[] = [];
    let otherEntries = 0;
    for (const entry of childrenNamed(pose.node, 'PoseNode')) {
      const ref = childNamed(entry, 'Node');
      const named = stringProp(ref);
      const id = named !== undefined ? document.legacyNames.get(named) : integerProp(ref?.properties[0]);
      const node = id === undefined ? undefined : table.indexOf.get(id);
      if (node === undefined) otherEntries += 1;
      else nodes.push(node);
    }
    out.push({ objectId: pose.id.toString(), name: pose.name, nodes, otherEntries });
  }
  return out;
}
