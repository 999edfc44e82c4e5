/**
 * FBX 7 animation: AnimationStack → AnimationLayer → AnimationCurveNode → AnimationCurve.
 *
 * - A stack's layers are its `OO` children of type AnimationLayer, in connection order.
 * - A layer's curve nodes are its children of type AnimationCurveNode (each once).
 * - A curve node drives the properties it is `OP`-connected to (`Lcl Translation` of a Model, the
 *   `Weight` of a layer…):
 *   `targets`. Its channels are its `d|…` properties (default values) and the curves `OP`-connected
 *   to it by channel property (`d|X`).
 * - A curve: `KeyTime` (KTime ticks, `l`), `KeyValueFloat` (`f`), and key attributes run-length
 *   coded: attribute `i` is `KeyAttrFlags[i]` with the four words `KeyAttrDataFloat[4i…4i+3]` and
 *   applies to the next `KeyAttrRefCount[i]` keys.
 *
 * Key attribute words (FBX SDK `FbxAnimCurveDef` layout):
 * - flags: interpolation 0x2 constant / 0x4 linear / 0x8 cubic; for constant keys 0x100 means
 *   "next" (hold the next key's value); tangent mode 0x100 auto, 0x200 TCB, 0x400 user, 0x800
 *   break, plus 0x1000 clamp, 0x2000 time-independent, 0x4000 clamp-progressive; weights
 *   0x1000000 right / 0x2000000 next-left; velocity 0x10000000 right / 0x20000000 next-left.
 * - data words: 0 right slope, 1 next-left slope (value units per second), 2 the two tangent
 *   weights as 16-bit integers in 1/9999 (low half right, high half next-left), 3 the two
 *   velocities packed the same way (assumed: no file here holds a non-zero velocity). For TCB
 *   keys words 0…2 are tension, continuity, bias.
 * - Binary files hold `KeyAttrDataFloat` as floats; FBX SDK ASCII writes the same 32-bit words as
 *   integers. An integer-typed array, or a float array whose values are all whole numbers, is
 *   therefore read as the words' bit patterns; anything else as float values (hand-written ASCII).
 * - A curve with none of the three attribute arrays gets one linear attribute for every key
 *   (`attributesPresent: false`), so an evaluator can choose otherwise.
 *
 * Extrapolation: the optional `Pre-Extrapolation`/`Post-Extrapolation` children `{ Type: C
 * Repetition: n }` (`C` constant, `R` repetition, `M` mirror repetition, `K` keep slope, `A`
 * relative repetition); `null` when absent. The letter is a string in ASCII files, a one-byte `C`
 * property in binary ones (its raw `code`), or an integer character code.
 *
 * Refused (FbxDocumentError): KeyTime/KeyValueFloat missing one without the other or of different
 * lengths, KeyTime going backwards, non-integer ticks, attribute arrays of inconsistent sizes, ref
 * counts that do not add up to the key count, a flags word with no or several interpolation bits,
 * two curves on one channel.
 */
import type { FbxNode } from './fbx-tree.js';
import { FbxDocumentError, segment } from './document-error.js';
import { exactTickNumber, tickLess, tickWords } from './tick-words.js';
import type { FbxConnections } from './connections.js';
import type { FbxObject } from './objects.js';
import { childNamed, numericData, numberProp } from './node-util.js';

export type FbxInterpolation = 'constant' | 'linear' | 'cubic';
export type FbxTangentMode = 'auto' | 'tcb' | 'user' | 'break' | 'auto-break' | 'none';

