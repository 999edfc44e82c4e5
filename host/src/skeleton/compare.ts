/**
 * `animsmith skeleton compare`: binds the correspondence to the two loaded subjects (stale pins
 * are operator errors) and builds the skeleton-compatibility v1 result with the rules the strict
 * reader re-derives (`@animsmith/schemas` skeleton-compatibility-rules).
 *
 * Rows: covered source names in name order, then unmapped source names (missing_target), then
 * unmapped target names (missing_source). A covered row compares the two nodes' rest poses
 * (`compare/rest-deltas.ts`), their nearest selected ancestors (parent correspondence) and the
 * child length to that ancestor.
 */
import { createHash } from 'node:crypto';
import {
  canonicalIdentity,
  compareNames,
  compatibilityOutcome,
  exceededMetrics,
  matchedStatus,
  SKELETON_COMPATIBILITY_SCHEMA_ID,
  STATUS_ROUTING,
  UNAVAILABLE_ROUTING,
  type CompatibilityMetric,
  type CompatibilityRow,
  type CompatibilitySubject,
  type MatchedMetrics,
  type SkeletonCompatibilityDocument,
  type SkinMembershipFacet,
  type UnevaluatedFacet,
} from '@animsmith/schemas';
import { restDeltas, restLength, type RestMetric } from '../compare/rest-deltas.js';
import { OperatorError } from '../engine/errors.js';
import { quoteTerminal, escapeTerminal } from '../text/escape.js';
import type { SkeletonNodeRecord } from '../measure/types.js';
import { toolIdentity } from '../output/tool.js';
import type { Correspondence, SubjectSelection } from './correspondence.js';
import { nearestSelectedAncestor, selectedRoots, type Subject } from './subjects.js';

/** Domain of `selected_skeleton_identity`. */
export const SELECTED_SKELETON_DOMAIN = 'urn:animsmith:skeleton-compatibility:1:selected-skeleton';

const UNEVALUATED: UnevaluatedFacet = { availability: 'not_evaluated', reason: 'not_measured_in_v1', owner_surface: 'measurement_boundary', remedy_class: 'supply_rest_evidence' };

/** A subject with its selection resolved to nodes. */
interface Bound {
  readonly subject: Subject;
  readonly selection: SubjectSelection;
  readonly nodes: ReadonlyMap<string, SkeletonNodeRecord>;
  readonly indices: ReadonlySet<number>;
}

export interface CompareRequest {
  readonly correspondencePath: string;
  /** The correspondence file's exact bytes. */
  readonly correspondenceBytes: Uint8Array;
  /** Those bytes decoded (UTF-8, BOM kept) and parsed. */
  readonly correspondenceText: string;
  readonly correspondence: Correspondence;
}

