/**
 * skeleton-compatibility v1 (`urn:animsmith:schema:skeleton-compatibility:1`): the document type
 * and its strict reader. The reader caps the input before decoding, refuses any other identity,
 * validates with ajv strict, then re-derives everything the schema cannot state: the identity of
 * the recorded correspondence bytes, name order and uniqueness, that rows cover every selected
 * name exactly once in the deterministic order, each parent correspondence, each row's exceeded
 * metrics, status and routing, the summary counts and the outcome (`skeleton-compatibility-rules`).
 */
import { createHash } from 'node:crypto';
import { assertSchema, decodeCapped, declaredSchema } from '../decode.js';
import { SchemaValidationError } from '../errors.js';
import { DEFAULT_MAX_OUTPUT_BYTES, SKELETON_COMPATIBILITY_SCHEMA_ID } from '../ids.js';
import type {
  SkeletonCompatibilityV1,
  SkeletonCompatibilityV1Row,
  SkeletonCompatibilityV1SkinMembership,
  SkeletonCompatibilityV1Subject,
  SkeletonCompatibilityV1UnevaluatedFacet,
} from '../generated/wire-types.js';
import {
  compareNames,
  compatibilityOutcome,
  exceededMetrics,
  matchedStatus,
  METRIC_PATHS,
  metricAt,
  STATUS_ROUTING,
  UNAVAILABLE_ROUTING,
  type CompatibilityMetric,
  type MatchedMetrics,
  type RowKind,
  type RowStatus,
} from './skeleton-compatibility-rules.js';

export * from './skeleton-compatibility-rules.js';

export type CompatibilitySubject = SkeletonCompatibilityV1Subject;
export type CompatibilityRow = SkeletonCompatibilityV1Row;
export type SkinMembershipFacet = SkeletonCompatibilityV1SkinMembership;
export type UnevaluatedFacet = SkeletonCompatibilityV1UnevaluatedFacet;
export type SkeletonCompatibilityDocument = SkeletonCompatibilityV1;

function fail(pointer: string, reason: string): never {
  throw new SchemaValidationError(`invalid skeleton compatibility document: ${pointer === '' ? '/' : pointer}: ${reason}`, pointer);
}

/** Reads and fully re-checks a skeleton-compatibility v1 document (one-line SchemaValidationError on any problem). */
export function readSkeletonCompatibility(input: string | Uint8Array, maxBytes: number = DEFAULT_MAX_OUTPUT_BYTES): SkeletonCompatibilityDocument {
  const value = decodeCapped(input, maxBytes, 'skeleton compatibility document');
  const declared = declaredSchema(value);
  if (declared !== SKELETON_COMPATIBILITY_SCHEMA_ID) {
    fail('/schema', `unsupported document identity ${JSON.stringify(declared ?? null)}, expected ${SKELETON_COMPATIBILITY_SCHEMA_ID}`);
  }
  assertSchema(SKELETON_COMPATIBILITY_SCHEMA_ID, value, 'invalid skeleton compatibility document');
  const doc = value as SkeletonCompatibilityDocument;
  checkSkeletonCompatibility(doc);
  return doc;
}