/** One decoded key attribute (shared by `refCount` consecutive keys). */
export interface FbxKeyAttribute {
  /** The raw `KeyAttrFlags` word. */
  readonly flags: number;
  readonly interpolation: FbxInterpolation;
  /** Constant keys: `standard` holds this key's value, `next` holds the next key's. `standard` for other kinds. */
  readonly constantMode: 'standard' | 'next';
  /** Tangent mode bits (meaningful for cubic keys; `none` for constant keys and when no bit is set). */
  readonly tangentMode: FbxTangentMode;
  readonly clamp: boolean;
  readonly timeIndependent: boolean;
  readonly clampProgressive: boolean;
  readonly weightedRight: boolean;
  readonly weightedNextLeft: boolean;
  readonly velocityRight: boolean;
  readonly velocityNextLeft: boolean;
  /** Outgoing slope of this key, value units per second. */
  readonly rightSlope: number;
  /** Incoming slope of the next key, value units per second. */
  readonly nextLeftSlope: number;
  /** Tangent weights as stored (0…1; 1/3 is the unweighted default), whatever the weighted bits say. */
  readonly rightWeight: number;
  readonly nextLeftWeight: number;
  readonly rightVelocity: number;
  readonly nextLeftVelocity: number;
  /** TCB keys only: tension, continuity, bias (data words 0…2 as floats). */
  readonly tcb: { readonly tension: number; readonly continuity: number; readonly bias: number } | null;
  /** How many consecutive keys use this attribute (`KeyAttrRefCount`). */
  readonly refCount: number;
}

export type FbxExtrapolationMode = 'constant' | 'repetition' | 'mirror-repetition' | 'keep-slope' | 'relative-repetition' | 'unknown';

export interface FbxExtrapolation {
  /** The `Type` character as written (`C`, `R`, `M`, `K`, `A`). */
  readonly type: string;
  readonly mode: FbxExtrapolationMode;
  /** `Repetition` count (-1 = infinite), `null` when absent. */
  readonly repetition: number | null;
}

export interface FbxAnimCurve {
  readonly id: bigint;
  readonly object: FbxObject;
  /** `Default`, or `null`. */
  readonly defaultValue: number | null;
  /** `KeyVer`, or `null`. */
  readonly keyVersion: number | null;
  /** Key times in KTime ticks, non-decreasing. (`times`/`values` may share memory with the node tree: read-only.) */
  readonly times: BigInt64Array;
  /** Key values (float32, as FBX stores them). */
  readonly values: Float32Array;
  /** Decoded attributes, in file order. */
  readonly attributes: readonly FbxKeyAttribute[];
  /** For each key, the index of its attribute in `attributes`. */
  readonly keyAttribute: Uint32Array;
  /** False when the file had no KeyAttr arrays (every key then reads as linear). */
  readonly attributesPresent: boolean;
  readonly preExtrapolation: FbxExtrapolation | null;
  readonly postExtrapolation: FbxExtrapolation | null;
}

/** One key with its attribute resolved. */
export interface FbxCurveKey {
  readonly index: number;
  readonly time: bigint;
  readonly value: number;
  readonly attribute: FbxKeyAttribute;
}

/** The keys of a curve as records (allocates one small object per key). */
export function curveKeys(curve: FbxAnimCurve): FbxCurveKey[] {
  const out: FbxCurveKey[] = [];
  for (let i = 0; i < curve.times.length; i++) {
    out.push({ index: i, time: curve.times[i]!, value: curve.values[i]!, attribute: curve.attributes[curve.keyAttribute[i]!]! });
  }
  return out;
}

export interface FbxCurveChannel {
  /** The channel name after `d|`: `X`, `Y`, `Z`, `Visibility`… */
  readonly name: string;
  /** The curve-node property it is: `d|X`. */
  readonly property: string;
  /** The curve node's `d|…` value (the static value when no curve drives it), or `null`. */
  readonly defaultValue: number | null;
  readonly curve: FbxAnimCurve | null;
}

export interface FbxCurveNodeTarget {
  readonly id: bigint;
  /** The driven property of the target: `Lcl Translation`, `Lcl Rotation`, `Lcl Scaling`… */
  readonly property: string;
}

export interface FbxAnimCurveNode {
  readonly id: bigint;
  readonly object: FbxObject;
  /** The object name (`T`, `R`, `S`, often also empty). */
  readonly name: string;
  /** What it drives (usually exactly one). */
  readonly targets: readonly FbxCurveNodeTarget[];
  /** `d|…` properties first (file order), then channels known only from a curve connection. */
  readonly channels: readonly FbxCurveChannel[];
}

