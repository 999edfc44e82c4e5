/**
 * Rig facts the Spine runtime depends on that no single spec field shows: vertex runs that match
 * their declared vertex count, IK chains the solver can pose, linked meshes that resolve, image
 * sequences with a frame to show. The rig parser checks each object on its own; these span
 * objects, and a skeleton that breaks one loads with an exception or fails when posed, so build
 * refuses the rig with the object's location instead of emitting it.
 */
import type { RigAttachment, RigConstraint, RigSkin, RigSkinEntry, RigSpec } from '../spec/types.js';
import { BuildError } from './errors.js';

/** The attachment table of a skin in either form. */
function attachmentsOf(skin: RigSkin): RigSkinEntry['attachments'] {
  return Object.hasOwn(skin, 'attachments') ? (skin as RigSkinEntry).attachments : (skin as RigSkinEntry['attachments']);
}

/** The attachment a skin (by name) holds for `slot` under `placeholder`, if any. */
export function findAttachment(rig: RigSpec, skinName: string, slot: string, placeholder: string): RigAttachment | undefined {
  const skins = rig.skins ?? {};
  if (!Object.hasOwn(skins, skinName)) return undefined;
  const table = attachmentsOf(skins[skinName]!);
  return Object.hasOwn(table, slot) && Object.hasOwn(table[slot]!, placeholder) ? table[slot]![placeholder] : undefined;
}

/**
 * How many numbers a deform key of `attachment` may hold from offset 0: x, y per vertex, or per
 * bone influence of a weighted vertex; a linked mesh deforms its source mesh's run.
 */
export function deformLength(rig: RigSpec, attachment: RigAttachment, slot: string): number {
  if (attachment.type === 'linkedmesh') {
    const source = findAttachment(rig, attachment.skin ?? 'default', attachment.slot ?? slot, attachment.source);
    return source === undefined ? 0 : deformLength(rig, source, attachment.slot ?? slot);
  }
  const { vertices, weights } = attachment as { vertices?: number[]; weights?: unknown[][] };
  return vertices?.length ?? (weights ?? []).reduce((sum, influences) => sum + influences.length * 2, 0);
}

/** Types whose vertex run the reader reads (`SkeletonJson.readVertices`), deform timelines included. */
export const VERTEX_TYPES: ReadonlySet<string> = new Set(['mesh', 'linkedmesh', 'boundingbox', 'clipping', 'path']);

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** How many vertices an attachment's own run declares, or undefined for a type without one. */
function vertexCount(attachment: RigAttachment, where: string): number | undefined {
  if (attachment.type === 'mesh') {
    if (attachment.uvs.length % 2 !== 0) throw new BuildError(where, `\`uvs\` has ${attachment.uvs.length} numbers; it holds a u,v pair per vertex`);
    return attachment.uvs.length / 2;
  }
  if (attachment.type === 'boundingbox' || attachment.type === 'clipping' || attachment.type === 'path') {
    if (!isCount(attachment.vertexCount)) throw new BuildError(where, `\`vertexCount\` ${String(attachment.vertexCount)} is not a whole number >= 0`);
    return attachment.vertexCount;
  }
  return undefined;
}

function checkGeometry(attachment: RigAttachment, where: string): void {
  const count = vertexCount(attachment, where);
  if (count === undefined) return;
  const { vertices, weights } = attachment as { vertices?: number[]; weights?: unknown[] };
  if (vertices === undefined && weights === undefined) throw new BuildError(where, 'states neither `vertices` nor `weights`; the reader needs the vertex run');
  if (vertices !== undefined && vertices.length !== count * 2) {
    throw new BuildError(where, `\`vertices\` has ${vertices.length} numbers; ${count} vertices take ${count * 2} (x, y each)`);
  }
  if (weights !== undefined && weights.length !== count) throw new BuildError(where, `\`weights\` lists ${weights.length} vertices; the attachment has ${count}`);
  if (attachment.type === 'mesh') {
    const { triangles, hull } = attachment;
    if (triangles.length % 3 !== 0) throw new BuildError(where, `\`triangles\` has ${triangles.length} indices, not a multiple of 3`);
    const bad = triangles.findIndex((index) => !isCount(index) || index >= count);
    if (bad >= 0) throw new BuildError(where, `triangle index ${bad} (${triangles[bad]}) is not a vertex of the ${count}`);
    if (hull !== undefined && (!isCount(hull) || hull > count)) throw new BuildError(where, `\`hull\` ${hull} is not a vertex count within the ${count}`);
  }
  if (attachment.type === 'path') {
    if (count % 3 !== 0) throw new BuildError(where, `\`vertexCount\` ${count} is not a multiple of 3 (a path holds 3 vertices per bezier point)`);
    const lengths = attachment.lengths?.length;
    if (lengths !== count / 3) throw new BuildError(where, `\`lengths\` has ${lengths ?? 'no'} entries; the reader reads one per bezier point (${count / 3})`);
  }
}

