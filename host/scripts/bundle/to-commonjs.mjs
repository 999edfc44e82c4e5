// A step of build.mjs: turns esbuild's split ESM output into CommonJS, file by file (`x.js` →
// `x.cjs`), because Node 20 keeps no code cache for ES modules and resolves, reads and links each
// one through promises, while a CommonJS file is read and compiled in one synchronous step that
// `host/bin/compile-cache.cjs` can feed a V8 code cache. esbuild splits only ESM, so it splits
// first and each output is then transformed on its own:
// - a chunk's `import()` of another chunk becomes a `require` inside a promise, as esbuild's own
//   CommonJS output writes it;
// - any other `import()` (a project plugin's file URL, sharp) goes through `dynamic-import.cjs`,
//   a module Node compiles itself, so ES modules still load the way they did;
// - `import.meta.url` is the file's own URL, and the ESM banner's `require` is CommonJS's own.
import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The module every non-chunk `import()` calls: Node compiles it, so its `import()` is Node's. */
export const DYNAMIC_IMPORT = 'dynamic-import.cjs';
const IMPORT_FUNCTION = '__animsmithImport';
const META_URL = '__animsmithMetaUrl';

const chunkFile = (specifier) => /^\.\/[\w-]+\.js$/.test(specifier);
const cjsName = (file) => file.replace(/\.js$/, '.cjs');

/** Source edits (start, end, text) for one ESM output file, found on its syntax tree, and whether it reads `import.meta`. */
function edits(code) {
  const out = [];
  let meta = false;
  const visit = (node) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'MetaProperty') meta = true;
    if ((node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
      if (chunkFile(node.source.value)) out.push([node.source.start, node.source.end, JSON.stringify(cjsName(node.source.value))]);
    }
    if (node.type === 'ImportExpression') {
      const { source } = node;
      if (source.type === 'Literal' && typeof source.value === 'string' && chunkFile(source.value)) {
        out.push([node.start, node.end, `Promise.resolve().then(()=>require(${JSON.stringify(cjsName(source.value))}))`]);
        return;
      }
      out.push([node.start, source.start, `${IMPORT_FUNCTION}(`]);
    }
    for (const key of Object.keys(node)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(node[key]);
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return { changes: out.sort((a, b) => b[0] - a[0]), meta };
}

/**
 * Rewrites every `.js` module directly in `dir` as `.cjs` (the `.js` is removed), strips `banner`
 * (the ESM bundle's own `require`), and writes `dynamic-import.cjs`. Returns the renamed files.
 */
export function toCommonJs(dir, banner) {
  const renamed = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    let code = readFileSync(`${dir}/${file}`, 'utf8');
    if (!code.startsWith(banner)) throw new Error(`${file}: the bundle banner is missing`);
    code = code.slice(banner.length);
    const { changes, meta } = edits(code);
    for (const [start, end, text] of changes) code = code.slice(0, start) + text + code.slice(end);
    const usesImport = changes.some(([, , text]) => text === `${IMPORT_FUNCTION}(`);
    const head = meta ? [`var ${META_URL}=require("node:url").pathToFileURL(__filename).href;`] : [];
    if (usesImport) head.push(`var ${IMPORT_FUNCTION}=require(${JSON.stringify(`./${DYNAMIC_IMPORT}`)});`);
    const { code: cjs } = transformSync(code, {
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      define: { 'import.meta.url': META_URL },
      banner: head.join(''),
      minifyWhitespace: true,
      legalComments: 'inline',
      logLevel: 'warning',
    });
    writeFileSync(`${dir}/${cjsName(file)}`, cjs);
    rmSync(`${dir}/${file}`);
    renamed.set(file, cjsName(file));
  }
  writeFileSync(`${dir}/${DYNAMIC_IMPORT}`, `"use strict";\n// Node compiles this module itself, so its import() loads ES modules as Node does.\nmodule.exports = (specifier) => import(specifier);\n`);
  return renamed;
}
