/**
 * 2D is 2D: a Spine rig's squash and stretch is not judged by the 3D scale checks (they are not
 * applicable, with the reason recorded), and lengths in finding text are given in Spine units
 * (px) next to metres.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { scratchProject } from '@animsmith/test-utils/engine-project';

/** A ball that squashes (x 1.3, y 0.7) on landing and drifts 51.6 px, in a 1 s loop. */
const BOUNCE = {
  skeleton: { spine: '4.3.75-beta' },
  bones: [{ name: 'root' }, { name: 'ball', parent: 'root', y: 50 }],
  animations: {
    bounce: {
      bones: {
        ball: {
          scale: [{ x: 1, y: 1 }, { time: 0.5, x: 1.3, y: 0.7 }, { time: 1, x: 1, y: 1 }],
          translate: [{ x: 0 }, { time: 1, x: 51.6 }],
        },
      },
    },
  },
};

interface CheckJson {
  readonly check_id: string;
  readonly applicability: string;
  readonly not_applicable_reason?: string;
  readonly findings: readonly { readonly message: string }[];
}

describe('2D rigs are judged as 2D', function () {
  this.timeout(120_000);
  const project = scratchProject('spine-2d-');

  it('a Spine rig with squash and stretch: scale checks do not apply (reason recorded), lengths show px', async () => {
    writeFileSync(path.join(project.dir, 'ball.json'), JSON.stringify(BOUNCE));
    const json = await project.run(['lint', '--format', 'json', 'ball.json'], '[clips.bounce]\nloop = true\n');
    expect(json.stderr).to.equal('');
    const checks = (JSON.parse(json.stdout) as { files: { checks: CheckJson[] }[] }).files[0]!.checks;
    for (const id of ['scale-keys', 'non-uniform-scale']) {
      const check = checks.find((c) => c.check_id === id)!;
      expect(check.applicability, id).to.equal('not_applicable');
      expect(check.not_applicable_reason, id).to.match(/^squash and stretch: on a 2D rig/);
      expect(check.findings).to.deep.equal([]);
    }
    const quatFlip = checks.find((c) => c.check_id === 'quat-flip')!;
    expect(quatFlip.applicability).to.equal('not_applicable');
    expect(quatFlip.not_applicable_reason).to.match(/^a 2D rig rotates by an angle in degrees/);
    const messages = checks.flatMap((c) => c.findings.map((f) => f.message));
    expect(messages.some((m) => m.includes('retargeter'))).to.equal(false);
    const closure = checks.find((c) => c.check_id === 'loop-closure')!.findings.map((f) => f.message);
    expect(closure).to.deep.equal(["loop does not close in position: bone 'ball' ends 0.516 m (51.6 px) from its first-frame model-space position (cap 0.01 m)"]);
  });
});
