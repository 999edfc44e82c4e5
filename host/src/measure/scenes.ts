/**
 * scenes: every declared source scene (ascending scene index) with its authored root nodes and the
 * number of distinct mesh-bearing nodes reachable from them through `children`. A node reachable
 * along several paths counts once; references to missing nodes are ignored; traversal is safe on
 * cyclic tables.
 *
 * When node instances were measured (passed as `instances`), each scene also carries
 * excluded_instance_count — reachable instances without a static box — and
 * static_scene_world_aabb, the union of the reachable instances' available boxes (absent when
 * none is available). A node can contribute to several scenes; instances no scene reaches
 * contribute to none.
 */
import type { SourceDocument, SourceNode } from '../model/source-document.js';
import type { Aabb, NodeInstanceRecord, SceneRecord } from './types.js';

export function measureScenes(source: SourceDocument, instances?: readonly NodeInstanceRecord[]): SceneRecord[] {
  const byIndex = new Map<number, SourceNode>();
  for (const node of source.nodes) byIndex.set(node.index, node);
  const instanceOf = new Map<number, NodeInstanceRecord>();
  if (instances !== undefined) for (const instance of instances) instanceOf.set(instance.node_index, instance);
  const scenes = [...source.scenes].sort((a, b) => a.index - b.index);
  return scenes.map((scene) => {
    const seen = new Set<number>();
    const stack = [...scene.rootNodes];
    let count = 0;
    let excluded = 0;
    let box: { min: number[]; max: number[] } | undefined;
    while (stack.length > 0) {
      const index = stack.pop()!;
      if (seen.has(index)) continue;
      const node = byIndex.get(index);
      if (node === undefined) continue;
      seen.add(index);
      if (node.mesh !== undefined) {
        count++;
        const instanceBox = instanceOf.get(index)?.static_node_world_aabb;
        if (instanceBox === undefined) excluded++;
        else box = union(box, instanceBox);
      }
      for (const child of node.children) stack.push(child);
    }
    return {
      scene_index: scene.index,
      ...(scene.name !== undefined ? { name: scene.name } : {}),
      root_node_indices: [...scene.rootNodes],
      instance_count: count,
      ...(instances !== undefined && box !== undefined ? { static_scene_world_aabb: box } : {}),
      ...(instances !== undefined ? { excluded_instance_count: excluded } : {}),
    };
  });
}

function union(a: Aabb | undefined, b: Aabb): Aabb {
  if (a === undefined) return { min: [...b.min], max: [...b.max] };
  return { min: a.min.map((v, k) => Math.min(v, b.min[k]!)), max: a.max.map((v, k) => Math.max(v, b.max[k]!)) };
}
