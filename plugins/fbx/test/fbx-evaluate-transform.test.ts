import { expect } from 'chai';
import type { FbxFile, FbxNode, FbxProperty } from '../src/fbx-tree.js';
import { buildFbxDocument, FbxDocumentError, type FbxDocument } from '../src/document.js';
import { writeBinaryFbx } from '../src/binary-writer.js';
import { readBinaryFbx } from '../src/binary-reader.js';
import {
  FbxSceneEvaluator,
  eulerToMatrix3,
  matrixToEuler3,
  restScene,
  splitRotation3,
  type EulerOrder,
} from '../src/evaluate/index.js';

// ---------------------------------------------------------------------------------------------
// Tree builders (the FbxFile shape both readers produce).

type Value = number | bigint | string;
let at = 1;
const S = (value: string): FbxProperty => ({ type: 'S', value });
const L = (value: bigint): FbxProperty => ({ type: 'L', value });
const D = (value: number): FbxProperty => ({ type: 'D', value });
const I = (value: number): FbxProperty => ({ type: 'I', value });
const prop = (v: Value): FbxProperty => (typeof v === 'string' ? S(v) : typeof v === 'bigint' ? L(v) : Number.isInteger(v) && Math.abs(v) < 2 ** 31 ? I(v) : D(v));

function n(name: string, properties: FbxProperty[] = [], children: FbxNode[] = []): FbxNode {
  return { name, properties, children, at: at++ };
}
type Entry = [string, string, ...Value[]];
function p70(...entries: Entry[]): FbxNode {
  return n('Properties70', [], entries.map(([name, type, ...values]) => n('P', [S(name), S(type), S(''), S(''), ...values.map(prop)])));
}
function model(id: bigint, name: string, entries: Entry[] = [], subclass = 'Null'): FbxNode {
  return n('Model', [L(id), S(`Model::${name}`), S(subclass)], [n('Version', [I(232)]), p70(...entries)]);
}
const oo = (child: bigint, parent: bigint): FbxNode => n('C', [S('OO'), L(child), L(parent)]);
function file(objects: FbxNode[], connections: FbxNode[], version = 7400): FbxFile {
  return { encoding: 'ascii', version, nodes: [n('Objects', [], objects), n('Connections', [], connections)] };
}
function doc(objects: FbxNode[], connections: FbxNode[]): FbxDocument {
  return buildFbxDocument(file(objects, connections));
}
const vec = (name: string, x: number, y: number, z: number): Entry => [name, name.startsWith('Lcl') ? name : 'Vector3D', x, y, z];

// ---------------------------------------------------------------------------------------------
// Independent reference maths: row-major number[][] matrices, written out by hand.

type M = number[][];
const rad = (deg: number): number => (deg * Math.PI) / 180;
const I4 = (): M => [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]];
function mul(...ms: M[]): M {
  return ms.reduce((a, b) => a.map((row, r) => b[0]!.map((_, c) => row.reduce((s, _v, k) => s + a[r]![k]! * b[k]![c]!, 0))));
}
const T = (x: number, y: number, z: number): M => [[1, 0, 0, x], [0, 1, 0, y], [0, 0, 1, z], [0, 0, 0, 1]];
const Sc = (x: number, y: number, z: number): M => [[x, 0, 0, 0], [0, y, 0, 0], [0, 0, z, 0], [0, 0, 0, 1]];
function Rx(deg: number): M {
  const c = Math.cos(rad(deg)), s = Math.sin(rad(deg));
  return [[1, 0, 0, 0], [0, c, -s, 0], [0, s, c, 0], [0, 0, 0, 1]];
}
function Ry(deg: number): M {
  const c = Math.cos(rad(deg)), s = Math.sin(rad(deg));
  return [[c, 0, s, 0], [0, 1, 0, 0], [-s, 0, c, 0], [0, 0, 0, 1]];
}
function Rz(deg: number): M {
  const c = Math.cos(rad(deg)), s = Math.sin(rad(deg));
  return [[c, -s, 0, 0], [s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]];
}
/** Inverse of a pure rotation: its transpose. */
const Rinv = (m: M): M => [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => m[c]![r]!));
const xyz = (x: number, y: number, z: number): M => mul(Rz(z), Ry(y), Rx(x));
/** Linear part and translation to a 4×4. */
function affine(lin: M, t: number[]): M {
  return [[...lin[0]!.slice(0, 3), t[0]!], [...lin[1]!.slice(0, 3), t[1]!], [...lin[2]!.slice(0, 3), t[2]!], [0, 0, 0, 1]];
}
function apply(m: M, p: number[]): number[] {
  return [0, 1, 2].map((r) => m[r]![0]! * p[0]! + m[r]![1]! * p[1]! + m[r]![2]! * p[2]! + m[r]![3]!);
}

