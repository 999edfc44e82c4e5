/**
 * Cross-validation of a prediction-provenance record (as produced, or as read back from JSON):
 * every part's identity recomputes, the header identity covers the parts, the primary input is
 * the file row's own input, the record carries exactly the sections of its contract, and coverage
 * states agree with the rows they describe. Returns the problems found; an empty list means the
 * record is internally consistent.
 */
import type { InputIdentity } from '../../model/source-document.js';
import type { BoundedCoverage, DigestIdentity, PredictionProvenance } from '../../plugin-api/prediction.js';
import { canonicalIdentity } from '@animsmith/schemas/canonical-json';
import { provenanceProblems } from '@animsmith/schemas/provenance';
import { PROVENANCE_SECTIONS, SECTION_DOMAINS, type ProvenanceSection } from './sections.js';

const same = (a: DigestIdentity, b: DigestIdentity) => a.sha256 === b.sha256 && a.bytes === b.bytes;

function withoutIdentity<T extends { readonly identity: DigestIdentity }>(part: T): Omit<T, 'identity'> {
  const { identity: _identity, ...rest } = part;
  return rest;
}

function coverageProblem(name: string, c: BoundedCoverage, rows: number | undefined): string | undefined {
  const expected = c.observed > c.retained ? 'partial' : 'complete';
  if (rows !== undefined && c.retained !== rows) return `${name}: retained ${c.retained} but ${rows} rows`;
  if (c.retained > c.limit || c.observed > c.limit + 1 || c.observed < c.retained) return `${name}: counts outside the N+1 bound`;
  if (c.state !== expected) return `${name}: state ${c.state} contradicts its counts`;
  return undefined;
}

/** The shared base checks (`@animsmith/schemas/provenance`) plus the versioned sections. */
export function verifyProvenance(p: PredictionProvenance, input: InputIdentity): string[] {
  return [...provenanceProblems(p, input), ...sectionProblems(p)];
}

const SECTION_NAMES: readonly ProvenanceSection[] = ['runtime_nodes', 'scene_inventory', 'animation_inventory', 'transform_paths', 'movement_intent'];

/** The record carries exactly its contract's sections, each consistent with its own identity and bounds. */
function sectionProblems(p: PredictionProvenance): string[] {
  const expected = PROVENANCE_SECTIONS[p.schema];
  if (!expected) return [`schema ${p.schema} is not a provenance contract this host reads`];
  const problems: string[] = [];
  for (const name of SECTION_NAMES) {
    const section = p[name];
    if ((section !== undefined) !== expected.includes(name)) problems.push(`${name}: ${section ? 'not part of' : 'required by'} ${p.schema}`);
    if (section && !same(section.identity, canonicalIdentity(SECTION_DOMAINS[name], withoutIdentity(section)))) problems.push(`${name}: identity does not match its content`);
  }
  const coverages: [string, BoundedCoverage, number | undefined][] = [];
  const fbx = p.raw_source.format_facts;
  if (fbx) coverages.push(['format_facts.stacks', fbx.stacks.coverage, fbx.stacks.rows.length], ['format_facts.resources', fbx.resources.coverage, fbx.resources.rows.length]);
  const scenes = p.scene_inventory;
  if (scenes) {
    coverages.push(['scene_inventory.scenes', scenes.scenes.coverage, scenes.scenes.rows.length], ['scene_inventory.nodes', scenes.nodes.coverage, scenes.nodes.rows.length]);
    coverages.push(['scene_inventory.meshes', scenes.meshes.coverage, scenes.meshes.rows.length], ['scene_inventory.primitives', scenes.primitives, undefined]);
    const refs = scenes.scenes.rows.reduce((n, s) => n + s.root_nodes.length, 0) + scenes.nodes.rows.reduce((n, r) => n + r.children.length, 0);
    coverages.push(['scene_inventory.references', scenes.references, refs]);
  }
  const animations = p.animation_inventory;
  if (animations) {
    coverages.push(['animation_inventory', animations.coverage, animations.rows.length]);
    coverages.push(['animation_inventory.channel_references', animations.channel_references, animations.rows.reduce((n, a) => n + a.channels.length, 0)]);
    animations.rows.forEach((a, i) => coverages.push([`animation_inventory.rows[${i}].channel_coverage`, a.channel_coverage, a.channels.length]));
    if (animations.rows.some((a) => Math.min(a.channel_count, a.channel_coverage.limit + 1) !== a.channel_coverage.observed)) {
      problems.push('animation_inventory: a channel coverage contradicts its channel_count');
    }
  }
  if (p.transform_paths) {
    const t = p.transform_paths;
    coverages.push(['transform_paths', t.coverage, t.rows.length]);
    const pathsComplete = t.coverage.state === 'complete' && t.rows.every((r) => r.path !== null && r.refusal === null);
    if (t.state === 'complete' && !pathsComplete) problems.push('transform_paths: complete state contradicts its rows');
    if (t.state === 'unavailable' && t.rows.length > 0) problems.push('transform_paths: unavailable state with rows');
    if (t.rows.some((r) => (r.path === null) === (r.refusal === null))) problems.push('transform_paths: a row needs exactly one of path and refusal');
  }
  if (p.movement_intent) {
    coverages.push(['movement_intent', p.movement_intent.coverage, p.movement_intent.rows.length]);
    if (p.movement_intent.rows.some((r, i) => r.clip_index !== i)) problems.push('movement_intent: rows are out of order');
  }
  for (const [name, coverage, rows] of coverages) {
    const problem = coverageProblem(name, coverage, rows);
    if (problem) problems.push(problem);
  }
  return problems;
}
