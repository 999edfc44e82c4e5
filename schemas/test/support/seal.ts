/**
 * Recomputes the identities of hand-built documents, so a fixture is internally consistent and a
 * test's edit is the only contradiction the reader can find.
 */
import {
  canonicalIdentity,
  DEPENDENCY_CLOSURE_DOMAIN,
  importAdviceV1Identity,
  importAdviceV2Identity,
  partIdentity,
  PROFILE_FACTS_DOMAIN,
  RAW_SOURCE_DOMAIN,
  RESOLVED_SETTINGS_DOMAIN,
  SECTION_DOMAINS,
} from '../../src/index.js';

type Json = any;

/** Stamps every part and section identity, then the header identity, of a provenance record (in place). */
export function sealProvenance(p: Json): Json {
  for (const [name, domain] of Object.entries(SECTION_DOMAINS)) if (p[name] !== undefined) p[name].identity = partIdentity(domain, p[name]);
  p.profile.identity = partIdentity(PROFILE_FACTS_DOMAIN, p.profile);
  p.settings.identity = partIdentity(RESOLVED_SETTINGS_DOMAIN, p.settings);
  p.raw_source.identity = partIdentity(RAW_SOURCE_DOMAIN, p.raw_source);
  p.dependency_closure.identity = partIdentity(DEPENDENCY_CLOSURE_DOMAIN, p.dependency_closure);
  const { schema, identity: _identity, ...body } = p;
  p.identity = canonicalIdentity(schema, body);
  return p;
}

/** Seals an advice document's provenance, restates its identity where V2 cites it, and stamps the advice identity. */
export function sealAdvice(doc: Json): Json {
  sealProvenance(doc.prediction_provenance);
  if (doc.schema_version === 2) doc.basis.provenance_identity = { ...doc.prediction_provenance.identity };
  doc.identity = doc.schema_version === 1 ? importAdviceV1Identity(doc) : importAdviceV2Identity(doc);
  return doc;
}