function expectMatrix(actual: Float64Array, expected: M, tolerance = 1e-12, label = ''): void {
  expect(actual, label).to.be.instanceOf(Float64Array);
  expect(actual.length).to.equal(16);
  let worst = 0;
  for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) worst = Math.max(worst, Math.abs(actual[c * 4 + r]! - expected[r]![c]!));
  expect(worst, `${label} max |actual - expected| (actual column-major ${Array.from(actual).map((v) => v.toFixed(6)).join(',')})`).to.be.at.most(tolerance);
}
function differ(a: Float64Array, b: Float64Array): number {
  let worst = 0;
  for (let i = 0; i < 16; i++) worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
  return worst;
}

/** Rest world/local of a single root model. */
function single(entries: Entry[]): { local: Float64Array; world: Float64Array; geometryWorld: Float64Array } {
  const d = doc([model(1n, 'a', entries)], [oo(1n, 0n)]);
  return restScene(d).get(1n)!;
}

// ---------------------------------------------------------------------------------------------

describe('fbx evaluate: rotation orders', () => {
  const angles: [number, number, number] = [30, -50, 70];
  // RotationOrder value → the matrix product, written out by hand (first letter applies first).
  const products: [number, string, M][] = [
    [0, 'XYZ', mul(Rz(70), Ry(-50), Rx(30))],
    [1, 'XZY', mul(Ry(-50), Rz(70), Rx(30))],
    [2, 'YZX', mul(Rx(30), Rz(70), Ry(-50))],
    [3, 'YXZ', mul(Rz(70), Rx(30), Ry(-50))],
    [4, 'ZXY', mul(Ry(-50), Rx(30), Rz(70))],
    [5, 'ZYX', mul(Rx(30), Ry(-50), Rz(70))],
    [6, 'SphericXYZ (as XYZ)', mul(Rz(70), Ry(-50), Rx(30))],
  ];
  for (const [order, label, expected] of products) {
    it(`RotationOrder ${order} (${label}) is the explicit product`, () => {
      const pose = single([['RotationActive', 'bool', 1], ['RotationOrder', 'enum', order], vec('Lcl Rotation', ...angles)]);
      expectMatrix(pose.local, expected, 1e-12, label);
      expectMatrix(pose.world, expected, 1e-12, label);
    });
  }

  it('gives six different matrices for the six orders (control)', () => {
    const locals = [0, 1, 2, 3, 4, 5].map((o) => single([['RotationActive', 'bool', 1], ['RotationOrder', 'enum', o], vec('Lcl Rotation', ...angles)]).local);
    for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) expect(differ(locals[a]!, locals[b]!), `${a} vs ${b}`).to.be.greaterThan(0.1);
  });

  it('is right-handed: +90° about X takes +Y to +Z, about Y takes +Z to +X, about Z takes +X to +Y', () => {
    const axis = (x: number, y: number, z: number): Float64Array => single([vec('Lcl Rotation', x, y, z)]).local;
    const image = (m: Float64Array, v: number[]): number[] => [0, 1, 2].map((r) => m[r]! * v[0]! + m[4 + r]! * v[1]! + m[8 + r]! * v[2]!).map((x) => Math.round(x * 1e9) / 1e9 + 0);
    expect(image(axis(90, 0, 0), [0, 1, 0])).to.deep.equal([0, 0, 1]);
    expect(image(axis(0, 90, 0), [0, 0, 1])).to.deep.equal([1, 0, 0]);
    expect(image(axis(0, 0, 90), [1, 0, 0])).to.deep.equal([0, 1, 0]);
  });

  it('matrixToEuler3 rebuilds the same rotation in every order, including at gimbal lock', () => {
    const orders: EulerOrder[] = ['XYZ', 'XZY', 'YZX', 'YXZ', 'ZXY', 'ZYX'];
    const samples: [number, number, number][] = [[30, -50, 70], [-170, 10, 95], [0, 0, 0], [12, 89.9999, -40], [45, 90, 30], [45, -90, 30], [90, 90, 90]];
    for (const order of orders) {
      for (const sample of samples) {
        const m = eulerToMatrix3(sample, order);
        const back = eulerToMatrix3(matrixToEuler3(m, order), order);
        for (let i = 0; i < 9; i++) expect(Math.abs(back[i]! - m[i]!), `${order} ${sample}`).to.be.below(1e-9);
      }
      // Recovers the angles themselves away from lock (middle angle within ±90).
      const [x, y, z] = matrixToEuler3(eulerToMatrix3([10, 20, 30], order), order);
      expect([x, y, z].map((v) => Math.round(v * 1e9) / 1e9)).to.deep.equal([10, 20, 30]);
    }
  });
});

