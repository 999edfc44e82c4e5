/**
 * Lazy mesh and skin payloads for measurements (`SourceDocument.geometry`): nothing is decoded
 * until a measurement asks.
 *
 * Positions are control points in the mesh node's normalised local frame: `C · G · v`, with `G`
 * the node's geometric offset (children never inherit it, so it belongs to the vertices) and `C`
 * the change to metres and +Y up. Weights are the packed influence sets of the node's skin
 * (skin-inventory.ts): set 0 is `primaryWeights`, the rest are reported as additional sets.
 */
import type { PayloadRead, SourceGeometryReader, SourceInverseBind, SourcePrimitiveGeometry } from '../../../model/source-document.js';
import { multiply4, transformPoint4 } from '../evaluate/mat4.js';
import type { FbxScenePose } from '../evaluate/scene.js';
import type { NormalizingBasis } from './basis.js';
import type { FbxMeshEntry } from './mesh-inventory.js';
import type { FbxSkinEntry } from './skin-inventory.js';

export function createFbxGeometryReader(
  meshes: readonly FbxMeshEntry[],
  skins: readonly FbxSkinEntry[],
  skinOfMesh: ReadonlyMap<number, number>,
  rest: FbxScenePose,
  basis: NormalizingBasis,
): SourceGeometryReader {
  return {
    primitive(mesh: number, primitive: number): SourcePrimitiveGeometry {
      const entry = meshes[mesh];
      if (entry === undefined || primitive !== 0) return { positionCount: 0, jointSets: [], weightSets: [] };
      const skinIndex = skinOfMesh.get(mesh);
      const skin = skinIndex === undefined ? undefined : skins[skinIndex];
      const sets = skin === undefined ? 0 : influenceSets(skin);
      const extra = Array.from({ length: Math.max(0, sets - 1) }, (_, i) => i + 1);
      return {
        positionCount: entry.controlPointCount,
        ...(entry.vertices !== undefined || entry.facts.problems.includes('vertices_not_triples') ? { positions: positionsOf(entry, rest, basis) } : {}),
        ...(skin !== undefined ? { primaryWeights: primaryWeightsOf(skin, entry.controlPointCount) } : {}),
        jointSets: extra,
        weightSets: extra,
      };
    },
    inverseBind(skinIndex: number): SourceInverseBind {
      const skin = skins[skinIndex];
      if (skin === undefined) return { status: 'absent' };
      const bind = skin.inverseBind;
      const count = skin.source.joints.length;
      if (bind.status === 'readable') return { status: 'readable', accessor: skinIndex, count, matrices: bind.matrices };
      return bind.status === 'absent' ? { status: 'absent' } : { status: 'unreadable', accessor: skinIndex, count };
    },
  };
}

function positionsOf(entry: FbxMeshEntry, rest: FbxScenePose, basis: NormalizingBasis): PayloadRead<Float32Array> {
  if (entry.vertices === undefined) return { ok: false, reason: 'accessor_malformed' };
  const toModel = multiply4(basis.forward, rest.get(entry.model.id)!.geometric);
  const v = entry.vertices;
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i += 3) out.set(transformPoint4(toModel, [v[i]!, v[i + 1]!, v[i + 2]!]), i);
  return { ok: true, value: out };
}

/** Number of four-wide influence sets the skin needs (0 without readable influences). */
function influenceSets(skin: FbxSkinEntry): number {
  if (skin.influences === undefined) return 1;
  let most = 0;
  for (const list of skin.influences) most = Math.max(most, list.length);
  return Math.max(1, Math.ceil(most / 4));
}

function primaryWeightsOf(skin: FbxSkinEntry, controlPoints: number): PayloadRead<Float32Array> {
  if (skin.influences === undefined || skin.controlPointCount !== controlPoints) return { ok: false, reason: 'accessor_malformed' };
  const out = new Float32Array(controlPoints * 4);
  skin.influences.forEach((list, v) => {
    for (let i = 0; i < 4 && i < list.length; i++) out[v * 4 + i] = list[i]![1];
  });
  return { ok: true, value: out };
}