export function compareSkeletons(source: Subject, target: Subject, request: CompareRequest): SkeletonCompatibilityDocument {
  const { correspondence: c } = request;
  const s = bind(source, c.source, 'source', request.correspondencePath);
  const t = bind(target, c.target, 'target', request.correspondencePath);
  const counterpart = (name: string): string | undefined => (c.mode === 'exact_names' ? (t.nodes.has(name) ? name : undefined) : c.mapping.get(name));

  const sourceNames = [...c.source.nodes];
  const covered = sourceNames.filter((name) => counterpart(name) !== undefined);
  const coveredTargets = new Set(covered.map((name) => counterpart(name)!));
  const rows: CompatibilityRow[] = [
    ...covered.map((name) => matchedRow(s, t, name, counterpart(name)!, counterpart, c)),
    ...sourceNames.filter((name) => counterpart(name) === undefined).map((name): CompatibilityRow => ({ kind: 'missing_target', source: name, target: null, status: 'missing_target', ...STATUS_ROUTING.missing_target })),
    ...c.target.nodes.filter((name) => !coveredTargets.has(name)).map((name): CompatibilityRow => ({ kind: 'missing_source', source: null, target: name, status: 'missing_source', ...STATUS_ROUTING.missing_source })),
  ];

  const summary = { rows: rows.length, pass: 0, out_of_tolerance: 0, parent_mismatch: 0, unavailable: 0, missing_source: 0, missing_target: 0 };
  for (const row of rows) summary[row.status] += 1;
  const outcome = compatibilityOutcome(rows.map((row) => ({ kind: row.kind, status: row.status, ...(row.kind === 'matched' ? { metrics: row as MatchedMetrics } : {}) })));
  return {
    schema_version: 1,
    schema: SKELETON_COMPATIBILITY_SCHEMA_ID,
    tool: toolIdentity(),
    correspondence: {
      input: { text: request.correspondenceText, sha256: createHash('sha256').update(request.correspondenceBytes).digest('hex'), bytes: request.correspondenceBytes.byteLength },
      mode: c.mode,
      pairs: [...c.mapping].sort(([a], [b]) => compareNames(a, b)).map(([from, to]) => ({ source: from, target: to })),
      tolerances: { ...c.tolerances },
    },
    source: subjectRecord(s),
    target: subjectRecord(t),
    outcome,
    summary,
    rows,
    facets: { skin_membership: skinMembership(s, t, rows), inverse_bind: UNEVALUATED, deformation_model: UNEVALUATED },
  };
}

/** Resolves a selection against its file, refusing stale or invalid pins. */
function bind(subject: Subject, selection: SubjectSelection, side: 'source' | 'target', mapPath: string): Bound {
  const stale = (reason: string): never => {
    throw new OperatorError(
      `stale correspondence ${escapeTerminal(mapPath)}: ${side} ${reason}; regenerate it with \`animsmith skeleton correspondence SOURCE TARGET\` or fix the pin`,
    );
  };
  if (selection.sha256 !== subject.input.sha256 || selection.bytes !== subject.input.bytes) {
    stale(`is pinned to ${selection.bytes} bytes sha256 ${selection.sha256}, but ${escapeTerminal(subject.path)} is ${subject.input.bytes} bytes sha256 ${subject.input.sha256}`);
  }
  const nodes = new Map<string, SkeletonNodeRecord>();
  for (const name of selection.nodes) {
    const found = subject.byName.get(name) ?? [];
    if (found.length !== 1) stale(`node ${quoteTerminal(name)} ${found.length === 0 ? 'is not in' : `names ${found.length} nodes of`} ${escapeTerminal(subject.path)}`);
    nodes.set(name, found[0]!);
  }
  const roots = selectedRoots(subject, [...nodes.values()]).sort(compareNames);
  if (JSON.stringify(roots) !== JSON.stringify(selection.roots)) {
    stale(`roots are [${selection.roots.map(quoteTerminal).join(', ')}] but the selected nodes' roots are [${roots.map(quoteTerminal).join(', ')}]`);
  }
  return { subject, selection, nodes, indices: new Set([...nodes.values()].map((n) => n.node_index)) };
}

function matchedRow(
  s: Bound,
  t: Bound,
  sourceName: string,
  targetName: string,
  counterpart: (name: string) => string | undefined,
  c: Correspondence,
): CompatibilityRow {
  const sNode = s.nodes.get(sourceName)!;
  const tNode = t.nodes.get(targetName)!;
  const sParent = nearestSelectedAncestor(s.subject, sNode, s.indices);
  const tParent = nearestSelectedAncestor(t.subject, tNode, t.indices);
  const parentSource = sParent?.name ?? null;
  const parentTarget = tParent?.name ?? null;
  const corresponds = parentSource === null ? parentTarget === null : parentTarget !== null && counterpart(parentSource) === parentTarget;
  const rest = restDeltas(sNode, tNode);
  const metrics: MatchedMetrics = {
    local: { translation_m: routed(rest.local.translation_m), rotation_deg: routed(rest.local.rotation_deg), scale: routed(rest.local.scale) },
    world: { translation_m: routed(rest.world.translation_m), rotation_deg: routed(rest.world.rotation_deg), scale: routed(rest.world.scale) },
    child_length_ratio: childLengthRatio(sNode, sParent, tNode, tParent),
  };
  const status = matchedStatus(metrics, corresponds, c.tolerances);
  return {
    kind: 'matched',
    source: sourceName,
    target: targetName,
    status,
    parent: { source: parentSource, target: parentTarget, corresponds },
    ...metrics,
    exceeded: exceededMetrics(metrics, c.tolerances),
    ...(status === 'pass' ? {} : STATUS_ROUTING[status]),
  };
}

