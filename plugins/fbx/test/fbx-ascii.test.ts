import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { isAsciiFbx, readAsciiFbx } from '../src/ascii-reader.js';
import { readBinaryFbx } from '../src/binary-reader.js';
import {
  DEFAULT_FBX_LIMITS,
  FbxReadError,
  type FbxFile,
  type FbxNode,
  type FbxProperty,
  type FbxReadLimits,
} from '../src/fbx-tree.js';
import { FIXTURES } from '../../../fixtures/root.mjs';

const CORPUS = path.join(FIXTURES, 'fbx');
const ASCII_FILES = {
  sausage: 'ufbx_maya_game_sausage_7500_ascii_combined.fbx',
  interpolation: 'ufbx_maya_anim_interpolation_7700_ascii.fbx',
  legacy: 'ufbx_maya_transformed_skin_6100_ascii.fbx',
  triangle: 'animsmith_rigged_triangle.fbx',
} as const;
const BINARY_FILES = [
  'assimp_animation_with_skeleton.fbx',
  'ufbx_maya_game_sausage_7500_binary_combined.fbx',
  'ufbx_blender_293_half_skinned_7400_binary.fbx',
];

function corpus(name: string): Uint8Array {
  return readFileSync(path.join(CORPUS, name));
}

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** Parse a snippet; a version comment is prepended unless the text brings its own header. */
function parse(text: string, limits?: FbxReadLimits): FbxFile {
  return readAsciiFbx(utf8(text), limits);
}

function parseBody(body: string, limits?: FbxReadLimits): readonly FbxNode[] {
  return parse(`; FBX 7.4.0 project file\n${body}`, limits).nodes;
}

/** The FbxReadError `text` raises; fails the test on success or on any other error. */
function errorOf(text: string | Uint8Array, limits?: FbxReadLimits): FbxReadError {
  try {
    readAsciiFbx(typeof text === 'string' ? utf8(text) : text, limits);
  } catch (error) {
    if (!(error instanceof FbxReadError)) throw new Error(`expected an FbxReadError, got ${String(error)}`);
    expect(error.where).to.match(/^line [1-9][0-9]*$/);
    expect(error.message).to.not.match(/[\r\n]/);
    return error;
  }
  throw new Error('expected an FbxReadError, but the text parsed');
}

function expectError(text: string, line: number, reason: RegExp, limits?: FbxReadLimits): void {
  const error = errorOf(text, limits);
  expect(error.where, error.message).to.equal(`line ${line}`);
  expect(error.message).to.match(reason);
}

function child(node: FbxNode | FbxFile, name: string, index = 0): FbxNode {
  const list = 'nodes' in node ? node.nodes : node.children;
  const found = list.filter((n) => n.name === name)[index];
  if (found === undefined) throw new Error(`no child '${name}' #${index}`);
  return found;
}

function only(node: FbxNode): FbxProperty {
  expect(node.properties, node.name).to.have.length(1);
  return node.properties[0]!;
}

function values(property: FbxProperty): unknown[] {
  return Array.from(property.value as ArrayLike<unknown>);
}

function countNodes(nodes: readonly FbxNode[]): number {
  let n = 0;
  for (const node of nodes) n += 1 + countNodes(node.children);
  return n;
}