export interface FbxAnimLayer {
  readonly id: bigint;
  readonly object: FbxObject;
  readonly name: string;
  /** Percent, 100 = full (default 100). */
  readonly weight: number;
  readonly mute: boolean;
  readonly solo: boolean;
  /** 0 additive, 1 override, 2 override-passthrough (default 0). */
  readonly blendMode: number;
  /** 0 by layer, 1 by channel (default 0). */
  readonly rotationAccumulationMode: number;
  /** 0 multiply, 1 additive (default 0). */
  readonly scaleAccumulationMode: number;
  readonly curveNodes: readonly FbxAnimCurveNode[];
}

export interface FbxAnimStack {
  readonly id: bigint;
  readonly object: FbxObject;
  readonly name: string;
  readonly description: string;
  /** KTime ticks; `null` when neither the stack nor its template gives the value. */
  readonly localStart: bigint | null;
  readonly localStop: bigint | null;
  readonly referenceStart: bigint | null;
  readonly referenceStop: bigint | null;
  /**
   * True when the stack itself sets `LocalStart` or `LocalStop` (FBX 6: the take has a
   * `LocalTime`); the other end may come from the template (Maya leaves out a `LocalStart` of 0).
   * A pair that comes only from the Definitions template (often 0/0) is a default, not a declared
   * range.
   */
  readonly localDeclared: boolean;
  /** The same for `ReferenceStart`/`ReferenceStop` (FBX 6: `ReferenceTime`). */
  readonly referenceDeclared: boolean;
  readonly layers: readonly FbxAnimLayer[];
}

export interface FbxAnimation {
  /** Stacks in Objects order. */
  readonly stacks: readonly FbxAnimStack[];
  /** Every layer, curve node and curve by id (including ones no stack reaches). */
  readonly layers: ReadonlyMap<bigint, FbxAnimLayer>;
  readonly curveNodes: ReadonlyMap<bigint, FbxAnimCurveNode>;
  readonly curves: ReadonlyMap<bigint, FbxAnimCurve>;
}

const INTERP_CONSTANT = 0x2;
const INTERP_LINEAR = 0x4;
const INTERP_CUBIC = 0x8;
const TANGENT_AUTO = 0x100;
const TANGENT_TCB = 0x200;
const TANGENT_USER = 0x400;
const TANGENT_BREAK = 0x800;
const TANGENT_CLAMP = 0x1000;
const TANGENT_TIME_INDEPENDENT = 0x2000;
const TANGENT_CLAMP_PROGRESSIVE = 0x4000;
const WEIGHTED_RIGHT = 0x1000000;
const WEIGHTED_NEXT_LEFT = 0x2000000;
const VELOCITY_RIGHT = 0x10000000;
const VELOCITY_NEXT_LEFT = 0x20000000;
const WEIGHT_DIVISOR = 9999;

const scratchF32 = new Float32Array(1);
const scratchU32 = new Uint32Array(scratchF32.buffer);

function bitsToFloat(bits: number): number {
  scratchU32[0] = bits >>> 0;
  return scratchF32[0]!;
}

function floatToBits(value: number): number {
  scratchF32[0] = value;
  return scratchU32[0]!;
}

