import { expect } from 'chai';
import type { FbxFile, FbxNode, FbxProperty } from '../src/fbx-tree.js';
import {
  buildFbxDocument,
  childObjects,
  curveKeys,
  FBX_TIME_MODES,
  FbxDocumentError,
  KTIME_TICKS_PER_SECOND,
  objectsOfType,
  parentObjects,
  secondsToTicks,
  splitObjectName,
  ticksToSeconds,
  timeModeInfo,
  type FbxDocument,
} from '../src/document.js';

// ---------------------------------------------------------------------------------------------
// Tree builders: the FbxFile shape both readers produce, written by hand.

type Value = number | bigint | string;
let at = 1;
const S = (value: string): FbxProperty => ({ type: 'S', value });
const L = (value: bigint): FbxProperty => ({ type: 'L', value });
const I = (value: number): FbxProperty => ({ type: 'I', value });
const D = (value: number): FbxProperty => ({ type: 'D', value });
const prop = (v: Value): FbxProperty => (typeof v === 'string' ? S(v) : typeof v === 'bigint' ? L(v) : D(v));
const fArr = (values: number[]): FbxProperty => ({ type: 'f', value: Float32Array.from(values) });
const dArr = (values: number[]): FbxProperty => ({ type: 'd', value: Float64Array.from(values) });
const iArr = (values: number[]): FbxProperty => ({ type: 'i', value: Int32Array.from(values) });
const lArr = (values: bigint[]): FbxProperty => ({ type: 'l', value: BigInt64Array.from(values) });

function n(name: string, properties: FbxProperty[] = [], children: FbxNode[] = []): FbxNode {
  return { name, properties, children, at: at++ };
}
/** `Properties70 { P: name, type, label, flags, values… }` */
function p70(...entries: [string, string, ...Value[]][]): FbxNode {
  return n(
    'Properties70',
    [],
    entries.map(([name, type, ...values]) => n('P', [S(name), S(type), S(''), S(''), ...values.map(prop)])),
  );
}
/** `Properties60 { Property: name, type, flags, values… }` */
function p60(...entries: [string, string, ...Value[]][]): FbxNode {
  return n(
    'Properties60',
    [],
    entries.map(([name, type, ...values]) => n('Property', [S(name), S(type), S('A'), ...values.map(prop)])),
  );
}
function obj(type: string, id: bigint, name: string, subclass: string, children: FbxNode[] = []): FbxNode {
  return n(type, [L(id), S(name), S(subclass)], children);
}
const oo = (child: bigint, parent: bigint): FbxNode => n('C', [S('OO'), L(child), L(parent)]);
const op = (child: bigint, parent: bigint, property: string): FbxNode => n('C', [S('OP'), L(child), L(parent), S(property)]);

function fbx(nodes: FbxNode[], version = 7400, encoding: FbxFile['encoding'] = 'ascii'): FbxFile {
  return { encoding, version, nodes };
}
function doc(objects: FbxNode[], connections: FbxNode[] = [], extra: FbxNode[] = []): FbxDocument {
  return buildFbxDocument(fbx([...extra, n('Objects', [], objects), n('Connections', [], connections)]));
}
function expectDocError(build: () => unknown, message: string | RegExp): FbxDocumentError {
  let caught: unknown;
  try {
    build();
  } catch (e) {
    caught = e;
  }
  expect(caught, 'expected an FbxDocumentError').to.be.instanceOf(FbxDocumentError);
  const error = caught as FbxDocumentError;
  if (typeof message === 'string') expect(error.message).to.equal(message);
  else expect(error.message).to.match(message);
  expect(error.message).to.not.match(/[\n\r]/);
  return error;
}

// ---------------------------------------------------------------------------------------------