/** The cross-field rules (expects a schema-valid document). */
export function checkSkeletonCompatibility(doc: SkeletonCompatibilityDocument): void {
  const { correspondence: c } = doc;
  const bytes = Buffer.from(c.input.text, 'utf8');
  if (bytes.byteLength !== c.input.bytes) fail('/correspondence/input/bytes', `is ${c.input.bytes} but the text is ${bytes.byteLength} UTF-8 bytes`);
  if (createHash('sha256').update(bytes).digest('hex') !== c.input.sha256) fail('/correspondence/input/sha256', 'does not match the recorded text');
  if (c.mode === 'exact_names' && c.pairs.length > 0) fail('/correspondence/pairs', 'must be empty in exact_names mode');
  const sourceSet = checkSubject('/source', doc.source);
  const targetSet = checkSubject('/target', doc.target);
  checkSorted('/correspondence/pairs', c.pairs.map((p) => p.source));
  const mapped = new Map<string, string>();
  const targetsUsed = new Set<string>();
  c.pairs.forEach((pair, i) => {
    if (!sourceSet.has(pair.source)) fail(`/correspondence/pairs/${i}/source`, 'is not a selected source node');
    if (!targetSet.has(pair.target)) fail(`/correspondence/pairs/${i}/target`, 'is not a selected target node');
    if (targetsUsed.has(pair.target)) fail(`/correspondence/pairs/${i}/target`, 'is mapped twice');
    targetsUsed.add(pair.target);
    mapped.set(pair.source, pair.target);
  });
  const counterpart = (source: string): string | undefined =>
    c.mode === 'exact_names' ? (targetSet.has(source) ? source : undefined) : mapped.get(source);

  // Expected rows: covered source names, then unmapped source names, then unmapped target names.
  const covered = doc.source.selected_nodes.filter((name) => counterpart(name) !== undefined);
  const coveredTargets = new Set(covered.map((name) => counterpart(name)!));
  const expected: [RowKind, string | null, string | null][] = [
    ...covered.map((name): [RowKind, string, string] => ['matched', name, counterpart(name)!]),
    ...doc.source.selected_nodes.filter((name) => counterpart(name) === undefined).map((name): [RowKind, string, null] => ['missing_target', name, null]),
    ...doc.target.selected_nodes.filter((name) => !coveredTargets.has(name)).map((name): [RowKind, null, string] => ['missing_source', null, name]),
  ];
  if (doc.rows.length !== expected.length) fail('/rows', `has ${doc.rows.length} rows but the correspondence yields ${expected.length}`);

  const counts = { rows: 0, pass: 0, out_of_tolerance: 0, parent_mismatch: 0, unavailable: 0, missing_source: 0, missing_target: 0 };
  const outcomeRows: { kind: RowKind; status: RowStatus; metrics?: MatchedMetrics }[] = [];
  doc.rows.forEach((row, i) => {
    const at = `/rows/${i}`;
    const [kind, source, target] = expected[i]!;
    if (row.kind !== kind || row.source !== source || row.target !== target) {
      fail(at, `is ${row.kind} ${JSON.stringify(row.source)} → ${JSON.stringify(row.target)}, expected ${kind} ${JSON.stringify(source)} → ${JSON.stringify(target)}`);
    }
    let status: RowStatus = kind === 'matched' ? 'pass' : kind;
    if (row.kind === 'matched') {
      const metrics: MatchedMetrics = row;
      for (const path of METRIC_PATHS) checkMetric(`${at}/${path.replace('.', '/')}`, metricAt(metrics, path));
      const { parent } = row;
      if (parent.source !== null && !sourceSet.has(parent.source)) fail(`${at}/parent/source`, 'is not a selected source node');
      if (parent.target !== null && !targetSet.has(parent.target)) fail(`${at}/parent/target`, 'is not a selected target node');
      const corresponds = parent.source === null ? parent.target === null : parent.target !== null && counterpart(parent.source) === parent.target;
      if (parent.corresponds !== corresponds) fail(`${at}/parent/corresponds`, `must be ${corresponds}`);
      const exceeded = exceededMetrics(metrics, doc.correspondence.tolerances);
      if (JSON.stringify(row.exceeded) !== JSON.stringify(exceeded)) fail(`${at}/exceeded`, `must be ${JSON.stringify(exceeded)}`);
      status = matchedStatus(metrics, corresponds, doc.correspondence.tolerances);
      outcomeRows.push({ kind: row.kind, status, metrics });
    } else {
      outcomeRows.push({ kind, status });
    }
    if (row.status !== status) fail(`${at}/status`, `must be ${status}`);
    if (status === 'pass' && (row.owner_surface !== undefined || row.remedy_class !== undefined)) fail(`${at}/owner_surface`, 'a passing row carries no routing');
    if (status !== 'pass') {
      const routing = STATUS_ROUTING[status];
      if (row.owner_surface !== routing.owner_surface || row.remedy_class !== routing.remedy_class) {
        fail(`${at}/owner_surface`, `must route ${status} to ${routing.owner_surface}/${routing.remedy_class}`);
      }
    }
    counts.rows += 1;
    counts[status] += 1;
  });
  for (const [key, count] of Object.entries(counts)) {
    const reported = doc.summary[key as keyof typeof counts];
    if (reported !== count) fail(`/summary/${key}`, `is ${reported} but the rows have ${count}`);
  }
  const outcome = compatibilityOutcome(outcomeRows);
  if (doc.outcome !== outcome) fail('/outcome', `must be ${outcome}`);

  const matchedPairs = new Set(doc.rows.filter((r) => r.kind === 'matched').map((r) => `${r.source}\u0000${r.target}`));
  const skin = doc.facets.skin_membership;
  if (skin.pairs_compared !== (skin.availability === 'measured' ? matchedPairs.size : 0)) fail('/facets/skin_membership/pairs_compared', 'must count the matched rows it compared');
  skin.disagreements.forEach((d, i) => {
    if (!matchedPairs.has(`${d.source}\u0000${d.target}`)) fail(`/facets/skin_membership/disagreements/${i}`, 'names no matched row');
    if (d.source_joint === d.target_joint) fail(`/facets/skin_membership/disagreements/${i}`, 'records an agreement');
  });
  checkSorted('/facets/skin_membership/disagreements', skin.disagreements.map((d) => d.source));
}

function checkSubject(at: string, subject: CompatibilitySubject): Set<string> {
  checkSorted(`${at}/selected_nodes`, subject.selected_nodes);
  checkSorted(`${at}/roots`, subject.roots);
  const selected = new Set(subject.selected_nodes);
  subject.roots.forEach((root, i) => {
    if (!selected.has(root)) fail(`${at}/roots/${i}`, 'is not a selected node');
  });
  if (subject.selected_nodes.length > 0 && subject.roots.length === 0) fail(`${at}/roots`, 'must name the selected roots');
  return selected;
}

/** Strictly increasing in code point order (so also unique). */
function checkSorted(at: string, names: readonly string[]): void {
  for (let i = 1; i < names.length; i++) {
    if (compareNames(names[i - 1]!, names[i]!) >= 0) fail(`${at}/${i}`, 'is out of name order or repeated');
  }
}

function checkMetric(at: string, metric: CompatibilityMetric): void {
  const measured = metric.availability === 'measured';
  if (measured !== (metric.value !== undefined)) fail(at, 'must carry a value exactly when measured');
  if (measured === (metric.reason !== undefined)) fail(at, 'must carry a reason exactly when not measured');
  const unavailable = metric.availability === 'unavailable';
  const routed = metric.owner_surface !== undefined || metric.remedy_class !== undefined;
  if (unavailable !== routed) fail(at, 'must carry routing exactly when unavailable');
  if (unavailable && (metric.owner_surface !== UNAVAILABLE_ROUTING.owner_surface || metric.remedy_class !== UNAVAILABLE_ROUTING.remedy_class)) {
    fail(at, `must route to ${UNAVAILABLE_ROUTING.owner_surface}/${UNAVAILABLE_ROUTING.remedy_class}`);
  }
}
