/**
 * FBX property blocks and their typed accessors.
 *
 * Two spellings exist and both become the same `FbxPropertyEntry`:
 *
 * - FBX 7 `Properties70 { P: "Name", "type", "label", "flags", values… }`
 * - FBX 6 `Properties60 { Property: "Name", "type", "flags", values… }` (no label: `label` is `''`)
 *
 * An object's `FbxPropertySet` is its own block merged over the `Definitions` PropertyTemplate for
 * its class (own entries win, name by name). Values are kept as the file gave them, only normalised
 * across the two encodings (`FbxValue`): the typed accessors do the checking, when asked, and throw
 * an `FbxDocumentError` whose path names the entry (`Objects/Model 12 'Hips'/Properties70/Lcl
 * Rotation: expected 3 numbers, got 2`). Template entries are named by their template path.
 */
import type { FbxNode } from './fbx-tree.js';
import { FbxDocumentError, segment, type WhereOf } from './document-error.js';
import { scalarValue, type FbxValue } from './node-util.js';

/** Re-exported for the document layer's readers, which know values as property entries hold them. */
export type { FbxValue };

/** One property: `P: "Name", "type", "label", "flags", values…` (or the FBX 6 `Property:` form). */
export interface FbxPropertyEntry {
  readonly name: string;
  /** The declared data type, e.g. `double`, `Lcl Translation`, `KTime`, `enum`, `KString`. */
  readonly type: string;
  /** The FBX 7 "label" (`Number`, `Vector`, `Time`…); `''` in FBX 6 files. */
  readonly label: string;
  /** Animation/user flags, e.g. `A`, `A+`, `AL7`, `U`. */
  readonly flags: string;
  readonly values: readonly FbxValue[];
  /** `own` when the object's block holds the entry, `template` when it came from Definitions. */
  readonly source: 'own' | 'template';
  /** Path of the entry for messages (`Objects/Model 12 'Hips'/Properties70/Lcl Rotation`). */
  readonly path: string;
  /** `byte <n>` / `line <n>` of the entry's node. */
  readonly where: string;
}

export type Vec3 = readonly [number, number, number];

/** Which block name an object used, for paths; `Properties70` when the object had none. */
export type PropertyBlockName = 'Properties70' | 'Properties60';


function describe(value: FbxValue | undefined): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'bigint' || typeof value === 'number') return `${value}`;
  return 'raw bytes';
}

/** Reads the entries of one property block node (`Properties70` or `Properties60`). */
export function readPropertyBlock(
  block: FbxNode,
  basePath: string,
  source: 'own' | 'template',
  where: WhereOf,
  warnings: string[],
): Map<string, FbxPropertyEntry> {
  const legacy = block.name === 'Properties60';
  const blockPath = `${basePath}/${block.name}`;
  const entries = new Map<string, FbxPropertyEntry>();
  block.children.forEach((node, index) => {
    const expected = legacy ? 'Property' : 'P';
    if (node.name !== expected) {
      warnings.push(`${blockPath}/${segment(node.name)} #${index}: not a '${expected}' entry; ignored`);
      return;
    }
    const heads = legacy ? 3 : 4;
    const props = node.properties;
    for (let i = 0; i < heads; i++) {
      if (props[i]?.type !== 'S') {
        const label = legacy ? 'name, type and flags' : 'name, type, label and flags';
        const named = props[0]?.type === 'S' ? segment(props[0].value) : `${expected} #${index}`;
        throw new FbxDocumentError(`${blockPath}/${named}`, `expected ${label} strings first`, where(node));
      }
    }
    const text = (i: number): string => (props[i] as { value: string }).value;
    const name = text(0);
    const values: FbxValue[] = [];
    for (let i = heads; i < props.length; i++) {
      const value = scalarValue(props[i]!);
      if (value === undefined) {
        throw new FbxDocumentError(
          `${blockPath}/${segment(name)}`,
          `value ${i - heads + 1} is an array (type '${props[i]!.type}'), not a scalar`,
          where(node),
        );
      }
      values.push(value);
    }
    const path = `${blockPath}/${segment(name)}`;
    if (entries.has(name)) warnings.push(`${path}: listed twice; the later entry is used`);
    entries.set(name, {
      name,
      type: text(1),
      label: legacy ? '' : text(2),
      flags: legacy ? text(2) : text(3),
      values,
      source,
      path,
      where: where(node),
    });
  });
  return entries;
}

/**
 * An object's properties: its own entries over its class template. Accessors take an optional
 * `fallback` used when neither has the entry; without one, a missing entry is an error.
 */
export class FbxPropertySet {
  /** @param ownPath path of the object's block (`Objects/Model 12 'Hips'/Properties70`), for messages. */
  constructor(
    private readonly own: ReadonlyMap<string, FbxPropertyEntry>,
    private readonly template: ReadonlyMap<string, FbxPropertyEntry>,
    readonly ownPath: string,
    private readonly ownWhere: string = '',
  ) {}

