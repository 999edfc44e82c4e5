// A build step after `tsc -b`: bundles the CLI from tsc's output into host/dist/bundle/, one module
// per entry plus shared chunks. Node pays per module it resolves and loads, and the CLI without a
// bundle loads several hundred (oclif's, the host's, the built-in plugins'); the bundle loads a few
// dozen. Dynamic imports stay lazy as chunks of their own, so `lint` still loads neither `report`
// nor the FBX stack. esbuild splits ESM only; `to-commonjs.mjs` then makes every output CommonJS
// (`.cjs`), which Node loads synchronously and which the build's V8 code cache can serve
// (`code-cache.mjs`, `bin/compile-cache.cjs`).
//
// Every public entry of @animsmith/cli (`.`, `/plugin`, `/testing`, `/oclif`) and the bin's `main`
// are entries of this one build, so their shared code is one chunk and a process holds one copy of
// it: an OperatorError that a project plugin throws is the class the host tests with instanceof.
//
// Packages the CLI ships with and imports by name (`engine/plugins/import-package.js`) become
// static imports here, read from package.json (its @animsmith dependencies and
// `animsmith.generatorPackages`), so the host's source names none of them.
//
// Bundled CommonJS calls require, so every ESM chunk gets one until it becomes CommonJS itself;
// oclif also reads its own package.json beside its __dirname and require()s by path, so __dirname
// is the installed @oclif/core's (oclif-dirname.mjs). Whitespace and syntax are minified, names
// are not: a stack trace still names functions. Native or optional packages (sharp), and the
// TypeScript toolchain that oclif and cosmiconfig load only for TypeScript sources, stay outside.
// The output sits two folders below the package, as tsc's modules do, so their
// `new URL('../../…', import.meta.url)` still names the package's own files.
import { build } from 'esbuild';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lazyRequires } from './lazy-requires.mjs';
import { oclifCommandOrder } from './oclif-command-order.mjs';
import { toCommonJs } from './to-commonjs.mjs';

const HOST = fileURLToPath(new URL('../..', import.meta.url));
const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const DIST = `${HOST}dist/`;
const OUT = `${DIST}bundle`;
// Built beside the bundle and swapped in at the end: a CLI started during a rebuild (the tests of
// another checkout step, an editor's lint) finds the old bundle or the new one, not a folder being
// emptied and refilled for seconds; only the remove-and-rename between them is unguarded.
const NEXT = `${DIST}bundle.next`;
const manifest = JSON.parse(readFileSync(`${HOST}package.json`, 'utf8'));

/**
 * Libraries among the @animsmith dependencies: the host imports them statically, never as a plugin
 * by name. A by-name table entry is a dynamic import, which keeps every export of the package in
 * the bundle and every top-level statement behind them.
 */
const LIBRARIES = new Set(['@animsmith/schemas']);

/** Every package the CLI may import by name: its @animsmith plugin dependencies and its generator packages. */
const shipped = [
  ...Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@animsmith/') && !LIBRARIES.has(name)),
  ...(manifest.animsmith?.generatorPackages ?? []),
];

/** The host's own public subpaths, as the plugins import them: the modules of this build. */
const OWN_SUBPATHS = { '@animsmith/cli': 'index.js', '@animsmith/cli/plugin': 'plugin-api/index.js', '@animsmith/cli/testing': 'testing/index.js' };

const shippedImports = {
  name: 'shipped-packages',
  setup(b) {
    b.onResolve({ filter: /^@animsmith\/cli(\/(plugin|testing))?$/ }, (args) => ({ path: `${DIST}${OWN_SUBPATHS[args.path]}` }));
    b.onLoad({ filter: /[\\/]dist[\\/]engine[\\/]plugins[\\/]import-package\.js$/ }, () => {
      const table = shipped.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(name)}),`).join('\n');
      return {
        loader: 'js',
        resolveDir: `${DIST}engine/plugins`,
        contents: `const SHIPPED = {\n${table}\n};\nexport function importPackage(specifier) {\n  return Object.hasOwn(SHIPPED, specifier) ? SHIPPED[specifier]() : import(specifier);\n}\n`,
      };
    });
  },
};

const banner = "import { createRequire as __animsmithRequire } from 'node:module'; const require = __animsmithRequire(import.meta.url);";

rmSync(NEXT, { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: REPO,
  metafile: true,
  entryPoints: {
    main: `${DIST}cli/main.js`,
    index: `${DIST}index.js`,
    plugin: `${DIST}plugin-api/index.js`,
    testing: `${DIST}testing/index.js`,
    oclif: `${DIST}cli/oclif.js`,
  },
  outdir: NEXT,
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['sharp', 'typescript', 'ts-node'],
  plugins: [shippedImports, lazyRequires(NEXT), oclifCommandOrder],
  inject: [fileURLToPath(new URL('oclif-dirname.mjs', import.meta.url))],
  minifyWhitespace: true,
  minifySyntax: true,
  banner: { js: banner },
  legalComments: 'inline',
  logLevel: 'warning',
});

const renamed = toCommonJs(NEXT, banner);

// Which modules each output file holds (paths from the repository root), so a test can tell what
// a run loaded from the chunks it imported.
const inputs = Object.fromEntries(
  Object.entries(metafile.outputs)
    .map(([file, output]) => {
      const name = relative(NEXT, `${REPO}${file}`);
      return [renamed.get(name) ?? name, Object.keys(output.inputs).sort()];
    })
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(`${NEXT}/inputs.json`, `${JSON.stringify(inputs, null, 1)}\n`);
rmSync(OUT, { recursive: true, force: true });
renameSync(NEXT, OUT);