describe('fbx ascii reader: corpus', () => {
  const expected = [
    [ASCII_FILES.sausage, 7500, ['FBXHeaderExtension', 'GlobalSettings', 'Documents', 'References', 'Definitions', 'Objects', 'Connections', 'Takes']],
    [ASCII_FILES.interpolation, 7700, ['FBXHeaderExtension', 'GlobalSettings', 'Documents', 'References', 'Definitions', 'Objects', 'Connections', 'Takes']],
    [ASCII_FILES.legacy, 6100, ['FBXHeaderExtension', 'Document', 'References', 'Definitions', 'Objects', 'Connections', 'Takes', 'Version5']],
    [ASCII_FILES.triangle, 7400, ['FBXHeaderExtension', 'GlobalSettings', 'Definitions', 'Objects', 'Connections']],
  ] as const;

  for (const [file, version, topLevel] of expected) {
    it(`${file} is ASCII FBX ${version} and parses`, () => {
      const bytes = corpus(file);
      expect(isAsciiFbx(bytes)).to.equal(true);
      const fbx = readAsciiFbx(bytes);
      expect(fbx.encoding).to.equal('ascii');
      expect(fbx.version).to.equal(version);
      expect(fbx.nodes.map((n) => n.name)).to.deep.equal(topLevel);
    });
  }

  it('the binary corpus files are not ASCII and are refused with a line', () => {
    for (const file of BINARY_FILES) {
      const bytes = corpus(file);
      expect(isAsciiFbx(bytes), file).to.equal(false);
      const error = errorOf(bytes);
      expect(error.where).to.equal('line 1');
      expect(error.message).to.match(/binary FBX/);
    }
  });

  it('sausage 7500: node count, node lines, ids and arrays', () => {
    const fbx = readAsciiFbx(corpus(ASCII_FILES.sausage));
    expect(countNodes(fbx.nodes)).to.equal(1541);
    const header = child(fbx, 'FBXHeaderExtension');
    expect(header.at).to.equal(4);
    expect(only(child(header, 'FBXVersion'))).to.deep.equal({ type: 'I', value: 7500 });
    const geometry = child(child(fbx, 'Objects'), 'Geometry');
    // `Geometry: 2518830167680, "Geometry::", "Mesh" {` — an id past int32 is a lossless bigint.
    expect(geometry.properties).to.deep.equal([
      { type: 'L', value: 2518830167680n },
      { type: 'S', value: 'Geometry::' },
      { type: 'S', value: 'Mesh' },
    ]);
    const vertices = child(geometry, 'Vertices');
    expect(vertices.at).to.equal(281);
    const v = only(vertices);
    expect(v.type).to.equal('d');
    expect(values(v)).to.have.length(72);
    expect(values(v).slice(0, 4)).to.deep.equal([-0.5, 0.0147619247436523, 0.5, 0.5]);
    const pvi = only(child(geometry, 'PolygonVertexIndex'));
    expect(pvi.type).to.equal('i');
    expect(values(pvi).slice(0, 4)).to.deep.equal([21, 22, 3, -3]);
    const curve = child(child(fbx, 'Objects'), 'AnimationCurve');
    const keyTime = only(child(curve, 'KeyTime'));
    expect(keyTime.type).to.equal('l');
    expect(values(keyTime).slice(0, 2)).to.deep.equal([1924423250n, 3848846500n]);
    // `KeyAttrFlags: *1 { a: 2 }` after a `;KeyAttrFlags: Constant|ConstantStandard` comment line.
    expect(only(child(curve, 'KeyAttrFlags'))).to.deep.include({ type: 'i' });
    // KeyAttrDataFloat's integers are float bits: `218434821` is the float 4.0999461e-31.
    const data = only(child(curve, 'KeyAttrDataFloat'));
    expect(data.type).to.equal('f');
    expect(values(data)).to.deep.equal([0, 0, Math.fround(4.099946090724554e-31), 0]);
  });

  it('anim interpolation 7700: KeyAttrDataFloat bits include negative int32 spellings', () => {
    const fbx = readAsciiFbx(corpus(ASCII_FILES.interpolation));
    const curve = child(child(fbx, 'Objects'), 'AnimationCurve');
    const data = only(child(curve, 'KeyAttrDataFloat'));
    expect(data.type).to.equal('f');
    // -1061158912 is 0xC0C00000, the float -6; -1052770304 is 0xC1400000, the float -12.
    expect(values(data).slice(4, 6)).to.deep.equal([-6, -6]);
    expect(values(data)[13]).to.equal(-12);
    expect(values(only(child(curve, 'KeyTime')))).to.have.length(10);
  });

  it('FBX 6.1: plain value lists stay scalar properties, across continuation lines', () => {
    const fbx = readAsciiFbx(corpus(ASCII_FILES.legacy));
    const mesh = child(child(fbx, 'Objects'), 'Model');
    expect(mesh.properties).to.deep.equal([
      { type: 'S', value: 'Model::pCube1' },
      { type: 'S', value: 'Mesh' },
    ]);
    expect(child(mesh, 'Properties60').children[0]!.name).to.equal('Property');
    // Line 154 ends with `-0.5`; line 155 continues with `,2,-0.5,...`.
    const vertices = child(mesh, 'Vertices');
    expect(vertices.at).to.equal(154);
    expect(vertices.properties).to.have.length(60);
    expect(vertices.properties.slice(0, 3)).to.deep.equal([
      { type: 'D', value: -0.5 },
      { type: 'I', value: -2 },
      { type: 'D', value: 0.5 },
    ]);
    expect(vertices.properties[31]).to.deep.equal({ type: 'I', value: 2 });
    expect(child(mesh, 'PolygonVertexIndex').properties).to.have.length(72);
    expect(only(child(mesh, 'Shading'))).to.deep.equal({ type: 'S', value: 'T' });
    const cluster = child(child(fbx, 'Objects'), 'Deformer', 1);
    expect(child(cluster, 'Transform').properties).to.have.length(16);
    expect(child(cluster, 'Transform').properties[0]).to.deep.equal({ type: 'D', value: 6.12323399573677e-17 });
    // Takes: `Key: 0,4,U,s,0,0,n,15395386000,2,U,s,0,0,n` mixes numbers and bare letters.
    const take = child(child(fbx, 'Takes'), 'Take');
    const z = child(child(child(child(take, 'Model'), 'Channel'), 'Channel'), 'Channel', 2);
    expect(child(z, 'Key').properties).to.deep.equal([
      { type: 'I', value: 0 },
      { type: 'I', value: 4 },
      { type: 'S', value: 'U' },
      { type: 'S', value: 's' },
      { type: 'I', value: 0 },
      { type: 'I', value: 0 },
      { type: 'S', value: 'n' },
      { type: 'L', value: 15395386000n },
      { type: 'I', value: 2 },
      { type: 'S', value: 'U' },
      { type: 'S', value: 's' },
      { type: 'I', value: 0 },
      { type: 'I', value: 0 },
      { type: 'S', value: 'n' },
    ]);
    expect(only(child(child(take, 'Model'), 'Version'))).to.deep.equal({ type: 'D', value: 1.1 });
    expect(child(child(fbx, 'Connections'), 'Connect').properties.map((p) => p.value)).to.deep.equal([
      'OO',
      'Model::pCube1',
      'Model::Scene',
    ]);
  });

  it('the compact hand-written rigged triangle', () => {
    const fbx = readAsciiFbx(corpus(ASCII_FILES.triangle));
    expect(countNodes(fbx.nodes)).to.equal(88);
    const definitions = child(fbx, 'Definitions');
    // `ObjectType: "Model" { Count: 2 }` on one line.
    const model = child(definitions, 'ObjectType');
    expect(model.properties).to.deep.equal([{ type: 'S', value: 'Model' }]);
    expect(model.children.map((c) => [c.name, c.properties, c.at])).to.deep.equal([
      ['Count', [{ type: 'I', value: 2 }], 25],
    ]);
    const objects = child(fbx, 'Objects');
    const geometry = child(objects, 'Geometry');
    expect(only(child(geometry, 'Vertices'))).to.deep.equal({
      type: 'i',
      value: Int32Array.of(0, 0, 0, 100, 0, 0, 0, 100, 0),
    });
    expect(only(child(geometry, 'PolygonVertexIndex'))).to.deep.equal({ type: 'i', value: Int32Array.of(0, 1, -3) });
    // `AnimationLayer: 3002, "AnimLayer::BaseLayer", "" {}`: small ids are int32.
    const layer = child(objects, 'AnimationLayer');
    expect(layer.properties).to.deep.equal([
      { type: 'I', value: 3002 },
      { type: 'S', value: 'AnimLayer::BaseLayer' },
      { type: 'S', value: '' },
    ]);
    expect(layer.children).to.deep.equal([]);
    const curve = child(objects, 'AnimationCurve');
    expect(only(child(curve, 'KeyTime'))).to.deep.equal({ type: 'l', value: BigInt64Array.of(0n, 46186158000n) });
    // Written with an exponent, the tangent data is a plain `d` array.
    expect(only(child(curve, 'KeyAttrDataFloat'))).to.deep.equal({
      type: 'd',
      value: Float64Array.of(0, 0, 9.419963346924634e-30, 0, 0, 0, 9.419963346924634e-30, 0),
    });
    const stack = child(objects, 'AnimationStack');
    expect(child(child(stack, 'Properties70'), 'P', 1).properties[4]).to.deep.equal({ type: 'L', value: 46186158000n });
    const connections = child(fbx, 'Connections').children;
    expect(connections).to.have.length(10);
    expect(connections[8]!.properties).to.deep.equal([
      { type: 'S', value: 'OP' },
      { type: 'I', value: 3004 },
      { type: 'I', value: 3003 },
      { type: 'S', value: 'd|X' },
    ]);
    expect(connections[8]!.at).to.equal(100);
  });
});

