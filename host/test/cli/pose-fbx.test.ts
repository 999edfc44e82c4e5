import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { createStrictValidator, POSE_SCHEMA_ID, type PoseOutputDocument } from '@animsmith/schemas';
import { CORPUS, runCli } from '@animsmith/test-utils';
import { spanScene, TICKS } from '@animsmith/test-utils/fbx';

const FBX = path.join(CORPUS, 'fbx');
const SAUSAGE_BINARY = path.join(FBX, 'ufbx_maya_game_sausage_7500_binary_combined.fbx');
const SAUSAGE_ASCII = path.join(FBX, 'ufbx_maya_game_sausage_7500_ascii_combined.fbx');
const LEGACY = path.join(FBX, 'ufbx_maya_transformed_skin_6100_ascii.fbx');
const validate = createStrictValidator().getSchema(POSE_SCHEMA_ID)!;

async function pose(args: readonly string[]): Promise<PoseOutputDocument> {
  const r = await runCli(['pose', ...args]);
  expect(r.stderr).to.equal('');
  expect(r.status).to.equal(0);
  const doc = JSON.parse(r.stdout) as PoseOutputDocument;
  expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
  expect(r.stdout).to.equal(`${JSON.stringify(doc, null, 2)}\n`);
  return doc;
}

async function refused(args: readonly string[]): Promise<string> {
  const r = await runCli(['pose', ...args]);
  expect(r.stdout).to.equal('');
  expect(r.status).to.equal(2);
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines, r.stderr).to.have.length(1);
  return lines[0]!;
}

const translation = (doc: PoseOutputDocument, name: string): number[] => doc.nodes.find((n) => n.name === name)!.world.translation_m;

