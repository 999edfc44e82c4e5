/**
 * Advice identity: a domain-separated canonical digest (RFC 8785 JSON + SHA-256) of everything the
 * advice asserts — provenance identity, lifecycle, clip rows / basis, importer payload — and
 * nothing about the tool that built it, so two builds agreeing on the advice agree on its identity.
 * The producer stamps it and the strict readers recompute it.
 */
import { canonicalIdentity } from '../canonical-json.js';
import type { DigestRecord } from '../types.js';
import type { ImportAdviceV1Document, ImportAdviceV2Document } from './import-advice-types.js';

export const IMPORT_ADVICE_V1_PREIMAGE_DOMAIN = 'urn:animsmith:engine-import-advice-preimage:1';
export const IMPORT_ADVICE_V2_PREIMAGE_DOMAIN = 'urn:animsmith:engine-import-advice-preimage:2';

export function importAdviceV1Identity(doc: Omit<ImportAdviceV1Document, 'identity'>): DigestRecord {
  return canonicalIdentity(IMPORT_ADVICE_V1_PREIMAGE_DOMAIN, {
    provenance_identity: doc.prediction_provenance.identity,
    state: doc.state,
    refusal_reason: doc.refusal_reason ?? null,
    clips: doc.clips,
    payload: doc.payload,
  });
}

export function importAdviceV2Identity(doc: Omit<ImportAdviceV2Document, 'identity'>): DigestRecord {
  return canonicalIdentity(IMPORT_ADVICE_V2_PREIMAGE_DOMAIN, {
    provenance_identity: doc.prediction_provenance.identity,
    basis: doc.basis,
    state: doc.state,
    refusal_reason: doc.refusal_reason ?? null,
    projection: doc.projection ?? null,
  });
}