/** Decodes one flags word and its four data words (as uint32 bit patterns). */
export function decodeKeyAttribute(flags: number, words: readonly [number, number, number, number], refCount: number): FbxKeyAttribute | string {
  const f = flags >>> 0;
  const interp = f & (INTERP_CONSTANT | INTERP_LINEAR | INTERP_CUBIC);
  let interpolation: FbxInterpolation;
  if (interp === INTERP_CONSTANT) interpolation = 'constant';
  else if (interp === INTERP_LINEAR) interpolation = 'linear';
  else if (interp === INTERP_CUBIC) interpolation = 'cubic';
  else return interp === 0 ? 'no interpolation bit (0x2/0x4/0x8) set' : `several interpolation bits set (0x${interp.toString(16)})`;

  let tangentMode: FbxTangentMode = 'none';
  if (interpolation !== 'constant') {
    if (f & TANGENT_TCB) tangentMode = 'tcb';
    else if (f & TANGENT_USER) tangentMode = f & TANGENT_BREAK ? 'break' : 'user';
    else if (f & TANGENT_AUTO) tangentMode = f & TANGENT_BREAK ? 'auto-break' : 'auto';
  }
  const weights = words[2] >>> 0;
  const velocities = words[3] >>> 0;
  return {
    flags: f,
    interpolation,
    constantMode: interpolation === 'constant' && f & TANGENT_AUTO ? 'next' : 'standard',
    tangentMode,
    clamp: (f & TANGENT_CLAMP) !== 0,
    timeIndependent: (f & TANGENT_TIME_INDEPENDENT) !== 0,
    clampProgressive: (f & TANGENT_CLAMP_PROGRESSIVE) !== 0,
    weightedRight: (f & WEIGHTED_RIGHT) !== 0,
    weightedNextLeft: (f & WEIGHTED_NEXT_LEFT) !== 0,
    velocityRight: (f & VELOCITY_RIGHT) !== 0,
    velocityNextLeft: (f & VELOCITY_NEXT_LEFT) !== 0,
    rightSlope: bitsToFloat(words[0]),
    nextLeftSlope: bitsToFloat(words[1]),
    rightWeight: (weights & 0xffff) / WEIGHT_DIVISOR,
    nextLeftWeight: (weights >>> 16) / WEIGHT_DIVISOR,
    rightVelocity: (velocities & 0xffff) / WEIGHT_DIVISOR,
    nextLeftVelocity: (velocities >>> 16) / WEIGHT_DIVISOR,
    tcb: tangentMode === 'tcb' ? { tension: bitsToFloat(words[0]), continuity: bitsToFloat(words[1]), bias: bitsToFloat(words[2]) } : null,
    refCount,
  };
}

/**
 * The attribute decoded last by {@link sharedKeyAttribute}, with its inputs. Exporters write one
 * attribute per curve, the same on every curve of a rig, and the decoded records are read-only:
 * a repeat is handed the same record instead of a fresh one.
 */
let lastAttribute: { flags: number; words: Uint32Array; refCount: number; attribute: FbxKeyAttribute } | null = null;

/** {@link decodeKeyAttribute} of attribute `i` (flags and its four data words of `words`). */
function sharedKeyAttribute(flags: number, words: Uint32Array, i: number, refCount: number): FbxKeyAttribute | string {
  const last = lastAttribute;
  const at = 4 * i;
  if (
    last !== null &&
    last.flags === flags &&
    last.refCount === refCount &&
    last.words[0] === words[at] &&
    last.words[1] === words[at + 1] &&
    last.words[2] === words[at + 2] &&
    last.words[3] === words[at + 3]
  ) {
    return last.attribute;
  }
  const attribute = decodeKeyAttribute(flags, [words[at]!, words[at + 1]!, words[at + 2]!, words[at + 3]!], refCount);
  if (typeof attribute !== 'string') lastAttribute = { flags, words: words.slice(at, at + 4), refCount, attribute };
  return attribute;
}

const LINEAR_DEFAULT_FLAGS = INTERP_LINEAR;
const ONE_THIRD_WEIGHTS = (3333 << 16) | 3333;

/** The KeyAttrDataFloat words as uint32 bit patterns (see the module comment for the rule). */
function dataWords(node: FbxNode): Uint32Array | undefined {
  const prop = node.properties.length === 1 ? node.properties[0]! : undefined;
  // The words themselves: a read-only view of the floats' bits, not a copy.
  if (prop?.type === 'f') return new Uint32Array(prop.value.buffer, prop.value.byteOffset, prop.value.length);
  const numbers = numericData(node);
  if (numbers === undefined || numbers instanceof BigInt64Array) {
    if (numbers instanceof BigInt64Array) {
      const out = new Uint32Array(numbers.length);
      for (let i = 0; i < numbers.length; i++) out[i] = Number(BigInt.asUintN(32, numbers[i]!));
      return out;
    }
    return undefined;
  }
  const out = new Uint32Array(numbers.length);
  let whole = prop?.type === 'i' || prop?.type === 'b';
  if (!whole) {
    whole = true;
    for (let i = 0; i < numbers.length; i++) {
      const v = numbers[i]!;
      if (!Number.isInteger(v) || v < -0x80000000 || v > 0xffffffff) {
        whole = false;
        break;
      }
    }
  }
  for (let i = 0; i < numbers.length; i++) out[i] = whole ? numbers[i]! >>> 0 : floatToBits(numbers[i]!);
  return out;
}

