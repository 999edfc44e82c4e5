#!/usr/bin/env node
// Writes the example assets in this directory. Deterministic: running it twice produces
// byte-identical .glb files (fixed generator string, no timestamps, float32 data computed the
// same way every run). Run from anywhere: `node examples/generate.mjs`.
import { writeFile } from 'node:fs/promises';
import { Document, NodeIO } from '@gltf-transform/core';

const OUT = new URL('./', import.meta.url);
const GENERATOR = 'animsmith examples/generate.mjs';

/** Unit quaternion [x, y, z, w] for a rotation of `angle` radians about +Y. */
function yRotation(angle) {
  return [0, Math.sin(angle / 2), 0, Math.cos(angle / 2)];
}

function newDocument() {
  const doc = new Document();
  doc.getRoot().getAsset().generator = GENERATOR;
  const buffer = doc.createBuffer();
  const scene = doc.createScene('Scene');
  doc.getRoot().setDefaultScene(scene);
  return { doc, buffer, scene };
}

function accessor(doc, buffer, type, values) {
  return doc.createAccessor().setType(type).setArray(new Float32Array(values)).setBuffer(buffer);
}

/** Adds one LINEAR channel to `animation`. */
function channel(doc, buffer, animation, node, path, times, values) {
  const type = path === 'rotation' ? 'VEC4' : 'VEC3';
  const sampler = doc
    .createAnimationSampler()
    .setInput(accessor(doc, buffer, 'SCALAR', times))
    .setOutput(accessor(doc, buffer, type, values))
    .setInterpolation('LINEAR');
  animation.addSampler(sampler);
  animation.addChannel(doc.createAnimationChannel().setTargetNode(node).setTargetPath(path).setSampler(sampler));
}

/**
 * root -> spine; clip `swing` rotates spine about Y by 0, 0.1, 0.2, 0.3, 0.4 rad at 0..1 s.
 * `dirty` scales key 2 by 1.05 (not unit length: quat-norm) and negates key 3 (hemisphere flip: quat-flip).
 */
function swingDocument({ dirty }) {
  const { doc, buffer, scene } = newDocument();
  const root = doc.createNode('root');
  const spine = doc.createNode('spine').setTranslation([0, 0.5, 0]);
  root.addChild(spine);
  scene.addChild(root);

  const times = [0, 0.25, 0.5, 0.75, 1.0];
  const keys = times.map((_, k) => yRotation(0.1 * k));
  if (dirty) {
    keys[2] = keys[2].map((c) => c * 1.05);
    keys[3] = keys[3].map((c) => -c);
  }
  const swing = doc.createAnimation('swing');
  channel(doc, buffer, swing, spine, 'rotation', times, keys.flat());
  return doc;
}

/**
 * pelvis at (0,1,0) with foot_l (0.1,-1,0) and foot_r (-0.1,-1,0); clip `walk` (1 s, 33 keys at
 * k/32 s) moves the feet in antiphase by +-(0, 0.05 sin t, 0.15 sin t) with t = 2 pi cycle k/32.
 * cycle = 1 closes the loop; cycle = 0.75 cuts it three quarters through (a popped seam).
 */
function walkDocument({ cycle }) {
  const { doc, buffer, scene } = newDocument();
  const pelvis = doc.createNode('pelvis').setTranslation([0, 1, 0]);
  const restL = [0.1, -1, 0];
  const restR = [-0.1, -1, 0];
  const footL = doc.createNode('foot_l').setTranslation(restL);
  const footR = doc.createNode('foot_r').setTranslation(restR);
  pelvis.addChild(footL).addChild(footR);
  scene.addChild(pelvis);

  const keys = 33;
  const times = [];
  const left = [];
  const right = [];
  for (let k = 0; k < keys; k += 1) {
    times.push(k / 32);
    const s = Math.sin(2 * Math.PI * cycle * (k / 32));
    const offset = [0, 0.05 * s, 0.15 * s];
    left.push(...restL.map((r, i) => r + offset[i]));
    right.push(...restR.map((r, i) => r - offset[i]));
  }
  const walk = doc.createAnimation('walk');
  channel(doc, buffer, walk, footL, 'translation', times, left);
  channel(doc, buffer, walk, footR, 'translation', times, right);
  return doc;
}

const assets = [
  ['clip.glb', swingDocument({ dirty: false })],
  ['clip-dirty.glb', swingDocument({ dirty: true })],
  ['walk.glb', walkDocument({ cycle: 1 })],
  ['walk-cut.glb', walkDocument({ cycle: 0.75 })],
];

const io = new NodeIO();
for (const [name, doc] of assets) {
  const bytes = await io.writeBinary(doc);
  await writeFile(new URL(name, OUT), bytes);
  console.log(`wrote examples/${name} (${bytes.byteLength} bytes)`);
}
