/**
 * `inspect` on a HumanIK export built in code: which profile won and why, role → bone, joints
 * apart from helper nodes, the file's unit, up axis and frame rate next to the model's, and each
 * clip's key range next to its stack range — as text, and as the versioned JSON document.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { createStrictValidator, INSPECT_SCHEMA_ID } from '@animsmith/schemas';
import type { FbxWriteNode } from '../../../plugins/fbx/src/binary-writer.js';
import { curve, curveNode, layer, model, oo, op, sceneBytes, stack, TICKS, vec } from '@animsmith/test-utils/fbx';
import { runCli } from '@animsmith/test-utils';

const validate = createStrictValidator().getSchema(INSPECT_SCHEMA_ID)!;
const FRAME30 = TICKS / 30n;

const CHAIN = ['Reference', 'Hips', 'Spine', 'Spine1', 'Neck', 'Head'];
const LEGS = ['LeftUpLeg', 'LeftLeg', 'LeftFoot', 'LeftToeBase', 'RightUpLeg', 'RightLeg', 'RightFoot', 'RightToeBase'];

/** Character1_* joints, a helper camera null at the root, keys to frame 20 in a stack to frame 25 (Maya's case). */
function humanIkScene(): Uint8Array {
  const objects: FbxWriteNode[] = [];
  const connections: FbxWriteNode[] = [];
  let id = 1n;
  const add = (name: string, parent: bigint, subclass = 'LimbNode'): bigint => {
    const own = id++;
    objects.push(model(own, name, [vec('Lcl Translation', 0, 10, 0)], subclass));
    connections.push(oo(own, parent));
    return own;
  };
  let parent = 0n;
  const ids = new Map<string, bigint>();
  for (const name of CHAIN) ids.set(name, (parent = add(`Character1_${name}`, parent)));
  for (const name of LEGS) ids.set(name, add(`Character1_${name}`, ids.get('Hips')!));
  add('camera_rig', 0n, 'Null');
  objects.push(stack(1000n, 'Take 001', 0n, 25n * FRAME30), layer(1001n), curveNode(1002n, 'R', [0, 0, 0]), curve(1003n, [0n, 20n * FRAME30], [0, 45]));
  connections.push(oo(1001n, 1000n), oo(1002n, 1001n), op(1002n, ids.get('Hips')!, 'Lcl Rotation'), op(1003n, 1002n, 'd|Y'));
  return sceneBytes({ globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 6]], objects, connections });
}

describe('inspect shows what an animator asks first', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'animsmith-inspect-'));
  const file = path.join(dir, 'hik.fbx');
  writeFileSync(file, humanIkScene());

  it('prints the winning profile and why, role → bone, joints apart from helpers, units, frame rate and key vs stack range', async () => {
    const result = await runCli(['inspect', file]);
    expect(result.stderr).to.equal('');
    const lines = result.stdout.split('\n');
    // No hands in this rig: every other role resolves, and the outcome says coverage.
    expect(lines).to.include('rig profile: humanik (8 roles, coverage)');
    expect(lines.find((l) => l.startsWith('  why: '))).to.match(/^ {2}why: auto: Autodesk HumanIK .*: humanik \(14 distinctive of 14 matching bones\)$/);
    expect(lines).to.include.members(['  hips -> Character1_Hips', '  left_toe -> Character1_LeftToeBase', '  root -> Character1_Reference']);
    expect(lines).to.include('skeleton: 14 joints (15 nodes: 0 mesh, 1 helper)');
    expect(lines.some((l) => l.endsWith('camera_rig [helper]'))).to.equal(true);
    expect(lines).to.include('space: source 0.01 m/unit, up +y; normalized 1 m/unit, up +y');
    expect(lines).to.include('frame rate: 30 fps (time_mode)');
    expect(lines.find((l) => l.startsWith("  'Take 001'"))).to.equal("  'Take 001': 0.833333 s, 2 keys, 1 channel; keys 0–0.666667 s of range 0–0.833333 s");
  });

  it('writes the same facts as a versioned JSON document that validates against inspect v1', async () => {
    const result = await runCli(['inspect', '--format', 'json', file]);
    expect(result.stderr).to.equal('');
    const document = JSON.parse(result.stdout);
    expect(validate(document), JSON.stringify(validate.errors)).to.equal(true);
    expect(document.rig).to.deep.include({ profile: 'humanik', outcome: 'coverage' });
    expect(document.rig.roles).to.deep.include({ hips: 'Character1_Hips', left_foot: 'Character1_LeftFoot', root: 'Character1_Reference' });
    expect(document.space).to.deep.equal({ source_metres_per_unit: 0.01, source_up: '+y', normalized_metres_per_unit: 1, normalized_up: '+y', planar_unit: null });
    expect(document.frame_rate).to.deep.equal({ source: 30, origin: 'time_mode' });
    expect([document.nodes.joints, document.nodes.meshes, document.nodes.helpers]).to.deep.equal([14, 0, 1]);
    const [clip] = document.clips;
    expect(clip).to.deep.include({ name: 'Take 001', authored_keys: 2, bone_tracks: 1, morph_weight_channels: 0, declared_fps: null });
    expect(clip.key_range).to.deep.equal({ first_s: 0, last_s: Math.fround(20 / 30), key_count: 2, outside_range: 0 });
    expect(clip.stack_range).to.deep.include({ start_s: 0, source: 'local' });
    expect(clip.stack_range.stop_s).to.be.closeTo(25 / 30, 1e-9);
  });
});
