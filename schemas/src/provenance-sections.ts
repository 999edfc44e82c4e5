/**
 * The versioned provenance sections (contracts :4 to :6) as read back from JSON, and their pure
 * verification: the record carries exactly its contract's sections, each section's identity is
 * the digest of its content under its own domain, every list keeps the contract's N+1 bounds, and
 * rows agree with each other and with the base record (node parents with child lists, channel
 * counts with channel coverage and with the raw animation rows, movement intent with the clip
 * settings). Producers take the domains and limits from here, so writer and reader cannot drift.
 */
import type { DigestRecord } from './types.js';
import { coverageProblem, partIdentity, PROVENANCE_REFERENCE_LIMIT, PROVENANCE_ROW_LIMIT, sameDigest, type BoundedCoverageWire } from './provenance-common.js';

export const RUNTIME_NODES_DOMAIN = 'urn:animsmith:runtime-node-declaration';
export const SCENE_INVENTORY_DOMAIN = 'urn:animsmith:raw-scene-inventory';
export const ANIMATION_INVENTORY_DOMAIN = 'urn:animsmith:raw-animation-inventory';
export const TRANSFORM_PATHS_DOMAIN = 'urn:animsmith:raw-transform-paths';
export const MOVEMENT_INTENT_DOMAIN = 'urn:animsmith:movement-owner-intent';

export type ProvenanceSection = 'runtime_nodes' | 'scene_inventory' | 'animation_inventory' | 'transform_paths' | 'movement_intent';

/**
 * The sections each provenance contract carries. The contracts are cumulative: each version keeps
 * the same-load evidence of the one before and adds its own.
 */
export const PROVENANCE_SECTIONS: Readonly<Record<string, readonly ProvenanceSection[]>> = {
  'urn:animsmith:prediction-provenance:3': [],
  'urn:animsmith:prediction-provenance:4': ['runtime_nodes', 'scene_inventory'],
  'urn:animsmith:prediction-provenance:5': ['runtime_nodes', 'scene_inventory', 'animation_inventory'],
  'urn:animsmith:prediction-provenance:6': ['runtime_nodes', 'scene_inventory', 'animation_inventory', 'transform_paths', 'movement_intent'],
};

export const SECTION_DOMAINS: Readonly<Record<ProvenanceSection, string>> = {
  runtime_nodes: RUNTIME_NODES_DOMAIN,
  scene_inventory: SCENE_INVENTORY_DOMAIN,
  animation_inventory: ANIMATION_INVENTORY_DOMAIN,
  transform_paths: TRANSFORM_PATHS_DOMAIN,
  movement_intent: MOVEMENT_INTENT_DOMAIN,
};

const SECTION_NAMES = Object.keys(SECTION_DOMAINS) as ProvenanceSection[];

type Rows<T> = { readonly coverage: BoundedCoverageWire; readonly rows: readonly T[] };

export interface RuntimeNodesWire {
  readonly identity: DigestRecord;
  readonly selectors: readonly string[];
}

export interface SceneInventoryWire {
  readonly identity: DigestRecord;
  readonly default_scene: number | null;
  readonly scenes: Rows<{ readonly index: number; readonly root_nodes: readonly number[] }>;
  readonly nodes: Rows<{ readonly index: number; readonly parent: number | null; readonly children: readonly number[] }>;
  readonly meshes: Rows<{ readonly index: number; readonly primitive_count: number }>;
  readonly primitives: BoundedCoverageWire;
  readonly references: BoundedCoverageWire;
}

export interface AnimationInventoryWire {
  readonly identity: DigestRecord;
  readonly coverage: BoundedCoverageWire;
  readonly rows: readonly {
    readonly index: number;
    readonly name: string | null;
    readonly channel_count: number;
    readonly channel_coverage: BoundedCoverageWire;
    readonly channels: readonly { readonly index: number }[];
  }[];
  readonly channel_references: BoundedCoverageWire;
}

export interface TransformPathsWire {
  readonly identity: DigestRecord;
  readonly state: 'complete' | 'partial' | 'unavailable';
  readonly coverage: BoundedCoverageWire;
  readonly rows: readonly { readonly node: number; readonly path: string | null; readonly refusal: string | null }[];
}

