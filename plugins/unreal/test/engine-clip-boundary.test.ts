import { expect } from 'chai';
import { runPredictionRule } from '@animsmith/cli/testing';
import { REVISION_1, REVISION_2 } from '../src/profiles.js';
import { onFrameLattice } from '../src/rules/engine-clip-boundary.js';
import { curve, curveNode, layer, loadScene, model, oo, op, sceneBytes, stack, TICKS, type Entry } from '@animsmith/test-utils/fbx';

/** One animated root and one stack per [name, stop ticks]; 24 fps unless `globals` says otherwise. */
function scene(stops: [string, bigint | undefined][], globals: Entry[] = [['TimeMode', 'enum', 11]]): Uint8Array {
  const objects = [model(1n, 'root'), layer(20n), curveNode(30n, 'T', [0, 0, 0]), curve(31n, [0n, TICKS], [0, 100])];
  const connections = [oo(1n, 0n), oo(30n, 20n), op(30n, 1n, 'Lcl Translation'), op(31n, 30n, 'd|X')];
  stops.forEach(([name, stop], i) => {
    const id = 100n + BigInt(i);
    objects.push(stack(id, name, stop === undefined ? undefined : 0n, stop));
    connections.push(oo(20n, id));
  });
  return sceneBytes({ globals, objects, connections });
}

async function predict(bytes: Uint8Array) {
  const { document, source } = await loadScene(bytes);
  return runPredictionRule({ profile: REVISION_1, ruleId: 'engine-clip-boundary', document, source });
}

describe('engine-clip-boundary (Unreal 5.8 rev 1)', () => {
  it('stacks ending on the 24 fps lattice: available facets, no finding', async () => {
    const { record, incident } = await predict(scene([['walk', TICKS], ['hop', (TICKS / 24n) * 7n]]));
    expect(incident).to.equal(undefined);
    expect(record.evaluation).to.equal('complete');
    expect(record.findings).to.deep.equal([]);
    expect(record.prediction!.facets.map((f) => [f.scope.subject, f.result])).to.deep.equal([
      ['hop', { kind: 'clip_boundary', stack_end_ticks: String((TICKS / 24n) * 7n), frame_period_ticks: { numerator: '1924423250', denominator: '1' }, on_frame_lattice: true }],
      ['walk', { kind: 'clip_boundary', stack_end_ticks: String(TICKS), frame_period_ticks: { numerator: '1924423250', denominator: '1' }, on_frame_lattice: true }],
    ]);
  });

  it('a stack ending between frames: an error finding bound to its facet', async () => {
    const off = TICKS + 1000n;
    const { record } = await predict(scene([['walk', TICKS], ['idle', off]]));
    expect(record.evaluation).to.equal('complete');
    expect(record.findings).to.have.length(1);
    expect(record.findings[0]).to.deep.include({
      check_id: 'engine-clip-boundary',
      severity: 'error',
      clip: 'idle',
      prediction_scope: { code: 'animation_stack_end', subject: 'idle' },
    });
    expect(record.findings[0]!.message).to.contain(`ends at ${off} ticks, between frames of the 24 fps lattice`);
    const idle = record.prediction!.facets.find((f) => f.scope.subject === 'idle')!;
    expect(idle.result).to.deep.include({ on_frame_lattice: false });
  });

  it('uses the exact NTSC period (a rational number of ticks): frame 30 is on the lattice, one tick later is not', async () => {
    // 30 frames at 30000/1001 fps last 1.001 s: 46186158000 × 1001 / 1000 ticks, an integer.
    const frame30 = (TICKS * 1001n) / 1000n;
    expect((TICKS * 1001n) % 1000n).to.equal(0n);
    const globals: Entry[] = [['TimeMode', 'enum', 9]];
    const on = await predict(scene([['a', frame30]], globals));
    expect(on.record.findings).to.deep.equal([]);
    expect(on.record.prediction!.facets[0]!.result).to.deep.include({ frame_period_ticks: { numerator: '7705390693', denominator: '5' } });
    const off = await predict(scene([['a', frame30 + 1n]], globals));
    expect(off.record.findings).to.have.length(1);
  });

  it('a frame rate the loader had to assume makes the facet required-unavailable', async () => {
    const { record } = await predict(scene([['walk', TICKS]], []));
    expect(record.evaluation).to.equal('not_evaluated');
    expect(record.prediction!.facets[0]).to.deep.include({ state: 'required_prediction_unavailable', reasons: ['raw_source_incomplete'] });
  });

  it('two stacks sharing a name: a duplicate_clip_name facet for each of their normalized names, the others still predicted', async () => {
    const { record, incident, provenance } = await predict(scene([['walk', TICKS], ['walk', TICKS + 1000n], ['hop', TICKS]]));
    expect(incident).to.equal(undefined);
    expect(record.evaluation).to.equal('partial');
    expect(record.findings).to.deep.equal([]);
    expect(record.prediction!.facets.map((f) => [f.scope.subject, f.state, f.reasons])).to.deep.equal([
      ['hop', 'available', []],
      ['walk', 'required_prediction_unavailable', ['duplicate_clip_name']],
      ['walk#1', 'required_prediction_unavailable', ['duplicate_clip_name']],
    ]);
    // The raw stack rows keep the source names; the settings rows the normalized ones.
    expect(provenance.raw_source.format_facts!.stacks.rows.map((r) => r.name)).to.deep.equal(['walk', 'walk', 'hop']);
    expect(provenance.settings.clips.map((r) => r.clip_name)).to.deep.equal(['walk', 'walk#1', 'hop']);
  });

  it('revision 2 carries the same rule under the revision-2 contracts', async () => {
    const { document, source } = await loadScene(scene([['walk', TICKS]]));
    const { record, provenance } = runPredictionRule({ profile: REVISION_2, ruleId: 'engine-clip-boundary', document, source });
    expect(provenance.schema).to.equal('urn:animsmith:prediction-provenance:4');
    expect(record.prediction!.schema).to.equal('urn:animsmith:engine-prediction:4');
    expect(record.prediction!.facets[0]!.result).to.deep.include({ on_frame_lattice: true });
  });

  it('decides the lattice with exact integers', () => {
    expect(onFrameLattice(46186158000n, 1924423250n, 1n)).to.equal(true);
    expect(onFrameLattice(46186158001n, 1924423250n, 1n)).to.equal(false);
    // A rational period of 7/2 ticks: 7 ticks is frame 2, 3 ticks lies between frames.
    expect(onFrameLattice(7n, 7n, 2n)).to.equal(true);
    expect(onFrameLattice(3n, 7n, 2n)).to.equal(false);
  });
});
