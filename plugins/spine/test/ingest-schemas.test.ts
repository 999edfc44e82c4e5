import { readdirSync, readFileSync } from 'node:fs';
import { createStrictValidator, readRigcIngestFindings, rigcIngestFindingsSchema, rigcMotionSchema, rigcRigSchema } from '@animsmith/schemas';
import { expect } from 'chai';
import { findingsDocument, ingest, INGEST_FINDINGS_SCHEMA_ID, type IngestOptions } from '../src/ingest/index.js';
import { MOTION_KEYS, RIG_KEYS } from '../src/spec/index.js';
import { richSkeleton } from './ingest-fixture.js';
import { FIXTURES } from '../../../fixtures/root.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CORPUS = pathToFileURL(path.join(FIXTURES, 'spine/'));
type Json = Record<string, any>;
const rigSchema = rigcRigSchema as Json;
const motionSchema = rigcMotionSchema as Json;
const findingsSchema = rigcIngestFindingsSchema as Json;

const ajv = createStrictValidator();
const validator = (id: string) => {
  const validate = ajv.getSchema(id)!;
  return (value: unknown): void => {
    expect(validate(value), ajv.errorsText(validate.errors)).to.equal(true);
  };
};
const validRig = validator(rigSchema.$id);
const validMotion = validator(motionSchema.$id);
const validFindings = validator(findingsSchema.$id);

const inputs: Array<[string, () => unknown, IngestOptions]> = [
  ...readdirSync(CORPUS)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file): [string, () => unknown, IngestOptions] => [file, () => JSON.parse(readFileSync(new URL(file, CORPUS), 'utf8')), { name: 'probe', art: 'loose', version: '1.0.0' }]),
  ['rich skeleton, loose art', richSkeleton, { name: 'rich', art: 'loose', images: 'art', version: '1.0.0' }],
  ['rich skeleton, no art', richSkeleton, { name: 'rich', art: 'none', version: '1.0.0' }],
];

describe('rigc schemas against real ingest outputs (ajv strict)', () => {
  for (const [label, read, opts] of inputs) {
    it(`${label}: rig spec, motion spec and findings document are schema-valid`, () => {
      const { rig, motion, findings } = ingest(read(), opts);
      validRig(rig);
      validMotion(motion);
      const doc = findingsDocument(findings);
      validFindings(doc);
      // As `rigc ingest --format json` prints it, through the strict reader (counts checked).
      expect(readRigcIngestFindings(JSON.stringify(doc, null, 2))).to.deep.equal(doc);
      for (const row of doc.findings) expect(Object.keys(row)).to.deep.equal(['code', 'where', 'detail', 'kind']);
    });
  }

  it('the strict reader rejects the v1 row shape', () => {
    const doc = findingsDocument(ingest(richSkeleton(), { name: 'rich', art: 'none', version: '1.0.0' }).findings);
    const v1Rows = { ...doc, findings: doc.findings.map(({ code, where, detail, kind }) => ({ severity: kind, code, where, message: detail })) };
    expect(() => readRigcIngestFindings(JSON.stringify(v1Rows))).to.throw(/^invalid rigc ingest findings document: \/findings\/0: /);
  });

  it('findings document counts each kind', () => {
    const skeleton = richSkeleton() as Record<string, any>;
    skeleton.bones[0].transform = 'normal';
    const doc = findingsDocument(ingest(skeleton, { name: 'rich', art: 'none', version: '1.0.0' }).findings);
    expect(doc.schema).to.equal(INGEST_FINDINGS_SCHEMA_ID);
    expect(doc.counts).to.deep.equal({ blocker: 1, judgement: 1, lossy: 18 });
    validFindings(doc);
  });

  it('refuses what the parsers refuse: unknown keys and a wrong spec identity', () => {
    const { rig, motion } = ingest(richSkeleton(), { name: 'rich', art: 'none', version: '1.0.0' });
    const validate = ajv.getSchema(rigSchema.$id)!;
    expect(validate({ ...rig, invariants: [] })).to.equal(false);
    expect(validate({ ...rig, bones: [{ name: 'root', colour: 'x' }] })).to.equal(false);
    expect(validate({ ...rig, spec: 'rigc-rig/2' })).to.equal(false);
    const validateMotion = ajv.getSchema(motionSchema.$id)!;
    const animation = motion.animations.idle!;
    expect(validateMotion({ ...motion, animations: { idle: { ...animation, loop: true } } })).to.equal(false);
    expect(validateMotion({ ...motion, animations: { idle: { ...animation, tracks: [{ bone: 'hip', property: 'spin', keys: [] }] } } })).to.equal(false);
  });

  it('schema $ids match the plugin constants', () => {
    expect(findingsSchema.$id).to.equal(INGEST_FINDINGS_SCHEMA_ID);
    expect(rigSchema.properties.spec).to.deep.equal({ const: 'rigc-rig/1' });
    expect(motionSchema.properties.spec).to.deep.equal({ const: 'rigc-motion/1' });
  });

  it('pass the 2020-12 meta-schema and close every object outside a conditional branch', () => {
    const offenders: string[] = [];
    const walk = (node: unknown, pointer: string, inBranch: boolean): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${pointer}/${i}`, inBranch));
      if (node === null || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (([] as unknown[]).concat(schema.type ?? []).includes('object') && !inBranch) {
        if (schema.additionalProperties === undefined || schema.additionalProperties === true) offenders.push(pointer);
      }
      for (const [key, child] of Object.entries(schema)) {
        if (key !== 'const' && key !== 'enum') walk(child, `${pointer}/${key}`, inBranch || ['if', 'then', 'else', 'not'].includes(key));
      }
    };
    for (const schema of [rigSchema, motionSchema, findingsSchema]) {
      expect(ajv.validateSchema(schema), `${String(schema.$id)}: ${ajv.errorsText()}`).to.equal(true);
      walk(schema, `${String(schema.$id)}#`, false);
    }
    expect(offenders).to.deep.equal([]);
  });

  it('every key table names exactly the properties its schema definition allows', () => {
    const propertiesOf = (schema: Record<string, any>, shape: string, root: string): string[] =>
      Object.keys((shape === root ? schema : schema.$defs[shape]).properties).sort();
    for (const [shape, keys] of Object.entries(RIG_KEYS)) expect(propertiesOf(rigSchema, shape, 'RigSpec'), shape).to.deep.equal([...keys].sort());
    for (const [shape, keys] of Object.entries(MOTION_KEYS)) expect(propertiesOf(motionSchema, shape, 'MotionSpec'), shape).to.deep.equal([...keys].sort());
  });
});