describe('fbx document: names and objects', () => {
  it('splits binary and ASCII names into name and class prefix', () => {
    expect(splitObjectName('Hips\x00\x01Model')).to.deep.equal({ name: 'Hips', classPrefix: 'Model' });
    expect(splitObjectName('Model::Hips')).to.deep.equal({ name: 'Hips', classPrefix: 'Model' });
    expect(splitObjectName('SubDeformer::')).to.deep.equal({ name: '', classPrefix: 'SubDeformer' });
    expect(splitObjectName('\x00\x01AnimCurve')).to.deep.equal({ name: '', classPrefix: 'AnimCurve' });
    expect(splitObjectName('Model::mixamorig:Hips')).to.deep.equal({ name: 'mixamorig:Hips', classPrefix: 'Model' });
    expect(splitObjectName('plain')).to.deep.equal({ name: 'plain', classPrefix: '' });
  });

  it('reads objects by id with type, class prefix, name and subclass in both name forms', () => {
    const d = doc([
      obj('Model', 12345n, 'Hips\x00\x01Model', 'LimbNode'),
      obj('Deformer', 7n, 'SubDeformer::', 'Cluster'),
      n('Model', [I(5), S('Model::Small'), S('Null')]),
      n('Model', [D(6), S('Model::FromDouble')]),
      n('Model', [L(2n ** 62n + 1n), S('Model::Huge'), S('Null')]),
    ]);
    expect([...d.objects.keys()]).to.deep.equal([12345n, 7n, 5n, 6n, 2n ** 62n + 1n]);
    const hips = d.objects.get(12345n)!;
    expect([hips.type, hips.classPrefix, hips.name, hips.subclass]).to.deep.equal(['Model', 'Model', 'Hips', 'LimbNode']);
    expect(hips.path).to.equal("Objects/Model 12345 'Hips'");
    expect(hips.syntheticId).to.equal(false);
    const cluster = d.objects.get(7n)!;
    expect([cluster.type, cluster.classPrefix, cluster.name, cluster.subclass]).to.deep.equal(['Deformer', 'SubDeformer', '', 'Cluster']);
    expect(d.objects.get(6n)!.subclass).to.equal('');
    expect(objectsOfType(d, 'Model').map((o) => o.name)).to.deep.equal(['Hips', 'Small', 'FromDouble', 'Huge']);
    expect(objectsOfType(d, 'Model', 'Null').map((o) => o.name)).to.deep.equal(['Small', 'Huge']);
    expect(d.layout).to.equal('fbx7');
  });

  it('keeps the first object of a duplicated id (as ufbx does) and warns about the rest', () => {
    // Exactly four nodes are built here: a later test expects fixed `at` counter values.
    const d = doc([obj('Model', 9n, 'Model::A', 'Null'), obj('Geometry', 9n, 'Geometry::B', 'Mesh')]);
    expect([...d.objects.keys()]).to.deep.equal([9n]);
    expect(d.objects.get(9n)!.name).to.equal('A');
    expect(d.warnings).to.have.length(1);
    expect(d.warnings[0]).to.match(
      /^Objects\/Geometry 9 'B': duplicate object id \(also Objects\/Model 9 'A', line \d+\); the first is kept, this one \(line \d+\) is ignored$/,
    );
  });

  it('refuses ids that are not integers and non-string names', () => {
    expectDocError(() => doc([n('Model', [S('x'), S('Model::A'), S('Null')])]), 'Objects/Model #0: expected an integer object id first, got a string');
    expectDocError(() => doc([n('Model', [D(1.5), S('Model::A'), S('Null')])]), 'Objects/Model #0: expected an integer object id first, got 1.5');
    expectDocError(() => doc([n('Model', [L(3n), I(4)])]), 'Objects/Model 3: expected the name string second, got 4');
    expectDocError(() => doc([n('Model', [L(3n), S('Model::A'), I(1)])]), 'Objects/Model 3: expected the subclass string third, got 1');
  });

  it('keeps messages on one line whatever the names hold', () => {
    const error = expectDocError(
      () => doc([obj('Model', 1n, "Model::a\nb'c\\d", 'Null', [p70(['Lcl Rotation', 'Lcl Rotation', 1, 2])])]).objects.get(1n)!.properties.vec3('Lcl Rotation'),
      "Objects/Model 1 'a\\x0ab\\'c\\\\d'/Properties70/Lcl Rotation: expected 3 numbers, got 2",
    );
    expect(error.path).to.equal("Objects/Model 1 'a\\x0ab\\'c\\\\d'/Properties70/Lcl Rotation");
    const long = 'x'.repeat(200);
    const cut = `'${'x'.repeat(40)}…'`;
    const warning = doc([obj('Model', 1n, long, 'Null'), obj('Model', 1n, long, 'Null')]).warnings[0];
    expect(warning).to.match(new RegExp(`^Objects/Model 1 ${cut}: duplicate object id \\(also Objects/Model 1 ${cut}, line \\d+\\);`));
    expect(warning.length).to.be.lessThan(300);
  });

  it('merges own properties over the Definitions template', () => {
    const definitions = n('Definitions', [], [
      n('ObjectType', [S('Model')], [
        n('Count', [I(1)]),
        n('PropertyTemplate', [S('FbxNode')], [p70(['Lcl Translation', 'Lcl Translation', 0, 0, 0], ['Lcl Scaling', 'Lcl Scaling', 1, 1, 1], ['RotationOrder', 'enum', 0])]),
      ]),
    ]);
    const d = doc([obj('Model', 1n, 'Model::A', 'Null', [p70(['Lcl Translation', 'Lcl Translation', 1, 2, 3], ['Custom', 'KString', 'x'])])], [], [definitions]);
    const a = d.objects.get(1n)!;
    expect(a.templateName).to.equal('FbxNode');
    expect(a.properties.vec3('Lcl Translation')).to.deep.equal([1, 2, 3]);
    expect(a.properties.vec3('Lcl Scaling')).to.deep.equal([1, 1, 1]);
    expect(a.properties.hasOwn('Lcl Scaling')).to.equal(false);
    expect(a.properties.get('Lcl Scaling')!.source).to.equal('template');
    expect(a.properties.get('Lcl Scaling')!.path).to.equal("Definitions/ObjectType 'Model'/PropertyTemplate 'FbxNode'/Properties70/Lcl Scaling");
    expect(a.properties.get('Lcl Translation')!.source).to.equal('own');
    expect(a.properties.entries().map((e) => e.name)).to.deep.equal(['Lcl Scaling', 'RotationOrder', 'Lcl Translation', 'Custom']);
    expect(a.properties.ownEntries().map((e) => e.name)).to.deep.equal(['Lcl Translation', 'Custom']);
    expect(d.templates.get('Model')![0]!.name).to.equal('FbxNode');
  });

  it('chooses among several templates by subclass or shading model, and warns when none fits', () => {
    const template = (name: string, size: number): FbxNode => n('PropertyTemplate', [S(name)], [p70(['Size', 'double', size])]);
    const definitions = n('Definitions', [], [
      n('ObjectType', [S('NodeAttribute')], [template('FbxSkeleton', 100), template('FbxCamera', 7)]),
      n('ObjectType', [S('Material')], [template('FbxSurfacePhong', 1), template('FbxSurfaceLambert', 2)]),
    ]);
    const d = doc(
      [
        obj('NodeAttribute', 1n, 'NodeAttribute::', 'LimbNode'),
        obj('NodeAttribute', 2n, 'NodeAttribute::', 'Camera'),
        obj('NodeAttribute', 3n, 'NodeAttribute::', 'Light'),
        obj('Material', 4n, 'Material::m', '', [n('ShadingModel', [S('lambert')])]),
      ],
      [],
      [definitions],
    );
    expect(d.objects.get(1n)!.properties.number('Size')).to.equal(100);
    expect(d.objects.get(2n)!.properties.number('Size')).to.equal(7);
    expect(d.objects.get(3n)!.templateName).to.equal(null);
    expect(d.objects.get(4n)!.templateName).to.equal('FbxSurfaceLambert');
    expect(d.warnings).to.deep.equal([
      "Objects/NodeAttribute 3 '': no PropertyTemplate of ObjectType 'NodeAttribute' fits subclass 'Light'; none applied",
    ]);
  });

  it('reads the creator and the active stack name', () => {
    const d = buildFbxDocument(
      fbx([
        n('FBXHeaderExtension', [], [n('FBXVersion', [I(7400)]), n('Creator', [S('tool 1.0')])]),
        n('Documents', [], [n('Document', [L(1n), S(''), S('Scene')], [n('Properties70', [], [n('P', [S('ActiveAnimStackName'), S('KString'), S(''), S(''), S('Run')])])])]),
      ]),
    );
    expect(d.creator).to.equal('tool 1.0');
    expect(d.activeStackName).to.equal('Run');
    expect(d.objects.size).to.equal(0);
    expect(d.animation.stacks).to.deep.equal([]);
  });
});

