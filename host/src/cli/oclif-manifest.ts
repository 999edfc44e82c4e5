/**
 * The oclif manifest (`host/oclif.manifest.json`), written by the build (`npm run build`) so a run
 * lists commands and shows help without importing them. oclif computes it from the loaded command
 * classes exactly as it would at start-up without a manifest, so help text is unchanged.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Plugin, type Interfaces } from './oclif.js';

export const MANIFEST_FILE = 'oclif.manifest.json';

/** The manifest of the CLI rooted at `root` (the host package), from every command class. */
export async function buildManifest(root: string): Promise<Interfaces.Manifest> {
  const pjson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Interfaces.PJSON;
  const everyCommand = { strategy: 'explicit', target: './dist/cli/all-commands.js', identifier: 'commands' } as const;
  const plugin = new Plugin({ isRoot: true, root, ignoreManifest: true, errorOnManifestCreate: true, pjson: { ...pjson, oclif: { ...pjson.oclif, commands: everyCommand } } });
  await plugin.load();
  return plugin.manifest;
}

/** The manifest as the build writes it. */
export function manifestText(manifest: Interfaces.Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
