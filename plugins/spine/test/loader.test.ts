import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetLoadError, type LoadedAsset, type LoadRequest, type Track } from '@animsmith/cli/plugin';
import { SkeletonJson, type AttachmentLoader } from '@esotericsoftware/spine-core';
import { loadSpine, METRES_PER_UNIT } from '../src/loader/index.js';

const SPINE = fileURLToPath(new URL('../../../../shared/corpus/spine/', import.meta.url));
const FILES = readdirSync(SPINE).filter((f) => f.endsWith('.json')).sort();

function request(bytes: Uint8Array): LoadRequest {
  const limits = { maxPrimaryBytes: 1 << 30, maxResourceBytes: 1 << 30, maxTotalBytes: 1 << 30 };
  return { displayPath: 'x.json', absolutePath: '/x.json', assetFolder: '/', extension: '.json', bytes, limits };
}

function load(skeleton: unknown): LoadedAsset {
  const bytes = skeleton instanceof Uint8Array ? skeleton : Buffer.from(typeof skeleton === 'string' ? skeleton : JSON.stringify(skeleton));
  const loaded = loadSpine(request(bytes));
  if (loaded === undefined) throw new Error('declined');
  return loaded;
}

function refusal(skeleton: unknown): string {
  try {
    load(skeleton);
  } catch (error) {
    expect(error).to.be.instanceOf(AssetLoadError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

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
const quatZ = (deg: number) => [0, 0, Math.sin((deg * Math.PI) / 360), Math.cos((deg * Math.PI) / 360)];

describe('Spine loader', () => {
  describe('on the corpus', () => {
    for (const name of FILES) {
      it(`${name}: one clip per animation, durations equal the runtime's`, () => {
        const text = readFileSync(path.join(SPINE, name), 'utf8');
        const { source, document } = load(text);
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
      const { document, source } = load(readFileSync(path.join(SPINE, '1-weight-and-mass-drop-ess.json'), 'utf8'));
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

  describe('curves, as the runtime evaluates them', () => {
    it('linear keys become LINEAR tracks of setup + offset', () => {
      const asset = load(hipWalk({ rotate: [{ value: 10 }, { time: 1, value: -20 }], translate: [{ x: 5 }, { time: 0.5, y: 1 }] }));
      const rotation = track(asset, 'rotation');
      expect(rotation.interpolation).to.equal('LINEAR');
      near(rotation.times, [0, 1]);
      near(rotation.values, [...quatZ(40), ...quatZ(10)]);
      const translation = track(asset, 'translation');
      near(translation.values, [0.15, 0.2, 0, 0.1, 0.21, 0]);
      expect(asset.document.clips[0]!.duration).to.equal(1);
    });

    it('scale keys multiply the setup scale; an undriven component stays at setup', () => {
      const asset = load(hipWalk({ scaley: [{ value: 3 }] }));
      near(track(asset, 'scale').values, [2, 3, 1]);
    });

    it('a Bezier segment keys at the runtime\'s 9 flattened points: the cubic at s = 0.1 … 0.9', () => {
      const asset = load(hipWalk({ rotate: [{ time: 1, curve: [1.5, 0, 1.6, 90] }, { time: 2, value: 90 }] }));
      const rotation = track(asset, 'rotation');
      // t = 0 (setup, equal to the first key's offset 0), the first key, 9 flattened points, the last key.
      expect(rotation.times).to.have.length(12);
      const cubic = (a: number, b: number, c: number, d: number, s: number) => (1 - s) ** 3 * a + 3 * (1 - s) ** 2 * s * b + 3 * (1 - s) * s * s * c + s ** 3 * d;
      const angle = (k: number) => (Math.atan2(rotation.values[4 * k + 2]!, rotation.values[4 * k + 3]!) * 360) / Math.PI - 30;
      for (let k = 1; k <= 9; k++) {
        expect(rotation.times[k + 1]!, `t${k}`).to.be.closeTo(cubic(1, 1.5, 1.6, 2, k / 10), 1e-5);
        expect(angle(k + 1), `angle ${k}`).to.be.closeTo(cubic(0, 0, 90, 90, k / 10), 1e-3);
      }
    });

    it('stepped keys become a STEP track; the setup pose holds before a late first key', () => {
      const asset = load(hipWalk({ rotate: [{ time: 0.5, value: 10, curve: 'stepped' }, { time: 1, value: 20 }] }));
      const rotation = track(asset, 'rotation');
      expect(rotation.interpolation).to.equal('STEP');
      near(rotation.times, [0, 0.5, 1]);
      near(rotation.values, [...quatZ(30), ...quatZ(40), ...quatZ(50)]);
    });

    it('a stepped channel next to a linear one gets a hold key one f32 step before its jump', () => {
      const asset = load(hipWalk({ translate: [{ x: 0, y: 0, curve: 'stepped' }, { time: 1, x: 10, y: 10 }], translatey: [{ y: 0 }, { time: 1, value: 10 }] }));
      const translation = track(asset, 'translation');
      expect(translation.interpolation).to.equal('LINEAR');
      const before = new Float32Array([1]);
      new Int32Array(before.buffer)[0]! -= 1;
      near(translation.times, [0, before[0]!, 1], 0);
      // x holds 10 (setup) until the jump; y is translatey's (the later timeline wins y).
      near(translation.values, [0.1, 0.2, 0, 0.1, 0.2 + 0.1 * before[0]!, 0, 0.2, 0.3, 0], 1e-6);
    });

    it('a turn of more than 90° between keys is split so the shortest-path slerp follows the angle', () => {
      const rotation = track(load(hipWalk({ rotate: [{}, { time: 1, value: 360 }] })), 'rotation');
      near(rotation.times, [0, 0.25, 0.5, 0.75, 1]);
      near(rotation.values.slice(8, 12), quatZ(210));
    });

    it('the duration is the last key time over every timeline, not only bone timelines', () => {
      const asset = load(hipWalk({ rotate: [{}, { time: 1 }] }, { events: [{ time: 2.5, name: 'step' }] }));
      expect(asset.document.clips[0]!.duration).to.equal(2.5);
    });
  });

  describe('what the model cannot express is stated, not dropped', () => {
    it('setup shear: notice, and the source rest keeps the exact affine as a matrix', () => {
      const { source, document } = load(skeleton([{ name: 'root', shearX: 30, scaleY: 2 }]));
      expect(source.notices[0]).to.match(/^bone "root": setup shear \(shearX 30°, shearY 0°\) cannot be expressed as TRS/);
      const rest = source.nodes[0]!.localRest;
      expect(rest.kind).to.equal('matrix');
      if (rest.kind === 'matrix') near(rest.matrix.slice(0, 8), [Math.cos(Math.PI / 6), 0.5, 0, 0, 0, 2, 0, 0]);
      near(document.bones[0]!.rest.scale, [1, 2, 1]);
    });

    it('inherit modes, shear timelines and constraints are notices', () => {
      const { source } = load(
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
      expect(loadSpine(request(Buffer.from(JSON.stringify({ asset: { version: '2.0' }, nodes: [] }))))).to.equal(undefined);
      expect(loadSpine(request(Buffer.from('{}')))).to.equal(undefined);
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
    ];
    for (const [what, input, message] of cases) {
      it(`refuses ${what}`, () => {
        const text = refusal(input);
        expect(text.startsWith(message), text).to.equal(true);
        expect(text).to.not.match(/\n/);
      });
    }

    it('ignores the unused curve of the last key, as the runtime does', () => {
      expect(track(load(hipWalk({ rotate: [{}, { time: 1, curve: [1] }] })), 'rotation').times).to.have.length(2);
    });
  });
});
