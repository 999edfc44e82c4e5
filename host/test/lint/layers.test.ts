/**
 * The lint configuration bites: the repository's own dependency-cruiser rules, run over a small
 * tree laid out like the repository, report a cycle, a loader importing a formatter and plugin-api
 * taking implementation, and leave the allowed imports alone; the ESLint config applies the
 * TypeScript rules to package sources.
 */
import { expect } from 'chai';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { ESLint } from 'eslint';
import { REPO } from '@animsmith/test-utils';

/** Files of the probe tree, by path relative to its root (the repository's layout). */
const PROBE: Readonly<Record<string, string>> = {
  // A cycle made of a value import one way and a type-only import back.
  'host/src/engine/left.ts': "import { right } from './right.js';\nexport interface Left { readonly n: number }\nexport const left = right + 1;\n",
  'host/src/engine/right.ts': "import type { Left } from './left.js';\nexport const right = 1;\nexport type Pair = readonly [Left, Left];\n",
  // A loader importing an output formatter, and a model module (allowed).
  'host/src/loaders/probe/reader.ts': "import { view } from '../../formats/view.js';\nimport type { Thing } from '../../model/thing.js';\nexport const read = (t: Thing): string => view(t.name);\n",
  'host/src/formats/view.ts': 'export const view = (s: string): string => s;\n',
  'host/src/model/thing.ts': 'export interface Thing { readonly name: string }\n',
  // plugin-api: a value from the engine (refused), a type from the engine (refused), a model type (allowed).
  'host/src/plugin-api/probe.ts':
    "import { right } from '../engine/right.js';\nimport type { Pair } from '../engine/right.js';\nimport type { Thing } from '../model/thing.js';\nexport type Api = { readonly thing: Thing; readonly pair: Pair; readonly n: typeof right };\n",
};

interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

describe('lint: layer rules', () => {
  let root: string;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'animsmith-layers-'));
    for (const [file, text] of Object.entries(PROBE)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
  });

  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("reports exactly the probe's cycle (once), loader→formats import and plugin-api imports", async () => {
    const options = await extractDepcruiseOptions(path.join(REPO, '.dependency-cruiser.cjs'));
    const { output } = await cruise(['host/src'], { ...options, baseDir: root });
    const violations: Violation[] = (output as ICruiseResult).summary.violations
      .map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }))
      .sort((a, b) => `${a.rule} ${a.from} ${a.to}`.localeCompare(`${b.rule} ${b.from} ${b.to}`));
    expect(violations).to.deep.equal([
      { rule: 'loaders-below-views', from: 'host/src/loaders/probe/reader.ts', to: 'host/src/formats/view.ts' },
      { rule: 'no-circular', from: 'host/src/engine/left.ts', to: 'host/src/engine/right.ts' },
      { rule: 'plugin-api-imports-no-implementation', from: 'host/src/plugin-api/probe.ts', to: 'host/src/engine/right.ts' },
      { rule: 'plugin-api-types-from-the-model', from: 'host/src/plugin-api/probe.ts', to: 'host/src/engine/right.ts' },
    ]);
  });

  it('applies the TypeScript rules to package sources and leaves the browser assets out', async () => {
    const eslint = new ESLint({ cwd: REPO });
    const [result] = await eslint.lintText('const unused: number = 1;\n', { filePath: path.join(REPO, 'host/src/loaders/probe.ts') });
    expect(result!.messages.map((m) => m.ruleId)).to.deep.equal(['@typescript-eslint/no-unused-vars']);
    expect(await eslint.isPathIgnored(path.join(REPO, 'host/assets/report/viewer.js'))).to.equal(true);
  });
});
