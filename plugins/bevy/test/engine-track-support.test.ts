import { expect } from 'chai';
import { buildDocument, syntheticSource } from '@animsmith/cli/testing';
import { provenanceSection, type EngineProfileDefinition, type SourceAnimation, type SourceDocument } from '@animsmith/cli/plugin';
import { REVISION_3 } from '../src/profiles.js';
import { PROVENANCE_ROW_LIMIT as CHANNEL_LIMIT } from '@animsmith/cli/plugin';
import { facetRows, runValidatedRule } from './facets.js';


const animation = (index: number, channels: number, name?: string): SourceAnimation => ({
  index,
  ...(name !== undefined ? { name } : {}),
  channels: Array.from({ length: channels }, (_, i) => ({ index: i, sampler: i, target: { kind: 'node', node: 0, path: 'rotation' }, keyCount: 2 })),
});

interface Case {
  readonly animations: readonly SourceAnimation[];
  readonly settings?: Record<string, boolean>;
  readonly edit?: (source: SourceDocument) => SourceDocument;
  readonly profile?: EngineProfileDefinition;
}

function run({ animations, settings, edit = (s) => s, profile = REVISION_3 }: Case) {
  // The document's clips only drive per-clip settings rows (none in revision 3): one is enough.
  const document = buildDocument({ bones: [{ name: 'root' }], clips: animations.length > 0 ? [{ name: 'clip', tracks: [] }] : [] });
  const source = edit({ ...syntheticSource(document), format: 'glb', animations });
  return runValidatedRule({
    profile,
    ruleId: 'engine-track-support',
    document,
    source,
    ...(settings ? { config: { engine: { settings } } } : {}),
  });
}

const TWO = [animation(0, 3, 'walk'), animation(1, 2)];

const setting = (setting_id: string, value: boolean) => ({ kind: 'resolved_setting', location: { scope: 'document' }, setting_id, value });

