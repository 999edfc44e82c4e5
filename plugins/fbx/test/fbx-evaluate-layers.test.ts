import { expect } from 'chai';
import type { FbxNode, FbxProperty } from '../src/fbx-tree.js';
import { buildFbxDocument, type FbxDocument } from '../src/document.js';
import { writeBinaryFbx } from '../src/binary-writer.js';
import { readBinaryFbx } from '../src/binary-reader.js';
import { FbxSceneEvaluator, evaluateScene, findStack, restScene, stackTimeRange } from '../src/evaluate/index.js';

// ---------------------------------------------------------------------------------------------
// Scene builder: Models, and stacks → layers → curve nodes → curves, connected as FBX 7 does.

const TPS = 46_186_158_000;
const sec = (s: number): bigint => BigInt(Math.round(s * TPS));
type Value = number | bigint | string;
type Entry = [string, string, ...Value[]];
let at = 1;
const S = (value: string): FbxProperty => ({ type: 'S', value });
const L = (value: bigint): FbxProperty => ({ type: 'L', value });
const prop = (v: Value): FbxProperty =>
  typeof v === 'string' ? S(v) : typeof v === 'bigint' ? L(v) : Number.isInteger(v) && Math.abs(v) < 2 ** 31 ? { type: 'I', value: v } : { type: 'D', value: v };
function n(name: string, properties: FbxProperty[] = [], children: FbxNode[] = []): FbxNode {
  return { name, properties, children, at: at++ };
}
function p70(...entries: Entry[]): FbxNode {
  return n('Properties70', [], entries.map(([name, type, ...values]) => n('P', [S(name), S(type), S(''), S(''), ...values.map(prop)])));
}
const vec = (name: string, x: number, y: number, z: number): Entry => [name, name.startsWith('Lcl') ? name : 'Vector3D', x, y, z];
const oo = (child: bigint, parent: bigint): FbxNode => n('C', [S('OO'), L(child), L(parent)]);
const op = (child: bigint, parent: bigint, property: string): FbxNode => n('C', [S('OP'), L(child), L(parent), S(property)]);

/** A channel: a default only (number), or linear keys `[seconds, value]` (default = first value). */
type Channel = number | [number, number][];
interface CurveNodeSpec {
  target: bigint;
  property: string;
  channels: Record<string, Channel>;
}
interface LayerSpec {
  props?: Entry[];
  nodes: CurveNodeSpec[];
}
interface StackSpec {
  name: string;
  start?: number;
  stop?: number;
  layers: LayerSpec[];
}
interface ModelSpec {
  id: bigint;
  name: string;
  parent?: bigint;
  props?: Entry[];
}

function scene(models: ModelSpec[], stacks: StackSpec[], extraObjects: FbxNode[] = [], extraConnections: FbxNode[] = []): FbxNode[] {
  let next = 1000n;
  const objects: FbxNode[] = [];
  const connections: FbxNode[] = [];
  for (const m of models) {
    objects.push(n('Model', [L(m.id), S(`Model::${m.name}`), S('Null')], [p70(...(m.props ?? []))]));
    connections.push(oo(m.id, m.parent ?? 0n));
  }
  for (const s of stacks) {
    const stackId = next++;
    const stackProps: Entry[] = [];
    if (s.start !== undefined) stackProps.push(['LocalStart', 'KTime', sec(s.start)], ['LocalStop', 'KTime', sec(s.stop ?? s.start)]);
    objects.push(n('AnimationStack', [L(stackId), S(`AnimStack::${s.name}`), S('')], [p70(...stackProps)]));
    s.layers.forEach((layer, li) => {
      const layerId = next++;
      objects.push(n('AnimationLayer', [L(layerId), S(`AnimLayer::layer${li}`), S('')], layer.props ? [p70(...layer.props)] : []));
      connections.push(oo(layerId, stackId));
      for (const node of layer.nodes) {
        const nodeId = next++;
        const defaults: Entry[] = [];
        for (const [channel, spec] of Object.entries(node.channels)) defaults.push([`d|${channel}`, 'Number', typeof spec === 'number' ? spec : spec[0]![1]]);
        objects.push(n('AnimationCurveNode', [L(nodeId), S('AnimCurveNode::'), S('')], [p70(...defaults)]));
        connections.push(oo(nodeId, layerId), op(nodeId, node.target, node.property));
        for (const [channel, spec] of Object.entries(node.channels)) {
          if (typeof spec === 'number') continue;
          const curveId = next++;
          objects.push(
            n('AnimationCurve', [L(curveId), S('AnimCurve::'), S('')], [
              n('KeyTime', [{ type: 'l', value: BigInt64Array.from(spec.map(([t]) => sec(t))) }]),
              n('KeyValueFloat', [{ type: 'f', value: Float32Array.from(spec.map(([, v]) => v)) }]),
            ]),
          );
          connections.push(op(curveId, nodeId, `d|${channel}`));
        }
      }
    });
  }
  return [n('Objects', [], [...objects, ...extraObjects]), n('Connections', [], [...connections, ...extraConnections])];
}
function build(models: ModelSpec[], stacks: StackSpec[]): FbxDocument {
  return buildFbxDocument({ encoding: 'ascii', version: 7400, nodes: scene(models, stacks) });
}

