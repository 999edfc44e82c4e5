import { expect } from 'chai';
import { analyzeDuplicateEndpoint, measureLoopEndpointMode } from '../../src/measure/loop-endpoint.js';
import { measureLoopContinuity } from '../../src/measure/loop-continuity.js';
import { sampleClip } from '../../src/sample/sampler.js';
import { buildDocument, quatY, type TrackSpec } from '../support/anim-builder.js';

const T = [0, 0.25, 0.5, 0.75, 1];
const closedX: TrackSpec = { bone: 'a', property: 'translation', times: T, values: [[0, 0, 0], [1, 0, 0], [0, 0, 0], [-1, 0, 0], [0, 0, 0]] };
const closedR: TrackSpec = { bone: 'a', property: 'rotation', times: T, values: [quatY(0), quatY(30), quatY(0), quatY(-30), quatY(0)] };
const constantS: TrackSpec = { bone: 'a', property: 'scale', times: T, values: T.map(() => [1, 1, 1]) };

function docOf(tracks: TrackSpec[]) {
  return buildDocument({ bones: [{ name: 'a' }], clips: [{ name: 'c', tracks }] });
}

function mode(tracks: TrackSpec[], loop = true, caps = { positionM: 0.01, rotationDeg: 1 }) {
  const doc = docOf(tracks);
  const clip = doc.clips[0]!;
  return measureLoopEndpointMode(loop, () => analyzeDuplicateEndpoint(clip, 1), measureLoopContinuity(doc.bones, sampleClip(doc, 0)), caps);
}

describe('measure: duplicate loop endpoint predicate', () => {
  it('finds a strict duplicate of key 0 shared by every moving track', () => {
    const clip = docOf([closedX, closedR, constantS]).clips[0]!;
    expect(analyzeDuplicateEndpoint(clip, 1)).to.deep.include({ kind: 'duplicate', removedKeys: 1 });
  });

  it('tolerates 1e-5 per component and 1e-4 rad, and no more', () => {
    const near = (dx: number): TrackSpec => ({ ...closedX, values: [[0, 0, 0], [1, 0, 0], [0, 0, 0], [-1, 0, 0], [dx, 0, 0]] });
    expect(analyzeDuplicateEndpoint(docOf([near(0.000009)]).clips[0]!, 1).kind).to.equal('duplicate');
    expect(analyzeDuplicateEndpoint(docOf([near(0.00002)]).clips[0]!, 1).kind).to.equal('not_duplicate');
    const rot = (deg: number): TrackSpec => ({ ...closedR, values: [quatY(0), quatY(30), quatY(0), quatY(-30), quatY(deg)] });
    expect(analyzeDuplicateEndpoint(docOf([rot(0.005)]).clips[0]!, 1).kind).to.equal('duplicate'); // 8.7e-5 rad
    expect(analyzeDuplicateEndpoint(docOf([rot(0.01)]).clips[0]!, 1).kind).to.equal('not_duplicate');
  });

  it('refuses disagreeing counts, static clips and mismatched timelines', () => {
    const twoDup: TrackSpec = { ...closedX, values: [[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 0, 0], [0, 0, 0]] };
    expect(analyzeDuplicateEndpoint(docOf([twoDup, closedR]).clips[0]!, 1).kind).to.equal('not_duplicate');
    expect(analyzeDuplicateEndpoint(docOf([twoDup]).clips[0]!, 1)).to.deep.include({ kind: 'duplicate', removedKeys: 2 });
    expect(analyzeDuplicateEndpoint(docOf([constantS]).clips[0]!, 1).kind).to.equal('not_duplicate');
    const shifted: TrackSpec = { ...closedR, times: [0, 0.2, 0.5, 0.75, 1] };
    expect(analyzeDuplicateEndpoint(docOf([closedX, shifted]).clips[0]!, 1)).to.deep.equal({ kind: 'unavailable', reason: 'timeline_mismatch' });
    expect(analyzeDuplicateEndpoint(docOf([]).clips[0]!, 1)).to.deep.equal({ kind: 'unavailable', reason: 'no_tracks' });
  });
});

describe('measure: loop_endpoint_mode', () => {
  const popped: TrackSpec = { ...closedX, values: [[0, 0, 0], [1, 0, 0], [0, 0, 0], [-1, 0, 0], [0.5, 0, 0]] };
  const unique: TrackSpec = { ...closedX, values: [[0, 0, 0], [1, 0, 0], [0, 0, 0], [-1, 0, 0], [0.005, 0, 0]] };

  it('is not applicable unless the clip is declared a loop', () => {
    expect(mode([closedX], false)).to.deep.equal({ availability: 'not_applicable' });
  });

  it('classifies duplicate_endpoint, unique_cycle and non_closing', () => {
    expect(mode([closedX])).to.deep.equal({ availability: 'measured', value: 'duplicate_endpoint' });
    expect(mode([unique])).to.deep.equal({ availability: 'measured', value: 'unique_cycle' });
    expect(mode([popped])).to.deep.equal({ availability: 'measured', value: 'non_closing' });
    expect(mode([popped], true, { positionM: 0.5, rotationDeg: 1 })).to.deep.equal({ availability: 'measured', value: 'unique_cycle' });
  });

  it('is unavailable without a grid or with undecidable bones', () => {
    expect(mode([{ ...closedX, times: [0, 1], values: [[0, 0, 0], [0.5, 0, 0]] }]).availability).to.equal('unavailable');
    const nan: TrackSpec = { ...closedX, values: [[0, 0, 0], [1, 0, 0], [0, 0, 0], [-1, 0, 0], [NaN, 0, 0]] };
    expect(mode([nan]).availability).to.equal('unavailable');
  });
});

describe('measure: duplicate predicate finiteness', () => {
  it('reports non-finite data eagerly, and never a duplicate when deferred', () => {
    const nanMiddle: TrackSpec = { ...closedX, values: [[0, 0, 0], [NaN, 0, 0], [0, 0, 0], [-1, 0, 0], [0, 0, 0]] };
    const clip = docOf([nanMiddle]).clips[0]!;
    expect(analyzeDuplicateEndpoint(clip, 1)).to.deep.equal({ kind: 'unavailable', reason: 'non_finite' });
    expect(analyzeDuplicateEndpoint(clip, 1, true)).to.deep.equal({ kind: 'unavailable', reason: 'non_finite' });
    const nanTangentless: TrackSpec = { ...closedX, values: [[0, 0, 0], [1, 0, 0], [0, 0, 0], [-1, 0, 0], [NaN, 0, 0]] };
    expect(analyzeDuplicateEndpoint(docOf([nanTangentless]).clips[0]!, 1, true).kind).to.not.equal('duplicate');
  });
});
