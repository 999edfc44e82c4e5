// The build's last step: the V8 code cache of the CLI's bundle (`host/bin/compile-cache.cjs`).
// One child process compiles the bundle through the hook in recording mode, runs the commands
// users run most on the repository's own fixtures (output discarded), and saves each compiled
// file's cache with the functions those runs compiled. A file no run loaded gets no cache and
// compiles as before. Run after the manifest step: commands run from the manifest's table.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const HOST = fileURLToPath(new URL('../..', import.meta.url));
const REPO = fileURLToPath(new URL('../../..', import.meta.url));

/** The runs whose compiled code the cache keeps (paths from the repository root). */
const RUNS = [
  ['lint', 'fixtures/gltf/khronos-fox/Fox.glb'],
  ['lint', '--format', 'json', 'fixtures/gltf/khronos-fox/Fox.glb'],
  ['measure', 'fixtures/gltf/khronos-fox/Fox.glb'],
  ['inspect', 'fixtures/gltf/khronos-fox/Fox.glb'],
  ['lint', 'fixtures/fbx/assimp_animation_with_skeleton.fbx'],
  ['lint', 'fixtures/spine/8-follow-through-pro-ball.json'],
  ['lint', '--help'],
];

const DRIVER = `
const { join } = require('node:path');
const bundle = join(${JSON.stringify(HOST)}, 'dist', 'bundle');
const cache = require(join(${JSON.stringify(HOST)}, 'bin', 'compile-cache.cjs')).install(bundle, { record: true });
const { run } = require(join(bundle, 'oclif.cjs'));
(async () => {
  for (const argv of ${JSON.stringify(RUNS)}) {
    try { await run(argv, ${JSON.stringify(HOST)}); } catch { /* a run's own outcome does not matter here */ }
  }
  process.exitCode = 0;
  const files = cache.write();
  process.stderr.write('code cache: ' + files.length + ' bundle files\\n');
})();
`;

const result = spawnSync(process.execPath, ['-e', DRIVER], { cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
const report = result.stderr.trim().split('\n').at(-1) ?? '';
if (result.status !== 0 || !report.startsWith('code cache: ')) {
  console.error(`code cache: the training run failed (exit ${result.status ?? result.signal})\n${result.stderr}`);
  process.exit(1);
}
console.log(report);
