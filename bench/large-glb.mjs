// Hand-assembled large GLB for the benchmark: a 60-bone Unreal-mannequin-style skeleton and
// N clips, each with one shared time accessor and a LINEAR rotation + translation track per bone.
// Written straight from typed arrays (no gltf-transform Document), so generating ~50 MB takes
// well under a second and little memory beyond the output buffer itself.
import { open, rename } from 'node:fs/promises';

const FLOAT = 5126;

/** [name, parent name | null, rest translation (m)]. 60 bones; Unreal mannequin naming. */
function skeleton() {
  const bones = [
    ['root', null, [0, 0, 0]],
    ['pelvis', 'root', [0, 0.95, 0]],
    ['spine_01', 'pelvis', [0, 0.1, 0]],
    ['spine_02', 'spine_01', [0, 0.15, 0]],
    ['spine_03', 'spine_02', [0, 0.15, 0]],
    ['neck_01', 'spine_03', [0, 0.15, 0]],
    ['head', 'neck_01', [0, 0.1, 0]],
    ['ik_foot_root', 'root', [0, 0, 0]],
  ];
  for (const [side, sx] of [['l', 1], ['r', -1]]) {
    bones.push(
      [`clavicle_${side}`, 'spine_03', [0.05 * sx, 0.12, 0]],
      [`upperarm_${side}`, `clavicle_${side}`, [0.15 * sx, 0, 0]],
      [`upperarm_twist_01_${side}`, `upperarm_${side}`, [0.12 * sx, 0, 0]],
      [`lowerarm_${side}`, `upperarm_${side}`, [0.28 * sx, 0, 0]],
      [`lowerarm_twist_01_${side}`, `lowerarm_${side}`, [0.12 * sx, 0, 0]],
      [`hand_${side}`, `lowerarm_${side}`, [0.25 * sx, 0, 0]],
    );
    for (const [f, finger] of ['thumb', 'index', 'middle', 'ring', 'pinky'].entries()) {
      let parent = `hand_${side}`;
      for (let j = 1; j <= 3; j += 1) {
        const name = `${finger}_0${j}_${side}`;
        bones.push([name, parent, j === 1 ? [0.08 * sx, 0, 0.03 * (2 - f)] : [0.03 * sx, 0, 0]]);
        parent = name;
      }
    }
    bones.push(
      [`thigh_${side}`, 'pelvis', [0.1 * sx, -0.05, 0]],
      [`thigh_twist_01_${side}`, `thigh_${side}`, [0, -0.2, 0]],
      [`calf_${side}`, `thigh_${side}`, [0, -0.42, 0]],
      [`foot_${side}`, `calf_${side}`, [0, -0.4, 0]],
      [`ball_${side}`, `foot_${side}`, [0, -0.05, 0.12]],
    );
  }
  return bones;
}

/**
 * Writes the GLB to `path` (via a temporary file) and returns its size in bytes.
 * Motion is smooth and closes on itself (the last key repeats the first), like a looping clip.
 */
