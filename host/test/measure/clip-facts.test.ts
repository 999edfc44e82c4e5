import { expect } from 'chai';
import { clipDuration, measureClipFacts } from '../../src/measure/clip-facts.js';
import { buildDocument, quatY } from '../support/anim-builder.js';

const neg = (q: number[]) => q.map((x) => -x);

describe('measure: clip facts', () => {
  const doc = buildDocument({
    bones: [{ name: 'zeta' }, { name: 'alpha' }, { name: 'alpha' }, { name: 'still' }, { name: 'broken' }, { name: 'empty' }],
    clips: [
      {
        name: 'c',
        tracks: [
          { bone: 'zeta', property: 'scale', times: [0, 1], values: [[1, 1, 1], [2, 2, 2]] },
          { bone: 'zeta', property: 'translation', times: [0, 1], values: [[0, 0, 0], [1, 0, 0]] },
          { bone: 'zeta', property: 'translation', times: [0, 1], values: [[0, 0, 0], [2, 0, 0]] },
          // 50° (stored negated) is the largest angle from key 0; 30° is smaller
          { bone: 1, property: 'rotation', times: [0, 1, 2, 3], values: [[0, 0, 0, 1], quatY(30), neg(quatY(-50)), quatY(10)] },
          { bone: 2, property: 'rotation', times: [0, 1], values: [[0, 0, 0, 1], quatY(70)] },
          { bone: 'still', property: 'rotation', times: [0, 1], values: [quatY(5), quatY(5.05)] },
          { bone: 'broken', property: 'rotation', times: [0, 1, 2, 3, 4, 5, 6], values: [[0, 0, 0, 1], quatY(90)], malformed: 'count mismatch' },
          { bone: 'empty', property: 'translation', times: [], values: [] },
        ],
      },
    ],
  });
  const facts = measureClipFacts(doc, doc.clips[0]!);

  it('lists animated bones once, sorted, from structurally valid tracks only', () => {
    expect(facts.animated_bones).to.deep.equal(['alpha', 'still', 'zeta']);
  });

  it('reports channel coverage in skeleton order with properties in T, R, S order', () => {
    expect(facts.bone_channels).to.deep.equal([
      { bone_index: 0, bone_name: 'zeta', properties: ['translation', 'scale'] },
      { bone_index: 1, bone_name: 'alpha', properties: ['rotation'] },
      { bone_index: 2, bone_name: 'alpha', properties: ['rotation'] },
      { bone_index: 3, bone_name: 'still', properties: ['rotation'] },
    ]);
  });

  it('frame_count is the longest valid track key count', () => {
    expect(facts.frame_count).to.equal(4);
  });

  it('records sign-invariant rotation ranges per name, omitting those below 0.1°', () => {
    expect(Object.keys(facts.bone_rotation_range_deg)).to.deep.equal(['alpha']);
    // two bones named alpha: the larger range wins
    expect(facts.bone_rotation_range_deg['alpha']).to.be.closeTo(70, 1e-4);
  });

  it('keeps a range just above the floor and its value', () => {
    const d = buildDocument({
      bones: [{ name: 'a' }, { name: 'b' }],
      clips: [
        {
          name: 'c',
          tracks: [
            { bone: 'a', property: 'rotation', times: [0, 1, 2], values: [[0, 0, 0, 1], quatY(0.2), [0, 0, 0, 1]] },
            { bone: 'b', property: 'rotation', times: [0, 1, 2], values: [[0, 0, 0, 1], neg(quatY(-30)), [0, 0, 0, 1]] },
          ],
        },
      ],
    });
    const f = measureClipFacts(d, d.clips[0]!);
    expect(f.bone_rotation_range_deg['a']).to.be.closeTo(0.2, 1e-3);
    expect(f.bone_rotation_range_deg['b']).to.be.closeTo(30, 1e-4);
  });

  it('skips non-finite rotation keys instead of emitting NaN', () => {
    const d = buildDocument({
      bones: [{ name: 'a' }, { name: 'b' }],
      clips: [
        {
          name: 'c',
          tracks: [
            { bone: 'a', property: 'rotation', times: [0, 1, 2], values: [[0, 0, 0, 1], [NaN, 0, 0, 1], quatY(20)] },
            { bone: 'b', property: 'rotation', times: [0, 1], values: [[NaN, 0, 0, 1], quatY(20)] },
          ],
        },
      ],
    });
    const f = measureClipFacts(d, d.clips[0]!);
    expect(f.bone_rotation_range_deg['a']).to.be.closeTo(20, 1e-4);
    expect(f.bone_rotation_range_deg).to.not.have.property('b');
    expect(f.animated_bones).to.deep.equal(['a', 'b']);
  });

  it('falls back to the largest finite key time for a non-finite duration', () => {
    const d = buildDocument({
      bones: [{ name: 'a' }],
      clips: [
        {
          name: 'c',
          duration: NaN,
          tracks: [{ bone: 'a', property: 'translation', times: [0, 1.5, Infinity], values: new Array(9).fill(0) }],
        },
      ],
    });
    expect(clipDuration(d.clips[0]!)).to.equal(1.5);
    expect(measureClipFacts(d, d.clips[0]!).duration_s).to.equal(1.5);
  });
});

describe('measure: rotation range of non-unit keys', () => {
  it('is length-invariant and picks the farthest key', () => {
    const scale = (q: number[], k: number) => q.map((x) => x * k);
    const d = buildDocument({
      bones: [{ name: 'short' }, { name: 'long' }],
      clips: [
        {
          name: 'c',
          tracks: [
            { bone: 'short', property: 'rotation', times: [0, 1, 2, 3], values: [scale(quatY(0), 0.5), scale(quatY(0), 3), scale(quatY(40), 0.2), scale(quatY(25), 7)] },
            { bone: 'long', property: 'rotation', times: [0, 1, 2], values: [scale(quatY(10), 4), scale(quatY(10), 0.1), scale(quatY(-15), 2)] },
          ],
        },
      ],
    });
    const f = measureClipFacts(d, d.clips[0]!);
    expect(f.bone_rotation_range_deg['short']).to.be.closeTo(40, 1e-4);
    expect(f.bone_rotation_range_deg['long']).to.be.closeTo(25, 1e-4);
  });
});
