/**
 * A loader, format or predictions tap that throws something unexpected is reported through the
 * CLI as that plugin's crash and fails the run, never as a missing loader or renderer, and no
 * later tap answers in its place.
 */
import { expect } from 'chai';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS } from '@animsmith/test-utils';
import { engineTable, lintedCheck, pluginsToml, scratchProject } from '@animsmith/test-utils/engine-project';

const CRASHY = `export default {
  meta: { name: 'crashy', version: '1.0.0', namespace: 'crashy', apiVersion: 1 },
  loaders: [{ name: 'crash', extensions: ['.crash'], load: () => { throw new TypeError('cannot read properties of undefined'); } }],
  apply(hooks) {
    hooks.formats.for('boom').tap(() => { throw new RangeError('renderer overflowed'); });
  },
};
`;

/** A later plugin that would answer for the same extension and format. */
const FALLBACK = `export default {
  meta: { name: 'fallback', version: '1.0.0', namespace: 'fallback', apiVersion: 1 },
  loaders: [{ name: 'fallback', extensions: ['.crash'], load: () => { throw new Error('the fallback loader must not be asked'); } }],
  apply(hooks) {
    hooks.formats.for('boom').tap(() => 'fallback text\\n');
  },
};
`;

/** A profile whose predictions tap throws after contributing nothing, and one that contributes an undeclared rule. */
const PREDICTOR = `const SOURCE = { id: 'doc', target_version: '1', url: 'https://example.test/eng', verified_on: '2026-01-01' };
const rule = {
  meta: { docs: { description: 'declared' }, defaultSeverity: 'error', messages: {}, scopes: ['s'] },
  predict: (c) => c.available({ code: 's' }, [{ kind: 'profile_fact', fact_id: 'f' }]),
};
const profile = (revision, rules) => ({
  profile: 'eng', profile_revision: revision, engine_version: '1', importer: 'imp',
  fact_bundle: 'urn:animsmith:engine-profile:eng:' + revision,
  contracts: { provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' },
  accepted_formats: ['glb'],
  facts: [{ id: 'f', state: 'known', value: 1, sources: ['doc'] }],
  sources: [SOURCE], settings: [], ...(rules ? { rules } : {}),
});
export default {
  meta: { name: 'predictor', version: '1.0.0', namespace: 'predictor', apiVersion: 1 },
  profiles: [profile(1, { 'engine-declared': rule }), profile(2), profile(3)],
  apply(hooks) {
    hooks.predictions.for('eng').tap((request) => {
      if (request.profile.profile_revision === 2) throw new Error('prediction tap broke');
      if (request.profile.profile_revision === 3) request.rule('engine-undeclared', rule);
    });
  },
};
`;

/** A studio plugin tapping another plugin's profile (Bevy's) and breaking on it. */
const BEVY_TAP = `export default {
  meta: { name: 'bevy-tap', version: '1.0.0', namespace: 'bevytap', apiVersion: 1 },
  apply(hooks) {
    hooks.predictions.for('bevy').tap(() => { throw new Error('bevy tap broke'); });
  },
};
`;

/** A second plugin contributing the rule revision 1 already declares. */
const DOUBLE = `export default {
  meta: { name: 'double', version: '1.0.0', namespace: 'double', apiVersion: 1 },
  apply(hooks) {
    hooks.predictions.for('eng').tap((request) => request.rule('engine-declared', { meta: { docs: { description: 'd' }, defaultSeverity: 'error', messages: {}, scopes: ['s'] }, predict() {} }));
  },
};
`;

const engTable = (revision: number) => `[engine]\nprofile = "eng"\nprofile_revision = ${revision}\nengine_version = "1"\nimporter = "imp"\n`;