export async function writeLargeGlb(path, { clips = 100, keys = 300, fps = 30 } = {}) {
  const bones = skeleton();
  const index = new Map(bones.map(([name], i) => [name, i]));
  const boneCount = bones.length;
  if (boneCount !== 60) throw new Error(`skeleton has ${boneCount} bones, expected 60`);

  const nodes = bones.map(([name, , t]) => ({ name, translation: t }));
  bones.forEach(([, parent], i) => {
    if (parent === null) return;
    const p = nodes[index.get(parent)];
    (p.children ??= []).push(i);
  });

  const timeBytes = keys * 4;
  const rotBytes = keys * 16;
  const transBytes = keys * 12;
  const clipBytes = timeBytes + boneCount * (rotBytes + transBytes);
  const binLength = clips * clipBytes;
  const bin = new Float32Array(binLength / 4);

  const accessors = [];
  const bufferViews = [];
  const animations = [];
  const view = (byteOffset, byteLength) => {
    bufferViews.push({ buffer: 0, byteOffset, byteLength });
    return bufferViews.length - 1;
  };
  const duration = (keys - 1) / fps;

  let offset = 0; // bytes
  for (let c = 0; c < clips; c += 1) {
    const timeAccessor = accessors.length;
    const times = bin.subarray(offset / 4, offset / 4 + keys);
    for (let k = 0; k < keys; k += 1) times[k] = k / fps;
    accessors.push({
      bufferView: view(offset, timeBytes),
      componentType: FLOAT,
      count: keys,
      type: 'SCALAR',
      min: [0],
      max: [Math.fround(duration)],
    });
    offset += timeBytes;

    const samplers = [];
    const channels = [];
    const cycles = 1 + (c % 3);
    for (let b = 0; b < boneCount; b += 1) {
      const amplitude = 0.05 + 0.25 * (((b * 7 + c * 3) % 11) / 10);
      const phase = ((b * 13 + c * 5) % 17) / 17;
      const axis = [[1, 0, 0], [0, 1, 0], [0, 0, 1]][(b + c) % 3];
      const rest = bones[b][2];

      const rot = bin.subarray(offset / 4, offset / 4 + keys * 4);
      for (let k = 0; k < keys; k += 1) {
        const u = (k / (keys - 1)) * cycles + phase;
        const half = (amplitude * Math.sin(2 * Math.PI * u)) / 2;
        const s = Math.sin(half);
        rot[k * 4] = axis[0] * s;
        rot[k * 4 + 1] = axis[1] * s;
        rot[k * 4 + 2] = axis[2] * s;
        rot[k * 4 + 3] = Math.cos(half);
      }
      const rotAccessor = accessors.length;
      accessors.push({ bufferView: view(offset, rotBytes), componentType: FLOAT, count: keys, type: 'VEC4' });
      offset += rotBytes;

      const trans = bin.subarray(offset / 4, offset / 4 + keys * 3);
      for (let k = 0; k < keys; k += 1) {
        const u = (k / (keys - 1)) * cycles + phase;
        const bob = 0.01 * Math.sin(2 * Math.PI * u);
        trans[k * 3] = rest[0];
        trans[k * 3 + 1] = rest[1] + bob;
        trans[k * 3 + 2] = rest[2] + 0.5 * bob;
      }
      const transAccessor = accessors.length;
      accessors.push({ bufferView: view(offset, transBytes), componentType: FLOAT, count: keys, type: 'VEC3' });
      offset += transBytes;

      samplers.push({ input: timeAccessor, output: rotAccessor, interpolation: 'LINEAR' });
      channels.push({ sampler: samplers.length - 1, target: { node: b, path: 'rotation' } });
      samplers.push({ input: timeAccessor, output: transAccessor, interpolation: 'LINEAR' });
      channels.push({ sampler: samplers.length - 1, target: { node: b, path: 'translation' } });
    }
    animations.push({ name: `clip_${String(c).padStart(3, '0')}`, samplers, channels });
  }
  if (offset !== binLength) throw new Error('layout mismatch');

  const json = {
    asset: { version: '2.0', generator: 'animsmith bench/large-glb.mjs' },
    scene: 0,
    scenes: [{ name: 'Scene', nodes: [0] }],
    nodes,
    animations,
    accessors,
    bufferViews,
    buffers: [{ byteLength: binLength }],
  };
  const jsonText = Buffer.from(JSON.stringify(json), 'utf8');
  const jsonPadded = (jsonText.length + 3) & ~3;
  const binPadded = (binLength + 3) & ~3;
  const total = 12 + 8 + jsonPadded + 8 + binPadded;

  const head = Buffer.alloc(12 + 8 + jsonPadded, 0x20);
  head.writeUInt32LE(0x46546c67, 0); // 'glTF'
  head.writeUInt32LE(2, 4);
  head.writeUInt32LE(total, 8);
  head.writeUInt32LE(jsonPadded, 12);
  head.writeUInt32LE(0x4e4f534a, 16); // 'JSON'
  jsonText.copy(head, 20);
  const binHeader = Buffer.alloc(8);
  binHeader.writeUInt32LE(binPadded, 0);
  binHeader.writeUInt32LE(0x004e4942, 4); // 'BIN\0'

  const tmp = `${path}.tmp-${process.pid}`;
  const file = await open(tmp, 'w');
  try {
    await file.write(head);
    await file.write(binHeader);
    await file.write(new Uint8Array(bin.buffer, bin.byteOffset, bin.byteLength));
    if (binPadded > binLength) await file.write(Buffer.alloc(binPadded - binLength));
  } finally {
    await file.close();
  }
  await rename(tmp, path);
  return { bytes: total, clips, bones: boneCount, keys, accessors: accessors.length, jsonBytes: jsonText.length };
}
