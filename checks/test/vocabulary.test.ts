/**
 * The built-in gap and scope vocabulary is what the checks' metas declare: every declared code
 * carries its meaning, a code means one thing whichever check declares it, and
 * `docs/vocabulary.md` lists exactly those codes, meanings and emitting checks (codes in order of
 * first declaration, emitters in registration order).
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { CheckModule, DeclaredCode } from '@animsmith/cli/plugin';
import plugin from '../src/index.js';

interface Row {
  readonly meaning: string;
  readonly emitters: string[];
}

const checks = Object.entries(plugin.checks as Readonly<Record<string, CheckModule>>);
const DOC = readFileSync(new URL('../../docs/vocabulary.md', import.meta.url), 'utf8');

/** code → meaning and emitting checks, from every check's `meta.gaps` or `meta.scopes`. */
function declared(kind: 'gaps' | 'scopes'): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const [id, check] of checks) {
    for (const declaration of check.meta[kind] ?? []) {
      expect(declaration, `${id} declares ${kind} with their meaning`).to.be.an('object');
      const { code, meaning } = declaration as Exclude<DeclaredCode, string>;
      const row = rows.get(code) ?? { meaning, emitters: [] };
      expect(meaning, `'${code}' means one thing (${id} disagrees)`).to.equal(row.meaning);
      row.emitters.push(id);
      rows.set(code, row);
    }
  }
  return rows;
}

/** Rows of the markdown table under `heading`. */
function documented(heading: string): Map<string, Row> {
  const section = DOC.split(`\n## ${heading}\n`)[1]!.split('\n## ')[0]!;
  const rows = new Map<string, Row>();
  for (const line of section.split('\n')) {
    const m = /^\| `([^`]+)` \| (.+) \| (.+) \|$/.exec(line);
    if (m) rows.set(m[1]!, { meaning: m[2]!, emitters: [...m[3]!.matchAll(/`([^`]+)`/g)].map((x) => x[1]!) });
  }
  return rows;
}

describe('built-in gap and scope vocabulary', () => {
  for (const [kind, heading] of [['gaps', 'Gap codes'], ['scopes', 'Scope codes']] as const) {
    it(`docs/vocabulary.md "${heading}" lists exactly what the checks declare`, () => {
      const rows = declared(kind);
      expect(rows.size).to.be.greaterThan(0);
      expect([...documented(heading)]).to.deep.equal([...rows]);
    });
  }

  it('keeps gap and scope codes apart', () => {
    const gaps = [...declared('gaps').keys()];
    expect([...declared('scopes').keys()].filter((code) => gaps.includes(code))).to.deep.equal([]);
  });
});
