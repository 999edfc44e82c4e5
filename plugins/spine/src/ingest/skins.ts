/**
 * Skins and their attachments. Attachment fields are carried by type off the rig spec's tables;
 * the one re-encoding is the vertex run, which a weighted attachment holds as bone INDICES into the
 * emitted bone array and the rig spec holds by bone NAME (build re-indexes), so a spec stays valid
 * when bones are reordered.
 */
import { ATTACHMENT_SHAPES, limitFault, RIG_FIELDS, shapeOfType } from '../spec/constants.js';
import type { RigAttachment, RigSkin, RigWeightedVertex } from '../spec/types.js';
import type { Findings } from './findings.js';
import { carry, inFieldOrder, input, isObject, list, nameOf, objectEntries, put, type JsonObject } from './read.js';
import type { SetupNames } from './setup.js';

/** How the rig spec gets at the art, which a skeleton does not encode. */
export type ArtMode = 'loose' | 'none';


/** Slots that some skin fills: their setup attachment, when absent, is spelled `null`. */
export function filledSlots(rawSkins: unknown): Set<string> {
  const filled = new Set<string>();
  for (const skin of list(rawSkins, 'skins')) {
    if (!isObject(skin) || !isObject(skin.attachments)) continue;
    for (const [slot, placeholders] of Object.entries(skin.attachments)) {
      if (isObject(placeholders) && Object.keys(placeholders).length > 0) filled.add(slot);
    }
  }
  return filled;
}

/**
 * Per slot, the placeholders more than one skin fills. The reference rigc writes an attachment
 * `name` only on such a placeholder (it composes `<skin>/<placeholder>`) and drops every other one;
 * the situation it reports is a stated name on a placeholder nobody contests.
 */
function contestedPlaceholders(rawSkins: unknown): Map<string, Set<string>> {
  const fillers = new Map<string, Map<string, number>>();
  for (const skin of list(rawSkins, 'skins')) {
    if (!isObject(skin) || !isObject(skin.attachments)) continue;
    for (const [slot, placeholders] of Object.entries(skin.attachments)) {
      if (!isObject(placeholders)) continue;
      const perSlot = fillers.get(slot) ?? fillers.set(slot, new Map()).get(slot)!;
      for (const placeholder of Object.keys(placeholders)) perSlot.set(placeholder, (perSlot.get(placeholder) ?? 0) + 1);
    }
  }
  const contested = new Map<string, Set<string>>();
  for (const [slot, perSlot] of fillers) contested.set(slot, new Set([...perSlot].filter(([, count]) => count > 1).map(([placeholder]) => placeholder)));
  return contested;
}

export function ingestSkins(raw: unknown, names: SetupNames, art: ArtMode, findings: Findings): Record<string, RigSkin> {
  const skins: Record<string, RigSkin> = {};
  const contested = contestedPlaceholders(raw);
  list(raw, 'skins').forEach((entry, i) => {
    const skin = input.object(entry, `skins[${i}]`);
    const skinName = nameOf(skin, `skins[${i}]`);
    const where = `skin "${skinName}"`;
    if (Object.hasOwn(skins, skinName)) input.fail(where, 'is declared twice');
    // The long form's fields besides the table: the member lists and the editor colour.
    const longForm: JsonObject = {};
    carry(skin, longForm, RIG_FIELDS.RigSkinEntry, where, ['name', 'attachments'], (field) => findings.dropped('SKIN_FIELD', where, field));
    for (const [field, value] of Object.entries(longForm)) {
      if (field === 'color') continue;
      for (const member of value as string[]) {
        const known = field === 'bones' ? names.bones.includes(member) : names.constraints.get(field)?.has(member) === true;
        if (!known) input.fail(`${where} ${field}`, `"${member}" is not one of this skeleton's ${field === 'bones' ? 'bones' : `${field} constraints`}`);
      }
    }
    const attachments: Record<string, Record<string, RigAttachment>> = {};
    for (const [slot, placeholders] of objectEntries(skin.attachments, `${where} attachments`, (key) => `${where} slot "${key}"`)) {
      if (!names.slots.includes(slot)) input.fail(`${where} slot "${slot}"`, 'is not a slot of this skeleton');
      const perSlot: Record<string, RigAttachment> = {};
      for (const [placeholder, att] of objectEntries(placeholders, `${where} slot "${slot}"`, (key) => `${where} slot "${slot}" attachment "${key}"`)) {
        const at = { where: `${where} slot "${slot}" attachment "${placeholder}"`, contested: contested.get(slot)?.has(placeholder) === true };
        const attachment = ingestAttachment(att, placeholder, names.bones, art, findings, at);
        if (attachment !== undefined) put(perSlot, placeholder, attachment);
      }
      put(attachments, slot, perSlot);
    }
    // The short form unless the skin activates something or has a colour, or a slot named
    // `attachments` would make the short form read as the long one.
    const long = Object.keys(longForm).length > 0 || Object.hasOwn(attachments, 'attachments');
    put(skins, skinName, long ? { ...longForm, attachments } : attachments);
  });
  return skins;
}

