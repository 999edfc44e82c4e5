/**
 * scenes: every declared source scene (ascending scene index) with its authored root nodes and the
 * number of distinct mesh-bearing nodes reachable from them through `children`. A node reachable
 * along several paths counts once; references to missing nodes are ignored; traversal is safe on
 * cyclic tables.
 */
import type { SourceDocument, SourceNode } from '../model/source-document.js';
import type { SceneRecord } from './types.js';

export function measureScenes(source: SourceDocument): SceneRecord[] {
  const byIndex = new Map<number, SourceNode>();
  for (const node of source.nodes) byIndex.set(node.index, node);
  const scenes = [...source.scenes].sort((a, b) => a.index - b.index);
  return scenes.map((scene) => {
    const seen = new Set<number>();
    const stack = [...scene.rootNodes];
    let instances = 0;
    while (stack.length > 0) {
      const index = stack.pop()!;
      if (seen.has(index)) continue;
      const node = byIndex.get(index);
      if (node === undefined) continue;
      seen.add(index);
      if (node.mesh !== undefined) instances++;
      for (const child of node.children) stack.push(child);
    }
    return {
      scene_index: scene.index,
      ...(scene.name !== undefined ? { name: scene.name } : {}),
      root_node_indices: [...scene.rootNodes],
      instance_count: instances,
    };
  });
}
