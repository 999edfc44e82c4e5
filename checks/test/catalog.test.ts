/**
 * The catalog cannot drift: the checks are the ones the plugin registers (read from the code, no
 * list kept here), mechanical checks first; each is the default export of its own source file
 * and has a test file; and README.md's catalog table lists the same ids in the same order with
 * each default severity.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect } from 'chai';
import { PLUGIN_API_VERSION, type CheckModule } from '@animsmith/cli/plugin';
import plugin from '../src/index.js';
import { CLIP_TRACKS_SCOPE, UNREADABLE_GAP } from '../src/support/unreadable.js';

const packageRoot = new URL('../', import.meta.url);
const checks = plugin.checks as Readonly<Record<string, CheckModule>>;
const CATALOG = Object.keys(checks);

/** `[id, default severity cell]` for each row of the README's "## Catalog" table. */
function readmeCatalog(): Array<[string, string]> {
  const readme = readFileSync(new URL('README.md', packageRoot), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Catalog'));
  expect(section, 'README.md has a "## Catalog" section').to.be.a('string');
  return section!
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
      return [cells[1]!.replace(/`/g, ''), cells[2]!];
    });
}

describe('@animsmith/checks catalog', () => {
  it('registers checks, mechanical ones first, then contract checks', () => {
    const types = CATALOG.map((id) => checks[id]!.meta.type);
    const firstContract = types.indexOf('contract');
    expect(firstContract, 'some mechanical checks, then contract checks').to.be.greaterThan(0);
    expect(types.slice(0, firstContract).every((t) => t === 'mechanical'), types.join(' ')).to.equal(true);
    expect(types.slice(firstContract).every((t) => t === 'contract'), types.join(' ')).to.equal(true);
  });

  it('registers every check source file', () => {
    const sources = readdirSync(new URL('src/', packageRoot)).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
    expect(sources.sort()).to.deep.equal(CATALOG.map((id) => `${id}.ts`).sort());
  });

  it('is a built-in plugin matching its package', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', packageRoot), 'utf8')) as { name: string; version: string };
    expect(plugin.meta).to.deep.equal({ name: pkg.name, version: pkg.version, namespace: '', apiVersion: PLUGIN_API_VERSION });
  });

  for (const id of CATALOG) {
    describe(id, () => {
      it('is the default export of its own source file', async () => {
        expect(existsSync(new URL(`src/${id}.ts`, packageRoot)), `src/${id}.ts`).to.equal(true);
        // Both through import(): the test file itself may have been loaded as CommonJS.
        const [source, index] = (await Promise.all([import(`../src/${id}.js`), import('../src/index.js')])) as [
          { default: CheckModule },
          { default: { checks: Readonly<Record<string, CheckModule>> } },
        ];
        expect(index.default.checks[id]).to.equal(source.default);
      });

      it('has a test file', () => {
        expect(existsSync(new URL(`test/${id}.test.ts`, packageRoot)), `test/${id}.test.ts`).to.equal(true);
      });

      if (checks[id]!.meta.type === 'contract') {
        it('is a contract check with an applicability predicate', () => {
          expect(checks[id]!.applies).to.be.a('function');
        });
        return;
      }

      it('is mechanical: at most the unreadable-key-data scope and gap, always applicable, no options', () => {
        const { meta, applies } = checks[id]!;
        // A mechanical check can only fail to judge key data that could not be read; one that
        // judges clip facts the loader knows even without samples (a clip's key span) declares nothing.
        const scopes = meta.scopes ?? [];
        const gaps = meta.gaps ?? [];
        if (scopes.length === 0) expect(gaps).to.deep.equal([]);
        else expect([scopes, gaps]).to.deep.equal([[CLIP_TRACKS_SCOPE], [UNREADABLE_GAP]]);
        expect(applies).to.equal(undefined);
        expect(meta.schema).to.equal(undefined);
      });
    });
  }

  it("README.md's catalog table lists the registered ids in order", () => {
    expect(readmeCatalog().map(([id]) => id)).to.deep.equal(Object.keys(checks));
  });

  it("README.md's catalog table states each check's default severity", () => {
    for (const [id, cell] of readmeCatalog()) {
      const { defaultSeverity, optIn } = checks[id]!.meta;
      if (optIn) expect(cell, id).to.match(new RegExp(`^off \\(opt-in\\).*\\b${defaultSeverity}\\b`));
      else expect(cell.split(/\s/)[0], id).to.equal(defaultSeverity);
    }
  });
});