function integers(node: FbxNode | undefined, path: string, what: string, where: (n: FbxNode) => string): ArrayLike<number> | undefined {
  if (node === undefined) return undefined;
  const data = numericData(node);
  if (data === undefined) throw new FbxDocumentError(`${path}/${what}`, 'expected an array of integers', where(node));
  // 32-bit integers need no check (the binary spelling of both arrays).
  if (data instanceof Int32Array) return data;
  const out: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const raw = data[i]!;
    const v = typeof raw === 'bigint' ? Number(raw) : raw;
    if (!Number.isSafeInteger(v)) throw new FbxDocumentError(`${path}/${what}`, `entry ${i} is ${v}, not an integer`, where(node));
    out.push(v);
  }
  return out;
}

const EXTRAPOLATION_MODES: Readonly<Record<string, FbxExtrapolationMode>> = {
  C: 'constant',
  R: 'repetition',
  M: 'mirror-repetition',
  K: 'keep-slope',
  A: 'relative-repetition',
};

/** A curve's (or FBX 6 take channel's) `Pre-Extrapolation` / `Post-Extrapolation` child, or `null`. */
export function readExtrapolation(node: FbxNode | undefined): FbxExtrapolation | null {
  if (node === undefined) return null;
  const typeNode = childNamed(node, 'Type');
  const raw = typeNode?.properties[0];
  let type = '';
  if (raw?.type === 'S') type = raw.value;
  else if (raw?.type === 'Y' || raw?.type === 'I') type = String.fromCharCode(raw.value);
  else if (raw?.type === 'C' && raw.code !== undefined) type = String.fromCharCode(raw.code);
  const repetition = numberProp(childNamed(node, 'Repetition')?.properties[0]) ?? null;
  return { type, mode: EXTRAPOLATION_MODES[type] ?? 'unknown', repetition };
}

/**
 * Ticks of magnitude up to 2^53 are exact doubles, and then comparing and subtracting them as
 * doubles gives what the bigint arithmetic gives (a difference rounds once either way). Reading a
 * `BigInt64Array` allocates a bigint per element, so each key-time array is converted once, when
 * every tick in it is that small, and the doubles are shared by every later reader (the ordering
 * check here, the bake's plan, the evaluator).
 */
const tickNumbers = new WeakMap<BigInt64Array, Float64Array | null>();

/** `times` as exact doubles (see {@link tickNumbers}), or `null` when a tick is beyond 2^53. Read-only. */
export function keyTickNumbers(times: BigInt64Array): Float64Array | null {
  let numbers = tickNumbers.get(times);
  if (numbers === undefined) {
    numbers = exactTickNumbers(times);
    tickNumbers.set(times, numbers);
  }
  return numbers;
}

/*
 * The scans below run over every key of every curve while the process is still cold: each is a
 * small function with one monomorphic loop, so it is optimised early.
 */

function exactTickNumbers(times: BigInt64Array): Float64Array | null {
  const words = tickWords(times);
  return words !== null ? wordNumbers(words, times.length) : bigintNumbers(times);
}

function wordNumbers(words: Int32Array, length: number): Float64Array | null {
  const numbers = new Float64Array(length);
  for (let k = 0; k < length; k++) {
    const t = exactTickNumber(words, k);
    if (t !== t) return null; // NaN: beyond 2^53
    numbers[k] = t;
  }
  return numbers;
}

