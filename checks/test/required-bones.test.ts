import { expect } from 'chai';
import { buildDocument, CheckTester } from '@animsmith/cli/testing';
import check from '../src/required-bones.js';

const skeleton = buildDocument({
  bones: [
    { name: 'root' },
    { name: 'hips', parent: 'root' },
    { name: 'weapon_socket', parent: 'hips' },
    { name: 'ik_hand_l', parent: 'root' },
  ],
});
/** Two bones named `socket` (e.g. one per imported sub-rig). */
const duplicated = buildDocument({
  bones: [{ name: 'root' }, { name: 'socket', parent: 'root' }, { name: 'socket', parent: 'root' }, { name: 'Hips', parent: 'root' }],
});
const boneless = buildDocument({ bones: [] });

new CheckTester().run('required-bones', check, {
  valid: [
    { name: 'no required bones declared', document: skeleton, applicability: 'not_applicable' },
    { name: 'empty declaration is no policy', document: boneless, contract: { requiredBones: [] }, applicability: 'not_applicable' },
    { name: 'every required bone present once', document: skeleton, contract: { requiredBones: ['root', 'weapon_socket', 'ik_hand_l'] } },
    { name: 'a repeated declaration is one requirement', document: skeleton, contract: { requiredBones: ['hips', 'hips'] } },
    // Required bones need not be animated by any clip: the skeleton has no clips at all here.
    { name: 'static bones without clips satisfy the contract', document: skeleton, contract: { requiredBones: ['weapon_socket'] } },
    {
      name: 'no skeleton is a gap, not a pass or a finding',
      document: boneless,
      contract: { requiredBones: ['root', 'hips'] },
      evaluation: 'not_evaluated',
      gaps: ['skeleton_unavailable', 'skeleton_unavailable'],
    },
  ],
  invalid: [
    {
      name: 'missing bone',
      document: skeleton,
      contract: { requiredBones: ['root', 'spine'] },
      errors: [{ messageId: 'missingBone', severity: 'error', bone: 'spine', measured: 0, expected: 1 }],
    },
    {
      name: 'matching is exact: no case folding',
      document: skeleton,
      contract: { requiredBones: ['Hips'] },
      errors: [{ messageId: 'missingBone', bone: 'Hips' }],
    },
    {
      name: 'matching is exact: no namespace stripping',
      document: skeleton,
      contract: { requiredBones: ['mixamorig:hips'] },
      errors: [{ messageId: 'missingBone', bone: 'mixamorig:hips' }],
    },
    {
      name: 'matching is exact: no glob',
      document: skeleton,
      contract: { requiredBones: ['weapon_*'] },
      errors: [{ messageId: 'missingBone', bone: 'weapon_*' }],
    },
    {
      name: 'ambiguous name',
      document: duplicated,
      contract: { requiredBones: ['socket', 'Hips'] },
      errors: [{ messageId: 'ambiguousBone', severity: 'error', bone: 'socket', measured: 2, expected: 1 }],
    },
    {
      name: 'missing and ambiguous in declaration order, duplicates reported once',
      document: duplicated,
      contract: { requiredBones: ['socket', 'hand_r', 'socket', 'hand_r'] },
      errors: [
        { messageId: 'ambiguousBone', bone: 'socket' },
        { messageId: 'missingBone', bone: 'hand_r' },
      ],
    },
    {
      name: 'severity override',
      document: skeleton,
      severity: 'warning',
      contract: { requiredBones: ['spine'] },
      errors: [{ messageId: 'missingBone', severity: 'warning' }],
    },
  ],
});

describe('required-bones (scopes)', () => {
  it('completes one required_bone_presence scope per distinct name, found or not', () => {
    const { record } = CheckTester.evaluate('required-bones', check, {
      name: 'scopes',
      document: duplicated,
      contract: { requiredBones: ['root', 'socket', 'spine', 'root'] },
    });
    expect(record.evaluated_scopes).to.deep.equal([
      { code: 'required_bone_presence', subject: 'root' },
      { code: 'required_bone_presence', subject: 'socket' },
      { code: 'required_bone_presence', subject: 'spine' },
    ]);
    expect(record.findings.every((f) => f.clip === undefined)).to.equal(true);
  });

  it('names each unchecked requirement in its skeleton_unavailable gap scope', () => {
    const { record } = CheckTester.evaluate('required-bones', check, {
      name: 'gaps',
      document: boneless,
      contract: { requiredBones: ['root', 'root', 'hips'] },
    });
    expect(record.gaps?.map((g) => g.scope)).to.deep.equal([
      { code: 'required_bone_presence', subject: 'root' },
      { code: 'required_bone_presence', subject: 'hips' },
    ]);
    expect(record.evaluated_scopes).to.equal(undefined);
  });
});
