/** The `progress` hook is called for every file of a batch, and drives the TTY progress line. */
import { expect } from 'chai';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS } from '@animsmith/test-utils';
import { scratchProject } from '@animsmith/test-utils/engine-project';
import { progressLine } from '../../src/cli/progress-line.js';

const PLUGIN = `const seen = [];
export default {
  meta: { name: 'animsmith-plugin-watch', version: '1.0.0', namespace: 'watch', apiVersion: 1 },
  apply(hooks) {
    hooks.progress.tap((event) => { seen.push(event); });
    hooks.formats.for('events').tap(() => seen.map((e) => [e.kind, e.index, e.total, e.path, e.bytes ?? '-'].join(' ')).join('\\n') + '\\n');
  },
};
`;

describe('progress', () => {
  describe('the hook', () => {
    const project = scratchProject('progress-');
    beforeEach(() => {
      writeFileSync(path.join(project.dir, 'watch.mjs'), PLUGIN);
      copyFileSync(path.join(CORPUS, 'gltf/animsmith-clip/clip.glb'), path.join(project.dir, 'a.glb'));
      writeFileSync(path.join(project.dir, 'broken.glb'), 'not a glb');
      project.configure('[plugins]\nwatch = "./watch.mjs"\n');
    });

    it('a plugin tap sees file-start and file-done for every file, in order, with the bytes read', async () => {
      const r = await project.run(['lint', '--format', 'events', 'a.glb', 'broken.glb']);
      expect(r.status).to.equal(2);
      expect(r.stdout.trimEnd().split('\n')).to.deep.equal([
        'file-start 0 2 a.glb -',
        'file-done 0 2 a.glb 896',
        'file-start 1 2 broken.glb -',
        'file-done 1 2 broken.glb 0',
      ]);
    });
  });

  describe('the TTY line', () => {
    const stream = (isTTY: boolean) => {
      const written: string[] = [];
      return { written, isTTY, columns: 80, write: (text: string) => written.push(text) };
    };

    it('redraws one line per event on a terminal, and clears it after the last file', () => {
      const tty = stream(true);
      let t = 0;
      const observe = progressLine(tty, { now: () => (t += 500) })!;
      observe({ kind: 'file-start', path: 'a.glb', index: 0, total: 2 });
      observe({ kind: 'file-done', path: 'a.glb', index: 0, total: 2, bytes: 2_000_000 });
      observe({ kind: 'file-start', path: 'b\u202e.glb', index: 1, total: 2 });
      observe({ kind: 'file-done', path: 'b\u202e.glb', index: 1, total: 2, bytes: 1_000_000 });
      expect(tty.written).to.deep.equal([
        '\r\u001b[2Kanimsmith: file 1 of 2 a.glb · 0.0 MB · 0.0 MB/s',
        '\r\u001b[2Kanimsmith: file 1 of 2 a.glb · 2.0 MB · 2.0 MB/s',
        '\r\u001b[2Kanimsmith: file 2 of 2 b\\u{202e}.glb · 2.0 MB · 1.3 MB/s',
        '\r\u001b[2Kanimsmith: file 2 of 2 b\\u{202e}.glb · 3.0 MB · 1.5 MB/s',
        '\r\u001b[2K',
      ]);
    });

    it('fits the line to the terminal, and to 80 columns when the terminal reports none', () => {
      for (const [columns, width] of [[40, 39], [0, 79]] as const) {
        const tty = { ...stream(true), columns };
        progressLine(tty)!({ kind: 'file-start', path: 'x'.repeat(200), index: 0, total: 1 });
        const line = tty.written[0]!.slice('\r\u001b[2K'.length);
        expect(line).to.have.length(width);
        expect(line.endsWith('…')).to.equal(true);
      }
    });

    it('stays silent on a pipe and with --quiet', () => {
      expect(progressLine(stream(false))).to.equal(undefined);
      expect(progressLine(stream(true), { quiet: true })).to.equal(undefined);
    });
  });
});