function bigintNumbers(times: BigInt64Array): Float64Array | null {
  const numbers = new Float64Array(times.length);
  for (let k = 0; k < times.length; k++) {
    if (!isExactTick(times[k]!)) return null;
    numbers[k] = Number(times[k]!);
  }
  return numbers;
}

/** {@link firstEarlierKey} of each KeyTime array checked so far (curves of a baked stack share one). */
const earlierKeys = new WeakMap<BigInt64Array, number>();

/** The first key whose tick is before the previous key's, or -1 when the ticks never decrease. */
function firstEarlierKey(times: BigInt64Array): number {
  let early = earlierKeys.get(times);
  if (early === undefined) earlierKeys.set(times, (early = scanEarlierKey(times)));
  return early;
}

function scanEarlierKey(times: BigInt64Array): number {
  const numbers = keyTickNumbers(times);
  if (numbers !== null) return firstEarlierNumber(numbers);
  const words = tickWords(times);
  for (let i = 1; i < times.length; i++) if (words !== null ? tickLess(words, i, i - 1) : times[i]! < times[i - 1]!) return i;
  return -1;
}

function firstEarlierNumber(numbers: Float64Array): number {
  for (let i = 1; i < numbers.length; i++) if (numbers[i]! < numbers[i - 1]!) return i;
  return -1;
}

const EXACT_TICKS = 2n ** 53n;

/** Whether `ticks` is an exact double (see {@link keyTickNumbers}). */
export function isExactTick(ticks: bigint): boolean {
  return ticks <= EXACT_TICKS && ticks >= -EXACT_TICKS;
}

