/**
 * Small GLB rigs built in code for the comparison tests: named nodes with parents and rest TRS,
 * and optional LINEAR translation clips.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';

export interface RigNode {
  readonly name: string;
  readonly parent?: string;
  readonly translation?: [number, number, number];
  readonly rotation?: [number, number, number, number];
  readonly scale?: [number, number, number];
}

export interface RigClip {
  readonly name: string;
  readonly node: string;
  readonly times: readonly number[];
  /** One translation per key. */
  readonly values: readonly (readonly [number, number, number])[];
}

export async function rigGlb(nodes: readonly RigNode[], clips: readonly RigClip[] = []): Promise<Uint8Array> {
  const doc = new Document();
  // An empty buffer would be written without a byteLength: only a file with clips gets one.
  const buffer = clips.length > 0 ? doc.createBuffer() : undefined;
  const scene = doc.createScene('scene');
  const made = new Map<string, ReturnType<Document['createNode']>>();
  for (const spec of nodes) {
    const node = doc.createNode(spec.name).setTranslation(spec.translation ?? [0, 0, 0]);
    if (spec.rotation) node.setRotation(spec.rotation);
    if (spec.scale) node.setScale(spec.scale);
    made.set(spec.name, node);
    if (spec.parent === undefined) scene.addChild(node);
    else made.get(spec.parent)!.addChild(node);
  }
  for (const clip of clips) {
    const input = doc.createAccessor().setType('SCALAR').setArray(new Float32Array(clip.times)).setBuffer(buffer!);
    const output = doc.createAccessor().setType('VEC3').setArray(new Float32Array(clip.values.flat())).setBuffer(buffer!);
    const sampler = doc.createAnimationSampler().setInput(input).setOutput(output).setInterpolation('LINEAR');
    const channel = doc.createAnimationChannel().setTargetNode(made.get(clip.node)!).setTargetPath('translation').setSampler(sampler);
    doc.createAnimation(clip.name).addSampler(sampler).addChannel(channel);
  }
  return new NodeIO().writeBinary(doc);
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function writeTemp(dir: string, name: string, bytes: Uint8Array | string): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** pelvis → spine → chest, with both feet under the pelvis (metres, +Y up). */
export const BASE_RIG: readonly RigNode[] = [
  { name: 'pelvis', translation: [0, 1, 0] },
  { name: 'spine', parent: 'pelvis', translation: [0, 0.2, 0] },
  { name: 'chest', parent: 'spine', translation: [0, 0.25, 0] },
  { name: 'foot_l', parent: 'pelvis', translation: [0.1, -1, 0] },
  { name: 'foot_r', parent: 'pelvis', translation: [-0.1, -1, 0] },
];
