import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '@animsmith/test-utils';

/** Engine names the generic host must not know: engine knowledge lives in the engine plugins. */
const ENGINE_NAME = /bevy|unity|unreal|godot/i;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

describe('the host names no engine', () => {
  it('no file under host/src contains an engine name (code, help text, comments alike)', () => {
    const offenders = files(path.join(REPO, 'host/src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (ENGINE_NAME.test(line) ? [`${path.relative(REPO, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders, offenders.join('\n')).to.deep.equal([]);
  });

  it('the pattern catches every spelling', () => {
    for (const word of ['Bevy', 'unity-generic', 'UNREAL', 'godot']) expect(ENGINE_NAME.test(word), word).to.equal(true);
  });
});
