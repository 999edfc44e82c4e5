import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { isBinaryFbx, readBinaryFbx } from '../src/binary-reader.js';
import { readAsciiFbx } from '../src/ascii-reader.js';
import { buildFbxDocument, childObjects, type FbxAnimStack, type FbxDocument } from '../src/document.js';
import { FbxSceneEvaluator, stackTimeRange, type FbxScenePose } from '../src/evaluate/index.js';
import { FIXTURES } from '../../../fixtures/root.mjs';

const CORPUS = path.join(FIXTURES, 'fbx');
const SAUSAGE_BINARY = 'ufbx_maya_game_sausage_7500_binary_combined.fbx';
const SAUSAGE_ASCII = 'ufbx_maya_game_sausage_7500_ascii_combined.fbx';

const documents = new Map<string, FbxDocument>();
function load(name: string): FbxDocument {
  let d = documents.get(name);
  if (d === undefined) {
    const bytes = readFileSync(path.join(CORPUS, name));
    d = buildFbxDocument(isBinaryFbx(bytes) ? readBinaryFbx(bytes) : readAsciiFbx(bytes));
    documents.set(name, d);
  }
  return d;
}

function allFinite(m: Float64Array): boolean {
  return m.length === 16 && m.every((v) => Number.isFinite(v));
}

/** Largest |a − b| relative to the larger matrix magnitude (at least 1). */
function relativeDifference(a: Float64Array, b: Float64Array): number {
  let scale = 1;
  let worst = 0;
  for (let i = 0; i < 16; i++) {
    scale = Math.max(scale, Math.abs(a[i]!), Math.abs(b[i]!));
    worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
  }
  return worst / scale;
}

