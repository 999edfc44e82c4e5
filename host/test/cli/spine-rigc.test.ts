/**
 * `animsmith rigc build` and `rigc ingest` end to end: the commands the Spine plugin contributes,
 * run through the host's plugin-command plumbing (help, exit codes, atomic pair writes).
 */
import { expect } from 'chai';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRigcIngestFindings } from '@animsmith/schemas';
import { CORPUS, runCli } from '@animsmith/test-utils';

const SPINE = path.join(CORPUS, 'spine');
const FILES = readdirSync(SPINE).filter((f) => f.endsWith('.json')).sort();

interface Findings {
  counts: { blocker: number; judgement: number; lossy: number };
  findings: { code: string; where: string; detail: string; kind: string }[];
}

const scratch = () => mkdtempSync(path.join(os.tmpdir(), 'rigc-'));

/** The editor's header lines a rebuild re-derives (declared lossy by ingest). */
const withoutEditorHeader = (text: string) => text.replace(/\n\t"hash": "[^"]*",/, '').replace(/\n\t"spine": "[^"]*",/, '');

async function ingest(file: string, dir: string, name: string, extra: readonly string[] = []) {
  return await runCli(['rigc', 'ingest', file, '--name', name, '--art', 'none', '-o', dir, '--format', 'json', ...extra]);
}

