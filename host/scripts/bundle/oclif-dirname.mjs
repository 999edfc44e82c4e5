// Injected by build.mjs wherever bundled CommonJS code names __dirname or __filename: only oclif
// does, to read its own package.json and require its modules by path, so both name the installed
// @oclif/core. Resolved once, where the chunk holding this module loads, not in every chunk.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const oclifDirname = dirname(createRequire(import.meta.url).resolve('@oclif/core'));
const oclifFilename = join(oclifDirname, 'index.js');
export { oclifDirname as __dirname, oclifFilename as __filename };
