import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createStrictValidator, OUTPUT_SCHEMA_ID, readDiffOutputDocument } from '@animsmith/schemas';
import { writeAsciiFbx } from '../../../plugins/fbx/src/ascii-writer.js';
import { writeBinaryFbx, type FbxWriteNode } from '../../../plugins/fbx/src/binary-writer.js';
import { curve, curveNode, FRAME24, layer, model, node, oo, op, stack, vec } from '@animsmith/test-utils/fbx';
import { REPO, runCli } from '@animsmith/test-utils';
import { BASE_RIG, rigGlb, tempDir, writeTemp, type RigClip } from './rig-glb.js';

const validate = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID)!;
const WALK = path.join(REPO, 'examples/walk.glb');
const WALK_CUT = path.join(REPO, 'examples/walk-cut.glb');

interface DiffJson {
  command: string;
  inputs: { before: { kind: string }; after: { kind: string } };
  summary: { deltas: number };
  deltas: { clip: string | null; metric: string; before?: number; after?: number; note: string }[];
}

/** `diff --format json`: the exit status and the document, checked against the schema and the strict reader. */
async function diffJson(before: string, after: string): Promise<{ status: number | null; doc: DiffJson }> {
  const r = await runCli(['diff', '--format', 'json', before, after]);
  expect(r.stderr).to.equal('');
  const doc = JSON.parse(r.stdout) as DiffJson;
  expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
  expect(readDiffOutputDocument(r.stdout).command).to.equal('diff');
  return { status: r.status, doc };
}

async function measureJson(dir: string, asset: string, name: string): Promise<string> {
  const r = await runCli(['measure', '--format', 'json', asset]);
  expect(r.status, r.stderr).to.equal(0);
  return writeTemp(dir, name, r.stdout);
}

/** A one-clip walk on BASE_RIG lasting `seconds`. */
function walkClip(name: string, seconds: number): RigClip {
  const times = Array.from({ length: 9 }, (_, k) => (k * seconds) / 8);
  return { name, node: 'foot_l', times, values: times.map((t) => [0.1, -1, 0.15 * Math.sin((2 * Math.PI * t) / seconds)] as const) };
}

/** A two-bone FBX scene with a rotation stack whose numbers need more digits than SDK ASCII prints. */
function twinScene(): FbxWriteNode[] {
  const frames = Array.from({ length: 9 }, (_, k) => BigInt(k) * FRAME24);
  return [
    node('Objects', [], [
      model(1n, 'hips', [vec('Lcl Translation', 0, 100.123456789012, 0)]),
      model(2n, 'spine', [vec('Lcl Translation', 0, 20 / 3, 0), vec('Lcl Rotation', 1 / 7, 2 / 7, 3 / 7)]),
      stack(3n, 'wave', 0n, frames[frames.length - 1]!),
      layer(4n),
      curveNode(5n, 'R', [0, 0, 0]),
      curve(6n, frames, frames.map((_, k) => Math.sin(k * 0.7) * 57.29577951 + 1 / 3)),
    ]),
    node('Connections', [], [oo(1n, 0n), oo(2n, 1n), oo(4n, 3n), oo(5n, 4n), op(5n, 2n, 'Lcl Rotation'), op(6n, 5n, 'd|X')]),
  ];
}