// Reference maths (row-major).
type M = number[][];
const rad = (d: number): number => (d * Math.PI) / 180;
function mul(...ms: M[]): M {
  return ms.reduce((a, b) => a.map((row, r) => b[0]!.map((_, c) => row.reduce((s, _v, k) => s + a[r]![k]! * b[k]![c]!, 0))));
}
function Rx(d: number): M {
  const c = Math.cos(rad(d)), s = Math.sin(rad(d));
  return [[1, 0, 0], [0, c, -s], [0, s, c]];
}
function Rz(d: number): M {
  const c = Math.cos(rad(d)), s = Math.sin(rad(d));
  return [[c, -s, 0], [s, c, 0], [0, 0, 1]];
}
const linear = (m: Float64Array): M => [0, 1, 2].map((r) => [0, 1, 2].map((c) => m[c * 4 + r]!));
function expectLinear(actual: Float64Array, expected: M, tolerance = 1e-9): void {
  const a = linear(actual);
  let worst = 0;
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(a[r]![c]! - expected[r]![c]!));
  expect(worst, JSON.stringify(a)).to.be.at.most(tolerance);
}
/** Angle between two rotations (degrees). */
function angleBetween(a: M, b: M): number {
  let trace = 0;
  for (let i = 0; i < 3; i++) for (let k = 0; k < 3; k++) trace += a[k]![i]! * b[k]![i]!;
  return (Math.acos(Math.max(-1, Math.min(1, (trace - 1) / 2))) * 180) / Math.PI;
}
const translation = (m: Float64Array): number[] => [m[12]!, m[13]!, m[14]!].map((v) => Math.round(v * 1e9) / 1e9 + 0);
const round = (v: readonly number[]): number[] => v.map((x) => Math.round(x * 1e9) / 1e9 + 0);

// ---------------------------------------------------------------------------------------------

