/**
 * The two subjects of a skeleton comparison: each file loaded under the spec's 64 MiB primary
 * bound and measured like `measure` does, plus the name index the correspondence binds against.
 */
import { analyzeFile } from '../engine/analyze.js';
import { DEFAULT_LIMITS } from '../engine/limits.js';
import type { Session } from '../engine/session.js';
import type { Measurements, SkeletonNodeRecord } from '../measure/types.js';

/** The primary-source bound of skeleton compare (spec "Skeleton compatibility"). */
export const SKELETON_PRIMARY_MAX_BYTES = 64 * 1024 * 1024;

export interface Subject {
  /** As given on the command line. */
  readonly path: string;
  readonly input: { readonly sha256: string; readonly bytes: number };
  readonly measurements: Measurements;
  readonly byIndex: ReadonlyMap<number, SkeletonNodeRecord>;
  /** Node name → every node carrying it (unnamed nodes are absent). */
  readonly byName: ReadonlyMap<string, readonly SkeletonNodeRecord[]>;
}

export async function loadSubject(session: Session, given: string): Promise<Subject> {
  const file = await analyzeFile(session, given, { ...DEFAULT_LIMITS, maxPrimaryBytes: SKELETON_PRIMARY_MAX_BYTES });
  const measurements = file.services.measurements;
  const byName = new Map<string, SkeletonNodeRecord[]>();
  for (const node of measurements.skeleton_nodes) {
    if (node.name === undefined) continue;
    const list = byName.get(node.name);
    if (list) list.push(node);
    else byName.set(node.name, [node]);
  }
  const { sha256, bytes } = file.services.source.input;
  return {
    path: given,
    input: { sha256, bytes },
    measurements,
    byIndex: new Map(measurements.skeleton_nodes.map((n) => [n.node_index, n])),
    byName,
  };
}

/** Names carried by exactly one node: the only names a selection can address. */
export function uniqueNames(subject: Subject): string[] {
  return [...subject.byName].filter(([, nodes]) => nodes.length === 1).map(([name]) => name);
}

/** The nearest ancestor whose index is in `selected`, walking across unselected nodes. */
export function nearestSelectedAncestor(subject: Subject, node: SkeletonNodeRecord, selected: ReadonlySet<number>): SkeletonNodeRecord | undefined {
  const seen = new Set<number>();
  let parent = node.parent_node_index;
  while (parent !== undefined && !seen.has(parent)) {
    seen.add(parent);
    const record = subject.byIndex.get(parent);
    if (record === undefined) return undefined;
    if (selected.has(parent)) return record;
    parent = record.parent_node_index;
  }
  return undefined;
}

/** Names of the selected nodes that have no selected ancestor. */
export function selectedRoots(subject: Subject, nodes: readonly SkeletonNodeRecord[]): string[] {
  const selected = new Set(nodes.map((n) => n.node_index));
  return nodes.filter((n) => nearestSelectedAncestor(subject, n, selected) === undefined).map((n) => n.name!);
}
