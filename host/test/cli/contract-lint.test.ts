import { expect } from 'chai';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORPUS, REPO, runCli } from '@animsmith/test-utils';

const EXAMPLES = path.join(REPO, 'examples');
const CONFIG = path.join(EXAMPLES, 'animsmith.toml');

interface Finding {
  check_id: string;
  severity: string;
}

function findings(stdout: string): Finding[] {
  return JSON.parse(stdout).files.flatMap((f: { checks: { findings: Finding[] }[] }) => f.checks.flatMap((c) => c.findings));
}

const failing = (list: Finding[]) => [...new Set(list.filter((f) => f.severity === 'error').map((f) => f.check_id))].sort();
const loopFindings = (list: Finding[]) => list.filter((f) => f.check_id.startsWith('loop-') || f.check_id === 'duplicate-loop-endpoint');

describe('contract checks end to end', () => {
  it('fails a walk cut a quarter period short, declared a loop, on exactly the seam checks', async () => {
    const r = await runCli(['lint', '--format', 'json', '--config', CONFIG, path.join(EXAMPLES, 'walk-cut.glb')]);
    expect(r.status).to.equal(1);
    expect(failing(findings(r.stdout))).to.deep.equal(['loop-closure', 'loop-seam', 'loop-seam-vel']);
  });

  it('reports no loop findings on the same file without the loop declaration', async () => {
    // A copy outside examples/: the examples' own animsmith.toml is found from the file's folder.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-undeclared-'));
    try {
      copyFileSync(path.join(EXAMPLES, 'walk-cut.glb'), path.join(dir, 'walk-cut.glb'));
      const r = await runCli(['lint', '--format', 'json', 'walk-cut.glb'], { cwd: dir });
      expect(r.status, r.stderr).to.equal(0);
      expect(loopFindings(findings(r.stdout))).to.deep.equal([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes the uncut walk (only the removable duplicate endpoint is a warning)', async () => {
    const r = await runCli(['lint', '--format', 'json', '--config', CONFIG, path.join(EXAMPLES, 'walk.glb')]);
    expect(r.status).to.equal(0);
    expect(loopFindings(findings(r.stdout)).map((f) => `${f.severity}:${f.check_id}`)).to.deep.equal(['warning:duplicate-loop-endpoint']);
  });

  describe('Fox.glb declared as loops with its rig roles', () => {
    let dir: string;
    before(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-fox-'));
      writeFileSync(
        path.join(dir, 'animsmith.toml'),
        [
          '[rig.roles]',
          'root = "b_Root_00"',
          'hips = "b_Hip_01"',
          'left_foot = "b_LeftFoot01_017"',
          'right_foot = "b_RightFoot01_021"',
          '[clips."*"]',
          'loop = true',
        ].join('\n'),
      );
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('measures closed loops, a gait phase for Walk and Run, and no travel', async () => {
      const r = await runCli(['measure', path.join(CORPUS, 'gltf/khronos-fox/Fox.glb')], { cwd: dir });
      expect(r.status).to.equal(0);
      const clips = JSON.parse(r.stdout).files[0].measurements.clips;
      for (const name of ['Survey', 'Walk', 'Run']) {
        const rows = clips[name].loop_continuity.bones.filter((b: { availability: string }) => b.availability === 'measured');
        expect(rows.length, name).to.be.greaterThan(0);
        for (const row of rows) {
          expect(row.position_delta_m, `${name} ${row.bone_name}`).to.be.below(1e-3);
          expect(row.rotation_delta_deg, `${name} ${row.bone_name}`).to.be.below(1e-3);
        }
        expect(clips[name].speed_mps_availability).to.equal('measured');
        expect(clips[name].speed_mps, name).to.be.below(1e-3);
        expect(clips[name].loop_endpoint_mode).to.equal('duplicate_endpoint');
      }
      for (const name of ['Walk', 'Run']) {
        expect(clips[name].gait.phase_availability, name).to.equal('measured');
        expect(clips[name].gait.phase).to.be.within(0, 1);
      }
    });

    it('finds no loop closure or seam-ratio errors', async () => {
      const r = await runCli(['lint', '--format', 'json', path.join(CORPUS, 'gltf/khronos-fox/Fox.glb')], { cwd: dir });
      const errors = findings(r.stdout).filter((f) => f.severity === 'error').map((f) => f.check_id);
      expect(errors).to.not.include('loop-closure');
      expect(errors).to.not.include('loop-seam');
    });
  });
});
