/**
 * The correspondence TOML of `animsmith skeleton compare` (the spec's control plane): it pins both
 * subjects' primary identities, their explicit selected node-name sets and roots, the matching
 * mode, the explicit mapping (empty for exact names) and every tolerance. Nothing is inferred:
 * a key that is missing, unknown or of the wrong type is refused, and so is a pin the loaded
 * files no longer satisfy (stale). Every refusal is one operator-error line naming the file.
 *
 *   schema = "urn:animsmith:skeleton-correspondence:1"
 *   mode = "exact_names"            # or "explicit_mapping"
 *   [source]  sha256 = "…"  bytes = 123  roots = ["hips"]  nodes = ["hips", "spine"]
 *   [target]  (the same keys)
 *   [mapping] "source name" = "target name"   # explicit_mapping only
 *   [tolerances] local_translation_m = 0.001 … (all seven)
 */
import { compareNames, type SkeletonTolerances } from '@animsmith/schemas';
import { OperatorError } from '../engine/errors.js';
import { parseToml } from '../engine/config/toml.js';
import { escapeTerminal, quoteTerminal } from '../text/escape.js';
import { DEFAULT_SKELETON_TOLERANCES } from '../compare/rest-deltas.js';

export const CORRESPONDENCE_SCHEMA = 'urn:animsmith:skeleton-correspondence:1';

export type MatchingMode = 'exact_names' | 'explicit_mapping';

export interface SubjectSelection {
  readonly sha256: string;
  readonly bytes: number;
  /** Code point order, unique. */
  readonly roots: readonly string[];
  /** Code point order, unique. */
  readonly nodes: readonly string[];
}

export interface Correspondence {
  readonly mode: MatchingMode;
  readonly source: SubjectSelection;
  readonly target: SubjectSelection;
  /** Source name → target name; empty in exact-name mode. */
  readonly mapping: ReadonlyMap<string, string>;
  readonly tolerances: SkeletonTolerances;
}

const TOP_KEYS = ['schema', 'mode', 'source', 'target', 'mapping', 'tolerances'];
const SUBJECT_KEYS = ['sha256', 'bytes', 'roots', 'nodes'];
const TOLERANCE_KEYS = Object.keys(DEFAULT_SKELETON_TOLERANCES) as (keyof SkeletonTolerances)[];

/** Parses and validates the correspondence text (not yet bound to the loaded files). */
export function parseCorrespondence(text: string, displayPath: string): Correspondence {
  const bad = (reason: string): never => {
    throw new OperatorError(`invalid correspondence ${escapeTerminal(displayPath)}: ${reason}`);
  };
  const doc = parseToml(text, displayPath, 'correspondence');
  closedKeys(doc, TOP_KEYS, '', bad);
  if (doc.schema !== CORRESPONDENCE_SCHEMA) bad(`schema must be "${CORRESPONDENCE_SCHEMA}"`);
  if (doc.mode !== 'exact_names' && doc.mode !== 'explicit_mapping') bad('mode must be "exact_names" or "explicit_mapping"');
  const mode = doc.mode as MatchingMode;
  const source = subject(doc.source, 'source', bad);
  const target = subject(doc.target, 'target', bad);

  const rawMapping = doc.mapping ?? {};
  if (!isTable(rawMapping)) return bad('mapping must be a table of "source name" = "target name"');
  const mapping = new Map<string, string>();
  const targets = new Set<string>();
  const sourceNodes = new Set(source.nodes);
  const targetNodes = new Set(target.nodes);
  for (const [from, to] of Object.entries(rawMapping)) {
    if (typeof to !== 'string') bad(`mapping.${quoteTerminal(from)} must be a target node name`);
    if (!sourceNodes.has(from)) bad(`mapping: ${quoteTerminal(from)} is not a selected source node`);
    if (!targetNodes.has(to as string)) bad(`mapping: ${quoteTerminal(to as string)} is not a selected target node`);
    if (targets.has(to as string)) bad(`mapping: target ${quoteTerminal(to as string)} is mapped twice`);
    targets.add(to as string);
    mapping.set(from, to as string);
  }
  if (mode === 'exact_names' && mapping.size > 0) bad('mapping must be empty in exact_names mode');

  if (!isTable(doc.tolerances)) return bad('[tolerances] is required');
  closedKeys(doc.tolerances, TOLERANCE_KEYS, 'tolerances.', bad);
  const tolerances = {} as Record<keyof SkeletonTolerances, number>;
  for (const key of TOLERANCE_KEYS) {
    const value = doc.tolerances[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) bad(`tolerances.${key} must be a finite number ≥ 0`);
    tolerances[key] = value as number;
  }
  return { mode, source, target, mapping, tolerances };
}

function subject(value: unknown, side: 'source' | 'target', bad: (reason: string) => never): SubjectSelection {
  if (!isTable(value)) return bad(`[${side}] is required`);
  closedKeys(value, SUBJECT_KEYS, `${side}.`, bad);
  if (typeof value.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(value.sha256)) bad(`${side}.sha256 must be 64 lowercase hex digits`);
  if (typeof value.bytes !== 'number' || !Number.isSafeInteger(value.bytes) || value.bytes < 0) bad(`${side}.bytes must be a non-negative integer`);
  const names = (key: 'roots' | 'nodes'): string[] => {
    const list = value[key];
    if (!Array.isArray(list) || !list.every((n) => typeof n === 'string')) return bad(`${side}.${key} must be an array of node names`);
    const sorted = [...(list as string[])].sort(compareNames);
    for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) bad(`${side}.${key} names ${quoteTerminal(sorted[i]!)} twice`);
    return sorted;
  };
  const nodes = names('nodes');
  const roots = names('roots');
  const selected = new Set(nodes);
  for (const root of roots) if (!selected.has(root)) bad(`${side}.roots: ${quoteTerminal(root)} is not in ${side}.nodes`);
  return { sha256: value.sha256 as string, bytes: value.bytes as number, roots, nodes };
}

function closedKeys(table: Record<string, unknown>, allowed: readonly string[], prefix: string, bad: (reason: string) => never): void {
  for (const key of Object.keys(table)) if (!allowed.includes(key)) bad(`unknown key ${prefix}${quoteTerminal(key)} (expected ${allowed.join(', ')})`);
}

function isTable(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
