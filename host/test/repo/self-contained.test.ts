/**
 * A user's clone has no shared folder beside it and no developer's home: every file the tests,
 * benches, examples and sources read must come from inside the repository (`fixtures/root.mjs`).
 */
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '@animsmith/test-utils';

/**
 * Path spellings that can only work on one machine. `/dev/…`, `/proc/…`, `/usr/bin/…` and
 * `/etc/…` stay allowed: tests use them as hostile inputs and as system tools, not as data; so do
 * Windows paths, which only ever appear as file contents under test.
 */
const FORBIDDEN: readonly RegExp[] = [
  /\.\.[\\/]+shared\b/,
  /\bshared[\\/]corpus\b/,
  /['"`](?:\/work|\/root|\/Users|\/mnt|\/tmp)\//,
];

const SCANNED_ROOTS = ['test-utils', 'host/src', 'host/test', 'host/bin', 'host/assets', 'checks/src', 'checks/test', 'schemas/src', 'schemas/test', 'plugins', 'bench', 'examples', 'fixtures'];
const SCANNED_EXTENSIONS = new Set(['.ts', '.mts', '.mjs', '.js', '.cjs']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

/** The offending lines of one source text, as `line: text`. */
export function machineBoundPaths(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => FORBIDDEN.some((re) => re.test(line)))
    .map(({ line, n }) => `${n}: ${line.trim()}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SCANNED_EXTENSIONS.has(path.extname(entry.name)) ? [full] : [];
  });
}

describe('repository: self-contained', () => {
  it('flags the sibling shared folder, the corpus folder and machine-specific absolute paths', () => {
    // Spelled in pieces, so this file does not name the paths it forbids.
    const sibling = ['..', 'shared'].join('/');
    const quote = "'";
    expect(machineBoundPaths(`const a = path.resolve(REPO, '${sibling}/x.glb');`)).to.have.length(1);
    expect(machineBoundPaths(`const b = ${quote}${['', 'data', 'shared', 'corpus'].join('/')}/x.glb${quote};`)).to.have.length(1);
    expect(machineBoundPaths(`const c = ${quote}/work/x.glb${quote};`)).to.have.length(1);
    const tick = '`';
    expect(machineBoundPaths(`const d = ${tick}/tmp/out.json${tick};`)).to.have.length(1);
    expect(machineBoundPaths("symlinkSync('/dev/full', target); spawnSync('/usr/bin/time');")).to.deep.equal([]);
  });

  it('no source, test, bench or example names a path outside the repository', () => {
    const offences = SCANNED_ROOTS.flatMap((root) =>
      sourceFiles(path.join(REPO, root)).flatMap((file) =>
        machineBoundPaths(readFileSync(file, 'utf8')).map((hit) => `${path.relative(REPO, file)}:${hit}`),
      ),
    );
    expect(offences).to.deep.equal([]);
  });
});
