import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { isBinaryFbx, readBinaryFbx } from '../src/binary-reader.js';
import { readAsciiFbx } from '../src/ascii-reader.js';
import {
  buildFbxDocument,
  curveKeys,
  objectsOfType,
  childObjects,
  ticksToSeconds,
  type FbxDocument,
  type FbxPropertyEntry,
  type FbxValue,
} from '../src/document.js';
import { FIXTURES } from '../../../fixtures/root.mjs';

const CORPUS = path.join(FIXTURES, 'fbx');

function load(name: string): FbxDocument {
  const bytes = readFileSync(path.join(CORPUS, name));
  return buildFbxDocument(isBinaryFbx(bytes) ? readBinaryFbx(bytes) : readAsciiFbx(bytes));
}

const SAUSAGE_BINARY = 'ufbx_maya_game_sausage_7500_binary_combined.fbx';
const SAUSAGE_ASCII = 'ufbx_maya_game_sausage_7500_ascii_combined.fbx';
const FRAME_24 = 46186158000n / 24n;

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b)) || (Number.isNaN(a) && Number.isNaN(b));
}

/** Values compared across encodings: numbers and bigints by value (to 1e-6), strings exactly. */
function sameValues(a: readonly FbxValue[], b: readonly FbxValue[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i]!;
    if (typeof x === 'string' || typeof y === 'string') return x === y;
    if (x instanceof Uint8Array || y instanceof Uint8Array) return x instanceof Uint8Array && y instanceof Uint8Array && Buffer.from(x).equals(Buffer.from(y));
    if (typeof x === 'bigint' && typeof y === 'bigint') return x === y;
    return close(Number(x), Number(y));
  });
}

function entryKey(e: FbxPropertyEntry): string {
  return `${e.name}|${e.type}|${e.label}|${e.flags}|${e.source}`;
}