describe('fbx evaluate: animated channels', () => {
  const model: ModelSpec = { id: 1n, name: 'm', props: [vec('Lcl Translation', 10, 20, 30)] };

  it('drives channels from curves, channel defaults without curves, and leaves missing channels static', () => {
    const d = build([model], [{ name: 'take', layers: [{ nodes: [{ target: 1n, property: 'Lcl Translation', channels: { X: [[0, 0], [1, 2]], Y: 5 } }] }] }]);
    const stack = d.animation.stacks[0]!;
    expect(translation(evaluateScene(d, stack, sec(0.5)).get(1n)!.local)).to.deep.equal([1, 5, 30]);
    expect(translation(evaluateScene(d, stack, sec(1)).get(1n)!.local)).to.deep.equal([2, 5, 30]);
    expect(translation(evaluateScene(d, stack, sec(7)).get(1n)!.local)).to.deep.equal([2, 5, 30]);
    expect(translation(restScene(d).get(1n)!.local)).to.deep.equal([10, 20, 30]);
    expect(evaluateScene(d, stack, sec(0.5)).get(1n)!.transform.translation).to.deep.equal([1, 5, 30]);
  });

  it('moves children with an animated parent', () => {
    const d = build(
      [{ id: 1n, name: 'p' }, { id: 2n, name: 'c', parent: 1n, props: [vec('Lcl Translation', 0, 1, 0)] }],
      [{ name: 'take', layers: [{ nodes: [{ target: 1n, property: 'Lcl Rotation', channels: { X: 0, Y: 0, Z: [[0, 0], [1, 90]] } }] }] }],
    );
    const pose = evaluateScene(d, d.animation.stacks[0]!, sec(1));
    expect(translation(pose.get(2n)!.world)).to.deep.equal([-1, 0, 0]);
  });

  it('evaluates each stack with its own layers only', () => {
    const d = build(
      [model],
      [
        { name: 'a', start: 0, stop: 1, layers: [{ nodes: [{ target: 1n, property: 'Lcl Translation', channels: { X: 1, Y: 1, Z: 1 } }] }] },
        { name: 'b', start: 2, stop: 3, layers: [{ nodes: [{ target: 1n, property: 'Lcl Scaling', channels: { X: 2, Y: 2, Z: 2 } }] }] },
      ],
    );
    const a = evaluateScene(d, findStack(d, 'a')!, 0n).get(1n)!;
    const b = evaluateScene(d, findStack(d, 'b')!, 0n).get(1n)!;
    expect(a.transform.translation).to.deep.equal([1, 1, 1]);
    expect(a.transform.scaling).to.deep.equal([1, 1, 1]);
    expect(b.transform.translation).to.deep.equal([10, 20, 30]);
    expect(b.transform.scaling).to.deep.equal([2, 2, 2]);
    expect(stackTimeRange(d, findStack(d, 'b')!)).to.deep.equal({ start: sec(2), stop: sec(3) });
    expect(findStack(d, 'zzz')).to.equal(undefined);
  });

  it('blends any numeric property of any object (propertyAt)', () => {
    const d = buildFbxDocument({
      encoding: 'ascii',
      version: 7400,
      nodes: scene(
        [{ id: 1n, name: 'm', props: [['Visibility', 'Visibility', 1]] }],
        [{ name: 'take', layers: [{ nodes: [{ target: 1n, property: 'Visibility', channels: { Visibility: [[0, 1], [1, 0]] } }, { target: 50n, property: 'DeformPercent', channels: { DeformPercent: [[0, 0], [2, 100]] } }] }] }],
        [n('Deformer', [L(50n), S('SubDeformer::ch'), S('BlendShapeChannel')], [p70(['DeformPercent', 'Number', 0])])],
      ),
    });
    const evaluator = FbxSceneEvaluator.of(d);
    const stack = d.animation.stacks[0]!;
    expect(evaluator.propertyAt(1n, 'Visibility', stack, sec(0.25))).to.deep.equal([0.75]);
    expect(evaluator.propertyAt(1n, 'Visibility', null, sec(0.25))).to.deep.equal([1]);
    expect(round(evaluator.propertyAt(50n, 'DeformPercent', stack, sec(1))!)).to.deep.equal([50]);
    expect(evaluator.propertyAt(1n, 'Nope', stack, 0n)).to.equal(null);
    expect(FbxSceneEvaluator.of(d)).to.equal(evaluator);
  });
});

