'use strict';
/**
 * Compiles the CLI's bundle (`dist/bundle/*.cjs`) with the V8 code cache the build made for it
 * (`dist/bundle/code-cache/`, `host/scripts/bundle/code-cache.mjs`). A cold run otherwise parses
 * and compiles, function by function, the same few hundred kilobytes on every start; with the
 * cache V8 takes the compiled code as it was after the build's training runs.
 *
 * Only the bundle's own top-level files are compiled here, and only with a cache made for their
 * exact bytes (the build records each file's CRC-32): any other module, a file that changed since,
 * or a cache V8 refuses (another Node version, other V8 flags) compiles as Node would. The module
 * wrapper and `require` are CommonJS's own, built as Node builds them for a file.
 *
 * Node 22 has `module.enableCompileCache()`; Node 20, which this tool supports, has no cache for
 * modules at all, hence this hook on `Module.prototype._compile`. A second hook, on
 * `Module._resolveFilename`, answers a chunk's `require('./chunk-X.cjs')` of a sibling directly:
 * the name is exact, and Node's search would stat and walk the real path of every file.
 */
const Module = require('node:module');
const { readFileSync, writeFileSync, mkdirSync, realpathSync, renameSync } = require('node:fs');
const { dirname, join, basename } = require('node:path');
const vm = require('node:vm');
const { crc32 } = require('node:zlib');

const INDEX = 'index.json';

/** The cache folder of a bundle folder. */
const cacheFolder = (bundle) => join(bundle, 'code-cache');

function readIndex(bundle) {
  try {
    return JSON.parse(readFileSync(join(cacheFolder(bundle), INDEX), 'utf8'));
  } catch {
    return {};
  }
}

/** `require` for `mod`, as Node makes it for a CommonJS file. */
function requireFor(mod) {
  const require = (id) => mod.require(id);
  require.resolve = (request, options) => Module._resolveFilename(request, mod, false, options);
  require.resolve.paths = (request) => Module._resolveLookupPaths(request, mod);
  require.main = process.mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}

/**
 * Installs the hook for the bundle in `folder` (an absolute path). With `record`, it keeps every
 * script it compiles, and `write()` saves their caches (what the build's training run calls).
 */
function install(folder, { record = false } = {}) {
  // Node names a module by its real path; a link in `folder` would otherwise hide every file.
  const bundle = realpathSync(folder);
  const index = record ? {} : readIndex(bundle);
  const scripts = [];
  const original = Module.prototype._compile;
  Module.prototype._compile = function compile(content, filename) {
    if (dirname(filename) !== bundle || !filename.endsWith('.cjs') || basename(filename) === 'dynamic-import.cjs') {
      return original.call(this, content, filename);
    }
    const name = basename(filename);
    let cachedData;
    if (!record && index[name] !== undefined && index[name] === crc32(content)) {
      try {
        cachedData = readFileSync(join(cacheFolder(bundle), `${name}.v8`));
      } catch {
        cachedData = undefined;
      }
    }
    const script = new vm.Script(Module.wrap(content), { filename, cachedData });
    if (record) scripts.push({ name, script, crc: crc32(content) });
    const wrapper = script.runInThisContext({ displayErrors: true });
    return wrapper.call(this.exports, this.exports, requireFor(this), this, filename, dirname(filename));
  };
  // A chunk's require of a sibling chunk (`./chunk-X.cjs`) names the file exactly: skip the search
  // (a stat and a realpath walk per file). The parent's filename is already the real path.
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function resolveFilename(request, parent, isMain, options) {
    if (parent?.filename !== undefined && dirname(parent.filename) === bundle && /^\.\/[\w-]+\.cjs$/.test(request)) {
      return join(bundle, request.slice(2));
    }
    return resolve.call(this, request, parent, isMain, options);
  };
  return {
    /** Writes the cache of every script compiled so far, with the index of their CRCs. */
    write() {
      const target = cacheFolder(bundle);
      mkdirSync(target, { recursive: true });
      const written = {};
      for (const { name, script, crc } of scripts.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        writeFileSync(join(target, `${name}.v8`), script.createCachedData());
        written[name] = crc;
      }
      const next = join(target, `${INDEX}.next`);
      writeFileSync(next, `${JSON.stringify(written, null, 1)}\n`);
      renameSync(next, join(target, INDEX));
      return Object.keys(written);
    },
  };
}

module.exports = { install };
