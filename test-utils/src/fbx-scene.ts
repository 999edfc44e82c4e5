/**
 * Builds small binary FBX scenes in code for the loader tests (through the project's own binary
 * writer), and loads them through the loader as the engine would.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBinaryFbx, type FbxWriteNode, type FbxWriteProperty } from '../../plugins/fbx/src/binary-writer.js';
import { loadFbx } from '../../plugins/fbx/src/loader/index.js';
import { createLoadRequest } from '../../host/src/engine/load-request.js';
import type { LoadedAsset } from '../../host/src/plugin-api/loader.js';

export type Value = number | bigint | string;
/** `[name, type, ...values]` of one Properties70 entry. */
export type Entry = [string, string, ...Value[]];

const S = (value: string): FbxWriteProperty => ({ type: 'S', value });
const L = (value: bigint): FbxWriteProperty => ({ type: 'L', value });
const prop = (v: Value): FbxWriteProperty =>
  typeof v === 'string' ? S(v) : typeof v === 'bigint' ? L(v) : Number.isInteger(v) && Math.abs(v) < 2 ** 31 ? { type: 'I', value: v } : { type: 'D', value: v };

export function node(name: string, properties: FbxWriteProperty[] = [], children: FbxWriteNode[] = []): FbxWriteNode {
  return { name, properties, children };
}

export function p70(...entries: Entry[]): FbxWriteNode {
  return node('Properties70', [], entries.map(([name, type, ...values]) => node('P', [S(name), S(type), S(''), S(''), ...values.map(prop)])));
}

/** A 3-vector entry: `Lcl …` typed as itself, anything else as Vector3D (doubles). */
export function vec(name: string, x: number, y: number, z: number): Entry {
  return [name, name.startsWith('Lcl') ? name : 'Vector3D', x, y, z];
}

function doubles(...values: number[]): FbxWriteProperty {
  return { type: 'd', value: Float64Array.from(values) };
}

export function model(id: bigint, name: string, entries: Entry[] = [], subclass = 'LimbNode', children: FbxWriteNode[] = []): FbxWriteNode {
  return node('Model', [L(id), S(`${name}\x00\x01Model`), S(subclass)], [node('Version', [{ type: 'I', value: 232 }]), p70(...entries), ...children]);
}

export function geometry(id: bigint, name: string, vertices: number[], polygonIndices: number[], extra: FbxWriteNode[] = []): FbxWriteNode {
  return node('Geometry', [L(id), S(`${name}\x00\x01Geometry`), S('Mesh')], [
    node('Vertices', [doubles(...vertices)]),
    node('PolygonVertexIndex', [{ type: 'i', value: Int32Array.from(polygonIndices) }]),
    ...extra,
  ]);
}

export function skin(id: bigint, name = 'skin'): FbxWriteNode {
  return node('Deformer', [L(id), S(`${name}\x00\x01Deformer`), S('Skin')], [node('Version', [{ type: 'I', value: 101 }])]);
}

export function cluster(id: bigint, indexes: number[], weights: number[], transform?: number[], transformLink?: number[], extra: FbxWriteNode[] = []): FbxWriteNode {
  return node('Deformer', [L(id), S('\x00\x01SubDeformer'), S('Cluster')], [
    node('Indexes', [{ type: 'i', value: Int32Array.from(indexes) }]),
    node('Weights', [doubles(...weights)]),
    ...(transform !== undefined ? [node('Transform', [doubles(...transform)])] : []),
    ...(transformLink !== undefined ? [node('TransformLink', [doubles(...transformLink)])] : []),
    ...extra,
  ]);
}

export function stack(id: bigint, name: string, start?: bigint, stop?: bigint): FbxWriteNode {
  const entries: Entry[] = [];
  if (start !== undefined) entries.push(['LocalStart', 'KTime', start]);
  if (stop !== undefined) entries.push(['LocalStop', 'KTime', stop]);
  return node('AnimationStack', [L(id), S(`${name}\x00\x01AnimStack`), S('')], [p70(...entries)]);
}