describe('fbx evaluate: animation layers', () => {
  const model: ModelSpec = { id: 1n, name: 'm', props: [vec('Lcl Translation', 10, 20, 30), vec('Lcl Scaling', 2, 2, 2)] };
  const base: LayerSpec = { nodes: [{ target: 1n, property: 'Lcl Translation', channels: { X: [[0, 0], [1, 2]], Y: 5 } }] };
  const additive = (props: Entry[] = []): LayerSpec => ({
    props: [['Weight', 'Number', 50], ...props],
    nodes: [{ target: 1n, property: 'Lcl Translation', channels: { X: 4, Z: 2 } }],
  });
  const override = (props: Entry[] = []): LayerSpec => ({
    props: [['Weight', 'Number', 25], ['BlendMode', 'enum', 1], ...props],
    nodes: [{ target: 1n, property: 'Lcl Translation', channels: { Y: 9 } }],
  });
  const at = (layers: LayerSpec[], seconds = 0.5): number[] => {
    const d = build([model], [{ name: 'take', layers }]);
    return round(evaluateScene(d, d.animation.stacks[0]!, sec(seconds)).get(1n)!.transform.translation);
  };

  it('lets the base layer override the static value even with the template blend mode (additive)', () => {
    expect(at([base])).to.deep.equal([1, 5, 30]);
    expect(at([{ ...base, props: [['BlendMode', 'enum', 0]] }])).to.deep.equal([1, 5, 30]);
  });

  it('adds an additive layer scaled by its weight', () => {
    expect(at([base, additive()])).to.deep.equal([1 + 0.5 * 4, 5, 30 + 0.5 * 2]);
  });

  it('override (1) replaces the value below whatever its weight; override-passthrough (2) lerps by its weight', () => {
    expect(at([base, additive(), override()])).to.deep.equal([3, 9, 31]);
    expect(at([base, additive(), override([['BlendMode', 'enum', 2]])])).to.deep.equal([3, 5 + 0.25 * (9 - 5), 31]);
    expect(at([base, additive(), override([['BlendMode', 'enum', 2], ['Weight', 'Number', 100]])])).to.deep.equal([3, 9, 31]);
    expect(at([base, additive([['Weight', 'Number', 0]])])).to.deep.equal([1, 5, 30]);
    // Weights are clamped to [0, 100].
    expect(at([base, additive(), override([['BlendMode', 'enum', 2], ['Weight', 'Number', 400]])])).to.deep.equal([3, 9, 31]);
  });

  it('the base layer sets the value whatever its weight', () => {
    expect(at([{ ...base, props: [['Weight', 'Number', 50]] }])).to.deep.equal([1, 5, 30]);
  });

  it('skips muted layers and, when any layer is soloed, all but the soloed ones', () => {
    expect(at([base, additive([['Mute', 'bool', 1]]), override([['BlendMode', 'enum', 2]])])).to.deep.equal([1, 6, 30]);
    // Only the passthrough layer takes part: it is not the base layer, so it lerps from the static value.
    expect(at([base, additive(), override([['Solo', 'bool', 1], ['BlendMode', 'enum', 2]])])).to.deep.equal([10, 20 + 0.25 * (9 - 20), 30]);
    expect(at([{ ...base, props: [['Mute', 'bool', 1]] }, additive()])).to.deep.equal([12, 20, 31]);
  });

  describe('rotation accumulation', () => {
    // Base rotation Rx(90); the additive layer rotates 30° about Z (XYZ order: R = Rz·Ry·Rx).
    const rotationScene = (second: LayerSpec): Float64Array => {
      const d = build([{ id: 1n, name: 'm' }], [{ name: 'take', layers: [{ nodes: [{ target: 1n, property: 'Lcl Rotation', channels: { X: 90, Y: 0, Z: 0 } }] }, second] }]);
      return evaluateScene(d, d.animation.stacks[0]!, 0n).get(1n)!.local;
    };
    const additiveRotation = (mode: number, weight: number): LayerSpec => ({
      props: [['Weight', 'Number', weight], ['RotationAccumulationMode', 'enum', mode]],
      nodes: [{ target: 1n, property: 'Lcl Rotation', channels: { X: 0, Y: 0, Z: 30 } }],
    });

    it('by layer (0): composes the layer rotation, scaled along its arc, in the node frame (R_below · R_layer^w)', () => {
      expectLinear(rotationScene(additiveRotation(0, 100)), mul(Rx(90), Rz(30)));
      expectLinear(rotationScene(additiveRotation(0, 50)), mul(Rx(90), Rz(15)));
    });

    it('by channel (1): adds the Euler angles', () => {
      expectLinear(rotationScene(additiveRotation(1, 100)), mul(Rz(30), Rx(90)));
      expectLinear(rotationScene(additiveRotation(1, 50)), mul(Rz(15), Rx(90)));
      // Control: the two modes differ here.
      expect(angleBetween(mul(Rx(90), Rz(30)), mul(Rz(30), Rx(90)))).to.be.greaterThan(10);
    });

    it('override-passthrough by layer slerps between the two rotations; override takes the layer\'s', () => {
      const layered = (mode: number) =>
        build(
          [{ id: 1n, name: 'm' }],
          [
            {
              name: 'take',
              layers: [
                { nodes: [{ target: 1n, property: 'Lcl Rotation', channels: { X: 0, Y: 0, Z: 90 } }] },
                { props: [['Weight', 'Number', 50], ['BlendMode', 'enum', mode]], nodes: [{ target: 1n, property: 'Lcl Rotation', channels: { X: 90, Y: 0, Z: 0 } }] },
              ],
            },
          ],
        );
      const replaced = layered(1);
      expectLinear(evaluateScene(replaced, replaced.animation.stacks[0]!, 0n).get(1n)!.local, Rx(90));
      const d = layered(2);
      const r = linear(evaluateScene(d, d.animation.stacks[0]!, 0n).get(1n)!.local);
      // Rz(90) and Rx(90) are 120° apart; the midpoint is 60° from each.
      expect(angleBetween(Rz(90), Rx(90))).to.be.closeTo(120, 1e-9);
      expect(angleBetween(r, Rz(90))).to.be.closeTo(60, 1e-9);
      expect(angleBetween(r, Rx(90))).to.be.closeTo(60, 1e-9);
    });
  });

  describe('scale accumulation', () => {
    const scaled = (props: Entry[]): number[] => {
      const d = build([model], [{ name: 'take', layers: [base, { props: [['Weight', 'Number', 50], ...props], nodes: [{ target: 1n, property: 'Lcl Scaling', channels: { X: 4, Y: 1, Z: 9 } }] }] }]);
      return round(evaluateScene(d, d.animation.stacks[0]!, 0n).get(1n)!.transform.scaling);
    };
    it('multiply (0): v · x^w', () => expect(scaled([])).to.deep.equal([4, 2, 6]));
    it('additive (1): v + w·x', () => expect(scaled([['ScaleAccumulationMode', 'enum', 1]])).to.deep.equal([4, 2.5, 6.5]));
    it('override: the layer\'s value', () => expect(scaled([['BlendMode', 'enum', 1]])).to.deep.equal([4, 1, 9]));
    it('override-passthrough, multiply (0): v^(1−w) · x^w', () => {
      expect(scaled([['BlendMode', 'enum', 2]])).to.deep.equal(round([Math.sqrt(8), Math.sqrt(2), Math.sqrt(18)]));
    });
    it('override-passthrough, additive (1): lerp', () => {
      expect(scaled([['BlendMode', 'enum', 2], ['ScaleAccumulationMode', 'enum', 1]])).to.deep.equal([3, 1.5, 5.5]);
    });
  });

  it('gives the same pose for the scene written as binary FBX and read back', () => {
    const nodes = scene([model], [{ name: 'take', layers: [base, additive(), override()] }]);
    const ascii = buildFbxDocument({ encoding: 'ascii', version: 7400, nodes });
    const binary = buildFbxDocument(readBinaryFbx(writeBinaryFbx(nodes, { version: 7400 })));
    const a = evaluateScene(ascii, ascii.animation.stacks[0]!, sec(0.5)).get(1n)!;
    const b = evaluateScene(binary, binary.animation.stacks[0]!, sec(0.5)).get(1n)!;
    expect(Array.from(b.world)).to.deep.equal(Array.from(a.world));
    expect(round(b.transform.translation)).to.deep.equal([3, 9, 31]);
  });
});