function checkSequence(attachment: RigAttachment, where: string): void {
  const sequence = 'sequence' in attachment ? attachment.sequence : undefined;
  if (sequence === undefined) return;
  const { count = 0, start = 1, digits = 0, setup = 0 } = sequence;
  if (!isCount(count) || count < 1) throw new BuildError(`${where} sequence`, `\`count\` ${count} is not a frame count >= 1`);
  if (!isCount(start) || !isCount(digits)) throw new BuildError(`${where} sequence`, '`start` and `digits` are whole numbers >= 0');
  if (!isCount(setup) || setup >= count) throw new BuildError(`${where} sequence`, `\`setup\` ${setup} is not a frame index below the count ${count}`);
}

/** A linked mesh's source: a mesh in the named skin (default `default`) and slot (default its own). */
function checkLinkedMesh(rig: RigSpec, attachment: RigAttachment, slot: string, where: string): void {
  if (attachment.type !== 'linkedmesh') return;
  const skinName = attachment.skin ?? 'default';
  if (!Object.hasOwn(rig.skins ?? {}, skinName)) throw new BuildError(where, `skin "${skinName}" of the source mesh is not in the rig spec`);
  const sourceSlot = attachment.slot ?? slot;
  const source = findAttachment(rig, skinName, sourceSlot, attachment.source);
  if (source === undefined) throw new BuildError(where, `source mesh "${attachment.source}" is not in skin "${skinName}" slot "${sourceSlot}"`);
  if (source.type !== 'mesh') throw new BuildError(where, `source "${attachment.source}" in skin "${skinName}" slot "${sourceSlot}" is not a mesh`);
}

function checkConstraint(constraint: RigConstraint, parents: ReadonlyMap<string, string | undefined>): void {
  const where = `rig constraint "${constraint.name}"`;
  if (constraint.type === 'ik') {
    const [first, second] = constraint.bones;
    if (constraint.bones.length < 1 || constraint.bones.length > 2) throw new BuildError(where, `constrains ${constraint.bones.length} bones; IK takes 1 or 2`);
    // The solver works in the first bone's parent space, so a root bone cannot be posed by IK.
    if (parents.get(first!) === undefined) throw new BuildError(where, `bone "${first}" has no parent; IK poses a bone in its parent's space`);
    if (second !== undefined && parents.get(second) !== first) throw new BuildError(where, `bone "${second}" is not a child of "${first}"; a two-bone chain is a parent and its child`);
  }
  if (constraint.type === 'slider' && constraint.bone !== undefined && constraint.property === undefined) {
    throw new BuildError(where, `is driven by bone "${constraint.bone}" and states no \`property\` to read from it`);
  }
}

export function checkConsistency(rig: RigSpec): void {
  const parents = new Map(rig.bones.map((bone) => [bone.name, bone.parent]));
  for (const constraint of rig.constraints ?? []) checkConstraint(constraint, parents);
  for (const [skinName, skin] of Object.entries(rig.skins ?? {})) {
    for (const [slot, placeholders] of Object.entries(attachmentsOf(skin))) {
      for (const [placeholder, attachment] of Object.entries(placeholders)) {
        const where = `rig skin "${skinName}" slot "${slot}" attachment "${placeholder}"`;
        checkGeometry(attachment, where);
        checkSequence(attachment, where);
        checkLinkedMesh(rig, attachment, slot, where);
      }
    }
  }
}
