/**
 * Strict reader of `urn:animsmith:schema:gltf-animation-addressability:1`: the staged decode and
 * schema, then the cross-field rules JSON Schema cannot state (coverage against rows, ordering,
 * byte bounds, closure states, and the Bevy adapter bound to the same load).
 */
import { GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID } from '../ids.js';
import { DEPENDENCY_CLOSURE_DOMAIN, partIdentity, predictionProblem, provenanceProblems } from '../provenance.js';
import type { CheckRecord, PredictionProvenanceRecord } from '../types.js';
import { INVENTORY_DOMAIN } from './addressability-identity.js';
import { ADDRESSABILITY_MAX_BYTES, addressabilityFail as fail, decodeAddressability } from './addressability-read.js';
import type { AnimationInventory, Coverage, GltfAnimationAddressabilityV1, Identity, Name } from './addressability-types.js';

const V1_NAME_BYTES = 4096;

export const sameIdentity = (a: Identity | null | undefined, b: Identity | null | undefined): boolean =>
  !!a && !!b && a.sha256 === b.sha256 && a.bytes === b.bytes;

/** Deep equality of decoded JSON values (object key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => sameJson(x, (b as unknown[])[i]));
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Coverage agrees with its rows: retained = rows, observed ≤ limit + 1, complete ⇔ nothing left out. */
export function checkCoverage(at: string, c: Coverage, rows: number): void {
  if (c.retained !== rows) fail(`${at}/retained`, `is ${c.retained} but ${rows} rows are retained`);
  if (c.observed > c.limit + 1) fail(`${at}/observed`, `exceeds limit + 1 (${c.limit + 1})`);
  if (c.retained > Math.min(c.observed, c.limit)) fail(`${at}/retained`, `exceeds min(observed, limit)`);
  const complete = c.retained === c.observed && c.observed <= c.limit;
  if ((c.state === 'complete') !== complete) fail(`${at}/state`, `${c.state} contradicts observed ${c.observed}, retained ${c.retained}, limit ${c.limit}`);
}

export function checkIncreasing(at: string, values: readonly number[], what: string): void {
  for (let i = 1; i < values.length; i++) {
    if (values[i]! <= values[i - 1]!) fail(`${at}/${i}`, `${what} must be strictly increasing (${values[i]} after ${values[i - 1]})`);
  }
}

export function checkName(at: string, name: Name, maxBytes: number): void {
  if (name.state === 'observed' && Buffer.byteLength(name.value, 'utf8') > maxBytes) fail(`${at}/value`, `exceeds ${maxBytes} UTF-8 bytes`);
}

/** The animation inventory's own rules (shared by V1 and the V2 embedding). */
export function checkInventory(at: string, inv: AnimationInventory): void {
  const closure = inv.dependency_closure;
  closure.resources.forEach((r, i) => {
    if ((r.identity === null) === (r.unavailable_reason === null)) {
      fail(`${at}/dependency_closure/resources/${i}`, 'needs exactly one of identity and unavailable_reason');
    }
  });
  const missing = closure.resources.some((r) => r.identity === null);
  if ((closure.coverage === 'complete') === missing) fail(`${at}/dependency_closure/coverage`, `${closure.coverage} contradicts its resources`);
  const animations = inv.animations;
  checkCoverage(`${at}/animations/coverage`, animations.coverage, animations.rows.length);
  checkIncreasing(`${at}/animations/rows`, animations.rows.map((a) => a.source_index), 'source_index');
  const clips = new Set<number>();
  animations.rows.forEach((a, i) => {
    const row = `${at}/animations/rows/${i}`;
    checkName(`${row}/name`, a.name, V1_NAME_BYTES);
    if (a.normalized_clip_index !== null) {
      if (clips.has(a.normalized_clip_index)) fail(`${row}/normalized_clip_index`, `${a.normalized_clip_index} is bound to two source animations`);
      clips.add(a.normalized_clip_index);
    }
    checkCoverage(`${row}/channels/coverage`, a.channels.coverage, a.channels.rows.length);
    checkIncreasing(`${row}/channels/rows`, a.channels.rows.map((c) => c.source_index), 'source_index');
  });
  // Digests last: a consistent-looking edit still changes what the inventory asserts.
  if (!sameIdentity(closure.identity, partIdentity(DEPENDENCY_CLOSURE_DOMAIN, closure))) {
    fail(`${at}/dependency_closure/identity`, 'is not the canonical digest of the dependency closure');
  }
  if (!sameIdentity(inv.identity, partIdentity(INVENTORY_DOMAIN, inv))) fail(`${at}/identity`, 'is not the canonical digest of the inventory');
}

