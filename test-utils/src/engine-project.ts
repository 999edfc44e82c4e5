/**
 * Scratch projects for CLI tests that pin engine-profile plugins: a fresh folder inside the
 * repository (so `@animsmith/plugin-*` resolves from the workspace's node_modules) holding an
 * animsmith.toml that names the plugins under [plugins] and the tuple under [engine]. Host,
 * plugin and schema tests share it through `@animsmith/test-utils`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';
import { runCli, type CliResult } from './cli.js';
import { REPO } from './paths.js';

/** One engine tuple as `[engine]` pins it, with the workspace plugin (`@animsmith/plugin-<plugin>`) that declares it. */
export interface EngineTuple {
  readonly plugin: string;
  readonly profile: string;
  readonly engine_version: string;
  readonly importer: string;
}

export const ENGINES = {
  bevy: { plugin: 'bevy', profile: 'bevy', engine_version: '0.19.0', importer: 'gltf-asset-loader' },
  'unity-generic': { plugin: 'unity', profile: 'unity-generic', engine_version: '6000.3', importer: 'fbx-model-importer' },
  'unity-humanoid': { plugin: 'unity', profile: 'unity-humanoid', engine_version: '6000.3', importer: 'fbx-model-importer' },
  unreal: { plugin: 'unreal', profile: 'unreal', engine_version: '5.8', importer: 'fbx-importer' },
  godot: { plugin: 'godot', profile: 'godot', engine_version: '4.7', importer: 'resource-importer-scene' },
} as const satisfies Record<string, EngineTuple>;

export type EngineProfileName = keyof typeof ENGINES;

/** A `[plugins]` table naming `@animsmith/plugin-<name>` for each name, in the order given. */
export function pluginsToml(plugins: readonly string[]): string {
  return `[plugins]\n${plugins.map((name) => `${name} = "@animsmith/plugin-${name}"\n`).join('')}`;
}

/** The `[engine]` table alone: the full tuple of `profile` at `revision`. */
export function engineTable(profile: EngineProfileName, revision: number): string {
  const t = ENGINES[profile];
  return `[engine]\nprofile = "${t.profile}"\nprofile_revision = ${revision}\nengine_version = "${t.engine_version}"\nimporter = "${t.importer}"\n`;
}

/**
 * A whole animsmith.toml: the profile's plugin pinned (or every plugin in `plugins`), the tuple at
 * `revision`, then `extra` (more tables, e.g. `\n[engine.settings]\n…`) verbatim.
 */
export function engineToml(profile: EngineProfileName, revision: number, extra = '', plugins: readonly string[] = [ENGINES[profile].plugin]): string {
  return `${pluginsToml(plugins)}\n${engineTable(profile, revision)}${extra}`;
}

/** A new empty folder under `<repo>/artifacts/tmp`; the caller removes it. */
export function makeScratchDir(prefix: string): string {
  const root = path.join(REPO, 'artifacts/tmp');
  mkdirSync(root, { recursive: true });
  return mkdtempSync(path.join(root, prefix));
}

export interface ScratchProject {
  /** This test's folder (valid inside a test or hook). */
  readonly dir: string;
  /** Writes `toml` as the project's animsmith.toml. */
  configure(toml: string): void;
  /** Runs the CLI in the project, first configuring it with `toml` when one is given. */
  run(args: readonly string[], toml?: string): Promise<CliResult>;
}

/** Registers mocha hooks giving each test of the enclosing suite a fresh scratch project, removed after it. */
export function scratchProject(prefix: string): ScratchProject {
  let dir = '';
  beforeEach(() => {
    dir = makeScratchDir(prefix);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const configure = (toml: string) => writeFileSync(path.join(dir, 'animsmith.toml'), toml);
  return {
    get dir() {
      return dir;
    },
    configure,
    async run(args, toml) {
      if (toml !== undefined) configure(toml);
      return await runCli(args, { cwd: dir });
    },
  };
}

/** One prediction facet of a check, as the output envelope carries it. */
export interface FacetJson {
  scope: { code: string; subject?: string };
  state: string;
  reasons: string[];
  result?: Record<string, unknown>;
}

/** One check row of the output envelope, with its engine prediction. */
export interface CheckJson {
  check_id: string;
  applicability: string;
  evaluation: string;
  findings: unknown[];
  prediction?: { schema: string; provenance_identity: unknown; facets: FacetJson[] };
}

const validateOutput = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID)!;

/** Parses `lint --format json` output, asserts it schema-valid, and returns its first file and that file's `checkId` row. */
export function lintedCheck(stdout: string, checkId: string) {
  const document = JSON.parse(stdout);
  expect(validateOutput(document), JSON.stringify(validateOutput.errors?.slice(0, 3))).to.equal(true);
  const file = document.files[0];
  const check = (file.checks as CheckJson[]).find((c) => c.check_id === checkId)!;
  return { document, file, check };
}
