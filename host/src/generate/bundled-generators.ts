/**
 * The generators this host ships with, read from the packages `package.json` names under
 * `animsmith.generatorPackages` (the engine-profile plugins released with the CLI). They build the
 * `generate <kind>` commands at startup and are offered as built-in generators in every session,
 * so a kind works (and documents itself) without the project pinning a plugin. The host names no
 * package here: the list is release data, not code.
 */
import { readFileSync } from 'node:fs';
import type { GeneratorDefinition } from '../plugin-api/generator.js';
import type { PluginDefinition } from '../plugin-api/plugin.js';
import { importPackage } from '../engine/plugins/import-package.js';

/** A generator and the package that ships it. */
export interface BundledGenerator {
  readonly plugin: string;
  readonly generator: GeneratorDefinition;
}

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  animsmith?: { generatorPackages?: readonly string[] };
};

export const GENERATOR_PACKAGES: readonly string[] = manifest.animsmith?.generatorPackages ?? [];

let bundled: Promise<readonly BundledGenerator[]> | undefined;

/** Every bundled package's generators, in package order then declaration order (imported once). */
export function bundledGenerators(): Promise<readonly BundledGenerator[]> {
  bundled ??= (async () => {
    const list: BundledGenerator[] = [];
    for (const specifier of GENERATOR_PACKAGES) {
      const mod = (await importPackage(specifier)) as { default?: PluginDefinition };
      const plugin = mod.default;
      if (plugin === undefined) throw new Error(`bundled generator package ${specifier} has no default plugin export`);
      for (const generator of plugin.generators ?? []) list.push({ plugin: plugin.meta.name, generator });
    }
    return list;
  })();
  return bundled;
}
