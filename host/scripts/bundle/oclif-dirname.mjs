// Injected by build.mjs wherever bundled CommonJS code names __dirname or __filename: only oclif
// does, to read its own package.json and require its modules by path, so both name the installed
// @oclif/core's lib folder. Resolved once, where the chunk holding this module loads, not in every
// chunk. Found by walking the folders `require` would search (realpath, as `require.resolve` gives)
// rather than by `require.resolve` itself, whose first package-exports lookup loads Node's ESM
// resolver: a few milliseconds of every start for one folder name.
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const lookup = createRequire(import.meta.url).resolve.paths('@oclif/core') ?? [];
const modules = lookup.find((folder) => existsSync(join(folder, '@oclif', 'core', 'package.json')));
if (modules === undefined) throw new Error('animsmith: @oclif/core is not installed beside the CLI');
const oclifDirname = join(realpathSync(join(modules, '@oclif', 'core')), 'lib');
const oclifFilename = join(oclifDirname, 'index.js');
export { oclifDirname as __dirname, oclifFilename as __filename };
