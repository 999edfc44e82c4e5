import { expect } from 'chai';
import { assertValidPlugin } from '@animsmith/cli/testing';
import { PROFILE_FACT_IDS } from '@animsmith/cli/plugin';
import plugin, { PROFILES } from '../src/index.js';

describe('@animsmith/plugin-unity', () => {
  it('is a valid plugin in the unity namespace', () => {
    assertValidPlugin(plugin, { name: '@animsmith/plugin-unity', namespace: 'unity' });
  });

  it('declares Generic revisions 1 and 2 and Humanoid revision 1 of Unity 6000.3 (FBX only)', () => {
    expect(plugin.profiles).to.equal(PROFILES);
    expect(PROFILES.map((p) => [p.profile, p.profile_revision, p.contracts.provenance])).to.deep.equal([
      ['unity-generic', 1, 'urn:animsmith:prediction-provenance:3'],
      ['unity-generic', 2, 'urn:animsmith:prediction-provenance:6'],
      ['unity-humanoid', 1, 'urn:animsmith:prediction-provenance:3'],
    ]);
    for (const p of PROFILES) {
      expect(p).to.include({ engine_version: '6000.3', importer: 'fbx-model-importer' });
      expect(p.accepted_formats).to.deep.equal(['fbx']);
      expect(p.facts.map((f) => f.id)).to.deep.equal([...PROFILE_FACT_IDS]);
    }
  });

  it('revision 1 requires every setting; Generic revision 2 has Unity defaults except the root motion source', () => {
    const [generic1, generic2, humanoid] = PROFILES;
    expect(generic1!.settings.every((s) => s.default === undefined)).to.equal(true);
    expect(generic2!.settings.map((s) => [s.id, s.scope, s.default])).to.deep.equal([
      ['bake_axis_conversion', 'document', false],
      ['convert_units', 'document', true],
      ['root_motion_source', 'document', undefined],
      ['root_position_xz', 'clip', 'extract'],
      ['root_position_y', 'clip', 'extract'],
      ['root_rotation', 'clip', 'extract'],
    ]);
    expect(humanoid!.settings.map((s) => s.id)).to.not.include('root_motion_source');
  });

  it('only Generic revision 2 carries engine-root-motion', () => {
    expect(PROFILES.map((p) => Object.keys(p.rules ?? {}))).to.deep.equal([[], ['engine-root-motion'], []]);
  });
});