// ---------------------------------------------------------------------------------------------
// ASCII ↔ binary parity on the sausage pair (the same Maya scene saved twice).

/** Binary files keep `Name\x00\x01Class`; ASCII writes `Class::Name`. */
function normaliseName(text: string): string {
  const at = text.indexOf('\u0000\u0001');
  return at < 0 ? text : `${text.slice(at + 2)}::${text.slice(0, at)}`;
}

function closeEnough(a: number, b: number): boolean {
  if (Object.is(a, b) || a === b) return true;
  // ASCII prints float32 data with ~7 significant digits and doubles with ~15.
  return Math.abs(a - b) <= 1e-6 * Math.max(Math.abs(a), Math.abs(b)) || Math.abs(a - b) <= 1e-30;
}

function numeric(property: FbxProperty): number | bigint | undefined {
  switch (property.type) {
    case 'Y':
    case 'I':
    case 'F':
    case 'D':
    case 'L':
      return property.value;
    default:
      return undefined;
  }
}

/**
 * Differences between the two saves that are not the reader's: the time of the save, the file
 * name, the binary-only header nodes, and object ids (the two exports numbered their objects
 * differently: ids are compared through a bijection built as the walk goes).
 */
const BINARY_ONLY_NODES = new Set(['/FileId', '/CreationTime', '/Creator', '/FBXHeaderExtension/EncryptionType']);
const SAVE_SPECIFIC_SUBTREES = ['/FBXHeaderExtension/CreationTimeStamp/'];
const SAVE_SPECIFIC_PROPERTIES = new Set([
  'DocumentUrl',
  'SrcDocumentUrl',
  'Original|FileName',
  'Original|DateTime_GMT',
  'LastSaved|DateTime_GMT',
]);
const ID_POSITIONS: Array<[RegExp, number[]]> = [
  [/^\/Objects\/[^/]+$/, [0]],
  [/^\/Documents\/Document$/, [0]],
  [/^\/Objects\/Pose\/PoseNode\/Node$/, [0]],
  [/^\/Connections\/C$/, [1, 2]],
];

class TreeComparison {
  readonly differences: string[] = [];
  readonly asciiToBinary = new Map<bigint, bigint>();
  readonly binaryToAscii = new Map<bigint, bigint>();
  compared = { nodes: 0, scalars: 0, arrays: 0, elements: 0, ids: 0 };

  nodes(ascii: readonly FbxNode[], binary: readonly FbxNode[], parent: string): void {
    const kept = binary.filter((n) => !BINARY_ONLY_NODES.has(`${parent}/${n.name}`));
    if (ascii.length !== kept.length) {
      this.differences.push(`${parent}: ${ascii.length} vs ${kept.length} children`);
      return;
    }
    ascii.forEach((a, i) => {
      const b = kept[i]!;
      const path = `${parent}/${a.name}`;
      const label = `${path}[${i}] (line ${a.at})`;
      if (a.name !== b.name) {
        this.differences.push(`${label}: name '${a.name}' vs '${b.name}'`);
        return;
      }
      this.compared.nodes++;
      this.properties(a, b, path, label);
      this.nodes(a.children, b.children, path);
    });
  }

  private properties(a: FbxNode, b: FbxNode, path: string, label: string): void {
    if (a.properties.length !== b.properties.length) {
      this.differences.push(`${label}: ${a.properties.length} vs ${b.properties.length} properties`);
      return;
    }
    if (SAVE_SPECIFIC_SUBTREES.some((prefix) => `${path}/`.startsWith(prefix))) return;
    const first = a.properties[0];
    if ((path.endsWith('/P') || path.endsWith('/Property')) && first?.type === 'S' && SAVE_SPECIFIC_PROPERTIES.has(first.value)) {
      return;
    }
    const ids = ID_POSITIONS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
    a.properties.forEach((p, k) => {
      const q = b.properties[k]!;
      const where = `${label} #${k}`;
      if (ids.includes(k)) return this.id(p, q, where);
      this.property(p, q, where);
    });
  }

  private id(p: FbxProperty, q: FbxProperty, where: string): void {
    const a = numeric(p);
    const b = numeric(q);
    if (a === undefined || b === undefined) {
      this.differences.push(`${where}: id ${p.type} vs ${q.type}`);
      return;
    }
    const x = BigInt(a);
    const y = BigInt(b);
    this.compared.ids++;
    if (x === 0n || y === 0n) {
      if (x !== y) this.differences.push(`${where}: id ${x} vs ${y}`);
      return;
    }
    const known = this.asciiToBinary.get(x);
    const back = this.binaryToAscii.get(y);
    if ((known !== undefined && known !== y) || (back !== undefined && back !== x)) {
      this.differences.push(`${where}: id ${x} ↔ ${y} breaks the id mapping`);
    }
    this.asciiToBinary.set(x, y);
    this.binaryToAscii.set(y, x);
  }