/** A stack's key times (the union over its curves), sorted. */
function keyTimes(stack: FbxAnimStack): bigint[] {
  const set = new Set<bigint>();
  for (const layer of stack.layers) for (const node of layer.curveNodes) for (const ch of node.channels) for (const t of ch.curve?.times ?? []) set.add(t);
  return [...set].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A Matrix / TransformLink child as 16 numbers (array property or, in FBX 6, a list of scalars). */
function matrixOf(node: { children: readonly { name: string; properties: readonly { type: string; value: unknown }[] }[] }, name: string): number[] {
  const child = node.children.find((c) => c.name === name)!;
  if (child.properties.length === 1 && typeof child.properties[0]!.value === 'object') return Array.from(child.properties[0]!.value as ArrayLike<number>);
  return child.properties.map((p) => Number(p.value));
}

describe('fbx evaluate: corpus', () => {
  const files = readdirSync(CORPUS).filter((f) => f.endsWith('.fbx')).sort();

  it('finds the seven corpus files (control)', () => {
    expect(files).to.have.length(7);
  });

  for (const file of files) {
    it(`evaluates every Model of ${file} to finite matrices at rest and at each stack's start, middle and end`, () => {
      const d = load(file);
      const evaluator = new FbxSceneEvaluator(d);
      expect(evaluator.warnings).to.deep.equal([]);
      const models = [...d.objects.values()].filter((o) => o.type === 'Model');
      expect(models.length).to.be.greaterThan(0);
      expect(evaluator.nodes.length).to.equal(models.length);
      const check = (pose: FbxScenePose, label: string): void => {
        expect(pose.size, label).to.equal(models.length);
        for (const [id, p] of pose) {
          for (const m of [p.local, p.world, p.geometric, p.geometryWorld]) expect(allFinite(m), `${label} model ${id}`).to.equal(true);
          expect([p.world[3], p.world[7], p.world[11], p.world[15]], `${label} model ${id} bottom row`).to.deep.equal([0, 0, 0, 1]);
        }
      };
      check(evaluator.rest(), 'rest');
      for (const stack of d.animation.stacks) {
        const range = stackTimeRange(d, stack);
        expect(range, stack.name).to.not.equal(null);
        for (const t of [range!.start, (range!.start + range!.stop) / 2n, range!.stop]) check(evaluator.evaluate(stack, t), `${stack.name} @${t}`);
      }
    });
  }

  it('animates something in every animated file (control: stacks are not ignored)', () => {
    for (const file of files) {
      const d = load(file);
      const evaluator = new FbxSceneEvaluator(d);
      for (const stack of d.animation.stacks) {
        const times = keyTimes(stack);
        if (times.length < 2) continue;
        const first = evaluator.evaluate(stack, times[0]!);
        let moved = 0;
        for (const t of times) {
          const pose = evaluator.evaluate(stack, t);
          for (const [id, p] of pose) moved = Math.max(moved, relativeDifference(p.world, first.get(id)!.world));
        }
        expect(moved, `${file} ${stack.name}`).to.be.greaterThan(1e-3);
      }
    }
  });

  describe('sausage: binary vs ASCII twin', () => {
    const byName = (d: FbxDocument, pose: FbxScenePose): Map<string, Float64Array> => {
      const out = new Map<string, Float64Array>();
      for (const [id, p] of pose) out.set(d.objects.get(id)!.name, p.world);
      return out;
    };
    const compare = (a: Map<string, Float64Array>, b: Map<string, Float64Array>, label: string): number => {
      expect([...a.keys()].sort(), label).to.deep.equal([...b.keys()].sort());
      let worst = 0;
      for (const [name, m] of a) worst = Math.max(worst, relativeDifference(m, b.get(name)!));
      expect(worst, label).to.be.at.most(1e-4);
      return worst;
    };

    it('agrees at rest', () => {
      const bin = load(SAUSAGE_BINARY);
      const asc = load(SAUSAGE_ASCII);
      compare(byName(bin, new FbxSceneEvaluator(bin).rest()), byName(asc, new FbxSceneEvaluator(asc).rest()), 'rest');
    });

    it('agrees at the start, end and key times of each of the three stacks', () => {
      const bin = load(SAUSAGE_BINARY);
      const asc = load(SAUSAGE_ASCII);
      const eb = new FbxSceneEvaluator(bin);
      const ea = new FbxSceneEvaluator(asc);
      expect(bin.animation.stacks.map((s) => s.name)).to.deep.equal(['wiggle', 'spin', 'deform']);
      let compared = 0;
      for (const stack of bin.animation.stacks) {
        const twin = asc.animation.stacks.find((s) => s.name === stack.name)!;
        const range = stackTimeRange(bin, stack)!;
        const keys = keyTimes(stack);
        const sample = [range.start, range.stop, ...[0.2, 0.4, 0.6, 0.8].map((f) => keys[Math.floor(f * (keys.length - 1))]!), (keys[3]! + keys[4]!) / 2n];
        for (const t of sample) {
          compare(byName(bin, eb.evaluate(stack, t)), byName(asc, ea.evaluate(twin, t)), `${stack.name} @${t}`);
          compared++;
        }
      }
      expect(compared).to.equal(21);
    });

    it('is animated differently at different times (control)', () => {
      const bin = load(SAUSAGE_BINARY);
      const e = new FbxSceneEvaluator(bin);
      const wiggle = bin.animation.stacks[0]!;
      const keys = keyTimes(wiggle);
      const a = byName(bin, e.evaluate(wiggle, keys[2]!));
      const b = byName(bin, e.evaluate(wiggle, keys[8]!));
      expect(relativeDifference(a.get('joint3')!, b.get('joint3')!)).to.be.greaterThan(1e-2);
    });
  });

  describe('bind pose consistency', () => {
    /** Each cluster's bone world matrix vs its TransformLink (the bone's world matrix at bind time). */
    function clusterErrors(d: FbxDocument, pose: FbxScenePose): Map<string, number> {
      const out = new Map<string, number>();
      for (const o of d.objects.values()) {
        if (o.type !== 'Deformer' || o.subclass !== 'Cluster') continue;
        const bone = childObjects(d, o.id).find((c) => c.type === 'Model');
        if (bone === undefined) continue;
        const link = Float64Array.from(matrixOf(o.node, 'TransformLink'));
        out.set(bone.name, relativeDifference(pose.get(bone.id)!.world, link));
      }
      return out;
    }

    it('sausage (Maya, Rrs joints with pre-rotation): the rest pose is the bind pose, in both encodings', () => {
      for (const file of [SAUSAGE_BINARY, SAUSAGE_ASCII]) {
        const d = load(file);
        const errors = clusterErrors(d, new FbxSceneEvaluator(d).rest());
        expect([...errors.keys()].sort()).to.deep.equal(['joint1', 'joint2', 'joint3']);
        for (const [name, e] of errors) expect(e, `${file} ${name}`).to.be.below(1e-9);
      }
    });

    it('assimp_animation_with_skeleton (Blender): the pose at the stack start is the bind pose', () => {
      const d = load('assimp_animation_with_skeleton.fbx');
      const e = new FbxSceneEvaluator(d);
      const stack = d.animation.stacks[0]!;
      const errors = clusterErrors(d, e.evaluate(stack, stackTimeRange(d, stack)!.start));
      expect(errors.size).to.equal(14);
      // float32 keys and TransformLinks through 8-bone chains of ~3600 units: ~1e-6 relative.
      for (const [name, err] of errors) expect(err, name).to.be.below(1e-5);
      // Control: the end of the stack is not the bind pose for the animated bones.
      const atEnd = clusterErrors(d, e.evaluate(stack, stackTimeRange(d, stack)!.stop));
      expect(Math.max(...atEnd.values())).to.be.greaterThan(1e-2);
    });
  });

  it('evaluates the anim_interpolation cube translation to the curve values at its keys', () => {
    const d = load('ufbx_maya_anim_interpolation_7700_ascii.fbx');
    const e = new FbxSceneEvaluator(d);
    const stack = d.animation.stacks[0]!;
    const curve = [...d.animation.curves.values()].find((c) => c.times.length === 10)!;
    const cube = e.nodes.find((x) => x.name === 'pCube1')!;
    for (let i = 0; i < curve.times.length; i++) {
      expect(e.evaluate(stack, curve.times[i]!).get(cube.id)!.transform.translation[0]).to.equal(curve.values[i]);
    }
  });

  it('reads the FBX 6.1 hierarchy (rest only: takes are not evaluated)', () => {
    const d = load('ufbx_maya_transformed_skin_6100_ascii.fbx');
    const e = new FbxSceneEvaluator(d);
    expect(e.nodes.map((x) => `${'  '.repeat(x.depth)}${x.name}`)).to.deep.equal(['pCube1', 'joint1', '  joint2', '    joint3']);
    const rest = e.rest();
    const joint3 = rest.get(e.nodes.find((x) => x.name === 'joint3')!.id)!.world;
    expect([joint3[12], joint3[13], joint3[14]].map((v) => Math.round(v! * 1e4) / 1e4 + 0)).to.deep.equal([2.5858, 3.4142, 0]);
  });
});
