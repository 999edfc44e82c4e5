/**
 * skeleton_nodes: the source node table in ascending node_index order, with each node's authored
 * local rest, the derived column-major rest world matrix (parent world × local, f64) and its
 * linear classification.
 *
 * Coverage is `unavailable` (with no rows) when the table contradicts itself: duplicate or
 * invalid node indices, a parent or child that does not exist, a child whose parent is another
 * node, or a parent cycle.
 *
 * A local rest with non-finite numbers (impossible in glTF JSON, possible from other loaders) is
 * reported as `{ kind: 'unavailable', reason: 'non_finite_local_rest' }` so no NaN reaches the
 * output. A node without a usable world matrix carries `rest_world_unavailable_reason`:
 * `local_rest_unavailable`, `ancestor_rest_world_unavailable` or `non_finite_rest_world_matrix`,
 * and a `non_finite` linear classification without numbers.
 */
import type { LocalRest, SourceDocument, SourceNode } from '../model/source-document.js';
import { allFinite, mat4FromTRS, mat4Multiply } from '../model/math.js';
import { classifyRestWorldLinear } from './rest-world-linear.js';
import type { LocalRestRecord, SkeletonNodeRecord } from './types.js';

export type RestWorldUnavailableReason =
  | 'local_rest_unavailable'
  | 'ancestor_rest_world_unavailable'
  | 'non_finite_rest_world_matrix';

export interface SkeletonNodesFacts {
  readonly coverage: 'complete' | 'unavailable';
  readonly nodes: SkeletonNodeRecord[];
}

/** Whether the node table is self-consistent (see the module comment). */
export function nodeTableConsistent(nodes: readonly SourceNode[]): boolean {
  const byIndex = new Map<number, SourceNode>();
  for (const node of nodes) {
    if (!Number.isInteger(node.index) || node.index < 0 || byIndex.has(node.index)) return false;
    byIndex.set(node.index, node);
  }
  for (const node of nodes) {
    if (node.parent !== undefined) {
      if (node.parent === node.index || !byIndex.has(node.parent)) return false;
    }
    for (const child of node.children) {
      const c = byIndex.get(child);
      if (c === undefined || c.parent !== node.index) return false;
    }
  }
  // Parent cycles: walk each chain, colouring nodes known to reach a root.
  const state = new Map<number, 1 | 2>(); // 1 = on the current walk, 2 = reaches a root
  for (const node of nodes) {
    const walk: number[] = [];
    let at: SourceNode | undefined = node;
    while (at !== undefined && state.get(at.index) !== 2) {
      if (state.get(at.index) === 1) return false;
      state.set(at.index, 1);
      walk.push(at.index);
      at = at.parent === undefined ? undefined : byIndex.get(at.parent);
    }
    for (const index of walk) state.set(index, 2);
  }
  return true;
}

function localRestRecord(rest: LocalRest): LocalRestRecord {
  switch (rest.kind) {
    case 'trs':
      if (!allFinite(rest.translation) || !allFinite(rest.rotation) || !allFinite(rest.scale)) {
        return { kind: 'unavailable', reason: 'non_finite_local_rest' };
      }
      return {
        kind: 'trs',
        translation_parent_space_m: [...rest.translation],
        rotation_xyzw: [...rest.rotation],
        scale: [...rest.scale],
      };
    case 'matrix':
      if (rest.matrix.length !== 16) return { kind: 'unavailable', reason: 'malformed_local_matrix' };
      if (!allFinite(rest.matrix)) return { kind: 'unavailable', reason: 'non_finite_local_rest' };
      return { kind: 'matrix', matrix: [...rest.matrix] };
    case 'unavailable':
      return { kind: 'unavailable', reason: rest.reason };
  }
}

/** The local matrix of a usable local rest record, else undefined. */
function localMatrix(record: LocalRestRecord): Float64Array | undefined {
  const m = new Float64Array(16);
  if (record.kind === 'trs') {
    mat4FromTRS(m, record.translation_parent_space_m, record.rotation_xyzw, record.scale);
    return m;
  }
  if (record.kind === 'matrix') {
    m.set(record.matrix);
    return m;
  }
  return undefined;
}

type World = Float64Array | RestWorldUnavailableReason;

export function measureSkeletonNodes(source: SourceDocument): SkeletonNodesFacts {
  if (!nodeTableConsistent(source.nodes)) return { coverage: 'unavailable', nodes: [] };
  const nodes = [...source.nodes].sort((a, b) => a.index - b.index);
  const byIndex = new Map(nodes.map((n) => [n.index, n] as const));

  const sceneRoots = new Map<number, number[]>();
  for (const scene of [...source.scenes].sort((a, b) => a.index - b.index)) {
    for (const root of scene.rootNodes) {
      const list = sceneRoots.get(root) ?? [];
      if (list[list.length - 1] !== scene.index) list.push(scene.index);
      sceneRoots.set(root, list);
    }
  }

  const locals = new Map<number, LocalRestRecord>();
  for (const node of nodes) locals.set(node.index, localRestRecord(node.localRest));

  const worlds = new Map<number, World>();
  const worldOf = (index: number): World => {
    // Collect the chain up to the first ancestor already known, then compose downwards.
    const chain: number[] = [];
    let at: number | undefined = index;
    while (at !== undefined && !worlds.has(at)) {
      chain.push(at);
      at = byIndex.get(at)!.parent;
    }
    let parent: World | undefined = at === undefined ? undefined : worlds.get(at);
    for (let i = chain.length - 1; i >= 0; i--) {
      const n = chain[i]!;
      const local = localMatrix(locals.get(n)!);
      let world: World;
      if (local === undefined) world = 'local_rest_unavailable';
      else if (typeof parent === 'string') world = 'ancestor_rest_world_unavailable';
      else {
        if (parent !== undefined) mat4Multiply(local, parent, local);
        world = allFinite(local) ? local : 'non_finite_rest_world_matrix';
      }
      worlds.set(n, world);
      parent = world;
    }
    return worlds.get(index)!;
  };

  const records = nodes.map((node): SkeletonNodeRecord => {
    const world = worldOf(node.index);
    const common = {
      node_index: node.index,
      ...(node.name !== undefined ? { name: node.name } : {}),
      ...(node.parent !== undefined ? { parent_node_index: node.parent } : {}),
      scene_root_indices: sceneRoots.get(node.index) ?? [],
      local_rest: locals.get(node.index)!,
    };
    if (typeof world === 'string') {
      return { ...common, rest_world_linear: { classification: 'non_finite' }, rest_world_unavailable_reason: world };
    }
    const linear = classifyRestWorldLinear(world);
    if (linear.classification === 'non_finite') {
      return { ...common, rest_world_linear: linear, rest_world_unavailable_reason: 'non_finite_rest_world_matrix' };
    }
    return {
      ...common,
      rest_world_matrix: Array.from(world, (v) => (v === 0 ? 0 : v)),
      rest_world_translation_m: [world[12]!, world[13]!, world[14]!].map((v) => (v === 0 ? 0 : v)),
      rest_world_linear: linear,
    };
  });
  return { coverage: 'complete', nodes: records };
}