  private property(p: FbxProperty, q: FbxProperty, where: string): void {
    if (p.type === 'S' && q.type === 'S') {
      if (p.value !== normaliseName(q.value)) this.differences.push(`${where}: '${p.value}' vs '${normaliseName(q.value)}'`);
      this.compared.scalars++;
      return;
    }
    if (p.type === 'S' && q.type === 'C') {
      // `Shading: T` / `Y`: the binary char comes back as a boolean.
      if (!(['T', 'Y'].includes(p.value) && q.value === true) && !(['F', 'N'].includes(p.value) && q.value === false)) {
        this.differences.push(`${where}: '${p.value}' vs ${q.value}`);
      }
      this.compared.scalars++;
      return;
    }
    const arrayTypes = 'bilfd';
    if (arrayTypes.includes(p.type) && arrayTypes.includes(q.type)) {
      const x = Array.from(p.value as ArrayLike<number | bigint>, Number);
      const y = Array.from(q.value as ArrayLike<number | bigint>, Number);
      this.compared.arrays++;
      if (x.length !== y.length) {
        this.differences.push(`${where}: ${x.length} vs ${y.length} elements`);
        return;
      }
      const bad = x.findIndex((v, i) => !closeEnough(v, y[i]!));
      if (bad >= 0) this.differences.push(`${where}: element ${bad}: ${x[bad]} vs ${y[bad]}`);
      this.compared.elements += x.length;
      return;
    }
    const a = numeric(p);
    const b = numeric(q);
    if (a === undefined || b === undefined) {
      this.differences.push(`${where}: ${p.type} vs ${q.type}`);
      return;
    }
    this.compared.scalars++;
    if (typeof a === 'bigint' && typeof b === 'bigint') {
      if (a !== b) this.differences.push(`${where}: ${a} vs ${b}`);
    } else if (!closeEnough(Number(a), Number(b))) {
      this.differences.push(`${where}: ${a} vs ${b}`);
    }
  }
}

