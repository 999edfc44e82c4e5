/**
 * The model caps (`@animsmith/cli/plugin` model limits, docs/limits.md) in the Spine loader:
 * bone, slot, animation and attachment names and the bone count, each at N (loads) and N + 1
 * (refused with one line naming the cap); a 500-bone animated skeleton loads normally.
 */
import { expect } from 'chai';
import { MAX_BONE_COUNT, MAX_NAME_LENGTH } from '@animsmith/cli/plugin';
import { loadSkeleton, refusal } from './load-skeleton.js';


const header = { spine: '4.3.00' };
const overName = `a name of ${MAX_NAME_LENGTH + 1} characters exceeds the name length cap of ${MAX_NAME_LENGTH} (MAX_NAME_LENGTH)`;

/** `count` bones: a root and its children, the child `i` named by `name(i)`. */
function bones(count: number, name: (i: number) => string = (i) => `b${i}`): { name: string; parent?: string }[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? { name: name(0) } : { name: name(i), parent: name(0) }));
}

describe('spine loader: model caps', function () {
  this.timeout(120000);
  const atCap = 'A'.repeat(MAX_NAME_LENGTH);
  const overCap = 'A'.repeat(MAX_NAME_LENGTH + 1);

  it('bone names: N characters load, N + 1 are refused naming the cap', () => {
    expect(loadSkeleton({ skeleton: header, bones: bones(2, (i) => (i === 1 ? atCap : 'root')) }).document.bones[1]!.name).to.equal(atCap);
    expect(refusal({ skeleton: header, bones: bones(2, (i) => (i === 1 ? overCap : 'root')) })).to.equal(`bone 1: ${overName}`);
  });

  it('slot names: N load, N + 1 refused', () => {
    expect(() => loadSkeleton({ skeleton: header, bones: bones(1), slots: [{ name: atCap, bone: 'b0' }] })).to.not.throw();
    expect(refusal({ skeleton: header, bones: bones(1), slots: [{ name: overCap, bone: 'b0' }] })).to.equal(`slot 0: ${overName}`);
  });

  it('animation (clip) names: N load, N + 1 refused', () => {
    const walk = { bones: { b0: { rotate: [{ time: 0 }, { time: 1, value: 10 }] } } };
    expect(loadSkeleton({ skeleton: header, bones: bones(1), animations: { [atCap]: walk } }).document.clips[0]!.name).to.equal(atCap);
    expect(refusal({ skeleton: header, bones: bones(1), animations: { [overCap]: walk } })).to.equal(`animation 0: ${overName}`);
  });

  it('attachment names in attachment timelines: N load, N + 1 refused', () => {
    const animation = (attachment: string) => ({ attachments: { default: { s0: { [attachment]: { deform: [{ time: 0 }, { time: 1 }] } } } } });
    const skeleton = (attachment: string) => ({ skeleton: header, bones: bones(1), slots: [{ name: 's0', bone: 'b0' }], animations: { a: animation(attachment) } });
    expect(() => loadSkeleton(skeleton(atCap))).to.not.throw();
    expect(refusal(skeleton(overCap))).to.equal(`animation "a" skin "default" slot "s0" attachment: ${overName}`);
  });

  it('bone count: N bones load, N + 1 are refused naming the cap', () => {
    expect(loadSkeleton({ skeleton: header, bones: bones(MAX_BONE_COUNT) }).document.bones).to.have.length(MAX_BONE_COUNT);
    expect(refusal({ skeleton: header, bones: bones(MAX_BONE_COUNT + 1) })).to.equal(
      `${MAX_BONE_COUNT + 1} bones exceed the cap of ${MAX_BONE_COUNT} bones per file (MAX_BONE_COUNT)`,
    );
  });

  it('a 500-bone animated skeleton loads normally', () => {
    const rotate = [{ time: 0 }, { time: 0.5, value: 20 }, { time: 1, value: 0 }];
    const animations = { walk: { bones: Object.fromEntries(bones(500).map((b) => [b.name, { rotate }])) } };
    const loaded = loadSkeleton({ skeleton: header, bones: bones(500), animations });
    expect(loaded.document.bones).to.have.length(500);
    expect(loaded.document.clips[0]!.tracks.length).to.be.at.least(500);
  });
});