describe('animsmith diff', function () {
  this.timeout(120000);

  it('an asset against itself: exit 0, no deltas, a valid output-v19 diff document', async () => {
    const { status, doc } = await diffJson(WALK, WALK);
    expect(status).to.equal(0);
    expect(doc.deltas).to.deep.equal([]);
    expect(doc.summary.deltas).to.equal(0);
    expect(doc.inputs.before.kind).to.equal('asset');
  });

  it('examples/walk.glb against walk-cut.glb: exit 1 naming the loop-continuity and seam deltas (the two last 1 s, so no duration delta)', async () => {
    const { status, doc } = await diffJson(WALK, WALK_CUT);
    expect(status).to.equal(1);
    const metrics = doc.deltas.map((d) => d.metric);
    expect(metrics).to.include('loop_continuity.bones[1].position_delta_m');
    expect(metrics).to.include('loop_continuity.bones[2].position_delta_m');
    expect(metrics).to.include('loop_seam_ratio');
    expect(metrics).to.not.include('duration_s');
    expect(doc.deltas.every((d) => d.clip === 'walk')).to.equal(true);
    const text = await runCli(['diff', WALK, WALK_CUT]);
    expect(text.status).to.equal(1);
    expect(text.stdout).to.match(/'walk' loop_continuity\.bones\[1\]\.position_delta_m: moved/);
  });

  it('a cut walk built in code: exit 1 naming the duration and loop-continuity deltas', async () => {
    const dir = tempDir('animsmith-diff-');
    const before = writeTemp(dir, 'walk.glb', await rigGlb(BASE_RIG, [walkClip('walk', 1)]));
    const cut = walkClip('walk', 1);
    const after = writeTemp(dir, 'cut.glb', await rigGlb(BASE_RIG, [{ ...cut, times: cut.times.slice(0, 7), values: cut.values.slice(0, 7) }]));
    const { status, doc } = await diffJson(before, after);
    expect(status).to.equal(1);
    const duration = doc.deltas.find((d) => d.metric === 'duration_s')!;
    expect(duration).to.deep.include({ clip: 'walk', before: 1, after: 0.75, note: 'moved' });
    expect(doc.deltas.some((d) => d.metric.startsWith('loop_continuity.bones['))).to.equal(true);
  });

  it('reports: a measure report against itself is exit 0, and two reports give the same deltas as their assets', async () => {
    const dir = tempDir('animsmith-diff-');
    const a = await measureJson(dir, WALK, 'walk.json');
    const b = await measureJson(dir, WALK_CUT, 'walk-cut.json');
    const self = await diffJson(a, a);
    expect(self.status).to.equal(0);
    expect(self.doc.deltas).to.deep.equal([]);
    expect(self.doc.inputs.before.kind).to.equal('report');
    const fromReports = await diffJson(a, b);
    const fromAssets = await diffJson(WALK, WALK_CUT);
    expect(fromReports.status).to.equal(1);
    expect(fromReports.doc.deltas).to.deep.equal(fromAssets.doc.deltas);
  });

  it('an asset against its own measure report: exit 0, no deltas, either order', async () => {
    const dir = tempDir('animsmith-diff-');
    const report = await measureJson(dir, WALK_CUT, 'walk-cut.json');
    for (const [before, after] of [[WALK_CUT, report], [report, WALK_CUT]] as const) {
      const { status, doc } = await diffJson(before, after);
      expect(doc.deltas).to.deep.equal([]);
      expect(status).to.equal(0);
    }
    const { status, doc } = await diffJson(WALK, report);
    expect(status).to.equal(1);
    expect(doc.inputs.after.kind).to.equal('report');
  });

  it('binary and ASCII FBX twins of one scene: no significant delta', async () => {
    const dir = tempDir('animsmith-diff-');
    const binary = writeTemp(dir, 'twin-binary.fbx', writeBinaryFbx(twinScene(), { version: 7500 }));
    const ascii = writeTemp(dir, 'twin-ascii.fbx', writeAsciiFbx(twinScene(), 7500, { digits: 'sdk' }));
    expect(readFileSync(binary).equals(readFileSync(ascii))).to.equal(false);
    const { status, doc } = await diffJson(binary, ascii);
    expect(doc.deltas).to.deep.equal([]);
    expect(status).to.equal(0);
  });

  it('the skeleton: renamed, reparented and moved nodes are deltas (clip null)', async () => {
    const dir = tempDir('animsmith-diff-');
    const before = writeTemp(dir, 'a.glb', await rigGlb(BASE_RIG));
    const changed = BASE_RIG.map((n) =>
      n.name === 'chest' ? { ...n, name: 'torso' } : n.name === 'foot_r' ? { ...n, parent: 'spine' } : n.name === 'foot_l' ? { ...n, translation: [0.2, -1, 0] as [number, number, number] } : n,
    );
    const after = writeTemp(dir, 'b.glb', await rigGlb(changed));
    const { status, doc } = await diffJson(before, after);
    expect(status).to.equal(1);
    const rows = doc.deltas.map((d) => [d.clip, d.metric, d.note]);
    expect(rows).to.deep.include([null, 'skeleton.nodes[chest]', 'disappeared']);
    expect(rows).to.deep.include([null, 'skeleton.nodes[torso]', 'appeared']);
    expect(rows).to.deep.include([null, 'skeleton.nodes[foot_r].parent', 'changed from "pelvis" to "spine"']);
    expect(rows).to.deep.include([null, 'skeleton.nodes[foot_l].local.translation_m', 'moved by 0.1']);
  });

  it('text and Markdown views escape file-derived names', async () => {
    const dir = tempDir('animsmith-diff-');
    const name = 'walk\u001b[31m|*x*';
    const before = writeTemp(dir, 'a.glb', await rigGlb(BASE_RIG, [walkClip(name, 1)]));
    const after = writeTemp(dir, 'b.glb', await rigGlb(BASE_RIG, [walkClip(name, 2)]));
    const text = await runCli(['diff', before, after]);
    expect(text.status).to.equal(1);
    expect(text.stdout).to.not.include('\u001b');
    expect(text.stdout).to.include("'walk\\u{1b}[31m|*x*' duration_s: moved (1 → 2)");
    const markdown = await runCli(['diff', '--format', 'markdown', before, after]);
    expect(markdown.status).to.equal(1);
    expect(markdown.stdout).to.not.include('\u001b');
    expect(markdown.stdout).to.include('| walk\\\\u{1b}\\[31m\\|\\*x\\* | duration\\_s |');
  });

  it('-o writes the document through the output writer', async () => {
    const dir = tempDir('animsmith-diff-');
    const out = path.join(dir, 'diff.json');
    const r = await runCli(['diff', '--format', 'json', '-o', out, WALK, WALK_CUT]);
    expect(r.status).to.equal(1);
    expect(r.stdout).to.equal('');
    expect(readDiffOutputDocument(readFileSync(out)).command).to.equal('diff');
  });

  describe('bad input: exit 2 with one line', () => {
    async function refused(args: readonly string[], pattern: RegExp): Promise<void> {
      const r = await runCli(['diff', ...args]);
      expect(r.status, r.stderr).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
      expect(r.stderr).to.match(pattern);
    }

    it('a missing operand file, or a missing argument', async () => {
      await refused([WALK, 'no-such-file.glb'], /no-such-file\.glb/);
      await refused([WALK], /missing required argument/);
    });

    it('a malformed operand', async () => {
      const dir = tempDir('animsmith-diff-');
      await refused([writeTemp(dir, 'broken.glb', 'not a glb'), WALK], /broken\.glb/);
      await refused([writeTemp(dir, 'broken.json', '{"schema": '), writeTemp(dir, 'other.json', '{}')], /broken\.json: not a readable JSON document/);
    });

    it('an asset against a lint report: compare like with like', async () => {
      const dir = tempDir('animsmith-diff-');
      const report = writeTemp(dir, 'walk-lint.json', (await runCli(['lint', '--format', 'json', WALK])).stdout);
      await refused([WALK, report], /compare like with like/);
      await refused([report, WALK], /compare like with like/);
    });

    it('a report of another schema version, a hand-edited, multi-file or diff report: the regenerate hint', async () => {
      const dir = tempDir('animsmith-diff-');
      const good = JSON.parse(readFileSync(await measureJson(dir, WALK, 'walk.json'), 'utf8'));
      const hint = /regenerate it with `animsmith measure --format json ASSET`/;
      const old = writeTemp(dir, 'old.json', JSON.stringify({ ...good, schema_version: 18, schema: 'urn:animsmith:schema:output:18' }));
      await refused([old, old], hint);
      const edited = writeTemp(dir, 'edited.json', JSON.stringify({ ...good, extra: true }));
      await refused([edited, edited], hint);
      const two = writeTemp(dir, 'two.json', JSON.stringify({ ...good, summary: { files: 2 }, files: [good.files[0], good.files[0]] }));
      await refused([two, two], /holds 2 file records.*regenerate/);
      const diff = writeTemp(dir, 'diff.json', (await runCli(['diff', '--format', 'json', WALK, WALK])).stdout);
      await refused([diff, diff], /\/command: is diff.*regenerate/);
    });
  });

  it('the strict reader rejects a hand-edited diff document', async () => {
    const r = await runCli(['diff', '--format', 'json', WALK, WALK_CUT]);
    const doc = JSON.parse(r.stdout);
    expect(() => readDiffOutputDocument(JSON.stringify({ ...doc, summary: { deltas: 0 } }))).to.throw(/summary\/deltas/);
    expect(() => readDiffOutputDocument(JSON.stringify({ ...doc, files: [] }))).to.throw();
    expect(() => readDiffOutputDocument(JSON.stringify({ ...doc, deltas: [{ ...doc.deltas[0], extra: 1 }, ...doc.deltas.slice(1)] }))).to.throw();
    const reportInput = { ...doc.inputs.before, kind: 'report' };
    expect(() => readDiffOutputDocument(JSON.stringify({ ...doc, inputs: { ...doc.inputs, before: reportInput } }))).to.throw();
  });
});
