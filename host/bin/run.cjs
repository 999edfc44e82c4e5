#!/usr/bin/env node
'use strict';
// CommonJS, as the bundle is: a run then loads no ES module machinery unless a plugin needs it.
const { join } = require('node:path');

/** The process exits once what it wrote has left both streams (an empty write's callback runs after every earlier write). */
async function exitWhenWritten() {
  const written = (stream) => new Promise((resolve) => stream.write('', resolve));
  await Promise.all([written(process.stdout), written(process.stderr)]);
  // With the exit code the command set; this skips Node's teardown of the heap, which after a
  // lint costs about a tenth of a bare Node start.
  process.exit();
}

async function printVersion() {
  // `--version` (oclif answers it whenever it is the first argument) prints oclif's user agent for
  // this package without loading oclif, which alone costs more than half a bare Node start.
  const { arch, platform } = require('node:os');
  const { name, version } = require('../package.json');
  // oclif names WSL 'wsl', asking the same module it asks (an ES module).
  const oclif = require.resolve('@oclif/core');
  const { isWsl } = await import(require('node:module').createRequire(oclif).resolve('wsl-utils'));
  const cpu = arch() === 'ia32' ? 'x86' : arch();
  console.log(`${name}/${version || '0.0.0'} ${isWsl ? 'wsl' : platform()}-${cpu} node-${process.version}`);
}

async function main() {
  if (process.argv[2] === '--version') return printVersion();
  const bundle = join(__dirname, '..', 'dist', 'bundle');
  require('./compile-cache.cjs').install(bundle);
  // The build's bundle of the CLI (host/scripts/bundle/build.mjs); oclif reads the commands from it too.
  const { execute } = require(join(bundle, 'main.cjs'));
  await execute({ dir: __filename });
  await exitWhenWritten();
}

main();
