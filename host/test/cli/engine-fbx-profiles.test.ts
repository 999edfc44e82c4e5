import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';
import { provenanceProblems as verifyProvenance } from '@animsmith/schemas/provenance';
import { curve, curveNode, layer, model, oo, op, sceneBytes, stack, TICKS } from '@animsmith/test-utils/fbx';
import { engineToml, runCli, scratchProject } from '@animsmith/test-utils';

const validate = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID)!;

/** Root moving 1 m along X over "walk" (0…1 s) and a second stack "idle" whose stop is `idleStop`. */
function walkScene(idleStop: bigint): Uint8Array {
  return sceneBytes({
    globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 11]],
    objects: [
      model(1n, 'Root'),
      stack(10n, 'walk', 0n, TICKS),
      stack(11n, 'idle', 0n, idleStop),
      layer(20n),
      layer(21n),
      curveNode(30n, 'T', [0, 0, 0]),
      curve(31n, [0n, TICKS], [0, 100]),
    ],
    connections: [oo(1n, 0n), oo(20n, 10n), oo(21n, 11n), oo(30n, 20n), op(30n, 1n, 'Lcl Translation'), op(31n, 30n, 'd|X')],
  });
}

describe('engine profiles on FBX through the CLI', () => {
  const project = scratchProject('engine-fbx-');
  const UNREAL = engineToml('unreal', 1);
  /** Unity Generic rev 2 with `Root` as the root-motion node, then the clip tables in `clips`. */
  const unityRootMotion = (clips: string) =>
    engineToml('unity-generic', 2, `\n[engine.settings]\nroot_motion_source = "Root"\n\n[rig.roles]\nroot = "Root"\n${clips}`);

  async function lint(toml: string, bytes: Uint8Array, args: string[] = ['--format', 'json']) {
    writeFileSync(path.join(project.dir, 'scene.fbx'), bytes);
    return await project.run(['lint', ...args, 'scene.fbx'], toml);
  }

  it('Unreal rev 1: an off-lattice stack end is an error finding bound to its facet (exit 1)', async () => {
    const r = await lint(UNREAL, walkScene(TICKS + TICKS / 48n));
    expect(r.status, r.stderr).to.equal(1);
    const document = JSON.parse(r.stdout);
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
    const file = document.files[0];
    expect(verifyProvenance(file.prediction_provenance, file.input)).to.deep.equal([]);
    expect(file.prediction_provenance.source_format).to.equal('fbx');
    expect(file.prediction_provenance.raw_source.format_facts.time.frame_rate).to.deep.equal({ numerator: '24', denominator: '1' });
    const check = file.checks.find((c: { check_id: string }) => c.check_id === 'engine-clip-boundary');
    expect(check.evaluation).to.equal('complete');
    expect(check.findings.map((f: { clip: string; prediction_scope: unknown }) => [f.clip, f.prediction_scope])).to.deep.equal([
      ['idle', { code: 'animation_stack_end', subject: 'idle' }],
    ]);
    expect(document.summary.prediction_facets).to.deep.equal({ available: 2, required_prediction_unavailable: 0 });
  });

  it('Unreal rev 1: on-lattice ends pass', async () => {
    const r = await lint(UNREAL, walkScene(TICKS / 2n));
    const check = JSON.parse(r.stdout).files[0].checks.find((c: { check_id: string }) => c.check_id === 'engine-clip-boundary');
    expect(check.findings).to.deep.equal([]);
    expect(check.prediction.facets.map((f: { result: { on_frame_lattice: boolean } }) => f.result.on_frame_lattice)).to.deep.equal([true, true]);
  });

  it('Unity Generic rev 2: a gameplay-owned axis the importer extracts is an error bound to its facet; --allow cannot hide an unavailable one', async () => {
    const toml = unityRootMotion('\n[clips.walk]\nmovement_owner_xz = "gameplay"\n\n[clips.idle]\nmovement_owner_yaw = "animation"\n');
    const r = await lint(toml, walkScene(TICKS));
    expect(r.status, r.stderr).to.equal(1);
    const document = JSON.parse(r.stdout);
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
    const file = document.files[0];
    expect(file.prediction_provenance.schema).to.equal('urn:animsmith:prediction-provenance:6');
    expect(verifyProvenance(file.prediction_provenance, file.input)).to.deep.equal([]);
    const check = file.checks.find((c: { check_id: string }) => c.check_id === 'engine-root-motion');
    expect(check.prediction.schema).to.equal('urn:animsmith:engine-prediction:6');
    expect(check.evaluation).to.equal('partial');
    expect(check.findings.map((f: { prediction_scope: unknown }) => f.prediction_scope)).to.deep.equal([{ code: 'root_motion_axis', subject: 'xz:walk' }]);
    // "idle" has no Root motion at all: its yaw is unmeasured, so that facet is required-unavailable.
    const idle = check.prediction.facets.find((f: { scope: { subject: string } }) => f.scope.subject === 'yaw:idle');
    expect(idle).to.deep.include({ state: 'required_prediction_unavailable', reasons: ['measurement_unavailable'] });
    const allowed = await runCli(['lint', '--allow', 'engine-root-motion', 'scene.fbx'], { cwd: project.dir });
    expect(allowed.status).to.equal(1);
  });

  it('Unity Generic rev 2: V6 provenance embeds the raw transform paths and movement intent; the basis cites them', async () => {
    const toml = unityRootMotion('\n[clips.walk]\nmovement_owner_xz = "animation"\n');
    const r = await lint(toml, walkScene(TICKS));
    expect(r.status, r.stderr).to.equal(0);
    const provenance = JSON.parse(r.stdout).files[0].prediction_provenance;
    expect(Object.keys(provenance)).to.include.members(['runtime_nodes', 'scene_inventory', 'animation_inventory', 'transform_paths', 'movement_intent']);
    expect(provenance.transform_paths).to.deep.include({ state: 'complete', rows: [{ node: 0, path: 'Root', refusal: null }] });
    expect(provenance.movement_intent.rows).to.deep.equal([
      { clip_index: 0, clip_name: 'walk', movement_owner_xz: 'animation', movement_owner_y: null, movement_owner_yaw: null },
      { clip_index: 1, clip_name: 'idle', movement_owner_xz: null, movement_owner_y: null, movement_owner_yaw: null },
    ]);
    // Only the FBX facts the contracts name: no meshes, skins or bind poses.
    expect(Object.keys(provenance.raw_source.format_facts)).to.deep.equal(['kind', 'unit', 'basis', 'time', 'stacks', 'resources']);
    expect(provenance.raw_source.format_facts.stacks.rows[0]).to.deep.include({ name: 'walk', layer_count: 1, animated_properties: ['Lcl Translation'], animated_properties_complete: true });
    const check = JSON.parse(r.stdout).files[0].checks.find((c: { check_id: string }) => c.check_id === 'engine-root-motion');
    const raw = check.prediction.facets[0].basis.references.filter((b: { kind: string }) => b.kind === 'raw_source');
    expect(raw).to.deep.equal([
      { kind: 'raw_source', domain: 'movement_intent', key: 'clip:0', field: 'movement_owner_xz', value: 'animation' },
      { kind: 'raw_source', domain: 'transform_paths', key: 'node:0', field: 'path', value: 'Root' },
    ]);
  });

  const UNREAL_2 = engineToml('unreal', 2);

  it('Unreal rev 2: V4 provenance with every setting materialised; the rule of revision 1 still runs', async () => {
    const r = await lint(`${UNREAL_2}\n[engine.settings]\nsample_rate = 60\n`, walkScene(TICKS));
    expect(r.status, r.stderr).to.equal(0);
    const document = JSON.parse(r.stdout);
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
    const provenance = document.files[0].prediction_provenance;
    expect(provenance.schema).to.equal('urn:animsmith:prediction-provenance:4');
    expect(verifyProvenance(provenance, document.files[0].input)).to.deep.equal([]);
    expect(provenance.settings.document).to.deep.equal([
      { id: 'convert_scene', value: true, origin: 'profile_default' },
      { id: 'convert_scene_unit', value: false, origin: 'profile_default' },
      { id: 'force_front_x_axis', value: false, origin: 'profile_default' },
      { id: 'import_uniform_scale', value: 1, origin: 'profile_default' },
      { id: 'sample_rate', value: 60, origin: 'explicit_config' },
    ]);
    expect(provenance).to.not.have.property('animation_inventory');
    const check = document.files[0].checks.find((c: { check_id: string }) => c.check_id === 'engine-clip-boundary');
    expect(check.prediction.schema).to.equal('urn:animsmith:engine-prediction:4');
  });

  it('Unreal rev 2: generate import-advice projects the sample rate (V2); a rate outside the domain is exit 2', async () => {
    writeFileSync(path.join(project.dir, 'scene.fbx'), walkScene(TICKS));
    const advise = (settings: string) => project.run(['generate', 'import-advice', 'scene.fbx'], `${UNREAL_2}\n[engine.settings]\n${settings}\n`);
    const custom = await advise('sample_rate = 60');
    expect(custom.status, custom.stderr).to.equal(0);
    const doc = JSON.parse(custom.stdout);
    expect(doc.schema).to.equal('urn:animsmith:schema:engine-import-advice:2');
    expect(doc.projection.document.map((p: { key: string; value: unknown }) => [p.key, p.value])).to.deep.equal([
      ['bUseDefaultSampleRate', false],
      ['CustomSampleRate', 60],
    ]);
    const source = await advise('sample_rate = "source_determined"');
    expect(JSON.parse(source.stdout).projection.document.map((p: { value: unknown }) => p.value)).to.deep.equal([false, 0]);
    for (const bad of ['sample_rate = 29.97', 'sample_rate = 0', 'sample_rate = "fast"']) {
      const r = await advise(bad);
      expect(r.status, bad).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr).to.match(/engine\.settings\.sample_rate: expected one of "default_30", "source_determined" or a whole number ≥ 1 ≤ 2147483647/);
    }
  });

  it('a profile that does not accept the input format is exit 2', async () => {
    const toml = engineToml('bevy', 1);
    const r = await lint(toml, walkScene(TICKS));
    expect(r.status).to.equal(2);
    expect(r.stdout).to.equal('');
    expect(r.stderr).to.match(/scene\.fbx: bevy rev 1 \(0\.19\.0, gltf-asset-loader\) does not accept fbx input \(it accepts glb, gltf\)/);
  });
});