describe('fbx evaluate: local transform', () => {
  it('is the identity for a model without properties', () => {
    expectMatrix(single([]).local, I4());
  });

  it('applies T · R · S in that order', () => {
    const pose = single([vec('Lcl Translation', 1, 2, 3), vec('Lcl Rotation', 0, 0, 90), vec('Lcl Scaling', 2, 3, 4)]);
    expectMatrix(pose.local, mul(T(1, 2, 3), Rz(90), Sc(2, 3, 4)));
    // The unit X point: scaled to 2, rotated onto +Y, then moved.
    const p = [0, 1, 2].map((r) => pose.local[r]! * 1 + pose.local[12 + r]!);
    expect(p.map((v) => Math.round(v * 1e12) / 1e12)).to.deep.equal([1, 4, 3]);
  });

  it('applies pre- and post-rotation (XYZ) around the ordered rotation when RotationActive is true', () => {
    const pose = single([
      ['RotationActive', 'bool', 1],
      ['RotationOrder', 'enum', 4],
      vec('PreRotation', 10, 20, 30),
      vec('PostRotation', -15, 25, 40),
      vec('Lcl Rotation', 5, -35, 60),
    ]);
    const expected = mul(xyz(10, 20, 30), mul(Ry(-35), Rx(5), Rz(60)), Rinv(xyz(-15, 25, 40)));
    expectMatrix(pose.local, expected);
    // Control: Rpost (not its inverse) gives something else.
    const wrong = mul(xyz(10, 20, 30), mul(Ry(-35), Rx(5), Rz(60)), xyz(-15, 25, 40));
    let worst = 0;
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(pose.local[c * 4 + r]! - wrong[r]![c]!));
    expect(worst).to.be.greaterThan(0.1);
  });

  it('ignores RotationOrder and pre/post rotation when RotationActive is false (and by default)', () => {
    const entries: Entry[] = [['RotationOrder', 'enum', 5], vec('PreRotation', 10, 20, 30), vec('PostRotation', -15, 25, 40), vec('Lcl Rotation', 5, -35, 60)];
    const expected = xyz(5, -35, 60);
    expectMatrix(single(entries).local, expected);
    expectMatrix(single([['RotationActive', 'bool', 0], ...entries]).local, expected);
    const active = single([['RotationActive', 'bool', 1], ...entries]).local;
    expect(differ(active, single(entries).local)).to.be.greaterThan(0.1);
  });

  it('composes pivots and offsets as T·Roff·Rp·Rpre·R·Rpost⁻¹·Rp⁻¹·Soff·Sp·S·Sp⁻¹', () => {
    const pose = single([
      ['RotationActive', 'bool', 1],
      ['RotationOrder', 'enum', 2],
      vec('Lcl Translation', 1, -2, 3),
      vec('Lcl Rotation', 20, 40, -60),
      vec('Lcl Scaling', 2, 0.5, 3),
      vec('RotationOffset', 0.5, 0.25, -1),
      vec('RotationPivot', 3, 1, -2),
      vec('ScalingOffset', -0.75, 2, 0.5),
      vec('ScalingPivot', 1, -1, 4),
      vec('PreRotation', 0, 0, 90),
      vec('PostRotation', 30, 0, 0),
    ]);
    const R = mul(Rx(20), Rz(-60), Ry(40)); // YZX
    const expected = mul(
      T(1, -2, 3),
      T(0.5, 0.25, -1),
      T(3, 1, -2),
      xyz(0, 0, 90),
      R,
      Rinv(xyz(30, 0, 0)),
      T(-3, -1, 2),
      T(-0.75, 2, 0.5),
      T(1, -1, 4),
      Sc(2, 0.5, 3),
      T(-1, 1, -4),
    );
    expectMatrix(pose.local, expected, 1e-12);
  });

  it('rotates about the rotation pivot and scales about the scaling pivot', () => {
    const rotated = single([vec('RotationPivot', 5, 0, 0), vec('Lcl Rotation', 0, 0, 90)]).local;
    const pivotImage = [0, 1, 2].map((r) => rotated[r]! * 5 + rotated[12 + r]!);
    expect(pivotImage.map((v) => Math.round(v * 1e12) / 1e12 + 0)).to.deep.equal([5, 0, 0]);
    const scaled = single([vec('ScalingPivot', 0, 2, 0), vec('Lcl Scaling', 3, 3, 3)]).local;
    const scaledPivot = [0, 1, 2].map((r) => scaled[4 + r]! * 2 + scaled[12 + r]!);
    expect(scaledPivot.map((v) => Math.round(v * 1e12) / 1e12 + 0)).to.deep.equal([0, 2, 0]);
    // Offsets are plain translations.
    expectMatrix(single([vec('RotationOffset', 1, 0, 0), vec('ScalingOffset', 0, 0, 2)]).local, T(1, 0, 2));
  });

  it('keeps the geometric transform out of the local and world matrices and out of the children', () => {
    const d = doc(
      [
        model(1n, 'parent', [vec('Lcl Translation', 0, 1, 0), vec('GeometricTranslation', 10, 0, 0), vec('GeometricRotation', 0, 90, 0), vec('GeometricScaling', 2, 2, 2)], 'Mesh'),
        model(2n, 'child', [vec('Lcl Translation', 0, 0, 5)]),
      ],
      [oo(1n, 0n), oo(2n, 1n)],
    );
    const pose = restScene(d);
    const parent = pose.get(1n)!;
    expectMatrix(parent.local, T(0, 1, 0));
    expectMatrix(parent.world, T(0, 1, 0));
    expectMatrix(parent.geometric, mul(T(10, 0, 0), Ry(90), Sc(2, 2, 2)));
    expectMatrix(parent.geometryWorld, mul(T(0, 1, 0), T(10, 0, 0), Ry(90), Sc(2, 2, 2)));
    const child = pose.get(2n)!;
    expectMatrix(child.world, T(0, 1, 5));
    expectMatrix(child.geometryWorld, T(0, 1, 5));
  });

  it('refuses malformed transform properties with the property path and warns on unknown enum values', () => {
    let caught: unknown;
    try {
      new FbxSceneEvaluator(doc([model(7n, 'bad', [['Lcl Translation', 'Lcl Translation', 1, 2]])], [oo(7n, 0n)]));
    } catch (e) {
      caught = e;
    }
    expect(caught).to.be.instanceOf(FbxDocumentError);
    expect((caught as Error).message).to.equal("Objects/Model 7 'bad'/Properties70/Lcl Translation: expected 3 numbers, got 2");

    const evaluator = new FbxSceneEvaluator(doc([model(8n, 'odd', [['RotationOrder', 'enum', 9], ['InheritType', 'enum', 7], vec('Lcl Rotation', 10, 20, 30)])], [oo(8n, 0n)]));
    expect(evaluator.warnings).to.deep.equal([
      "Objects/Model 8 'odd'/Properties70/RotationOrder: unknown value 9; XYZ used",
      "Objects/Model 8 'odd'/Properties70/InheritType: unknown value 7; 0 (RrSs) used",
    ]);
    expectMatrix(evaluator.rest().get(8n)!.local, xyz(10, 20, 30));
  });

  it('uses Definitions template values under the own entries', () => {
    const definitions = n('Definitions', [], [
      n('ObjectType', [S('Model')], [n('PropertyTemplate', [S('FbxNode')], [p70(vec('Lcl Scaling', 1, 1, 1), vec('Lcl Translation', 7, 7, 7), ['RotationActive', 'bool', 1], vec('PreRotation', 0, 0, 90))])]),
    ]);
    const f: FbxFile = { encoding: 'ascii', version: 7400, nodes: [definitions, n('Objects', [], [model(1n, 'a', [vec('Lcl Translation', 1, 0, 0)])]), n('Connections', [], [oo(1n, 0n)])] };
    expectMatrix(restScene(buildFbxDocument(f)).get(1n)!.local, mul(T(1, 0, 0), Rz(90)));
  });

  it('reads FBX 6 Properties60 models and name-keyed connections', () => {
    const p60 = (...entries: Entry[]): FbxNode =>
      n('Properties60', [], entries.map(([name, type, ...values]) => n('Property', [S(name), S(type), S('A'), ...values.map(prop)])));
    const f: FbxFile = {
      encoding: 'ascii',
      version: 6100,
      nodes: [
        n('Objects', [], [
          n('Model', [S('Model::root'), S('Null')], [p60(vec('Lcl Translation', 1, 0, 0), ['RotationActive', 'bool', 1], vec('PreRotation', 0, 0, 90))]),
          n('Model', [S('Model::leaf'), S('Null')], [p60(vec('Lcl Translation', 2, 0, 0))]),
        ]),
        n('Connections', [], [n('Connect', [S('OO'), S('Model::root'), S('Model::Scene')]), n('Connect', [S('OO'), S('Model::leaf'), S('Model::root')])]),
      ],
    };
    const d = buildFbxDocument(f);
    const pose = restScene(d);
    const leaf = d.legacyNames.get('Model::leaf')!;
    expectMatrix(pose.get(leaf)!.world, mul(T(1, 0, 0), Rz(90), T(2, 0, 0)));
  });
});

