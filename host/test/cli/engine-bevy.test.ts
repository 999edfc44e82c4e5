import { expect } from 'chai';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { provenanceProblems as verifyProvenance } from '@animsmith/schemas/provenance';
import { basisReferenceProblem } from '@animsmith/schemas/provenance';
import { provenanceSection, type BasisReference, type PredictionProvenance } from '../../src/plugin-api/prediction.js';
import { type CheckJson, CORPUS, engineTable, engineToml, lintedCheck, pluginsToml, runCli, scratchProject } from '@animsmith/test-utils';

const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');
const CUBE = path.join(CORPUS, 'gltf/khronos-animated-morph-cube/AnimatedMorphCube.gltf');

const PINNED = pluginsToml(['bevy']);

/** Lints in a scratch project inside the repository, so `@animsmith/plugin-bevy` resolves from its node_modules. */
describe('engine profiles: Bevy through the CLI', () => {
  const project = scratchProject('engine-bevy-');
  const lint = (toml: string, args: string[]) => project.run(['lint', ...args], toml);

  function parse(stdout: string) {
    const { document, file, check } = lintedCheck(stdout, 'engine-addressability');
    return { document, file, addressability: check };
  }

  it('rev 1 on Fox.glb: one Animation{i} facet per clip, complete, exit 0, provenance cross-validates', async () => {
    const r = await lint(engineToml('bevy', 1), ['--format', 'json', FOX]);
    expect(r.status, r.stderr).to.equal(0);
    const { document, file, addressability } = parse(r.stdout);
    expect(addressability.evaluation).to.equal('complete');
    const facets = addressability.prediction!.facets;
    expect(facets.map((f) => [f.scope.code, f.scope.subject, f.state])).to.deep.equal([
      ['animation_asset_label', 'Animation0', 'available'],
      ['animation_asset_label', 'Animation1', 'available'],
      ['animation_asset_label', 'Animation2', 'available'],
    ]);
    expect(facets.map((f) => f.result!.source_name)).to.deep.equal(['Survey', 'Walk', 'Run']);
    expect(document.summary.prediction_facets).to.deep.equal({ available: 3, required_prediction_unavailable: 0 });
    const provenance = file.prediction_provenance as PredictionProvenance;
    expect(provenance.schema).to.equal('urn:animsmith:prediction-provenance:3');
    expect(addressability.prediction!.schema).to.equal('urn:animsmith:engine-prediction:3');
    expect(addressability.prediction!.provenance_identity).to.deep.equal(provenance.identity);
    expect(verifyProvenance(provenance, file.input)).to.deep.equal([]);
    expect(provenance.profile.selection).to.deep.equal({ profile: 'bevy', profile_revision: 1, engine_version: '0.19.0', importer: 'gltf-asset-loader' });
    // Byte-identical on a second run.
    expect((await lint(engineToml('bevy', 1), ['--format', 'json', FOX])).stdout).to.equal(r.stdout);
  });

  it('an unreadable external buffer: one subjectless inventory facet, exit 1, even with --allow', async () => {
    copyFileSync(CUBE, path.join(project.dir, 'cube.gltf'));
    const r = await lint(engineToml('bevy', 1), ['--format', 'json', 'cube.gltf']);
    expect(r.status).to.equal(1);
    const { document, addressability } = parse(r.stdout);
    expect(addressability.evaluation).to.equal('not_evaluated');
    expect(addressability.prediction!.facets).to.have.length(1);
    expect(addressability.prediction!.facets[0]).to.deep.include({
      scope: { code: 'animation_asset_label_inventory' },
      state: 'required_prediction_unavailable',
      reasons: ['dependency_closure_incomplete'],
    });
    expect(document.summary.prediction_facets).to.deep.equal({ available: 0, required_prediction_unavailable: 1 });
    const allowed = await runCli(['lint', '--allow', 'engine-addressability,duration-sanity', 'cube.gltf'], { cwd: project.dir });
    expect(allowed.status).to.equal(1);
    expect(allowed.stdout).to.contain('animation_asset_label_inventory: required unavailable (dependency_closure_incomplete)');
    const off = await lint(engineToml('bevy', 1, '\n[checks.engine-addressability]\nseverity = "off"\n'), ['--format', 'json', 'cube.gltf']);
    expect(off.status).to.equal(1);
    expect(parse(off.stdout).document.summary.prediction_facets.required_prediction_unavailable).to.equal(1);
  });

  it('a complete, empty animation inventory is not applicable', async () => {
    writeFileSync(path.join(project.dir, 'still.gltf'), JSON.stringify({ asset: { version: '2.0' }, scenes: [{ nodes: [0] }], nodes: [{ name: 'n' }] }));
    const r = await lint(engineToml('bevy', 1), ['--format', 'json', 'still.gltf']);
    const { addressability, file } = parse(r.stdout);
    expect(addressability).to.include({ applicability: 'not_applicable', evaluation: 'not_evaluated' });
    expect(addressability.prediction).to.equal(undefined);
    expect(file.prediction_provenance).to.not.equal(null);
  });

  it('revisions 2 and 3 publish their own contracts and materialise their settings', async () => {
    const two = parse((await lint(engineToml('bevy', 2), ['--format', 'json', FOX])).stdout);
    expect(two.file.prediction_provenance.schema).to.equal('urn:animsmith:prediction-provenance:4');
    expect(two.addressability.prediction!.schema).to.equal('urn:animsmith:engine-prediction:4');
    const three = parse((await lint(engineToml('bevy', 3, '\n[engine.settings]\nload_animations = false\n'), ['--format', 'json', FOX])).stdout);
    expect(three.file.prediction_provenance.schema).to.equal('urn:animsmith:prediction-provenance:5');
    expect(three.file.prediction_provenance.settings.document).to.deep.equal([
      { id: 'bevy_animation_feature', value: true, origin: 'profile_default' },
      { id: 'load_animations', value: false, origin: 'explicit_config' },
    ]);
  });

  it('rev 3 is cumulative: addressability, unit scale and track support on one V5 record; the views show each result', async () => {
    const toml = engineToml('bevy', 3, '\n[engine.settings]\nload_animations = false\n');
    const r = await lint(toml, ['--format', 'json', FOX]);
    expect(r.status, r.stderr).to.equal(0);
    const { file } = parse(r.stdout);
    const provenance = file.prediction_provenance as PredictionProvenance;
    expect(provenance.schema).to.equal('urn:animsmith:prediction-provenance:5');
    expect(verifyProvenance(provenance, file.input)).to.deep.equal([]);
    expect(provenanceSection(provenance, 'animation_inventory')!.rows.map((a) => a.channel_coverage.state)).to.deep.equal(['complete', 'complete', 'complete']);
    const ids = ['engine-addressability', 'engine-unit-scale', 'engine-track-support'];
    const checks = (file.checks as CheckJson[]).filter((c) => ids.includes(c.check_id));
    expect(checks.map((c) => [c.check_id, c.evaluation])).to.have.deep.members(ids.map((id) => [id, 'complete']));
    // Every unit-scale raw-source basis row points into the embedded scene inventory.
    const unit = checks.find((c) => c.check_id === 'engine-unit-scale')!;
    const domains = new Set(unit.prediction!.facets.flatMap((f) => (f as unknown as { basis: { references: { kind: string; domain?: string }[] } }).basis.references).filter((b) => b.kind === 'raw_source').map((b) => b.domain));
    expect([...domains].sort()).to.deep.equal(['meshes', 'nodes', 'scenes']);
    // Read back: every basis row of every facet resolves against the same file record.
    for (const check of checks) {
      for (const f of check.prediction!.facets as unknown as { basis: { references: BasisReference[] } }[]) {
        for (const ref of f.basis.references) expect(basisReferenceProblem(ref, provenance, file.measurements), JSON.stringify(ref)).to.equal(undefined);
      }
    }
    const edited = { kind: 'raw_source', domain: 'nodes', key: 'node:0', field: 'name', value: 'not-the-name' } as const;
    expect(basisReferenceProblem(edited, provenance, file.measurements)).to.match(/does not hold/);

    const text = (await lint(toml, ['--format', 'text', FOX])).stdout.split('\n');
    expect(text).to.include(
      '  prediction[engine-track-support] animation_track_support subject Animation0: available — track_support (selector=Animation0, source_animation_index=0, source_name=Survey, outcome=dropped, gate=load_animations, dropped_channel_count=21)',
    );
    expect(text).to.include('  prediction[engine-unit-scale] unit_mapping: available — unit_mapping (source_linear_unit=metre, target_linear_unit=metre, scale_factor=1, loader_conversion=none)');
    const markdown = (await lint(toml, ['--format', 'markdown', FOX])).stdout;
    expect(markdown).to.contain('| prediction | scope | subject | state | result | reasons |');
    expect(markdown).to.contain('| engine-track-support | animation\\_track\\_support | Animation0 | available | track\\_support (selector=Animation0');
  });

  it('without [engine] the plugin changes nothing: provenance null, rule not applicable', async () => {
    const r = await lint(PINNED, ['--format', 'json', FOX]);
    expect(r.status).to.equal(0);
    const { file, addressability } = parse(r.stdout);
    expect(file.prediction_provenance).to.equal(null);
    expect(addressability).to.include({ applicability: 'not_applicable' });
  });

  const operatorErrors: [string, string, RegExp][] = [
    ['an unknown tuple lists the known ones', engineToml('bevy', 9), /unknown profile bevy rev 9 \(0\.19\.0, gltf-asset-loader\); known: bevy rev 1 \(0\.19\.0, gltf-asset-loader\); bevy rev 2/],
    ['a profile whose plugin is not pinned names the package', engineTable('bevy', 1), /no installed plugin provides engine profiles; add @animsmith\/plugin-bevy to the project and name it under \[plugins\]/],
    ['a setting the revision does not model', engineToml('bevy', 1, '\n[engine.settings]\nload_animations = true\n'), /bevy rev 1 \(0\.19\.0, gltf-asset-loader\) has no document setting 'load_animations' \(it models none\)/],
    ['a partial tuple', `${PINNED}\n[engine]\nprofile = "bevy"\n`, /engine/],
  ];
  for (const [what, toml, message] of operatorErrors) {
    it(`exit 2: ${what}`, async () => {
      const r = await lint(toml, [FOX]);
      expect(r.status).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr).to.match(message);
    });
  }
});
