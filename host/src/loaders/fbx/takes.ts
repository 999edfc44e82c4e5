/**
 * The `Takes` section.
 *
 * FBX 7 files repeat each animation stack there as `Take: "name" { FileName LocalTime
 * ReferenceTime }` (the stack objects are the real animation). FBX 6 files keep their animation
 * only there: each take also lists the animated objects (`Model: "Model::pCube1" { Channel:
 * "Transform" { Channel: "T" { Channel: "X" { Default KeyVer KeyCount Key … } } } }`).
 *
 * Coverage of the FBX 6 take contents: every channel that holds a `Default`, `KeyCount` or `Key`
 * is listed with its path (`Transform/T/X`), default value, key count and the raw `Key` token list
 * (`time,value,interpolation,…` with a per-interpolation variable tail). The key tokens are NOT
 * decoded into times, values and tangents here: the tail grammar varies with the interpolation and
 * tangent letters, and the corpus holds only one form (`U,s,0,0,n`), too little to verify a
 * decoder against.
 */
import type { FbxFile, FbxNode, FbxProperty } from './fbx-tree.js';
import { FbxDocumentError, quote, type WhereOf } from './document-error.js';
import { childNamed, childrenNamed, describeProp, integerProp, numberProp, stringProp } from './node-util.js';
import type { FbxValue } from './properties.js';

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
  /** The raw `Key` tokens (numbers, `bigint` ticks, letters), undecoded. */
  readonly keyData: readonly FbxValue[];
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
  switch (p.type) {
    case 'C':
      return p.value ? 1 : 0;
    case 'Y':
    case 'I':
    case 'F':
    case 'D':
    case 'L':
    case 'S':
    case 'R':
      return p.value;
    case 'l':
      return p.value.length === 1 ? p.value[0]! : NaN;
    default:
      return NaN;
  }
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

function collectChannels(node: FbxNode, prefix: string, out: FbxTakeChannel[]): void {
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
      });
    }
    collectChannels(channel, path, out);
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
    const path = `Takes/Take ${quote(name)}`;
    const objects: FbxTakeObject[] = [];
    for (const child of take.children) {
      const fullName = stringProp(child);
      if (fullName === undefined || childNamed(child, 'Channel') === undefined) continue;
      const channels: FbxTakeChannel[] = [];
      collectChannels(child, '', channels);
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
