import { expect } from 'chai';
import path from 'node:path';
import { createStrictValidator, POSE_SCHEMA_ID, type PoseOutputDocument } from '@animsmith/schemas';
import { analyzeFile } from '../../src/engine/analyze.js';
import { openSession } from '../../src/engine/session.js';
import { sampleClip } from '../../src/sample/sampler.js';
import { CORPUS, REPO, runCli } from '@animsmith/test-utils';

const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');
const WALK = path.join(REPO, 'examples/walk.glb');
const validate = createStrictValidator().getSchema(POSE_SCHEMA_ID)!;

async function pose(args: readonly string[]): Promise<PoseOutputDocument> {
  const r = await runCli(['pose', ...args]);
  expect(r.stderr).to.equal('');
  expect(r.status).to.equal(0);
  expect(r.stdout.endsWith('}\n')).to.equal(true);
  const doc = JSON.parse(r.stdout) as PoseOutputDocument;
  expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
  expect(r.stdout).to.equal(`${JSON.stringify(doc, null, 2)}\n`);
  return doc;
}

function expectNear(actual: readonly number[], expected: readonly number[], what: string): void {
  expect(actual.length, what).to.equal(expected.length);
  actual.forEach((a, i) => expect(a, `${what}[${i}]`).to.be.closeTo(expected[i]!, 1e-5 * Math.max(1, Math.abs(expected[i]!))));
}

async function foxGrid(clipName: string) {
  const session = await openSession(REPO, undefined);
  const { services } = await analyzeFile(session, FOX);
  const clipIndex = services.document.clips.findIndex((c) => c.name === clipName);
  return { document: services.document, grid: sampleClip(services.document, clipIndex)! };
}

