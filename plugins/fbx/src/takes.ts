/**
 * The `Takes` section.
 *
 * FBX 7 files repeat each animation stack there as `Take: "name" { FileName LocalTime
 * ReferenceTime }` (the stack objects are the real animation). FBX 6 files keep their animation
 * only there: each take also lists the animated objects (`Model: "Model::pCube1" { Channel:
 * "Transform" { Channel: "T" { Channel: "X" { Default KeyVer KeyCount Key … } } } }`).
 *
 * Coverage of the FBX 6 take contents: every channel that holds a `Default`, `KeyCount` or `Key`
 * is listed with its path (`Transform/T/X`), default value, key count, the raw `Key` token list
 * and the keys decoded from it (`decodeTakeKeys`); `takeAnimation` turns each take into a stack.
 *
 * Key token grammar (one key after another, `KeyCount` keys, nothing left over):
 * `time` (KTime ticks), `value`, then an interpolation letter and its tail:
 * - `C` constant, followed (KeyVer ≥ 4004) by `n` (hold the next key's value) or another letter
 *   (hold this key's value);
 * - `L` linear, no tail;
 * - `U` cubic, then a tangent letter: `s` (user) or `b` (broken) with the right slope and the next
 *   key's left slope (value per second); `a` (auto, no parameters); `p`/`q` (2 parameters), `t`
 *   (TCB-like, 3 parameters), `d` (1 parameter) — these are read as auto tangents, their
 *   parameters skipped. Then the weight part(s): `n` or `c` (default 1/3), `a` right and next-left
 *   weights, `r` right weight, `l` next-left weight. How many weight parts follow depends on the
 *   tangent letter and KeyVer: `s`/`b` one (none for KeyVer 4003); `a` none up to KeyVer 4004,
 *   else one; `p`/`q` one up to 4004, else two; `t` none; `d` one. (KeyVer defaults to 4005.)
 * Auto keys get clamp-progressive, time-independent auto tangents (see evaluate/tangents.ts). This
 * is the grammar ufbx reads (the FBX SDK documents none); fbx-reference.test.ts checks the poses.
 */
import type { FbxFile, FbxNode, FbxProperty } from './fbx-tree.js';
import { FbxDocumentError, quote, segment, type WhereOf } from './document-error.js';
import { nameLengthProblem } from '@animsmith/cli/plugin';
import { childNamed, childrenNamed, describeProp, integerProp, numberProp, scalarValue, stringProp } from './node-util.js';
import { FbxPropertySet, type FbxValue } from './properties.js';
import {
  decodeKeyAttribute,
  readExtrapolation,
  type FbxAnimation,
  type FbxAnimCurve,
  type FbxAnimCurveNode,
  type FbxAnimLayer,
  type FbxAnimStack,
  type FbxCurveChannel,
  type FbxExtrapolation,
  type FbxKeyAttribute,
} from './animation.js';
import type { FbxObject } from './objects.js';

export interface FbxTimeRange {
  /** KTime ticks. */
  readonly start: bigint;
  readonly stop: bigint;
}

/** One animated channel of an FBX 6 take object. */
export interface FbxTakeChannel {
  /** Channel names from the object down, `/`-joined: `Transform/T/X`. */
  readonly path: string;
  readonly defaultValue: number | null;
  readonly keyVersion: number | null;
  /** `KeyCount` as written, or `null`. */
  readonly keyCount: number | null;
  /** The raw `Key` tokens (numbers, `bigint` ticks, letters — ASCII bare words or binary `C` bytes), undecoded. */
  readonly keyData: readonly FbxValue[];
  /** `byte <n>` / `line <n>` of the channel, for messages. */
  readonly where: string;
  /** The channel's `Pre-Extrapolation` / `Post-Extrapolation`, as for FBX 7 curves. */
  readonly preExtrapolation: FbxExtrapolation | null;
  readonly postExtrapolation: FbxExtrapolation | null;
}

/** The decoded keys of one take channel. */
export interface FbxTakeKeys {
  readonly times: BigInt64Array;
  readonly values: Float32Array;
  /** One attribute per key (refCount 1). */
  readonly attributes: readonly FbxKeyAttribute[];
}

/** An object animated by an FBX 6 take. */
export interface FbxTakeObject {
  /** The node type in the take (`Model`, `Material`…). */
  readonly type: string;
  /** The full `Class::Name` the take uses. */
  readonly fullName: string;
  /** The object's (synthetic) id, or `null` when no object has that name. */
  readonly id: bigint | null;
  readonly channels: readonly FbxTakeChannel[];
}

