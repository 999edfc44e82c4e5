/**
 * The exact local Transform the Bevy glTF loader gives a node entity, and whether every ancestor
 * of a node maps just as exactly.
 *
 * A TRS node maps component by component (glTF metres are Bevy units, 1:1). A matrix node is
 * decomposed by the loader into scale, rotation and translation; that is exact only when the
 * matrix is a pure translation (identity linear part, last row 0 0 0 1). Any other matrix —
 * rotated, scaled, sheared, projective — has no exact decomposition this rule can vouch for, so
 * its ancestry is unsupported rather than guessed.
 */
import type { InventoryNodeRow, PredictionResult } from '@animsmith/cli/plugin';

/** Ancestors (and the node) one chain may hold before the walk counts as exhausted. */
export const ANCESTRY_DEPTH_LIMIT = 1024;

export type ExactTransform = Extract<PredictionResult, { kind: 'selected_source_node' }>['entity_local_transform'];

export type AncestryUnavailableReason = 'bevy:unsupported_matrix_ancestry' | 'raw_source_incomplete' | 'bevy:facet_work_exhausted';

export type AncestryOutcome =
  | { readonly ok: true; readonly local: ExactTransform; readonly ancestors: readonly number[] }
  | { readonly ok: false; readonly reason: AncestryUnavailableReason };

/** Column-major identity linear part and last row; translation in elements 12–14. */
const TRANSLATION_ONLY: readonly (number | null)[] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, null, null, null, 1];

const finite = (values: readonly number[]) => values.every((v) => Number.isFinite(v));

export function exactLocalTransform(node: InventoryNodeRow): ExactTransform | AncestryUnavailableReason {
  const rest = node.local_transform;
  if (rest.authored_as === 'unavailable') return 'raw_source_incomplete';
  if (rest.authored_as === 'trs') {
    const { translation, rotation, scale } = rest;
    if (!finite([...translation, ...rotation, ...scale])) return 'raw_source_incomplete';
    return { authored_as: 'trs', translation: [...translation], rotation: [...rotation], scale: [...scale] };
  }
  const m = rest.matrix;
  if (m.length !== 16 || !finite(m)) return 'raw_source_incomplete';
  if (!TRANSLATION_ONLY.every((expected, i) => expected === null || m[i] === expected)) return 'bevy:unsupported_matrix_ancestry';
  return { authored_as: 'matrix', translation: [m[12]!, m[13]!, m[14]!], rotation: [0, 0, 0, 1], scale: [1, 1, 1] };
}

/** The node's exact local transform and its ancestors (root first), or why there is none. */
export function exactAncestry(nodes: ReadonlyMap<number, InventoryNodeRow>, index: number): AncestryOutcome {
  const chain: InventoryNodeRow[] = [];
  const seen = new Set<number>();
  let at: number | undefined = index;
  while (at !== undefined) {
    if (chain.length === ANCESTRY_DEPTH_LIMIT) return { ok: false, reason: 'bevy:facet_work_exhausted' };
    const node = nodes.get(at);
    if (node === undefined || seen.has(at)) return { ok: false, reason: 'raw_source_incomplete' };
    seen.add(at);
    chain.push(node);
    at = node.parent ?? undefined;
  }
  let local: ExactTransform | undefined;
  for (const node of chain) {
    const exact = exactLocalTransform(node);
    if (typeof exact === 'string') return { ok: false, reason: exact };
    local ??= exact;
  }
  return { ok: true, local: local!, ancestors: chain.slice(1).map((n) => n.index).reverse() };
}
