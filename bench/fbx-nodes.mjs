// FBX node-tree builders the benches share: property values, records, the animation objects and
// a whole 7.4 file's top level, for the project's own writer (plugins/fbx/dist/binary-writer.js).

export const TICKS_PER_SECOND = 46_186_158_000n;

export const S = (value) => ({ type: 'S', value });
export const D = (value) => ({ type: 'D', value });
export const I = (value) => ({ type: 'I', value });
export const L = (value) => ({ type: 'L', value });
export const node = (name, properties = [], children = []) => ({ name, properties, children });
/** A Properties70 'P' record with an empty label and the animatable flag. */
export const p70 = (name, type, ...values) => node('P', [S(name), S(type), S(''), S('A'), ...values]);

/** A Connections list with OO (object → object) and OP (object → property) adders. */
export function connectionList() {
  const list = [];
  return {
    list,
    oo: (child, parent) => list.push(node('C', [S('OO'), L(child), L(parent)])),
    op: (child, parent, property) => list.push(node('C', [S('OP'), L(child), L(parent), S(property)])),
  };
}

export function animationStack(id, name, start, stop) {
  return node('AnimationStack', [L(id), S(`${name}\x00\x01AnimStack`), S('')], [
    node('Properties70', [], [p70('LocalStart', 'KTime', L(start)), p70('LocalStop', 'KTime', L(stop))]),
  ]);
}

export const animationLayer = (id) => node('AnimationLayer', [L(id), S('BaseLayer\x00\x01AnimLayer'), S('')]);

/** One key attribute (`flags`) shared by every key of the curve. */
export function animationCurve(id, times, values, flags) {
  return node('AnimationCurve', [L(id), S('\x00\x01AnimCurve'), S('')], [
    node('Default', [D(0)]),
    node('KeyVer', [I(4009)]),
    node('KeyTime', [{ type: 'l', value: times }]),
    node('KeyValueFloat', [{ type: 'f', value: values }]),
    node('KeyAttrFlags', [{ type: 'i', value: Int32Array.of(flags) }]),
    node('KeyAttrDataFloat', [{ type: 'f', value: Float32Array.of(0, 0, 0, 0) }]),
    node('KeyAttrRefCount', [{ type: 'i', value: Int32Array.of(times.length) }]),
  ]);
}

/** The top level of an FBX 7.4 file: header, GlobalSettings (+Y up, with `settings`), objects, connections. */
export function fbxTopLevel(objects, connections, settings = []) {
  return [
    node('FBXHeaderExtension', [], [node('FBXHeaderVersion', [I(1003)]), node('FBXVersion', [I(7400)])]),
    node('GlobalSettings', [], [node('Version', [I(1000)]), node('Properties70', [], [p70('UpAxis', 'int', I(1)), ...settings])]),
    node('Objects', [], objects),
    node('Connections', [], connections),
  ];
}
