import { expect } from 'chai';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';
import { CORPUS, runCli } from '@animsmith/test-utils';

const validate = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID)!;

function corpusAssets(): string[] {
  const root = path.join(CORPUS, 'gltf');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(glb|gltf)$/.test(f))
    .map((f) => path.join(root, f))
    .sort();
}

describe('animsmith measure', () => {
  for (const file of corpusAssets()) {
    it(`emits schema-valid output-v19 for ${path.relative(CORPUS, file)}`, async () => {
      const r = await runCli(['measure', file]);
      expect(r.stderr).to.equal('');
      expect(r.status).to.equal(0);
      const doc = JSON.parse(r.stdout);
      expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
      expect(doc.command).to.equal('measure');
    });
  }

  it('reports the three Fox clips with the durations and key counts the file holds', async () => {
    const doc = JSON.parse((await runCli(['measure', path.join(CORPUS, 'gltf/khronos-fox/Fox.glb')])).stdout);
    const clips = doc.files[0].measurements.clips;
    expect(Object.keys(clips).sort()).to.deep.equal(['Run', 'Survey', 'Walk']);
    expect(clips.Survey.frame_count).to.equal(83);
    expect(clips.Walk.frame_count).to.equal(18);
    expect(clips.Run.frame_count).to.equal(25);
    expect(clips.Survey.duration_s).to.be.closeTo(3.417, 0.001);
    expect(clips.Walk.duration_s).to.be.closeTo(0.708, 0.001);
    expect(clips.Run.duration_s).to.be.closeTo(1.158, 0.001);
    expect(doc.files[0].input.bytes).to.equal(162852);
    expect(doc.files[0].input.sha256).to.match(/^d97044e701822bac/);
  });

  it('measures a morph-weight clip over its weights channel; frame_count stays the bone grid', async () => {
    const r = await runCli(['measure', path.join(CORPUS, 'gltf/khronos-animated-morph-cube/AnimatedMorphCube.gltf')]);
    expect(r.status, r.stderr).to.equal(0);
    const square = JSON.parse(r.stdout).files[0].measurements.clips.Square;
    expect(square.duration_s).to.be.closeTo(4.2, 1e-5);
    expect(square.frame_count).to.equal(0);
    expect(square.animated_bones).to.deep.equal([]);
  });

  it('measures past a missing external buffer: its payloads are unavailable, not empty', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'measure-nobin-'));
    try {
      copyFileSync(path.join(CORPUS, 'gltf/khronos-animated-morph-cube/AnimatedMorphCube.gltf'), path.join(dir, 'cube.gltf'));
      const r = await runCli(['measure', 'cube.gltf'], { cwd: dir });
      expect(r.stderr).to.equal('');
      expect(r.status).to.equal(0);
      const doc = JSON.parse(r.stdout);
      expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
      const mesh = doc.files[0].measurements.mesh_definitions[0];
      expect(mesh.primitives[0]).to.deep.include({ vertex_count: 24, finite_vertex_count: 0, position_unavailable_reason: 'payload_unavailable' });
      expect(mesh.primitives[0]).not.to.have.property('geometry_aabb');
      const text = (await runCli(['measure', '--format', 'text', 'cube.gltf'], { cwd: dir })).stdout;
      expect(text).to.contain("#0 'Cube': 24 vertices declared, positions of 1 of 1 primitive(s) unavailable (payload_unavailable)");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps files in argument order, each with its own identity', async () => {
    const a = path.join(CORPUS, 'gltf/animsmith-clip/clip.glb');
    const b = path.join(CORPUS, 'gltf/animsmith-clip/clip-dirty.glb');
    const doc = JSON.parse((await runCli(['measure', b, a])).stdout);
    expect(doc.summary.files).to.equal(2);
    expect(doc.files.map((f: { path: string }) => f.path)).to.deep.equal([b, a]);
    expect(doc.files[0].input.sha256).to.match(/^9d8327edd4cc4bf0/);
    expect(doc.files[1].input.sha256).to.match(/^008d4f344c84e003/);
  });

  it('renders a text view', async () => {
    const r = await runCli(['measure', '--format', 'text', path.join(CORPUS, 'gltf/khronos-fox/Fox.glb')]);
    expect(r.status).to.equal(0);
    expect(r.stdout).to.contain("'Walk'");
    expect(r.stdout).to.match(/#0 'fox1': 1728 vertices \(1728 finite\), geometry bounding-box size \([-0-9.e]+, [-0-9.e]+, [-0-9.e]+\), geometry centroid \(/);
  });
});