describe('animsmith pose', () => {
  it('Fox rest pose: schema-valid, node_index order, translations equal measure skeleton_nodes', async () => {
    const doc = await pose([FOX]);
    expect(doc.schema).to.equal('urn:animsmith:schema:pose:1');
    expect(doc.instant).to.deep.equal({ kind: 'rest' });
    expect(doc.space).to.equal('source');
    expect(doc.input.bytes).to.equal(162852);
    const measured = JSON.parse((await runCli(['measure', FOX])).stdout).files[0].measurements.skeleton_nodes as {
      node_index: number;
      name?: string;
      parent_node_index?: number;
      rest_world_translation_m: number[];
    }[];
    expect(doc.nodes.map((n) => n.node_index)).to.deep.equal(measured.map((n) => n.node_index));
    for (const [i, node] of doc.nodes.entries()) {
      expect(node.name).to.equal(measured[i]!.name);
      expect(node.parent_node_index).to.equal(measured[i]!.parent_node_index);
      expectNear(node.world.translation_m, measured[i]!.rest_world_translation_m, `node ${node.node_index}`);
    }
  });

  it('is deterministic and records --space', async () => {
    const a = (await runCli(['pose', '--clip', 'Walk', '--time', '0.3', FOX])).stdout;
    expect((await runCli(['pose', '--clip', 'Walk', '--time', '0.3', FOX])).stdout).to.equal(a);
    expect((await pose(['--space', 'normalized', FOX])).space).to.equal('normalized');
  });

  it('Fox --clip Walk --frame 0 equals pose grid frame 0 (scene roots carry no transform, so model = world)', async () => {
    const doc = await pose(['--clip', 'Walk', '--frame', '0', FOX]);
    expect(doc.instant).to.deep.equal({ kind: 'clip', clip: 'Walk', time_s: 0, frame: 0 });
    const { document, grid } = await foxGrid('Walk');
    // Every root's world is identity at rest, so the model space of the grid is the world space.
    const rest = await pose([FOX]);
    for (const node of rest.nodes.filter((n) => n.parent_node_index === undefined)) {
      expect(node.world).to.deep.equal({ translation_m: [0, 0, 0], rotation_xyzw: [0, 0, 0, 1], scale: [1, 1, 1] });
    }
    for (const bone of document.bones) {
      const node = doc.nodes.find((n) => n.node_index === bone.sourceNode)!;
      expect(node.world.translation_m).to.deep.equal(Array.from(grid.positions.subarray(bone.index * 3, bone.index * 3 + 3)));
      expect(node.world.rotation_xyzw).to.deep.equal(Array.from(grid.rotations.subarray(bone.index * 4, bone.index * 4 + 4)));
    }
  });

  it('Fox --clip Walk --time at a key time equals the grid at that frame; the default time is 0', async () => {
    const { document, grid } = await foxGrid('Walk');
    const f = 5;
    const t = grid.times[f]!;
    const doc = await pose(['--clip', 'Walk', '--time', String(t), FOX]);
    expect(doc.instant).to.deep.equal({ kind: 'clip', clip: 'Walk', time_s: t });
    const framed = await pose(['--clip', 'Walk', '--frame', String(f), FOX]);
    expect(framed.nodes).to.deep.equal(doc.nodes);
    for (const bone of document.bones) {
      const node = doc.nodes.find((n) => n.node_index === bone.sourceNode)!;
      const base = f * grid.boneCount;
      expect(node.world.translation_m).to.deep.equal(Array.from(grid.positions.subarray((base + bone.index) * 3, (base + bone.index) * 3 + 3)));
      expect(node.world.rotation_xyzw).to.deep.equal(Array.from(grid.rotations.subarray((base + bone.index) * 4, (base + bone.index) * 4 + 4)));
    }
    const last = await pose(['--clip', 'Walk', '--frame', String(grid.frameCount - 1), FOX]);
    expect(last.instant).to.include({ time_s: grid.times[grid.frameCount - 1] });
    expect((await pose(['--clip', 'Walk', FOX])).nodes).to.deep.equal((await pose(['--clip', 'Walk', '--frame', '0', FOX])).nodes);
  });

  it("Fox --clip Walk --time at measure's duration_s is the last frame; just past it is refused", async () => {
    const { grid } = await foxGrid('Walk');
    const r = await runCli(['measure', '--format', 'json', FOX]);
    const duration = JSON.parse(r.stdout).files[0].measurements.clips.Walk.duration_s as number;
    expect(duration).to.equal(grid.times[grid.frameCount - 1]);
    const doc = await pose(['--clip', 'Walk', '--time', String(duration), FOX]);
    expect(doc.instant).to.deep.equal({ kind: 'clip', clip: 'Walk', time_s: duration });
    expect(doc.nodes).to.deep.equal((await pose(['--clip', 'Walk', '--frame', String(grid.frameCount - 1), FOX])).nodes);
    const past = await runCli(['pose', '--clip', 'Walk', '--time', String(duration + 1e-3), FOX]);
    expect(past.status).to.equal(2);
    expect(past.stderr).to.match(/outside clip 'Walk'/);
  });

  it('examples/walk.glb feet at t = 0.25 match the generator formula', async () => {
    // pelvis (0,1,0); feet at rest (±0.1,-1,0) ± (0, 0.05 sin 2πt, 0.15 sin 2πt); sin(π/2) = 1.
    const doc = await pose(['--clip', 'walk', '--time', '0.25', WALK]);
    const byName = new Map(doc.nodes.map((n) => [n.name, n.world]));
    expectNear(byName.get('pelvis')!.translation_m, [0, 1, 0], 'pelvis');
    expectNear(byName.get('foot_l')!.translation_m, [0.1, 1 - 1 + 0.05, 0.15], 'foot_l');
    expectNear(byName.get('foot_r')!.translation_m, [-0.1, 1 - 1 - 0.05, -0.15], 'foot_r');
    expect(byName.get('foot_l')!.rotation_xyzw).to.deep.equal([0, 0, 0, 1]);
    expect(byName.get('foot_l')!.scale).to.deep.equal([1, 1, 1]);
  });

  it('renders text one line per node', async () => {
    const r = await runCli(['pose', '--clip', 'walk', '--time', '0.25', '--format', 'text', WALK]);
    expect(r.status).to.equal(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).to.contain("clip 'walk' at 0.25 s");
    expect(lines.slice(1)).to.deep.equal([
      '#0 pelvis: t (0, 1, 0) r (0, 0, 0, 1) s (1, 1, 1)',
      '#1 foot_l: t (0.1, 0.05, 0.15) r (0, 0, 0, 1) s (1, 1, 1)',
      '#2 foot_r: t (-0.1, -0.05, -0.15) r (0, 0, 0, 1) s (1, 1, 1)',
    ]);
  });

  const errors: [string, string[], RegExp][] = [
    ['unknown clip (names listed)', ['--clip', 'Nope', FOX], /unknown clip 'Nope' \(clips: 'Survey', 'Walk', 'Run'\)/],
    ['--time outside the clip', ['--clip', 'Walk', '--time', '5', FOX], /outside clip 'Walk'/],
    ['negative --time', ['--clip', 'Walk', '--time', '-0.1', FOX], /outside clip 'Walk'/],
    ['non-finite --time', ['--clip', 'Walk', '--time', 'NaN', FOX], /finite/],
    ['infinite --time', ['--clip', 'Walk', '--time', 'Infinity', FOX], /finite/],
    ['--frame out of range', ['--clip', 'Walk', '--frame', '999', FOX], /out of range/],
    ['--frame not an integer', ['--clip', 'Walk', '--frame', '1.5', FOX], /non-negative integer/],
    ['--time with --frame', ['--clip', 'Walk', '--time', '0', '--frame', '0', FOX], /cannot be combined/],
    ['--rest with --clip', ['--rest', '--clip', 'Walk', FOX], /--rest cannot be combined/],
    ['--rest with --time', ['--rest', '--time', '0', FOX], /--rest cannot be combined/],
    ['--time without --clip', ['--time', '0', FOX], /requires --clip/],
    ['a missing FBX file', ['model.fbx'], /cannot read model\.fbx: /],
  ];
  for (const [what, args, message] of errors) {
    it(`exits 2 with one line for ${what}`, async () => {
      const r = await runCli(['pose', ...args]);
      expect(r.status).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr).to.match(message);
      expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
    });
  }
});
