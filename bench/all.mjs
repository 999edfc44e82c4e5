#!/usr/bin/env node
// `npm run bench`: every benchmark suite in one run, one after the other so they do not compete for
// the two cores. Each suite is its own script with its own options (run it alone to pass them);
// here each runs with its defaults, and this exits with the worst code.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const SUITES = ['run.mjs', 'startup.mjs', 'fbx-read.mjs', 'fbx-lint.mjs', 'spine-rigc.mjs', 'node-scaling.mjs', 'lint-cache.mjs'];

let worst = 0;
for (const suite of SUITES) {
  const file = join(HERE, suite);
  if (!existsSync(file)) throw new Error(`bench/${suite} is listed but missing`);
  process.stdout.write(`\n== bench/${suite}\n`);
  const result = spawnSync(process.execPath, [file], { stdio: 'inherit' });
  const code = result.status ?? 1;
  if (code !== 0) process.stdout.write(`bench/${suite} exited ${code}\n`);
  worst = Math.max(worst, code);
}
process.exit(worst);
