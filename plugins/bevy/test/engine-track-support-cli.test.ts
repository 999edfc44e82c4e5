/**
 * engine-track-support through the built CLI: a scratch project inside the repository pins
 * @animsmith/plugin-bevy and Bevy revision 3. Run `npx tsc -b` first: the CLI runs from dist.
 */
import { expect } from 'chai';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';
import { CORPUS, engineToml, lintedCheck, runCli, scratchProject } from '@animsmith/test-utils';
import { facetRows } from './facets.js';

const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');
const CUBE = path.join(CORPUS, 'gltf/khronos-animated-morph-cube/AnimatedMorphCube.gltf');

const project = (revision: number, settings = '') => engineToml('bevy', revision, settings ? `\n[engine.settings]\n${settings}\n` : '');


/** Two animations built in code: `wave` with two channels, then an unnamed one with one. */
async function writeAnimated(dir: string): Promise<string> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const accessor = (type: 'SCALAR' | 'VEC3' | 'VEC4', values: number[]) => doc.createAccessor().setType(type).setArray(new Float32Array(values)).setBuffer(buffer);
  const arm = doc.createNode('arm');
  doc.createScene('main').addChild(arm);
  const times = () => accessor('SCALAR', [0, 1]);
  const channel = (path: 'translation' | 'rotation', values: number[]) => {
    const sampler = doc.createAnimationSampler().setInput(times()).setOutput(accessor(path === 'rotation' ? 'VEC4' : 'VEC3', values)).setInterpolation('LINEAR');
    return { sampler, channel: doc.createAnimationChannel().setTargetNode(arm).setTargetPath(path).setSampler(sampler) };
  };
  const wave = doc.createAnimation('wave');
  for (const c of [channel('rotation', [0, 0, 0, 1, 0, 0.7071068, 0, 0.7071068]), channel('translation', [0, 0, 0, 0, 1, 0])]) wave.addSampler(c.sampler).addChannel(c.channel);
  const unnamed = doc.createAnimation('');
  const only = channel('translation', [0, 0, 0, 1, 0, 0]);
  unnamed.addSampler(only.sampler).addChannel(only.channel);
  writeFileSync(path.join(dir, 'anim.glb'), await new NodeIO().writeBinary(doc));
  return 'anim.glb';
}