describe('animsmith rigc', () => {
  it('lists the rigc topic and prints help for both commands', async () => {
    expect((await runCli(['--help'])).stdout).to.match(/rigc\s+Compile rigc specs/);
    for (const command of ['build', 'ingest']) {
      const r = await runCli(['rigc', command, '--help']);
      expect(r.status).to.equal(0);
      expect(r.stdout).to.contain(`$ animsmith rigc ${command}`);
    }
  });

  for (const file of FILES) {
    it(`${file}: ingest then build reproduces the export except the declared header lines`, async () => {
      const dir = scratch();
      const name = file.replace(/\.json$/, '');
      const r = await ingest(path.join(SPINE, file), dir, name);
      expect(r.stderr).to.equal('');
      const findings = JSON.parse(r.stdout) as Findings;
      // The strict v2 reader: schema, identity urn:animsmith:schema:rigc-ingest-findings:2, counts.
      expect(readRigcIngestFindings(r.stdout)).to.deep.equal(findings);
      expect(r.status).to.equal(findings.counts.blocker > 0 ? 1 : 0);
      expect(readdirSync(dir).sort()).to.deep.equal([`${name}.motion.json`, `${name}.rig.json`]);
      const lossy = findings.findings.filter((f) => f.kind === 'lossy').map((f) => f.where);
      expect(lossy).to.include.members(['skeleton.hash', 'skeleton.spine']);

      const out = path.join(dir, 'rebuilt.json');
      const b = await runCli(['rigc', 'build', path.join(dir, `${name}.rig.json`), path.join(dir, `${name}.motion.json`), '-o', out]);
      expect(b.stderr).to.equal('');
      expect(b.status).to.equal(0);
      expect(withoutEditorHeader(readFileSync(out, 'utf8'))).to.equal(withoutEditorHeader(readFileSync(path.join(SPINE, file), 'utf8')));

      // A compiled skeleton is a fixed point: ingest and build again give the same bytes, no blocker.
      const again = scratch();
      const second = await ingest(out, again, name);
      expect(second.status).to.equal(0);
      expect((JSON.parse(second.stdout) as Findings).counts.blocker).to.equal(0);
      const out2 = path.join(again, 'rebuilt.json');
      expect((await runCli(['rigc', 'build', path.join(again, `${name}.rig.json`), path.join(again, `${name}.motion.json`), '-o', out2])).status).to.equal(0);
      expect(readFileSync(out2, 'utf8')).to.equal(readFileSync(out, 'utf8'));
    });
  }

  it('prints findings as text by default, and is deterministic', async () => {
    const file = path.join(SPINE, '1-weight-and-mass-drop-ess.json');
    const a = await runCli(['rigc', 'ingest', file, '--name', 'drop', '--art', 'none', '-o', scratch()]);
    expect(a.status).to.equal(0);
    const lines = a.stdout.trimEnd().split('\n');
    expect(lines[0]).to.match(/^lossy HEADER_\w+ skeleton\.\w+: /);
    expect(lines.at(-2)).to.match(/^3 finding\(s\): 0 blocker, 1 judgement, 2 lossy$/);
    const d1 = scratch();
    const d2 = scratch();
    await ingest(file, d1, 'drop');
    await ingest(file, d2, 'drop');
    for (const f of ['drop.rig.json', 'drop.motion.json']) expect(readFileSync(path.join(d1, f), 'utf8')).to.equal(readFileSync(path.join(d2, f), 'utf8'));
  });

  it('exits 1 when ingest reports a blocker (and still writes the pair)', async () => {
    const dir = scratch();
    const skeleton = JSON.parse(readFileSync(path.join(SPINE, '1-weight-and-mass-drop-ess.json'), 'utf8')) as Record<string, unknown>;
    skeleton.ik = [];
    writeFileSync(path.join(dir, 'old.json'), JSON.stringify(skeleton));
    const inDir = await runCli(['rigc', 'ingest', 'old.json', '--name', 'old', '--art', 'none', '-o', '.', '--format', 'json'], { cwd: dir });
    expect(inDir.status).to.equal(1);
    const findings = JSON.parse(inDir.stdout) as Findings;
    expect(findings.findings.some((f) => f.kind === 'blocker' && f.code === 'SKELETON_KEY')).to.equal(true);
    expect(existsSync(path.join(dir, 'old.rig.json')) && existsSync(path.join(dir, 'old.motion.json'))).to.equal(true);
  });

  describe('operator errors: exit 2, one line, no spec written', () => {
    const drop = path.join(SPINE, '1-weight-and-mass-drop-ess.json');
    const cases: [string, (dir: string) => string[], RegExp][] = [
      ['a skeleton that is not JSON', (dir) => (writeFileSync(path.join(dir, 'bad.json'), '{'), ['rigc', 'ingest', 'bad.json', '--name', 'a', '--art', 'none', '-o', '.']), /^animsmith: bad\.json: not valid JSON: /],
      [
        'a short curve',
        (dir) => (
          writeFileSync(path.join(dir, 'c.json'), JSON.stringify({ bones: [{ name: 'hip' }], animations: { walk: { bones: { hip: { rotate: [{}, {}, {}, { curve: [1] }, { time: 1 }] } } } } })),
          ['rigc', 'ingest', 'c.json', '--name', 'a', '--art', 'none', '-o', '.']
        ),
        /^animsmith: c\.json: animation "walk" bone "hip" rotate key 3: "curve" has 1 numbers; this 1-channel timeline needs 4/,
      ],
      ['a skeleton path that is a folder', (dir) => (mkdirSync(path.join(dir, 'sk.json')), ['rigc', 'ingest', 'sk.json', '--name', 'a', '--art', 'none', '-o', '.']), /^animsmith: cannot read sk\.json: is a directory\n$/],
      ['a missing rig spec', () => ['rigc', 'build', 'nope.json', 'm.json', '-o', 'x.json'], /^animsmith: cannot read nope\.json: no such file\n$/],
      ['--images with --art none', () => ['rigc', 'ingest', drop, '--name', 'a', '--art', 'none', '--images', 'img', '-o', '.'], /^animsmith: --images is only meaningful with --art loose/],
      ['a bad --stage', () => ['rigc', 'ingest', drop, '--name', 'a', '--art', 'none', '--stage', '1,2,3', '-o', '.'], /^animsmith: --stage must be four finite numbers/],
      ['a --name with a path in it', () => ['rigc', 'ingest', drop, '--name', '../a', '--art', 'none', '-o', '.'], /^animsmith: --name must be letters/],
      ['a missing --art', () => ['rigc', 'ingest', drop, '--name', 'a', '-o', '.'], /^animsmith: .*Missing required flag art/],
      ['an output folder that does not exist', () => ['rigc', 'ingest', drop, '--name', 'a', '--art', 'none', '-o', 'missing'], /^animsmith: cannot write missing\/a\.rig\.json: /],
      [
        'a motion spec path taken by a folder (the rig spec is not left behind)',
        (dir) => (mkdirSync(path.join(dir, 'a.motion.json')), ['rigc', 'ingest', drop, '--name', 'a', '--art', 'none', '-o', '.']),
        /^animsmith: cannot write a\.motion\.json: is a directory\n$/,
      ],
      ['a rig spec that is not JSON', (dir) => (writeFileSync(path.join(dir, 'r.json'), 'nope'), ['rigc', 'build', 'r.json', 'r.json', '-o', 'x.json']), /^animsmith: r\.json: not valid JSON: /],
      ['a rig spec the parser refuses', (dir) => (writeFileSync(path.join(dir, 'r.json'), '{"spec": "rigc-rig/1", "color": 1}'), ['rigc', 'build', 'r.json', 'r.json', '-o', 'x.json']), /^animsmith: r\.json: rig spec /],
      [
        'an output over the input',
        (dir) => (writeFileSync(path.join(dir, 'r.rig.json'), readFileSync(drop)), ['rigc', 'ingest', 'r.rig.json', '--name', 'r', '--art', 'none', '-o', '.']),
        /^animsmith: refusing to write r\.rig\.json: it is the input file r\.rig\.json\n$/,
      ],
    ];
    for (const [what, args, message] of cases) {
      it(what, async () => {
        const dir = scratch();
        const argv = args(dir);
        const setup = new Set(readdirSync(dir));
        const r = await runCli(argv, { cwd: dir });
        expect(r.status, r.stderr).to.equal(2);
        expect(r.stdout).to.equal('');
        expect(r.stderr.split('\n').filter(Boolean)).to.have.length(1);
        expect(r.stderr).to.match(message);
        expect(readdirSync(dir).filter((f) => !setup.has(f))).to.deep.equal([]);
      });
    }
  });

  it('a read-only spec in the way leaves the other spec untouched', async () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'a.rig.json'), 'old rig');
    writeFileSync(path.join(dir, 'a.motion.json'), 'old motion');
    chmodSync(path.join(dir, 'a.motion.json'), 0o444);
    const r = await runCli(['rigc', 'ingest', path.join(SPINE, '1-weight-and-mass-drop-ess.json'), '--name', 'a', '--art', 'none', '-o', '.'], { cwd: dir });
    expect(r.status).to.equal(2);
    expect(readFileSync(path.join(dir, 'a.rig.json'), 'utf8')).to.equal('old rig');
    expect(readdirSync(dir).sort()).to.deep.equal(['a.motion.json', 'a.rig.json']);
  });

  it('refuses what lint refuses, with the same line: another Spine version, an unknown key field, a null value', async () => {
    const dir = scratch();
    const corpus = () => JSON.parse(readFileSync(path.join(SPINE, '3-timing-and-spacing-ess.json'), 'utf8')) as Record<string, any>;
    const v38 = corpus();
    v38.skeleton.spine = '3.8.99';
    const angle = corpus();
    angle.animations.heavy.bones.bone.rotate[1].angle = 10;
    const empty = corpus();
    empty.animations.heavy.bones.bone.rotate[1].value = null;
    const cases: [string, object, string][] = [
      ['v38.json', v38, 'skeleton header: version "3.8.99" is not Spine 4.3'],
      ['angle.json', angle, 'animation "heavy" bone "bone" rotate key 1: unknown field "angle" (rotate keys hold time, value, curve)'],
      ['null.json', empty, 'animation "heavy" bone "bone" rotate key 1: "value" is null, not a finite number'],
    ];
    for (const [file, skeleton, message] of cases) {
      writeFileSync(path.join(dir, file), JSON.stringify(skeleton));
      const out = path.join(dir, `out-${file}`);
      mkdirSync(out);
      const ingested = await runCli(['rigc', 'ingest', file, '--name', 'x', '--art', 'none', '-o', out], { cwd: dir });
      const linted = await runCli(['lint', file], { cwd: dir });
      expect([ingested.status, linted.status], file).to.deep.equal([2, 2]);
      expect(ingested.stderr, file).to.equal(linted.stderr);
      expect(ingested.stderr, file).to.contain(`animsmith: ${file}: ${message}`);
      expect(readdirSync(out), file).to.deep.equal([]);
    }
  });

  it('a skeleton without skeleton.spine: the added version is declared; a rebuild reports its stated version as unchanged', async () => {
    const dir = scratch();
    const source = JSON.parse(readFileSync(path.join(SPINE, '3-timing-and-spacing-ess.json'), 'utf8')) as Record<string, any>;
    delete source.skeleton.spine;
    writeFileSync(path.join(dir, 'a.json'), JSON.stringify(source, null, '\t'));
    const first = await ingest(path.join(dir, 'a.json'), dir, 'a');
    expect(first.status).to.equal(0);
    const declared = (JSON.parse(first.stdout) as Findings).findings.filter((f) => f.code === 'HEADER_REDERIVED');
    expect(declared.map((f) => [f.kind, f.detail])).to.deep.equal([
      ['lossy', 'the source states no version and the rig spec has no field for it: a rebuild writes "spine": "4.3.13", so this line changes on the rebuild'],
    ]);
    expect((await runCli(['rigc', 'build', path.join(dir, 'a.rig.json'), path.join(dir, 'a.motion.json'), '-o', path.join(dir, 'b.json')])).status).to.equal(0);
    const second = await ingest(path.join(dir, 'b.json'), dir, 'b');
    expect((JSON.parse(second.stdout) as Findings).findings.filter((f) => f.code === 'HEADER_REDERIVED').map((f) => f.detail)).to.deep.equal([
      'the source states "4.3.13" and the rig spec has no field for it: a rebuild writes "spine": "4.3.13", the same string, so nothing moves',
    ]);
  });
});
