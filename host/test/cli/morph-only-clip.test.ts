/**
 * A morph-only clip (blend-shape weights, no bone tracks) is a complete clip: no check demands
 * bone tracks of it, no check reports missing rotation evidence for it, and `measure` reports its
 * morph-weight keys and duration.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { createStrictValidator, MEASUREMENTS_SCHEMA_ID } from '@animsmith/schemas';
import { runCli } from '@animsmith/test-utils';

/** One triangle with one morph target and a 1 s clip animating its weight 0 → 1 → 0. */
function morphGltf(): string {
  const positions = Float32Array.of(0, 0, 0, 1, 0, 0, 0, 1, 0);
  const target = Float32Array.of(0, 0, 0.1, 0, 0, 0.1, 0, 0, 0.1);
  const times = Float32Array.of(0, 0.5, 1);
  const weights = Float32Array.of(0, 1, 0);
  const bytes = Buffer.concat([positions, target, times, weights].map((a) => Buffer.from(a.buffer)));
  return JSON.stringify({
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ name: 'face', mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, targets: [{ POSITION: 1 }] }], weights: [0] }],
    buffers: [{ byteLength: bytes.length, uri: `data:application/octet-stream;base64,${bytes.toString('base64')}` }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: 36 },
      { buffer: 0, byteOffset: 36, byteLength: 36 },
      { buffer: 0, byteOffset: 72, byteLength: 12 },
      { buffer: 0, byteOffset: 84, byteLength: 12 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] },
      { bufferView: 1, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0.1], max: [0, 0, 0.1] },
      { bufferView: 2, componentType: 5126, count: 3, type: 'SCALAR', min: [0], max: [1] },
      { bufferView: 3, componentType: 5126, count: 3, type: 'SCALAR' },
    ],
    animations: [{ name: 'smile', samplers: [{ input: 2, output: 3 }], channels: [{ sampler: 0, target: { node: 0, path: 'weights' } }] }],
  });
}

const validateMeasurements = createStrictValidator().getSchema(MEASUREMENTS_SCHEMA_ID)!;

describe('a morph-only clip', function () {
  this.timeout(120_000);

  it('is not told it has no bone tracks, and no check asks it for rotation evidence', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'animsmith-morph-'));
    const file = path.join(dir, 'face.gltf');
    writeFileSync(file, morphGltf());
    const result = await runCli(['lint', '--format', 'json', file]);
    expect(result.stderr).to.equal('');
    const checks = (JSON.parse(result.stdout) as { files: { checks: { check_id: string; findings: unknown[]; gaps?: unknown[] }[] }[] }).files[0]!.checks;
    const said = checks.filter((c) => c.findings.length > 0 || (c.gaps ?? []).length > 0).map((c) => c.check_id);
    expect(said).to.deep.equal([]);
    expect(result.status).to.equal(0);
  });

  it('measures its morph-weight channel, keys and duration, and the text view says so', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'animsmith-morph-'));
    writeFileSync(path.join(dir, 'face.gltf'), morphGltf());
    const json = await runCli(['measure', 'face.gltf'], { cwd: dir });
    expect(json.stderr).to.equal('');
    expect(json.status).to.equal(0);
    const measurements = (JSON.parse(json.stdout) as { files: { measurements: { clips: Record<string, Record<string, unknown>> } }[] }).files[0]!.measurements;
    expect(validateMeasurements(measurements), JSON.stringify(validateMeasurements.errors?.slice(0, 3))).to.equal(true);
    expect(measurements.clips['smile']).to.deep.include({ duration_s: 1, frame_count: 0, animated_bones: [], morph_weight_channel_count: 1, morph_weight_key_count: 3 });
    const text = await runCli(['measure', '--format', 'text', 'face.gltf'], { cwd: dir });
    expect(text.stdout).to.contain("'smile': 1 s, 1 morph-weight channel (3 keys), no bone tracks\n");
    expect(text.stdout).not.to.contain('0 frames');
  });
});