export interface FbxTake {
  readonly name: string;
  readonly fileName: string | null;
  readonly localTime: FbxTimeRange | null;
  readonly referenceTime: FbxTimeRange | null;
  /** FBX 6 animated objects; empty for FBX 7 files (their animation is in the stacks). */
  readonly objects: readonly FbxTakeObject[];
  readonly path: string;
  readonly where: string;
}

export interface FbxTakes {
  /** `Current: "Take 001"`, or `null`. */
  readonly current: string | null;
  readonly list: readonly FbxTake[];
}

function rawValue(p: FbxProperty): FbxValue {
  // Binary files store the key letters (`U`, `s`, `n`…) as one-byte `C` values.
  if (p.type === 'C' && p.code !== undefined) return String.fromCharCode(p.code);
  if (p.type === 'l') return p.value.length === 1 ? p.value[0]! : NaN;
  return scalarValue(p) ?? NaN;
}

function flattenKeyData(node: FbxNode): FbxValue[] {
  const out: FbxValue[] = [];
  for (const p of node.properties) {
    switch (p.type) {
      case 'i':
      case 'f':
      case 'd':
      case 'b':
        for (const v of p.value) out.push(v);
        break;
      case 'l':
        for (const v of p.value) out.push(v);
        break;
      default:
        out.push(rawValue(p));
    }
  }
  return out;
}

function readRange(node: FbxNode | undefined, path: string, where: WhereOf): FbxTimeRange | null {
  if (node === undefined) return null;
  const start = integerProp(node.properties[0]);
  const stop = integerProp(node.properties[1]);
  if (node.properties.length !== 2 || start === undefined || stop === undefined) {
    throw new FbxDocumentError(`${path}/${node.name}`, `expected 2 whole tick counts, got ${node.properties.map(describeProp).join(', ') || 'nothing'}`, where(node));
  }
  return { start, stop };
}

function collectChannels(node: FbxNode, prefix: string, out: FbxTakeChannel[], where: WhereOf): void {
  for (const channel of childrenNamed(node, 'Channel')) {
    const name = stringProp(channel) ?? '';
    const path = prefix === '' ? name : `${prefix}/${name}`;
    const def = childNamed(channel, 'Default');
    const count = childNamed(channel, 'KeyCount');
    const key = childNamed(channel, 'Key');
    if (def !== undefined || count !== undefined || key !== undefined) {
      out.push({
        path,
        defaultValue: numberProp(def?.properties[0]) ?? null,
        keyVersion: numberProp(childNamed(channel, 'KeyVer')?.properties[0]) ?? null,
        keyCount: numberProp(count?.properties[0]) ?? null,
        keyData: key === undefined ? [] : flattenKeyData(key),
        where: where(channel),
        preExtrapolation: readExtrapolation(childNamed(channel, 'Pre-Extrapolation')),
        postExtrapolation: readExtrapolation(childNamed(channel, 'Post-Extrapolation')),
      });
    }
    collectChannels(channel, path, out, where);
  }
}

export function readTakes(file: FbxFile, legacyNames: ReadonlyMap<string, bigint>, where: WhereOf): FbxTakes {
  const section = file.nodes.find((n) => n.name === 'Takes');
  if (section === undefined) return { current: null, list: [] };
  const current = stringProp(childNamed(section, 'Current')) ?? null;
  const list: FbxTake[] = [];
  childrenNamed(section, 'Take').forEach((take, index) => {
    const name = stringProp(take);
    if (name === undefined) throw new FbxDocumentError(`Takes/Take #${index}`, `expected the take name string, got ${describeProp(take.properties[0])}`, where(take));
    const longName = nameLengthProblem(name);
    if (longName !== undefined) throw new FbxDocumentError(`Takes/Take #${index}`, longName, where(take));
    const path = `Takes/Take ${quote(name)}`;
    const objects: FbxTakeObject[] = [];
    for (const child of take.children) {
      const fullName = stringProp(child);
      if (fullName === undefined || childNamed(child, 'Channel') === undefined) continue;
      const channels: FbxTakeChannel[] = [];
      collectChannels(child, '', channels, where);
      objects.push({ type: child.name, fullName, id: legacyNames.get(fullName) ?? null, channels });
    }
    list.push({
      name,
      fileName: stringProp(childNamed(take, 'FileName')) ?? null,
      localTime: readRange(childNamed(take, 'LocalTime'), path, where),
      referenceTime: readRange(childNamed(take, 'ReferenceTime'), path, where),
      objects,
      path,
      where: where(take),
    });
  });
  return { current, list };
}

