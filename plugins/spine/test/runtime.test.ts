/**
 * The compiled skeleton in the official runtime (test-only: spine-core's licence keeps it out of
 * the product, so nothing under src/ imports it). Every corpus export and the ingest fixture is
 * ingested, rebuilt, loaded with a headless attachment loader, posed at the start, middle and end of every animation, and
 * compared structurally with the source loaded the same way.
 */
import { Animation, MixFrom, Physics, Skeleton, VertexAttachment, type SkeletonData } from '@esotericsoftware/spine-core';
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../src/build/index.js';
import { ingest } from '../src/ingest/index.js';
import { readSkeletonData } from './headless-spine.js';
import { richSkeleton } from './ingest-fixture.js';
import { FIXTURES } from '../../../fixtures/root.mjs';

const CORPUS = path.join(FIXTURES, 'spine');
const EXPORTS = readdirSync(CORPUS).filter((name) => name.endsWith('.json')).sort();

/** The facts the runtime holds that a rebuild must keep. */
function structure(data: SkeletonData): Record<string, unknown> {
  return {
    bones: data.bones.map((bone) => bone.name),
    slots: data.slots.map((slot) => slot.name),
    constraints: data.constraints.map((constraint) => `${constraint.constructor.name} ${constraint.name}`),
    skins: data.skins.map((skin) => [skin.name, skin.getAttachments().length]),
    events: data.events.map((event) => event.name),
    animations: data.animations.map((animation) => ({ name: animation.name, timelines: animation.timelines.length, duration: animation.duration })),
  };
}

/**
 * Poses `animation` at `time` from the setup pose and returns every bone's applied world
 * transform, every slot's colour (and tint-black colour), then the world vertices of every mesh, bounding box, path and clipping attachment
 * shown (weighted ones go through the re-indexed bone references).
 */
function pose(skeleton: Skeleton, animation: Animation, time: number): number[] {
  skeleton.setupPose();
  animation.apply(skeleton, 0, time, false, [], 1, MixFrom.setup, false, false, false);
  skeleton.updateWorldTransform(Physics.update);
  const values = skeleton.bones.flatMap(({ appliedPose: p }) => [p.a, p.b, p.c, p.d, p.worldX, p.worldY]);
  for (const { appliedPose: p } of skeleton.slots) {
    values.push(p.color.r, p.color.g, p.color.b, p.color.a);
    if (p.darkColor !== null) values.push(p.darkColor.r, p.darkColor.g, p.darkColor.b);
  }
  for (const slot of skeleton.slots) {
    const attachment = slot.appliedPose.attachment;
    if (!(attachment instanceof VertexAttachment)) continue;
    const world = new Array<number>(attachment.worldVerticesLength).fill(0);
    attachment.computeWorldVertices(skeleton, slot, 0, attachment.worldVerticesLength, world, 0, 2);
    values.push(...world);
  }
  return values;
}

/**
 * Ingests `sourceJson`, rebuilds it, and checks the rebuild against the source in the runtime:
 * same structure, every constraint and animation held, and the same pose at start, middle and end
 * of every animation.
 */
function checkRebuild(sourceJson: Record<string, any>): void {
  const { rig, motion } = ingest(sourceJson, { name: 'probe', art: 'none', version: '0.0.0-test' });
  const compiled = build(rig, motion);
  const source = readSkeletonData(JSON.stringify(sourceJson));
  const rebuilt = readSkeletonData(compiled);

  it('loads with the source’s bones, slots, constraints, skins, events, timelines and durations', () => {
    expect(structure(rebuilt)).to.deep.equal(structure(source));
  });

  it('holds every constraint and animation the JSON states (nothing silently skipped)', () => {
    expect(rebuilt.constraints).to.have.length((sourceJson.constraints ?? []).length);
    expect(rebuilt.animations.map((animation) => animation.name)).to.deep.equal(Object.keys(sourceJson.animations ?? {}));
    expect(rebuilt.bones).to.have.length(sourceJson.bones.length);
    expect(rebuilt.slots).to.have.length(sourceJson.slots.length);
  });

  it('poses every animation at start, middle and end with finite world transforms equal to the source’s', () => {
    const built = new Skeleton(rebuilt);
    const reference = new Skeleton(source);
    for (const animation of rebuilt.animations) {
      const original = source.findAnimation(animation.name);
      expect(original, animation.name).to.not.equal(null);
      for (const time of [0, animation.duration / 2, animation.duration]) {
        const values = pose(built, animation, time);
        expect(values.every(Number.isFinite), `${animation.name} @ ${time}`).to.equal(true);
        expect(values).to.deep.equal(pose(reference, original as Animation, time));
      }
    }
  });
}

describe('spine runtime: the compiled skeleton in spine-core 4.3', () => {
  for (const name of EXPORTS) {
    describe(name, () => checkRebuild(JSON.parse(readFileSync(path.join(CORPUS, name), 'utf8'))));
  }

  describe('the ingest fixture (every constraint, attachment and timeline family)', () => {
    checkRebuild(richSkeleton());

    it('plays the slot colour, tint and alpha timelines with the source’s frames', () => {
      const source = richSkeleton();
      const { rig, motion } = ingest(source, { name: 'probe', art: 'none', version: '0.0.0-test' });
      const frames = (data: SkeletonData): Record<string, number[]> => {
        const idle = data.findAnimation('idle') as Animation;
        const out: Record<string, number[]> = {};
        // Keyed by position and kind: deform property ids hold a per-load attachment id.
        idle.timelines.forEach((timeline, i) => (out[`${i} ${timeline.constructor.name}`] = [...timeline.frames]));
        return out;
      };
      const rebuilt = frames(readSkeletonData(build(rig, motion)));
      const kinds = Object.keys(rebuilt).map((key) => key.split(' ')[1]);
      for (const kind of ['RGBATimeline', 'RGBTimeline', 'AlphaTimeline', 'RGBA2Timeline', 'RGB2Timeline']) expect(kinds).to.include(kind);
      expect(rebuilt).to.deep.equal(frames(readSkeletonData(JSON.stringify(source))));
    });
  });
});
