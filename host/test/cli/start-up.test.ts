/**
 * Start-up does only what the run needs: oclif lists commands and shows help from the build's
 * manifest, a run loads only the build's bundle and from it only its own command's modules, loaders
 * load on their first file, and `--version` answers without oclif. Timings live in `bench/startup.mjs`; these check the shape.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { Config } from '@animsmith/cli/oclif';
import { CORPUS, HOST, REPO, runCli, runCliProcess } from '@animsmith/test-utils';
import { buildManifest, MANIFEST_FILE } from '../../src/cli/oclif-manifest.js';

const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');

/**
 * Preloaded into the child: on exit, prints every module file it loaded on stderr, CommonJS (the
 * bin and the bundle) from the require cache and ES modules through a resolve hook.
 */
const HOOK = `export async function resolve(specifier, context, next) { const r = await next(specifier, context); process._rawDebug('module ' + r.url); return r; }`;
const PRELOAD = [
  `const { register } = require('node:module'); register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOK)}`)});`,
  `process.on('exit', () => { for (const file of Object.keys(require.cache)) process._rawDebug('module ' + require('node:url').pathToFileURL(file).href); });`,
].join('\n');

/** The repository-relative paths of the modules a spawned `animsmith <args>` loaded. */
async function importedModules(args: readonly string[]): Promise<{ status: number | null; modules: string[] }> {
  const preload = path.join(mkdtempSync(path.join(tmpdir(), 'animsmith-start-up-')), 'preload.cjs');
  writeFileSync(preload, PRELOAD);
  const r = await runCliProcess(args, { nodeArgs: ['--require', preload] });
  const prefix = `module file://${REPO}`;
  const modules = [...new Set(r.stderr.split('\n').filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length)))];
  expect(modules, r.stderr).to.include('host/bin/run.cjs');
  return { status: r.status, modules };
}

/** The modules (repository-relative) that the loaded bundle files hold, from the build's inputs.json. */
function bundleInputs(modules: readonly string[]): string[] {
  const inputs = JSON.parse(readFileSync(path.join(HOST, 'dist/bundle/inputs.json'), 'utf8')) as Record<string, string[]>;
  return modules.filter((m) => m.startsWith('host/dist/bundle/')).flatMap((m) => inputs[m.slice('host/dist/bundle/'.length)] ?? []);
}

/** The bundle file that holds `module` (repository-relative), from the build's inputs.json. */
function bundleFileHolding(module: string): string {
  const inputs = JSON.parse(readFileSync(path.join(HOST, 'dist/bundle/inputs.json'), 'utf8')) as Record<string, string[]>;
  const file = Object.keys(inputs).find((name) => inputs[name]!.includes(module));
  expect(file, `no bundle file holds ${module}`).to.not.equal(undefined);
  return file!;
}

describe('start-up', () => {
  it('the built manifest is what the command classes give (rebuild with npm run build when this fails)', async () => {
    const built = JSON.parse(readFileSync(path.join(HOST, MANIFEST_FILE), 'utf8')) as unknown;
    expect(built).to.deep.equal(JSON.parse(JSON.stringify(await buildManifest(HOST))));
  });

  it('orders the manifest\'s command ids by code point exactly as localeCompare would (the bundle\'s oclif sorts by code point)', () => {
    const ids = Object.keys((JSON.parse(readFileSync(path.join(HOST, MANIFEST_FILE), 'utf8')) as { commands: object }).commands);
    expect(ids.length).to.be.greaterThan(10);
    const byCodePoint = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect([...ids].sort((a, b) => a.localeCompare(b))).to.deep.equal(byCodePoint);
    expect(readFileSync(path.join(HOST, 'dist/bundle', bundleFileHolding('node_modules/@oclif/core/lib/config/plugin.js')), 'utf8')).to.not.contain('localeCompare');
  });

  it('--version prints the user agent oclif would, without loading oclif', async () => {
    const config = await Config.load(HOST);
    const r = await runCliProcess(['--version']);
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.equal(`${config.userAgent}\n`);
    const { modules } = await importedModules(['--version']);
    expect(modules.filter((m) => m.includes('@oclif/core'))).to.deep.equal([]);
  });

  it('lint of a GLB with a plain PNG texture loads only the bundle, and from it neither other commands nor the report, compare, skeleton, FBX, Spine or prediction code, nor sharp', async () => {
    const { status, modules } = await importedModules(['lint', FOX]);
    expect(status).to.be.oneOf([0, 1]);
    expect(modules.filter((m) => !m.startsWith('host/bin/') && !m.startsWith('host/dist/bundle/'))).to.deep.equal([]);
    const bundled = bundleInputs(modules);
    expect(bundled).to.include('host/dist/cli/commands/lint.js');
    expect(bundled).to.include('host/dist/loaders/gltf/index.js');
    const forbidden = [
      /^host\/dist\/cli\/commands\/(?!lint\.js$)/,
      /^host\/dist\/(report|compare|skeleton|pose|inspect)\//,
      /^plugins\/fbx\/dist\/(?!(index|version)\.js$)/,
      /^plugins\/spine\/dist\/(build|ingest|spec|print|loader)\/index\.js$/,
      /^host\/dist\/engine\/prediction\/(index|evaluate-prediction|provenance)\.js$/,
      /(^|\/)node_modules\/(sharp|@img)\//,
    ];
    expect(bundled.filter((m) => forbidden.some((pattern) => pattern.test(m)))).to.deep.equal([]);
  });

  it('a command from a built-in plugin runs and shows help from the manifest', async () => {
    const help = await runCli(['rigc', 'build', '--help']);
    expect(help.status, help.stderr).to.equal(0);
    expect(help.stdout).to.match(/Compile a rig spec and a motion spec into Spine 4\.3 skeleton JSON/);
    const run = await runCli(['rigc', 'build', 'missing.rig.json', 'missing.motion.json', '-o', 'never.json']);
    expect(run.status).to.equal(2);
    expect(run.stderr).to.match(/^animsmith: .*missing\.rig\.json/);
  });
});
