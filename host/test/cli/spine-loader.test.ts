/**
 * Spine skeletons through the CLI: the built-in Spine loader feeds `measure`, `lint` and `pose`.
 * World positions from the pose sampler (what `animsmith pose` prints, run in-process here to keep
 * the test fast) are compared with the official runtime's own evaluation (spine-core, test-only:
 * its licence forbids shipping it) of the same file.
 */
import { expect } from 'chai';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BoundingBoxAttachment,
  ClippingAttachment,
  MeshAttachment,
  MixFrom,
  PathAttachment,
  Physics,
  PointAttachment,
  RegionAttachment,
  Skeleton,
  SkeletonJson,
  TextureRegion,
  type AttachmentLoader,
  type Sequence,
} from '@esotericsoftware/spine-core';
import { createStrictValidator, OUTPUT_SCHEMA_ID, POSE_SCHEMA_ID } from '@animsmith/schemas';
import { analyzeFile } from '../../src/engine/analyze.js';
import { openSession } from '../../src/engine/session.js';
import { buildPoseDocument } from '../../src/pose/pose-document.js';
import { CORPUS, REPO, runCli } from '../support/cli.js';

const SPINE = path.join(CORPUS, 'spine');
const FILES = readdirSync(SPINE).filter((f) => f.endsWith('.json')).sort();
const validator = createStrictValidator();
const validateOutput = validator.getSchema(OUTPUT_SCHEMA_ID)!;
const validatePose = validator.getSchema(POSE_SCHEMA_ID)!;
/** Spine units per metre, as the loader documents (1 unit = 1 cm). */
const UNITS_PER_METRE = 100;

/** Regions without an atlas: a 1×1 stand-in, enough for the runtime to read and pose. */
class HeadlessAttachments implements AttachmentLoader {
  private fill(sequence: Sequence): void {
    for (let i = 0; i < sequence.regions.length; i++) {
      const region = new TextureRegion();
      Object.assign(region, { u: 0, v: 0, u2: 1, v2: 1, width: 1, height: 1, originalWidth: 1, originalHeight: 1 });
      sequence.regions[i] = region;
    }
  }
  newRegionAttachment(_skin: unknown, _placeholder: string, name: string, _path: string, sequence: Sequence) {
    this.fill(sequence);
    return new RegionAttachment(name, sequence);
  }
  newMeshAttachment(_skin: unknown, _placeholder: string, name: string, _path: string, sequence: Sequence) {
    this.fill(sequence);
    return new MeshAttachment(name, sequence);
  }
  newBoundingBoxAttachment(_skin: unknown, _placeholder: string, name: string) {
    return new BoundingBoxAttachment(name);
  }
  newPathAttachment(_skin: unknown, _placeholder: string, name: string) {
    return new PathAttachment(name);
  }
  newPointAttachment(_skin: unknown, _placeholder: string, name: string) {
    return new PointAttachment(name);
  }
  newClippingAttachment(_skin: unknown, _placeholder: string, name: string) {
    return new ClippingAttachment(name);
  }
}

interface RawSkeleton {
  bones: { name: string; parent?: string }[];
  constraints?: { bones?: string[]; bone?: string }[];
  animations?: Record<string, unknown>;
}

/** Bones whose world pose the runtime's constraints may change: targets and their descendants. */
function constrained(raw: RawSkeleton): Set<string> {
  const out = new Set<string>();
  for (const c of raw.constraints ?? []) for (const b of [...(c.bones ?? []), ...(c.bone ? [c.bone] : [])]) out.add(b);
  for (const bone of raw.bones) if (bone.parent !== undefined && out.has(bone.parent)) out.add(bone.name);
  return out;
}

/** Largest key time anywhere in an animation: every key object carries its `time`. */
function maxKeyTime(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(maxKeyTime));
  if (value !== null && typeof value === 'object') {
    const own = typeof (value as { time?: unknown }).time === 'number' ? (value as { time: number }).time : 0;
    return Math.max(own, ...Object.values(value).map(maxKeyTime));
  }
  return 0;
}