/**
 * The embedded Bevy evidence belongs to this load and this profile revision: provenance names
 * the exact tuple, the same primary input and the same dependency closure, and its identities
 * recompute; available facets name `Animation{i}` of retained animations; the check's prediction
 * cites that provenance and agrees with its own record (`predictionProblem`).
 */
export function checkBevyEvidence(
  at: string,
  revision: number,
  input: Identity,
  inv: AnimationInventory,
  provenance: PredictionProvenanceRecord,
  check: CheckRecord,
): void {
  const selection = provenance.profile.selection;
  const expected = { profile: 'bevy', profile_revision: revision, engine_version: '0.19.0', importer: 'gltf-asset-loader' };
  if (!sameJson(selection, expected)) fail(`${at}/prediction_provenance/profile/selection`, `must be the exact Bevy revision-${revision} tuple`);
  if (!sameIdentity(provenance.primary_input, input)) fail(`${at}/prediction_provenance/primary_input`, 'differs from the document input');
  if (!sameJson(provenance.dependency_closure, inv.dependency_closure)) {
    fail(`${at}/prediction_provenance/dependency_closure`, 'differs from the inventory dependency closure (not the same load)');
  }
  const [problem] = provenanceProblems(provenance, input);
  if (problem !== undefined) fail(`${at}/prediction_provenance`, problem);
  // An inactive check (e.g. not applicable to an empty inventory) carries no prediction.
  const facets = check.prediction?.facets ?? [];
  const indices = new Set(inv.animations.rows.map((a) => a.source_index));
  const seen = new Set<string>();
  facets.forEach((f, i) => {
    if (f.state !== 'available') return;
    const subject = f.scope.subject ?? '';
    const m = /^Animation(0|[1-9][0-9]*)$/.exec(subject);
    if (!m || !indices.has(Number(m[1]))) fail(`${at}/check/prediction/facets/${i}/scope/subject`, `${JSON.stringify(subject)} names no retained source animation`);
    if (seen.has(subject)) fail(`${at}/check/prediction/facets/${i}/scope/subject`, `duplicates ${subject}`);
    seen.add(subject);
  });
  const contradiction = predictionProblem(check, provenance);
  if (contradiction) fail(`${at}/check${contradiction.pointer}`, contradiction.reason);
}

/** Cross-field rules of a schema-valid V1 document. */
export function checkAddressabilityV1(doc: GltfAnimationAddressabilityV1): void {
  if (!sameIdentity(doc.input, doc.inventory.primary_input)) fail('/inventory/primary_input', 'differs from /input');
  checkInventory('/inventory', doc.inventory);
  if (doc.bevy !== null) checkBevyEvidence('/bevy', 1, doc.input, doc.inventory, doc.bevy.prediction_provenance, doc.bevy.check);
}

/** Reads one V1 document (bytes or text); every failure is a one-line SchemaValidationError. */
export function readGltfAnimationAddressabilityV1(input: string | Uint8Array, maxBytes: number = ADDRESSABILITY_MAX_BYTES): GltfAnimationAddressabilityV1 {
  const doc = decodeAddressability(input, maxBytes, GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID) as GltfAnimationAddressabilityV1;
  checkAddressabilityV1(doc);
  return doc;
}
