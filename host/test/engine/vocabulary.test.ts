import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { BUILTIN_GAP_CODES, BUILTIN_SCOPE_CODES, builtinCodeRefusal, type CodeDeclaration } from '../../src/engine/vocabulary.js';
import { createEngineWithBuiltins } from '../../src/engine/builtins.js';

const DOC = readFileSync(new URL('../../../docs/vocabulary.md', import.meta.url), 'utf8');

/** Rows of the markdown table under `heading`: code → emitters. */
function documented(heading: string): Map<string, string[]> {
  const section = DOC.split(`## ${heading}`)[1]!.split('\n## ')[0]!;
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const m = /^\| `([^`]+)` \| (.+) \| (.+) \|$/.exec(line);
    if (m) rows.set(m[1]!, [...m[3]!.matchAll(/`([^`]+)`/g)].map((x) => x[1]!));
  }
  return rows;
}

function expectDocumented(heading: string, table: Readonly<Record<string, CodeDeclaration>>) {
  const rows = documented(heading);
  expect([...rows.keys()]).to.deep.equal(Object.keys(table));
  for (const [code, decl] of Object.entries(table)) expect(rows.get(code), code).to.deep.equal([...decl.emitters]);
}

describe('built-in gap and scope vocabulary', () => {
  it('is documented exactly as declared', () => {
    expectDocumented('Gap codes', BUILTIN_GAP_CODES);
    expectDocumented('Scope codes', BUILTIN_SCOPE_CODES);
  });

  it('refuses undeclared codes and undeclared emitters', () => {
    expect(builtinCodeRefusal('gap', 'roles_unresolved', 'loop-seam')).to.equal(undefined);
    expect(builtinCodeRefusal('gap', 'roles_unresolved', 'quat-norm')).to.match(/not declared for 'quat-norm'/);
    expect(builtinCodeRefusal('scope', 'no_such_scope', 'fps')).to.match(/not a built-in scope code/);
  });

  it('agrees with what every built-in check declares in its meta', async () => {
    const engine = await createEngineWithBuiltins();
    for (const check of engine.checks()) {
      for (const code of check.module.meta.gaps ?? []) expect(builtinCodeRefusal('gap', code, check.id), check.id).to.equal(undefined);
      for (const code of check.module.meta.scopes ?? []) expect(builtinCodeRefusal('scope', code, check.id), check.id).to.equal(undefined);
    }
  });
});
