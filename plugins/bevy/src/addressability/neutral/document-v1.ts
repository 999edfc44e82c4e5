/**
 * The V1 document (`urn:animsmith:schema:gltf-animation-addressability:1`) and its views. The
 * engine-neutral generator builds it with `bevy: null`; the revision-1 generator passes its adapter.
 */
import type { CheckRecord, GeneratorResult, GeneratorViewFormat } from '@animsmith/cli/plugin';
import type { ToolIdentity } from '@animsmith/schemas';
import { addressabilityHead, writeAddressabilityHead } from './head.js';
import { V1_SCHEMA_ID } from './inventory.js';
import type { AddressabilityV1Document, AnimationInventory, BevyAdapterV1 } from './types.js';
import { ViewWriter, writeInventory } from './view.js';

export function addressabilityV1Document(tool: ToolIdentity, inventory: AnimationInventory, bevy: BevyAdapterV1 | null): AddressabilityV1Document {
  return { ...addressabilityHead(1, V1_SCHEMA_ID, tool, inventory), inventory, bevy };
}

/** Facet states of an embedded check evaluation, counted (for views and the exit code). */
export function facetStates(check: CheckRecord): { available: number; unavailable: number } {
  const facets = check.prediction?.facets ?? [];
  const unavailable = facets.filter((f) => f.state === 'required_prediction_unavailable').length;
  return { available: facets.length - unavailable, unavailable };
}

export function renderAddressabilityV1(doc: AddressabilityV1Document, format: GeneratorViewFormat): string {
  const w = new ViewWriter(format);
  writeAddressabilityHead(w, 'glTF animation addressability (V1)', doc);
  writeInventory(w, doc.inventory);
  w.heading(2, 'Bevy adapter');
  if (doc.bevy === null) {
    w.field('adapter', 'null');
  } else {
    const check = doc.bevy.check;
    const facets = ((check.prediction as { facets?: { scope?: { code?: string; subject?: string }; state?: string; reasons?: string[] }[] } | undefined)?.facets ?? []);
    w.field('check', `${w.esc(String(check.check_id))}: evaluation ${w.esc(String(check.evaluation))}`);
    w.table(
      ['scope', 'subject', 'state', 'reasons'],
      facets.map((f) => [w.esc(f.scope?.code ?? ''), f.scope?.subject === undefined ? '(none)' : w.esc(f.scope.subject), w.esc(f.state ?? ''), w.esc((f.reasons ?? []).join(', '))]),
    );
  }
  return w.toString();
}

export function v1Result(doc: AddressabilityV1Document): GeneratorResult<AddressabilityV1Document> {
  const blocked = doc.bevy !== null && facetStates(doc.bevy.check).unavailable > 0;
  return { document: doc, exitCode: blocked ? 1 : 0, render: (format) => renderAddressabilityV1(doc, format) };
}