const CONSTANT = 0x2;
const CONSTANT_NEXT = 0x100;
const LINEAR = 0x4;
const CUBIC = 0x8;
const TANGENT_AUTO = 0x100;
const TANGENT_USER = 0x400;
const TANGENT_BREAK = 0x800;
const TIME_INDEPENDENT = 0x2000;
const CLAMP_PROGRESSIVE = 0x4000;
const WEIGHTED_RIGHT = 0x1000000;
const WEIGHTED_NEXT_LEFT = 0x2000000;
const DEFAULT_WEIGHT = 1 / 3;

const scratch = new Float32Array(1);
const scratchBits = new Uint32Array(scratch.buffer);
function floatBits(value: number): number {
  scratch[0] = value;
  return scratchBits[0]!;
}

/** Reads the token stream of one channel; every read names the token index on failure. */
class KeyTokens {
  private i = 0;
  constructor(private readonly tokens: readonly FbxValue[]) {}

  get done(): boolean {
    return this.i >= this.tokens.length;
  }

  get remaining(): number {
    return this.tokens.length - this.i;
  }

  number(what: string): number {
    const t = this.next(what);
    if (typeof t === 'number' && Number.isFinite(t)) return t;
    if (typeof t === 'bigint') return Number(t);
    throw new KeyError(this.i - 1, `expected ${what} (a number), got ${describeToken(t)}`);
  }

  ticks(): bigint {
    const t = this.next('the key time');
    if (typeof t === 'bigint') return t;
    if (typeof t === 'number' && Number.isSafeInteger(t)) return BigInt(t);
    throw new KeyError(this.i - 1, `expected the key time (whole KTime ticks), got ${describeToken(t)}`);
  }

  letter(what: string): string {
    const t = this.next(what);
    if (typeof t === 'string' && t.length === 1) return t;
    throw new KeyError(this.i - 1, `expected ${what} (a letter), got ${describeToken(t)}`);
  }

  private next(what: string): FbxValue {
    if (this.i >= this.tokens.length) throw new KeyError(this.i, `${what} is missing (the key data ends early)`);
    return this.tokens[this.i++]!;
  }
}

class KeyError extends Error {
  constructor(
    readonly token: number,
    message: string,
  ) {
    super(message);
  }
}

function describeToken(t: FbxValue): string {
  if (typeof t === 'string') return quote(t);
  if (t instanceof Uint8Array) return 'raw bytes';
  return String(t);
}

/** Weight parts after a cubic key's tangent part: how many, by tangent letter and KeyVer. */
function weightParts(tangent: string, keyVersion: number): number {
  switch (tangent) {
    case 's':
    case 'b':
      return keyVersion === 4003 ? 0 : 1;
    case 'a':
      return keyVersion <= 4004 ? 0 : 1;
    case 'p':
    case 'q':
      return keyVersion <= 4004 ? 1 : 2;
    case 't':
      return 0;
    default:
      return 1;
  }
}

/** Parameters after the tangent letter that are not slopes (skipped). */
const SKIPPED_PARAMETERS: Readonly<Record<string, number>> = { a: 0, p: 2, q: 2, t: 3, d: 1 };

/**
 * Decodes a take channel's `Key` tokens (see the module comment for the grammar). Throws
 * `FbxDocumentError` naming the channel, the key and the token when the data does not follow the
 * grammar or does not hold exactly `KeyCount` keys.
 */