describe('fbx ascii reader: parity with the binary reader', () => {
  it('the sausage ASCII and binary saves give the same tree', () => {
    const ascii = readAsciiFbx(corpus('ufbx_maya_game_sausage_7500_ascii_combined.fbx'));
    const binary = readBinaryFbx(corpus('ufbx_maya_game_sausage_7500_binary_combined.fbx'));
    expect(ascii.version).to.equal(binary.version);
    const comparison = new TreeComparison();
    comparison.nodes(ascii.nodes, binary.nodes, '');
    expect(comparison.differences.slice(0, 20)).to.deep.equal([]);
    // Guard against a vacuous pass.
    expect(comparison.compared.nodes).to.equal(1541);
    expect(comparison.compared.arrays).to.be.greaterThan(450);
    expect(comparison.compared.elements).to.be.greaterThan(5000);
    expect(comparison.compared.ids).to.be.greaterThan(200);
    expect(comparison.asciiToBinary.size).to.be.greaterThan(100);
  });

  it('the comparison notices a changed value, name or shape', () => {
    const ascii = readAsciiFbx(corpus('ufbx_maya_game_sausage_7500_ascii_combined.fbx'));
    const binary = readBinaryFbx(corpus('ufbx_maya_game_sausage_7500_binary_combined.fbx'));
    const text = new TextDecoder().decode(corpus('ufbx_maya_game_sausage_7500_ascii_combined.fbx'));
    const edits: Array<[string, string]> = [
      ['a: 21,22,3,-3,', 'a: 21,22,3,-4,'], // an array element
      ['"Model::joint1", "LimbNode"', '"Model::jointX", "LimbNode"'], // a name
      ['FBXHeaderVersion: 1003', 'FBXHeaderVersion: 1003, 1'], // a property count
    ];
    const clean = new TreeComparison();
    clean.nodes(ascii.nodes, binary.nodes, '');
    expect(clean.differences).to.deep.equal([]);
    for (const [from, to] of edits) {
      expect(text.includes(from), from).to.equal(true);
      const edited = readAsciiFbx(utf8(text.replace(from, to)));
      const comparison = new TreeComparison();
      comparison.nodes(edited.nodes, binary.nodes, '');
      expect(comparison.differences, to).to.have.length.greaterThan(0);
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('fbx ascii reader: grammar', () => {
  it('one-line blocks, empty blocks and blocks on the next line', () => {
    const nodes = parseBody('A: { B: 1 }\nC: "x" {}\nD: 1, 2\n{\n\tE: 3 }\nF: {C: {D: {}}}');
    expect(nodes.map((n) => n.name)).to.deep.equal(['A', 'C', 'D', 'F']);
    expect(nodes[0]!.children.map((c) => [c.name, c.properties, c.at])).to.deep.equal([['B', [{ type: 'I', value: 1 }], 2]]);
    expect(nodes[1]!.children).to.deep.equal([]);
    expect(nodes[2]!.properties).to.deep.equal([
      { type: 'I', value: 1 },
      { type: 'I', value: 2 },
    ]);
    expect(nodes[2]!.children[0]!.name).to.equal('E');
    expect(nodes[2]!.children[0]!.at).to.equal(6);
    expect(nodes[3]!.children[0]!.children[0]!.name).to.equal('D');
  });

  it('nodes without values, followed by the next node on the next line', () => {
    const nodes = parseBody('A:\nB: 1\nC:');
    expect(nodes.map((n) => [n.name, n.properties.length])).to.deep.equal([
      ['A', 0],
      ['B', 1],
      ['C', 0],
    ]);
  });

  it('numbers: integers by range, exponents, signs and float spellings', () => {
    const [node] = parseBody(
      'N: 0, -0, 7, +7, 2147483647, -2147483648, 2147483648, -2147483649, 9223372036854775807, ' +
        '-9223372036854775808, 9223372036854775808, 12345678901234567, 1.5, 1.5e-05, -6e-006, 1E3, .5, 5., -0.0',
    );
    expect(node!.properties).to.deep.equal([
      { type: 'I', value: 0 },
      { type: 'I', value: 0 },
      { type: 'I', value: 7 },
      { type: 'I', value: 7 },
      { type: 'I', value: 2147483647 },
      { type: 'I', value: -2147483648 },
      { type: 'L', value: 2147483648n },
      { type: 'L', value: -2147483649n },
      { type: 'L', value: 9223372036854775807n },
      { type: 'L', value: -9223372036854775808n },
      { type: 'D', value: 9223372036854775808 },
      { type: 'L', value: 12345678901234567n },
      { type: 'D', value: 1.5 },
      { type: 'D', value: 1.5e-5 },
      { type: 'D', value: -6e-6 },
      { type: 'D', value: 1000 },
      { type: 'D', value: 0.5 },
      { type: 'D', value: 5 },
      { type: 'D', value: -0 },
    ]);
  });

  it('inf and nan spellings are doubles', () => {
    const [node] = parseBody('N: inf, -inf, +INF, Infinity, nan, -nan(ind), 1.#INF, -1.#INF, 1.#QNAN, -1.#IND, 1.#INF00');
    const got = node!.properties.map((p) => [p.type, p.value]);
    expect(got).to.deep.equal([
      ['D', Infinity],
      ['D', -Infinity],
      ['D', Infinity],
      ['D', Infinity],
      ['D', NaN],
      ['D', NaN],
      ['D', Infinity],
      ['D', -Infinity],
      ['D', NaN],
      ['D', NaN],
      ['D', Infinity],
    ]);
    const [array] = parseBody('A: *3 { a: 1, -1.#INF, nan }');
    const a = only(array!);
    expect(a.type).to.equal('d');
    expect(values(a)).to.deep.equal([1, -Infinity, NaN]);
  });

  it('reads the Microsoft C and C99 NaN spellings ufbx accepts, payloads and comments included', () => {
    const [array] = parseBody(
      'Vertices: *13 {\n  a: -nan,-1.#NAN,nan(12345),nan(ind),1.#NAN,2.#IND12345678, ; comment\n' +
        '  nan(nan),nan,-nan(something),nan(nans), ; comment\n  +1.#IND1234, ; comment\n  -nan(ind),-1.#INF9\n}',
    );
    const a = only(array!);
    expect(a.type).to.equal('d');
    const got = values(a);
    expect(got.slice(0, 12).every((v) => Number.isNaN(v))).to.equal(true);
    expect(got[12]).to.equal(-Infinity);
    // Not numbers: a `#` code other than INF/IND/NAN/QNAN/SNAN, or a payload with punctuation.
    expect(() => parseBody('N: 1.#XYZ')).to.throw(FbxReadError, /bad number "1\.#XYZ"/);
    expect(() => parseBody('A: *1 { a: nan(a-b) }')).to.throw(FbxReadError, /expected a number in array/);
  });

  it('bare words are strings; words followed by ":" start the next node', () => {
    const nodes = parseBody('Shading: T\nCulling: "CullingOff"\nK: 0,4,U,s,0,0,n\nW: W\nY: Y,N');
    expect(nodes.map((n) => [n.name, n.properties.map((p) => [p.type, p.value])])).to.deep.equal([
      ['Shading', [['S', 'T']]],
      ['Culling', [['S', 'CullingOff']]],
      ['K', [['I', 0], ['I', 4], ['S', 'U'], ['S', 's'], ['I', 0], ['I', 0], ['S', 'n']]],
      ['W', [['S', 'W']]],
      ['Y', [['S', 'Y'], ['S', 'N']]],
    ]);
  });

  it('strings keep their raw text: backslashes, &quot;, commas, braces, semicolons, UTF-8', () => {
    const [node] = parseBody('S: "D:\\Dev\\a.fbx", "say &quot;hi&quot;", "a, b { } ; c", "", "Ünïcødé ✓", "two\nlines"\nNext: 1');
    expect(node!.properties.map((p) => p.value)).to.deep.equal([
      'D:\\Dev\\a.fbx',
      'say &quot;hi&quot;',
      'a, b { } ; c',
      '',
      'Ünïcødé ✓',
      'two\nlines',
    ]);
    // The line break inside the string is counted.
    expect(parseBody('S: "a\nb"\nNext: 1')[1]!.at).to.equal(4);
  });

  it('comments anywhere outside strings, including at line ends and inside arrays', () => {
    const nodes = parseBody(
      '; a comment\nA: 1 ; trailing { } "\n;B: 2\nC: *3 { ; open\n a: 1, ; after a comma\n 2,3 ; before the brace\n} ; done\nD: "x;y"',
    );
    expect(nodes.map((n) => n.name)).to.deep.equal(['A', 'C', 'D']);
    expect(nodes[0]!.properties).to.deep.equal([{ type: 'I', value: 1 }]);
    expect(values(only(nodes[1]!))).to.deep.equal([1, 2, 3]);
    expect(nodes[2]!.properties).to.deep.equal([{ type: 'S', value: 'x;y' }]);
    expect(nodes[2]!.at).to.equal(9);
  });

  it('arrays: *N { a: ... } in its spellings, and the element type rule', () => {
    const nodes = parseBody(
      [
        'I: *3 { a: 1,-2,3 }',
        'D: *3 {\n\ta: 1,2.5,3\n} ',
        'L: *2 {a:2147483648,-1}',
        'B: *2 { a: 9007199254740993,-9223372036854775808 }',
        'X: *1 { a: 9223372036854775808 }',
        'E: *0 {\n\ta: \n}',
        'F: *0 {}',
        'M: *4 {\n a: 1,\n 2\n ,3,\n 4 }',
        'Z: *2 { a: -0,0 }',
      ].join('\n'),
    );
    const byName = new Map(nodes.map((n) => [n.name, only(n)]));
    expect(byName.get('I')).to.deep.equal({ type: 'i', value: Int32Array.of(1, -2, 3) });
    expect(byName.get('D')).to.deep.equal({ type: 'd', value: Float64Array.of(1, 2.5, 3) });
    expect(byName.get('L')).to.deep.equal({ type: 'l', value: BigInt64Array.of(2147483648n, -1n) });
    // Past 2^53 the elements are re-read exactly as bigints.
    expect(byName.get('B')).to.deep.equal({ type: 'l', value: BigInt64Array.of(9007199254740993n, -9223372036854775808n) });
    expect(byName.get('X')).to.deep.equal({ type: 'd', value: Float64Array.of(9223372036854775808) });
    expect(byName.get('E')).to.deep.equal({ type: 'i', value: new Int32Array(0) });
    expect(byName.get('F')).to.deep.equal({ type: 'i', value: new Int32Array(0) });
    expect(byName.get('M')).to.deep.equal({ type: 'i', value: Int32Array.of(1, 2, 3, 4) });
    expect(values(byName.get('Z')!)).to.deep.equal([0, 0]);
    // An array ends its node: the next node follows on the same line.
    const same = parseBody('A: *1 { a: 1 } B: 2');
    expect(same.map((n) => n.name)).to.deep.equal(['A', 'B']);
  });

  it('KeyAttrDataFloat: integer spellings are float bits, decimals are values', () => {
    const nodes = parseBody(
      'KeyAttrDataFloat: *3 { a: 1065353216,-1082130432,3212836864 }\n' +
        'K: { KeyAttrDataFloat: *2 { a: 0.25,0 } }\nOther: *1 { a: 1065353216 }',
    );
    expect(only(nodes[0]!)).to.deep.equal({ type: 'f', value: Float32Array.of(1, -1, -1) });
    expect(only(nodes[1]!.children[0]!)).to.deep.equal({ type: 'd', value: Float64Array.of(0.25, 0) });
    expect(only(nodes[2]!)).to.deep.equal({ type: 'i', value: Int32Array.of(1065353216) });
  });

  it('FBX 6.1 value lists continue across lines on either side of the comma', () => {
    const [node, next] = parseBody('Vertices: 1,2,\n   3,4\n   ,5.5,6\nNext: T');
    expect(node!.properties.map((p) => p.value)).to.deep.equal([1, 2, 3, 4, 5.5, 6]);
    expect(next!.name).to.equal('Next');
    expect(next!.at).to.equal(5);
  });

  it('Content with base64 strings becomes raw bytes', () => {
    const nodes = parseBody('Content: , "aGVsbG8g",\n "d29ybGQ="\nOther: { Content: "not base64!" }');
    expect(only(nodes[0]!)).to.deep.equal({ type: 'R', value: utf8('hello world') });
    expect(only(nodes[1]!.children[0]!)).to.deep.equal({ type: 'S', value: 'not base64!' });
    const small: FbxReadLimits = { ...DEFAULT_FBX_LIMITS, maxArrayBytes: 8 };
    expectError('; FBX 7.4.0 project file\nA: 1\nContent: "aGVsbG8g", "d29ybGQ="', 3, /embedded content larger than 8 bytes/, small);
  });

  it('CRLF line endings, lone CRs, no trailing newline, tabs and a BOM', () => {
    const crlf = '; FBX 7.4.0 project file\r\nA: 1\r\nB: {\r\n\tC: "x"\r\n}\r\nD: *2 {\r\n\ta: 1,\r\n2\r\n}\r\nE: 5';
    const fbx = parse(crlf);
    expect(fbx.version).to.equal(7400);
    expect(fbx.nodes.map((n) => [n.name, n.at])).to.deep.equal([
      ['A', 2],
      ['B', 3],
      ['D', 6],
      ['E', 10],
    ]);
    expect(fbx.nodes[1]!.children[0]!.at).to.equal(4);
    expect(fbx.nodes[3]!.properties).to.deep.equal([{ type: 'I', value: 5 }]);
    const cr = parse('; FBX 7.4.0 project file\rA: 1\rB: 2');
    expect(cr.nodes.map((n) => n.at)).to.deep.equal([2, 3]);
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('; FBX 7.3.0 project file\nA: 1')]);
    expect(isAsciiFbx(bom)).to.equal(true);
    expect(readAsciiFbx(bom).version).to.equal(7300);
    // No newline at the end of the file, after each kind of last token.
    expect(parseBody('A: *2 { a: 1,2 }')[0]!.properties[0]!.type).to.equal('i');
    expect(parseBody('A: "x"')[0]!.properties).to.deep.equal([{ type: 'S', value: 'x' }]);
    expect(parseBody('A: 1.5')[0]!.properties).to.deep.equal([{ type: 'D', value: 1.5 }]);
    expect(parseBody('A: T')[0]!.properties).to.deep.equal([{ type: 'S', value: 'T' }]);
    expect(parseBody('A: { B: 1 }')[0]!.children).to.have.length(1);
    expect(parseBody('A: 1 ; comment')[0]!.properties).to.deep.equal([{ type: 'I', value: 1 }]);
    expectError('; FBX 7.4.0 project file\r\nA: {\r\n\r\nB: "open', 4, /unterminated string/);
  });

  it('the version: FBXHeaderExtension > FBXVersion wins over the comment; either suffices', () => {
    expect(parse('; FBX 7.4.0 project file\nFBXHeaderExtension: { FBXVersion: 7500 }').version).to.equal(7500);
    expect(parse('FBXHeaderExtension: {\n FBXVersion: 6100\n}').version).to.equal(6100);
    expect(parse('; FBX 6.1.0 project file\nObjects: {}').version).to.equal(6100);
    expect(parse('; some tool\n; FBX 7.7.0 project file\nObjects: {}').version).to.equal(7700);
    expectError('', 1, /no FBX version/);
    expectError('Objects: {}\n', 1, /no FBX version/);
    expectError('; hello\n\nObjects: {}\n', 3, /no FBX version/);
    expectError('FBXHeaderExtension: {\n FBXVersion: "7400"\n}', 2, /FBXVersion is not a positive integer/);
  });

  it('isAsciiFbx: the header comment or a leading FBXHeaderExtension node', () => {
    expect(isAsciiFbx(utf8('; FBX 7.4.0 project file\n'))).to.equal(true);
    expect(isAsciiFbx(utf8('\n\n  ;  FBX 6.1.0 project file'))).to.equal(true);
    expect(isAsciiFbx(utf8('; exported by X\r\n; FBX 7.5.0 project file\r\n'))).to.equal(true);
    expect(isAsciiFbx(utf8('; a comment\nFBXHeaderExtension:  {\n'))).to.equal(true);
    expect(isAsciiFbx(utf8('FBXHeaderExtension : {'))).to.equal(true);
    expect(isAsciiFbx(utf8(''))).to.equal(false);
    expect(isAsciiFbx(utf8('; just a comment\n'))).to.equal(false);
    expect(isAsciiFbx(utf8('Objects: {\n}'))).to.equal(false);
    expect(isAsciiFbx(utf8('FBXHeaderExtensionX: {'))).to.equal(false);
    expect(isAsciiFbx(utf8('{"asset":{"version":"2.0"}}'))).to.equal(false);
    expect(isAsciiFbx(utf8('Kaydara FBX Binary  \u0000'))).to.equal(false);
  });
});

describe('fbx ascii reader: errors', () => {
  const head = '; FBX 7.4.0 project file\n';

  it('unterminated string: the line where the string starts', () => {
    expectError(`${head}A: {\n  B: "abc\n  C: 1\n}\n`, 3, /unterminated string/);
  });

  it('unbalanced braces', () => {
    expectError(`${head}A: {\n}\n}\n`, 4, /unbalanced '}'/);
    expectError(`${head}A: {\n B: {\n  C: 1\n }\n`, 6, /unexpected end of file: 1 block not closed \(innermost 'A' from line 2\)/);
    expectError(`${head}A: { B: {`, 2, /2 blocks not closed \(innermost 'B' from line 2\)/);
  });

  it('array count mismatches and malformed arrays', () => {
    expectError(`${head}X: 1\nA: *3 {\n a: 1,2\n}`, 3, /declares \*3 elements but has 2/);
    expectError(`${head}A: *2 {\n a: 1,2,3\n}`, 3, /more than the 2 elements/);
    expectError(`${head}A: *0 { a: 1 }`, 2, /more than the 0 elements/);
    expectError(`${head}A: *x { a: 1 }`, 2, /bad array length/);
    expectError(`${head}A: *-1 { a: 1 }`, 2, /bad array length/);
    expectError(`${head}A: *2 a: 1,2`, 2, /expected '\{' after \*2/);
    expectError(`${head}A: *2 { b: 1,2 }`, 2, /expected 'a:'/);
    expectError(`${head}A: *2 { a: 1,T }`, 2, /expected a number in array 'A'/);
    expectError(`${head}A: *2 { a: 1 2 }`, 2, /expected ',' or '}' in array 'A'/);
    expectError(`${head}A: *2 { a: 1,,2 }`, 2, /expected a number/);
    expectError(`${head}A: *3 {\n a: 1,2,`, 3, /unexpected end of file inside array 'A'/);
  });

  it('unexpected tokens', () => {
    expectError(`${head}A: 1 2\n`, 2, /unexpected "2"; expected a node name followed by ':'/);
    expectError(`${head}A: 1\n"B": 2\n`, 3, /expected a node name/);
    expectError(`${head}A: 1,\n}`, 3, /expected a value after ','/);
    expectError(`${head}A: 1,`, 2, /unexpected end of file after ','/);
    expectError(`${head}A: 1,,2`, 2, /expected a value after ','/);
    expectError(`${head}A: , B: 1`, 2, /expected a value after ','/);
    expectError(`${head}A: 1,B: 2`, 2, /expected a value after ','/);
    expectError(`${head}A: 1.2.3`, 2, /bad number "1.2.3"/);
    expectError(`${head}A: 0x10`, 2, /bad number/);
    expectError(`${head}A: --1`, 2, /bad number/);
    expectError(`${head}A: 1e`, 2, /bad number/);
    expectError(`${head}{`, 2, /unexpected "\{"; expected a node name/);
    expectError(`${head}:`, 2, /expected a node name/);
    expectError(`${head}A`, 2, /expected a node name followed by ':'/);
  });

  it('100k nested blocks stop at the depth limit', () => {
    const deep = head + 'A: {'.repeat(100_000);
    const error = errorOf(deep);
    expect(error.message).to.match(/nested deeper than 64 levels/);
    expect(error.where).to.equal('line 2');
    // A million bare braces fail at the first one.
    expectError(head + '{'.repeat(1_000_000), 2, /unexpected "\{"/);
    // Exactly at the limit is fine.
    const limits: FbxReadLimits = { ...DEFAULT_FBX_LIMITS, maxDepth: 3 };
    expect(parseBody('A: { B: { C: 1 } }', limits)[0]!.children[0]!.children[0]!.name).to.equal('C');
    expectError(`${head}A: { B: { C: { D: 1 } } }`, 2, /nested deeper than 3 levels/, limits);
  });

  it('node, string and array limits', () => {
    const few: FbxReadLimits = { ...DEFAULT_FBX_LIMITS, maxNodes: 3 };
    expect(parseBody('A: 1\nB: 2\nC: 3', few)).to.have.length(3);
    expectError(`${head}A: 1\nB: 2\nC: 3\nD: 4`, 5, /more than 3 nodes/, few);
    const short: FbxReadLimits = { ...DEFAULT_FBX_LIMITS, maxStringBytes: 8 };
    expect(parseBody('A: "12345678"', short)[0]!.properties[0]!.value).to.equal('12345678');
    expectError(`${head}A: "123456789"`, 2, /string longer than 8 bytes/, short);
    // Measured in UTF-8 bytes: four 3-byte characters are 12 bytes.
    expectError(`${head}A: "✓✓✓✓"`, 2, /string longer than 8 bytes/, short);
    expectError(`${head}A: abcdefghij`, 2, /bare value longer than 8 bytes/, short);
    expectError(`${head}ABCDEFGHIJ: 1`, 2, /node name longer than 8 bytes/, short);
    const smallArrays: FbxReadLimits = { ...DEFAULT_FBX_LIMITS, maxArrayElements: 4, maxArrayBytes: 1024 };
    expect(values(only(parseBody('A: *4 { a: 1,2,3,4 }', smallArrays)[0]!))).to.deep.equal([1, 2, 3, 4]);
    expectError(`${head}A: *5 { a: 1,2,3,4,5 }`, 2, /declares 5 elements, over the limit of 4/, smallArrays);
    const smallBytes: FbxReadLimits = { ...DEFAULT_FBX_LIMITS, maxArrayBytes: 16 };
    expectError(`${head}A: *3 { a: 1,2,3 }`, 2, /over the limit of 16 bytes/, smallBytes);
  });

  it('a huge *N is refused before anything is allocated', () => {
    expectError(`${head}A: *4000000000 { a: 1 }`, 2, /declares 4000000000 elements, over the limit/);
    expectError(`${head}A: *9999999999999999 { a: 1 }`, 2, /bad array length/);
    // Within the limits, but the text cannot hold that many elements.
    expectError(`${head}A: *100000000 { a: 1 }`, 2, /declares 100000000 elements but only \d+ characters remain/);
  });

  it('truncation inside any top-level block is an error with a line, never a partial tree', () => {
    for (const file of Object.values(ASCII_FILES)) {
      const bytes = corpus(file);
      const text = new TextDecoder().decode(bytes);
      const lineCount = text.split('\n').length;
      // Top-level blocks: a name at column 0 to the next `}` at column 0.
      const blocks: Array<[number, number]> = [];
      const opener = /^[A-Za-z][A-Za-z0-9]*:[^\n]*\{[ \t]*\r?$/gm;
      for (let m = opener.exec(text); m; m = opener.exec(text)) {
        const open = m.index + m[0].lastIndexOf('{');
        const close = text.indexOf('\n}', open);
        blocks.push([open + 1, close + 1]);
      }
      expect(blocks.length, file).to.be.greaterThan(3);
      let cuts = 0;
      for (const [from, to] of blocks) {
        const step = Math.max(1, Math.floor((to - from) / 40));
        for (let cut = from; cut <= to; cut += step) {
          const error = errorOf(bytes.subarray(0, cut));
          const line = Number(error.where.slice(5));
          expect(line, `${file} cut at ${cut}: ${error.message}`).to.be.within(1, lineCount);
          cuts++;
        }
      }
      expect(cuts, file).to.be.greaterThan(100);
    }
  });

  it('random mutations parse or fail with FbxReadError, never anything else', function () {
    this.timeout(60000);
    let seed = 12345;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 4294967296;
    };
    const alphabet = utf8('{}",:;*a1.-e \n\tTY#');
    const outcomes = { parsed: 0, refused: 0 };
    for (const file of Object.values(ASCII_FILES)) {
      const original = corpus(file);
      for (let round = 0; round < 150; round++) {
        const bytes = Uint8Array.from(original);
        const edits = 1 + Math.floor(random() * 6);
        for (let e = 0; e < edits; e++) {
          const at = Math.floor(random() * bytes.length);
          bytes[at] = random() < 0.7 ? alphabet[Math.floor(random() * alphabet.length)]! : Math.floor(random() * 256);
        }
        try {
          readAsciiFbx(bytes);
          outcomes.parsed++;
        } catch (error) {
          if (!(error instanceof FbxReadError)) throw new Error(`${file} round ${round}: ${String(error)}`);
          expect(error.where).to.match(/^line \d+$/);
          expect(error.message).to.not.match(/[\r\n]/);
          outcomes.refused++;
        }
      }
    }
    expect(outcomes.refused).to.be.greaterThan(100);
  });
});

describe('fbx ascii reader: large files', function () {
  this.timeout(120000);

  // Throughput is measured by bench/fbx-read.mjs, not asserted here.
  it('reads a large real-file mix and array-heavy text whole', () => {
    const sausage = new TextDecoder().decode(corpus(ASCII_FILES.sausage));
    const objectsAt = sausage.indexOf('Objects:  {');
    const connectionsAt = sausage.indexOf('\nConnections:');
    const body = sausage.slice(sausage.indexOf('{', objectsAt) + 1, sausage.lastIndexOf('}', connectionsAt));
    const mixed = utf8(`${sausage.slice(0, objectsAt)}Objects:  {${body.repeat(80)}}\n${sausage.slice(connectionsAt)}`);
    expect(mixed.length).to.be.greaterThan(6_000_000);
    expect(countNodes(readAsciiFbx(mixed).nodes)).to.be.greaterThan(80 * 1000);

    const n = 1_000_000;
    const floats: string[] = [];
    const ints: string[] = [];
    for (let i = 0; i < n; i++) {
      floats.push((Math.sin(i) * 100).toPrecision(15));
      ints.push(String(((i * 7919) % 100000) - 50000));
    }
    const arrays = utf8(
      `${head()}Objects: {\n Geometry: 1, "Geometry::g", "Mesh" {\n  Vertices: *${n} {\n   a: ${floats.join(',')}\n  }\n` +
        `  PolygonVertexIndex: *${n} {\n   a: ${ints.join(',')}\n  }\n }\n}\n`,
    );
    const geometry = readAsciiFbx(arrays).nodes.find((node) => node.name === 'Objects')!.children[0]!;
    for (const [name, length] of [['Vertices', n], ['PolygonVertexIndex', n]] as const) {
      const array = geometry.children.find((child) => child.name === name)!.properties[0]!;
      expect((array.value as ArrayLike<number>).length, name).to.equal(length);
    }
  });

  function head(): string {
    return '; FBX 7.4.0 project file\n';
  }
});