export function readCurve(object: FbxObject, where: (n: FbxNode) => string): FbxAnimCurve {
  const node = object.node;
  const path = object.path;
  const timeNode = childNamed(node, 'KeyTime');
  const valueNode = childNamed(node, 'KeyValueFloat');
  if ((timeNode === undefined) !== (valueNode === undefined)) {
    const missing = timeNode === undefined ? 'KeyTime' : 'KeyValueFloat';
    throw new FbxDocumentError(`${path}/${missing}`, `missing while ${missing === 'KeyTime' ? 'KeyValueFloat' : 'KeyTime'} is present`, where(node));
  }
  let times: BigInt64Array = new BigInt64Array(0);
  let values: Float32Array = new Float32Array(0);
  if (timeNode !== undefined && valueNode !== undefined) {
    const rawTimes = numericData(timeNode);
    if (rawTimes === undefined) throw new FbxDocumentError(`${path}/KeyTime`, 'expected an array of KTime ticks', where(timeNode));
    if (rawTimes instanceof BigInt64Array) times = rawTimes;
    else {
      times = new BigInt64Array(rawTimes.length);
      for (let i = 0; i < rawTimes.length; i++) {
        const v = rawTimes[i]!;
        if (!Number.isSafeInteger(v)) throw new FbxDocumentError(`${path}/KeyTime`, `key ${i} is ${v}, not a whole number of ticks`, where(timeNode));
        times[i] = BigInt(v);
      }
    }
    const rawValues = valueNode.properties.length === 1 && valueNode.properties[0]!.type === 'f' ? valueNode.properties[0]!.value : numericData(valueNode);
    if (rawValues === undefined || rawValues instanceof BigInt64Array) {
      throw new FbxDocumentError(`${path}/KeyValueFloat`, 'expected an array of numbers', where(valueNode));
    }
    values = rawValues instanceof Float32Array ? rawValues : Float32Array.from(rawValues as ArrayLike<number>);
    if (values.length !== times.length) {
      throw new FbxDocumentError(`${path}/KeyValueFloat`, `${values.length} values for ${times.length} KeyTime entries`, where(valueNode));
    }
    const early = firstEarlierKey(times);
    if (early > 0) {
      throw new FbxDocumentError(`${path}/KeyTime`, `key ${early} (${times[early]}) is before key ${early - 1} (${times[early - 1]})`, where(timeNode));
    }
  }
  const keyCount = times.length;

  const flagsNode = childNamed(node, 'KeyAttrFlags');
  const dataNode = childNamed(node, 'KeyAttrDataFloat');
  const refNode = childNamed(node, 'KeyAttrRefCount');
  const attributes: FbxKeyAttribute[] = [];
  const keyAttribute = new Uint32Array(keyCount);
  const attributesPresent = flagsNode !== undefined || dataNode !== undefined || refNode !== undefined;
  if (!attributesPresent) {
    if (keyCount > 0) {
      const attr = decodeKeyAttribute(LINEAR_DEFAULT_FLAGS, [0, 0, ONE_THIRD_WEIGHTS, 0], keyCount);
      attributes.push(attr as FbxKeyAttribute);
    }
  } else {
    for (const [n, name] of [[flagsNode, 'KeyAttrFlags'], [dataNode, 'KeyAttrDataFloat'], [refNode, 'KeyAttrRefCount']] as const) {
      if (n === undefined) throw new FbxDocumentError(`${path}/${name}`, 'missing while other KeyAttr arrays are present', where(node));
    }
    const flags = integers(flagsNode, path, 'KeyAttrFlags', where)!;
    const refs = integers(refNode, path, 'KeyAttrRefCount', where)!;
    const words = dataWords(dataNode!);
    if (words === undefined) throw new FbxDocumentError(`${path}/KeyAttrDataFloat`, 'expected an array of numbers', where(dataNode!));
    if (refs.length !== flags.length) {
      throw new FbxDocumentError(`${path}/KeyAttrRefCount`, `${refs.length} entries for ${flags.length} KeyAttrFlags`, where(refNode!));
    }
    if (words.length !== 4 * flags.length) {
      throw new FbxDocumentError(`${path}/KeyAttrDataFloat`, `${words.length} entries for ${flags.length} KeyAttrFlags (expected 4 each)`, where(dataNode!));
    }
    let key = 0;
    for (let i = 0; i < flags.length; i++) {
      const count = refs[i]!;
      if (count < 0) throw new FbxDocumentError(`${path}/KeyAttrRefCount`, `entry ${i} is negative (${count})`, where(refNode!));
      if (key + count > keyCount) {
        throw new FbxDocumentError(`${path}/KeyAttrRefCount`, `the counts add up to more than the ${keyCount} keys`, where(refNode!));
      }
      const attr = sharedKeyAttribute(flags[i]!, words, i, count);
      if (typeof attr === 'string') {
        throw new FbxDocumentError(`${path}/KeyAttrFlags`, `entry ${i} (0x${(flags[i]! >>> 0).toString(16)}): ${attr}`, where(flagsNode!));
      }
      attributes.push(attr);
      keyAttribute.fill(i, key, key + count);
      key += count;
    }
    if (key !== keyCount) {
      throw new FbxDocumentError(`${path}/KeyAttrRefCount`, `the counts add up to ${key}, not the ${keyCount} keys`, where(refNode!));
    }
  }

  const defaultNode = childNamed(node, 'Default');
  const versionNode = childNamed(node, 'KeyVer');
  return {
    id: object.id,
    object,
    defaultValue: numberProp(defaultNode?.properties[0]) ?? null,
    keyVersion: numberProp(versionNode?.properties[0]) ?? null,
    times,
    values,
    attributes,
    keyAttribute,
    attributesPresent,
    preExtrapolation: readExtrapolation(childNamed(node, 'Pre-Extrapolation')),
    postExtrapolation: readExtrapolation(childNamed(node, 'Post-Extrapolation')),
  };
}

function optionalTime(object: FbxObject, name: string): bigint | null {
  return object.properties.has(name) ? object.properties.bigintTime(name) : null;
}

