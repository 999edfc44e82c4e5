/**
 * Engine verdicts explain themselves: a required-unavailable facet's text and Markdown line says
 * why (by design or by evidence) and what the project can do. Bevy revision 3 on a clean asset is
 * the case users meet first: it fails by design, and the line must say so.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { engineToml, scratchProject } from '@animsmith/test-utils/engine-project';

/** A clean glTF built in code: one node, one 1 s translation animation of three keys. */
function cleanGltf(): string {
  const times = Float32Array.of(0, 0.5, 1);
  const values = Float32Array.of(0, 0, 0, 0, 0, 1, 0, 0, 2);
  const bytes = Buffer.concat([Buffer.from(times.buffer), Buffer.from(values.buffer)]);
  return JSON.stringify({
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ name: 'mover' }],
    buffers: [{ byteLength: bytes.length, uri: `data:application/octet-stream;base64,${bytes.toString('base64')}` }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: 12 },
      { buffer: 0, byteOffset: 12, byteLength: 36 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 3, type: 'SCALAR', min: [0], max: [1] },
      { bufferView: 1, componentType: 5126, count: 3, type: 'VEC3' },
    ],
    animations: [{ name: 'slide', samplers: [{ input: 0, output: 1, interpolation: 'LINEAR' }], channels: [{ sampler: 0, target: { node: 0, path: 'translation' } }] }],
  });
}

describe('engine verdicts explain themselves', function () {
  this.timeout(120_000);
  const project = scratchProject('engine-explained-');

  it('Bevy rev 3 on a clean asset: the runtime-survival line says it is by design and what to pin or set', async () => {
    writeFileSync(path.join(project.dir, 'clean.gltf'), cleanGltf());
    const text = await project.run(['lint', 'clean.gltf'], engineToml('bevy', 3));
    expect(text.status, text.stderr).to.equal(1);
    const lines = text.stdout.split('\n');
    const at = lines.findIndex((l) => l.includes('animation_runtime_survival: required unavailable (bevy:runtime_survival_unproven)'));
    expect(at, text.stdout).to.be.greaterThan(-1);
    expect(lines[at + 1]).to.match(/^ {4}why: unavailable by design, not because of this file: /);
    expect(lines[at + 1]).to.contain('cannot be established without running Bevy');
    expect(lines[at + 1]).to.contain('[engine] profile_revision = 2');
    expect(lines[at + 1]).to.contain('[engine.settings] load_animations = false');

    const markdown = await project.run(['lint', '--format', 'markdown', 'clean.gltf']);
    // Markdown escapes `_` and `[`: the same sentence, escaped.
    expect(markdown.stdout).to.contain('- **engine-track-support** animation\\_runtime\\_survival: unavailable by design, not because of this file: ');
    expect(markdown.stdout).to.contain('\\[engine\\] profile\\_revision = 2');
  });
});
