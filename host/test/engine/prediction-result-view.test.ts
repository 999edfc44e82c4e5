/**
 * How the text and Markdown lint views show an available facet's typed result: engine-neutral
 * (the `kind` and a capped list of scalar fields, whatever rule produced it), and escaped.
 */
import { expect } from 'chai';
import { renderLintMarkdown } from '../../src/formats/markdown-lint.js';
import { RESULT_FIELD_LIMIT, renderLintText, resultSummary } from '../../src/formats/text-lint.js';
import type { LintDocument } from '../../src/output/documents.js';
import { HOSTILE } from '../cli/probe-plugin.js';

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

function documentWith(result: Record<string, unknown>): LintDocument {
  const facet = { scope: { code: 'thing', subject: 'a' }, state: 'available', basis: { identity: { sha256: '0'.repeat(64), bytes: 1 }, references: [] }, reasons: [], result };
  return {
    files: [
      {
        path: 'a.glb',
        prediction_provenance: { profile: { selection: { profile: 'x', profile_revision: 1, engine_version: '1', importer: 'i' } } },
        checks: [{ check_id: 'engine-x', findings: [], prediction: { schema: 'urn:animsmith:engine-prediction:3', provenance_identity: facet.basis.identity, facets: [facet] } }],
      },
    ],
    summary: { findings: { error: 0, warning: 0, note: 0 }, checks: { gaps: 0 }, prediction_facets: { available: 1, required_prediction_unavailable: 0 } },
  } as unknown as LintDocument;
}

describe('prediction results in the lint views', () => {
  it('summarises any result by kind and scalar fields in wire order; rationals as n/d, lists by length', () => {
    expect(resultSummary(undefined)).to.equal(undefined);
    expect(resultSummary({ kind: 'clip_boundary', stack_end_ticks: '46186158000', frame_period_ticks: { numerator: '1924423250', denominator: '1' }, on_frame_lattice: true })).to.equal(
      'clip_boundary (stack_end_ticks=46186158000, frame_period_ticks=1924423250/1, on_frame_lattice=true)',
    );
    expect(resultSummary({ kind: 'primitive_children', mesh_asset_labels: ['Mesh0/Primitive0', 'Mesh0/Primitive1'], nested: { a: 1 }, scale: 0.5 })).to.equal(
      'primitive_children (mesh_asset_labels=[2], scale=0.5)',
    );
    expect(resultSummary({ kind: 'bare' })).to.equal('bare');
    const wide = Object.fromEntries(Array.from({ length: RESULT_FIELD_LIMIT + 2 }, (_, i) => [`f${i}`, i]));
    expect(resultSummary({ kind: 'wide', ...wide })).to.equal(`wide (${Array.from({ length: RESULT_FIELD_LIMIT }, (_, i) => `f${i}=${i}`).join(', ')}, …)`);
    expect(resultSummary({ kind: 'long', name: 'x'.repeat(100) })).to.equal(`long (name=${'x'.repeat(64)}…)`);
  });

  it('escapes file-derived result text in both views', () => {
    const doc = documentWith({ kind: 'track_support', source_name: HOSTILE, outcome: 'dropped' });
    const text = renderLintText(doc);
    expect(text).to.contain('  prediction[engine-x] thing subject a: available — track_support (source_name=');
    for (const line of text.split('\n')) expect(line).to.not.match(UNSAFE);
    const markdown = renderLintMarkdown(doc);
    const row = markdown.split('\n').find((line) => line.startsWith('| engine-x |'))!;
    expect(row).to.contain('| available | track\\_support (source\\_name=');
    expect(row).to.not.match(UNSAFE);
    expect(row.split(/(?<!\\)\|/)).to.have.length(8);
  });
});
