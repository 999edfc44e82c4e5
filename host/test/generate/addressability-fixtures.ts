/**
 * Small glTF files built in code for the addressability tests: a node hierarchy, scenes, skins
 * and animations whose channels each rotate one node, with the buffer embedded as a data URI
 * (and, on request, an unused external `.bin` that does not exist).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export interface FixtureNode {
  readonly name?: string;
  readonly children?: readonly number[];
  readonly skin?: number;
}

export interface FixtureSpec {
  readonly nodes: readonly FixtureNode[];
  readonly scenes: readonly { readonly name?: string; readonly nodes: readonly number[] }[];
  readonly scene?: number;
  readonly skins?: readonly { readonly name?: string; readonly joints: readonly number[]; readonly skeleton?: number }[];
  /** Each animation rotates the listed nodes (one channel per node). */
  readonly animations: readonly { readonly name?: string; readonly targets: readonly number[] }[];
  /** Also declare an unused external buffer at this (missing) uri: the closure becomes partial. */
  readonly missingBuffer?: string;
}

/** Two key times (0, 1) and two identity quaternions. */
function payload(): Buffer {
  const b = Buffer.alloc(8 + 32);
  b.writeFloatLE(0, 0);
  b.writeFloatLE(1, 4);
  for (const k of [0, 1]) b.writeFloatLE(1, 8 + k * 16 + 12);
  return b;
}

export function gltfJson(spec: FixtureSpec): Record<string, unknown> {
  const data = payload();
  const gltf: Record<string, unknown> = {
    asset: { version: '2.0' },
    scenes: spec.scenes.map((s) => ({ ...(s.name !== undefined ? { name: s.name } : {}), nodes: s.nodes })),
    ...(spec.scene !== undefined ? { scene: spec.scene } : {}),
    nodes: spec.nodes.map((n) => ({
      ...(n.name !== undefined ? { name: n.name } : {}),
      ...(n.children && n.children.length > 0 ? { children: n.children } : {}),
      ...(n.skin !== undefined ? { skin: n.skin } : {}),
    })),
    buffers: [
      { byteLength: data.length, uri: `data:application/octet-stream;base64,${data.toString('base64')}` },
      ...(spec.missingBuffer !== undefined ? [{ byteLength: 4, uri: spec.missingBuffer }] : []),
    ],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: 8 },
      { buffer: 0, byteOffset: 8, byteLength: 32 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 2, type: 'SCALAR', min: [0], max: [1] },
      { bufferView: 1, componentType: 5126, count: 2, type: 'VEC4' },
    ],
    animations: spec.animations.map((a) => ({
      ...(a.name !== undefined ? { name: a.name } : {}),
      samplers: a.targets.map(() => ({ input: 0, output: 1 })),
      channels: a.targets.map((node, i) => ({ sampler: i, target: { node, path: 'rotation' } })),
    })),
  };
  if (spec.skins) {
    gltf.skins = spec.skins.map((s) => ({ ...(s.name !== undefined ? { name: s.name } : {}), joints: s.joints, ...(s.skeleton !== undefined ? { skeleton: s.skeleton } : {}) }));
  }
  return gltf;
}

export function writeGltf(dir: string, file: string, spec: FixtureSpec): string {
  const target = path.join(dir, file);
  writeFileSync(target, JSON.stringify(gltfJson(spec)));
  return target;
}
