/** The setup-pose half of the skeleton: header, bones, slots, constraints, skins, events. */
import { SPINE_VERSION } from '../spec/constants.js';
import type { RigConstraint, RigSkin, RigSkinEntry, RigSpec, RigTransformConstraint } from '../spec/types.js';
import { compileAttachment } from './attachments.js';
import { nameMap, pick, type EmitObject } from './emit-object.js';
import {
  BONE_ORDER,
  EVENT_ORDER,
  HEADER_ORDER,
  IK_ORDER,
  PATH_ORDER,
  PHYSICS_ORDER,
  SKIN_ORDER,
  SLIDER_ORDER,
  SLOT_ORDER,
  TRANSFORM_ORDER,
  TRANSFORM_TO_ORDER,
} from './key-order.js';

/**
 * The header. `spine` is the runtime version build targets (a rig spec has no field for it); the
 * editor's `hash` is bookkeeping no spec holds, so it is not written.
 */
export function compileHeader(rig: RigSpec): EmitObject {
  return { spine: SPINE_VERSION, ...pick(rig.skeleton ?? {}, HEADER_ORDER) };
}

/** name → index in the emitted `bones` array (the index weighted vertices refer to). */
export function boneIndexOf(rig: RigSpec): Map<string, number> {
  return new Map(rig.bones.map((bone, i) => [bone.name, i]));
}

export function compileBones(rig: RigSpec): EmitObject[] {
  return rig.bones.map((bone) => pick(bone, BONE_ORDER));
}

/** A slot; `attachment: null` ("shows nothing") is the reader's absent field. */
export function compileSlots(rig: RigSpec): EmitObject[] {
  return rig.slots.map((slot) => pick({ ...slot, attachment: slot.attachment ?? undefined }, SLOT_ORDER));
}

/** 4.3's transform `properties`: from → `{ offset?, to: { to → { offset?, max?, scale? } } }`, spec order. */
function compileProperties(properties: NonNullable<RigTransformConstraint['properties']>): EmitObject {
  const out = nameMap();
  for (const [from, mapping] of Object.entries(properties)) {
    if (mapping === undefined) continue;
    const entry: EmitObject = {};
    if (mapping.offset !== undefined) entry.offset = mapping.offset;
    if (mapping.to !== undefined) {
      const to = nameMap();
      for (const [target, channel] of Object.entries(mapping.to)) {
        if (channel !== undefined) to[target] = pick(channel, TRANSFORM_TO_ORDER);
      }
      entry.to = to;
    }
    out[from] = entry;
  }
  return out;
}

export function compileConstraint(constraint: RigConstraint): EmitObject {
  switch (constraint.type) {
    case 'ik':
      return pick(constraint, IK_ORDER);
    case 'transform': {
      const properties = constraint.properties === undefined ? undefined : compileProperties(constraint.properties);
      return pick({ ...constraint, properties }, TRANSFORM_ORDER);
    }
    case 'path':
      return pick(constraint, PATH_ORDER);
    case 'physics':
      return pick(constraint, PHYSICS_ORDER);
    case 'slider':
      return pick(constraint, SLIDER_ORDER);
  }
}

/** A skin is in long form exactly when it has an `attachments` key (types.ts, `RigSpec.skins`). */
function isLongForm(skin: RigSkin): skin is RigSkinEntry {
  return Object.hasOwn(skin, 'attachments');
}

/**
 * `skins`: `[{ name, <member lists>, attachments: { slot: { placeholder: attachment } }, color }]`,
 * in spec order. An empty attachment table is not written (the reader treats it as absent).
 */
export function compileSkins(rig: RigSpec, boneIndex: ReadonlyMap<string, number>): EmitObject[] {
  return Object.entries(rig.skins ?? {}).map(([name, skin]) => {
    const long = isLongForm(skin);
    const table = long ? skin.attachments : (skin as Exclude<RigSkin, RigSkinEntry>);
    const attachments = nameMap();
    for (const [slot, placeholders] of Object.entries(table)) {
      const perSlot = nameMap();
      for (const [placeholder, attachment] of Object.entries(placeholders)) {
        perSlot[placeholder] = compileAttachment(attachment, boneIndex, `rig skin "${name}" slot "${slot}" attachment "${placeholder}"`);
      }
      attachments[slot] = perSlot;
    }
    const stated = Object.keys(attachments).length > 0 ? attachments : undefined;
    return { name, ...pick({ ...(long ? skin : {}), attachments: stated }, SKIN_ORDER) };
  });
}

export function compileEvents(rig: RigSpec): EmitObject {
  const out = nameMap();
  for (const [name, event] of Object.entries(rig.events ?? {})) out[name] = pick(event, EVENT_ORDER);
  return out;
}
