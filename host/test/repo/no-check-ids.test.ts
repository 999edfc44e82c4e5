/**
 * The host knows no check of the built-in catalog: a check's vocabulary, its measurement
 * thresholds and its documentation live in `@animsmith/checks`, so adding or renaming a check never
 * touches `host/src`. The ids come from the package itself, so the list cannot go stale.
 *
 * What counts as naming a check: a string literal that is exactly an id, or that holds a
 * hyphenated id as a whole token (`--select a,b`, `[checks.a-b]`); and, in comments, a code span
 * holding a hyphenated id as a whole token. A one-word id (`nan`, `fps`) is an ordinary word in
 * prose and in code spans (FBX spells NaN `nan`), so only a literal equal to it counts.
 */
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import checksPlugin from '@animsmith/checks';
import { REPO } from '@animsmith/test-utils';

const HOST_SRC = path.join(REPO, 'host/src');
const CHECK_IDS = Object.keys(checksPlugin.checks ?? {});

const STRING_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `id` as a whole token: not inside a longer kebab-case or snake_case word. */
function wholeToken(id: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9_-])${escape(id)}(?![A-Za-z0-9_-])`);
}

/** The ids that `text` names, where `text` is a string literal's value or a comment's code span. */
function namedIn(text: string, ids: readonly string[], literal: boolean): string[] {
  return ids.filter((id) => (literal && text === id) || (id.includes('-') && wholeToken(id).test(text)));
}

/**
 * Every string literal (its value) and comment of a TypeScript source, with its start offset. The
 * parser finds the literals (and regular expressions); what lies outside them and starts with
 * `//` or `/*` can only be a comment.
 */
function literalsAndComments(fileName: string, text: string): { literals: [number, string][]; comments: [number, string][] } {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const literals: [number, string][] = [];
  const opaque = new Map<number, number>();
  const visit = (node: ts.Node): void => {
    if (STRING_KINDS.has(node.kind)) literals.push([node.getStart(source), (node as ts.LiteralLikeNode).text]);
    if (STRING_KINDS.has(node.kind) || node.kind === ts.SyntaxKind.RegularExpressionLiteral) opaque.set(node.getStart(source), node.end);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const comments: [number, string][] = [];
  for (let i = 0; i < text.length; i += 1) {
    const skip = opaque.get(i);
    if (skip !== undefined) {
      i = skip - 1;
    } else if (text.startsWith('//', i) || text.startsWith('/*', i)) {
      const close = text.startsWith('//', i) ? text.indexOf('\n', i) : text.indexOf('*/', i + 2) + 2;
      const end = close < i + 2 ? text.length : close;
      comments.push([i, text.slice(i, end)]);
      i = end - 1;
    }
  }
  return { literals, comments };
}

/** `line: what` for each place `text` names one of `ids`. */
export function checkIdMentions(fileName: string, text: string, ids: readonly string[]): string[] {
  const { literals, comments } = literalsAndComments(fileName, text);
  const line = (offset: number) => text.slice(0, offset).split('\n').length;
  const found: string[] = [];
  for (const [offset, value] of literals) {
    for (const id of namedIn(value, ids, true)) found.push(`${line(offset)}: '${id}' in a string literal`);
  }
  for (const [offset, comment] of comments) {
    for (const span of comment.matchAll(/`([^`\n]+)`/g)) {
      for (const id of namedIn(span[1]!, ids, false)) found.push(`${line(offset + span.index)}: '${id}' in a comment's code span`);
    }
  }
  return found;
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('host/src names no check of @animsmith/checks', () => {
  const hyphenated = CHECK_IDS.find((id) => id.includes('-'))!;
  const word = CHECK_IDS.find((id) => !id.includes('-'))!;

  it('reads the ids from the package', () => {
    expect(CHECK_IDS.length).to.be.greaterThan(0);
    expect(hyphenated, 'a hyphenated id').to.be.a('string');
    expect(word, 'a one-word id').to.be.a('string');
  });

  it('finds an id as a literal, as a token of a literal and in a comment code span', () => {
    const sample = [
      `const a = '${word}';`,
      `const b = "--select x,${hyphenated}";`,
      `const c = \`[checks.${hyphenated}] \${a}\`;`,
      `/** Reads \`[checks.${hyphenated}] max\`. */`,
      `const d = 1;`,
    ].join('\n');
    expect(checkIdMentions('sample.ts', sample, CHECK_IDS)).to.deep.equal([
      `1: '${word}' in a string literal`,
      `2: '${hyphenated}' in a string literal`,
      `3: '${hyphenated}' in a string literal`,
      `4: '${hyphenated}' in a comment's code span`,
    ]);
  });

  it('ignores prose, longer words, regular expressions and one-word ids inside text', () => {
    const sample = [
      `// the ${hyphenated} facts, \`${word}\` spellings and \`x${hyphenated}\``,
      `const a = \`\${n} ${word} (\${m})\`;`,
      `const b = /^${word}$/.test(a) ? 'x-${hyphenated}' : '${hyphenated}_y';`,
      `const ${word.replace(/-/g, '_')}Count = 1;`,
    ].join('\n');
    expect(checkIdMentions('sample.ts', sample, CHECK_IDS)).to.deep.equal([]);
  });

  it('holds for every file under host/src', () => {
    const offending = typeScriptFiles(HOST_SRC).flatMap((file) =>
      checkIdMentions(file, readFileSync(file, 'utf8'), CHECK_IDS).map((hit) => `${path.relative(REPO, file)}:${hit}`),
    );
    expect(offending).to.deep.equal([]);
  });
});
