import { expect } from 'chai';
import { runPredictionRule } from '@animsmith/cli/testing';
import type { PredictionRuleCase } from '@animsmith/cli/testing';
import { provenanceSection } from '@animsmith/cli/plugin';

type ProjectConfig = NonNullable<PredictionRuleCase['config']>;
import { GENERIC_REVISION_2 } from '../src/profiles.js';
import { curve, curveNode, layer, loadScene, model, oo, op, sceneBytes, stack, TICKS } from '@animsmith/test-utils/fbx';

/** Reference/Root/Hips; the Root travels 1 m along X over "walk" (0…1 s). */
function rig(names: [string, string, string] = ['Reference', 'Root', 'Hips']): Uint8Array {
  return sceneBytes({
    globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 11]],
    objects: [model(1n, names[0]), model(2n, names[1]), model(3n, names[2]), stack(10n, 'walk', 0n, TICKS), layer(20n), curveNode(30n, 'T', [0, 0, 0]), curve(31n, [0n, TICKS], [0, 100])],
    connections: [oo(1n, 0n), oo(2n, 1n), oo(3n, 2n), oo(20n, 10n), oo(30n, 20n), op(30n, 2n, 'Lcl Translation'), op(31n, 30n, 'd|X')],
  });
}

function config(walk: Record<string, unknown>, engineSettings: Record<string, unknown> = { root_motion_source: 'Reference/Root' }, roles: Record<string, string> = { root: 'Root', hips: 'Hips' }): ProjectConfig {
  return { rig: { roles }, engine: { settings: engineSettings }, clips: { walk } } as ProjectConfig;
}

async function predict(c: ProjectConfig, bytes = rig()) {
  const { document, source } = await loadScene(bytes);
  return runPredictionRule({ profile: GENERIC_REVISION_2, ruleId: 'engine-root-motion', document, source, config: c });
}