/** Builds the FBX 7 animation graph from the objects and connections. */
export function readAnimation(
  objects: ReadonlyMap<bigint, FbxObject>,
  connections: FbxConnections,
  where: (n: FbxNode) => string,
  warnings: string[],
): FbxAnimation {
  const curves = new Map<bigint, FbxAnimCurve>();
  const curveNodes = new Map<bigint, FbxAnimCurveNode>();
  const layers = new Map<bigint, FbxAnimLayer>();
  const stacks: FbxAnimStack[] = [];

  for (const object of objects.values()) {
    if (object.type === 'AnimationCurve') curves.set(object.id, readCurve(object, where));
  }

  for (const object of objects.values()) {
    if (object.type !== 'AnimationCurveNode') continue;
    const channels = new Map<string, { defaultValue: number | null; curve: FbxAnimCurve | null }>();
    for (const entry of object.properties.ownEntries()) {
      if (!entry.name.startsWith('d|')) continue;
      channels.set(entry.name, { defaultValue: object.properties.number(entry.name), curve: null });
    }
    const targets: FbxCurveNodeTarget[] = [];
    for (const c of connections.parentsOf(object.id)) {
      if (c.kind !== 'OP') continue;
      const parent = objects.get(c.parent);
      // Any object property, the layer's own `Weight` included (Maya keys layer weights so).
      if (parent === undefined) continue;
      targets.push({ id: c.parent, property: c.property! });
    }
    for (const c of connections.childrenOf(object.id)) {
      const curve = curves.get(c.child);
      if (curve === undefined) continue;
      if (c.kind !== 'OP') {
        warnings.push(`${object.path}: curve ${c.child} is connected without a channel property; ignored`);
        continue;
      }
      const property = c.property!;
      const channel = channels.get(property);
      if (channel?.curve != null) {
        throw new FbxDocumentError(`${object.path}/${segment(property)}`, `two curves drive the channel (${channel.curve.id} and ${curve.id})`, object.where);
      }
      if (channel === undefined) channels.set(property, { defaultValue: null, curve });
      else channel.curve = curve;
    }
    curveNodes.set(object.id, {
      id: object.id,
      object,
      name: object.name,
      targets,
      channels: [...channels].map(([property, ch]) => ({
        name: property.startsWith('d|') ? property.slice(2) : property,
        property,
        defaultValue: ch.defaultValue,
        curve: ch.curve,
      })),
    });
  }

  for (const object of objects.values()) {
    if (object.type !== 'AnimationLayer') continue;
    const p = object.properties;
    const nodes: FbxAnimCurveNode[] = [];
    for (const c of connections.childrenOf(object.id)) {
      const node = curveNodes.get(c.child);
      // A curve node that animates its own layer's weight is connected to it twice (OO and OP).
      if (node !== undefined && !nodes.includes(node)) nodes.push(node);
    }
    layers.set(object.id, {
      id: object.id,
      object,
      name: object.name,
      weight: p.number('Weight', 100),
      mute: p.bool('Mute', false),
      solo: p.bool('Solo', false),
      blendMode: p.enum('BlendMode', 0),
      rotationAccumulationMode: p.enum('RotationAccumulationMode', 0),
      scaleAccumulationMode: p.enum('ScaleAccumulationMode', 0),
      curveNodes: nodes,
    });
  }

  for (const object of objects.values()) {
    if (object.type !== 'AnimationStack') continue;
    const stackLayers: FbxAnimLayer[] = [];
    for (const c of connections.childrenOf(object.id)) {
      const layer = layers.get(c.child);
      if (layer !== undefined) stackLayers.push(layer);
    }
    if (stackLayers.length === 0) warnings.push(`${object.path}: no AnimationLayer`);
    stacks.push({
      id: object.id,
      object,
      name: object.name,
      description: object.properties.has('Description') ? object.properties.string('Description') : '',
      localStart: optionalTime(object, 'LocalStart'),
      localStop: optionalTime(object, 'LocalStop'),
      referenceStart: optionalTime(object, 'ReferenceStart'),
      referenceStop: optionalTime(object, 'ReferenceStop'),
      localDeclared: object.properties.hasOwn('LocalStart') || object.properties.hasOwn('LocalStop'),
      referenceDeclared: object.properties.hasOwn('ReferenceStart') || object.properties.hasOwn('ReferenceStop'),
      layers: stackLayers,
    });
  }
  return { stacks, layers, curveNodes, curves };
}