export function decodeTakeKeys(channel: FbxTakeChannel, path: string): FbxTakeKeys {
  const keyVersion = channel.keyVersion !== null && channel.keyVersion > 0 ? channel.keyVersion : 4005;
  const tokens = new KeyTokens(channel.keyData);
  const times: bigint[] = [];
  const values: number[] = [];
  const attributes: FbxKeyAttribute[] = [];
  const where = `${path}/${segment(channel.path)}/Key`;
  const expected = channel.keyCount;
  if (expected !== null && (!Number.isSafeInteger(expected) || expected < 0)) {
    throw new FbxDocumentError(`${path}/${segment(channel.path)}/KeyCount`, `expected a key count, got ${expected}`, channel.where);
  }
  try {
    while (expected === null ? !tokens.done : times.length < expected) {
      if (tokens.done) throw new KeyError(-1, `KeyCount is ${expected} but the key data holds ${times.length} keys`);
      const time = tokens.ticks();
      if (times.length > 0 && time < times[times.length - 1]!) {
        throw new KeyError(-1, `key ${times.length} (${time}) is before key ${times.length - 1} (${times[times.length - 1]})`);
      }
      const value = tokens.number('the key value');
      const mode = tokens.letter('the interpolation letter');
      let flags: number;
      let right = 0;
      let nextLeft = 0;
      let rightWeight = DEFAULT_WEIGHT;
      let nextLeftWeight = DEFAULT_WEIGHT;
      if (mode === 'C') {
        flags = CONSTANT;
        if (keyVersion >= 4004 && tokens.letter('the constant mode letter') === 'n') flags |= CONSTANT_NEXT;
      } else if (mode === 'L') {
        flags = LINEAR;
      } else if (mode === 'U') {
        const tangent = tokens.letter('the tangent letter');
        if (tangent === 's' || tangent === 'b') {
          flags = CUBIC | TANGENT_USER | (tangent === 'b' ? TANGENT_BREAK : 0);
          right = tokens.number('the right slope');
          nextLeft = tokens.number('the next-left slope');
        } else if (tangent in SKIPPED_PARAMETERS) {
          flags = CUBIC | TANGENT_AUTO | TIME_INDEPENDENT | CLAMP_PROGRESSIVE;
          for (let k = SKIPPED_PARAMETERS[tangent]!; k > 0; k--) tokens.number(`tangent ${quote(tangent)} parameter`);
        } else {
          throw new KeyError(-1, `key ${times.length}: unknown tangent letter ${quote(tangent)}`);
        }
        for (let k = weightParts(tangent, keyVersion); k > 0; k--) {
          const weight = tokens.letter('the weight letter');
          if (weight === 'a') {
            rightWeight = tokens.number('the right weight');
            nextLeftWeight = tokens.number('the next-left weight');
            flags |= WEIGHTED_RIGHT | WEIGHTED_NEXT_LEFT;
          } else if (weight === 'r') {
            rightWeight = tokens.number('the right weight');
            flags |= WEIGHTED_RIGHT;
          } else if (weight === 'l') {
            nextLeftWeight = tokens.number('the next-left weight');
            flags |= WEIGHTED_NEXT_LEFT;
          } else if (weight !== 'n' && weight !== 'c') {
            throw new KeyError(-1, `key ${times.length}: unknown weight letter ${quote(weight)}`);
          }
        }
      } else {
        throw new KeyError(-1, `key ${times.length}: unknown interpolation letter ${quote(mode)}`);
      }
      const decoded = decodeKeyAttribute(flags, [floatBits(right), floatBits(nextLeft), 0, 0], 1);
      if (typeof decoded === 'string') throw new KeyError(-1, decoded);
      attributes.push({ ...decoded, rightWeight, nextLeftWeight });
      times.push(time);
      values.push(value);
    }
  } catch (error) {
    if (!(error instanceof KeyError)) throw error;
    const at = error.token >= 0 ? ` (token ${error.token})` : '';
    throw new FbxDocumentError(where, `${error.message}${at}`, channel.where);
  }
  if (!tokens.done) {
    throw new FbxDocumentError(where, `${tokens.remaining} tokens left over after the ${times.length} keys of KeyCount`, channel.where);
  }
  return { times: BigInt64Array.from(times), values: Float32Array.from(values), attributes };
}

/** FBX 6 transform channel groups → the FBX 7 property they animate. */
const TRANSFORM_PROPERTIES: Readonly<Record<string, string>> = { T: 'Lcl Translation', R: 'Lcl Rotation', S: 'Lcl Scaling' };

/** The property and channel name a take channel path drives: `Transform/T/X` → `Lcl Translation`, `X`. */
function takeTarget(path: string): { property: string; channel: string } {
  const parts = path.split('/');
  if (parts[0] === 'Transform' && parts.length === 3 && TRANSFORM_PROPERTIES[parts[1]!] !== undefined) {
    return { property: TRANSFORM_PROPERTIES[parts[1]!]!, channel: parts[2]! };
  }
  const last = parts[parts.length - 1]!;
  if (parts.length > 1 && (last === 'X' || last === 'Y' || last === 'Z')) return { property: parts.slice(0, -1).join('/'), channel: last };
  return { property: path, channel: last };
}