describe('engine-root-motion (Unity Generic rev 2)', () => {
  it('animation-owned XZ stored as root motion (the default extract): consistent, no finding', async () => {
    const { record, incident, provenance } = await predict(config({ movement_owner_xz: 'animation' }));
    expect(incident).to.equal(undefined);
    expect(record.evaluation).to.equal('complete');
    expect(record.findings).to.deep.equal([]);
    expect(record.prediction!.facets.map((f) => [f.scope.subject, f.result])).to.deep.equal([
      ['xz:walk', { kind: 'root_motion_routing', axis: 'xz', owner: 'animation', setting_id: 'root_position_xz', setting_value: 'extract', routing: 'stored_as_root_motion', consistent: true }],
    ]);
    expect(provenance.settings.clips[0]!.settings.find((s) => s.id === 'root_position_xz')).to.deep.equal({ id: 'root_position_xz', value: 'extract', origin: 'profile_default' });
  });

  it('gameplay-owned XZ that the importer extracts: an error finding bound to the facet', async () => {
    const { record } = await predict(config({ movement_owner_xz: 'gameplay', movement_owner_y: 'gameplay', engine_settings: { root_position_y: 'bake' } }));
    expect(record.evaluation).to.equal('complete');
    expect(record.findings).to.have.length(1);
    expect(record.findings[0]).to.deep.include({
      check_id: 'engine-root-motion',
      severity: 'error',
      clip: 'walk',
      expected: 'baked_into_pose',
      measured: 'stored_as_root_motion',
      prediction_scope: { code: 'root_motion_axis', subject: 'xz:walk' },
    });
    expect(record.prediction!.facets.map((f) => [f.scope.subject, f.result?.kind === 'root_motion_routing' ? f.result.consistent : undefined])).to.deep.equal([
      ['xz:walk', false],
      ['y:walk', true],
    ]);
  });

  it('legacy in_place = true means gameplay-owned XZ', async () => {
    const { record } = await predict(config({ in_place: true, engine_settings: { root_position_xz: 'bake' } }));
    expect(record.prediction!.facets[0]!.result).to.deep.include({ owner: 'gameplay', routing: 'baked_into_pose', consistent: true });
  });

  it('a missing Root role never falls back to Hips', async () => {
    const { record } = await predict(config({ movement_owner_xz: 'gameplay' }, { root_motion_source: 'Reference/Pelvis' }, { hips: 'Hips' }), rig(['Reference', 'Pelvis', 'Hips']));
    expect(record.evaluation).to.equal('not_evaluated');
    expect(record.prediction!.facets[0]).to.deep.include({ state: 'required_prediction_unavailable', reasons: ['unity:root_role_unresolved'] });
    expect(record.findings).to.deep.equal([]);
  });

  const unresolvable: [string, Record<string, unknown>, string][] = [
    ['a source path that names no node', { root_motion_source: 'Reference/Nope' }, 'source_selector_no_match'],
    ['a source path that names another node than Root', { root_motion_source: 'Reference/Root/Hips' }, 'source_selector_no_match'],
  ];
  for (const [what, settings, reason] of unresolvable) {
    it(`${what}: required-unavailable (${reason})`, async () => {
      const { record } = await predict(config({ movement_owner_xz: 'animation' }, settings));
      expect(record.prediction!.facets[0]).to.deep.include({ state: 'required_prediction_unavailable', reasons: [reason] });
    });
  }

  it('two nodes with the same transform path are ambiguous', async () => {
    const bytes = sceneBytes({
      globals: [['TimeMode', 'enum', 11]],
      objects: [model(1n, 'Root'), model(2n, 'Root'), stack(10n, 'walk', 0n, TICKS), layer(20n)],
      connections: [oo(1n, 0n), oo(2n, 0n), oo(20n, 10n)],
    });
    const { record } = await predict(config({ movement_owner_xz: 'animation' }, { root_motion_source: 'Root' }, { root: 'Root' }), bytes);
    expect(record.prediction!.facets[0]).to.deep.include({ state: 'required_prediction_unavailable', reasons: ['source_selector_ambiguous'] });
  });

  it('two clips sharing a name: a duplicate_clip_name facet per normalized clip and owned axis, never a crash', async () => {
    const bytes = sceneBytes({
      globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 11]],
      objects: [model(1n, 'Reference'), model(2n, 'Root'), stack(10n, 'walk', 0n, TICKS), stack(11n, 'walk', 0n, TICKS), layer(20n), layer(21n)],
      connections: [oo(1n, 0n), oo(2n, 1n), oo(20n, 10n), oo(21n, 11n)],
    });
    const { record, incident, provenance } = await predict(config({ movement_owner_xz: 'animation' }), bytes);
    expect(incident).to.equal(undefined);
    // `[clips."walk"]` applies to both clips the file names walk, so both declare an owner.
    expect(provenanceSection(provenance, 'movement_intent')!.rows.map((r) => [r.clip_name, r.movement_owner_xz])).to.deep.equal([
      ['walk', 'animation'],
      ['walk#1', 'animation'],
    ]);
    expect(record.prediction!.facets.map((f) => [f.scope.subject, f.reasons])).to.deep.equal([
      ['xz:walk', ['duplicate_clip_name']],
      ['xz:walk#1', ['duplicate_clip_name']],
    ]);
    expect(record.prediction!.facets.map((f) => f.basis.references)).to.deep.equal([
      [{ kind: 'raw_source', domain: 'movement_intent', key: 'clip:0', field: 'movement_owner_xz', value: 'animation' }],
      [{ kind: 'raw_source', domain: 'movement_intent', key: 'clip:1', field: 'movement_owner_xz', value: 'animation' }],
    ]);
  });

  it('an overflowed intent scan (N+1 witness) is one atomic subjectless movement_intent facet', () => {
    const rule = GENERIC_REVISION_2.rules!['engine-root-motion']!;
    const provenance = { movement_intent: { coverage: { state: 'partial', limit: 4096, observed: 4097, retained: 4096 }, rows: [] } };
    const emitted: unknown[][] = [];
    expect(rule.applies!({ provenance } as never)).to.equal(true);
    rule.predict({ provenance, unavailable: (...args: unknown[]) => emitted.push(args), available: () => expect.fail('no available facet') } as never);
    expect(emitted).to.deep.equal([[{ code: 'movement_intent' }, ['project_intent_unavailable']]]);
  });

  it('no declared owner anywhere: not applicable', async () => {
    const { record } = await predict(config({ loop: true }));
    expect(record).to.include({ applicability: 'not_applicable' });
  });
});
