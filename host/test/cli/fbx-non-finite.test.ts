/**
 * A NaN / Infinity key in an FBX curve is reported, never passed: `lint` finds it with the `nan`
 * check, and `pose` at a non-finite instant refuses with one line instead of writing numbers the
 * pose schema cannot hold.
 */
import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStrictValidator, OUTPUT_SCHEMA_ID, POSE_SCHEMA_ID } from '@animsmith/schemas';
import { writeBinaryFbx } from '../../../plugins/fbx/src/binary-writer.js';
import { writeAsciiFbx } from '../../../plugins/fbx/src/ascii-writer.js';
import { nonFiniteScene, TRACK, type Channel } from '../../../plugins/fbx/test/fbx-non-finite-scene.js';
import { runCli } from '@animsmith/test-utils';

const validators = createStrictValidator();
const validateOutput = validators.getSchema(OUTPUT_SCHEMA_ID)!;
const validatePose = validators.getSchema(POSE_SCHEMA_ID)!;

interface Check {
  readonly check_id: string;
  readonly findings?: readonly { readonly message: string; readonly bone?: string; readonly clip?: string; readonly time_s?: number }[];
}

function tempFile(name: string, bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'animsmith-fbx-nonfinite-')), name);
  writeFileSync(file, bytes);
  return file;
}

async function lint(file: string): Promise<{ status: number | null; checks: Check[] }> {
  const r = await runCli(['lint', '--format', 'json', file]);
  const doc = JSON.parse(r.stdout);
  expect(validateOutput(doc), JSON.stringify(validateOutput.errors?.slice(0, 3))).to.equal(true);
  return { status: r.status, checks: doc.files[0].checks };
}

describe('animsmith lint / pose on an FBX curve with non-finite keys', () => {
  for (const channel of ['T', 'R', 'S'] as const satisfies readonly Channel[]) {
    const rest = channel === 'S' ? 1 : 0;
    for (const [encoding, bytes] of [
      ['binary', writeBinaryFbx(nonFiniteScene(channel, [rest, NaN, Infinity]), { version: 7400 })],
      ['ASCII', writeAsciiFbx(nonFiniteScene(channel, [rest, NaN, Infinity]), 7400)],
    ] as const) {
      it(`lint reports the non-finite ${TRACK[channel]} key with the nan check and exits 1 (${encoding})`, async () => {
        const { status, checks } = await lint(tempFile('nonfinite.fbx', bytes));
        expect(status).to.equal(1);
        const nan = checks.find((c) => c.check_id === 'nan')!;
        expect(nan.findings, 'nan findings').to.have.length.greaterThan(0);
        // The file's key 1 (at 1 s) is the NaN: named as that key, not as the frame sample at 1/24 s it spoils first.
        expect(nan.findings![0]).to.deep.include({ clip: 'walk', bone: 'root', time_s: 1 });
        expect(nan.findings![0]!.message).to.include(`key 1 of the ${TRACK[channel]} track`);
        const constant = checks.find((c) => c.check_id === 'constant-track')!;
        for (const f of constant.findings ?? []) expect(f.bone, f.message).to.not.equal('root');
      });
    }
  }

  it('lint passes the same scene with finite keys (control)', async () => {
    const { status, checks } = await lint(tempFile('finite.fbx', writeBinaryFbx(nonFiniteScene('R', [0, 45, 90]), { version: 7400 })));
    expect(status).to.equal(0);
    expect(checks.find((c) => c.check_id === 'nan')!.findings).to.deep.equal([]);
  });

  it('pose answers the finite frame and refuses a non-finite one with one line, in both spaces', async () => {
    const file = tempFile('nonfinite.fbx', writeBinaryFbx(nonFiniteScene('R', [0, NaN, Infinity]), { version: 7400 }));
    for (const space of ['source', 'normalized']) {
      const ok = await runCli(['pose', '--clip', 'walk', '--frame', '0', '--space', space, file]);
      expect(ok.status, ok.stderr).to.equal(0);
      expect(validatePose(JSON.parse(ok.stdout)), JSON.stringify(validatePose.errors?.slice(0, 3))).to.equal(true);
      for (const frame of ['1', '48']) {
        const r = await runCli(['pose', '--clip', 'walk', '--frame', frame, '--space', space, file]);
        expect(r.status).to.equal(2);
        expect(r.stdout).to.equal('');
        expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
        expect(r.stderr).to.match(/node 0\b.*not finite/);
      }
    }
  });
});
