/**
 * Lazy mesh and skin payloads for measurements (`SourceDocument.geometry`): nothing is decoded
 * until a measurement asks.
 *
 * Positions are control points in the mesh node's normalised local frame: `C · G · v`, with `G`
 * the node's geometric offset (children never inherit it, so it belongs to the vertices) and `C`
 * the change to metres and +Y up.
 *
 * A mesh node whose local transform relative to its parent's world in the model is not a TRS
 * (a rotated node under a non-uniformly scaled parent with InheritType 0 or 2) gets a TRS that
 * cannot reproduce its FBX world (normalized-pose.ts), so its vertices would land in the wrong
 * place. For such a node the positions carry the remainder: `R · C · G · v` with
 * `R = M⁻¹ · C·W·C⁻¹` (`M` the node's world in the model, `W` its FBX world), so that `M · p` is
 * exactly where the FBX scene puts each vertex, and its skin's inverse-bind matrices are multiplied
 * by `R⁻¹` so that skinning at the bind pose gives the same points. Elsewhere `R` is the identity
 * up to rounding and is not applied.
 *
 * Weights are the packed influence sets of the node's skin (skin-inventory.ts): set 0 is
 * `primaryWeights`, the rest are reported as additional sets.
 */
import type { PayloadRead, SourceGeometryReader, SourceInverseBind, SourcePrimitiveGeometry } from '@animsmith/cli/plugin';
import { invertAffine4, multiply4, transformPoint4, type Mat4 } from '../evaluate/mat4.js';
import type { FbxScenePose } from '../evaluate/scene.js';
import { conjugate, type NormalizingBasis } from './basis.js';
import type { FbxMeshEntry } from './mesh-inventory.js';
import type { FbxSkinEntry } from './skin-inventory.js';

export function createFbxGeometryReader(
  meshes: readonly FbxMeshEntry[],
  skins: readonly FbxSkinEntry[],
  skinOfMesh: ReadonlyMap<number, number>,
  rest: FbxScenePose,
  basis: NormalizingBasis,
  modelWorlds: readonly Mat4[],
): SourceGeometryReader {
  const remainders = meshes.map((entry) => shearRemainder(rest.get(entry.model.id)!.world, modelWorlds[entry.node], basis));
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
        ...(entry.vertices !== undefined || entry.facts.problems.includes('vertices_not_triples') ? { positions: positionsOf(entry, rest, basis, remainders[mesh]!) } : {}),
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
      const mesh = skin.facts.meshes[0];
      const remainder = mesh === undefined ? null : remainders[mesh]!;
      if (bind.status === 'readable') return { status: 'readable', accessor: skinIndex, count, matrices: remainder === null ? bind.matrices : afterInverse(bind.matrices, remainder) };
      return bind.status === 'absent' ? { status: 'absent' } : { status: 'unreadable', accessor: skinIndex, count };
    },
  };
}

/** Largest entry of `R - I` (in its linear part, relative to 1) that still counts as no shear. */
const REMAINDER_TOLERANCE = 1e-6;

/** `R = M⁻¹ · C·W·C⁻¹` when it is not the identity (the node's world has shear), else `null`. */
function shearRemainder(world: Mat4, modelWorld: Mat4 | undefined, basis: NormalizingBasis): Mat4 | null {
  const inverse = modelWorld === undefined ? null : invertAffine4(modelWorld);
  if (inverse === null) return null;
  const r = multiply4(inverse, conjugate(basis, world));
  for (let c = 0; c < 3; c++) {
    for (let row = 0; row < 3; row++) if (Math.abs(r[c * 4 + row]! - (c === row ? 1 : 0)) > REMAINDER_TOLERANCE) return r;
  }
  return null;
}

/** Each column-major 4×4 of `matrices` times `R⁻¹` (a singular `R` leaves them unchanged). */
function afterInverse(matrices: Float32Array, remainder: Mat4): Float32Array {
  const inverse = invertAffine4(remainder);
  if (inverse === null) return matrices;
  const out = new Float32Array(matrices.length);
  for (let j = 0; j < matrices.length; j += 16) out.set(multiply4(Float64Array.from(matrices.subarray(j, j + 16)), inverse), j);
  return out;
}

function positionsOf(entry: FbxMeshEntry, rest: FbxScenePose, basis: NormalizingBasis, remainder: Mat4 | null): PayloadRead<Float32Array> {
  if (entry.vertices === undefined) return { ok: false, reason: 'accessor_malformed' };
  const local = multiply4(basis.forward, rest.get(entry.model.id)!.geometric);
  const toModel = remainder === null ? local : multiply4(remainder, local);
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
