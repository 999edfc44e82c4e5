/**
 * skins: the source skin table (ascending skin index), each with its declared skeleton root,
 * attachments (nodes that declare the skin, ascending), inverse-bind declaration status and one
 * row per joint slot.
 *
 * inverse_bind_accessor.status:
 *   absent — no inverseBindMatrices (the glTF identity default is not assumed here);
 *   empty — the accessor has no element; count_mismatch — its count differs from the joint count;
 *   unreadable — not a FLOAT MAT4 accessor, or its payload cannot be decoded;
 *   readable — one matrix per joint slot.
 * Each joint row carries two observations derived from its slot's inverse-bind matrix B (IBM):
 *   joint_bind_to_mesh = inverse(B), refused in order as inverse_bind_matrix_non_finite,
 *     inverse_bind_matrix_non_affine (bottom row not within 1e-6 of [0, 0, 0, 1]),
 *     inverse_bind_matrix_non_invertible (linear determinant exactly 0) or
 *     inverse_bind_matrix_ill_conditioned (inversion_quality ≤ 1e-6), where
 *     inversion_quality = 1 / (‖A‖∞ · ‖A⁻¹‖∞) for B's linear 3x3 A (0 when singular). The
 *     inverse is the affine inverse [A⁻¹, −A⁻¹t; 0 0 0 1].
 *   mesh_bind_world = joint rest world × B (full 4x4 product; no inversion, no quality).
 * Both repeat B as source_inverse_bind_matrix whenever the slot holds a finite matrix. Available
 * observations carry the matrix and the same linear facts as rest_world_linear; a result whose
 * numbers or linear facts are not finite is non_finite_result.
 *
 * joint_bind_linear_summary summarises joint_bind_to_mesh only:
 *   unavailable — no joint row is available (including a skin without joints);
 *   partially_unavailable — some, not all, rows are available;
 *   otherwise, by the rows' linear classes: consistent_uniform (all unit_orthonormal or
 *   uniform_scaled with one common factor, equal within the relative 1e-5 axis tolerance;
 *   consistent_uniform_scale is their mean), mixed_uniform (all uniform, factors differ),
 *   non_uniform_or_sheared (all non_uniform or sheared), reflected_or_singular (all reflected
 *   or singular), mixed (rows from more than one of those groups).
 */
import type { SourceDocument, SourceInverseBind } from '../model/source-document.js';
import { mat4Multiply } from '../model/math.js';
import { noNegativeZero } from './mesh-definitions.js';
import { classifyRestWorldLinear, EQUAL_AXIS_TOLERANCE } from './rest-world-linear.js';
import type {
  InverseBindAccessorRecord,
  JointBindLinearSummary,
  JointBindToMeshRecord,
  JointBindToMeshUnavailableReason,
  MeshBindWorldRecord,
  RestWorldLinear,
  SkinJointRecord,
  SkinRecord,
} from './types.js';

export const AFFINE_BOTTOM_ROW_TOLERANCE = 1e-6;
export const MIN_INVERSION_QUALITY = 1e-6;

type AccessorReason =
  | 'inverse_bind_accessor_absent'
  | 'inverse_bind_accessor_empty'
  | 'inverse_bind_accessor_count_mismatch'
  | 'inverse_bind_accessor_unreadable';

const ACCESSOR_REASON: Readonly<Record<Exclude<SourceInverseBind['status'], 'readable'>, AccessorReason>> = {
  absent: 'inverse_bind_accessor_absent',
  empty: 'inverse_bind_accessor_empty',
  count_mismatch: 'inverse_bind_accessor_count_mismatch',
  unreadable: 'inverse_bind_accessor_unreadable',
};

function clean(values: ArrayLike<number>): number[] {
  return Array.from(values, noNegativeZero);
}

/** The linear facts of a finite matrix, or undefined when they are not finite. */
function linearOf(m: ArrayLike<number>): RestWorldLinear | undefined {
  const linear = classifyRestWorldLinear(m);
  return linear.classification === 'non_finite' ? undefined : linear;
}

/** Infinity norm (maximum absolute row sum) of a row-major 3x3. */
function normInf(a: readonly number[]): number {
  return Math.max(
    Math.abs(a[0]!) + Math.abs(a[1]!) + Math.abs(a[2]!),
    Math.abs(a[3]!) + Math.abs(a[4]!) + Math.abs(a[5]!),
    Math.abs(a[6]!) + Math.abs(a[7]!) + Math.abs(a[8]!),
  );
}