describe('fbx document: properties', () => {
  const model = (...entries: [string, string, ...Value[]][]) => doc([obj('Model', 12345n, 'Model::Hips', 'LimbNode', [p70(...entries)])]).objects.get(12345n)!.properties;

  it('reads numbers, vectors, strings, enums, booleans and KTime values', () => {
    const p = model(
      ['Lcl Rotation', 'Lcl Rotation', 10, 20, 30],
      ['Weight', 'Number', 50],
      ['Name', 'KString', 'hello'],
      ['RotationOrder', 'enum', 3],
      ['Show', 'bool', 1],
      ['Hidden', 'bool', 0],
      ['LocalStop', 'KTime', 46186158000n],
      ['SmallTime', 'KTime', 1924423250],
      ['Big', 'ULongLong', 5n],
    );
    expect(p.vec3('Lcl Rotation')).to.deep.equal([10, 20, 30]);
    expect(p.number('Weight')).to.equal(50);
    expect(p.number('Big')).to.equal(5);
    expect(p.string('Name')).to.equal('hello');
    expect(p.enum('RotationOrder')).to.equal(3);
    expect(p.bool('Show')).to.equal(true);
    expect(p.bool('Hidden')).to.equal(false);
    expect(p.bigintTime('LocalStop')).to.equal(KTIME_TICKS_PER_SECOND);
    expect(p.bigintTime('SmallTime')).to.equal(1924423250n);
    const entry = p.get('Lcl Rotation')!;
    expect([entry.type, entry.label, entry.flags, entry.source]).to.deep.equal(['Lcl Rotation', '', '', 'own']);
  });

  it('uses the fallback only when the entry is absent', () => {
    const p = model(['Weight', 'Number', 50]);
    expect(p.number('Weight', 100)).to.equal(50);
    expect(p.number('Other', 100)).to.equal(100);
    expect(p.vec3('Lcl Scaling', [1, 1, 1])).to.deep.equal([1, 1, 1]);
    expect(p.string('S', 'd')).to.equal('d');
    expect(p.bigintTime('T', 0n)).to.equal(0n);
    expect(p.bool('B', true)).to.equal(true);
    expect(p.enum('E', 2)).to.equal(2);
  });

  const base = "Objects/Model 12345 'Hips'/Properties70";
  const cases: [string, [string, string, ...Value[]], (p: ReturnType<typeof model>) => unknown, string][] = [
    ['a short vector', ['Lcl Rotation', 'Lcl Rotation', 1, 2], (p) => p.vec3('Lcl Rotation'), `${base}/Lcl Rotation: expected 3 numbers, got 2`],
    ['a vector with a string', ['Lcl Rotation', 'Lcl Rotation', 1, 'x', 3], (p) => p.vec3('Lcl Rotation'), `${base}/Lcl Rotation: expected 3 numbers, got a string`],
    ['a non-finite vector', ['Lcl Rotation', 'Lcl Rotation', 1, NaN, 3], (p) => p.vec3('Lcl Rotation'), `${base}/Lcl Rotation: expected 3 finite numbers, got NaN`],
    ['a string as a number', ['Weight', 'Number', 'x'], (p) => p.number('Weight'), `${base}/Weight: expected a number, got a string`],
    ['two numbers as one', ['Weight', 'Number', 1, 2], (p) => p.number('Weight'), `${base}/Weight: expected 1 a number, got 2 values`],
    ['an infinite number', ['Weight', 'Number', Infinity], (p) => p.number('Weight'), `${base}/Weight: expected a finite number, got Infinity`],
    ['a fractional enum', ['RotationOrder', 'enum', 1.5], (p) => p.enum('RotationOrder'), `${base}/RotationOrder: expected an integer, got 1.5`],
    ['a boolean of 2', ['Show', 'bool', 2], (p) => p.bool('Show'), `${base}/Show: expected a boolean (0 or 1), got 2`],
    ['a number as a string', ['Name', 'KString', 3], (p) => p.string('Name'), `${base}/Name: expected a string, got 3`],
    ['fractional ticks', ['LocalStop', 'KTime', 1.5], (p) => p.bigintTime('LocalStop'), `${base}/LocalStop: expected a whole number of ticks, got 1.5`],
    ['a huge integer as a number', ['Big', 'ULongLong', 2n ** 60n], (p) => p.number('Big'), `${base}/Big: expected a number, got 1152921504606846976 (beyond 2^53)`],
    ['a missing entry', ['Other', 'int', 1], (p) => p.vec3('Lcl Rotation'), `${base}/Lcl Rotation: missing (no entry and no template default)`],
  ];
  for (const [name, entry, read, message] of cases) {
    it(`refuses ${name} with the entry's path`, () => {
      expectDocError(() => read(model(entry)), message);
    });
  }

  it('names the template in errors about template values', () => {
    const definitions = n('Definitions', [], [n('ObjectType', [S('Model')], [n('PropertyTemplate', [S('FbxNode')], [p70(['Lcl Scaling', 'Lcl Scaling', 1, 1])])])]);
    const d = doc([obj('Model', 1n, 'Model::A', 'Null')], [], [definitions]);
    expectDocError(() => d.objects.get(1n)!.properties.vec3('Lcl Scaling'), "Definitions/ObjectType 'Model'/PropertyTemplate 'FbxNode'/Properties70/Lcl Scaling: expected 3 numbers, got 2");
  });

  it('refuses malformed entries while building', () => {
    expectDocError(
      () => doc([obj('Model', 1n, 'Model::A', 'Null', [n('Properties70', [], [n('P', [S('Lcl Rotation'), S('Lcl Rotation'), I(0)])])])]),
      "Objects/Model 1 'A'/Properties70/Lcl Rotation: expected name, type, label and flags strings first",
    );
    expectDocError(
      () => doc([obj('Model', 1n, 'Model::A', 'Null', [n('Properties70', [], [n('P', [S('V'), S('t'), S(''), S(''), dArr([1, 2])])])])]),
      "Objects/Model 1 'A'/Properties70/V: value 1 is an array (type 'd'), not a scalar",
    );
    expectDocError(
      () => doc([obj('Model', 1n, 'Model::A', 'Null', [n('Properties70', [], [n('P', [I(1)])])])]),
      "Objects/Model 1 'A'/Properties70/P #0: expected name, type, label and flags strings first",
    );
  });

  it('warns about a repeated entry and keeps the later one', () => {
    const d = doc([obj('Model', 1n, 'Model::A', 'Null', [p70(['W', 'Number', 1], ['W', 'Number', 2])])]);
    expect(d.objects.get(1n)!.properties.number('W')).to.equal(2);
    expect(d.warnings).to.deep.equal(["Objects/Model 1 'A'/Properties70/W: listed twice; the later entry is used"]);
  });

  it('reads FBX 6 Properties60 entries (no label)', () => {
    const d = buildFbxDocument(fbx([n('Objects', [], [n('Model', [S('Model::A'), S('Null')], [p60(['Lcl Translation', 'Lcl Translation', 1, 2, 3])])])], 6100));
    const a = [...d.objects.values()][0]!;
    const entry = a.properties.get('Lcl Translation')!;
    expect([entry.label, entry.flags, entry.path]).to.deep.equal(['', 'A', "Objects/Model 'Model::A'/Properties60/Lcl Translation"]);
    expect(a.properties.vec3('Lcl Translation')).to.deep.equal([1, 2, 3]);
  });
});

