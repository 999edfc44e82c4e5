import { copyFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { keyValue, type AnimDocument } from '../../src/model/anim-document.js';
import { CORPUS, load, withTempDir } from './fixtures/gltf-fixtures.js';

function corpus(relative: string): { bytes: Uint8Array; folder: string; fileName: string } {
  const file = path.join(CORPUS, relative);
  return { bytes: readFileSync(file), folder: path.dirname(file), fileName: path.basename(file) };
}

async function loadCorpus(relative: string) {
  const { bytes, folder, fileName } = corpus(relative);
  return load(bytes, { folder, fileName });
}

function expectParentsFirst(document: AnimDocument): void {
  document.bones.forEach((bone, i) => {
    expect(bone.index).to.equal(i);
    expect(bone.parent).to.be.lessThan(i);
  });
}

describe('gltf loader: corpus', () => {
  it('Fox.glb: 3 clips, 24 joints, identity of the exact bytes', async () => {
    const { source, document } = await loadCorpus('khronos-fox/Fox.glb');
    expect(source.format).to.equal('glb');
    expect(source.input.bytes).to.equal(162852);
    expect(source.input.sha256).to.match(/^d97044e701822bac[0-9a-f]{48}$/);
    expect(source.nodes).to.have.length(26);
    expect(source.skins).to.have.length(1);
    expect(source.skins[0]!.joints).to.have.length(24);
    expect(source.skins[0]!.skeleton).to.equal(2);
    expect(source.skins[0]!.inverseBindAccessor).to.be.a('number');
    expect(source.meshes[0]!.primitives[0]!.vertexCount).to.be.greaterThan(0);
    expect(source.dependencies).to.deep.equal({ coverage: 'complete', resources: [] });
    expect(source.notices).to.deep.equal([]);

    const expected = [
      ['Survey', 3.417, 83],
      ['Walk', 0.708, 18],
      ['Run', 1.158, 25],
    ] as const;
    expect(document.clips.map((c) => c.name)).to.deep.equal(expected.map((e) => e[0]));
    document.clips.forEach((clip, i) => {
      expect(clip.index).to.equal(i);
      expect(clip.duration).to.be.closeTo(expected[i]![1], 0.0005);
      expect(clip.tracks).to.have.length(21);
      for (const track of clip.tracks) {
        expect(track.times).to.have.length(expected[i]![2]);
        expect(track.interpolation).to.equal('LINEAR');
        // Fox leaves `interpolation` out: LINEAR by default, not declared.
        expect(track.interpolationDeclared).to.equal(false);
        expect(track.values.length).to.equal(track.times.length * track.components);
        expect(['translation', 'rotation']).to.include(track.property);
        expect(track.components).to.equal(track.property === 'rotation' ? 4 : 3);
      }
      expect(source.animations[i]!.channels).to.have.length(21);
      expect(source.animations[i]!.channels[0]!.keyCount).to.equal(expected[i]![2]);
      expect(source.animations[i]!.channels[0]!.interpolation).to.equal(undefined);
    });
    expectParentsFirst(document);
    expect(document.bones).to.have.length(26);
    // Every skin joint is a bone, found through sourceNode.
    const bySource = new Map(document.bones.map((b) => [b.sourceNode, b]));
    for (const joint of source.skins[0]!.joints) expect(bySource.has(joint)).to.equal(true);
    // Tracks point at the bone of the channel's node.
    const channel = source.animations[0]!.channels[0]!;
    const track = document.clips[0]!.tracks[0]!;
    expect(channel.target.kind).to.equal('node');
    if (channel.target.kind === 'node') expect(document.bones[track.bone]!.sourceNode).to.equal(channel.target.node);
  });

  it('Fox.glb: aligned float data is a view of the input bytes, not a copy', async () => {
    const { bytes, folder, fileName } = corpus('khronos-fox/Fox.glb');
    const { document } = await load(bytes, { folder, fileName });
    const track = document.clips[0]!.tracks[0]!;
    expect(track.times.buffer).to.equal(bytes.buffer);
  });

  it('AnimatedMorphCube.gltf: external .bin hashed, weights channel is a source fact only', async () => {
    const { source, document } = await loadCorpus('khronos-animated-morph-cube/AnimatedMorphCube.gltf');
    expect(source.format).to.equal('gltf');
    expect(source.input.sha256.startsWith('0b910ed4b52fd9fb')).to.equal(true);
    expect(source.dependencies.coverage).to.equal('complete');
    expect(source.dependencies.resources).to.have.length(1);
    const bin = source.dependencies.resources[0]!;
    expect(bin).to.include({ kind: 'buffer', index: 0, uri: 'AnimatedMorphCube.bin' });
    expect(bin.identity?.bytes).to.equal(4284);
    expect(bin.identity?.sha256.startsWith('4aba93918adba56c')).to.equal(true);
    const channel = source.animations[0]!.channels[0]!;
    expect(channel.target).to.deep.equal({ kind: 'node', node: 0, path: 'weights' });
    expect(channel.keyCount).to.equal(127);
    expect(channel.interpolation).to.equal('LINEAR');
    expect(document.clips).to.have.length(1);
    expect(document.clips[0]!.name).to.equal('Square');
    expect(document.clips[0]!.tracks).to.have.length(0);
    // glTF defines the duration over every channel, morph weights included.
    expect(document.clips[0]!.duration).to.be.closeTo(4.2, 1e-5);
    expect(document.clips[0]!.durationUnavailable).to.equal(undefined);
    expect(source.notices).to.deep.equal([]);
  });

  it('AnimatedMorphCube.gltf without its .bin still loads (weights data is not needed), coverage partial', async () => {
    await withTempDir(async (dir) => {
      await copyFile(path.join(CORPUS, 'khronos-animated-morph-cube/AnimatedMorphCube.gltf'), path.join(dir, 'cube.gltf'));
      const { source, document } = await load(readFileSync(path.join(dir, 'cube.gltf')), { folder: dir, fileName: 'cube.gltf' });
      expect(source.dependencies.coverage).to.equal('partial');
      expect(source.dependencies.resources).to.deep.equal([
        { kind: 'buffer', index: 0, uri: 'AnimatedMorphCube.bin', unavailableReason: 'unreadable' },
      ]);
      // The weights channel's key times are in the missing file: the duration is not known.
      expect(document.clips[0]!.durationUnavailable).to.equal('payload_unavailable');
      expect(source.geometry!.primitive(0, 0).positions).to.deep.equal({ ok: false, reason: 'payload_unavailable' });
    });
  });

  it('magnum animation-splines-bounded.gltf: CUBICSPLINE triplets, shared accessors', async () => {
    const { source, document } = await loadCorpus('magnum-animation/animation-splines-bounded.gltf');
    expect(document.clips).to.have.length(2);
    expect(document.clips[0]!.duration).to.equal(5);
    expect(document.clips[1]!.duration).to.equal(5.5);
    expect(document.bones[0]!.name).to.equal('#0');
    const [t, s] = document.clips[0]!.tracks;
    expect(t!.interpolation).to.equal('CUBICSPLINE');
    expect(t!.property).to.equal('translation');
    expect(s!.property).to.equal('scale');
    expect(t!.times).to.have.length(4);
    expect(t!.values).to.have.length(36);
    // Both samplers share the same output accessor, so the same decoded array.
    expect(s!.values).to.equal(t!.values);
    // keyValue reads the middle element of the triplet: floats 3..5 of key 0.
    expect(keyValue(t!, 0)).to.deep.equal(Array.from(t!.values.subarray(3, 6)));
    expect(source.animations[1]!.channels[1]!.interpolation).to.equal('CUBICSPLINE');
    expect(source.defaultScene).to.equal(undefined);
    expect(source.scenes).to.deep.equal([]);
  });

  it('magnum animation-trs-step.gltf: STEP translation, channels of different lengths', async () => {
    const { source, document } = await loadCorpus('magnum-animation/animation-trs-step.gltf');
    expect(source.defaultScene).to.equal(0);
    expect(source.scenes[0]!.rootNodes).to.deep.equal([0, 1, 2]);
    expect(document.bones.map((b) => b.name)).to.deep.equal(['rotated', 'translated', 'scaled']);
    const clip = document.clips[0]!;
    expect(clip.duration).to.equal(3.75);
    expect(clip.tracks.map((t) => [t.property, t.interpolation, t.times.length])).to.deep.equal([
      ['rotation', 'LINEAR', 2],
      ['translation', 'STEP', 4],
      ['scale', 'LINEAR', 4],
    ]);
    expect(Array.from(clip.tracks[0]!.times)).to.deep.equal([1.25, 2.5]);
  });

  it('magnum .gltf whose .bin is missing loads with unreadable tracks and a partial closure', async () => {
    await withTempDir(async (dir) => {
      await copyFile(path.join(CORPUS, 'magnum-animation/animation-trs-step.gltf'), path.join(dir, 'a.gltf'));
      const { source, document } = await load(readFileSync(path.join(dir, 'a.gltf')), { folder: dir, fileName: 'a.gltf' });
      expect(source.dependencies).to.deep.equal({
        coverage: 'partial',
        resources: [{ kind: 'buffer', index: 0, uri: 'animation-trs-step.bin', unavailableReason: 'unreadable' }],
      });
      const clip = document.clips[0]!;
      expect(clip.durationUnavailable).to.equal('payload_unavailable');
      expect(clip.duration).to.equal(0);
      expect(clip.tracks.map((t) => [t.property, t.unreadable, t.times.length, t.values.length])).to.deep.equal([
        ['rotation', 'payload_unavailable', 0, 0],
        ['translation', 'payload_unavailable', 0, 0],
        ['scale', 'payload_unavailable', 0, 0],
      ]);
      expect(clip.tracks[0]!.malformed).to.match(/^payload unavailable: \/accessors\/\d+ and \/accessors\/\d+ of \/animations\/0\/samplers\/\d+ read a buffer that could not be loaded$/);
      // The declared key counts stay known from the JSON.
      expect(source.animations[0]!.channels.map((c) => c.keyCount)).to.deep.equal([2, 4, 4]);
    });
  });

  for (const name of ['clip.glb', 'clip-dirty.glb']) {
    it(`animsmith ${name}: root → spine, clip swing with one 5-key rotation track`, async () => {
      const { source, document } = await loadCorpus(`animsmith-clip/${name}`);
      expect(source.nodes.map((n) => [n.name, n.parent])).to.deep.equal([
        ['root', undefined],
        ['spine', 0],
      ]);
      expect(document.bones.map((b) => [b.name, b.parent])).to.deep.equal([
        ['root', -1],
        ['spine', 0],
      ]);
      expect(document.bones[1]!.rest.translation).to.deep.equal([0, 0.5, 0]);
      const clip = document.clips[0]!;
      expect(clip.name).to.equal('swing');
      expect(clip.duration).to.equal(1);
      expect(clip.tracks).to.have.length(1);
      const track = clip.tracks[0]!;
      expect(track.property).to.equal('rotation');
      expect(track.bone).to.equal(1);
      expect(Array.from(track.times)).to.deep.equal([0, 0.25, 0.5, 0.75, 1]);
      const angles = [0, 1, 2, 3, 4].map((k) => {
        const [x, y, z, w] = keyValue(track, k);
        expect(x).to.be.closeTo(0, 1e-6);
        expect(z).to.be.closeTo(0, 1e-6);
        return 2 * Math.atan2(Math.abs(y!), Math.abs(w!));
      });
      angles.forEach((a, k) => expect(a).to.be.closeTo(0.1 * k, 1e-5));
      const norms = [0, 1, 2, 3, 4].map((k) => Math.hypot(...keyValue(track, k)));
      if (name === 'clip.glb') norms.forEach((n) => expect(n).to.be.closeTo(1, 1e-5));
      else expect(norms[2]).to.be.closeTo(1.05, 1e-4);
    });
  }

  it('quad_skin.glb: skin without animation, unknown used extensions kept', async () => {
    const { source, document } = await loadCorpus('assimp-quad-skin/quad_skin.glb');
    expect(source.extensionsUsed).to.include.members(['KHR_materials_volume', 'FB_ngon_encoding']);
    expect(source.skins[0]!.joints).to.have.length(10);
    expect(source.nodes).to.have.length(23);
    expect(document.bones).to.have.length(23);
    expect(document.clips).to.deep.equal([]);
    expectParentsFirst(document);
  });
});
