/**
 * Spine skeletons through the CLI: the built-in Spine loader feeds `measure`, `lint` and `pose`.
 * World positions from the pose sampler (what `animsmith pose` prints, run in-process here to keep
 * the test fast) are compared with the official runtime's own evaluation (spine-core, test-only:
 * its licence forbids shipping it) of the same file.
 */
import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MixFrom, Physics, Skeleton } from '@esotericsoftware/spine-core';
import { createStrictValidator, OUTPUT_SCHEMA_ID, POSE_SCHEMA_ID } from '@animsmith/schemas';
import { analyzeFile } from '../../src/engine/analyze.js';
import { openSession } from '../../src/engine/session.js';
import { buildPoseDocument } from '../../src/pose/pose-document.js';
import { sampleClip } from '../../src/sample/sampler.js';
import { readSkeletonData } from '../../../plugins/spine/test/headless-spine.js';
import { CORPUS, REPO, runCli } from '@animsmith/test-utils';

const SPINE = path.join(CORPUS, 'spine');
const FILES = readdirSync(SPINE).filter((f) => f.endsWith('.json')).sort();
const validator = createStrictValidator();
const validateOutput = validator.getSchema(OUTPUT_SCHEMA_ID)!;
const validatePose = validator.getSchema(POSE_SCHEMA_ID)!;
/** The corpus skeletons state no `fps`: Spine's default 30 is the frame grid. */
const FPS = 30;
/**
 * Between frames the model interpolates its exact per-frame samples linearly, while the runtime
 * follows its curves (and holds stepped keys until the next key): the documented approximation.
 * Its bound: at mid-frame a bone is off the runtime's position by at most the distance the runtime
 * moves it over that frame (through the mid-frame position), plus this many Spine units of f32
 * noise. (On the corpus the raw gap reaches tens of units on fast moves, where the bone travels
 * as much within the frame.)
 */
const NOISE_UNITS = 1e-3;

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

/** Every key time in an animation (a key object carries `time`; absent means 0). */
function keyTimes(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? [typeof (v as { time?: unknown }).time === 'number' ? (v as { time: number }).time : 0, ...keyTimes(v)] : keyTimes(v)));
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(keyTimes);
  return [];
}

/** The frame times N / 30 through `duration`. */
function frameTimes(duration: number): number[] {
  return Array.from({ length: Math.floor(duration * FPS + 1e-3) + 1 }, (_, n) => Math.min(duration, n / FPS));
}

function runtimeWorld(file: string, animation: string, time: number): Map<string, [number, number]> {
  const data = readSkeletonData(readFileSync(file, 'utf8'));
  const skeleton = new Skeleton(data);
  skeleton.setupPose();
  data.findAnimation(animation)!.apply(skeleton, time, time, false, [], 1, MixFrom.setup, false, false, false);
  skeleton.updateWorldTransform(Physics.none);
  return new Map(skeleton.bones.map((b) => [b.data.name, [b.appliedPose.worldX, b.appliedPose.worldY]]));
}

