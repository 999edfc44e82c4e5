/**
 * `parseRigSpec`: a JSON value to a `RigSpec`, or a `SpecError` naming the first fault by JSON
 * path. Unknown keys are refused by name everywhere; names the rig refers to (parents, slot bones,
 * weights, constraint members, skin lists) must be declared.
 */
import { Checker, copyJson, isObject, member, type JsonObject } from './check.js';
import { ATTACHMENT_SHAPES, CONSTRAINT_SHAPES, RIG_FIELDS, RIG_REQUIRED, RIG_SPEC_VERSION, limitFault, shapeOfType, TRANSFORM_PROPERTIES, type RigShape } from './constants.js';
import type { RigSpec } from './types.js';

/** A copy of `json` as a `RigSpec`, or a `SpecError`. `document` names it in messages. */
export function parseRigSpec(json: unknown, document = 'rig spec'): RigSpec {
  return copyJson(validateRigSpec(json, document));
}

/** `json` itself, typed, once it holds the rig spec format (for a value the caller owns alone). */
export function validateRigSpec(json: unknown, document = 'rig spec'): RigSpec {
  const c: Checker = new Checker(document);
  const shape = (value: unknown, where: string, s: RigShape): JsonObject => {
    const obj = c.fields(value, where, RIG_FIELDS[s], RIG_REQUIRED[s]);
    const fault = limitFault(s, obj);
    if (fault !== undefined) c.fail(member(where, fault.field), fault.reason);
    return obj;
  };

  const root = shape(json, '$', 'RigSpec');
  if (root.spec !== RIG_SPEC_VERSION) c.fail('$.spec', `expected "${RIG_SPEC_VERSION}", found ${JSON.stringify(root.spec)}`);
  if (root.skeleton !== undefined) shape(root.skeleton, '$.skeleton', 'RigSkeletonHeader');

  const bones = new Set<string>();
  c.array(root.bones, '$.bones').forEach((raw, i) => {
    const where = `$.bones[${i}]`;
    const bone = shape(raw, where, 'RigBone');
    const name = bone.name as string;
    if (bones.has(name)) c.fail(`${where}.name`, `bone "${name}" is declared twice`);
    if (bone.parent !== undefined && !bones.has(bone.parent as string)) {
      c.fail(`${where}.parent`, `parent "${String(bone.parent)}" is not a bone declared before "${name}"`);
    }
    bones.add(name);
  });
  const needBone = (name: unknown, where: string): void => {
    if (!bones.has(name as string)) c.fail(where, `"${String(name)}" is not a bone of this rig`);
  };

  const slots = new Set<string>();
  c.array(root.slots, '$.slots').forEach((raw, i) => {
    const where = `$.slots[${i}]`;
    const slot = shape(raw, where, 'RigSlot');
    if (slots.has(slot.name as string)) c.fail(`${where}.name`, `slot "${String(slot.name)}" is declared twice`);
    needBone(slot.bone, `${where}.bone`);
    slots.add(slot.name as string);
  });
  const needSlot = (name: unknown, where: string): void => {
    if (!slots.has(name as string)) c.fail(where, `"${String(name)}" is not a slot of this rig`);
  };

  const constraintsByType = new Map<string, Set<string>>();
  const constraintNames = new Set<string>();
  if (root.constraints !== undefined) {
    c.array(root.constraints, '$.constraints').forEach((raw, i) => {
      const where = `$.constraints[${i}]`;
      const type = c.object(raw, where).type;
      const s = shapeOfType(CONSTRAINT_SHAPES, type);
      if (s === undefined) c.fail(`${where}.type`, `expected one of ${Object.keys(CONSTRAINT_SHAPES).join(', ')}, found ${JSON.stringify(type)}`);
      const constraint = shape(raw, where, s);
      const name = constraint.name as string;
      if (constraintNames.has(name)) c.fail(`${where}.name`, `constraint "${name}" is declared twice`);
      constraintNames.add(name);
      const ofType = constraintsByType.get(type as string) ?? new Set<string>();
      constraintsByType.set(type as string, ofType.add(name));
      if (Array.isArray(constraint.bones)) constraint.bones.forEach((b, k) => needBone(b, `${where}.bones[${k}]`));
      for (const field of ['target', 'source', 'bone'] as const) {
        if (constraint[field] !== undefined) needBone(constraint[field], `${where}.${field}`);
      }
      if (type === 'path') needSlot(constraint.slot, `${where}.slot`);
      if (constraint.properties !== undefined) transformProperties(c, constraint.properties, `${where}.properties`);
    });
  }

  if (root.skins !== undefined) {
    const attachmentShape = (raw: unknown, where: string): void => {
      const type = c.object(raw, where).type ?? 'region';
      const s = shapeOfType(ATTACHMENT_SHAPES, type);
      if (s === undefined) c.fail(`${where}.type`, `expected one of ${Object.keys(ATTACHMENT_SHAPES).join(', ')}, found ${JSON.stringify(type)}`);
      const att = shape(raw, where, s);
      if (att.vertices !== undefined && att.weights !== undefined) c.fail(where, 'states both "vertices" and "weights"; a vertex run is one or the other');
      if (att.weights !== undefined) {
        c.array(att.weights, `${where}.weights`).forEach((vertex, v) => {
          c.array(vertex, `${where}.weights[${v}]`).forEach((influence, k) => {
            const at = `${where}.weights[${v}][${k}]`;
            needBone(shape(influence, at, 'RigVertexWeight').bone, `${at}.bone`);
          });
        });
      }
      if (att.sequence !== undefined) shape(att.sequence, `${where}.sequence`, 'RigSequence');
    };
    for (const [skinName, skin] of Object.entries(c.object(root.skins, '$.skins'))) {
      const where = member('$.skins', skinName);
      let table: unknown = skin;
      let tableWhere = where;
      if (isObject(skin) && skin.attachments !== undefined) {
        const entry = shape(skin, where, 'RigSkinEntry');
        for (const list of ['bones', 'ik', 'transform', 'path', 'physics', 'slider'] as const) {
          const names = entry[list] as string[] | undefined;
          names?.forEach((name, k) => {
            const at = `${where}.${list}[${k}]`;
            if (list === 'bones') needBone(name, at);
            else if (!constraintsByType.get(list)?.has(name)) c.fail(at, `"${name}" is not one of this rig's ${list} constraints`);
          });
        }
        table = entry.attachments;
        tableWhere = `${where}.attachments`;
      }
      for (const [slotName, placeholders] of Object.entries(c.object(table, tableWhere))) {
        const slotWhere = member(tableWhere, slotName);
        needSlot(slotName, slotWhere);
        for (const [placeholder, att] of Object.entries(c.object(placeholders, slotWhere))) {
          attachmentShape(att, member(slotWhere, placeholder));
        }
      }
    }
  }

  if (root.events !== undefined) {
    for (const [name, event] of Object.entries(c.object(root.events, '$.events'))) shape(event, member('$.events', name), 'RigEvent');
  }
  return root as unknown as RigSpec;
}

/** A transform constraint's `properties`: from-property → `{offset?, to: {to-property → {offset?, max?, scale?}}}`. */
function transformProperties(c: Checker, value: unknown, where: string): void {
  const known: readonly string[] = TRANSFORM_PROPERTIES;
  for (const [from, entry] of Object.entries(c.object(value, where))) {
    const at = member(where, from);
    if (!known.includes(from)) c.fail(at, `unknown property "${from}" (allowed: ${known.join(', ')})`);
    const fromEntry = c.fields(entry, at, RIG_FIELDS.RigTransformFrom);
    if (fromEntry.to === undefined) continue;
    for (const [to, toEntry] of Object.entries(c.object(fromEntry.to, `${at}.to`))) {
      const toAt = member(`${at}.to`, to);
      if (!known.includes(to)) c.fail(toAt, `unknown property "${to}" (allowed: ${known.join(', ')})`);
      c.fields(toEntry, toAt, RIG_FIELDS.RigTransformTo);
    }
  }
}