export interface InverseBindInversion {
  readonly quality?: number;
  readonly matrix?: number[];
  readonly reason?: Extract<
    JointBindToMeshUnavailableReason,
    'inverse_bind_matrix_non_affine' | 'inverse_bind_matrix_non_invertible' | 'inverse_bind_matrix_ill_conditioned' | 'non_finite_result'
  >;
}

/** Invert a finite column-major inverse-bind matrix (see the module comment). */
export function invertInverseBind(b: readonly number[]): InverseBindInversion {
  if (
    Math.abs(b[3]!) > AFFINE_BOTTOM_ROW_TOLERANCE ||
    Math.abs(b[7]!) > AFFINE_BOTTOM_ROW_TOLERANCE ||
    Math.abs(b[11]!) > AFFINE_BOTTOM_ROW_TOLERANCE ||
    Math.abs(b[15]! - 1) > AFFINE_BOTTOM_ROW_TOLERANCE
  ) {
    return { reason: 'inverse_bind_matrix_non_affine' };
  }
  // Row-major linear part: a[r*3 + c] = b[c*4 + r].
  const a = [b[0]!, b[4]!, b[8]!, b[1]!, b[5]!, b[9]!, b[2]!, b[6]!, b[10]!];
  const c00 = a[4]! * a[8]! - a[5]! * a[7]!;
  const c01 = a[5]! * a[6]! - a[3]! * a[8]!;
  const c02 = a[3]! * a[7]! - a[4]! * a[6]!;
  const det = a[0]! * c00 + a[1]! * c01 + a[2]! * c02;
  if (det === 0) return { quality: 0, reason: 'inverse_bind_matrix_non_invertible' };
  const inv = [
    c00 / det,
    (a[2]! * a[7]! - a[1]! * a[8]!) / det,
    (a[1]! * a[5]! - a[2]! * a[4]!) / det,
    c01 / det,
    (a[0]! * a[8]! - a[2]! * a[6]!) / det,
    (a[2]! * a[3]! - a[0]! * a[5]!) / det,
    c02 / det,
    (a[1]! * a[6]! - a[0]! * a[7]!) / det,
    (a[0]! * a[4]! - a[1]! * a[3]!) / det,
  ];
  const product = normInf(a) * normInf(inv);
  const quality = 1 / product;
  if (!Number.isFinite(product) || !Number.isFinite(quality)) return { reason: 'non_finite_result' };
  if (quality <= MIN_INVERSION_QUALITY) return { quality, reason: 'inverse_bind_matrix_ill_conditioned' };
  const tx = b[12]!, ty = b[13]!, tz = b[14]!;
  // Column-major result: column c holds inv[r*3 + c] for rows r.
  const m = [
    inv[0]!, inv[3]!, inv[6]!, 0,
    inv[1]!, inv[4]!, inv[7]!, 0,
    inv[2]!, inv[5]!, inv[8]!, 0,
    -(inv[0]! * tx + inv[1]! * ty + inv[2]! * tz),
    -(inv[3]! * tx + inv[4]! * ty + inv[5]! * tz),
    -(inv[6]! * tx + inv[7]! * ty + inv[8]! * tz),
    1,
  ];
  if (!m.every(Number.isFinite)) return { quality, reason: 'non_finite_result' };
  return { quality, matrix: clean(m) };
}

function inverseBindRecord(read: SourceInverseBind | undefined, declared: number | undefined): InverseBindAccessorRecord {
  // Without a payload reader only the declaration itself is known.
  if (read === undefined) return declared === undefined ? { status: 'absent' } : { status: 'unreadable', accessor_index: declared };
  if (read.status === 'absent') return { status: 'absent' };
  return { status: read.status, accessor_index: read.accessor, element_count: read.count };
}

type InverseBindInput = SourceInverseBind | Exclude<SourceInverseBind['status'], 'readable'>;

