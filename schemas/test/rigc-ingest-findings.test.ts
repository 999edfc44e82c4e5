import { expect } from 'chai';
import {
  createStrictValidator,
  readRigcIngestFindings,
  RIGC_INGEST_FINDINGS_SCHEMA_ID,
  RIGC_INGEST_FINDINGS_SCHEMA_VERSION,
  RIGC_INGEST_FINDINGS_V1_SCHEMA_ID,
  rigcIngestFindingsSchema,
  SchemaValidationError,
} from '../src/index.js';

type Json = any;  

/** A v2 document as `rigc ingest --format json` writes it: the reference's `{code, where, detail, kind}` rows. */
function document(): Json {
  return {
    schema_version: 2,
    schema: 'urn:animsmith:schema:rigc-ingest-findings:2',
    counts: { blocker: 1, judgement: 1, lossy: 1 },
    findings: [
      { code: 'HEADER_REDERIVED', where: 'skeleton.spine', detail: 'the source states "4.3.13"; nothing moves', kind: 'lossy' },
      { code: 'BONE_FIELD', where: 'bone "hip"', detail: 'field "colour" has no spec field', kind: 'blocker' },
      { code: 'DURATION', where: 'animation "idle"', detail: 'skeleton JSON carries no duration', kind: 'judgement' },
    ],
  };
}

const refusal = (value: unknown): string => {
  try {
    readRigcIngestFindings(JSON.stringify(value));
  } catch (error) {
    expect(error).to.be.instanceOf(SchemaValidationError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('rigc ingest findings v2 reader', () => {
  it('is registered under its id and version', () => {
    expect(rigcIngestFindingsSchema.$id).to.equal(RIGC_INGEST_FINDINGS_SCHEMA_ID);
    expect(RIGC_INGEST_FINDINGS_SCHEMA_ID).to.equal('urn:animsmith:schema:rigc-ingest-findings:2');
    expect(RIGC_INGEST_FINDINGS_SCHEMA_VERSION).to.equal(2);
    expect(createStrictValidator().getSchema(RIGC_INGEST_FINDINGS_SCHEMA_ID)!(document())).to.equal(true);
  });

  it('reads a v2 document, text or bytes', () => {
    const text = JSON.stringify(document());
    expect(readRigcIngestFindings(text)).to.deep.equal(document());
    expect(readRigcIngestFindings(new TextEncoder().encode(text)).findings).to.have.length(3);
  });

  it('rejects v1-shaped rows under the v2 identity', () => {
    const doc = document();
    doc.findings[1] = { severity: 'blocker', code: 'BONE_FIELD', where: 'bone "hip"', message: 'field "colour" has no spec field' };
    expect(refusal(doc)).to.match(/^invalid rigc ingest findings document: \/findings\/1: /);
    const renamed = document();
    renamed.findings[0].message = renamed.findings[0].detail;
    delete renamed.findings[0].detail;
    expect(refusal(renamed)).to.match(/^invalid rigc ingest findings document: \/findings\/0/);
  });

  it('refuses a v1 document with regeneration guidance, and any other identity', () => {
    const v1 = {
      schema_version: 1,
      schema: RIGC_INGEST_FINDINGS_V1_SCHEMA_ID,
      counts: { blocker: 0, judgement: 0, lossy: 1 },
      findings: [{ severity: 'lossy', code: 'HEADER_REDERIVED', where: 'skeleton.spine', message: 'm' }],
    };
    expect(refusal(v1)).to.equal(
      'invalid rigc ingest findings document: /schema: unsupported document identity "urn:animsmith:schema:rigc-ingest-findings:1", expected urn:animsmith:schema:rigc-ingest-findings:2; regenerate it with `animsmith rigc ingest --format json`',
    );
    expect(refusal({ ...document(), schema: 'urn:animsmith:schema:output:19' })).to.contain('unsupported document identity "urn:animsmith:schema:output:19"');
    expect(refusal({ ...document(), schema_version: 1 })).to.match(/^invalid rigc ingest findings document: \/schema_version: /);
  });

  it('rejects an unknown kind, a bad code and counts that disagree with the rows', () => {
    const kind = document();
    kind.findings[0].kind = 'warning';
    expect(refusal(kind)).to.match(/\/findings\/0\/kind: must be equal to one of the allowed values/);
    const code = document();
    code.findings[0].code = 'header-rederived';
    expect(refusal(code)).to.match(/\/findings\/0\/code: /);
    const counts = document();
    counts.counts.lossy = 2;
    expect(refusal(counts)).to.equal('invalid rigc ingest findings document: /counts/lossy: is 2 but the document has 1 lossy finding(s)');
  });

  it('refuses input over the byte cap before decoding it', () => {
    expect(() => readRigcIngestFindings(JSON.stringify(document()), 10)).to.throw(SchemaValidationError, /exceeds the 10-byte limit/);
  });
});
