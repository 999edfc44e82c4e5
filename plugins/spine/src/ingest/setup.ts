/**
 * Bones, slots, constraints and event declarations: setup-pose objects carried field by field,
 * with the carry lists read off the rig spec's key tables (`RIG_FIELDS`), so a skeleton field the
 * spec has no home for is reported by name instead of vanishing. Names the runtime reader would
 * fail to resolve are `SkeletonError`s, because the source does not load either.
 */
import { CONSTRAINT_SHAPES, limitFault, RIG_FIELDS, shapeOfType, TRANSFORM_PROPERTIES } from '../spec/constants.js';
import type { RigBone, RigConstraint, RigEvent, RigSlot } from '../spec/types.js';
import type { Findings } from './findings.js';
import { carry, inFieldOrder, input, list, nameOf, objectEntries, put, type JsonObject } from './read.js';

/** Bone and slot names in skeleton order, and constraint names by type: what animations and skins resolve against. */
export interface SetupNames {
  bones: string[];
  slots: string[];
  constraints: Map<string, Set<string>>;
}

export function ingestBones(raw: unknown, findings: Findings): RigBone[] {
  const seen = new Set<string>();
  return list(raw, 'bones').map((entry, i) => {
    const bone = input.object(entry, `bones[${i}]`);
    const name = nameOf(bone, `bones[${i}]`);
    const where = `bone "${name}"`;
    if (seen.has(name)) input.fail(where, 'is declared twice');
    if (bone.parent !== undefined && bone.parent !== null && !seen.has(bone.parent as string)) {
      input.fail(where, `parent ${JSON.stringify(bone.parent)} is not a bone declared before it`);
    }
    seen.add(name);
    const out: JsonObject = { name };
    carry(bone, out, RIG_FIELDS.RigBone, where, ['name'], (field) => findings.dropped('BONE_FIELD', where, field));
    return out as unknown as RigBone;
  });
}

/**
 * Slots. A slot some skin fills but that shows nothing at setup carries no `attachment`; the rig
 * spec spells that absence `null` (build emits nothing for it).
 */
export function ingestSlots(raw: unknown, bones: readonly string[], filled: ReadonlySet<string>, findings: Findings): RigSlot[] {
  const seen = new Set<string>();
  return list(raw, 'slots').map((entry, i) => {
    const slot = input.object(entry, `slots[${i}]`);
    const name = nameOf(slot, `slots[${i}]`);
    const where = `slot "${name}"`;
    if (seen.has(name)) input.fail(where, 'is declared twice');
    if (!bones.includes(slot.bone as string)) input.fail(where, `bone ${JSON.stringify(slot.bone)} is not a bone of this skeleton`);
    seen.add(name);
    const out: JsonObject = { name };
    carry(slot, out, RIG_FIELDS.RigSlot, where, ['name'], (field) => findings.dropped('SLOT_FIELD', where, field));
    if (out.attachment === undefined && filled.has(name)) out.attachment = null;
    return out as unknown as RigSlot;
  });
}