/** Target length over source length to the nearest selected ancestor, when both are non-zero. */
function childLengthRatio(sNode: SkeletonNodeRecord, sParent: SkeletonNodeRecord | undefined, tNode: SkeletonNodeRecord, tParent: SkeletonNodeRecord | undefined): CompatibilityMetric {
  if (sParent === undefined || tParent === undefined) return { availability: 'not_applicable', reason: 'no_selected_ancestor' };
  const ls = restLength(sNode, sParent);
  const lt = restLength(tNode, tParent);
  if (ls === undefined || lt === undefined) return { availability: 'not_applicable', reason: 'rest_world_unavailable' };
  if (ls === 0 || lt === 0) return { availability: 'not_applicable', reason: 'zero_length' };
  const ratio = lt / ls;
  return Number.isFinite(ratio) ? { availability: 'measured', value: ratio } : { availability: 'not_applicable', reason: 'non_finite_ratio' };
}

/** Unavailable evidence carries the same routing fields as a non-pass row. */
function routed(metric: RestMetric): CompatibilityMetric {
  return metric.availability === 'unavailable' ? { ...metric, ...UNAVAILABLE_ROUTING } : { ...metric };
}

function subjectRecord(bound: Bound): CompatibilitySubject {
  const { subject, selection } = bound;
  const nodes = selection.nodes.map((name) => {
    const node = bound.nodes.get(name)!;
    const parent = nearestSelectedAncestor(subject, node, bound.indices);
    return {
      name,
      parent: parent?.name ?? null,
      local_rest: node.local_rest,
      ...(node.rest_world_translation_m ? { rest_world_translation_m: node.rest_world_translation_m } : {}),
      rest_world_linear: node.rest_world_linear,
    };
  });
  return {
    path: subject.path,
    input: { ...subject.input },
    roots: [...selection.roots],
    selected_nodes: [...selection.nodes],
    selected_skeleton_identity: canonicalIdentity(SELECTED_SKELETON_DOMAIN, { roots: selection.roots, nodes }),
  };
}

function skinMembership(s: Bound, t: Bound, rows: readonly CompatibilityRow[]): SkinMembershipFacet {
  const joints = (bound: Bound) => new Set(bound.subject.measurements.skins.flatMap((skin) => skin.joints.map((j) => j.node_index)));
  const js = joints(s);
  const jt = joints(t);
  if (js.size === 0 && jt.size === 0) return { availability: 'not_applicable', pairs_compared: 0, disagreements: [] };
  const matched = rows.filter((row) => row.kind === 'matched');
  const disagreements: SkinMembershipFacet['disagreements'] = [];
  for (const row of matched) {
    const sourceJoint = js.has(s.nodes.get(row.source!)!.node_index);
    const targetJoint = jt.has(t.nodes.get(row.target!)!.node_index);
    if (sourceJoint !== targetJoint) {
      disagreements.push({ source: row.source!, target: row.target!, source_joint: sourceJoint, target_joint: targetJoint, owner_surface: 'skin_bind_evidence', remedy_class: 'align_skin_membership' });
    }
  }
  return { availability: 'measured', pairs_compared: matched.length, disagreements };
}