export interface MovementIntentWire {
  readonly identity: DigestRecord;
  readonly coverage: BoundedCoverageWire;
  readonly rows: readonly { readonly clip_index: number; readonly clip_name: string }[];
}

/** The sections of a provenance record, and the base members they are checked against. */
export interface ProvenanceSectionsWire {
  readonly schema: string;
  readonly settings: { readonly clips: readonly { readonly clip_index: number; readonly clip_name: string }[] };
  readonly raw_source: { readonly animations: { readonly rows: readonly { readonly index: number; readonly name: string | null; readonly channel_count: number }[] } };
  readonly runtime_nodes?: RuntimeNodesWire;
  readonly scene_inventory?: SceneInventoryWire;
  readonly animation_inventory?: AnimationInventoryWire;
  readonly transform_paths?: TransformPathsWire;
  readonly movement_intent?: MovementIntentWire;
}

/** A coverage to check: name, coverage, retained rows (undefined: a count without rows), contract limit. */
type CoverageCase = readonly [string, BoundedCoverageWire, number | undefined, number];

const sum = <T>(rows: readonly T[], count: (row: T) => number): number => rows.reduce((n, row) => n + count(row), 0);

/** The first row whose `index` is not its position (rows are a source-order prefix). */
const misplaced = (rows: readonly { readonly index: number }[]): number => rows.findIndex((r, i) => r.index !== i);

function sceneProblems(s: SceneInventoryWire, cases: CoverageCase[]): string[] {
  const problems: string[] = [];
  cases.push(
    ['scene_inventory.scenes', s.scenes.coverage, s.scenes.rows.length, PROVENANCE_ROW_LIMIT],
    ['scene_inventory.nodes', s.nodes.coverage, s.nodes.rows.length, PROVENANCE_ROW_LIMIT],
    ['scene_inventory.meshes', s.meshes.coverage, s.meshes.rows.length, PROVENANCE_ROW_LIMIT],
    ['scene_inventory.primitives', s.primitives, undefined, PROVENANCE_ROW_LIMIT],
    ['scene_inventory.references', s.references, sum(s.scenes.rows, (r) => r.root_nodes.length) + sum(s.nodes.rows, (r) => r.children.length), PROVENANCE_REFERENCE_LIMIT],
  );
  for (const domain of ['scenes', 'nodes', 'meshes'] as const) {
    const at = misplaced(s[domain].rows);
    if (at >= 0) problems.push(`scene_inventory.${domain}: row ${at} has index ${s[domain].rows[at]!.index}`);
  }
  // With every node and reference retained, each parent link is the inverse of a child link.
  if (s.nodes.coverage.state === 'complete' && s.references.state === 'complete') {
    const nodes = s.nodes.rows;
    const bad = nodes.find(
      (n) =>
        n.children.some((c) => nodes[c]?.parent !== n.index) ||
        (n.parent !== null && !(nodes[n.parent]?.children.includes(n.index) ?? false)),
    );
    if (bad) problems.push(`scene_inventory.nodes: node ${bad.index} disagrees with its parent or children`);
  }
  if (s.meshes.coverage.state === 'complete' && Math.min(sum(s.meshes.rows, (m) => m.primitive_count), s.primitives.limit + 1) !== s.primitives.observed) {
    problems.push('scene_inventory.primitives: observed contradicts the mesh primitive counts');
  }
  return problems;
}