describe('engine-track-support through the CLI (Bevy rev 3)', () => {
  const scratch = scratchProject('engine-track-support-');
  const lint = (toml: string, args: readonly string[]) => scratch.run(['lint', ...args], toml);
  const parse = (stdout: string) => lintedCheck(stdout, 'engine-track-support');

  it('Fox.glb with the default gates: one stable runtime-survival facet, exit 1, and --allow cannot hide it', async () => {
    const r = await lint(project(3), ['--format', 'json', FOX]);
    expect(r.status).to.equal(1);
    const { document, file, check } = parse(r.stdout);
    expect(check.evaluation).to.equal('not_evaluated');
    expect(check.findings).to.deep.equal([]);
    expect(check.prediction!.schema).to.equal('urn:animsmith:engine-prediction:5');
    expect(check.prediction!.provenance_identity).to.deep.equal(file.prediction_provenance.identity);
    expect(facetRows(check.prediction!.facets)).to.deep.equal([['animation_runtime_survival', null, 'required_prediction_unavailable', 'bevy:runtime_survival_unproven']]);
    expect(document.summary.prediction_facets.required_prediction_unavailable).to.equal(1);
    const allowed = await runCli(['lint', '--allow', 'engine-track-support', FOX], { cwd: scratch.dir });
    expect(allowed.status).to.equal(1);
    expect(allowed.stdout).to.contain('prediction[engine-track-support] animation_runtime_survival: required unavailable (bevy:runtime_survival_unproven)');
  });

  it('Fox.glb with load_animations = false: three dropped rows of 21 channels each, no findings, exit 0, byte-identical', async () => {
    const toml = project(3, 'load_animations = false');
    const r = await lint(toml, ['--format', 'json', FOX]);
    expect(r.status, r.stderr).to.equal(0);
    const { check, file } = parse(r.stdout);
    expect(check).to.include({ applicability: 'applicable', evaluation: 'complete' });
    expect(check.findings).to.deep.equal([]);
    expect(check.prediction!.facets.map((f) => f.result)).to.deep.equal(
      ['Survey', 'Walk', 'Run'].map((name, i) => ({
        kind: 'track_support',
        selector: `Animation${i}`,
        source_animation_index: i,
        source_name: name,
        outcome: 'dropped',
        gate: 'load_animations',
        dropped_channel_count: 21,
      })),
    );
    expect(file.prediction_provenance.settings.document).to.deep.equal([
      { id: 'bevy_animation_feature', value: true, origin: 'profile_default' },
      { id: 'load_animations', value: false, origin: 'explicit_config' },
    ]);
    expect((await lint(toml, ['--format', 'json', FOX])).stdout).to.equal(r.stdout);
  });

  it('the compiled feature gate wins over load_animations = true', async () => {
    const r = await lint(project(3, 'bevy_animation_feature = false\nload_animations = true'), ['--format', 'json', FOX]);
    expect(r.status, r.stderr).to.equal(0);
    const { check } = parse(r.stdout);
    expect(check.prediction!.facets.map((f) => f.result!.gate)).to.deep.equal(['bevy_animation_feature', 'bevy_animation_feature', 'bevy_animation_feature']);
  });

  it('animations built in code: per-animation channel counts, an unnamed animation keeps its selector', async () => {
    const file = await writeAnimated(scratch.dir);
    const r = await lint(project(3, 'bevy_animation_feature = false'), ['--format', 'json', file]);
    const { check } = parse(r.stdout);
    expect(facetRows(check.prediction!.facets)).to.deep.equal([
      ['animation_track_support', 'Animation0', 'available', ''],
      ['animation_track_support', 'Animation1', 'available', ''],
    ]);
    expect(check.prediction!.facets.map((f) => [f.result!.source_name, f.result!.dropped_channel_count])).to.deep.equal([
      ['wave', 2],
      [null, 1],
    ]);
  });

  it('a file without animations is not applicable, exit 0', async () => {
    writeFileSync(path.join(scratch.dir, 'still.gltf'), JSON.stringify({ asset: { version: '2.0' }, scenes: [{ nodes: [0] }], nodes: [{ name: 'n' }] }));
    const r = await lint(project(3), ['--format', 'json', 'still.gltf']);
    expect(r.status, r.stderr).to.equal(0);
    const { check } = parse(r.stdout);
    expect(check).to.include({ applicability: 'not_applicable', evaluation: 'not_evaluated' });
    expect(check.prediction).to.equal(undefined);
  });

  it('an unreadable external buffer: exactly one subjectless inventory facet, exit 1, even with a closed gate', async () => {
    copyFileSync(CUBE, path.join(scratch.dir, 'cube.gltf'));
    const r = await lint(project(3, 'load_animations = false'), ['--format', 'json', 'cube.gltf']);
    expect(r.status).to.equal(1);
    const { check } = parse(r.stdout);
    expect(facetRows(check.prediction!.facets)).to.deep.equal([['animation_track_inventory', null, 'required_prediction_unavailable', 'dependency_closure_incomplete']]);
  });

  it('revision 2 does not carry the rule', async () => {
    const { check } = parse((await lint(project(2), ['--format', 'json', FOX])).stdout);
    expect(check).to.include({ applicability: 'not_applicable', evaluation: 'not_evaluated' });
  });

  it('exit 2 on an ill-typed gate setting: one line, no output', async () => {
    const r = await lint(project(3, 'load_animations = "no"'), [FOX]);
    expect(r.status).to.equal(2);
    expect(r.stdout).to.equal('');
    expect(r.stderr.trim().split('\n')).to.have.length(1);
    expect(r.stderr).to.match(/load_animations/);
  });
});