/**
 * The animation of an FBX 6 file, built from its takes in the FBX 7 shape: each take a stack with
 * one (base) layer; each animated object property a curve node with one channel per take channel
 * (its `Default` as the channel value, its decoded keys as the curve). Takes name objects by
 * `Class::Name`; channels of an object the file does not define are left out. The made-up stack/layer/curve-node/curve objects get ids after the file's own synthetic ids.
 */
export function takeAnimation(takes: FbxTakes, objects: ReadonlyMap<bigint, FbxObject>): FbxAnimation {
  let nextId = 1n;
  for (const id of objects.keys()) if (id >= nextId) nextId = id + 1n;
  const make = (type: string, classPrefix: string, name: string, path: string, where: string, node: FbxNode): FbxObject => ({
    id: nextId++,
    type,
    classPrefix,
    name,
    subclass: '',
    properties: FbxPropertySet.empty(path),
    templateName: null,
    node,
    path,
    where,
    syntheticId: true,
  });
  const stacks: FbxAnimStack[] = [];
  const layers = new Map<bigint, FbxAnimLayer>();
  const curveNodes = new Map<bigint, FbxAnimCurveNode>();
  const curves = new Map<bigint, FbxAnimCurve>();
  for (const take of takes.list) {
    const stackObject = make('AnimationStack', 'AnimStack', take.name, take.path, take.where, TAKE_NODE);
    const layerObject = make('AnimationLayer', 'AnimLayer', 'BaseLayer', take.path, take.where, TAKE_NODE);
    const nodes: FbxAnimCurveNode[] = [];
    for (const object of take.objects) {
      if (object.id === null) continue;
      const byProperty = new Map<string, FbxCurveChannel[]>();
      for (const channel of object.channels) {
        const { property, channel: name } = takeTarget(channel.path);
        let curve: FbxAnimCurve | null = null;
        if (channel.keyData.length > 0 || (channel.keyCount ?? 0) > 0) {
          const keys = decodeTakeKeys(channel, `${take.path}/${object.type} ${quote(object.fullName)}`);
          const curveObject = make('AnimationCurve', 'AnimCurve', '', `${take.path}/${segment(channel.path)}`, channel.where, TAKE_NODE);
          curve = {
            id: curveObject.id,
            object: curveObject,
            defaultValue: channel.defaultValue,
            keyVersion: channel.keyVersion,
            times: keys.times,
            values: keys.values,
            attributes: keys.attributes,
            keyAttribute: Uint32Array.from(keys.attributes, (_, i) => i),
            attributesPresent: true,
            preExtrapolation: channel.preExtrapolation,
            postExtrapolation: channel.postExtrapolation,
          };
          curves.set(curve.id, curve);
        }
        const list = byProperty.get(property) ?? [];
        list.push({ name, property: `d|${name}`, defaultValue: channel.defaultValue, curve });
        byProperty.set(property, list);
      }
      for (const [property, channels] of byProperty) {
        const nodeObject = make('AnimationCurveNode', 'AnimCurveNode', property, `${take.path}/${segment(object.fullName)}/${property}`, take.where, TAKE_NODE);
        const curveNode: FbxAnimCurveNode = { id: nodeObject.id, object: nodeObject, name: property, targets: [{ id: object.id, property }], channels };
        curveNodes.set(curveNode.id, curveNode);
        nodes.push(curveNode);
      }
    }
    const layer: FbxAnimLayer = {
      id: layerObject.id,
      object: layerObject,
      name: layerObject.name,
      weight: 100,
      mute: false,
      solo: false,
      blendMode: 1,
      rotationAccumulationMode: 0,
      scaleAccumulationMode: 0,
      curveNodes: nodes,
    };
    layers.set(layer.id, layer);
    stacks.push({
      id: stackObject.id,
      object: stackObject,
      name: take.name,
      description: '',
      localStart: take.localTime?.start ?? null,
      localStop: take.localTime?.stop ?? null,
      referenceStart: take.referenceTime?.start ?? null,
      referenceStop: take.referenceTime?.stop ?? null,
      localDeclared: take.localTime !== null,
      referenceDeclared: take.referenceTime !== null,
      layers: [layer],
    });
  }
  return { stacks, layers, curveNodes, curves };
}

/** The node the made-up take objects point at (they have no node of their own). */
const TAKE_NODE: FbxNode = Object.freeze({ name: 'Take', properties: [], children: [], at: 0 });
