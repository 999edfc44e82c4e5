import { expect } from 'chai';
import { GltfBuilder, assembleGlb, expectLoadError, load, rigBuilder, type Json } from './fixtures/gltf-fixtures.js';

/** A rig GLB whose JSON was changed by `edit` (the BIN is unchanged). */
function editedRig(edit: (json: Json) => void, builder: GltfBuilder = rigBuilder()): Uint8Array {
  const json = builder.toJsonWithUri('x');
  delete json.buffers[0].uri;
  edit(json);
  return assembleGlb(json, builder.bin());
}

describe('gltf loader: structure', () => {
  it('the unedited rig loads (control)', async () => {
    const { document } = await load(editedRig(() => {}));
    expect(document.clips[0]!.tracks).to.have.length(1);
  });

  describe('index ranges', () => {
    const cases: [string, (json: Json) => void, string][] = [
      ['channel target node', (j) => (j.animations[0].channels[0].target.node = 5), '/animations/0/channels/0/target/node is 5, out of range: the file has 2 nodes'],
      ['child', (j) => (j.nodes[0].children = [7]), '/nodes/0/children/0 is 7, out of range'],
      ['mesh', (j) => (j.nodes[0].mesh = 0), '/nodes/0/mesh is 0, out of range: the file has 0 meshes'],
      ['skin', (j) => (j.nodes[0].skin = 1), '/nodes/0/skin is 1, out of range'],
      ['scene', (j) => (j.scene = 3), '/scene is 3, out of range: the file has 1 scenes'],
      ['scene node', (j) => (j.scenes[0].nodes = [0, 2]), '/scenes/0/nodes/1 is 2, out of range'],
      ['sampler input', (j) => (j.animations[0].samplers[0].input = 9), '/animations/0/samplers/0/input is 9, out of range: the file has 2 accessors'],
      ['channel sampler', (j) => (j.animations[0].channels[0].sampler = 1), '/animations/0/channels/0/sampler is 1, out of range: the animation has 1 samplers'],
      ['accessor bufferView', (j) => (j.accessors[1].bufferView = 4), '/accessors/1/bufferView is 4, out of range'],
      ['bufferView buffer', (j) => (j.bufferViews[0].buffer = 1), '/bufferViews/0/buffer is 1, out of range: the file has 1 buffers'],
      ['skin joint', (j) => (j.skins = [{ joints: [0, 3] }]), '/skins/0/joints/1 is 3, out of range'],
      ['skin skeleton', (j) => (j.skins = [{ joints: [0], skeleton: 2 }]), '/skins/0/skeleton is 2, out of range'],
      ['primitive attribute', (j) => (j.meshes = [{ primitives: [{ attributes: { POSITION: 8 } }] }]), '/meshes/0/primitives/0/attributes/POSITION is 8, out of range'],
      ['primitive material', (j) => (j.meshes = [{ primitives: [{ attributes: {}, material: 0 }] }]), '/meshes/0/primitives/0/material is 0, out of range'],
      ['negative index', (j) => (j.animations[0].channels[0].target.node = -1), '/animations/0/channels/0/target/node must be at least 0, found -1'],
      ['fractional index', (j) => (j.nodes[0].children = [0.5]), '/nodes/0/children/0 must be an integer, found 0.5'],
    ];
    for (const [name, edit, message] of cases) {
      it(`refuses an out-of-range ${name}`, async () => {
        await expectLoadError(editedRig(edit), [message]);
      });
    }
  });

  describe('field types', () => {
    const cases: [string, (json: Json) => void, string][] = [
      ['nodes not an array', (j) => (j.nodes = {}), '/nodes must be an array, found object'],
      ['node not an object', (j) => (j.nodes[1] = 3), '/nodes/1 must be an object, found number'],
      ['node name', (j) => (j.nodes[0].name = 4), '/nodes/0/name must be a string, found number'],
      ['translation length', (j) => (j.nodes[1].translation = [0, 1]), '/nodes/1/translation must have 3 numbers, found 2'],
      ['matrix entry', (j) => (j.nodes[1].matrix = [...Array(15).fill(0), 'x']), '/nodes/1/matrix/15 must be a number, found string'],
      ['target path', (j) => delete j.animations[0].channels[0].target.path, 'missing required /animations/0/channels/0/target/path'],
      ['accessor type', (j) => (j.accessors[0].type = 'VEC5'), '/accessors/0/type must be one of'],
      ['componentType', (j) => (j.accessors[0].componentType = 5130), '/accessors/0/componentType 5130 is not a glTF component type'],
      ['interpolation', (j) => (j.animations[0].samplers[0].interpolation = 3), '/animations/0/samplers/0/interpolation must be a string'],
      ['extensionsRequired', (j) => (j.extensionsRequired = [1]), '/extensionsRequired/0 must be a string'],
      ['buffer byteLength', (j) => delete j.buffers[0].byteLength, 'missing required /buffers/0/byteLength'],
      ['pointer string', (j) => (j.animations[0].channels[0].target.extensions = { KHR_animation_pointer: { pointer: 1 } }), '/animations/0/channels/0/target/extensions/KHR_animation_pointer/pointer must be a string'],
      // Well-formed entries skip the full validation; null in an optional field must not pass as absent.
      ['null bufferView byteOffset', (j) => (j.bufferViews[1].byteOffset = null), '/bufferViews/1/byteOffset must be an integer, found null'],
      ['null bufferView byteStride', (j) => (j.bufferViews[0].byteStride = null), '/bufferViews/0/byteStride must be an integer, found null'],
      ['null accessor byteOffset', (j) => (j.accessors[1].byteOffset = null), '/accessors/1/byteOffset must be an integer, found null'],
      ['null accessor normalized', (j) => (j.accessors[0].normalized = null), '/accessors/0/normalized must be a boolean, found null'],
      ['fractional accessor count', (j) => (j.accessors[1].count = 1.5), '/accessors/1/count must be an integer, found 1.5'],
      ['null sampler interpolation', (j) => (j.animations[0].samplers[0].interpolation = null), '/animations/0/samplers/0/interpolation must be a string, found null'],
      ['null channel target node', (j) => (j.animations[0].channels[0].target.node = null), '/animations/0/channels/0/target/node must be an integer, found null'],
      ['channel target extensions', (j) => (j.animations[0].channels[0].target.extensions = 1), '/animations/0/channels/0/target/extensions must be an object, found number'],
    ];
    for (const [name, edit, message] of cases) {
      it(`refuses a wrong ${name}`, async () => {
        await expectLoadError(editedRig(edit), [message]);
      });
    }
  });

  describe('node hierarchy', () => {
    function nodesGlb(nodes: Json[]): Uint8Array {
      return assembleGlb({ asset: { version: '2.0' }, nodes });
    }

    it('refuses a self-loop', async () => {
      await expectLoadError(nodesGlb([{ children: [1] }, { children: [1] }]), ['node 1 lists itself as a child at /nodes/1/children/0']);
    });

    it('refuses a node with two parents', async () => {
      await expectLoadError(nodesGlb([{ children: [2] }, { children: [2] }, {}]), ['node 2 has two parents: /nodes/0/children/0 and /nodes/1/children/0']);
    });

    it('refuses a node listed twice by one parent', async () => {
      await expectLoadError(nodesGlb([{ children: [1, 1] }, {}]), ['node 1 is listed twice as a child of node 0 at /nodes/0/children/1']);
    });

    it('refuses a rootless cycle', async () => {
      await expectLoadError(nodesGlb([{}, { children: [2] }, { children: [3] }, { children: [1] }]), ['node cycle', 'its own ancestor']);
    });

    it('refuses a root-entered cycle (caught as a second parent)', async () => {
      await expectLoadError(nodesGlb([{ children: [1] }, { children: [2] }, { children: [1] }]), ['node 1 has two parents: /nodes/0/children/0 and /nodes/2/children/0']);
    });

    it('accepts a deep chain listed child-first', async () => {
      const nodes: Json[] = [];
      for (let i = 0; i < 500; i++) nodes.push(i === 0 ? {} : { children: [i - 1] });
      const { document } = await load(nodesGlb(nodes));
      expect(document.bones[0]!.sourceNode).to.equal(499);
      document.bones.forEach((b, i) => expect(b.parent).to.equal(i - 1));
    });
  });

  describe('bufferView and accessor bounds', () => {
    for (const stride of [2, 256, 6, 0]) {
      it(`refuses byteStride ${stride}`, async () => {
        await expectLoadError(editedRig((j) => (j.bufferViews[1].byteStride = stride)), [`/bufferViews/1/byteStride is ${stride}: it must be a multiple of 4 between 4 and 252`]);
      });
    }

    it('refuses a byteStride smaller than the element', async () => {
      await expectLoadError(editedRig((j) => (j.bufferViews[1].byteStride = 8)), ['/accessors/1 (output of /animations/0/samplers/0) has 16-byte elements but /bufferViews/1/byteStride is 8']);
    });

    it('refuses an accessor past its bufferView end', async () => {
      await expectLoadError(editedRig((j) => (j.accessors[1].byteOffset = 4)), ['/accessors/1 (output of /animations/0/samplers/0) reads bytes 4..84 of /bufferViews/1, which is only 80 bytes long']);
    });

    it('refuses a bufferView past its buffer byteLength', async () => {
      await expectLoadError(editedRig((j) => (j.bufferViews[1].byteLength = 200)), ['/bufferViews/1 ends at byte', 'but /buffers/0 has byteLength']);
    });
  });

  describe('animation channels', () => {
    it('refuses a count mismatch between times and values', async () => {
      const b = new GltfBuilder();
      b.node({ name: 'a' });
      const input = b.times([0, 0.5, 1]);
      const output = b.floats([0, 0, 0, 1, 0, 0, 0, 1], 'VEC4');
      b.animation('x', [{ node: 0, path: 'rotation', input, output }]);
      await expectLoadError(b.toGlb(), ['count mismatch at /animations/0/channels/0', '3 input keys', 'output accessor /accessors/1 has 2 elements (LINEAR needs 3)']);
    });

    it('refuses a CUBICSPLINE triplet count mismatch', async () => {
      const b = new GltfBuilder();
      b.node({});
      const input = b.times([0, 1]);
      const output = b.floats(Array(9).fill(0), 'VEC3');
      b.animation('x', [{ node: 0, path: 'translation', input, output, interpolation: 'CUBICSPLINE' }]);
      await expectLoadError(b.toGlb(), ['count mismatch', '2 input keys', 'has 3 elements (CUBICSPLINE needs 6)']);
    });

    it('refuses a zero-key channel', async () => {
      const b = new GltfBuilder();
      b.node({});
      const input = b.floats([0], 'SCALAR');
      const output = b.floats([0, 0, 0], 'VEC3');
      const json = b.toJsonWithUri('x');
      delete json.buffers[0].uri;
      json.accessors[input].count = 0;
      json.accessors[output].count = 0;
      json.animations = [{ channels: [{ sampler: 0, target: { node: 0, path: 'translation' } }], samplers: [{ input, output }] }];
      await expectLoadError(assembleGlb(json, b.bin()), ['zero-key channel at /animations/0/channels/0: input accessor /accessors/0 of /animations/0/samplers/0 has count 0']);
    });

    it('refuses UNSIGNED_INT (5125) rotation output', async () => {
      const b = new GltfBuilder();
      b.node({});
      const input = b.times([0, 1]);
      const output = b.accessor(new Uint32Array([0, 0, 0, 1, 0, 0, 0, 1]), 'VEC4', { normalized: true });
      b.animation('x', [{ node: 0, path: 'rotation', input, output }]);
      await expectLoadError(b.toGlb(), ['animation output /accessors/1 of /animations/0/samplers/0 uses UNSIGNED_INT (5125)']);
    });

    it('refuses a non-normalized integer rotation', async () => {
      const b = new GltfBuilder();
      b.node({});
      const input = b.times([0]);
      const output = b.accessor(new Int16Array([0, 0, 0, 32767]), 'VEC4');
      b.animation('x', [{ node: 0, path: 'rotation', input, output }]);
      await expectLoadError(b.toGlb(), ['uses SHORT (5122) without normalized: true']);
    });

    it('refuses a rotation output that is not VEC4', async () => {
      const b = new GltfBuilder();
      b.node({});
      const input = b.times([0]);
      const output = b.floats([0, 0, 0], 'VEC3');
      b.animation('x', [{ node: 0, path: 'rotation', input, output }]);
      await expectLoadError(b.toGlb(), ['must be VEC4 for rotation, found VEC3']);
    });

    it('refuses animation times that are not FLOAT SCALAR', async () => {
      const b = new GltfBuilder();
      b.node({});
      const input = b.accessor(new Uint8Array([0, 1, 2, 3]), 'SCALAR');
      const output = b.floats(Array(12).fill(0), 'VEC3');
      b.animation('x', [{ node: 0, path: 'scale', input, output }]);
      await expectLoadError(b.toGlb(), ['animation input /accessors/0 of /animations/0/samplers/0 must be FLOAT (5126) SCALAR, found UNSIGNED_BYTE (5121) SCALAR']);
    });

    it('refuses an unknown interpolation', async () => {
      await expectLoadError(rigBuilder({ interpolation: 'SMOOTH' }).toGlb(), ['unknown interpolation "SMOOTH" at /animations/0/samplers/0/interpolation']);
    });

    it('refuses animation data compressed with EXT_meshopt_compression', async () => {
      await expectLoadError(editedRig((j) => (j.bufferViews[1].extensions = { EXT_meshopt_compression: { buffer: 0, byteLength: 4, count: 5, byteStride: 16, mode: 'ATTRIBUTES' } })), [
        '/bufferViews/1 (read by /accessors/1) is EXT_meshopt_compression compressed',
      ]);
    });

    it('a non-bone channel whose key times are compressed leaves the duration unknown instead of refusing', async () => {
      /** A weights channel on node 0 reading a copy of the rig's first input, optionally through a compressed view. */
      const withWeights = (compressed: boolean) =>
        editedRig((j) => {
          const input = j.animations[0].samplers[0].input;
          const view = { ...j.bufferViews[j.accessors[input].bufferView] };
          if (compressed) view.extensions = { EXT_meshopt_compression: { buffer: 0, byteLength: 4, count: 5, byteStride: 4, mode: 'ATTRIBUTES' } };
          j.bufferViews.push(view);
          j.accessors.push({ ...j.accessors[input], bufferView: j.bufferViews.length - 1 });
          j.animations[0].samplers.push({ input: j.accessors.length - 1, output: input });
          j.animations[0].channels.push({ sampler: j.animations[0].samplers.length - 1, target: { node: 0, path: 'weights' } });
        });
      const plain = await load(withWeights(false));
      expect(plain.document.clips[0]!.duration).to.equal(1);
      expect(plain.document.clips[0]!.durationUnavailable).to.equal(undefined);
      const compressed = await load(withWeights(true));
      expect(compressed.document.clips[0]!.durationUnavailable).to.equal('payload_unavailable');
      expect(compressed.document.clips[0]!.tracks.every((t) => t.unreadable === undefined)).to.equal(true);
    });

    it('loads NaN values, non-increasing times and lying min/max (checks report them)', async () => {
      const b = new GltfBuilder();
      b.node({});
      const input = b.floats([0, 1, 0.5, NaN, 2], 'SCALAR', { min: [0], max: [0.1] });
      const output = b.floats([0, 0, 0, NaN, 1, 2, 3, 4, 5, 6, 7, 8, Infinity, 0, 0], 'VEC3');
      b.animation('x', [{ node: 0, path: 'translation', input, output }]);
      const { document } = await load(b.toGlb());
      const track = document.clips[0]!.tracks[0]!;
      expect(Number.isNaN(track.times[3])).to.equal(true);
      expect(Number.isNaN(track.values[3])).to.equal(true);
      expect(document.clips[0]!.duration).to.equal(2);
    });

    it('keeps an unknown target path as unsupported with a notice', async () => {
      const { source, document } = await load(editedRig((j) => (j.animations[0].channels[0].target.path = 'shear')));
      expect(source.animations[0]!.channels[0]!.target).to.deep.equal({ kind: 'unsupported', path: 'shear', node: 1 });
      expect(document.clips[0]!.tracks).to.deep.equal([]);
      expect(source.notices).to.have.length(1);
      expect(source.notices[0]).to.include('unsupported target').and.include('/animations/0/channels/0');
    });

    it('keeps a TRS channel without a target node as unsupported', async () => {
      const { source, document } = await load(editedRig((j) => delete j.animations[0].channels[0].target.node));
      expect(source.animations[0]!.channels[0]!.target).to.deep.equal({ kind: 'unsupported', path: 'rotation' });
      expect(document.clips[0]!.tracks).to.deep.equal([]);
      // Its key times still count towards the animation's duration, as glTF defines it.
      expect(document.clips[0]!.duration).to.equal(1);
    });
  });
});