function animationProblems(a: AnimationInventoryWire, raw: ProvenanceSectionsWire['raw_source'], cases: CoverageCase[]): string[] {
  const problems: string[] = [];
  cases.push(
    ['animation_inventory', a.coverage, a.rows.length, PROVENANCE_ROW_LIMIT],
    ['animation_inventory.channel_references', a.channel_references, sum(a.rows, (r) => r.channels.length), PROVENANCE_REFERENCE_LIMIT],
  );
  a.rows.forEach((r, i) => cases.push([`animation_inventory.rows[${i}].channel_coverage`, r.channel_coverage, r.channels.length, PROVENANCE_ROW_LIMIT]));
  const at = misplaced(a.rows);
  if (at >= 0) problems.push(`animation_inventory: row ${at} has index ${a.rows[at]!.index}`);
  const channels = a.rows.findIndex((r) => misplaced(r.channels) >= 0);
  if (channels >= 0) problems.push(`animation_inventory.rows[${channels}].channels: rows are out of order`);
  const counted = a.rows.findIndex((r) => Math.min(r.channel_count, r.channel_coverage.limit + 1) !== r.channel_coverage.observed);
  if (counted >= 0) problems.push(`animation_inventory.rows[${counted}]: channel coverage contradicts its channel_count`);
  const differs = a.rows.findIndex((r, i) => {
    const row = raw.animations.rows[i];
    return row !== undefined && (row.index !== r.index || row.name !== r.name || row.channel_count !== r.channel_count);
  });
  if (differs >= 0) problems.push(`animation_inventory.rows[${differs}]: disagrees with raw_source.animations.rows[${differs}]`);
  return problems;
}

function transformPathProblems(t: TransformPathsWire, cases: CoverageCase[]): string[] {
  const problems: string[] = [];
  cases.push(['transform_paths', t.coverage, t.rows.length, PROVENANCE_ROW_LIMIT]);
  const pathsComplete = t.coverage.state === 'complete' && t.rows.every((r) => r.path !== null && r.refusal === null);
  if (t.state === 'complete' && !pathsComplete) problems.push('transform_paths: complete state contradicts its rows');
  if (t.state === 'unavailable' && t.rows.length > 0) problems.push('transform_paths: unavailable state with rows');
  if (t.rows.some((r) => (r.path === null) === (r.refusal === null))) problems.push('transform_paths: a row needs exactly one of path and refusal');
  return problems;
}

function movementProblems(m: MovementIntentWire, settings: ProvenanceSectionsWire['settings'], cases: CoverageCase[]): string[] {
  const problems: string[] = [];
  cases.push(['movement_intent', m.coverage, m.rows.length, PROVENANCE_ROW_LIMIT]);
  if (m.rows.some((r, i) => r.clip_index !== i)) problems.push('movement_intent: rows are out of order');
  // Both lists name the normalised clips in order; each is its own bounded prefix.
  const renamed = m.rows.findIndex((r, i) => settings.clips[i] !== undefined && settings.clips[i]!.clip_name !== r.clip_name);
  if (renamed >= 0) problems.push(`movement_intent.rows[${renamed}]: clip_name differs from settings.clips[${renamed}]`);
  return problems;
}

/**
 * Problems of the versioned sections of `p` (empty when consistent): identities first, so an
 * edited row is named by the section it changed, then the section set, bounds and row agreement.
 */
export function sectionProblems(p: ProvenanceSectionsWire): string[] {
  const expected = PROVENANCE_SECTIONS[p.schema];
  if (!expected) return [`schema ${p.schema} is not a provenance contract`];
  const problems: string[] = [];
  for (const name of SECTION_NAMES) {
    const section = p[name];
    if (section && !sameDigest(section.identity, partIdentity(SECTION_DOMAINS[name], section))) problems.push(`${name}: identity does not match its content`);
  }
  for (const name of SECTION_NAMES) {
    if ((p[name] !== undefined) !== expected.includes(name)) problems.push(`${name}: ${p[name] ? 'not part of' : 'required by'} ${p.schema}`);
  }
  const cases: CoverageCase[] = [];
  if (p.scene_inventory) problems.push(...sceneProblems(p.scene_inventory, cases));
  if (p.animation_inventory) problems.push(...animationProblems(p.animation_inventory, p.raw_source, cases));
  if (p.transform_paths) problems.push(...transformPathProblems(p.transform_paths, cases));
  if (p.movement_intent) problems.push(...movementProblems(p.movement_intent, p.settings, cases));
  for (const [name, coverage, rows, limit] of cases) {
    const problem = coverageProblem(name, coverage, rows, limit);
    if (problem) problems.push(problem);
  }
  return problems;
}
