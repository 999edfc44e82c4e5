/**
 * Non-finite key and property values (NaN, ±Infinity) reach the model as non-finite samples or as
 * an unavailable rest — never as a finite value the file does not carry.
 */
import { expect } from 'chai';
import { writeAsciiFbx } from '../src/ascii-writer.js';
import { writeBinaryFbx, type FbxWriteNode } from '../src/binary-writer.js';
import type { LoadedAsset } from '@animsmith/cli/plugin';
import { splitRotation3 } from '../src/evaluate/mat4.js';
import { loadScene, vec } from '@animsmith/test-utils/fbx';
import { nonFiniteScene, TRACK } from './fbx-non-finite-scene.js';

function trackOf(asset: LoadedAsset, bone: string, property: 'translation' | 'rotation' | 'scale') {
  const index = asset.document.bones.findIndex((b) => b.name === bone);
  return asset.document.clips[0]!.tracks.find((t) => t.bone === index && t.property === property);
}

/** Frame `k`'s sample of `track` as plain numbers. */
function sample(track: { values: ArrayLike<number>; components: number }, k: number): number[] {
  return Array.from({ length: track.components }, (_, c) => track.values[k * track.components + c]!);
}

describe('FBX loader: non-finite values', () => {
  for (const channel of ['T', 'R', 'S'] as const) {
    for (const [encoding, write] of [
      ['binary', (n: FbxWriteNode[]) => writeBinaryFbx(n, { version: 7400 })],
      ['ASCII', (n: FbxWriteNode[]) => writeAsciiFbx(n, 7400)],
    ] as const) {
      it(`keeps a NaN / Infinity ${TRACK[channel]} key non-finite in the baked track (${encoding})`, async () => {
        const rest = channel === 'S' ? 1 : 0;
        const asset = await loadScene(write(nonFiniteScene(channel, [rest, NaN, Infinity])));
        const track = trackOf(asset, 'root', TRACK[channel])!;
        expect(track, 'root track').to.not.equal(undefined);
        expect(track.times.length).to.equal(49);
        // Frame 0 is the finite first key; every later frame is interpolated towards or from a
        // non-finite key, so it holds no finite component the file carries for the curve's axis.
        expect(sample(track, 0).every(Number.isFinite)).to.equal(true);
        for (const k of [1, 24, 48]) expect(sample(track, k).some((v) => !Number.isFinite(v)), `frame ${k}`).to.equal(true);
        if (channel === 'R') {
          // Not the identity the decomposition used to answer for a non-finite matrix.
          expect(sample(track, 24).every(Number.isNaN)).to.equal(true);
        }
        // The child keeps its own local (the value the file carries); the notices do not call
        // the non-finite parent singular.
        const tip = trackOf(asset, 'tip', 'translation');
        if (tip !== undefined) for (const k of [0, 24, 48]) expect(sample(tip, k)).to.deep.equal([0, 0.1, 0].map(Math.fround));
        expect(asset.source.notices.join('\n')).to.not.match(/singular/);
      });
    }
  }

  it('reads MSVC spellings (-1.#IND, 1.#INF) of a key as the non-finite values they are', async () => {
    const text = new TextDecoder().decode(writeAsciiFbx(nonFiniteScene('R', [0, NaN, Infinity]), 7400));
    expect(text).to.match(/a: 0,NaN,Infinity/);
    const asset = await loadScene(new TextEncoder().encode(text.replace('a: 0,NaN,Infinity', 'a: 0,-1.#IND,1.#INF')));
    const track = trackOf(asset, 'root', 'rotation')!;
    expect(sample(track, 0)).to.deep.equal([0, 0, 0, 1]);
    expect(sample(track, 24).every(Number.isNaN)).to.equal(true);
  });

  it('splits a non-finite linear part into a NaN rotation; a zero-scale one keeps the identity', () => {
    expect(Array.from(splitRotation3(Float64Array.of(1, 0, 0, 0, NaN, 0, 0, 0, 1)).rotation).every(Number.isNaN)).to.equal(true);
    expect(Array.from(splitRotation3(Float64Array.of(Infinity, 0, 0, 0, 1, 0, 0, 0, 1)).rotation).every(Number.isNaN)).to.equal(true);
    expect(Array.from(splitRotation3(Float64Array.of(0, 0, 0, 0, 1, 0, 0, 0, 1)).rotation)).to.deep.equal([1, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('leaves finite curves exactly as before', async () => {
    const asset = await loadScene(writeBinaryFbx(nonFiniteScene('R', [0, 90, 180]), { version: 7400 }));
    const track = trackOf(asset, 'root', 'rotation')!;
    const q = sample(track, 24);
    expect(q.every(Number.isFinite)).to.equal(true);
    expect(q[0]).to.be.closeTo(Math.SQRT1_2, 1e-6);
    expect(q[3]).to.be.closeTo(Math.SQRT1_2, 1e-6);
  });

  it('refuses a NaN transform property as a malformed document (never reads it as a finite rest)', async () => {
    const bytes = writeBinaryFbx(nonFiniteScene('T', [0, 1, 2], [vec('Lcl Rotation', NaN, 0, 0)]), { version: 7400 });
    let error: unknown;
    await loadScene(bytes).catch((e: unknown) => (error = e));
    expect(String(error)).to.match(/Lcl Rotation: expected 3 finite numbers, got NaN/);
  });

  it('makes a rest beyond float32 an unavailable local rest with a reason; the bone rest holds the infinity', async () => {
    const asset = await loadScene(writeBinaryFbx(nonFiniteScene('T', [0, 1, 2], [vec('Lcl Scaling', 1e39, 1, 1)]), { version: 7400 }));
    const root = asset.source.nodes.find((n) => n.name === 'root')!;
    expect(root.localRest.kind).to.equal('unavailable');
    expect(root.localRest.kind === 'unavailable' && root.localRest.reason).to.match(/non-finite/);
    const bone = asset.document.bones.find((b) => b.name === 'root')!;
    expect(bone.rest.scale[0]).to.equal(Infinity);
    // The child's own rest is finite and stays available.
    const tip = asset.source.nodes.find((n) => n.name === 'tip')!;
    expect(tip.localRest.kind).to.equal('trs');
  });
});