function jointRow(jointIndex: number, node: number, ibm: InverseBindInput, world: readonly number[] | undefined): SkinJointRecord {
  if (typeof ibm === 'string' || ibm.status !== 'readable') {
    const reason = ACCESSOR_REASON[typeof ibm === 'string' ? ibm : ibm.status];
    return { joint_index: jointIndex, node_index: node, joint_bind_to_mesh: { unavailable_reason: reason }, mesh_bind_world: { unavailable_reason: reason } };
  }
  const raw = ibm.matrices.subarray(jointIndex * 16, jointIndex * 16 + 16);
  if (raw.length !== 16 || !raw.every(Number.isFinite)) {
    const reason = 'inverse_bind_matrix_non_finite' as const;
    return { joint_index: jointIndex, node_index: node, joint_bind_to_mesh: { unavailable_reason: reason }, mesh_bind_world: { unavailable_reason: reason } };
  }
  const source = clean(raw);

  const inversion = invertInverseBind(source);
  let toMesh: JointBindToMeshRecord;
  if (inversion.reason !== undefined) {
    toMesh = {
      source_inverse_bind_matrix: source,
      ...(inversion.quality !== undefined ? { inversion_quality: inversion.quality } : {}),
      unavailable_reason: inversion.reason,
    };
  } else {
    const linear = linearOf(inversion.matrix!);
    toMesh =
      linear === undefined
        ? { source_inverse_bind_matrix: source, inversion_quality: inversion.quality!, unavailable_reason: 'non_finite_result' }
        : { source_inverse_bind_matrix: source, matrix: inversion.matrix!, inversion_quality: inversion.quality!, linear };
  }

  let bindWorld: MeshBindWorldRecord;
  if (inversion.reason === 'inverse_bind_matrix_non_affine') {
    bindWorld = { source_inverse_bind_matrix: source, unavailable_reason: 'inverse_bind_matrix_non_affine' };
  } else if (world === undefined) {
    bindWorld = { source_inverse_bind_matrix: source, unavailable_reason: 'joint_rest_world_unavailable' };
  } else {
    const product = new Float64Array(16);
    mat4Multiply(product, world, source);
    const linear = product.every(Number.isFinite) ? linearOf(product) : undefined;
    bindWorld =
      linear === undefined
        ? { source_inverse_bind_matrix: source, unavailable_reason: 'non_finite_result' }
        : { source_inverse_bind_matrix: source, matrix: clean(product), linear };
  }
  return { joint_index: jointIndex, node_index: node, joint_bind_to_mesh: toMesh, mesh_bind_world: bindWorld };
}

export function summarizeJointBinds(rows: readonly SkinJointRecord[]): JointBindLinearSummary {
  const linears = rows.flatMap((r) => (r.joint_bind_to_mesh.linear !== undefined ? [r.joint_bind_to_mesh.linear] : []));
  const counts = { joint_count: rows.length, available_count: linears.length, unavailable_count: rows.length - linears.length };
  if (linears.length === 0) return { ...counts, classification: 'unavailable' };
  if (linears.length < rows.length) return { ...counts, classification: 'partially_unavailable' };
  const group = (c: string): 'uniform' | 'shape' | 'orientation' =>
    c === 'unit_orthonormal' || c === 'uniform_scaled' ? 'uniform' : c === 'non_uniform' || c === 'sheared' ? 'shape' : 'orientation';
  const groups = new Set(linears.map((l) => group(l.classification)));
  if (groups.size > 1) return { ...counts, classification: 'mixed' };
  if (groups.has('shape')) return { ...counts, classification: 'non_uniform_or_sheared' };
  if (groups.has('orientation')) return { ...counts, classification: 'reflected_or_singular' };
  const scales = linears.map((l) => l.uniform_scale!);
  const min = Math.min(...scales);
  const max = Math.max(...scales);
  if (Math.abs(max - min) > EQUAL_AXIS_TOLERANCE * Math.max(Math.abs(min), Math.abs(max))) {
    return { ...counts, classification: 'mixed_uniform' };
  }
  const mean = scales.reduce((s, v) => s + v, 0) / scales.length;
  return { ...counts, classification: 'consistent_uniform', consistent_uniform_scale: mean };
}

/**
 * @param worlds  Rest world matrix of each node that has one, by node index.
 */
export function measureSkins(source: SourceDocument, worlds: ReadonlyMap<number, readonly number[]>): SkinRecord[] {
  const skins = [...source.skins].sort((a, b) => a.index - b.index);
  const nodes = [...source.nodes].sort((a, b) => a.index - b.index);
  return skins.map((skin): SkinRecord => {
    const read = source.geometry?.inverseBind(skin.index);
    const record = inverseBindRecord(read, skin.inverseBindAccessor);
    const ibm: InverseBindInput = read ?? (record.status as Exclude<SourceInverseBind['status'], 'readable'>);
    const joints = skin.joints.map((node, j) => jointRow(j, node, ibm, worlds.get(node)));
    return {
      skin_index: skin.index,
      ...(skin.name !== undefined ? { name: skin.name } : {}),
      ...(skin.skeleton !== undefined ? { skeleton_root_node_index: skin.skeleton } : {}),
      attachments: nodes.filter((n) => n.skin === skin.index).map((n) => n.index),
      inverse_bind_accessor: record,
      joints,
      joint_bind_linear_summary: summarizeJointBinds(joints),
    };
  });
}
