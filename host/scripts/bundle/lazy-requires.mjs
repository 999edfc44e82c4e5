// An esbuild plugin for build.mjs: packages that a bundled module imports at load time but uses only
// on a rare path (oclif's command discovery by glob, its plugin filters, help templates and
// spinners, its stdin reader and timing marks; cosmiconfig's YAML; a TOML configuration; emoji
// widths in wrapped text). Bundled, each would be compiled by every start, used or not. Here the
// import gets a stand-in with the same exports that, the first time one is used, loads the real
// package from its own CommonJS bundle (`bundle/deferred/<name>.cjs`, built from the same
// installed version by this build), or the Node built-in itself. Nothing a run can observe
// changes, except that a lint no longer compiles about 300 KB it never runs.
//
// `debug` is the one stand-in with behaviour of its own: oclif creates its loggers on every start,
// so deferring the exports would not help. The real package reads DEBUG once, when it loads, and
// enables nothing without it; the stand-in loads it exactly when DEBUG is set, so
// `DEBUG=oclif* animsmith` still prints oclif's debug lines.
import { build } from 'esbuild';
import { createRequire, isBuiltin } from 'node:module';
import { sep } from 'node:path';

/** By importing package (`.` for the host's own modules): the packages it imports that wait for first use. */
const DEFERRED = {
  '@oclif/core': ['tinyglobby', 'minimatch', 'ejs', 'cli-spinners', 'debug', 'node:readline', 'node:perf_hooks'],
  cosmiconfig: ['js-yaml'],
  'string-width': ['emoji-regex'],
  'ansi-styles': ['color-convert'],
  '.': ['@iarna/toml'],
};

const REQUESTS = new Set(Object.values(DEFERRED).flat());
const FILTER = new RegExp(`^(${[...REQUESTS].map((r) => r.replace(/[/.@-]/g, '\\$&')).join('|')})$`);

/** The package an importing module belongs to: the last node_modules segment, or `.` for the host. */
function importingPackage(importer) {
  const parts = importer.split(`${sep}node_modules${sep}`);
  if (parts.length === 1) return '.';
  const rest = parts.at(-1).split(sep);
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

const fileName = (request) => `${request.replace(/^@/, '').replace(/\//g, '+')}.cjs`;

/**
 * A stand-in whose exports mirror `exported` and that requires `target` (a deferred bundle's path
 * or a built-in's name) on first use.
 */
function standIn(target, exported) {
  const load = `let real;\nconst load = () => (real ??= require(${JSON.stringify(target)}));`;
  const names = Object.keys(exported).filter((name) => name !== '__esModule');
  const getters = names.map((name) => `Object.defineProperty(module.exports, ${JSON.stringify(name)}, { enumerable: true, get: () => load()[${JSON.stringify(name)}] });`);
  const head =
    typeof exported === 'function'
      ? `module.exports = function () { return load().apply(this, arguments); };`
      : exported.__esModule === true
        ? `Object.defineProperty(module.exports, '__esModule', { value: true });`
        : '';
  return [load, head, ...getters].join('\n');
}

function debugStandIn(target) {
  return [
    `const disabled = (namespace) => Object.assign(() => {}, { enabled: false, namespace });`,
    `module.exports = (namespace) => (process.env.DEBUG ? require(${JSON.stringify(target)})(namespace) : disabled(namespace));`,
  ].join('\n');
}

/** The plugin, writing each deferred package's bundle into `outdir`/deferred. */
export function lazyRequires(outdir) {
  const built = new Map();
  /** Bundles the package at `entry` once, as CommonJS; resolves to its exports, read in this build. */
  const deferredBundle = (entry, file) => {
    if (!built.has(file)) {
      const outfile = `${outdir}/deferred/${file}`;
      built.set(
        file,
        build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'cjs', target: 'node20', minifyWhitespace: true, minifySyntax: true, legalComments: 'inline', logLevel: 'warning' }).then(
          () => createRequire(import.meta.url)(outfile),
        ),
      );
    }
    return built.get(file);
  };
  return {
    name: 'lazy-requires',
    setup(b) {
      b.onResolve({ filter: /^\.\/deferred\// }, (args) => ({ path: args.path, external: true }));
      b.onResolve({ filter: FILTER }, (args) => {
        if (!DEFERRED[importingPackage(args.importer)]?.includes(args.path)) return undefined;
        // Named by the request, not the resolved file: the bundle keeps module names, and a
        // build-machine path there would make the output depend on where it was built.
        const real = isBuiltin(args.path) ? args.path : createRequire(args.importer).resolve(args.path);
        return { path: args.path, namespace: 'deferred', pluginData: { request: args.path, real } };
      });
      b.onLoad({ filter: /.*/, namespace: 'deferred' }, async (args) => {
        const { request, real } = args.pluginData;
        // A Node built-in waits for its first use too (oclif's stdin reader, its timing marks).
        if (isBuiltin(request)) return { loader: 'js', contents: standIn(request, createRequire(import.meta.url)(request)) };
        const file = fileName(request);
        const exported = await deferredBundle(real, file);
        const target = `./deferred/${file}`;
        return { loader: 'js', contents: request === 'debug' ? debugStandIn(target) : standIn(target, exported) };
      });
    },
  };
}