describe('fbx evaluate: hierarchy and inherit types', () => {
  // A non-uniformly scaled, rotated, translated root parent.
  const parentEntries: Entry[] = [vec('Lcl Translation', 1, 2, 3), vec('Lcl Rotation', 10, -20, 30), vec('Lcl Scaling', 2, 1, 0.5), ['InheritType', 'enum', 1]];
  const childEntries = (inherit: number): Entry[] => [vec('Lcl Translation', 1, 1, 1), vec('Lcl Rotation', 20, 30, 40), vec('Lcl Scaling', 1.5, 0.5, 2), ['InheritType', 'enum', inherit]];
  const Wp = mul(T(1, 2, 3), xyz(10, -20, 30), Sc(2, 1, 0.5));
  const Rp = xyz(10, -20, 30);
  const Rc = xyz(20, 30, 40);
  const tc = apply(Wp, [1, 1, 1]);

  function childWorld(inherit: number): Float64Array {
    const d = doc([model(1n, 'parent', parentEntries), model(2n, 'child', childEntries(inherit))], [oo(1n, 0n), oo(2n, 1n)]);
    const pose = restScene(d);
    expectMatrix(pose.get(1n)!.world, Wp);
    expectMatrix(pose.get(2n)!.local, mul(T(1, 1, 1), Rc, Sc(1.5, 0.5, 2)));
    return pose.get(2n)!.world;
  }

  it('InheritType 1 (RSrs): the plain product Wp · L', () => {
    expectMatrix(childWorld(1), mul(Wp, T(1, 1, 1), Rc, Sc(1.5, 0.5, 2)), 1e-12);
  });

  it('InheritType 0 (RrSs): parent rotation, child rotation, then parent scale with the child scale', () => {
    expectMatrix(childWorld(0), affine(mul(Rp, Rc, Sc(2, 1, 0.5), Sc(1.5, 0.5, 2)), tc), 1e-12);
  });

  it('InheritType 2 (Rrs): the parent scale does not reach the child rotation or scale', () => {
    expectMatrix(childWorld(2), affine(mul(Rp, Rc, Sc(1.5, 0.5, 2)), tc), 1e-12);
  });

  it('the three inherit types give three different results under a non-uniform parent (control)', () => {
    const w = [0, 1, 2].map(childWorld);
    expect(differ(w[0]!, w[1]!)).to.be.greaterThan(0.1);
    expect(differ(w[0]!, w[2]!)).to.be.greaterThan(0.1);
    expect(differ(w[1]!, w[2]!)).to.be.greaterThan(0.1);
    // The translation is the same in all three: the local translation through the parent's world.
    for (const m of w) expect([m[12], m[13], m[14]].map((v, i) => Math.abs(v! - tc[i]!))).to.satisfy((d: number[]) => d.every((x) => x < 1e-12));
  });

  it('InheritType 2 removes only the parent’s own scale: ancestors above still scale (segment scale compensation)', () => {
    const d = doc(
      [
        model(1n, 'grand', [vec('Lcl Scaling', 2, 1, 1)]),
        model(2n, 'parent', [vec('Lcl Translation', 1, 0, 0), vec('Lcl Rotation', 0, 0, 90), vec('Lcl Scaling', 3, 1, 1), ['InheritType', 'enum', 1]]),
        model(3n, 'child', [vec('Lcl Translation', 1, 0, 0), vec('Lcl Rotation', 0, 0, 45), vec('Lcl Scaling', 1, 2, 1), ['InheritType', 'enum', 2]]),
      ],
      [oo(1n, 0n), oo(2n, 1n), oo(3n, 2n)],
    );
    const pose = restScene(d);
    const Wg = Sc(2, 1, 1);
    const Wparent = mul(Wg, T(1, 0, 0), Rz(90), Sc(3, 1, 1));
    expectMatrix(pose.get(2n)!.world, Wparent);
    const t = apply(Wparent, [1, 0, 0]);
    expectMatrix(pose.get(3n)!.world, affine(mul(Wg, Rz(90), Rz(45), Sc(1, 2, 1)), t), 1e-12);
  });

  it('InheritType 0 chains keep parent scales on the child axes (no shear)', () => {
    const d = doc(
      [
        model(1n, 'a', [vec('Lcl Rotation', 0, 0, 30), vec('Lcl Scaling', 2, 1, 1)]),
        model(2n, 'b', [vec('Lcl Translation', 1, 0, 0), vec('Lcl Rotation', 0, 0, 45), vec('Lcl Scaling', 1, 3, 1)]),
        model(3n, 'c', [vec('Lcl Translation', 0, 1, 0), vec('Lcl Rotation', 90, 0, 0), vec('Lcl Scaling', 1, 1, 5)]),
      ],
      [oo(1n, 0n), oo(2n, 1n), oo(3n, 2n)],
    );
    const pose = restScene(d);
    const Wa = mul(Rz(30), Sc(2, 1, 1));
    const Wb = affine(mul(Rz(30), Rz(45), Sc(2, 3, 1)), apply(Wa, [1, 0, 0]));
    expectMatrix(pose.get(2n)!.world, Wb, 1e-12);
    expectMatrix(pose.get(3n)!.world, affine(mul(Rz(30), Rz(45), Rx(90), Sc(2, 3, 5)), apply(Wb, [0, 1, 0])), 1e-12);
  });

  it('splitRotation3 separates rotation and scale exactly for a shear-free matrix, mirrored or not', () => {
    const lin = mul(xyz(10, 20, 30), Sc(2, 3, 4));
    const m = Float64Array.from([0, 1, 2].flatMap((c) => [0, 1, 2].map((r) => lin[r]![c]!)));
    const { rotation, rest } = splitRotation3(m);
    const R = xyz(10, 20, 30);
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) expect(Math.abs(rotation[c * 3 + r]! - R[r]![c]!)).to.be.below(1e-12);
    expect(Array.from(rest).map((v) => Math.round(v * 1e12) / 1e12 + 0)).to.deep.equal([2, 0, 0, 0, 3, 0, 0, 0, 4]);
    const mirrored = Float64Array.from(m);
    for (let r = 0; r < 3; r++) mirrored[r] = -mirrored[r]!;
    const split = splitRotation3(mirrored);
    expect(split.rotation[0]! * (split.rotation[4]! * split.rotation[8]! - split.rotation[7]! * split.rotation[5]!)).to.not.be.NaN;
    // R · Q rebuilds the input, R is a proper rotation.
    const { rotation: R2, rest: Q2 } = split;
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) {
      const v = R2[r]! * Q2[c * 3]! + R2[3 + r]! * Q2[c * 3 + 1]! + R2[6 + r]! * Q2[c * 3 + 2]!;
      expect(Math.abs(v - mirrored[c * 3 + r]!)).to.be.below(1e-12);
    }
  });

  it('builds parent chains from OO connections between Models, roots from id 0, parents first', () => {
    const d = doc(
      [
        model(30n, 'leaf', [vec('Lcl Translation', 0, 0, 1)]),
        model(20n, 'mid', [vec('Lcl Translation', 0, 1, 0)]),
        model(10n, 'top', [vec('Lcl Translation', 1, 0, 0)]),
        model(40n, 'loose', [vec('Lcl Translation', 5, 5, 5)]),
        n('NodeAttribute', [L(99n), S('NodeAttribute::'), S('Null')]),
      ],
      [oo(10n, 0n), oo(20n, 10n), oo(30n, 20n), oo(99n, 20n), oo(40n, 99n)],
    );
    const evaluator = new FbxSceneEvaluator(d);
    expect(evaluator.nodes.map((x) => [x.name, x.parent, x.depth])).to.deep.equal([
      ['top', null, 0],
      ['mid', 10n, 1],
      ['leaf', 20n, 2],
      ['loose', null, 0],
    ]);
    // Parents come before children; roots in file order.
    expect(evaluator.nodes.map((x) => x.name)).to.deep.equal(['top', 'mid', 'leaf', 'loose']);
    expect(evaluator.byId.get(20n)!.children).to.deep.equal([30n]);
    expect(evaluator.byId.get(40n)!.parent).to.equal(null); // under a NodeAttribute, not a Model
    expectMatrix(evaluator.rest().get(30n)!.world, T(1, 1, 1));
    expect(evaluator.warnings).to.deep.equal([]);
  });

  it('warns about a Model under two Models and breaks parent cycles', () => {
    const d = doc(
      [model(1n, 'a', [vec('Lcl Translation', 1, 0, 0)]), model(2n, 'b', [vec('Lcl Translation', 0, 1, 0)]), model(3n, 'c'), model(4n, 'd')],
      [oo(1n, 2n), oo(2n, 1n), oo(3n, 0n), oo(4n, 3n), oo(4n, 1n)],
    );
    const evaluator = new FbxSceneEvaluator(d);
    expect(evaluator.warnings).to.deep.equal([
      "Objects/Model 4 'd': connected under 2 Models; the first (3) is used as parent",
      "Objects/Model 1 'a': its parent chain loops back to it; treated as a root",
    ]);
    expect(evaluator.nodes.map((x) => x.name)).to.deep.equal(['a', 'b', 'c', 'd']);
    const pose = evaluator.rest();
    expectMatrix(pose.get(2n)!.world, T(1, 1, 0));
    expect(pose.size).to.equal(4);
  });

  it('gives the same matrices for the scene written as binary FBX and read back', () => {
    const objects = [model(1n, 'parent', parentEntries), model(2n, 'child', childEntries(0)), model(3n, 'rrs', childEntries(2))];
    const connections = [oo(1n, 0n), oo(2n, 1n), oo(3n, 2n)];
    const direct = restScene(doc(objects, connections));
    const bytes = writeBinaryFbx([n('Objects', [], objects), n('Connections', [], connections)], { version: 7500, arrayEncoding: 'zlib' });
    const viaBinary = restScene(buildFbxDocument(readBinaryFbx(bytes)));
    expect([...viaBinary.keys()]).to.deep.equal([1n, 2n, 3n]);
    for (const id of [1n, 2n, 3n]) expect(differ(viaBinary.get(id)!.world, direct.get(id)!.world)).to.equal(0);
  });
});
