/**
 * The skeleton part of a diff, beyond the reference: nodes added or removed, reparented, and rest
 * TRS moved beyond the skeleton-compare default tolerances (`rest-deltas.ts`). Nodes are paired
 * by exact name; a name several nodes share cannot be paired, so only a change in how many nodes
 * carry it is reported. Unnamed nodes have no identity across files and are not compared.
 *
 * When either node table is unavailable only that change is reported.
 *
 * These rows belong to no clip (`clip: null`) and sort before every clip's rows, by metric path.
 */
import type { Measurements, SkeletonNodeRecord } from '../measure/types.js';
import { compareMetricPaths } from './deltas.js';
import { metricExceeds } from '@animsmith/schemas';
import { DEFAULT_SKELETON_TOLERANCES, restDeltas, restMetricEntries } from './rest-deltas.js';

export type SkeletonDeltaNote = 'appeared' | 'disappeared' | `changed from ${string} to ${string}` | `moved by ${string}`;

/** A skeleton difference (the diff's wire shape, with `clip: null`). */
export interface SkeletonDelta {
  readonly clip: null;
  readonly metric: string;
  readonly before?: number;
  readonly after?: number;
  readonly note: SkeletonDeltaNote;
}

export type SkeletonFacts = Pick<Measurements, 'skeleton_source_coverage' | 'skeleton_nodes'>;

export function diffSkeletons(before: SkeletonFacts, after: SkeletonFacts): SkeletonDelta[] {
  const out: SkeletonDelta[] = [];
  if (before.skeleton_source_coverage !== after.skeleton_source_coverage) {
    out.push({ clip: null, metric: 'skeleton_source_coverage', note: `changed from ${before.skeleton_source_coverage} to ${after.skeleton_source_coverage}` });
  }
  // An unavailable node table has no rows: its nodes did not disappear, they were not established.
  if (before.skeleton_source_coverage !== 'complete' || after.skeleton_source_coverage !== 'complete') return out;
  const a = byName(before.skeleton_nodes);
  const b = byName(after.skeleton_nodes);
  for (const name of new Set([...a.keys(), ...b.keys()])) {
    const metric = `skeleton.nodes[${name}]`;
    const ra = a.get(name) ?? [];
    const rb = b.get(name) ?? [];
    if (ra.length === 0 || rb.length === 0) {
      out.push({ clip: null, metric, note: ra.length === 0 ? 'appeared' : 'disappeared' });
    } else if (ra.length !== 1 || rb.length !== 1) {
      if (ra.length !== rb.length) out.push({ clip: null, metric, before: ra.length, after: rb.length, note: `changed from ${ra.length} nodes to ${rb.length} nodes` });
    } else {
      out.push(...nodeDeltas(metric, ra[0]!, rb[0]!, before.skeleton_nodes, after.skeleton_nodes));
    }
  }
  return out.sort((x, y) => compareMetricPaths(x.metric, y.metric));
}

function nodeDeltas(metric: string, a: SkeletonNodeRecord, b: SkeletonNodeRecord, nodesA: readonly SkeletonNodeRecord[], nodesB: readonly SkeletonNodeRecord[]): SkeletonDelta[] {
  const out: SkeletonDelta[] = [];
  const pa = parentLabel(a, nodesA);
  const pb = parentLabel(b, nodesB);
  if (pa !== pb) out.push({ clip: null, metric: `${metric}.parent`, note: `changed from ${pa} to ${pb}` });
  if (a.local_rest.kind !== b.local_rest.kind) {
    out.push({ clip: null, metric: `${metric}.local_rest`, note: `changed from ${a.local_rest.kind} to ${b.local_rest.kind}` });
  }
  for (const [path, value] of restMetricEntries(restDeltas(a, b))) {
    if (metricExceeds(value, path, DEFAULT_SKELETON_TOLERANCES)) out.push({ clip: null, metric: `${metric}.${path}`, note: `moved by ${formatDelta(value.value!)}` });
  }
  return out;
}

function byName(nodes: readonly SkeletonNodeRecord[]): Map<string, SkeletonNodeRecord[]> {
  const out = new Map<string, SkeletonNodeRecord[]>();
  for (const node of nodes) {
    if (node.name === undefined) continue;
    const list = out.get(node.name);
    if (list) list.push(node);
    else out.set(node.name, [node]);
  }
  return out;
}

/** The parent as a name across files (`(root)`, or `#index` for an unnamed parent). */
function parentLabel(node: SkeletonNodeRecord, nodes: readonly SkeletonNodeRecord[]): string {
  if (node.parent_node_index === undefined) return '(root)';
  const parent = nodes.find((n) => n.node_index === node.parent_node_index);
  return parent?.name !== undefined ? JSON.stringify(parent.name) : `#${node.parent_node_index}`;
}

function formatDelta(value: number): string {
  return String(Number(value.toPrecision(6)));
}
