#!/usr/bin/env node
// `--version` (oclif answers it whenever it is the first argument) prints oclif's user agent for
// this package without loading oclif, which alone costs twice a bare Node start; everything else
// goes to oclif.
if (process.argv[2] === '--version') {
  const { readFileSync } = await import('node:fs');
  const { createRequire } = await import('node:module');
  const { arch, platform } = await import('node:os');
  const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  // oclif names WSL 'wsl', asking the same module it asks.
  const oclif = createRequire(import.meta.url).resolve('@oclif/core');
  const { isWsl } = await import(createRequire(oclif).resolve('wsl-utils'));
  const cpu = arch() === 'ia32' ? 'x86' : arch();
  console.log(`${name}/${version || '0.0.0'} ${isWsl ? 'wsl' : platform()}-${cpu} node-${process.version}`);
} else {
  // The build's bundle of the CLI (host/scripts/bundle.mjs); oclif reads the commands from it too.
  const { execute } = await import('../dist/bundle/main.js');
  await execute({ dir: import.meta.url });
  // The command has finished; once what it wrote has left both streams (an empty write's callback
  // runs after every earlier write), leaving with the exit code it set skips Node's teardown of
  // the heap, which after a lint costs about a tenth of a bare Node start.
  const written = (stream) => new Promise((resolve) => stream.write('', resolve));
  await Promise.all([written(process.stdout), written(process.stderr)]);
  process.exit();
}