async function json(args: readonly string[]): Promise<Record<string, unknown>> {
  const r = await runCli(args);
  expect(r.stderr, args.join(' ')).to.equal('');
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

describe('Spine skeletons on the command line', () => {
  for (const name of FILES) {
    const file = path.join(SPINE, name);
    const raw = JSON.parse(readFileSync(file, 'utf8')) as RawSkeleton;

    it(`${name}: measure is schema-valid with a duration for every animation`, async () => {
      const doc = await json(['measure', file]);
      expect(validateOutput(doc), JSON.stringify(validateOutput.errors?.slice(0, 3))).to.equal(true);
      const clips = (doc.files as { measurements: { clips: Record<string, { duration_s: number }> } }[])[0]!.measurements.clips;
      const animations = Object.entries(raw.animations ?? {});
      expect(Object.keys(clips).sort()).to.deep.equal(animations.map(([n]) => n).sort());
      for (const [anim, body] of animations) expect(clips[anim]!.duration_s, anim).to.be.closeTo(maxKeyTime(body), 1e-6);
    });

    it(`${name}: lint is schema-valid JSON`, async () => {
      const r = await runCli(['lint', '--format', 'json', file]);
      expect(r.stderr).to.equal('');
      expect([0, 1]).to.include(r.status);
      const doc = JSON.parse(r.stdout) as Record<string, unknown>;
      expect(validateOutput(doc), JSON.stringify(validateOutput.errors?.slice(0, 3))).to.equal(true);
    });

    for (const [animation, body] of Object.entries(raw.animations ?? {})) {
      const duration = maxKeyTime(body);
      if (duration === 0) continue;
      it(`${name} "${animation}": bone world positions match spine-core at every key time and frame time`, async () => {
        const skip = constrained(raw);
        const { services } = await analyzeFile(await openSession(REPO, undefined), file);
        const clipIndex = services.document.clips.findIndex((c) => c.name === animation);
        // The host's grid is the loader's frame grid: frame N of every track is grid frame N.
        const grid = sampleClip(services.document, clipIndex)!;
        for (const track of services.document.clips[clipIndex]!.tracks) expect([...track.times]).to.deep.equal([...grid.times]);
        expect(grid.frameCount).to.equal(frameTimes(duration).length);
        const instants = [...new Set([...keyTimes(body), ...frameTimes(duration)].map(Math.fround))].sort((a, b) => a - b);
        let compared = 0;
        for (const time of instants) {
          const request = { kind: 'time', clipIndex, seconds: time } as const;
          const pose = buildPoseDocument({ path: name, document: services.document, source: services.source, space: 'source', request });
          if (compared === 0) expect(validatePose(pose), JSON.stringify(validatePose.errors?.slice(0, 3))).to.equal(true);
          const runtime = runtimeWorld(file, animation, time);
          for (const node of pose.nodes) {
            if (skip.has(node.name!)) continue;
            const [x, y] = runtime.get(node.name!)!;
            // Source space is the file's own units (Spine units), as the editor shows them.
            const [sx, sy, sz] = node.world.translation_m;
            const what = `${animation} @${time} bone ${node.name}`;
            expect(sx!, what).to.be.closeTo(x, 1e-3 * Math.max(1, Math.abs(x)));
            expect(sy!, what).to.be.closeTo(y, 1e-3 * Math.max(1, Math.abs(y)));
            expect(sz).to.equal(0);
            compared++;
          }
        }
        expect(compared).to.be.greaterThan(0);
      });

      it(`${name} "${animation}": between frames the pose is off spine-core by no more than the bone's travel in that frame`, async () => {
        const skip = constrained(raw);
        const { services } = await analyzeFile(await openSession(REPO, undefined), file);
        const clipIndex = services.document.clips.findIndex((c) => c.name === animation);
        let worst = 0;
        const frames = frameTimes(duration);
        for (let f = 1; f < frames.length; f++) {
          const time = Math.fround((frames[f - 1]! + frames[f]!) / 2);
          const pose = buildPoseDocument({ path: name, document: services.document, source: services.source, space: 'source', request: { kind: 'time', clipIndex, seconds: time } });
          const [before, runtime, after] = [frames[f - 1]!, time, frames[f]!].map((t) => runtimeWorld(file, animation, Math.fround(t)));
          for (const node of pose.nodes) {
            if (skip.has(node.name!)) continue;
            const [x, y] = runtime!.get(node.name!)!;
            const [ax, ay] = before!.get(node.name!)!;
            const [bx, by] = after!.get(node.name!)!;
            const [sx, sy] = node.world.translation_m;
            const travel = Math.hypot(x - ax, y - ay) + Math.hypot(bx - x, by - y);
            worst = Math.max(worst, Math.hypot(sx! - x, sy! - y) - travel);
          }
        }
        expect(worst).to.be.below(NOISE_UNITS);
      });
    }
  }

  it('pose --frame N samples N / fps; inspect counts the timelines\' keys, not the frame grid', async () => {
    const file = path.join(SPINE, '3-timing-and-spacing-ess.json');
    const pose = await json(['pose', '--clip', 'heavy', '--frame', '3', file]) as { instant: { time_s: number }; source_space: unknown };
    // The host grid spans the file's f32 duration evenly: frame 3 is 0.1 s to within an f32 step.
    expect(pose.instant.time_s).to.be.closeTo(0.1, 1e-7);
    expect(pose.source_space).to.deep.equal({ metres_per_unit: 0.01, up_axis: '+y', front_axis: '+z', coord_axis: '+x' });
    const normalized = await json(['pose', '--clip', 'heavy', '--frame', '3', '--space', 'normalized', file]) as { source_space?: unknown };
    expect(normalized.source_space).to.equal(undefined);
    const last = await runCli(['pose', '--clip', 'heavy', '--frame', '161', file]);
    expect(last.status).to.equal(2);
    expect(last.stderr).to.contain('clip \'heavy\' has frames 0..160');
    const inspect = await runCli(['inspect', file]);
    expect(inspect.stdout).to.contain("'heavy': 5.33333 s, 20 keys, 3 channels (in the file: 46 keys in 4 channels)");
  });

  it('a project may pin the built-in plugin: the same version is accepted, another is one precise line', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spine-pin-'));
    const scope = path.join(dir, 'node_modules', '@animsmith');
    mkdirSync(scope, { recursive: true });
    symlinkSync(path.join(REPO, 'plugins', 'spine'), path.join(scope, 'plugin-spine'));
    writeFileSync(path.join(dir, 'animsmith.toml'), '[plugins]\nspine = "@animsmith/plugin-spine"\n');
    writeFileSync(path.join(dir, 'a.json'), readFileSync(path.join(SPINE, '3-timing-and-spacing-ess.json')));
    const same = await runCli(['measure', 'a.json'], { cwd: dir });
    expect(same.stderr).to.equal('');
    expect(same.status).to.equal(0);

    const other = path.join(dir, 'other');
    mkdirSync(other);
    writeFileSync(path.join(other, 'package.json'), JSON.stringify({ name: '@animsmith/plugin-spine', version: '9.9.9', type: 'module', main: 'index.js' }));
    writeFileSync(path.join(other, 'index.js'), "export default { meta: { name: '@animsmith/plugin-spine', version: '9.9.9', namespace: 'spine', apiVersion: 1 } };\n");
    writeFileSync(path.join(dir, 'animsmith.toml'), '[plugins]\nspine = "./other/index.js"\n');
    const differs = await runCli(['measure', 'a.json'], { cwd: dir });
    expect(differs.status).to.equal(2);
    expect(differs.stderr).to.match(/^animsmith: plugin '@animsmith\/plugin-spine' is pinned at 9\.9\.9, but this animsmith ships it built in at \d+\.\d+\.\d+\S*\n$/);
  });

  it('animsmith pose prints a schema-valid pose of a Spine clip', async () => {
    const file = path.join(SPINE, '3-timing-and-spacing-ess.json');
    const pose = await json(['pose', '--clip', 'heavy', '--time', '1', file]) as { nodes: { name: string }[] };
    expect(validatePose(pose), JSON.stringify(validatePose.errors?.slice(0, 3))).to.equal(true);
    expect(pose.nodes.map((n) => n.name)).to.deep.equal(['root', 'square', 'bone']);
  });

  it('lint judges a Spine clip declared as a loop: closure per bone, constant tracks', async () => {
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
    const r = await runCli(['lint', '--format', 'json', 'walk.json'], { cwd: dir });
    expect(r.stderr).to.equal('');
    expect(r.status).to.equal(1);
    const doc = JSON.parse(r.stdout) as { files: { checks: { check_id: string; findings?: { bone?: string; message: string }[] }[] }[] };
    expect(validateOutput(doc), JSON.stringify(validateOutput.errors?.slice(0, 3))).to.equal(true);
    const findings = (id: string) => doc.files[0]!.checks.find((c) => c.check_id === id)!.findings ?? [];
    expect(findings('loop-closure').map((f) => f.bone)).to.deep.equal(['knee']);
    expect(findings('constant-track').map((f) => [f.bone, f.message.split(' track')[0]])).to.deep.equal([['hip', 'the translation']]);
  });

  it('counts a static Spine timeline by its keys, not its frames', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spine-static-'));
    const skeleton = {
      skeleton: { spine: '4.3.75-beta', fps: 30 },
      bones: [{ name: 'root' }, { name: 'shadow', parent: 'root' }, { name: 'arm', parent: 'root' }],
      animations: {
        idle: {
          bones: {
            shadow: { translate: [{ x: 3, y: 1 }, { time: 3.2333, x: 3, y: 1 }] },
            arm: { rotate: [{ value: 0 }, { time: 3.2333, value: 45 }] },
          },
        },
      },
    };
    writeFileSync(path.join(dir, 'idle.json'), JSON.stringify(skeleton));
    const r = await runCli(['lint', '--format', 'json', 'idle.json'], { cwd: dir });
    expect(r.stderr).to.equal('');
    const doc = JSON.parse(r.stdout) as { files: { checks: { check_id: string; findings?: { bone?: string; message: string }[] }[] }[] };
    expect(validateOutput(doc), JSON.stringify(validateOutput.errors?.slice(0, 3))).to.equal(true);
    const findings = doc.files[0]!.checks.find((c) => c.check_id === 'constant-track')!.findings ?? [];
    expect(findings.map((f) => [f.bone, f.message])).to.deep.equal([['shadow', 'the translation track has 2 keys but never moves (at most 0 m); one key would do']]);
  });

  it('a Spine loop that repeats its first pose names the closing frame, not a key', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spine-dup-'));
    const skeleton = {
      skeleton: { spine: '4.3.75-beta' },
      bones: [{ name: 'root' }, { name: 'hip', parent: 'root' }],
      animations: { sway: { bones: { hip: { rotate: [{ value: 0 }, { time: 0.5, value: 30 }, { time: 1, value: 0 }] } } } },
    };
    writeFileSync(path.join(dir, 'sway.json'), JSON.stringify(skeleton));
    writeFileSync(path.join(dir, 'animsmith.toml'), '[clips."sway"]\nloop = true\n');
    const r = await runCli(['lint', '--format', 'json', 'sway.json'], { cwd: dir });
    const doc = JSON.parse(r.stdout) as { files: { checks: { check_id: string; findings?: { message: string }[] }[] }[] };
    const findings = doc.files[0]!.checks.find((c) => c.check_id === 'duplicate-loop-endpoint')!.findings ?? [];
    expect(findings.map((f) => f.message.split(';')[0])).to.deep.equal(['declared loop repeats its first pose at the end: 1 redundant closing frame(s) per track']);
  });

  it('refuses bad skeletons with one precise line and exit 2', async () => {
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
      ['v38.json', JSON.stringify({ skeleton: { spine: '3.8.99' }, ...walk([{ time: 0, angle: 10 }]) }), 'skeleton header: version "3.8.99" is not Spine 4.3'],
      ['angle.json', JSON.stringify(walk([{ time: 0, angle: 10 }])), 'animation "walk" bone "hip" rotate key 0: unknown field "angle"'],
      ['null.json', JSON.stringify(walk([{ time: 0, value: null }])), 'animation "walk" bone "hip" rotate key 0: "value" is null, not a finite number'],
    ];
    for (const [file, text, message] of cases) {
      writeFileSync(path.join(dir, file), text);
      const r = await runCli(['lint', file], { cwd: dir });
      expect(r.status, file).to.equal(2);
      expect(r.stdout, file).to.equal('');
      expect(r.stderr.trim().split('\n'), file).to.have.length(1);
      expect(r.stderr, file).to.contain(`animsmith: ${file}: ${message}`);
    }
  });

  it('declines JSON that is not a Spine skeleton, and still reads .gltf with the glTF loader', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spine-other-'));
    writeFileSync(path.join(dir, 'other.json'), JSON.stringify({ asset: { version: '2.0' }, nodes: [] }));
    const r = await runCli(['lint', 'other.json'], { cwd: dir });
    expect(r.status).to.equal(2);
    expect(r.stderr).to.equal('animsmith: other.json: no loader could read this file\n');
    writeFileSync(path.join(dir, 'empty.gltf'), JSON.stringify({ asset: { version: '2.0' } }));
    const g = await runCli(['measure', 'empty.gltf'], { cwd: dir });
    expect(g.stderr).to.equal('');
    expect(g.status).to.equal(0);
  });
});
