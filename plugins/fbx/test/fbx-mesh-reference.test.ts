/**
 * Mesh vertices in the loaded model against an independent evaluation: for every mesh node of
 * every corpus FBX and of the meshes built in code (fixtures/fbx-reference/mesh-scenes.ts), ufbx
 * (normalised to metres and +Y up, commit in each fixture) gives each control point's world
 * position (geometry × the node's world, with its geometric transform) at rest, and the mesh
 * node's world translation. Ours: the node's world composed from the model's rest TRS, times the
 * loader's position payload. Both must agree within 1e-4 of the mesh's size (its largest extent in
 * the reference). The numbers are in fixtures/fbx-reference/mesh-positions/<file>.json.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { affine4, multiply4, scaleColumns3, transformPoint4, type Mat4 } from '../src/evaluate/mat4.js';
import { quatToMatrix3Into } from '../src/evaluate/rotation-order.js';
import type { LoadedAsset } from '@animsmith/cli/plugin';
import { loadScene } from '@animsmith/test-utils/fbx';
import { MESH_REFERENCE_SCENES } from './fixtures/fbx-reference/mesh-scenes.js';
import { CORPUS } from '@animsmith/test-utils';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.join(HERE, 'fixtures/fbx-reference/mesh-positions');
const TOLERANCE = 1e-4;

interface MeshFixture {
  readonly file: string;
  readonly sha256: string;
  readonly meshes: readonly { node: string; node_world_translation: readonly number[]; world_positions: readonly number[] }[];
}

const fixtures = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(FIXTURES, f), 'utf8')) as MeshFixture);

function bytesOf(fixture: MeshFixture): Uint8Array {
  const [kind, file] = fixture.file.split(':') as [string, string];
  if (kind === 'corpus') return readFileSync(path.join(CORPUS, 'fbx', file));
  const scene = MESH_REFERENCE_SCENES.find((s) => `${s.name}.fbx` === file);
  if (scene === undefined) throw new Error(`no built mesh scene ${file}`);
  return scene.bytes();
}

/** Each source node's world at rest, composed from the model's bones (rest TRS, parent first). */
function modelWorlds(asset: LoadedAsset): Map<number, Mat4> {
  const byBone: Mat4[] = [];
  const out = new Map<number, Mat4>();
  for (const bone of asset.document.bones) {
    const { translation, rotation, scale } = bone.rest;
    const local = affine4(scaleColumns3(quatToMatrix3Into(new Float64Array(9), rotation), scale), translation);
    const world = bone.parent >= 0 ? multiply4(byBone[bone.parent]!, local) : local;
    byBone[bone.index] = world;
    out.set(bone.sourceNode, world);
  }
  return out;
}

/** Largest extent of a flattened x y z list. */
function extent(points: readonly number[]): number {
  let size = 0;
  for (let axis = 0; axis < 3; axis++) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = axis; i < points.length; i += 3) {
      lo = Math.min(lo, points[i]!);
      hi = Math.max(hi, points[i]!);
    }
    size = Math.max(size, hi - lo);
  }
  return size;
}

describe('FBX mesh vertex world positions against ufbx', () => {
  it('has a fixture for every corpus FBX with a mesh and for every built mesh scene', () => {
    const files = fixtures.map((f) => f.file);
    for (const scene of MESH_REFERENCE_SCENES) expect(files).to.include(`built:${scene.name}.fbx`);
    expect(files.filter((f) => f.startsWith('corpus:'))).to.have.length.greaterThanOrEqual(7);
  });

  for (const fixture of fixtures) {
    it(`${fixture.file}: every control point and mesh node lands where ufbx puts it`, async () => {
      const bytes = bytesOf(fixture);
      expect(createHash('sha256').update(bytes).digest('hex'), 'the file changed: regenerate the fixture').to.equal(fixture.sha256);
      const asset = await loadScene(bytes);
      const worlds = modelWorlds(asset);
      expect(asset.source.nodes.filter((n) => n.mesh !== undefined).map((n) => n.name)).to.deep.equal(fixture.meshes.map((m) => m.node));
      for (const reference of fixture.meshes) {
        const node = asset.source.nodes.find((n) => n.name === reference.node && n.mesh !== undefined)!;
        const world = worlds.get(node.index)!;
        const size = Math.max(extent(reference.world_positions), 1e-9);
        const translation = [world[12]!, world[13]!, world[14]!];
        translation.forEach((v, i) => expect(v, `${reference.node} world translation[${i}]`).to.be.closeTo(reference.node_world_translation[i]!, TOLERANCE * Math.max(size, 1)));
        const payload = asset.source.geometry!.primitive(node.mesh!, 0).positions;
        expect(payload?.ok, `${reference.node} positions`).to.equal(true);
        const positions = payload!.ok ? payload!.value : new Float32Array(0);
        expect(positions.length).to.equal(reference.world_positions.length);
        let worst = 0;
        for (let i = 0; i < positions.length; i += 3) {
          const p = transformPoint4(world, [positions[i]!, positions[i + 1]!, positions[i + 2]!]);
          for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(p[c]! - reference.world_positions[i + c]!));
        }
        expect(worst / size, `${reference.node}: worst vertex error ${worst} m on a ${size} m mesh`).to.be.below(TOLERANCE);
      }
    });
  }
});
