import { expect } from 'chai';
import { resolveRig } from '../../src/rig/resolve-rig.js';
import { buildDocument } from '../../src/testing/build-document.js';

const bones = (...names: string[]) => buildDocument({ bones: names.map((name) => ({ name })) }).bones;

const MANNEQUIN = ['root', 'pelvis', 'spine_01', 'head', 'foot_l', 'foot_r', 'ball_l', 'ball_r', 'hand_l', 'hand_r'];

describe('rig role resolution', () => {
  it('resolves every role of a complete profile exactly', () => {
    const rig = resolveRig(bones(...MANNEQUIN));
    expect(rig.profile).to.equal('ue-mannequin');
    expect(rig.outcome).to.equal('resolved');
    expect(rig.roles).to.include({ root: 0, hips: 1, left_foot: 4, right_foot: 5 });
    expect(Object.values(rig.policies)).to.deep.equal(new Array(10).fill('exact'));
  });

  it('falls back to a unique ASCII case-insensitive match, and says so', () => {
    const rig = resolveRig(bones('MIXAMORIG:HIPS', 'mixamorig:LeftFoot', 'mixamorig:RightFoot'));
    expect(rig.profile).to.equal('mixamo');
    expect(rig.roles.hips).to.equal(0);
    expect(rig.policies).to.deep.equal({ hips: 'ascii_case_insensitive', left_foot: 'exact', right_foot: 'exact' });
    expect(rig.outcome).to.equal('coverage');
  });

  it('does not fold beyond ASCII', () => {
    const rig = resolveRig(bones('PELVİS', 'foot_l', 'foot_r'), { profile: 'ue-mannequin' });
    expect(rig.roles.hips).to.equal(undefined);
  });

  it('leaves a name matching several bones unresolved', () => {
    expect(resolveRig(bones('pelvis', 'pelvis', 'foot_l', 'foot_r'), { profile: 'ue-mannequin' }).outcome).to.equal('ambiguous_exact_match');
    const folded = resolveRig(bones('Pelvis', 'PELVIS', 'foot_l', 'foot_r'), { profile: 'ue-mannequin' });
    expect(folded.outcome).to.equal('ambiguous_folded_match');
    expect(folded.roles.hips).to.equal(undefined);
  });

  it('refuses two roles claiming one bone', () => {
    const rig = resolveRig(bones('pelvis', 'foot_l', 'foot_r'), { profile: 'ue-mannequin', roles: { root: 'pelvis' } });
    expect(rig.outcome).to.equal('role_collision');
    expect(rig.roles.root).to.equal(undefined);
    expect(rig.roles.hips).to.equal(undefined);
    expect(rig.profile).to.equal('ue-mannequin+custom');
  });

  it('reports a tie between built-in profiles as ambiguous instead of picking one', () => {
    const rig = resolveRig(bones('pelvis', 'foot_l', 'mixamorig:Hips', 'mixamorig:LeftFoot'));
    expect(rig.outcome).to.equal('ambiguous_profile');
    expect(rig.profile).to.equal('unknown');
    expect(rig.roles).to.deep.equal({});
  });

  it('matches inline roles exactly and marks them explicit', () => {
    const rig = resolveRig(bones('Hip', 'LFoot', 'RFoot'), { profile: 'none', roles: { hips: 'Hip', left_foot: 'LFoot', right_foot: 'rfoot' } });
    expect(rig.profile).to.equal('custom');
    expect(rig.roles).to.deep.equal({ hips: 0, left_foot: 1 });
    expect(rig.policies).to.deep.equal({ hips: 'explicit', left_foot: 'explicit' });
    expect(rig.outcome).to.equal('coverage');
  });

  it('reports coverage when nothing resolves', () => {
    const rig = resolveRig(bones('a', 'b'));
    expect(rig).to.deep.equal({ profile: 'unknown', roles: {}, policies: {}, outcome: 'coverage' });
  });
});
