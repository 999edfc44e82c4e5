/**
 * The scene walk engine-unit-scale predicts from, over the provenance's bounded same-load scene
 * inventory (V4+): which source nodes the Bevy glTF loader instantiates as entities of each
 * `Scene{i}`, and how many primitive child entities it spawns under them.
 *
 * The inventory stands for the whole load only when every one of its domains (scenes, nodes,
 * meshes, primitives, root/child references) is complete. The walks share one work budget, so a
 * huge hierarchy ends in a typed state instead of an unbounded walk. A node listed twice in one
 * scene's hierarchy is not a tree the loader can spawn, so that scene is `malformed`.
 */
import { provenanceSection, type InventoryMeshRow, type InventoryNodeRow, type InventorySceneRow, type PredictionProvenance } from '@animsmith/cli/plugin';

/** Node visits all scene walks may spend together (a node may be instanced by several scenes). */
export const ENTITY_WORK_LIMIT = 65_536;

export type SceneWalkState = 'complete' | 'malformed' | 'work_exhausted';

export interface SceneEntities {
  readonly index: number;
  readonly name: string | null;
  readonly state: SceneWalkState;
  /** Instanced source nodes in spawn (depth-first) order; complete only when `state` is. */
  readonly nodes: readonly number[];
  readonly primitiveEntities: number;
}

export interface SceneInventory {
  /** Every inventory domain complete: the walks below may be trusted as the whole load. */
  readonly complete: boolean;
  readonly defaultScene: number | null;
  readonly scenes: readonly SceneEntities[];
  /** Source node index → indices of the scenes that instance it (complete walks only). */
  readonly scenesOfNode: ReadonlyMap<number, readonly number[]>;
  readonly nodes: ReadonlyMap<number, InventoryNodeRow>;
  readonly meshes: ReadonlyMap<number, InventoryMeshRow>;
}

function indexed<T extends { readonly index: number }>(rows: readonly T[]): Map<number, T> {
  const map = new Map<number, T>();
  for (const row of rows) if (!map.has(row.index)) map.set(row.index, row);
  return map;
}

interface WalkBudget {
  remaining: number;
}

function walkScene(
  scene: InventorySceneRow,
  nodes: ReadonlyMap<number, InventoryNodeRow>,
  meshes: ReadonlyMap<number, InventoryMeshRow>,
  budget: WalkBudget,
): SceneEntities {
  const visited: number[] = [];
  const seen = new Set<number>();
  let primitiveEntities = 0;
  let state: SceneWalkState = 'complete';
  // Each entry carries the parent the walk reached it from, which the node's own parent link
  // must name: a hierarchy whose links disagree is not one tree the loader spawns.
  const stack: [number, number | null][] = [...scene.root_nodes].reverse().map((root) => [root, null]);
  while (stack.length > 0) {
    const [at, parent] = stack.pop()!;
    const node = nodes.get(at);
    if (node === undefined || seen.has(at) || node.parent !== parent) {
      state = 'malformed';
      break;
    }
    if (budget.remaining === 0) {
      state = 'work_exhausted';
      break;
    }
    budget.remaining -= 1;
    seen.add(at);
    visited.push(at);
    if (node.mesh !== null) {
      const mesh = meshes.get(node.mesh);
      if (mesh === undefined) {
        state = 'malformed';
        break;
      }
      primitiveEntities += mesh.primitive_count;
    }
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push([node.children[i]!, at]);
  }
  return {
    index: scene.index,
    name: scene.name,
    state,
    nodes: state === 'complete' ? visited : [],
    primitiveEntities: state === 'complete' ? primitiveEntities : 0,
  };
}

export function buildSceneInventory(provenance: PredictionProvenance): SceneInventory {
  const inventory = provenanceSection(provenance, 'scene_inventory');
  if (!inventory) return { complete: false, defaultScene: null, scenes: [], scenesOfNode: new Map(), nodes: new Map(), meshes: new Map() };
  const complete = [inventory.scenes.coverage, inventory.nodes.coverage, inventory.meshes.coverage, inventory.primitives, inventory.references].every(
    (c) => c.state === 'complete',
  );
  const nodes = indexed(inventory.nodes.rows);
  const meshes = indexed(inventory.meshes.rows);
  const scenesOfNode = new Map<number, number[]>();
  const scenes: SceneEntities[] = [];
  if (complete) {
    const budget: WalkBudget = { remaining: ENTITY_WORK_LIMIT };
    for (const scene of inventory.scenes.rows) {
      const walked = walkScene(scene, nodes, meshes, budget);
      scenes.push(walked);
      for (const node of walked.nodes) {
        const list = scenesOfNode.get(node);
        if (list === undefined) scenesOfNode.set(node, [walked.index]);
        else list.push(walked.index);
      }
    }
  }
  return { complete, defaultScene: inventory.default_scene, scenes, scenesOfNode, nodes, meshes };
}