function runtimeWorld(file: string, animation: string, time: number): Map<string, [number, number]> {
  const data = new SkeletonJson(new HeadlessAttachments()).readSkeletonData(readFileSync(file, 'utf8'));
  const skeleton = new Skeleton(data);
  skeleton.setupPose();
  data.findAnimation(animation)!.apply(skeleton, time, time, false, [], 1, MixFrom.setup, false, false, false);
  skeleton.updateWorldTransform(Physics.none);
  return new Map(skeleton.bones.map((b) => [b.data.name, [b.appliedPose.worldX, b.appliedPose.worldY]]));
}

function json(args: readonly string[]): Record<string, unknown> {
  const r = runCli(args);
  expect(r.stderr, args.join(' ')).to.equal('');
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

describe('Spine skeletons on the command line', function () {
  // Each case runs the CLI (a fresh Node process) once or twice.
  this.timeout(60_000);
  for (const name of FILES) {
    const file = path.join(SPINE, name);
    const raw = JSON.parse(readFileSync(file, 'utf8')) as RawSkeleton;

    it(`${name}: measure is schema-valid with a duration for every animation`, () => {
      const doc = json(['measure', file]);
      expect(validateOutput(doc), JSON.stringify(validateOutput.errors?.slice(0, 3))).to.equal(true);
      const clips = (doc.files as { measurements: { clips: Record<string, { duration_s: number }> } }[])[0]!.measurements.clips;
      const animations = Object.entries(raw.animations ?? {});
      expect(Object.keys(clips).sort()).to.deep.equal(animations.map(([n]) => n).sort());
      for (const [anim, body] of animations) expect(clips[anim]!.duration_s, anim).to.be.closeTo(maxKeyTime(body), 1e-6);
    });

    it(`${name}: lint is schema-valid JSON`, () => {
      const r = runCli(['lint', '--format', 'json', file]);
      expect(r.stderr).to.equal('');
      expect([0, 1]).to.include(r.status);
      const doc = JSON.parse(r.stdout) as Record<string, unknown>;
      expect(validateOutput(doc), JSON.stringify(validateOutput.errors?.slice(0, 3))).to.equal(true);
    });

    for (const [animation, body] of Object.entries(raw.animations ?? {})) {
      const duration = maxKeyTime(body);
      if (duration === 0) continue;
      it(`${name} "${animation}": bone world positions match spine-core at 5 instants`, async () => {
        const skip = constrained(raw);
        const { services } = await analyzeFile(await openSession(REPO, undefined), file);
        const clipIndex = services.document.clips.findIndex((c) => c.name === animation);
        let compared = 0;
        for (const fraction of [0, 0.23, 0.5, 0.771, 1]) {
          const time = Math.fround(duration * fraction);
          const request = { kind: 'time', clipIndex, seconds: time } as const;
          const pose = buildPoseDocument({ path: name, document: services.document, source: services.source, space: 'source', request });
          expect(validatePose(pose), JSON.stringify(validatePose.errors?.slice(0, 3))).to.equal(true);
          const runtime = runtimeWorld(file, animation, time);
          for (const node of pose.nodes) {
            if (skip.has(node.name!)) continue;
            const [x, y] = runtime.get(node.name!)!;
            const [mx, my, mz] = node.world.translation_m;
            const what = `${animation} @${time} bone ${node.name}`;
            expect(mx! * UNITS_PER_METRE, what).to.be.closeTo(x, 1e-3 * Math.max(1, Math.abs(x)));
            expect(my! * UNITS_PER_METRE, what).to.be.closeTo(y, 1e-3 * Math.max(1, Math.abs(y)));
            expect(mz).to.equal(0);
            compared++;
          }
        }
        expect(compared).to.be.greaterThan(0);
      });
    }
  }

  it('animsmith pose prints a schema-valid pose of a Spine clip', () => {
    const file = path.join(SPINE, '3-timing-and-spacing-ess.json');
    const pose = json(['pose', '--clip', 'heavy', '--time', '1', file]) as { nodes: { name: string }[] };
    expect(validatePose(pose), JSON.stringify(validatePose.errors?.slice(0, 3))).to.equal(true);
    expect(pose.nodes.map((n) => n.name)).to.deep.equal(['root', 'square', 'bone']);
  });

  it('lint judges a Spine clip declared as a loop: closure per bone, constant tracks', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spine-loop-'));
    const skeleton = {
      skeleton: { spine: '4.3.75-beta' },
      bones: [{ name: 'root' }, { name: 'hip', parent: 'root', y: 90 }, { name: 'knee', parent: 'hip', y: -40 }],
      animations: {
        walk: {
          bones: {
            hip: {
              rotate: [{ value: 0 }, { time: 0.5, value: 30, curve: [0.6, 0, 0.8, 30] }, { time: 1, value: 0 }],
              translate: [{ x: 5 }, { time: 0.5, x: 5 }, { time: 1, x: 5 }],
            },
            knee: { rotate: [{ value: 0 }, { time: 0.5, value: -20 }, { time: 1, value: -20 }] },
          },
        },
      },
    };
    writeFileSync(path.join(dir, 'walk.json'), JSON.stringify(skeleton));
    writeFileSync(path.join(dir, 'animsmith.toml'), '[clips."walk"]\nloop = true\n');
    const r = runCli(['lint', '--format', 'json', 'walk.json'], { cwd: dir });
    expect(r.stderr).to.equal('');
    expect(r.status).to.equal(1);
    const doc = JSON.parse(r.stdout) as { files: { checks: { check_id: string; findings?: { bone?: string; message: string }[] }[] }[] };
    expect(validateOutput(doc), JSON.stringify(validateOutput.errors?.slice(0, 3))).to.equal(true);
    const findings = (id: string) => doc.files[0]!.checks.find((c) => c.check_id === id)!.findings ?? [];
    expect(findings('loop-closure').map((f) => f.bone)).to.deep.equal(['knee']);
    expect(findings('constant-track').map((f) => [f.bone, f.message.split(' track')[0]])).to.deep.equal([['hip', 'the translation']]);
  });

  it('refuses bad skeletons with one precise line and exit 2', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spine-bad-'));
    const walk = (keys: unknown) => ({ bones: [{ name: 'root' }, { name: 'hip', parent: 'root' }], animations: { walk: { bones: { hip: { rotate: keys } } } } });
    const cases: [string, string, string][] = [
      ['not-json.json', '{"bones": [', 'not valid JSON'],
      ['array.json', '[1, 2]', 'the JSON root is an array, not a skeleton object'],
      ['parent.json', JSON.stringify({ bones: [{ name: 'a', parent: 'ghost' }] }), 'bone "a": unknown parent bone "ghost"'],
      ['slot.json', JSON.stringify({ bones: [{ name: 'a' }], slots: [{ name: 's', bone: 'ghost' }] }), 'slot "s": unknown bone "ghost"'],
      [
        'curve.json',
        JSON.stringify(walk([{}, { time: 0.5, curve: [0.6, 1] }, { time: 1 }, { time: 2, value: 3, curve: [1, 2, 3, 4, 5, 6, 7, 8] }, { time: 3 }])),
        'animation "walk" bone "hip" rotate key 1: "curve" has 2 numbers; this 1-channel timeline needs 4 (cx1, cy1, cx2, cy2 per channel)',
      ],
    ];
    for (const [file, text, message] of cases) {
      writeFileSync(path.join(dir, file), text);
      const r = runCli(['lint', file], { cwd: dir });
      expect(r.status, file).to.equal(2);
      expect(r.stdout, file).to.equal('');
      expect(r.stderr.trim().split('\n'), file).to.have.length(1);
      expect(r.stderr, file).to.contain(`animsmith: ${file}: ${message}`);
    }
  });

  it('declines JSON that is not a Spine skeleton, and still reads .gltf with the glTF loader', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spine-other-'));
    writeFileSync(path.join(dir, 'other.json'), JSON.stringify({ asset: { version: '2.0' }, nodes: [] }));
    const r = runCli(['lint', 'other.json'], { cwd: dir });
    expect(r.status).to.equal(2);
    expect(r.stderr).to.equal('animsmith: other.json: no loader could read this file\n');
    writeFileSync(path.join(dir, 'empty.gltf'), JSON.stringify({ asset: { version: '2.0' } }));
    const g = runCli(['measure', 'empty.gltf'], { cwd: dir });
    expect(g.stderr).to.equal('');
    expect(g.status).to.equal(0);
  });
});