describe('crashing plugin taps through the CLI', () => {
  const project = scratchProject('tap-crash-');
  beforeEach(() => {
    writeFileSync(path.join(project.dir, 'crashy.mjs'), CRASHY);
    writeFileSync(path.join(project.dir, 'fallback.mjs'), FALLBACK);
    writeFileSync(path.join(project.dir, 'predictor.mjs'), PREDICTOR);
    writeFileSync(path.join(project.dir, 'bevy-tap.mjs'), BEVY_TAP);
    writeFileSync(path.join(project.dir, 'double.mjs'), DOUBLE);
    writeFileSync(path.join(project.dir, 'a.crash'), 'x');
    copyFileSync(path.join(CORPUS, 'gltf/animsmith-clip/clip.glb'), path.join(project.dir, 'clip.glb'));
  });

  it('a crashing loader is that file\'s fatal error, named as the crash; the batch goes on', async () => {
    const r = await project.run(['lint', '--format', 'json', 'a.crash', 'clip.glb'], '[plugins]\ncrashy = "./crashy.mjs"\nfallback = "./fallback.mjs"\n');
    expect(r.status).to.equal(2);
    expect(r.stderr).to.equal("animsmith: a.crash: the loader crashed: plugin 'crashy' failed: cannot read properties of undefined\n");
    const document = JSON.parse(r.stdout);
    expect(document.files.map((f: { path: string }) => f.path)).to.deep.equal(['clip.glb']);
    expect(document.fatal_files.map((f: { path: string }) => f.path)).to.deep.equal(['a.crash']);
  });

  it('a crashing formatter is named as the crash, with nothing on stdout', async () => {
    const r = await project.run(['lint', '--format', 'boom', 'clip.glb'], '[plugins]\ncrashy = "./crashy.mjs"\nfallback = "./fallback.mjs"\n');
    expect(r.status).to.equal(2);
    expect(r.stdout).to.equal('');
    expect(r.stderr).to.equal("animsmith: --format boom: the renderer crashed: plugin 'crashy' failed: renderer overflowed\n");
  });

  it('a crashing predictions tap fails the run and names the plugin', async () => {
    const r = await project.run(['lint', '--format', 'json', 'clip.glb'], `[plugins]\npredictor = "./predictor.mjs"\n\n${engTable(2)}`);
    expect(r.status).to.equal(1);
    expect(r.stderr).to.equal("animsmith: clip.glb: plugin 'predictor' failed: prediction tap broke\n");
    const { check } = lintedCheck(r.stdout, 'engine-declared');
    expect(check).to.include({ applicability: 'not_applicable', evaluation: 'not_evaluated' });
  });

  it('a tap contributing a rule no profile declares has crashed', async () => {
    const r = await project.run(['lint', '--format', 'json', 'clip.glb'], `[plugins]\npredictor = "./predictor.mjs"\n\n${engTable(3)}`);
    expect(r.status).to.equal(1);
    expect(r.stderr).to.equal("animsmith: clip.glb: plugin 'predictor' failed: contributed prediction rule 'engine-undeclared', which no installed profile declares\n");
  });

  it('a second tap contributing a rule already contributed has crashed; the first stands', async () => {
    const r = await project.run(['lint', '--format', 'json', 'clip.glb'], `[plugins]\npredictor = "./predictor.mjs"\ndouble = "./double.mjs"\n\n${engTable(1)}`);
    expect(r.status).to.equal(1);
    expect(r.stderr).to.equal("animsmith: clip.glb: plugin 'double' failed: contributed prediction rule 'engine-declared', which another tap already contributed for eng rev 1 (1, imp)\n");
    expect(lintedCheck(r.stdout, 'engine-declared').check.evaluation).to.equal('complete');
  });

  it('the declared rule of the selected revision runs through the same hook', async () => {
    const r = await project.run(['lint', '--format', 'json', 'clip.glb'], `[plugins]\npredictor = "./predictor.mjs"\n\n${engTable(1)}`);
    expect(r.stderr).to.equal('');
    expect(r.status).to.equal(0);
    const { check } = lintedCheck(r.stdout, 'engine-declared');
    expect(check.evaluation).to.equal('complete');
    expect(check.prediction!.facets.map((f) => f.state)).to.deep.equal(['available']);
  });

  it('a generator refuses evidence a crashed predictions tap left incomplete', async () => {
    const r = await project.run(['generate', 'addressability', 'clip.glb'], `${pluginsToml(['bevy'])}bevytap = "./bevy-tap.mjs"\n\n${engineTable('bevy', 1)}`);
    expect(r.status).to.equal(2);
    expect(r.stdout).to.equal('');
    expect(r.stderr).to.equal("animsmith: clip.glb: plugin 'bevy-tap' failed: bevy tap broke\n");
  });
});
