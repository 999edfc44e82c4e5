import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type LoadedAsset, type Track } from '@animsmith/cli/plugin';
import { SkeletonJson, type AttachmentLoader } from '@esotericsoftware/spine-core';
import { loadSpine, METRES_PER_UNIT } from '../src/loader/index.js';
import { loadSkeleton, refusal, spineRequest } from './load-skeleton.js';
import { FIXTURES } from '../../../fixtures/root.mjs';

const SPINE = path.join(FIXTURES, 'spine/');
const FILES = readdirSync(SPINE).filter((f) => f.endsWith('.json')).sort();


/** Reads the runtime's durations; attachments are not needed for that, so the loader returns none. */
function runtimeDurations(text: string): Map<string, number> {
  const none = () => null as never;
  const loader: AttachmentLoader = {
    newRegionAttachment: none,
    newMeshAttachment: none,
    newBoundingBoxAttachment: none,
    newPathAttachment: none,
    newPointAttachment: none,
    newClippingAttachment: none,
  };
  const data = new SkeletonJson(loader).readSkeletonData(text);
  return new Map(data.animations.map((a) => [a.name, a.duration]));
}

const skeleton = (bones: object[], animations: object = {}, extra: object = {}) => ({ skeleton: { spine: '4.3.75-beta' }, bones, ...extra, animations });
const hipWalk = (timelines: object, extra: object = {}) =>
  skeleton([{ name: 'root' }, { name: 'hip', parent: 'root', x: 10, y: 20, rotation: 30, scaleX: 2 }], { walk: { bones: { hip: timelines }, ...extra } });
const track = (asset: LoadedAsset, property: Track['property']) => asset.document.clips[0]!.tracks.find((t) => t.property === property)!;
const near = (actual: ArrayLike<number>, expected: readonly number[], eps = 1e-6) => {
  expect(actual.length).to.equal(expected.length);
  expected.forEach((e, i) => expect(actual[i], `[${i}]`).to.be.closeTo(e, eps));
};