describe('fbx document: corpus', () => {
  const files = readdirSync(CORPUS).filter((f) => f.endsWith('.fbx')).sort();

  it('finds the seven corpus files (control)', () => {
    expect(files).to.have.length(7);
  });

  for (const file of files) {
    it(`builds a document for ${file} without warnings`, () => {
      const d = load(file);
      expect(d.objects.size).to.be.greaterThan(0);
      expect(d.warnings).to.deep.equal([]);
      for (const o of d.objects.values()) {
        // Every property of every object reads through the generic accessors' checks.
        for (const e of o.properties.entries()) expect(e.path.startsWith(e.source === 'own' ? o.path : 'Definitions/')).to.equal(true);
      }
    });
  }

  describe('the sausage scene: binary and ASCII give equal documents', () => {
    const binary = load(SAUSAGE_BINARY);
    const ascii = load(SAUSAGE_ASCII);
    // The two files are separate exports of one scene: Maya gave every object a fresh id, so the ids
    // differ, but the objects come in the same order. Ids are matched by position (checked to agree
    // in type, prefix, name and subclass), and everything that refers to an id is compared through
    // that map: 201 connections matching exactly is what makes the correspondence trustworthy.
    const binaryObjects = [...binary.objects.values()];
    const asciiObjects = [...ascii.objects.values()];
    const idMap = new Map<bigint, bigint>(binaryObjects.map((o, i) => [o.id, asciiObjects[i]?.id ?? -1n]));
    idMap.set(0n, 0n);
    const mapped = (id: bigint): bigint => idMap.get(id) ?? -1n;

    it('has the same objects in the same order: types, class prefixes, names, subclasses, templates', () => {
      expect(binary.encoding).to.equal('binary');
      expect(ascii.encoding).to.equal('ascii');
      const shape = (list: typeof binaryObjects) => list.map((o) => [o.type, o.classPrefix, o.name, o.subclass, o.templateName]);
      expect(shape(binaryObjects)).to.deep.equal(shape(asciiObjects));
      expect(binaryObjects).to.have.length(157);
      expect(new Set(idMap.values()).size).to.equal(idMap.size);
    });

    it('has the same property values (to 1e-6) on every object and template', () => {
      let compared = 0;
      for (const [id, b] of binary.objects) {
        const a = ascii.objects.get(mapped(id))!;
        const be = b.properties.entries();
        const ae = a.properties.entries();
        expect(be.map(entryKey), b.path).to.deep.equal(ae.map(entryKey));
        be.forEach((entry, i) => {
          expect(sameValues(entry.values, ae[i]!.values), `${entry.path}: ${entry.values} vs ${ae[i]!.values}`).to.equal(true);
          compared += 1;
        });
      }
      expect(compared).to.equal(584);
      // Typed reads agree whatever type letter each encoding used (KTime is I in ASCII when small, L in binary).
      for (const stack of binary.animation.stacks) {
        const other = ascii.objects.get(mapped(stack.id))!;
        expect(stack.object.properties.bigintTime('LocalStart')).to.equal(other.properties.bigintTime('LocalStart'));
      }
    });

    it('has the same connections (through the id map) and GlobalSettings', () => {
      const list = (d: FbxDocument, map: (id: bigint) => bigint) => d.connections.list.map((c) => [c.kind, map(c.child), map(c.parent), c.property]);
      expect(list(binary, mapped)).to.deep.equal(list(ascii, (id) => id));
      expect(binary.connections.list).to.have.length(201);
      const settings = (d: FbxDocument) => {
        const { properties: _p, path: _path, ...rest } = d.globalSettings;
        return rest;
      };
      expect(settings(binary)).to.deep.equal(settings(ascii));
      expect(binary.activeStackName).to.equal(ascii.activeStackName);
      expect(binary.takes.list.map((t) => [t.name, t.localTime, t.referenceTime])).to.deep.equal(ascii.takes.list.map((t) => [t.name, t.localTime, t.referenceTime]));
    });

    it('has the same stacks, layers, curve nodes and curves (times exact, values and tangents to 1e-6 relative)', () => {
      const stackShape = (d: FbxDocument, map: (id: bigint) => bigint) =>
        d.animation.stacks.map((s) => [map(s.id), s.name, s.localStart, s.localStop, s.referenceStart, s.referenceStop, s.layers.map((l) => [map(l.id), l.weight, l.curveNodes.map((n) => map(n.id))])]);
      expect(stackShape(binary, mapped)).to.deep.equal(stackShape(ascii, (id) => id));
      expect(binary.animation.curves.size).to.equal(90);
      let keys = 0;
      for (const [id, b] of binary.animation.curves) {
        const a = ascii.animation.curves.get(mapped(id))!;
        expect([...b.times]).to.deep.equal([...a.times]);
        // Values are float32 in both; the ASCII export printed them rounded, so they agree to 1e-6 relative.
        expect(b.values.length).to.equal(a.values.length);
        b.values.forEach((v, i) => expect(close(v, a.values[i]!), `${b.object.path} key ${i}: ${v} vs ${a.values[i]}`).to.equal(true));
        expect([...b.keyAttribute]).to.deep.equal([...a.keyAttribute]);
        expect(b.attributes).to.have.length(a.attributes.length);
        b.attributes.forEach((attr, i) => {
          const other = a.attributes[i]!;
          for (const [k, v] of Object.entries(attr)) {
            const w = (other as unknown as Record<string, unknown>)[k];
            if (typeof v === 'number') expect(close(v, w as number), `${b.object.path} attribute ${i} ${k}`).to.equal(true);
            else expect(v).to.deep.equal(w);
          }
        });
        expect(close(b.defaultValue!, a.defaultValue!)).to.equal(true);
        expect([b.keyVersion, b.preExtrapolation, b.postExtrapolation]).to.deep.equal([a.keyVersion, a.preExtrapolation, a.postExtrapolation]);
        keys += b.times.length;
      }
      expect(keys).to.equal(1860);
      for (const [id, node] of binary.animation.curveNodes) {
        const other = ascii.animation.curveNodes.get(mapped(id))!;
        expect(node.targets.map((t) => [mapped(t.id), t.property])).to.deep.equal(other.targets.map((t) => [t.id, t.property]));
        expect(node.channels.map((c) => [c.property, c.curve === null ? null : mapped(c.curve.id)])).to.deep.equal(
          other.channels.map((c) => [c.property, c.curve?.id ?? null]),
        );
        node.channels.forEach((c, i) => expect(close(c.defaultValue!, other.channels[i]!.defaultValue!), `${node.object.path} ${c.property}`).to.equal(true));
      }
    });

    it('has three stacks one after another at 24 fps, constant and cubic keys', () => {
      const d = binary;
      expect(d.globalSettings.frameRate).to.equal(24);
      expect(d.globalSettings.timeMode).to.equal(11);
      expect([d.globalSettings.timeSpanStart, d.globalSettings.timeSpanStop]).to.deep.equal([FRAME_24, 384884650000n]);
      expect(d.animation.stacks.map((s) => [s.name, s.localStart! / FRAME_24, s.localStop! / FRAME_24, s.localStop! % FRAME_24])).to.deep.equal([
        ['wiggle', 1n, 20n, 0n],
        ['spin', 20n, 40n, 0n],
        ['deform', 40n, 60n, 0n],
      ]);
      expect(ticksToSeconds(d.animation.stacks[2]!.localStop!)).to.equal(2.5);
      const kinds = new Set<string>();
      for (const c of d.animation.curves.values()) for (const k of curveKeys(c)) kinds.add(k.attribute.interpolation);
      expect([...kinds].sort()).to.deep.equal(['constant', 'cubic']);
      const driven = new Map<string, number>();
      for (const stack of d.animation.stacks) {
        expect(stack.layers).to.have.length(1);
        for (const node of stack.layers[0]!.curveNodes) {
          expect(node.targets).to.have.length(1);
          expect(d.objects.get(node.targets[0]!.id)!.type).to.equal('Model');
          const key = `${node.targets[0]!.property}: ${node.channels.map((c) => c.name).join(',')}`;
          driven.set(key, (driven.get(key) ?? 0) + 1);
        }
      }
      expect(Object.fromEntries(driven)).to.deep.equal({
        'Lcl Translation: X,Y,Z': 9,
        'Lcl Rotation: X,Y,Z': 9,
        'Lcl Scaling: X,Y,Z': 9,
        'Visibility: Visibility': 9,
        'lockInfluenceWeights: lockInfluenceWeights': 9,
      });
    });

    it('names the 4 joints, the skin and its 3 clusters, and the bind pose', () => {
      expect(objectsOfType(binary, 'Model', 'LimbNode').map((o) => o.name)).to.deep.equal(['joint1', 'joint2', 'joint3', 'joint4']);
      const [skin] = objectsOfType(binary, 'Deformer', 'Skin');
      const clusters = childObjects(binary, skin!.id);
      expect(clusters.map((c) => [c.classPrefix, c.subclass])).to.deep.equal([
        ['SubDeformer', 'Cluster'],
        ['SubDeformer', 'Cluster'],
        ['SubDeformer', 'Cluster'],
      ]);
      expect(objectsOfType(binary, 'Pose').map((o) => [o.name, o.subclass])).to.deep.equal([['skinCluster1', 'BindPose']]);
      const joint1 = objectsOfType(binary, 'Model', 'LimbNode')[0]!;
      expect(joint1.properties.vec3('PreRotation')).to.deep.equal([0, -0, 90]);
      expect(joint1.properties.vec3('Lcl Scaling')).to.deep.equal([1, 1, 1]); // template default
      expect(joint1.properties.enum('InheritType')).to.equal(1);
    });
  });

  describe('ufbx_maya_anim_interpolation_7700_ascii', () => {
    const d = load('ufbx_maya_anim_interpolation_7700_ascii.fbx');

    it('decodes the constant, constant-next, linear and cubic keys the SDK comment lists', () => {
      expect(d.animation.curves.size).to.equal(1);
      const curve = [...d.animation.curves.values()][0]!;
      const keys = curveKeys(curve);
      expect(keys.map((k) => Number(k.time / 1539538600n))).to.deep.equal([0, 10, 20, 25, 30, 35, 40, 45, 50, 55]);
      expect(keys.map((k) => k.value)).to.deep.equal([0, -2, -4, -6, -8, -10, -12, -14, -16, -14]);
      // The file's comment: Cubic|TangeantUser|WeightedRight|WeightedNextLeft, Linear, Constant|ConstantStandard,
      // Constant|ConstantNext, Constant|ConstantStandard, Linear, Constant|ConstantNext, Constant|ConstantStandard,
      // Constant|ConstantNext, Cubic|TangeantUser
      expect(keys.map((k) => (k.attribute.interpolation === 'constant' ? `constant-${k.attribute.constantMode}` : k.attribute.interpolation))).to.deep.equal([
        'cubic', 'linear', 'constant-standard', 'constant-next', 'constant-standard', 'linear', 'constant-next', 'constant-standard', 'constant-next', 'cubic',
      ]);
      const first = keys[0]!.attribute;
      expect([first.tangentMode, first.weightedRight, first.weightedNextLeft]).to.deep.equal(['user', true, true]);
      // RightSlope:-44.2699, NextLeftSlope:-43.9211, RightWeight:0.20212, NextLeftWeight:0.205021
      expect(first.rightSlope).to.be.closeTo(-44.2699, 5e-5);
      expect(first.nextLeftSlope).to.be.closeTo(-43.9211, 5e-5);
      expect(first.rightWeight).to.be.closeTo(0.20212, 5e-7);
      expect(first.nextLeftWeight).to.be.closeTo(0.205021, 5e-7);
      // Key 1 (linear): RightSlope:-6, NextLeftSlope:-6, weights 0.333333.
      expect([keys[1]!.attribute.rightSlope, keys[1]!.attribute.nextLeftSlope]).to.deep.equal([-6, -6]);
      expect(keys[1]!.attribute.rightWeight).to.be.closeTo(0.333333, 5e-7);
      expect(keys[9]!.attribute.tangentMode).to.equal('user');
      expect(keys[9]!.attribute.weightedRight).to.equal(false);
    });

    it('ties the curve to Lcl Translation X of pCube1 and reads 30 fps', () => {
      const [node] = [...d.animation.curveNodes.values()].filter((n) => n.channels.some((c) => c.curve !== null));
      const model = d.objects.get(node!.targets[0]!.id)!;
      expect([model.name, model.subclass, node!.targets[0]!.property]).to.deep.equal(['pCube1', 'Mesh', 'Lcl Translation']);
      expect(node!.channels.map((c) => [c.name, c.defaultValue, c.curve !== null])).to.deep.equal([['X', -14, true], ['Y', 0, false], ['Z', 0, false]]);
      const g = d.globalSettings;
      expect([g.timeMode, g.frameRate, g.customFrameRate, g.timeSpanStart, g.timeSpanStop]).to.deep.equal([6, 30, -1, 0n, 4664801958000n]);
      const [stack] = d.animation.stacks;
      expect([stack!.name, stack!.localStart, ticksToSeconds(stack!.localStop!)]).to.deep.equal(['Take 001', 0n, 2]);
      expect(d.activeStackName).to.equal('Take 001');
      expect(d.takes.list.map((t) => [t.name, t.localTime])).to.deep.equal([['Take 001', { start: 0n, stop: 92372316000n }]]);
    });
  });

  it('ufbx_blender_293_half_skinned_7400_binary: unit scale 100, no stack', () => {
    const d = load('ufbx_blender_293_half_skinned_7400_binary.fbx');
    const g = d.globalSettings;
    expect([g.unitScaleFactor, g.originalUnitScaleFactor, g.upAxis, g.frameRate]).to.deep.equal([100, 100, 1, 24]);
    expect(d.animation.stacks).to.deep.equal([]);
    expect(objectsOfType(d, 'Model', 'LimbNode')).to.have.length(2);
    expect(objectsOfType(d, 'Deformer', 'Cluster')).to.have.length(1);
    expect(d.creator).to.match(/^Blender/);
  });

  it('assimp_animation_with_skeleton: 16 limb nodes, 14 clusters, 136 linear curves with 284 keys', () => {
    const d = load('assimp_animation_with_skeleton.fbx');
    expect(objectsOfType(d, 'Model', 'LimbNode')).to.have.length(16);
    expect(objectsOfType(d, 'Deformer', 'Cluster')).to.have.length(14);
    expect(d.animation.stacks.map((s) => s.name)).to.deep.equal(['Armature|ArmatureAction']);
    expect(d.animation.curves.size).to.equal(136);
    let keys = 0;
    for (const c of d.animation.curves.values()) {
      keys += c.times.length;
      for (const k of curveKeys(c)) expect(k.attribute.interpolation).to.equal('linear');
    }
    expect(keys).to.equal(284);
    const stack = d.animation.stacks[0]!;
    expect(ticksToSeconds(stack.localStop!)).to.be.closeTo(0.833, 0.001);
    expect([d.globalSettings.timeMode, d.globalSettings.frameRate, d.globalSettings.unitScaleFactor]).to.deep.equal([11, 24, 1]);
  });

  it('animsmith_rigged_triangle: a Null bone driven by one cubic curve over 1 s, TimeMode unset', () => {
    const d = load('animsmith_rigged_triangle.fbx');
    const stack = d.animation.stacks[0]!;
    expect([stack.name, stack.localStart, stack.localStop]).to.deep.equal(['take', 0n, 46186158000n]);
    const node = stack.layers[0]!.curveNodes[0]!;
    expect(d.objects.get(node.targets[0]!.id)!.subclass).to.equal('Null');
    const curve = node.channels[0]!.curve!;
    expect(curveKeys(curve).map((k) => [k.time, k.value, k.attribute.interpolation, k.attribute.tangentMode])).to.deep.equal([
      [0n, 0, 'cubic', 'auto'],
      [46186158000n, 100, 'cubic', 'auto'],
    ]);
    expect(d.globalSettings.frameRate).to.equal(null);
    expect(d.globalSettings.defaulted).to.include('TimeMode');
  });

  describe('ufbx_maya_transformed_skin_6100_ascii (FBX 6.1)', () => {
    const d = load('ufbx_maya_transformed_skin_6100_ascii.fbx');

    it('lists the models with their Properties60 values', () => {
      expect(d.layout).to.equal('fbx6');
      expect(objectsOfType(d, 'Model').map((o) => [o.name, o.subclass])).to.deep.equal([
        ['pCube1', 'Mesh'],
        ['joint1', 'LimbNode'],
        ['joint2', 'LimbNode'],
        ['joint3', 'LimbNode'],
      ]);
      const cube = objectsOfType(d, 'Model')[0]!;
      expect(cube.properties.vec3('Lcl Translation')).to.deep.equal([4, 0, 2]);
      expect(cube.properties.vec3('Lcl Rotation')).to.deep.equal([0, 45, 0]);
      expect(cube.properties.enum('InheritType')).to.equal(1);
      expect(objectsOfType(d, 'Deformer', 'Cluster').map((o) => o.name)).to.deep.equal(['Cluster joint1', 'Cluster joint2', 'Cluster joint3']);
    });

    it('resolves the name-based connections into the joint chain', () => {
      const joint = (name: string) => d.legacyNames.get(`Model::${name}`)!;
      expect(childObjects(d, 0n).map((o) => o.name)).to.deep.equal(['pCube1', 'joint1']);
      expect(childObjects(d, joint('joint1')).map((o) => o.name)).to.deep.equal(['joint2']);
      expect(childObjects(d, joint('joint2')).map((o) => o.name)).to.deep.equal(['joint3']);
      expect(d.connections.list).to.have.length(12);
    });

    it('reads the take and the GlobalSettings', () => {
      expect(d.takes.current).to.equal('Take 001');
      const [take] = d.takes.list;
      expect([take!.name, take!.localTime, take!.referenceTime]).to.deep.equal(['Take 001', { start: 0n, stop: 38488465000n }, { start: 0n, stop: 38488465000n }]);
      const cube = take!.objects.find((o) => o.fullName === 'Model::pCube1')!;
      expect(cube.id).to.equal(d.legacyNames.get('Model::pCube1'));
      const keyed = cube.channels.filter((c) => c.keyCount !== null);
      expect(keyed.map((c) => [c.path, c.keyCount])).to.deep.equal([['Transform/T/X', 1], ['Transform/T/Z', 2], ['Transform/R/Y', 2]]);
      expect(keyed.reduce((sum, c) => sum + c.keyCount!, 0)).to.equal(5);
      expect(keyed[1]!.keyData).to.deep.equal([0, 4, 'U', 's', 0, 0, 'n', 15395386000n, 2, 'U', 's', 0, 0, 'n']);
      const g = d.globalSettings;
      expect([g.path, g.timeMode, g.frameRate, g.timeSpanStop]).to.deep.equal(['Objects/GlobalSettings', 11, 24, 192442325000n]);
      // The take is the file's one stack (decoded keys: see fbx-reference.test.ts for the poses).
      expect(d.animation.stacks.map((s) => [s.name, s.localStart, s.localStop])).to.deep.equal([['Take 001', 0n, 38488465000n]]);
    });
  });
});