describe('fbx document: connections', () => {
  it('lists OO and OP connections in file order with both indexes', () => {
    const d = doc(
      [obj('Model', 1n, 'Model::root', 'Null'), obj('Model', 2n, 'Model::child', 'LimbNode'), obj('AnimationCurveNode', 3n, 'AnimCurveNode::T', '')],
      [oo(1n, 0n), oo(2n, 1n), op(3n, 2n, 'Lcl Translation')],
    );
    expect(d.connections.list.map((c) => [c.kind, c.child, c.parent, c.property, c.index])).to.deep.equal([
      ['OO', 1n, 0n, null, 0],
      ['OO', 2n, 1n, null, 1],
      ['OP', 3n, 2n, 'Lcl Translation', 2],
    ]);
    expect(d.connections.childrenOf(0n).map((c) => c.child)).to.deep.equal([1n]);
    expect(d.connections.childrenOf(2n).map((c) => c.property)).to.deep.equal(['Lcl Translation']);
    expect(d.connections.parentsOf(2n).map((c) => c.parent)).to.deep.equal([1n]);
    expect(d.connections.parentsOf(99n)).to.deep.equal([]);
    expect(childObjects(d, 1n).map((o) => o.name)).to.deep.equal(['child']);
    expect(childObjects(d, 2n, 'OO')).to.deep.equal([]);
    expect(parentObjects(d, 1n)).to.deep.equal([]);
    expect(parentObjects(d, 3n, 'OP').map((o) => o.name)).to.deep.equal(['child']);
    expect(d.warnings).to.deep.equal([]);
  });

  it('keeps connections to unknown ids with a warning, skips PO/PP with a warning', () => {
    const d = doc([obj('Model', 1n, 'Model::a', 'Null')], [oo(1n, 77n), n('C', [S('PO'), L(1n), S('p'), L(2n)])]);
    expect(d.connections.list).to.have.length(1);
    expect(d.warnings).to.deep.equal(['Connections/C #0: parent 77 is not an object', 'Connections/C #1: PO connection not interpreted; skipped']);
  });

  it('refuses malformed connections', () => {
    expectDocError(() => doc([], [n('C', [S('OP'), L(1n), L(2n)])]), 'Connections/C #0: an OP connection needs the property name fourth, got nothing');
    expectDocError(() => doc([], [n('C', [S('XX'), L(1n), L(2n)])]), "Connections/C #0: unknown connection kind 'XX'");
    expectDocError(() => doc([], [n('C', [I(1), L(1n), L(2n)])]), 'Connections/C #0: expected the kind string ("OO", "OP"…) first, got 1');
    expectDocError(() => doc([], [n('C', [S('OO'), S('a'), L(2n)])]), 'Connections/C #0: expected the child id, got a string');
  });
});