export function layer(id: bigint, name = 'BaseLayer'): FbxWriteNode {
  return node('AnimationLayer', [L(id), S(`${name}\x00\x01AnimLayer`), S('')]);
}

export function curveNode(id: bigint, name: string, defaults: [number, number, number]): FbxWriteNode {
  return node('AnimationCurveNode', [L(id), S(`${name}\x00\x01AnimCurveNode`), S('')], [
    p70(['d|X', 'Number', defaults[0]], ['d|Y', 'Number', defaults[1]], ['d|Z', 'Number', defaults[2]]),
  ]);
}

/** A linear curve (no key attribute arrays: every key reads as linear). */
export function curve(id: bigint, times: bigint[], values: number[]): FbxWriteNode {
  return node('AnimationCurve', [L(id), S('\x00\x01AnimCurve'), S('')], [
    node('Default', [{ type: 'D', value: 0 }]),
    node('KeyTime', [{ type: 'l', value: BigInt64Array.from(times) }]),
    node('KeyValueFloat', [{ type: 'f', value: Float32Array.from(values) }]),
  ]);
}

export const oo = (child: bigint, parent: bigint): FbxWriteNode => node('C', [S('OO'), L(child), L(parent)]);
export const op = (child: bigint, parent: bigint, property: string): FbxWriteNode => node('C', [S('OP'), L(child), L(parent), S(property)]);

export interface SceneSpec {
  readonly globals?: Entry[];
  readonly objects: FbxWriteNode[];
  readonly connections: FbxWriteNode[];
  readonly version?: number;
}

export function sceneBytes(spec: SceneSpec): Uint8Array {
  const nodes: FbxWriteNode[] = [];
  if (spec.globals !== undefined) nodes.push(node('GlobalSettings', [], [p70(...spec.globals)]));
  nodes.push(node('Objects', [], spec.objects), node('Connections', [], spec.connections));
  return writeBinaryFbx(nodes, { version: spec.version ?? 7400 });
}

/** Writes the bytes (and any side files) into a fresh folder and loads them like the engine. */
export async function loadScene(bytes: Uint8Array, sideFiles: Record<string, Uint8Array> = {}): Promise<LoadedAsset> {
  const dir = mkdtempSync(path.join(tmpdir(), 'animsmith-fbx-'));
  const file = path.join(dir, 'scene.fbx');
  writeFileSync(file, bytes);
  for (const [name, data] of Object.entries(sideFiles)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), data);
  }
  return loadFbx(createLoadRequest({ displayPath: 'scene.fbx', absolutePath: file, bytes, limits: { maxPrimaryBytes: 1 << 30, maxResourceBytes: 1 << 26, maxTotalBytes: 1 << 28 } }));
}

export const TICKS = 46_186_158_000n;
/** Ticks of one frame at 24 fps. */
export const FRAME24 = TICKS / 24n;

/**
 * One Model, `root`, and one stack per `[name, start, stop]` (ticks), each with its own layer and a
 * linear curve moving the root's X translation 0 → 100 cm across the stack's span, on the frame
 * grid of `timeMode` (6: 30 fps, 11: 24 fps).
 */
export function spanScene(stacks: readonly (readonly [string, bigint, bigint])[], timeMode = 6): Uint8Array {
  const objects: FbxWriteNode[] = [model(1n, 'root')];
  const connections: FbxWriteNode[] = [oo(1n, 0n)];
  stacks.forEach(([name, start, stop], i) => {
    const id = BigInt(10 * (i + 1));
    objects.push(stack(id, name, start, stop), layer(id + 1n), curveNode(id + 2n, 'T', [0, 0, 0]), curve(id + 3n, [start, stop], [0, 100]));
    connections.push(oo(id + 1n, id), oo(id + 2n, id + 1n), op(id + 2n, 1n, 'Lcl Translation'), op(id + 3n, id + 2n, 'd|X'));
  });
  return sceneBytes({ globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', timeMode]], objects, connections });
}