  static empty(path: string): FbxPropertySet {
    return new FbxPropertySet(new Map(), new Map(), path);
  }

  /** The entry (own first, then template), or `undefined`. */
  get(name: string): FbxPropertyEntry | undefined {
    return this.own.get(name) ?? this.template.get(name);
  }

  has(name: string): boolean {
    return this.own.has(name) || this.template.has(name);
  }

  /** True when the object's own block sets the entry (not only its template). */
  hasOwn(name: string): boolean {
    return this.own.has(name);
  }

  /** Every entry, own ones overriding the template; template-only entries first, in file order. */
  entries(): FbxPropertyEntry[] {
    const out: FbxPropertyEntry[] = [];
    for (const [name, entry] of this.template) if (!this.own.has(name)) out.push(entry);
    for (const entry of this.own.values()) out.push(entry);
    return out;
  }

  /** Only the object's own entries, in file order. */
  ownEntries(): FbxPropertyEntry[] {
    return [...this.own.values()];
  }

  private require(name: string): FbxPropertyEntry {
    const entry = this.get(name);
    if (entry === undefined) {
      throw new FbxDocumentError(`${this.ownPath}/${segment(name)}`, 'missing (no entry and no template default)', this.ownWhere);
    }
    return entry;
  }

  private fail(entry: FbxPropertyEntry, reason: string): never {
    throw new FbxDocumentError(entry.path, reason, entry.where);
  }

  private firstNumber(entry: FbxPropertyEntry, what: string): number {
    if (entry.values.length !== 1) this.fail(entry, `expected 1 ${what}, got ${entry.values.length} values`);
    const value = entry.values[0];
    if (typeof value === 'number') return value;
    if (typeof value === 'bigint') {
      if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
        this.fail(entry, `expected ${what}, got ${value} (beyond 2^53)`);
      }
      return Number(value);
    }
    return this.fail(entry, `expected ${what}, got ${describe(value)}`);
  }

  /** A finite number (any numeric type; integers beyond 2^53 are refused). */
  number(name: string, fallback?: number): number {
    if (fallback !== undefined && !this.has(name)) return fallback;
    const entry = this.require(name);
    const value = this.firstNumber(entry, 'a number');
    if (!Number.isFinite(value)) this.fail(entry, `expected a finite number, got ${value}`);
    return value;
  }

  /** An integer enum value (`enum`, `int`): numbers must be whole. */
  enum(name: string, fallback?: number): number {
    if (fallback !== undefined && !this.has(name)) return fallback;
    const entry = this.require(name);
    const value = this.firstNumber(entry, 'an integer');
    if (!Number.isSafeInteger(value)) this.fail(entry, `expected an integer, got ${value}`);
    return value;
  }

  /** A `bool` entry: 0 is false, 1 is true (other numbers are refused). */
  bool(name: string, fallback?: boolean): boolean {
    if (fallback !== undefined && !this.has(name)) return fallback;
    const entry = this.require(name);
    const value = this.firstNumber(entry, 'a boolean (0 or 1)');
    if (value !== 0 && value !== 1) this.fail(entry, `expected a boolean (0 or 1), got ${value}`);
    return value === 1;
  }

  /** A 3-vector of finite numbers (`Vector3D`, `Lcl Translation`, `ColorRGB`…). */
  vec3(name: string, fallback?: Vec3): Vec3 {
    if (fallback !== undefined && !this.has(name)) return fallback;
    const entry = this.require(name);
    if (entry.values.length !== 3) this.fail(entry, `expected 3 numbers, got ${entry.values.length}`);
    const out: number[] = [];
    for (const value of entry.values) {
      const n = typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : NaN;
      if (typeof value !== 'number' && typeof value !== 'bigint') {
        this.fail(entry, `expected 3 numbers, got ${describe(value)}`);
      }
      if (!Number.isFinite(n)) this.fail(entry, `expected 3 finite numbers, got ${n}`);
      out.push(n);
    }
    return [out[0]!, out[1]!, out[2]!];
  }

  /** A string (`KString`, `KString` urls…). */
  string(name: string, fallback?: string): string {
    if (fallback !== undefined && !this.has(name)) return fallback;
    const entry = this.require(name);
    if (entry.values.length !== 1) this.fail(entry, `expected 1 string, got ${entry.values.length} values`);
    const value = entry.values[0];
    if (typeof value !== 'string') this.fail(entry, `expected a string, got ${describe(value)}`);
    return value;
  }

  /**
   * A `KTime` value in ticks (46186158000 per second), lossless: `L` values as they are, other
   * numbers only when whole and within 2^53.
   */
  bigintTime(name: string, fallback?: bigint): bigint {
    if (fallback !== undefined && !this.has(name)) return fallback;
    const entry = this.require(name);
    if (entry.values.length !== 1) this.fail(entry, `expected 1 time in ticks, got ${entry.values.length} values`);
    const value = entry.values[0];
    if (typeof value === 'bigint') return value;
    if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
    return this.fail(entry, `expected a whole number of ticks, got ${describe(value)}`);
  }
}
