// A build step after `tsc -b`: replaces host/dist/cli/oclif.js (a re-export of @oclif/core) with an
// esbuild bundle of the same exports. Loading one module instead of oclif's few hundred halves its
// import time. oclif reads its own package.json beside its __dirname and require()s by path, so the
// bundle gets a require and the __dirname of the installed @oclif/core; TypeScript and ts-node,
// which oclif loads only for development-mode TypeScript commands, stay outside. The bundle is made
// from the TypeScript source, not from tsc's output it replaces, so running the build again (tsc -b
// leaves an up-to-date file alone) bundles the same input and writes the same bytes.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../src/cli/oclif.ts', import.meta.url));
const target = fileURLToPath(new URL('../dist/cli/oclif.js', import.meta.url));
const banner = [
  "import { createRequire as __animsmithRequire } from 'node:module';",
  "import { dirname as __animsmithDirname, join as __animsmithJoin } from 'node:path';",
  'const require = __animsmithRequire(import.meta.url);',
  "const __dirname = __animsmithDirname(require.resolve('@oclif/core'));",
  "const __filename = __animsmithJoin(__dirname, 'index.js');",
].join(' ');

await build({
  entryPoints: [source],
  outfile: target,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['typescript', 'ts-node'],
  banner: { js: banner },
  legalComments: 'inline',
  logLevel: 'warning',
});
