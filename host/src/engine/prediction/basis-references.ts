/**
 * Whether one basis reference resolves: a profile fact, primary source or resolved setting of the
 * provenance; a raw-source row of a domain the provenance itself holds (see raw-domains.ts); a
 * scalar of the same file's measurements at a canonical JSON pointer. Project fields are stated by
 * the rule and not checked here. The same test serves the lifecycle (a rule citing something the
 * record does not hold is a contract breach) and readers re-checking an emitted facet.
 */
import type { BasisReference, JsonScalar, PredictionProvenance } from '../../plugin-api/prediction.js';
import { holdsRawDomain, rawSourceValue } from './raw-domains.js';

/** The scalar at an RFC 6901 pointer into the file's measurements, or undefined. */
function measurementValue(measurements: unknown, pointer: string): JsonScalar | undefined {
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = measurements;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node === null || ['string', 'number', 'boolean'].includes(typeof node) ? (node as JsonScalar) : undefined;
}

/** Why `ref` does not resolve against `provenance` and `measurements`; undefined when it does. */
export function basisReferenceProblem(ref: BasisReference, provenance: PredictionProvenance, measurements: unknown): string | undefined {
  switch (ref.kind) {
    case 'profile_fact':
      return provenance.profile.facts.some((f) => f.id === ref.fact_id) ? undefined : `basis names unknown profile fact '${ref.fact_id}'`;
    case 'primary_source':
      return provenance.profile.sources.some((s) => s.id === ref.source_id) ? undefined : `basis names unknown primary source '${ref.source_id}'`;
    case 'resolved_setting': {
      const loc = ref.location;
      const rows = loc.scope === 'document' ? provenance.settings.document : provenance.settings.clips.find((c) => c.clip_index === loc.clip_index && c.clip_name === loc.clip_name)?.settings;
      const row = rows?.find((s) => s.id === ref.setting_id);
      return row && row.value === ref.value ? undefined : `basis names setting '${ref.setting_id}' with a value the provenance does not hold`;
    }
    case 'measurement': {
      const value = measurementValue(measurements, ref.pointer);
      return value !== undefined && value === ref.value ? undefined : `basis measurement '${ref.pointer}' does not hold ${JSON.stringify(ref.value)}`;
    }
    case 'raw_source': {
      // Every raw-source reference names a row the provenance itself holds, so a reader can check
      // it against the same record; a domain this record's contract does not carry is refused.
      if (!holdsRawDomain(provenance, ref.domain)) return `basis names raw-source domain '${ref.domain}', which this provenance does not hold`;
      const value = rawSourceValue(provenance, ref.domain, ref.key, ref.field);
      return value !== undefined && value === ref.value ? undefined : `basis names raw-source ${ref.domain} '${ref.key}' field '${ref.field}' with a value the provenance does not hold`;
    }
    case 'project_field':
      return undefined;
  }
}
