/**
 * Shared by the skeleton-contract checks (required-bones, missing-bones, frozen-bone,
 * rest-world-scale): declared-name lists, exact-name bone lookup, runtime-node selectors and the
 * source-node path that names a node in findings.
 */
import type { AnimDocument, SourceNode } from '@animsmith/cli/plugin';

/**
 * The distinct entries of a declared list in first-occurrence order: a name declared twice is
 * one requirement, so it yields one result (and one scope), not two.
 */
export function distinct(names: readonly string[]): string[] {
  return [...new Set(names)];
}

/**
 * Indices of every bone whose display name is exactly `name` (no namespace stripping, no case
 * folding). Bone names are not unique by contract, hence a list.
 */
export function bonesNamed(document: AnimDocument, name: string): number[] {
  const out: number[] = [];
  for (const bone of document.bones) if (bone.name === name) out.push(bone.index);
  return out;
}

/**
 * The ancestry of a source node from its root down, `#<index>(<name>)/…/#<index>(<name>)`
 * (`#<index>` for an unnamed node). Indices make the path stable when names repeat; a parent
 * that is missing or revisited ends the walk instead of looping.
 */
export function sourceNodePath(nodes: readonly SourceNode[], index: number): string {
  const byIndex = new Map<number, SourceNode>();
  for (const node of nodes) if (!byIndex.has(node.index)) byIndex.set(node.index, node);
  const components: string[] = [];
  const visited = new Set<number>();
  let at: number | undefined = index;
  while (at !== undefined && !visited.has(at)) {
    visited.add(at);
    const node = byIndex.get(at);
    if (node === undefined) break;
    components.push(node.name === undefined ? `#${node.index}` : `#${node.index}(${node.name})`);
    at = node.parent;
  }
  return components.reverse().join('/');
}
