/**
 * Clips a file names alike keep their own normalized names (`walk`, `walk#1`) in every command's
 * output: measure, lint (findings, scopes, `[clips]` expectations), inspect, diff, report and the
 * engine predictions. No clip is dropped. Assets are built in code: a GLB with animations named
 * alike, an FBX with two stacks of one name, and Spine JSON text with a repeated animation key.
 */
import { expect } from 'chai';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createStrictValidator,
  INSPECT_SCHEMA_ID,
  MEASUREMENTS_SCHEMA_ID,
  OUTPUT_SCHEMA_ID,
  POSE_SCHEMA_ID,
  readOutputDocument,
} from '@animsmith/schemas';
import { spanScene, TICKS } from '@animsmith/test-utils/fbx';
import { engineToml, makeScratchDir, runCli } from '@animsmith/test-utils';
import { buildGlb, walkTracks } from '../report/fixtures/build-glb.js';
import { readReport } from '../report/fixtures/report-html.js';

const ajv = createStrictValidator();

function valid(schemaId: string, text: string): Record<string, unknown> {
  const validate = ajv.getSchema(schemaId)!;
  const document = JSON.parse(text) as Record<string, unknown>;
  expect(validate(document), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
  return document;
}

interface ClipMeasured {
  duration_s: number;
}
interface FileRecord {
  measurements: { clips: Record<string, ClipMeasured> };
  checks: {
    check_id: string;
    findings: { clip?: string; message: string }[];
    evaluated_scopes: { code: string; subject?: string }[];
    prediction?: { facets: { scope: { subject?: string }; reasons: string[] }[] };
  }[];
}

/** Durations by clip key, in key order. */
const durations = (clips: Record<string, ClipMeasured>) => Object.entries(clips).map(([name, c]) => [name, c.duration_s]);

describe('clips a file names alike: normalized names everywhere', function () {
  this.timeout(120_000);
  let dir: string;
  const write = (name: string, data: string | Uint8Array) => writeFileSync(path.join(dir, name), data);
  const run = (args: string[]) => runCli(args, { cwd: dir });

  beforeEach(async () => {
    dir = makeScratchDir('dupes-');
    // Source order: walk (1 s), walk (2 s), walk#1 (3 s, authored with that name), run (0.5 s).
    write(
      'dupes.glb',
      await buildGlb([
        { name: 'walk', tracks: walkTracks(9, 1) },
        { name: 'walk', tracks: walkTracks(9, 2) },
        { name: 'walk#1', tracks: walkTracks(9, 3) },
        { name: 'run', tracks: walkTracks(9, 0.5) },
      ]),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('measure keeps every clip: the second walk is walk#2, since the file has its own walk#1', async () => {
    const r = await run(['measure', '--format', 'json', 'dupes.glb']);
    expect(r.status, r.stderr).to.equal(0);
    const document = valid(OUTPUT_SCHEMA_ID, r.stdout);
    readOutputDocument(r.stdout);
    const measurements = (document.files as FileRecord[])[0]!.measurements;
    expect(ajv.getSchema(MEASUREMENTS_SCHEMA_ID)!(measurements)).to.equal(true);
    expect(durations(measurements.clips)).to.deep.equal([
      ['run', 0.5],
      ['walk', 1],
      ['walk#1', 3],
      ['walk#2', 2],
    ]);
  });

  it('lint: findings and scopes name the normalized clip; [clips."walk"] applies to every walk and [clips."walk#2"] refines one', async () => {
    const pin = (seconds: number) => `{ value = ${seconds}, tolerance = 0.01 }`;
    // walk is pinned to 1 s: the first walk passes, the second (2 s) fails; walk#1 (the file's own
    // name) is not a walk and stays unpinned. Refining walk#2 to 2 s then clears it.
    write('animsmith.toml', `[clips."walk"]\nduration_s = ${pin(1)}\n`);
    const first = await run(['lint', '--format', 'json', 'dupes.glb']);
    expect(first.status, first.stderr).to.equal(1);
    const file = (valid(OUTPUT_SCHEMA_ID, first.stdout).files as FileRecord[])[0]!;
    const duration = file.checks.find((c) => c.check_id === 'duration-sanity')!;
    expect(duration.findings.map((f) => f.clip)).to.deep.equal(['walk#2']);
    expect(first.stderr).to.not.match(/clip_selector_unmatched|matches no clip/);

    write('animsmith.toml', `[clips."walk"]\nduration_s = ${pin(1)}\n\n[clips."walk#2"]\nduration_s = ${pin(2)}\n`);
    const second = await run(['lint', '--format', 'json', 'dupes.glb']);
    expect(second.status, second.stderr).to.equal(0);
    const refined = (valid(OUTPUT_SCHEMA_ID, second.stdout).files as FileRecord[])[0]!;
    expect(refined.checks.find((c) => c.check_id === 'duration-sanity')!.findings).to.deep.equal([]);
  });

  it('lint: per-clip scopes name each clip once, by its normalized name', async () => {
    write('animsmith.toml', `[clips."walk*"]\nloop = true\n`);
    const r = await run(['lint', '--format', 'json', 'dupes.glb']);
    const file = (valid(OUTPUT_SCHEMA_ID, r.stdout).files as FileRecord[])[0]!;
    const seam = file.checks.find((c) => c.check_id === 'duplicate-loop-endpoint')!;
    expect(seam.evaluated_scopes.map((s) => s.subject)).to.deep.equal(['walk', 'walk#2', 'walk#1']);
  });

  it('inspect lists every clip in source order under its normalized name', async () => {
    const r = await run(['inspect', '--format', 'json', 'dupes.glb']);
    expect(r.status, r.stderr).to.equal(0);
    const document = valid(INSPECT_SCHEMA_ID, r.stdout) as { clips: { name: string; duration_s: number }[] };
    expect(document.clips.map((c) => [c.name, c.duration_s])).to.deep.equal([
      ['walk', 1],
      ['walk#2', 2],
      ['walk#1', 3],
      ['run', 0.5],
    ]);
  });

  it('pose selects the second walk by its normalized name', async () => {
    const r = await run(['pose', '--format', 'json', '--clip', 'walk#2', '--time', '2', 'dupes.glb']);
    expect(r.status, r.stderr).to.equal(0);
    const document = valid(POSE_SCHEMA_ID, r.stdout) as { instant: { clip: string; time_s: number } };
    expect(document.instant).to.deep.include({ clip: 'walk#2', time_s: 2 });
  });

  it('diff pairs namesakes in source order: only the changed second walk has a delta', async () => {
    write('before.glb', await buildGlb([{ name: 'walk', tracks: walkTracks(9, 1) }, { name: 'walk', tracks: walkTracks(9, 2) }]));
    write('after.glb', await buildGlb([{ name: 'walk', tracks: walkTracks(9, 1) }, { name: 'walk', tracks: walkTracks(9, 2.5) }]));
    const r = await run(['diff', '--format', 'json', 'before.glb', 'after.glb']);
    const document = valid(OUTPUT_SCHEMA_ID, r.stdout) as { deltas: { clip: string | null; metric: string }[] };
    expect(document.deltas.length).to.be.greaterThan(0);
    expect([...new Set(document.deltas.map((d) => d.clip))]).to.deep.equal(['walk#1']);
    expect(document.deltas.map((d) => d.metric)).to.include('duration_s');
  });

  it('report: every clip is charted with its own measurements and --clip addresses one namesake', async () => {
    const all = await run(['report', 'dupes.glb', '-o', 'all.html']);
    expect(all.status, all.stderr).to.equal(0);
    const { data } = readReport(path.join(dir, 'all.html'));
    expect(data.clips.map((c) => c.name)).to.deep.equal(['walk', 'walk#2', 'walk#1', 'run']);
    expect(data.clips.map((c) => c.duration)).to.deep.equal([1, 2, 3, 0.5]);
    // Each clip's charts read its own measurements (none is left without them by a namesake).
    expect(data.clips.map((c) => c.charts.speed.note)).to.deep.equal([undefined, undefined, undefined, undefined]);

    const one = await run(['report', '--clip', 'walk#2', 'dupes.glb', '-o', 'one.html']);
    expect(one.status, one.stderr).to.equal(0);
    expect(readReport(path.join(dir, 'one.html')).data.clips.map((c) => [c.name, c.index])).to.deep.equal([['walk#2', 1]]);
  });

  it('FBX: two stacks of one name are walk and walk#1; Unreal still sees that they share a name', async () => {
    write('scene.fbx', spanScene([['walk', 0n, TICKS], ['walk', 0n, 2n * TICKS]], 11));
    const measured = await run(['measure', '--format', 'json', 'scene.fbx']);
    expect(measured.status, measured.stderr).to.equal(0);
    const file = (valid(OUTPUT_SCHEMA_ID, measured.stdout).files as FileRecord[])[0]!;
    expect(durations(file.measurements.clips)).to.deep.equal([
      ['walk', 1],
      ['walk#1', 2],
    ]);

    const pose = await run(['pose', '--format', 'json', '--space', 'source', '--clip', 'walk#1', '--frame', '0', 'scene.fbx']);
    expect(pose.status, pose.stderr).to.equal(0);
    expect((valid(POSE_SCHEMA_ID, pose.stdout) as { instant: { clip: string } }).instant.clip).to.equal('walk#1');

    write('animsmith.toml', engineToml('unreal', 1));
    const linted = await run(['lint', '--format', 'json', 'scene.fbx']);
    expect(linted.status, linted.stderr).to.equal(1);
    const record = (valid(OUTPUT_SCHEMA_ID, linted.stdout).files as FileRecord[])[0]!;
    const boundary = record.checks.find((c) => c.check_id === 'engine-clip-boundary')!;
    expect(boundary.prediction!.facets.map((f) => [f.scope.subject, f.reasons])).to.deep.equal([
      ['walk', ['duplicate_clip_name']],
      ['walk#1', ['duplicate_clip_name']],
    ]);
  });

  it('Spine: JSON.parse keeps the last body of a repeated animation key, at the first key position (one clip)', async () => {
    const timeline = (time: number) => `{ "bones": { "arm": { "rotate": [{ "value": 0 }, { "time": ${time}, "value": 45 }] } } }`;
    write(
      'skeleton.json',
      `{ "skeleton": { "spine": "4.3.75-beta", "fps": 30 }, "bones": [{ "name": "root" }, { "name": "arm", "parent": "root" }],
         "animations": { "walk": ${timeline(1)}, "idle": ${timeline(0.5)}, "walk": ${timeline(2)} } }`,
    );
    const r = await run(['inspect', '--format', 'json', 'skeleton.json']);
    expect(r.status, r.stderr).to.equal(0);
    const document = valid(INSPECT_SCHEMA_ID, r.stdout) as { clips: { name: string; duration_s: number }[] };
    expect(document.clips.map((c) => [c.name, c.duration_s])).to.deep.equal([
      ['walk', 2],
      ['idle', 0.5],
    ]);
  });
});