describe('engine-track-support (Bevy rev 3)', () => {
  it('both gates open by default: one stable runtime-survival facet, no per-animation claim', () => {
    const { record, incident } = run({ animations: TWO });
    expect(incident).to.equal(undefined);
    expect(facetRows(record.prediction!.facets)).to.deep.equal([
      ['animation_runtime_survival', null, 'required_prediction_unavailable', 'bevy:runtime_survival_unproven'],
    ]);
    expect(record.prediction!.facets[0]!.basis.references).to.deep.equal([
      { kind: 'profile_fact', fact_id: 'animation_channel_handling' },
      setting('bevy_animation_feature', true),
      setting('load_animations', true),
    ]);
    expect(record.evaluation).to.equal('not_evaluated');
    expect(record.findings).to.deep.equal([]);
    // Stable: the same facet, byte for byte, whatever the inventory holds.
    const other = run({ animations: [animation(0, 9, 'run')] });
    expect(JSON.stringify(other.record.prediction!.facets)).to.equal(JSON.stringify(record.prediction!.facets));
  });

  it('load_animations = false drops every animation and channel row: negative outcomes, not findings', () => {
    const { record } = run({ animations: TWO, settings: { load_animations: false } });
    expect(record.evaluation).to.equal('complete');
    expect(record.findings).to.deep.equal([]);
    const facets = record.prediction!.facets;
    expect(facetRows(facets)).to.deep.equal([
      ['animation_track_support', 'Animation0', 'available', ''],
      ['animation_track_support', 'Animation1', 'available', ''],
    ]);
    expect(facets.map((f) => f.result)).to.deep.equal([
      { kind: 'track_support', selector: 'Animation0', source_animation_index: 0, source_name: 'walk', outcome: 'dropped', gate: 'load_animations', dropped_channel_count: 3 },
      { kind: 'track_support', selector: 'Animation1', source_animation_index: 1, source_name: null, outcome: 'dropped', gate: 'load_animations', dropped_channel_count: 2 },
    ]);
    expect(facets[1]!.basis.references).to.deep.equal([
      { kind: 'profile_fact', fact_id: 'animation_channel_handling' },
      { kind: 'primary_source', source_id: 'bevy-cargo-features-0.19.0' },
      { kind: 'primary_source', source_id: 'bevy-gltf-loader-settings-0.19.0' },
      setting('bevy_animation_feature', true),
      setting('load_animations', false),
      { kind: 'raw_source', domain: 'animation_inventory', key: 'animation:1', field: 'channel_count', value: 2 },
    ]);
  });

  for (const load of [true, false]) {
    it(`the compiled feature gate takes precedence (load_animations = ${load})`, () => {
      const { record } = run({ animations: TWO, settings: { bevy_animation_feature: false, load_animations: load } });
      const facets = record.prediction!.facets;
      expect(facets.map((f) => (f.result?.kind === 'track_support' ? f.result.gate : undefined))).to.deep.equal(['bevy_animation_feature', 'bevy_animation_feature']);
      // Only the deciding gate is basis: load_animations was never consulted.
      expect(facets[0]!.basis.references.filter((r) => r.kind === 'resolved_setting')).to.deep.equal([setting('bevy_animation_feature', false)]);
    });
  }

  for (const settings of [undefined, { load_animations: false }]) {
    it(`a complete, empty inventory is not applicable (${JSON.stringify(settings ?? 'defaults')})`, () => {
      const { record } = run({ animations: [], ...(settings ? { settings } : {}) });
      expect(record).to.include({ applicability: 'not_applicable', evaluation: 'not_evaluated' });
      expect(record.prediction).to.equal(undefined);
    });
  }

  it('an incomplete same-load closure: exactly one subjectless inventory facet, no prefix, even when a gate is closed', () => {
    const partial = (s: SourceDocument): SourceDocument => ({
      ...s,
      dependencies: { coverage: 'partial', resources: [{ kind: 'buffer', index: 0, uri: 'anim.bin', unavailableReason: 'unreadable' }] },
    });
    for (const animations of [TWO, []]) {
      const { record } = run({ animations, settings: { load_animations: false }, edit: partial });
      expect(facetRows(record.prediction!.facets)).to.deep.equal([
        ['animation_track_inventory', null, 'required_prediction_unavailable', 'dependency_closure_incomplete'],
      ]);
      expect(record.evaluation).to.equal('not_evaluated');
    }
  });

  it(`channel coverage is independent: ${CHANNEL_LIMIT + 1} channels in one animation make the inventory partial`, () => {
    const { record } = run({ animations: [animation(0, 1), animation(1, CHANNEL_LIMIT + 1)], settings: { load_animations: false } });
    expect(facetRows(record.prediction!.facets)).to.deep.equal([
      ['animation_track_inventory', null, 'required_prediction_unavailable', 'bevy:channel_coverage_incomplete'],
    ]);
  });

  it(`${CHANNEL_LIMIT} channels are still a complete inventory`, () => {
    const { record } = run({ animations: [animation(0, CHANNEL_LIMIT)], settings: { load_animations: false } });
    expect(record.prediction!.facets[0]!.result).to.deep.include({ dropped_channel_count: CHANNEL_LIMIT });
  });

  it('an animation inventory past its bound is partial, never a retained prefix', () => {
    const many = Array.from({ length: 4097 }, (_, i) => animation(i, 0));
    const { record, provenance } = run({ animations: many, settings: { load_animations: false } });
    expect(provenanceSection(provenance, 'animation_inventory')!.coverage).to.deep.include({ state: 'partial', observed: 4097, retained: 4096 });
    expect(facetRows(record.prediction!.facets)).to.deep.equal([['animation_track_inventory', null, 'required_prediction_unavailable', 'raw_source_incomplete']]);
  });

  it('a profile without the gate settings gets a typed unavailable facet, not a guess', () => {
    const bare: EngineProfileDefinition = { ...REVISION_3, settings: [] };
    const { record } = run({ animations: TWO, profile: bare });
    expect(facetRows(record.prediction!.facets)).to.deep.equal([
      ['animation_runtime_survival', null, 'required_prediction_unavailable', 'bevy:gate_setting_unresolved'],
    ]);
  });
});