describe('Spine loader', () => {
  describe('on the corpus', () => {
    for (const name of FILES) {
      it(`${name}: one clip per animation, durations equal the runtime's`, () => {
        const text = readFileSync(path.join(SPINE, name), 'utf8');
        const { source, document } = loadSkeleton(text);
        const raw = JSON.parse(text) as { bones: unknown[]; animations: Record<string, unknown> };
        const runtime = runtimeDurations(text);
        expect(source.format).to.equal('spine-json');
        expect(document.bones).to.have.length(raw.bones.length);
        expect(document.clips.map((c) => c.name)).to.deep.equal(Object.keys(raw.animations));
        for (const clip of document.clips) {
          expect(clip.duration, clip.name).to.equal(runtime.get(clip.name));
          for (const t of clip.tracks) {
            expect(Math.max(...t.times), `${clip.name} track end`).to.be.at.most(clip.duration);
            for (let k = 1; k < t.times.length; k++) expect(t.times[k]!).to.be.greaterThan(t.times[k - 1]!);
            expect([...t.values].every(Number.isFinite)).to.equal(true);
          }
        }
      });
    }

    it('rest pose: setup x/y in metres (1 unit = 1 cm), rotation about +Z, scale z = 1', () => {
      const { document, source } = loadSkeleton(readFileSync(path.join(SPINE, '1-weight-and-mass-drop-ess.json'), 'utf8'));
      expect(METRES_PER_UNIT).to.equal(0.01);
      const [root, sword] = document.bones;
      near(root!.rest.translation, [0, -9.741199, 0]);
      near(root!.rest.rotation, [0, 0, 0, 1]);
      expect(sword!.parent).to.equal(0);
      near(sword!.rest.translation, [1.2454503, 5.2016, 0]);
      near(sword!.rest.rotation, [0, 0, Math.SQRT1_2, Math.SQRT1_2]);
      near(sword!.rest.scale, [1, 1, 1]);
      expect(source.scenes).to.deep.equal([{ index: 0, rootNodes: [0] }]);
      expect(source.nodes[0]!.children).to.deep.equal([1, 2, 3]);
      expect(document.clips[0]).to.deep.include({ name: 'ready-to-animate', duration: 0, tracks: [] });
    });
  });

  describe('curves, as the runtime evaluates them, on the frame grid', () => {
    /** Frame times N / fps of a clip ending at frame `last`, as f32. */
    const frames = (last: number, fps = 30) => Array.from({ length: last + 1 }, (_, n) => Math.fround(n / fps));
    const angles = (t: Track) => Array.from({ length: t.times.length }, (_, k) => (Math.atan2(t.values[4 * k + 2]!, t.values[4 * k + 3]!) * 360) / Math.PI);

    it('linear keys become LINEAR tracks of setup + offset, sampled at every frame N / 30', () => {
      const asset = loadSkeleton(hipWalk({ rotate: [{ value: 10 }, { time: 1, value: -20 }], translate: [{ x: 5 }, { time: 0.5, y: 1 }] }));
      const rotation = track(asset, 'rotation');
      expect(rotation.interpolation).to.equal('LINEAR');
      near(rotation.times, frames(30), 0);
      near(angles(rotation), frames(30).map((t) => 40 - 30 * t), 1e-4);
      const translation = track(asset, 'translation');
      near(translation.times, frames(30), 0);
      // Frame 15 (0.5 s) is the second key; it holds after it.
      near(translation.values.slice(45, 48), [0.1, 0.21, 0]);
      near(translation.values.slice(90, 93), [0.1, 0.21, 0]);
      expect(asset.document.clips[0]!.duration).to.equal(1);
    });

    it('the header fps sets the grid; a key off the grid is sampled at its own time too', () => {
      const asset = loadSkeleton({ ...hipWalk({ rotate: [{}, { time: 0.3, value: 30 }, { time: 0.5, value: 60 }] }), skeleton: { spine: '4.3.75-beta', fps: 24 } });
      const rotation = track(asset, 'rotation');
      // 0.5 s = frame 12 at 24 fps; 0.3 s falls between frames 7 and 8.
      near(rotation.times, [...frames(7, 24), Math.fround(0.3), ...frames(12, 24).slice(8)], 0);
      near(angles(rotation).slice(8, 9), [60]);
      expect(refusal({ ...hipWalk({}), skeleton: { spine: '4.3.75-beta', fps: 0 } })).to.equal('skeleton header: "fps" 0 is not a positive frame rate');
    });

    it('a Bezier segment is the runtime\'s flattened curve at each frame', () => {
      const asset = loadSkeleton(hipWalk({ rotate: [{ time: 1, curve: [1.5, 0, 1.6, 90] }, { time: 2, value: 90 }] }));
      const rotation = track(asset, 'rotation');
      near(rotation.times, frames(60), 0);
      const cubic = (a: number, b: number, c: number, d: number, s: number) => (1 - s) ** 3 * a + 3 * (1 - s) ** 2 * s * b + 3 * (1 - s) * s * s * c + s ** 3 * d;
      // At frames 30 and 60 (the keys) the angle is exact; in between the runtime's 9-point table
      // is within a degree of the cubic for this curve.
      const got = angles(rotation).map((a) => a - 30);
      expect(got[30]).to.be.closeTo(0, 1e-4);
      expect(got[60]).to.be.closeTo(90, 1e-4);
      for (let n = 31; n < 60; n++) {
        const t = n / 30;
        let lo = 0;
        let hi = 1;
        for (let i = 0; i < 50; i++) (cubic(1, 1.5, 1.6, 2, (lo + hi) / 2) < t ? (lo = (lo + hi) / 2) : (hi = (lo + hi) / 2));
        expect(got[n]!, `frame ${n}`).to.be.closeTo(cubic(0, 0, 90, 90, lo), 1);
      }
    });

    it('stepped keys become a STEP track over the frames; the setup pose holds before a late first key', () => {
      const asset = loadSkeleton(hipWalk({ rotate: [{ time: 0.5, value: 10, curve: 'stepped' }, { time: 1, value: 20 }] }));
      const rotation = track(asset, 'rotation');
      expect(rotation.interpolation).to.equal('STEP');
      near(rotation.times, frames(30), 0);
      near(angles(rotation), frames(30).map((_, n) => (n < 15 ? 30 : n < 30 ? 40 : 50)), 1e-4);
    });

    it('a stepped channel next to a linear one: exact at every frame, the jump lands on its frame', () => {
      const asset = loadSkeleton(hipWalk({ translate: [{ x: 0, y: 0, curve: 'stepped' }, { time: 1, x: 10, y: 10 }], translatey: [{ value: 0 }, { time: 1, value: 10 }] }));
      const translation = track(asset, 'translation');
      expect(translation.interpolation).to.equal('LINEAR');
      near(translation.times, frames(30), 0);
      // x holds 10 (setup) until frame 30; y is translatey's (the later timeline wins y).
      near(translation.values.slice(29 * 3, 31 * 3), [0.1, 0.2 + 0.1 * Math.fround(29 / 30), 0, 0.2, 0.3, 0], 1e-6);
    });

    it('authored keys are the timelines\' own: union of key times, values, each key\'s interpolation', () => {
      const asset = loadSkeleton(hipWalk({
        rotate: [{ value: 0, curve: 'stepped' }, { time: 0.5, value: 300, curve: [0.6, 0, 0.8, 300] }, { time: 1, value: 360 }],
        translatex: [{ value: 1 }, { time: 0.25, value: 2 }],
        translatey: [{ time: 0.25, value: 3, curve: 'stepped' }, { time: 1, value: 3 }],
      }));
      const rotation = track(asset, 'rotation');
      // The samples: frames 0…30 and the off-grid key at 0.25 s.
      expect(rotation.times).to.have.length(32);
      const keys = rotation.authored!;
      near(keys.times, [0, 0.5, 1], 0);
      expect(keys.interpolations).to.deep.equal(['constant', 'cubic', 'cubic']);
      // 30°, 330°, 390° (setup 30): each key stays in the previous key's hemisphere.
      const [a, b, c] = [0, 1, 2].map((k) => [...keys.values.slice(4 * k, 4 * k + 4)]);
      const dot = (p: number[], q: number[]) => p.reduce((sum, v, i) => sum + v * q[i]!, 0);
      expect(dot(a!, b!)).to.be.greaterThan(0);
      expect(dot(b!, c!)).to.be.greaterThan(0);
      near([Math.abs(dot(b!, [0, 0, Math.sin((330 * Math.PI) / 360), Math.cos((330 * Math.PI) / 360)]))], [1]);
      const translation = track(asset, 'translation').authored!;
      near(translation.times, [0, 0.25, 1], 0);
      expect(translation.interpolations).to.deep.equal(['linear', 'linear', 'constant']);
      // translatey shows the setup y before its first key at 0.25 s.
      near(translation.values, [0.11, 0.2, 0, 0.12, 0.23, 0, 0.12, 0.23, 0]);
    });

    it('a key written a hair after its frame lies on that frame; frame times are the host grid\'s own', () => {
      // 0.2333334 s is frame 7 as the editor writes it; its f32 is above f32(7 / 30).
      const asset = loadSkeleton(hipWalk({ rotate: [{ curve: 'stepped' }, { time: 0.2333334, value: 10, curve: 'stepped' }, { time: 1, value: 10 }] }));
      const rotation = track(asset, 'rotation');
      expect(rotation.interpolation).to.equal('STEP');
      expect(rotation.times).to.have.length(31);
      near(angles(rotation).slice(6, 8), [30, 40], 1e-4);
      // The host sampler's uniform grid expression, f32(duration · i / (n − 1)).
      const duration = asset.document.clips[0]!.duration;
      expect([...rotation.times]).to.deep.equal(Array.from({ length: 31 }, (_, i) => Math.fround((duration * i) / 30)));
    });

    it('every track of a clip keys at the same times, through the clip duration', () => {
      const asset = loadSkeleton(hipWalk({ rotate: [{}, { time: 0.2, value: 10 }] }, { events: [{ time: 0.5, name: 'step' }] }));
      const clip = asset.document.clips[0]!;
      expect(clip.duration).to.equal(0.5);
      near(track(asset, 'rotation').times, frames(15), 0);
    });

    it('the duration is the last key time over every timeline, not only bone timelines', () => {
      const asset = loadSkeleton(hipWalk({ rotate: [{}, { time: 1 }] }, { events: [{ time: 2.5, name: 'step' }] }));
      expect(asset.document.clips[0]!.duration).to.equal(2.5);
    });

    it('the source document keeps the file\'s timelines and key counts; source units are 0.01 m', () => {
      const { source, document } = loadSkeleton(readFileSync(path.join(SPINE, '3-timing-and-spacing-ess.json'), 'utf8'));
      const heavy = source.animations[0]!.channels;
      expect(heavy.map((c) => c.keyCount)).to.deep.equal([20, 9, 6, 11]);
      expect(document.clips[0]!.tracks.every((t) => t.times.length === 161)).to.equal(true);
      expect(source.sourceSpace).to.deep.equal({ metresPerUnit: 0.01, up: '+y', front: '+z', coord: '+x', planarUnit: 'px' });
    });

    it('refuses a skeleton whose frame grid would need unbounded memory', () => {
      const huge = { ...hipWalk({ rotate: [{}, { time: 1 }] }), skeleton: { spine: '4.3.75-beta', fps: 1e9 } };
      expect(refusal(huge)).to.match(/^animation "walk": sampling its 1 bone tracks at 1000000000 fps over 1 s takes the skeleton past 4000000 track samples/);
    });
  });

  describe('what the model cannot express is stated, not dropped', () => {
    it('setup shear: notice, and the source rest keeps the exact affine as a matrix', () => {
      const { source, document } = loadSkeleton(skeleton([{ name: 'root', shearX: 30, scaleY: 2 }]));
      expect(source.notices[0]).to.match(/^bone "root": setup shear \(shearX 30°, shearY 0°\) cannot be expressed as TRS/);
      const rest = source.nodes[0]!.localRest;
      expect(rest.kind).to.equal('matrix');
      if (rest.kind === 'matrix') near(rest.matrix.slice(0, 8), [Math.cos(Math.PI / 6), 0.5, 0, 0, 0, 2, 0, 0]);
      near(document.bones[0]!.rest.scale, [1, 2, 1]);
    });

    it('inherit modes, shear timelines and constraints are notices', () => {
      const { source } = loadSkeleton(
        skeleton(
          [{ name: 'root' }, { name: 'arm', parent: 'root', inherit: 'noScale' }],
          { wave: { bones: { arm: { shear: [{ x: 5 }] } } } },
          { constraints: [{ type: 'transform', name: 't', source: 'root', bones: ['arm'] }] },
        ),
      );
      expect(source.notices).to.have.length(3);
      expect(source.notices[0]).to.contain('bone "arm": inherit "noScale" is not modelled');
      expect(source.notices[1]).to.equal('1 constraint (transform 1) not evaluated: constrained bones are posed by their own timelines only');
      expect(source.notices[2]).to.contain('animation "wave" bone "arm" shear: shear timelines are not representable');
      expect(source.animations[0]!.channels[0]!.target).to.deep.equal({ kind: 'unsupported', path: 'shear', node: 1 });
    });
  });

  describe('sniffing and bad input', () => {
    it('declines JSON objects that are not Spine skeletons (glTF)', () => {
      expect(loadSpine(spineRequest(Buffer.from(JSON.stringify({ asset: { version: '2.0' }, nodes: [] }))))).to.equal(undefined);
      expect(loadSpine(spineRequest(Buffer.from('{}')))).to.equal(undefined);
    });

    const cases: [string, unknown, string][] = [
      ['not JSON', '{"bones": [', 'not valid JSON: '],
      ['not UTF-8', Uint8Array.of(0x7b, 0xff, 0x7d), 'not valid UTF-8 text'],
      ['not an object', '"bones"', 'the JSON root is a string, not a skeleton object'],
      ['unknown parent', skeleton([{ name: 'a', parent: 'ghost' }]), 'bone "a": unknown parent bone "ghost"'],
      ['later parent', skeleton([{ name: 'a', parent: 'b' }, { name: 'b' }]), 'bone "a": parent bone "b" is declared after it (a parent must precede its children)'],
      ['duplicate bone', skeleton([{ name: 'a' }, { name: 'a' }]), 'bone "a": the name is also used by bone 0; names must be unique'],
      ['unknown slot bone', skeleton([{ name: 'a' }], {}, { slots: [{ name: 's', bone: 'b' }] }), 'slot "s": unknown bone "b"'],
      ['bad number', skeleton([{ name: 'a', x: '3' }]), 'bone "a": "x" is a string, not a finite number'],
      [
        'short curve',
        hipWalk({ translate: [{}, {}, {}, { time: 1, curve: [0, 0, 1, 1] }, { time: 2 }] }),
        'animation "walk" bone "hip" translate key 3: "curve" has 4 numbers; this 2-channel timeline needs 8 (cx1, cy1, cx2, cy2 per channel)',
      ],
      ['curve word', hipWalk({ rotate: [{ curve: 'linear' }, { time: 1 }] }), 'animation "walk" bone "hip" rotate key 0: "curve" is "linear"; expected "stepped" or 4 numbers'],
      ['unknown timeline', hipWalk({ wobble: [{}] }), 'animation "walk" bone "hip" wobble: unknown bone timeline'],
      ['a timeline named after an Object.prototype member', hipWalk({ constructor: [{}] }), 'animation "walk" bone "hip" constructor: unknown bone timeline'],
      ['unknown animated bone', skeleton([{ name: 'a' }], { walk: { bones: { b: { rotate: [{}] } } } }), 'animation "walk" bone "b": unknown bone'],
      ['time going back', hipWalk({ rotate: [{ time: 1 }, { time: 0.5 }] }), 'animation "walk" bone "hip" rotate key 1: "time" 0.5 is before the previous key\'s 1'],
      ['unknown slot', skeleton([{ name: 'a' }], { walk: { slots: { s: { alpha: [{}] } } } }), 'animation "walk" slot "s": unknown slot'],
      [
        'a 3.8 skeleton (version and key fields)',
        { ...hipWalk({ rotate: [{ time: 0, angle: 10 }] }), skeleton: { spine: '3.8.99' } },
        'skeleton header: version "3.8.99" is not Spine 4.3: only 4.3 skeletons are read (earlier formats differ in constraints and key fields); export it from Spine 4.3',
      ],
      ['a 4.2 skeleton', { ...hipWalk({}), skeleton: { spine: '4.2.22' } }, 'skeleton header: version "4.2.22" is not Spine 4.3'],
      ['a version that is not a string', { ...hipWalk({}), skeleton: { spine: 4.3 } }, 'skeleton header: "spine" is a number, not a version string'],
      [
        'an unknown key field',
        hipWalk({ rotate: [{ time: 0, angle: 10 }] }),
        'animation "walk" bone "hip" rotate key 0: unknown field "angle" (rotate keys hold time, value, curve); the 4.3 runtime would ignore it',
      ],
      ['a null value', hipWalk({ rotate: [{ time: 0, value: null }] }), 'animation "walk" bone "hip" rotate key 0: "value" is null, not a finite number'],
      ['an unknown inherit key field', hipWalk({ inherit: [{ mode: 'noScale' }] }), 'animation "walk" bone "hip" inherit key 0: unknown field "mode" (inherit keys hold time, inherit)'],
    ];
    for (const [what, input, message] of cases) {
      it(`refuses ${what}`, () => {
        const text = refusal(input);
        expect(text.startsWith(message), text).to.equal(true);
        expect(text).to.not.match(/\n/);
      });
    }

    it('ignores the unused curve of the last key, as the runtime does', () => {
      expect(track(loadSkeleton(hipWalk({ rotate: [{}, { time: 1, curve: [1] }] })), 'rotation').times).to.have.length(31);
    });
  });
});
