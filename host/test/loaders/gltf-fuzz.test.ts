import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { AssetLoadError } from '../../src/plugin-api/loader.js';
import { CORPUS, load, rigBuilder, utf8 } from './fixtures/gltf-fixtures.js';

/** Deterministic PRNG (mulberry32) so failures reproduce. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Load and require either success or a one-line AssetLoadError; anything else fails. */
async function loadsOrRefuses(bytes: Uint8Array, fileName: string, label: string): Promise<'ok' | 'refused'> {
  try {
    await load(bytes, { fileName });
    return 'ok';
  } catch (error) {
    if (!(error instanceof AssetLoadError)) {
      throw new Error(`${label}: ${String(error)}`);
    }
    expect(error.message).to.not.include('\n');
    return 'refused';
  }
}

describe('gltf loader: mutated inputs never crash', function () {
  this.timeout(60000);

  it('random byte mutations of GLB files load or raise AssetLoadError', async () => {
    const seeds = [readFileSync(path.join(CORPUS, 'animsmith-clip/clip.glb')), rigBuilder().toGlb()];
    const random = rng(1234);
    const outcomes = { ok: 0, refused: 0 };
    for (let round = 0; round < 600; round++) {
      const seed = seeds[round % seeds.length]!;
      const bytes = Uint8Array.from(seed);
      const edits = 1 + Math.floor(random() * 4);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(random() * bytes.length);
        bytes[at] = random() < 0.5 ? Math.floor(random() * 256) : bytes[at]! ^ (1 << Math.floor(random() * 8));
      }
      const cut = random() < 0.1 ? bytes.subarray(0, Math.floor(random() * bytes.length)) : bytes;
      outcomes[await loadsOrRefuses(cut, 'a.glb', `round ${round}`)]++;
    }
    expect(outcomes.refused).to.be.greaterThan(0);
    expect(outcomes.ok).to.be.greaterThan(0);
  });

  it('random JSON value mutations of a glTF load or raise AssetLoadError', async () => {
    const base = rigBuilder().toJsonWithDataUri();
    const random = rng(99);
    const replacements: unknown[] = [null, -1, 0, 1, 2, 1e12, 0.5, 'x', '', [], {}, [0], true, 'CUBICSPLINE', 'weights', [1, 0]];
    const outcomes = { ok: 0, refused: 0 };
    for (let round = 0; round < 600; round++) {
      const json = structuredClone(base);
      // Pick a random path through the object tree and replace the value there.
      let parent: Record<string, unknown> | unknown[] = json;
      let key: string | number = 'asset';
      for (let depth = 0; depth < 6; depth++) {
        const keys: (string | number)[] = Array.isArray(parent) ? parent.map((_, i) => i) : Object.keys(parent);
        if (keys.length === 0) break;
        key = keys[Math.floor(random() * keys.length)]!;
        const child = (parent as Record<string | number, unknown>)[key];
        if (child === null || typeof child !== 'object' || random() < 0.25) break;
        parent = child as Record<string, unknown> | unknown[];
      }
      if (key === 'uri') continue; // the data URI itself is covered elsewhere
      (parent as Record<string | number, unknown>)[key] = replacements[Math.floor(random() * replacements.length)];
      outcomes[await loadsOrRefuses(utf8(JSON.stringify(json)), 'a.gltf', `round ${round}`)]++;
    }
    expect(outcomes.refused).to.be.greaterThan(0);
    expect(outcomes.ok).to.be.greaterThan(0);
  });
});