/** One attachment, or `undefined` for a type the format does not have (reported, never stood in for). */
function ingestAttachment(
  att: JsonObject,
  placeholder: string,
  bones: readonly string[],
  art: ArtMode,
  findings: Findings,
  { where, contested }: { where: string; contested: boolean },
): RigAttachment | undefined {
  if (att.name !== undefined && !contested) {
    // The reference drops this name (its rig spec has none); ours carries it, so no byte moves.
    findings.add(
      'lossy',
      'ATTACHMENT_NAME',
      where,
      `the attachment states name ${JSON.stringify(att.name)} and only one skin fills this placeholder; the reference rigc drops such a name, the rig spec here carries it, so the rebuild writes it as stated`,
    );
  }
  const type = att.type === undefined ? 'region' : att.type;
  const shape = shapeOfType(ATTACHMENT_SHAPES, type);
  if (shape === undefined) {
    findings.add(
      'blocker',
      unknownTypeCode(type),
      where,
      `type ${JSON.stringify(type)} is not a Spine 4.3 attachment type; the runtime skips it and the rebuild drops it`,
    );
    return undefined;
  }
  const out: JsonObject = {};
  // `image` is the spec's own art field, never a skeleton one; `vertices` is re-encoded below.
  carry(att, out, RIG_FIELDS[shape], where, ['image', 'vertices', 'weights', 'sequence'], (field) => findings.dropped('ATTACHMENT_FIELD', where, field));
  for (const field of ['image', 'weights']) if (att[field] !== undefined) findings.dropped('ATTACHMENT_FIELD', where, field);
  if (att.sequence !== undefined) {
    const sequence: JsonObject = {};
    carry(input.object(att.sequence, `${where} sequence`), sequence, RIG_FIELDS.RigSequence, `${where} sequence`, [], (field) =>
      findings.dropped('ATTACHMENT_FIELD', `${where} sequence`, field),
    );
    const fault = limitFault('RigSequence', sequence);
    if (fault !== undefined) input.fail(`${where} sequence ${fault.field}`, fault.reason);
    out.sequence = sequence;
  }
  if (art === 'loose' && (type === 'region' || type === 'mesh' || type === 'linkedmesh')) {
    // The reader resolves the region as `path ?? name ?? placeholder`; the loose image is named the same.
    out.image = `${String(out.path ?? out.name ?? placeholder)}.png`;
  }
  if (type === 'mesh') {
    for (const field of ['uvs', 'triangles']) if (out[field] === undefined) input.fail(where, `mesh has no "${field}", which the runtime reader requires`);
  }
  if (type === 'boundingbox' || type === 'clipping' || type === 'path') {
    // The reader sizes the attachment's world vertices by `vertexCount` and reads `vertices`
    // unguarded; with the run required, the decode below ties the count to the data.
    const count = out.vertexCount;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) input.fail(where, `${type} "vertexCount" must be a whole number >= 0, found ${String(count)}`);
    if (att.vertices === undefined) input.fail(where, `${type} has no "vertices", which the runtime reader requires`);
    if (type === 'path' && att.lengths === undefined) input.fail(where, 'path has no "lengths", which the runtime reader requires');
  }
  if (type === 'path') {
    // The reference drops stated lengths and re-measures them; ours carries them, so no byte moves.
    findings.add(
      'lossy',
      'PATH_LENGTHS',
      where,
      'the source states `lengths`; the reference rigc drops them and re-measures, the rig spec here carries them verbatim, so the rebuild writes the same numbers',
    );
  }
  if (att.vertices !== undefined) {
    input.kind(att.vertices, `${where} vertices`, 'numbers');
    const vertices = att.vertices as number[];
    // The reader's own test: a run exactly as long as the declared coordinates is unweighted.
    const pairs = type === 'mesh' ? (out.uvs as number[]).length / 2 : typeof out.vertexCount === 'number' ? out.vertexCount : undefined;
    if (pairs === undefined) input.fail(where, `${String(type)} has vertices but no "vertexCount"`);
    if (vertices.length === pairs * 2) out.vertices = [...vertices];
    else out.weights = decodeWeights(vertices, pairs, bones, where);
  }
  return inFieldOrder(out, RIG_FIELDS[shape]) as unknown as RigAttachment;
}

/**
 * The reference's code for an attachment type it does not know: `ATTACHMENT_<TYPE>` upper-cased,
 * with any character a code cannot hold (anything but A-Z, 0-9 and `_`) spelled `_`.
 */
function unknownTypeCode(type: unknown): string {
  // JSON text for a non-string: `String` would call a hostile object's own `toString` key.
  const text = typeof type === 'string' ? type : JSON.stringify(type);
  return `ATTACHMENT_${text.toUpperCase().replace(/[^A-Z0-9_]/g, '_')}`;
}

/**
 * Spine's flat weight run (`count, (boneIndex, x, y, weight) × count` per vertex) back into one
 * influence list per vertex, by bone name.
 */
export function decodeWeights(run: readonly number[], vertexCount: number, bones: readonly string[], where: string): RigWeightedVertex[] {
  const out: RigWeightedVertex[] = [];
  let i = 0;
  while (i < run.length) {
    const count = run[i]!;
    if (!Number.isInteger(count) || count < 0 || i + 1 + count * 4 > run.length) {
      input.fail(`${where} vertices[${i}]`, `weighted run: vertex ${out.length} claims ${count} bone(s), which the run does not hold`);
    }
    i++;
    const vertex: RigWeightedVertex = [];
    for (let k = 0; k < count; k++, i += 4) {
      const index = run[i]!;
      const bone = Number.isInteger(index) ? bones[index] : undefined;
      if (bone === undefined) input.fail(`${where} vertices[${i}]`, `weighted run: bone index ${index} is not a bone of this skeleton (it has ${bones.length})`);
      vertex.push({ bone, x: run[i + 1]!, y: run[i + 2]!, weight: run[i + 3]! });
    }
    out.push(vertex);
  }
  if (out.length !== vertexCount) {
    input.fail(`${where} vertices`, `the weighted run holds ${out.length} vertices and the attachment declares ${vertexCount}`);
  }
  return out;
}
