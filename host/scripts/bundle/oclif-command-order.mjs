// An esbuild plugin for build.mjs: oclif sorts a plugin's command list with `localeCompare`, and
// that first call builds ICU's collator, 8 to 18 ms of every start on the shared machine, for a
// list whose order nothing in a run depends on but help. For command ids (lower-case ASCII
// letters and digits, `-` and `:`) code-point order is the same order; `start-up.test.ts` checks
// that for every id the manifest holds. The bundle's copy of oclif compares code points; the
// installed package is not changed.
import { readFile } from 'node:fs/promises';

const LOCALE_SORT = '.sort((a, b) => a.id.localeCompare(b.id))';
const CODE_POINT_SORT = '.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))';

export const oclifCommandOrder = {
  name: 'oclif-command-order',
  setup(b) {
    b.onLoad({ filter: /[\\/]@oclif[\\/]core[\\/]lib[\\/]config[\\/]plugin\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (source.split(LOCALE_SORT).length !== 2) throw new Error(`oclif-command-order: ${args.path} no longer sorts commands as expected; review the patch`);
      return { loader: 'js', contents: source.replace(LOCALE_SORT, CODE_POINT_SORT) };
    });
  },
};
