import { expect } from 'chai';
import { assertValidPlugin } from '@animsmith/cli/testing';
import { PROFILE_FACT_IDS } from '@animsmith/cli/plugin';
import plugin, { PROFILES } from '../src/index.js';

describe('@animsmith/plugin-unreal', () => {
  it('is a valid plugin in the unreal namespace', () => {
    assertValidPlugin(plugin, { name: '@animsmith/plugin-unreal', namespace: 'unreal' });
  });

  it('declares revision 1 of Unreal 5.8 with the FBX importer, FBX only, no modeled settings', () => {
    expect(plugin.profiles).to.equal(PROFILES);
    expect(PROFILES.map((p) => p.profile_revision)).to.deep.equal([1, 2]);
    const [p] = PROFILES;
    expect(p).to.include({ profile: 'unreal', profile_revision: 1, engine_version: '5.8', importer: 'fbx-importer' });
    expect(p!.accepted_formats).to.deep.equal(['fbx']);
    expect(p!.settings).to.deep.equal([]);
    expect(p!.contracts).to.deep.equal({ provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' });
    expect(p!.facts.map((f) => f.id)).to.deep.equal([...PROFILE_FACT_IDS]);
    expect(p!.facts.find((f) => f.id === 'whole_end_frame_required')).to.deep.include({ state: 'known', value: true });
    expect(p!.facts.find((f) => f.id === 'unit_conversion_control')).to.deep.include({ value: 'importer_option' });
    expect(p!.sources.map((s) => s.id).sort()).to.deep.equal(['unreal-animation-sequences-5.8', 'unreal-coordinate-system-5.8', 'unreal-fbx-import-options-5.8', 'unreal-units-5.8']);
    expect(Object.keys(p!.rules ?? {})).to.deep.equal(['engine-clip-boundary']);
  });

  it('declares revision 2: revision 1\'s rule plus the importer settings with their defaults, under the revision-2 contracts', () => {
    const p = PROFILES[1]!;
    expect(p).to.include({ profile: 'unreal', profile_revision: 2, engine_version: '5.8', importer: 'fbx-importer', fact_bundle: 'urn:animsmith:engine-profile:unreal:2' });
    expect(p.contracts).to.deep.equal({ provenance: 'urn:animsmith:prediction-provenance:4', prediction: 'urn:animsmith:engine-prediction:4' });
    expect(p.settings.map((s) => [s.id, s.scope, s.default])).to.deep.equal([
      ['convert_scene', 'document', true],
      ['convert_scene_unit', 'document', false],
      ['force_front_x_axis', 'document', false],
      ['import_uniform_scale', 'document', 1],
      ['sample_rate', 'document', 'default_30'],
    ]);
    expect(p.settings.find((s) => s.id === 'sample_rate')!.domain).to.deep.equal({
      kind: 'enum_or_positive_integer',
      values: ['default_30', 'source_determined'],
      maximum: 2147483647,
    });
    expect(p.rules).to.deep.equal(PROFILES[0]!.rules);
    const sources = new Set(p.sources.map((s) => s.id));
    for (const setting of p.settings) for (const s of setting.sources) expect(sources.has(s), `${setting.id} → ${s}`).to.equal(true);
    for (const fact of p.facts) if (fact.state === 'known') for (const s of fact.sources) expect(sources.has(s), `${fact.id} → ${s}`).to.equal(true);
  });
});
