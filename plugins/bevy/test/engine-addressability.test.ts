import { expect } from 'chai';
import { buildDocument, runPredictionRule, syntheticSource } from '@animsmith/cli/testing';
import type { SourceDocument } from '@animsmith/cli/plugin';
import { REVISION_1 } from '../src/profiles.js';

function run(clips: string[], edit: (source: SourceDocument) => SourceDocument = (s) => s) {
  const document = buildDocument({ bones: [{ name: 'root' }], clips: clips.map((name) => ({ name, tracks: [] })) });
  const source = edit({ ...syntheticSource(document), format: 'glb' });
  return runPredictionRule({ profile: REVISION_1, ruleId: 'engine-addressability', document, source });
}

describe('engine-addressability (Bevy rev 1)', () => {
  it('predicts Animation{index} for every source animation, by index and not by name', () => {
    const { record, incident } = run(['walk', 'walk', 'idle']);
    expect(incident).to.equal(undefined);
    expect(record.evaluation).to.equal('complete');
    const facets = record.prediction!.facets;
    expect(facets.map((f) => f.scope)).to.deep.equal([0, 1, 2].map((i) => ({ code: 'animation_asset_label', subject: `Animation${i}` })));
    expect(facets[1]!.result).to.deep.equal({ kind: 'animation_asset_label', selector: 'Animation1', source_animation_index: 1, source_name: 'walk' });
    expect(facets[0]!.basis.references).to.deep.equal([
      { kind: 'profile_fact', fact_id: 'animation_addressability' },
      { kind: 'primary_source', source_id: 'bevy-gltf-asset-label-0.19.0' },
      { kind: 'raw_source', domain: 'animations', key: 'animation:0', field: 'index', value: 0 },
    ]);
    expect(record.findings).to.deep.equal([]);
  });

  it('an unnamed animation keeps its selector; the result records the missing name', () => {
    const { record } = run(['a'], (s) => ({ ...s, animations: s.animations.map(({ name: _name, ...rest }) => rest) }));
    expect(record.prediction!.facets[0]!.result).to.deep.include({ selector: 'Animation0', source_name: null });
  });

  it('an incomplete dependency closure: one subjectless inventory facet and no prefix', () => {
    const { record } = run(['walk', 'run'], (s) => ({
      ...s,
      dependencies: { coverage: 'partial', resources: [{ kind: 'buffer', index: 1, uri: 'mesh.bin', unavailableReason: 'unreadable' }] },
    }));
    expect(record.evaluation).to.equal('not_evaluated');
    expect(record.prediction!.facets).to.have.length(1);
    expect(record.prediction!.facets[0]).to.deep.include({
      scope: { code: 'animation_asset_label_inventory' },
      state: 'required_prediction_unavailable',
      reasons: ['dependency_closure_incomplete'],
    });
  });

  it('an inventory past its 4,096-row bound is partial, not a complete prefix', () => {
    const names = Array.from({ length: 4097 }, (_, i) => `c${i}`);
    const { record, provenance } = run(names);
    expect(provenance.raw_source.animations.coverage.state).to.equal('partial');
    // Settings overflow first: the host runs no rule on a partial settings inventory.
    expect(record.prediction!.facets.map((f) => f.reasons)).to.deep.equal([['resolved_settings_overflow']]);
  });

  it('a complete, empty inventory is not applicable', () => {
    const { record } = run([]);
    expect(record).to.include({ applicability: 'not_applicable', evaluation: 'not_evaluated' });
  });
});
