import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { CommandError, type CommandContext, type OutputFile } from '@animsmith/cli/plugin';
import { build } from '../src/build/index.js';
import { commands } from '../src/index.js';
import { imagesRelativeTo, parseStage, renderFindingsText, rigcIngest, specFileNames } from '../src/commands/rigc-ingest.js';
import { rigcBuild } from '../src/commands/rigc-build.js';
import { parseMotionSpec, parseRigSpec } from '../src/spec/index.js';
import { FIXTURES } from '../../../fixtures/root.mjs';
import path from 'node:path';

const DROP = path.join(FIXTURES, 'spine/1-weight-and-mass-drop-ess.json');

/** An in-memory context: files by path, writes and stdout captured. */
function context(files: Record<string, string>, args: Record<string, string>, flags: Record<string, string | undefined>) {
  const written: OutputFile[][] = [];
  let stdout = '';
  const ctx: CommandContext = {
    args,
    flags,
    readInput: (p) => {
      if (!(p in files)) throw new CommandError(`cannot read ${p}: no such file`);
      return Buffer.from(files[p]!);
    },
    writeFiles: (out) => void written.push([...out]),
    stdout: async (text) => void (stdout += text),
    stderr: () => undefined,
  };
  return { ctx, written, output: () => stdout };
}

async function failure(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).to.be.instanceOf(CommandError);
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('rigc commands', () => {
  it('the plugin contributes rigc:build and rigc:ingest', () => {
    expect(commands.map((c) => c.id)).to.deep.equal(['rigc:build', 'rigc:ingest']);
    for (const c of commands) expect(c.summary.length).to.be.greaterThan(10);
  });

  it('ingest writes <name>.rig.json and <name>.motion.json in one write, and build compiles them back', async () => {
    const skeleton = readFileSync(DROP, 'utf8');
    const i = context({ 'drop.json': skeleton }, { skeleton: 'drop.json' }, { name: 'drop', art: 'none', output: 'out', format: 'json' });
    expect(await rigcIngest.run(i.ctx)).to.equal(0);
    expect(i.written).to.have.length(1);
    const [rig, motion] = i.written[0]!;
    expect([rig!.path, motion!.path]).to.deep.equal(['out/drop.rig.json', 'out/drop.motion.json']);
    expect(JSON.parse(i.output()).counts).to.deep.equal({ blocker: 0, judgement: 1, lossy: 2 });

    const b = context({ 'r.json': rig!.text, 'm.json': motion!.text }, { rig: 'r.json', motion: 'm.json' }, { output: 'x.json' });
    expect(await rigcBuild.run(b.ctx)).to.equal(0);
    expect(b.written[0]![0]!.text).to.equal(build(parseRigSpec(JSON.parse(rig!.text)), parseMotionSpec(JSON.parse(motion!.text))));
  });

  it('names the file in every input error', async () => {
    const flags = { name: 'a', art: 'none', output: '.', format: 'text' };
    expect(await failure(() => rigcIngest.run(context({ 's.json': '[]' }, { skeleton: 's.json' }, flags).ctx))).to.equal(
      's.json: the JSON root is an array, not a skeleton object',
    );
    expect(await failure(() => rigcIngest.run(context({ 's.json': '{"asset": {}}' }, { skeleton: 's.json' }, flags).ctx))).to.match(/^s\.json: not a Spine skeleton/);
    expect(await failure(() => rigcIngest.run(context({ 's.json': '{"bones": [{"name": "a", "parent": "b"}]}' }, { skeleton: 's.json' }, flags).ctx))).to.equal(
      's.json: bone "a": unknown parent bone "b"',
    );
    expect(await failure(() => rigcBuild.run(context({ 'r.json': '{}', 'm.json': '{}' }, { rig: 'r.json', motion: 'm.json' }, { output: 'x' }).ctx))).to.match(/^r\.json: rig spec /);
  });

  it('refuses a table key named after an Object.prototype member and an unbounded sequence count as input errors', async () => {
    const rig = (edit: (json: Record<string, any>) => void): string => {
      const json: Record<string, any> = { spec: 'rigc-rig/1', name: 'a', bones: [{ name: 'root' }], slots: [{ name: 's', bone: 'root' }], skins: { default: { s: { r: {} } } } };
      edit(json);
      return JSON.stringify(json);
    };
    const motion = JSON.stringify({ spec: 'rigc-motion/1', archetype: 'a', cut: 'a', easings: {}, animations: {} });
    const buildWith = (rigText: string) => rigcBuild.run(context({ 'r.json': rigText, 'm.json': motion }, { rig: 'r.json', motion: 'm.json' }, { output: 'x' }).ctx);
    expect(await failure(() => buildWith(rig((json) => (json.constraints = [{ type: 'constructor', name: 'c' }]))))).to.equal(
      'r.json: rig spec $.constraints[0].type: expected one of ik, transform, path, physics, slider, found "constructor"',
    );
    expect(await failure(() => buildWith(rig((json) => (json.skins.default.s.r = { type: 'toString' }))))).to.match(/^r\.json: rig spec \$\.skins\.default\.s\.r\.type: expected one of /);
    expect(await failure(() => buildWith(rig((json) => (json.skins.default.s.r = { sequence: { count: 1e9 } }))))).to.equal(
      'r.json: rig spec $.skins.default.s.r.sequence.count: expected a whole number from 0 to 100000, found 1000000000',
    );
  });

  it('parses --stage as four finite numbers with a positive size', async () => {
    expect(parseStage(' -10, 20.5,300,400')).to.deep.equal({ x: -10, y: 20.5, w: 300, h: 400 });
    for (const bad of ['1,2,3', '1,2,3,4,5', '1,,3,4', 'a,b,c,d', '0,0,0,10', '0,0,10,-1', '0,0,Infinity,1']) {
      expect(await failure(() => parseStage(bad)), bad).to.match(/^--stage /);
    }
  });

  it('spells --images relative to the output folder with / separators', () => {
    expect(imagesRelativeTo('specs', 'art/png')).to.equal('../art/png');
    expect(imagesRelativeTo('specs', 'specs')).to.equal('.');
    expect(imagesRelativeTo('specs', 'specs/img')).to.equal('img');
    expect(specFileNames('hero')).to.deep.equal({ rig: 'hero.rig.json', motion: 'hero.motion.json' });
  });

  it('prints findings one per line with control characters neutralised', () => {
    const text = renderFindingsText([{ code: 'X', where: 'bone "a\nb"', detail: 'm', kind: 'blocker' }], ['d/a.rig.json', 'd/a.motion.json']);
    expect(text).to.equal('blocker X bone "a b": m\n1 finding(s): 1 blocker, 0 judgement, 0 lossy\nwrote d/a.rig.json and d/a.motion.json\n');
  });
});
