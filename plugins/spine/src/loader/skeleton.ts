/**
 * The parts of a Spine 4.3 skeleton the loader models, read and checked the way the runtime's
 * `SkeletonJson` reads them (same field names and defaults), but stricter where the runtime
 * silently guesses: an unknown or later-declared parent bone, an unknown slot bone, a duplicate
 * bone name or a field of the wrong type is refused with a message naming the object.
 */
import { assertCount, assertNameLength, MAX_BONE_COUNT } from '@animsmith/cli/plugin';
import { versionProblem } from '../spec/skeleton-version.js';
import { fail, isObject, kindOf, quote } from './errors.js';
import { DEFAULT_FPS } from './frame-grid.js';

export const INHERIT_MODES = ['normal', 'onlyTranslation', 'noRotationOrReflection', 'noScale', 'noScaleOrReflection'] as const;
export type InheritMode = (typeof INHERIT_MODES)[number];

/** A bone's setup pose, in Spine units and degrees. */
export interface SpineBone {
  readonly index: number;
  readonly name: string;
  /** Index of the parent bone, -1 for a root; always < index. */
  readonly parent: number;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly scaleX: number;
  readonly scaleY: number;
  readonly shearX: number;
  readonly shearY: number;
  readonly inherit: InheritMode;
}

export interface SpineSkeleton {
  /** The editor version from the header (`4.3.75-beta`), when present; always 4.3.x. */
  readonly version?: string;
  /** The animator's frame rate: the header's `fps`, else Spine's default (`frame-grid.ts`). */
  readonly fps: number;
  readonly bones: readonly SpineBone[];
  readonly boneIndex: ReadonlyMap<string, number>;
  readonly slots: ReadonlySet<string>;
  /** Constraint counts by `type`, in first-seen order (the loader does not evaluate them). */
  readonly constraints: ReadonlyMap<string, number>;
  /** Animations in file order, bodies unread (see `timelines.ts` and `duration.ts`). */
  readonly animations: readonly { readonly name: string; readonly body: Record<string, unknown> }[];
}

export function readSkeleton(root: Record<string, unknown>): SpineSkeleton {
  const header = root['skeleton'];
  if (header !== undefined && !isObject(header)) fail('skeleton header', `is ${kindOf(header)}, not an object`);
  const problem = isObject(header) ? versionProblem(header['spine']) : undefined;
  if (problem !== undefined) fail('skeleton header', problem);
  const version = isObject(header) && typeof header['spine'] === 'string' ? header['spine'] : undefined;
  const fps = isObject(header) ? numberField(header, 'fps', DEFAULT_FPS, 'skeleton header') : DEFAULT_FPS;
  if (!(fps > 0)) fail('skeleton header', `"fps" ${fps} is not a positive frame rate`);
  const bones = readBones(root['bones']);
  const boneIndex = new Map(bones.map((b) => [b.name, b.index] as const));
  return {
    ...(version !== undefined ? { version } : {}),
    fps,
    bones,
    boneIndex,
    slots: readSlots(root['slots'], boneIndex),
    constraints: countConstraints(root['constraints']),
    animations: readAnimationList(root['animations']),
  };
}

function arrayOf(value: unknown, where: string): readonly unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail(where, `is ${kindOf(value)}, not an array`);
  return value;
}

function nameOf(entry: unknown, where: string): string {
  if (!isObject(entry)) fail(where, `is ${kindOf(entry)}, not an object`);
  const name = entry['name'];
  if (typeof name !== 'string') fail(where, `"name" is ${name === undefined ? 'missing' : kindOf(name)}, not a string`);
  assertNameLength(name, where);
  return name;
}

/** A numeric field with the runtime's default when absent. */
function numberField(map: Record<string, unknown>, key: string, fallback: number, where: string): number {
  const value = map[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(where, `"${key}" is ${kindOf(value)}, not a finite number`);
  return value;
}

function readBones(value: unknown): SpineBone[] {
  const bones: SpineBone[] = [];
  const seen = new Map<string, number>();
  const entries = arrayOf(value, 'bones');
  assertCount(entries.length, MAX_BONE_COUNT, 'bones', 'MAX_BONE_COUNT');
  entries.forEach((entry, index) => {
    const name = nameOf(entry, `bone ${index}`);
    const map = entry as Record<string, unknown>;
    const where = `bone ${quote(name)}`;
    if (seen.has(name)) fail(where, `the name is also used by bone ${seen.get(name)}; names must be unique`);
    let parent = -1;
    const parentName = map['parent'];
    if (parentName !== undefined) {
      if (typeof parentName !== 'string') fail(where, `"parent" is ${kindOf(parentName)}, not a bone name`);
      const found = seen.get(parentName);
      if (found === undefined) {
        const later = (value as unknown[]).slice(index + 1).some((b) => isObject(b) && b['name'] === parentName);
        fail(where, later ? `parent bone ${quote(parentName)} is declared after it (a parent must precede its children)` : `unknown parent bone ${quote(parentName)}`);
      }
      parent = found;
    }
    const inherit = map['inherit'] ?? 'normal';
    if (typeof inherit !== 'string' || !(INHERIT_MODES as readonly string[]).includes(inherit)) {
      fail(where, `"inherit" is ${typeof inherit === 'string' ? quote(inherit) : kindOf(inherit)}, not one of ${INHERIT_MODES.join(', ')}`);
    }
    bones.push({
      index,
      name,
      parent,
      x: numberField(map, 'x', 0, where),
      y: numberField(map, 'y', 0, where),
      rotation: numberField(map, 'rotation', 0, where),
      scaleX: numberField(map, 'scaleX', 1, where),
      scaleY: numberField(map, 'scaleY', 1, where),
      shearX: numberField(map, 'shearX', 0, where),
      shearY: numberField(map, 'shearY', 0, where),
      inherit: inherit as InheritMode,
    });
    seen.set(name, index);
  });
  return bones;
}

function readSlots(value: unknown, bones: ReadonlyMap<string, number>): Set<string> {
  const slots = new Set<string>();
  arrayOf(value, 'slots').forEach((entry, index) => {
    const name = nameOf(entry, `slot ${index}`);
    const bone = (entry as Record<string, unknown>)['bone'];
    const where = `slot ${quote(name)}`;
    if (typeof bone !== 'string') fail(where, `"bone" is ${bone === undefined ? 'missing' : kindOf(bone)}, not a bone name`);
    if (!bones.has(bone)) fail(where, `unknown bone ${quote(bone)}`);
    slots.add(name);
  });
  return slots;
}

function countConstraints(value: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  arrayOf(value, 'constraints').forEach((entry, index) => {
    if (!isObject(entry)) fail(`constraint ${index}`, `is ${kindOf(entry)}, not an object`);
    const type = typeof entry['type'] === 'string' ? entry['type'] : '(no type)';
    counts.set(type, (counts.get(type) ?? 0) + 1);
  });
  return counts;
}

function readAnimationList(value: unknown): { name: string; body: Record<string, unknown> }[] {
  if (value === undefined) return [];
  if (!isObject(value)) fail('animations', `is ${kindOf(value)}, not an object`);
  return Object.entries(value).map(([name, body], index) => {
    assertNameLength(name, `animation ${index}`);
    if (!isObject(body)) fail(`animation ${quote(name)}`, `is ${kindOf(body)}, not an object`);
    return { name, body };
  });
}