describe('fbx document: GlobalSettings and time', () => {
  const settings = (...entries: [string, string, ...Value[]][]) => buildFbxDocument(fbx([n('GlobalSettings', [], [n('Version', [I(1000)]), p70(...entries)])])).globalSettings;

  it('defaults everything when the file is silent, and says so', () => {
    const g = buildFbxDocument(fbx([])).globalSettings;
    expect(g.present).to.equal(false);
    expect([g.upAxis, g.upAxisSign, g.frontAxis, g.frontAxisSign, g.coordAxis, g.coordAxisSign]).to.deep.equal([1, 1, 2, 1, 0, 1]);
    expect([g.unitScaleFactor, g.originalUnitScaleFactor, g.timeMode, g.frameRate, g.customFrameRate]).to.deep.equal([1, 1, 0, null, null]);
    expect([g.timeSpanStart, g.timeSpanStop, g.originalUpAxis]).to.deep.equal([null, null, null]);
    expect(g.defaulted).to.deep.equal([
      'UpAxis', 'UpAxisSign', 'FrontAxis', 'FrontAxisSign', 'CoordAxis', 'CoordAxisSign',
      'UnitScaleFactor', 'OriginalUnitScaleFactor', 'TimeMode', 'CustomFrameRate', 'TimeSpanStart', 'TimeSpanStop',
    ]);
  });

  it('reads axes, units, time mode and time span', () => {
    const g = settings(
      ['UpAxis', 'int', 2], ['UpAxisSign', 'int', 1], ['FrontAxis', 'int', 1], ['FrontAxisSign', 'int', -1], ['CoordAxis', 'int', 0], ['CoordAxisSign', 'int', 1],
      ['OriginalUpAxis', 'int', -1],
      ['UnitScaleFactor', 'double', 2.54], ['OriginalUnitScaleFactor', 'double', 100],
      ['TimeMode', 'enum', 10], ['CustomFrameRate', 'double', -1],
      ['TimeSpanStart', 'KTime', 0n], ['TimeSpanStop', 'KTime', 92372316000n],
    );
    expect(g.present).to.equal(true);
    expect([g.upAxis, g.upAxisSign, g.frontAxis, g.frontAxisSign, g.coordAxis, g.coordAxisSign]).to.deep.equal([2, 1, 1, -1, 0, 1]);
    expect([g.unitScaleFactor, g.originalUnitScaleFactor, g.originalUpAxis]).to.deep.equal([2.54, 100, -1]);
    expect([g.timeMode, g.frameRate, g.customFrameRate, g.timeModeInfo.sdkName]).to.deep.equal([10, 25, -1, 'ePAL']);
    expect([g.timeSpanStart, g.timeSpanStop]).to.deep.equal([0n, 92372316000n]);
    expect(g.defaulted).to.deep.equal([]);
    expect(g.properties.has('UpAxis')).to.equal(true);
  });

  it('takes the custom frame rate for TimeMode 14', () => {
    expect(settings(['TimeMode', 'enum', 14], ['CustomFrameRate', 'double', 12.5]).frameRate).to.equal(12.5);
    expect(settings(['TimeMode', 'enum', 11], ['CustomFrameRate', 'double', 12.5]).frameRate).to.equal(24);
  });

  const refusals: [string, [string, string, ...Value[]][], string][] = [
    ['an axis of 3', [['UpAxis', 'int', 3]], 'GlobalSettings/Properties70/UpAxis: expected an axis 0, 1 or 2, got 3'],
    ['a sign of 0', [['FrontAxisSign', 'int', 0]], 'GlobalSettings/Properties70/FrontAxisSign: expected 1 or -1, got 0'],
    ['two equal axes', [['UpAxis', 'int', 2]], 'GlobalSettings/Properties70/UpAxis: UpAxis 2, FrontAxis 2 and CoordAxis 0 must be three different axes'],
    ['a zero unit', [['UnitScaleFactor', 'double', 0]], 'GlobalSettings/Properties70/UnitScaleFactor: expected a positive unit scale, got 0'],
    ['a NaN unit', [['OriginalUnitScaleFactor', 'double', NaN]], 'GlobalSettings/Properties70/OriginalUnitScaleFactor: expected a finite number, got NaN'],
    ['TimeMode 19', [['TimeMode', 'enum', 19]], 'GlobalSettings/Properties70/TimeMode: expected a TimeMode 0…18, got 19'],
    ['custom without a rate', [['TimeMode', 'enum', 14], ['CustomFrameRate', 'double', -1]], 'GlobalSettings/Properties70/TimeMode: TimeMode 14 (custom) needs a positive CustomFrameRate, got -1'],
    ['custom with no rate entry', [['TimeMode', 'enum', 14]], 'GlobalSettings/Properties70/TimeMode: TimeMode 14 (custom) needs a positive CustomFrameRate, got none'],
    ['a fractional time span', [['TimeSpanStop', 'KTime', 0.5]], 'GlobalSettings/Properties70/TimeSpanStop: expected a whole number of ticks, got 0.5'],
  ];
  for (const [name, entries, message] of refusals) {
    it(`refuses ${name}`, () => {
      expectDocError(() => settings(...entries), message);
    });
  }

  it('warns when the time span runs backwards', () => {
    const d = buildFbxDocument(fbx([n('GlobalSettings', [], [p70(['TimeSpanStart', 'KTime', 10n], ['TimeSpanStop', 'KTime', 5n])])]));
    expect(d.warnings).to.deep.equal(['GlobalSettings/Properties70/TimeSpanStop: 5 is before TimeSpanStart 10']);
  });

  it('has the full TimeMode table', () => {
    expect(FBX_TIME_MODES).to.have.length(19);
    const fps = FBX_TIME_MODES.map((m) => (m.fps === null ? null : Math.round(m.fps * 1000) / 1000));
    expect(fps).to.deep.equal([null, 120, 100, 60, 50, 48, 30, 30, 29.97, 29.97, 25, 24, 1000, 23.976, null, 96, 72, 59.94, 119.88]);
    expect(FBX_TIME_MODES.map((m, i) => m.mode === i)).to.not.include(false);
    expect(timeModeInfo(8)!.dropFrame).to.equal(true);
    expect(timeModeInfo(9)!.fps).to.equal(30000 / 1001);
    expect(timeModeInfo(19)).to.equal(undefined);
    expect(timeModeInfo(1.5)).to.equal(undefined);
  });

  it('converts KTime ticks', () => {
    expect(ticksToSeconds(46186158000n)).to.equal(1);
    expect(ticksToSeconds(1924423250n)).to.be.closeTo(1 / 24, 1e-15);
    expect(ticksToSeconds(-46186158000n * 3n)).to.equal(-3);
    expect(secondsToTicks(2.5)).to.equal(115465395000n);
  });

  it('reads FBX 6 GlobalSettings from Objects/Properties60', () => {
    const d = buildFbxDocument(fbx([n('Objects', [], [n('GlobalSettings', [], [n('Version', [I(1000)]), p60(['TimeMode', 'enum', 6], ['UnitScaleFactor', 'double', 100])])])], 6100));
    expect(d.globalSettings.path).to.equal('Objects/GlobalSettings');
    expect([d.globalSettings.frameRate, d.globalSettings.unitScaleFactor]).to.deep.equal([30, 100]);
    expect(d.objects.size).to.equal(0);
    expectDocError(
      () => buildFbxDocument(fbx([n('Objects', [], [n('GlobalSettings', [], [p60(['UpAxis', 'int', 5])])])], 6100)),
      'Objects/GlobalSettings/Properties60/UpAxis: expected an axis 0, 1 or 2, got 5',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Animation

const SECOND = 46186158000n;
/** Packed tangent weights (low: right, high: next-left), in 1/9999. */
const weights = (right: number, nextLeft: number): number => ((Math.round(nextLeft * 9999) << 16) | Math.round(right * 9999)) | 0;
const floatBits = (x: number): number => new Int32Array(Float32Array.of(x).buffer)[0]!;
const bitsFloat = (bits: number): number => new Float32Array(Int32Array.of(bits).buffer)[0]!;

interface CurveSpec {
  times?: FbxProperty;
  values?: FbxProperty;
  flags?: FbxProperty;
  data?: FbxProperty;
  refs?: FbxProperty;
  extra?: FbxNode[];
}
function curve(id: bigint, spec: CurveSpec): FbxNode {
  const children: FbxNode[] = [n('Default', [D(0)]), n('KeyVer', [I(4009)])];
  if (spec.times) children.push(n('KeyTime', [spec.times]));
  if (spec.values) children.push(n('KeyValueFloat', [spec.values]));
  if (spec.flags) children.push(n('KeyAttrFlags', [spec.flags]));
  if (spec.data) children.push(n('KeyAttrDataFloat', [spec.data]));
  if (spec.refs) children.push(n('KeyAttrRefCount', [spec.refs]));
  children.push(...(spec.extra ?? []));
  return obj('AnimationCurve', id, 'AnimCurve::', '', children);
}
/** A model animated by one stack/layer/curve node with the given X curve. */
function animated(curveNode: FbxNode, stackProps: FbxNode[] = [], layerProps: FbxNode[] = [], moreObjects: FbxNode[] = [], moreConnections: FbxNode[] = []): FbxDocument {
  return doc(
    [
      obj('Model', 10n, 'Model::Hips', 'LimbNode'),
      obj('AnimationStack', 20n, 'AnimStack::Run', '', stackProps),
      obj('AnimationLayer', 30n, 'AnimLayer::Base', '', layerProps),
      obj('AnimationCurveNode', 40n, 'AnimCurveNode::T', '', [p70(['d|X', 'Number', 1], ['d|Y', 'Number', 2], ['d|Z', 'Number', 3])]),
      curveNode,
      ...moreObjects,
    ],
    [oo(10n, 0n), oo(30n, 20n), oo(40n, 30n), op(40n, 10n, 'Lcl Translation'), op(50n, 40n, 'd|X'), ...moreConnections],
  );
}
const CUBIC_AUTO = 0x8 | 0x100;
const standardData = (n: number): number[] => Array.from({ length: n }, () => [0, 0, weights(1 / 3, 1 / 3), 0]).flat();

describe('fbx document: animation', () => {
  it('links stack → layer → curve node → curve, with targets, defaults and times', () => {
    const d = animated(
      curve(50n, { times: lArr([0n, SECOND]), values: fArr([0, 100]), flags: iArr([CUBIC_AUTO]), data: iArr(standardData(1)), refs: iArr([2]) }),
      [p70(['LocalStart', 'KTime', 0n], ['LocalStop', 'KTime', SECOND], ['Description', 'KString', 'running'])],
      [p70(['Weight', 'Number', 50], ['Mute', 'bool', 1], ['BlendMode', 'enum', 1])],
    );
    const [stack] = d.animation.stacks;
    expect(d.animation.stacks).to.have.length(1);
    expect([stack!.name, stack!.description, stack!.localStart, stack!.localStop, stack!.referenceStart]).to.deep.equal(['Run', 'running', 0n, SECOND, null]);
    const [layer] = stack!.layers;
    expect([layer!.name, layer!.weight, layer!.mute, layer!.solo, layer!.blendMode, layer!.rotationAccumulationMode]).to.deep.equal(['Base', 50, true, false, 1, 0]);
    const [node] = layer!.curveNodes;
    expect(node!.targets).to.deep.equal([{ id: 10n, property: 'Lcl Translation' }]);
    expect(node!.channels.map((c) => [c.name, c.property, c.defaultValue, c.curve?.id ?? null])).to.deep.equal([
      ['X', 'd|X', 1, 50n],
      ['Y', 'd|Y', 2, null],
      ['Z', 'd|Z', 3, null],
    ]);
    const c = node!.channels[0]!.curve!;
    expect([...c.times]).to.deep.equal([0n, SECOND]);
    expect([...c.values]).to.deep.equal([0, 100]);
    expect([c.defaultValue, c.keyVersion, c.attributesPresent, c.preExtrapolation, c.postExtrapolation]).to.deep.equal([0, 4009, true, null, null]);
    expect(d.animation.curves.get(50n)).to.equal(c);
    expect(d.animation.layers.get(30n)).to.equal(layer);
    expect(d.animation.curveNodes.get(40n)).to.equal(node);
  });

  it('decodes every interpolation kind and the tangent data per key', () => {
    const flags = [
      0x8 | 0x400 | 0x1000000 | 0x2000000, // cubic, user tangents, weighted both sides
      0x4 | 0x400, // linear
      0x2, // constant standard
      0x2 | 0x100, // constant next
      0x8 | 0x100 | 0x2000 | 0x4000, // cubic auto, clamp progressive
      0x8 | 0x400 | 0x800, // cubic break
      0x8 | 0x200, // TCB
    ];
    const data = [
      floatBits(-44.26991653442383), floatBits(-43.92108917236328), weights(0.20212, 0.205021), 0,
      floatBits(-6), floatBits(-6), weights(1 / 3, 1 / 3), 0,
      0, 0, weights(1 / 3, 1 / 3), 0,
      0, floatBits(-12), weights(1 / 3, 1 / 3), 0,
      floatBits(1.5), floatBits(2.5), weights(1 / 3, 1 / 3), 0,
      floatBits(3), floatBits(-3), weights(1 / 3, 1 / 3), 0,
      floatBits(0.25), floatBits(-0.5), floatBits(0.75), 0,
    ];
    const times = Array.from({ length: 7 }, (_, i) => BigInt(i) * SECOND);
    const d = animated(curve(50n, { times: lArr(times), values: fArr([0, -2, -4, -6, -8, -10, -12]), flags: iArr(flags), data: iArr(data), refs: iArr([1, 1, 1, 1, 1, 1, 1]) }));
    const keys = curveKeys(d.animation.curves.get(50n)!);
    expect(keys.map((k) => [k.attribute.interpolation, k.attribute.constantMode, k.attribute.tangentMode])).to.deep.equal([
      ['cubic', 'standard', 'user'],
      ['linear', 'standard', 'user'],
      ['constant', 'standard', 'none'],
      ['constant', 'next', 'none'],
      ['cubic', 'standard', 'auto'],
      ['cubic', 'standard', 'break'],
      ['cubic', 'standard', 'tcb'],
    ]);
    const first = keys[0]!.attribute;
    expect([first.weightedRight, first.weightedNextLeft, first.velocityRight]).to.deep.equal([true, true, false]);
    expect(first.rightSlope).to.be.closeTo(-44.2699, 1e-4);
    expect(first.nextLeftSlope).to.be.closeTo(-43.9211, 1e-4);
    expect(first.rightWeight).to.be.closeTo(0.20212, 1e-6);
    expect(first.nextLeftWeight).to.be.closeTo(0.205021, 1e-6);
    expect(keys[1]!.attribute.rightWeight).to.be.closeTo(1 / 3, 1e-4);
    expect(keys[3]!.attribute.nextLeftSlope).to.equal(-12);
    expect([keys[4]!.attribute.clampProgressive, keys[4]!.attribute.timeIndependent, keys[4]!.attribute.clamp]).to.deep.equal([true, true, false]);
    expect(keys[6]!.attribute.tcb).to.deep.equal({ tension: 0.25, continuity: -0.5, bias: 0.75 });
    expect(keys[0]!.attribute.tcb).to.equal(null);
    expect(keys.map((k) => k.value)).to.deep.equal([0, -2, -4, -6, -8, -10, -12]);
  });

  it('reads the attribute words the same from float data (binary) and integer bits (ASCII)', () => {
    const words = [floatBits(-6), floatBits(2), weights(0.25, 0.5), 0];
    const asBits = animated(curve(50n, { times: lArr([0n, SECOND]), values: fArr([0, 1]), flags: iArr([0x8 | 0x400]), data: iArr(words), refs: iArr([2]) }));
    const asFloats = animated(curve(50n, { times: lArr([0n, SECOND]), values: fArr([0, 1]), flags: iArr([0x8 | 0x400]), data: fArr(words.map(bitsFloat)), refs: iArr([2]) }));
    const asDoubleBits = animated(curve(50n, { times: dArr([0, 46186158000]), values: dArr([0, 1]), flags: dArr([0x8 | 0x400]), data: dArr(words), refs: dArr([2]) }));
    const asDoubles = animated(curve(50n, { times: iArr([0, 1924423250]), values: dArr([0, 1]), flags: iArr([0x8 | 0x400]), data: dArr(words.map(bitsFloat)), refs: iArr([2]) }));
    const a = asBits.animation.curves.get(50n)!.attributes[0]!;
    for (const other of [asFloats, asDoubleBits, asDoubles]) {
      expect(other.animation.curves.get(50n)!.attributes[0]).to.deep.equal(a);
    }
    expect([a.rightSlope, a.nextLeftSlope, a.rightWeight, a.nextLeftWeight]).to.deep.equal([-6, 2, 2500 / 9999, 5000 / 9999]);
    expect([...asDoubles.animation.curves.get(50n)!.times]).to.deep.equal([0n, 1924423250n]);
  });

  it('expands run-length attributes onto keys', () => {
    const d = animated(
      curve(50n, {
        times: lArr([0n, 1n, 2n, 3n, 4n]),
        values: fArr([0, 1, 2, 3, 4]),
        flags: iArr([0x2, 0x4]),
        data: iArr(standardData(2)),
        refs: iArr([3, 2]),
      }),
    );
    const c = d.animation.curves.get(50n)!;
    expect([...c.keyAttribute]).to.deep.equal([0, 0, 0, 1, 1]);
    expect(c.attributes.map((a) => [a.interpolation, a.refCount])).to.deep.equal([['constant', 3], ['linear', 2]]);
    expect(curveKeys(c).map((k) => k.attribute.interpolation)).to.deep.equal(['constant', 'constant', 'constant', 'linear', 'linear']);
  });

  it('reads keys as linear when a curve has no attribute arrays, and an empty curve', () => {
    const d = animated(curve(50n, { times: lArr([0n, 5n]), values: fArr([1, 2]) }), [], [], [curve(51n, {})]);
    const c = d.animation.curves.get(50n)!;
    expect(c.attributesPresent).to.equal(false);
    expect(c.attributes.map((a) => [a.interpolation, a.refCount])).to.deep.equal([['linear', 2]]);
    const empty = d.animation.curves.get(51n)!;
    expect([empty.times.length, empty.values.length, empty.attributes.length]).to.deep.equal([0, 0, 0]);
  });

  it('reads pre/post extrapolation', () => {
    const extrapolation = (name: string, type: string, repetition: number): FbxNode => n(name, [], [n('Type', [S(type)]), n('Repetition', [I(repetition)])]);
    const d = animated(curve(50n, { times: lArr([0n]), values: fArr([1]), extra: [extrapolation('Pre-Extrapolation', 'C', 0), extrapolation('Post-Extrapolation', 'M', -1)] }));
    const c = d.animation.curves.get(50n)!;
    expect(c.preExtrapolation).to.deep.equal({ type: 'C', mode: 'constant', repetition: 0 });
    expect(c.postExtrapolation).to.deep.equal({ type: 'M', mode: 'mirror-repetition', repetition: -1 });
  });

  it('uses template defaults for layers and stacks without their own entries', () => {
    const d = animated(curve(50n, { times: lArr([0n]), values: fArr([1]) }));
    const stack = d.animation.stacks[0]!;
    expect([stack.localStart, stack.localStop, stack.description]).to.deep.equal([null, null, '']);
    const layer = stack.layers[0]!;
    expect([layer.weight, layer.mute, layer.solo, layer.blendMode, layer.scaleAccumulationMode]).to.deep.equal([100, false, false, 0, 0]);
  });

  it('warns about a stack without layers', () => {
    const d = doc([obj('AnimationStack', 20n, 'AnimStack::Empty', '')]);
    expect(d.animation.stacks[0]!.layers).to.deep.equal([]);
    expect(d.warnings).to.deep.equal(["Objects/AnimationStack 20 'Empty': no AnimationLayer"]);
  });

  const curvePath = "Objects/AnimationCurve 50 ''";
  const refusals: [string, CurveSpec, string][] = [
    ['values without times', { values: fArr([1]) }, `${curvePath}/KeyTime: missing while KeyValueFloat is present`],
    ['times without values', { times: lArr([0n]) }, `${curvePath}/KeyValueFloat: missing while KeyTime is present`],
    ['more values than times', { times: lArr([0n]), values: fArr([1, 2]) }, `${curvePath}/KeyValueFloat: 2 values for 1 KeyTime entries`],
    ['times going backwards', { times: lArr([5n, 4n]), values: fArr([1, 2]) }, `${curvePath}/KeyTime: key 1 (4) is before key 0 (5)`],
    ['fractional times', { times: dArr([0, 0.5]), values: fArr([1, 2]) }, `${curvePath}/KeyTime: key 1 is 0.5, not a whole number of ticks`],
    ['string times', { times: S('x'), values: fArr([1]) }, `${curvePath}/KeyTime: expected an array of KTime ticks`],
    ['flags without ref counts', { times: lArr([0n]), values: fArr([1]), flags: iArr([2]), data: iArr(standardData(1)) }, `${curvePath}/KeyAttrRefCount: missing while other KeyAttr arrays are present`],
    ['ref counts over the keys', { times: lArr([0n]), values: fArr([1]), flags: iArr([2]), data: iArr(standardData(1)), refs: iArr([2]) }, `${curvePath}/KeyAttrRefCount: the counts add up to more than the 1 keys`],
    ['ref counts under the keys', { times: lArr([0n, 1n]), values: fArr([1, 2]), flags: iArr([2]), data: iArr(standardData(1)), refs: iArr([1]) }, `${curvePath}/KeyAttrRefCount: the counts add up to 1, not the 2 keys`],
    ['a negative ref count', { times: lArr([0n]), values: fArr([1]), flags: iArr([2, 2]), data: iArr(standardData(2)), refs: iArr([-1, 2]) }, `${curvePath}/KeyAttrRefCount: entry 0 is negative (-1)`],
    ['ref counts of another length', { times: lArr([0n]), values: fArr([1]), flags: iArr([2]), data: iArr(standardData(1)), refs: iArr([1, 0]) }, `${curvePath}/KeyAttrRefCount: 2 entries for 1 KeyAttrFlags`],
    ['short data', { times: lArr([0n]), values: fArr([1]), flags: iArr([2]), data: iArr([0, 0, 0]), refs: iArr([1]) }, `${curvePath}/KeyAttrDataFloat: 3 entries for 1 KeyAttrFlags (expected 4 each)`],
    ['flags without interpolation', { times: lArr([0n]), values: fArr([1]), flags: iArr([0x100]), data: iArr(standardData(1)), refs: iArr([1]) }, `${curvePath}/KeyAttrFlags: entry 0 (0x100): no interpolation bit (0x2/0x4/0x8) set`],
    ['flags with two interpolations', { times: lArr([0n]), values: fArr([1]), flags: iArr([0x6]), data: iArr(standardData(1)), refs: iArr([1]) }, `${curvePath}/KeyAttrFlags: entry 0 (0x6): several interpolation bits set (0x6)`],
    ['fractional flags', { times: lArr([0n]), values: fArr([1]), flags: dArr([2.5]), data: iArr(standardData(1)), refs: iArr([1]) }, `${curvePath}/KeyAttrFlags: entry 0 is 2.5, not an integer`],
  ];
  for (const [name, spec, message] of refusals) {
    it(`refuses a curve with ${name}`, () => {
      expectDocError(() => animated(curve(50n, spec)), message);
    });
  }

  it('refuses two curves on one channel', () => {
    expectDocError(
      () => animated(curve(50n, {}), [], [], [curve(51n, {})], [op(51n, 40n, 'd|X')]),
      "Objects/AnimationCurveNode 40 'T'/d|X: two curves drive the channel (50 and 51)",
    );
  });

  it('refuses a curve-node default that is not a number', () => {
    expectDocError(
      () => doc([obj('AnimationCurveNode', 40n, 'AnimCurveNode::T', '', [p70(['d|X', 'Number', 'x'])])]),
      "Objects/AnimationCurveNode 40 'T'/Properties70/d|X: expected a number, got a string",
    );
  });

  it('keeps a channel known only from its curve connection', () => {
    const d = doc(
      [obj('AnimationCurveNode', 40n, 'AnimCurveNode::V', ''), curve(50n, { times: lArr([0n]), values: fArr([1]) })],
      [op(50n, 40n, 'd|Visibility')],
    );
    expect(d.animation.curveNodes.get(40n)!.channels.map((c) => [c.name, c.defaultValue, c.curve?.id])).to.deep.equal([['Visibility', null, 50n]]);
    expect(d.animation.curveNodes.get(40n)!.targets).to.deep.equal([]);
  });
});

describe('fbx document: FBX 6 layout', () => {
  const legacy = (): FbxDocument =>
    buildFbxDocument(
      fbx(
        [
          n('FBXHeaderExtension', [], [n('FBXVersion', [I(6100)])]),
          n('Objects', [], [
            n('Model', [S('Model::pCube1'), S('Mesh')], [n('Version', [I(232)]), p60(['Lcl Translation', 'Lcl Translation', 4, 0, 2])]),
            n('Model', [S('Model::joint1'), S('LimbNode')], [p60(['Lcl Rotation', 'Lcl Rotation', 0, 45, 0])]),
            n('Deformer', [S('SubDeformer::Cluster joint1'), S('Cluster')], [n('Indexes', [I(0), I(1)]), n('Weights', [D(0.5), D(1)])]),
            n('GlobalSettings', [], [p60(['TimeMode', 'enum', 11])]),
          ]),
          n('Connections', [], [
            n('Connect', [S('OO'), S('Model::pCube1'), S('Model::Scene')]),
            n('Connect', [S('OO'), S('Model::joint1'), S('Model::Scene')]),
            n('Connect', [S('OO'), S('Model::joint1'), S('SubDeformer::Cluster joint1')]),
            n('Connect', [S('OO'), S('Model::ghost'), S('Model::Scene')]),
          ]),
          n('Takes', [], [
            n('Current', [S('Take 001')]),
            n('Take', [S('Take 001')], [
              n('FileName', [S('Take_001.tak')]),
              n('LocalTime', [I(0), L(38488465000n)]),
              n('ReferenceTime', [I(0), L(38488465000n)]),
              n('Model', [S('Model::pCube1')], [
                n('Version', [D(1.1)]),
                n('Channel', [S('Transform')], [
                  n('Channel', [S('T')], [
                    n('Channel', [S('X')], [n('Default', [D(4)]), n('KeyVer', [I(4005)]), n('KeyCount', [I(1)]), n('Key', [I(0), D(4), S('U'), S('s'), I(0), I(0), S('n')])]),
                    n('Channel', [S('Y')], [n('Default', [D(0)])]),
                    n('LayerType', [I(1)]),
                  ]),
                ]),
              ]),
            ]),
          ]),
        ],
        6100,
      ),
    );

  it('lists models with synthetic ids, prefixes, names and Properties60', () => {
    const d = legacy();
    expect(d.layout).to.equal('fbx6');
    expect([...d.objects.values()].map((o) => [o.id, o.type, o.classPrefix, o.name, o.subclass, o.syntheticId])).to.deep.equal([
      [1n, 'Model', 'Model', 'pCube1', 'Mesh', true],
      [2n, 'Model', 'Model', 'joint1', 'LimbNode', true],
      [3n, 'Deformer', 'SubDeformer', 'Cluster joint1', 'Cluster', true],
    ]);
    expect([...d.legacyNames]).to.deep.equal([['Model::pCube1', 1n], ['Model::joint1', 2n], ['SubDeformer::Cluster joint1', 3n]]);
    expect(d.objects.get(1n)!.properties.vec3('Lcl Translation')).to.deep.equal([4, 0, 2]);
    expect(d.objects.get(1n)!.path).to.equal("Objects/Model 'Model::pCube1'");
    expect(d.globalSettings.frameRate).to.equal(24);
    expect(d.animation.stacks.map((s) => s.name)).to.deep.equal(['Take 001']);
  });

  it('resolves Connect entries by name, with Model::Scene as the root', () => {
    const d = legacy();
    expect(d.connections.list.map((c) => [c.kind, c.child, c.parent])).to.deep.equal([
      ['OO', 1n, 0n],
      ['OO', 2n, 0n],
      ['OO', 2n, 3n],
    ]);
    expect(d.warnings).to.deep.equal(["Connections/Connect #3: child 'Model::ghost' is not an object; skipped"]);
  });

  it('reads takes with their time ranges and animated channels', () => {
    const d = legacy();
    expect(d.takes.current).to.equal('Take 001');
    const [take] = d.takes.list;
    expect([take!.name, take!.fileName, take!.localTime, take!.referenceTime]).to.deep.equal(['Take 001', 'Take_001.tak', { start: 0n, stop: 38488465000n }, { start: 0n, stop: 38488465000n }]);
    expect(take!.objects.map((o) => [o.type, o.fullName, o.id])).to.deep.equal([['Model', 'Model::pCube1', 1n]]);
    expect(take!.objects[0]!.channels).to.deep.equal([
      { path: 'Transform/T/X', defaultValue: 4, keyVersion: 4005, keyCount: 1, keyData: [0, 4, 'U', 's', 0, 0, 'n'], where: 'line 998', preExtrapolation: null, postExtrapolation: null },
      { path: 'Transform/T/Y', defaultValue: 0, keyVersion: null, keyCount: null, keyData: [], where: 'line 1000', preExtrapolation: null, postExtrapolation: null },
    ]);
  });

  it('refuses a name used twice and a malformed take time', () => {
    expectDocError(
      () => buildFbxDocument(fbx([n('Objects', [], [n('Model', [S('Model::a'), S('Null')]), n('Model', [S('Model::a'), S('Null')])])], 6100)),
      /^Objects\/Model 'Model::a': the name is used twice \(connections name FBX 6 objects by it; first at line \d+\)$/,
    );
    expectDocError(
      () => buildFbxDocument(fbx([n('Takes', [], [n('Take', [S('T')], [n('LocalTime', [I(0)])])])], 6100)),
      "Takes/Take 'T'/LocalTime: expected 2 whole tick counts, got 0",
    );
  });
});