/** The 4.3 unified constraint array. An unknown `type` is a blocker: the runtime skips it silently. */
export function ingestConstraints(raw: unknown, names: Pick<SetupNames, 'bones' | 'slots'>, findings: Findings): {
  constraints: RigConstraint[];
  byType: Map<string, Set<string>>;
} {
  const constraints: RigConstraint[] = [];
  const byType = new Map<string, Set<string>>();
  list(raw, 'constraints').forEach((entry, i) => {
    const constraint = input.object(entry, `constraints[${i}]`);
    const name = nameOf(constraint, `constraints[${i}]`);
    const type = constraint.type;
    const where = `constraint "${name}"`;
    const shape = shapeOfType(CONSTRAINT_SHAPES, type);
    if (shape === undefined) {
      findings.add(
        'blocker',
        'CONSTRAINT_TYPE',
        where,
        `type ${JSON.stringify(type)} is not one of ${Object.keys(CONSTRAINT_SHAPES).join(', ')}; the runtime skips it and the rebuild drops it`,
      );
      return;
    }
    const at = `${where} (${type})`;
    const out: JsonObject = { type, name };
    // Only a transform constraint has `properties`; on any other type it is a field to drop.
    const handled = shape === 'RigTransformConstraint' ? ['type', 'name', 'properties'] : ['type', 'name'];
    carry(constraint, out, RIG_FIELDS[shape], at, handled, (field) => findings.dropped('CONSTRAINT_FIELD', at, field));
    const fault = limitFault(shape, out);
    if (fault !== undefined) input.fail(`${at} ${fault.field}`, fault.reason);
    const needBone = (bone: unknown, field: string): void => {
      if (!names.bones.includes(bone as string)) input.fail(at, `${field} ${JSON.stringify(bone)} is not a bone of this skeleton`);
    };
    for (const field of ['target', 'source', 'bone'] as const) if (out[field] !== undefined) needBone(out[field], field);
    if (Array.isArray(out.bones)) out.bones.forEach((bone) => needBone(bone, 'bones entry'));
    if (type === 'path' && !names.slots.includes(out.slot as string)) input.fail(at, `slot ${JSON.stringify(out.slot)} is not a slot of this skeleton`);
    if (handled.includes('properties') && constraint.properties !== undefined) out.properties = transformProperties(constraint.properties, at, findings);
    for (const field of REQUIRED_REFERENCES[shape]) {
      if (out[field] === undefined) input.fail(at, `missing "${field}", which the runtime reader requires`);
    }
    constraints.push(inFieldOrder(out, RIG_FIELDS[shape]) as unknown as RigConstraint);
    const ofType = byType.get(type as string) ?? new Set<string>();
    byType.set(type as string, ofType.add(name));
  });
  return { constraints, byType };
}

/** The fields each constraint type cannot do without (the reader dereferences them unguarded). */
const REQUIRED_REFERENCES: Readonly<Record<(typeof CONSTRAINT_SHAPES)[keyof typeof CONSTRAINT_SHAPES], readonly string[]>> = {
  RigIkConstraint: ['bones', 'target'],
  RigTransformConstraint: ['bones', 'source'],
  RigPathConstraint: ['bones', 'slot'],
  RigPhysicsConstraint: ['bone'],
  RigSliderConstraint: ['animation'],
};

/** A transform constraint's `properties`, copied entry by entry; property names the reader refuses are errors. */
function transformProperties(raw: unknown, where: string, findings: Findings): JsonObject {
  const known: readonly string[] = TRANSFORM_PROPERTIES;
  const out: JsonObject = {};
  for (const [from, entry] of objectEntries(raw, `${where} properties`, (key) => `${where} properties.${key}`)) {
    const at = `${where} properties.${from}`;
    if (!known.includes(from)) input.fail(at, `"${from}" is not a transform property (${known.join(', ')})`);
    const fromOut: JsonObject = {};
    carry(entry, fromOut, RIG_FIELDS.RigTransformFrom, at, ['to'], (field) => findings.dropped('CONSTRAINT_FIELD', at, field));
    if (entry.to !== undefined) {
      const to: JsonObject = {};
      for (const [target, toEntry] of objectEntries(entry.to, `${at}.to`, (key) => `${at}.to.${key}`)) {
        const toAt = `${at}.to.${target}`;
        if (!known.includes(target)) input.fail(toAt, `"${target}" is not a transform property (${known.join(', ')})`);
        const toOut: JsonObject = {};
        carry(toEntry, toOut, RIG_FIELDS.RigTransformTo, toAt, [], (field) => findings.dropped('CONSTRAINT_FIELD', toAt, field));
        to[target] = toOut;
      }
      fromOut.to = to;
    }
    out[from] = fromOut;
  }
  return out;
}

/** Event declarations, by name. */
export function ingestEvents(raw: unknown, findings: Findings): Record<string, RigEvent> {
  const out: Record<string, RigEvent> = {};
  for (const [name, event] of objectEntries(raw, 'events', (key) => `event "${key}"`)) {
    const where = `event "${name}"`;
    const entry: JsonObject = {};
    carry(event, entry, RIG_FIELDS.RigEvent, where, [], (field) => findings.dropped('EVENT_FIELD', where, field));
    put(out, name, entry as RigEvent);
  }
  return out;
}