describe('animsmith pose on FBX', () => {
  const files = readdirSync(FBX).filter((f) => f.endsWith('.fbx')).sort();

  it('finds the corpus FBX files (control)', () => {
    expect(files).to.have.length(7);
  });

  for (const file of files) {
    it(`${file}: rest pose in source space, schema-valid, every Model in file order, deterministic`, async () => {
      const doc = await pose([path.join(FBX, file)]);
      expect(doc.space).to.equal('source');
      expect(doc.instant).to.deep.equal({ kind: 'rest' });
      expect(doc.source_space).to.not.equal(undefined);
      expect(doc.nodes.map((n) => n.node_index)).to.deep.equal(doc.nodes.map((_, i) => i));
      for (const n of doc.nodes) if (n.parent_node_index !== undefined) expect(n.parent_node_index).to.not.equal(n.node_index);
      expect((await runCli(['pose', path.join(FBX, file)])).stdout).to.equal(JSON.stringify(doc, null, 2) + '\n');
    });

    it(`${file}: normalized space is the loaded model (metres, no source_space)`, async () => {
      const doc = await pose(['--space', 'normalized', path.join(FBX, file)]);
      expect(doc.space).to.equal('normalized');
      expect(doc.source_space).to.equal(undefined);
      expect(doc.nodes.length).to.be.greaterThan(0);
    });
  }

  it('names the file units and axes of the source space (Maya: centimetres, +Y up)', async () => {
    expect((await pose([SAUSAGE_BINARY])).source_space).to.deep.equal({ metres_per_unit: 0.01, up_axis: '+y', front_axis: '+z', coord_axis: '+x' });
  });

  it('--time is clip time from the stack start; source_time_s is the file time', async () => {
    const doc = await pose(['--clip', 'spin', '--time', '0.25', SAUSAGE_BINARY]);
    expect(doc.instant.kind).to.equal('clip');
    if (doc.instant.kind !== 'clip') return;
    expect(doc.instant.clip).to.equal('spin');
    expect(doc.instant.time_s).to.be.closeTo(0.25, 1e-12);
    expect(doc.instant.source_time_s).to.be.closeTo(0.8333333333333334 + 0.25, 1e-9);
  });

  it('--frame N is sample N of the stack span on the file frame grid (24 fps)', async () => {
    const doc = await pose(['--clip', 'wiggle', '--frame', '2', SAUSAGE_BINARY]);
    expect(doc.instant).to.deep.include({ kind: 'clip', clip: 'wiggle', frame: 2 });
    if (doc.instant.kind !== 'clip') return;
    expect(doc.instant.time_s).to.be.closeTo(2 / 24, 1e-9);
    expect(doc.instant.source_time_s).to.be.closeTo(3 / 24, 1e-9);
    // The same instant asked for by time.
    const byTime = await pose(['--clip', 'wiggle', '--time', String(2 / 24), SAUSAGE_BINARY]);
    expect(byTime.nodes).to.deep.equal(doc.nodes);
  });

  it('binary and ASCII versions of one scene give the same pose', async () => {
    for (const args of [[], ['--clip', 'deform', '--frame', '5'], ['--clip', 'spin', '--time', '0.3']]) {
      const a = await pose([...args, SAUSAGE_BINARY]);
      const b = await pose([...args, SAUSAGE_ASCII]);
      expect(b.nodes.map((n) => n.name)).to.deep.equal(a.nodes.map((n) => n.name));
      a.nodes.forEach((n, i) => {
        n.world.translation_m.forEach((v, k) => expect(b.nodes[i]!.world.translation_m[k]).to.be.closeTo(v, 1e-5));
      });
    }
  });

  it('FBX 6.1 takes animate: the take is a clip and moves pCube1 (translation Z 4 → 2, rotation Y 0 → 45)', async () => {
    const start = await pose(['--clip', 'Take 001', '--time', '0', LEGACY]);
    const later = await pose(['--clip', 'Take 001', '--time', String(15395386000 / 46186158000), LEGACY]);
    expect(translation(start, 'pCube1')).to.deep.equal([4, 0, 4]);
    expect(translation(later, 'pCube1')[2]).to.be.closeTo(2, 1e-9);
    const q = later.nodes.find((n) => n.name === 'pCube1')!.world.rotation_xyzw;
    expect(q[1]).to.be.closeTo(Math.sin(Math.PI / 8), 1e-9);
  });

  it('text view names the instant, the file time and the units', async () => {
    const r = await runCli(['pose', '--clip', 'spin', '--frame', '1', '--format', 'text', SAUSAGE_BINARY]);
    expect(r.status).to.equal(0);
    const [header, ...lines] = r.stdout.trimEnd().split('\n');
    expect(header).to.include("clip 'spin' at 0.0416667 s (frame 1) (file time 0.875 s), source space, world translation (file units of 0.01 m, up +y)");
    expect(lines).to.have.length(5);
    expect(lines[1]).to.match(/^#1 joint1: t \(/);
  });

  describe('--time at the float32 rounding of the end (what measure reports as duration_s)', () => {
    // 119 frames at 24 fps: the end, 4.958333… s, is not a float32; measure reports 4.958333492279053.
    const end = 119 / 24;
    let file: string;
    before(() => {
      file = path.join(mkdtempSync(path.join(tmpdir(), 'animsmith-pose-fbx-')), 'end.fbx');
      writeFileSync(file, spanScene([['Take 001', 0n, (TICKS / 24n) * 119n]], 11));
    });
    it('the reported end is past the exact end (control)', async () => {
      expect(Math.fround(end)).to.equal(4.958333492279053);
      expect(Math.fround(end)).to.be.greaterThan(end);
      const r = await runCli(['measure', '--format', 'json', file]);
      expect(JSON.parse(r.stdout).files[0].measurements.clips['Take 001'].duration_s).to.equal(4.958333492279053);
    });
    it('source space: accepted and clamped to the exact end, the pose of the last frame', async () => {
      const doc = await pose(['--clip', 'Take 001', '--time', '4.958333492279053', file]);
      expect(doc.instant).to.deep.include({ time_s: end, source_time_s: end });
      expect(doc.nodes).to.deep.equal((await pose(['--clip', 'Take 001', '--frame', '119', file])).nodes);
    });
    it('normalized space: accepted, the pose of the last frame', async () => {
      const doc = await pose(['--space', 'normalized', '--clip', 'Take 001', '--time', '4.958333492279053', file]);
      expect(doc.nodes).to.deep.equal((await pose(['--space', 'normalized', '--clip', 'Take 001', '--frame', '119', file])).nodes);
    });
    it('a time past the float32 rounding is still refused', async () => {
      expect(await refused(['--clip', 'Take 001', '--time', '4.9583335', file])).to.equal("animsmith: --time 4.9583335 is outside clip 'Take 001' [0, 4.958333333333333]");
    });
  });

  describe('refusals: exit 2, one line, nothing on stdout', () => {
    it('unknown clip lists the stacks', async () => {
      expect(await refused(['--clip', 'walk', SAUSAGE_BINARY])).to.include("unknown clip 'walk' (clips: 'wiggle', 'spin', 'deform')");
    });
    it('--frame past the last sample', async () => {
      expect(await refused(['--clip', 'wiggle', '--frame', '999', SAUSAGE_BINARY])).to.match(/--frame 999 is out of range: clip 'wiggle' has frames 0\.\.\d+/);
    });
    it('--time outside the clip, negative or not a number', async () => {
      expect(await refused(['--clip', 'wiggle', '--time', '5', SAUSAGE_BINARY])).to.match(/--time 5 is outside clip 'wiggle' \[0, 0\.79/);
      expect(await refused(['--clip', 'wiggle', '--time', '-0.1', SAUSAGE_BINARY])).to.include('--time -0.1 is outside clip');
      expect(await refused(['--clip', 'wiggle', '--time', 'soon', SAUSAGE_BINARY])).to.include("--time must be a decimal number of seconds, got 'soon'");
    });
    it('mutually exclusive selections', async () => {
      expect(await refused(['--clip', 'wiggle', '--time', '0', '--frame', '1', SAUSAGE_BINARY])).to.include('--time and --frame cannot be combined');
      expect(await refused(['--rest', '--clip', 'wiggle', SAUSAGE_BINARY])).to.include('--rest cannot be combined');
      expect(await refused(['--frame', '1', SAUSAGE_BINARY])).to.include('--frame requires --clip');
    });
    it('a missing file', async () => {
      expect(await refused([path.join(FBX, 'nope.fbx')])).to.include('nope.fbx');
    });
  });
});
