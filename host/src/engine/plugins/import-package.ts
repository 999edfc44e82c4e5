/**
 * Imports a package the CLI ships with (a built-in plugin, a bundled generator package) by name,
 * as a project plugin would be. The build's bundle step (`host/scripts/bundle/build.mjs`) swaps this
 * module for one that imports the same packages through static `import()` calls, so the bundle
 * holds them as lazily loaded chunks; a name it does not know is still imported at run time.
 */
export function importPackage(specifier: string): Promise<unknown> {
  return import(specifier);
}
