/**
 * The names a motion spec uses must exist in the rig it is built against. Each spec parser checks
 * its own document; only build holds both, and `SkeletonJson` throws on every one of these at
 * load time (an unknown slot, constraint, event or deformed or sequenced attachment, a slider whose animation
 * is missing), so a mismatched pair is refused here instead of emitting a skeleton nothing loads.
 * A two-colour timeline on a slot without tint black loads but fails when played, so it is refused too.
 */
import type { MotionSpec, RigConstraint, RigSpec } from '../spec/types.js';
import { deformLength, findAttachment, VERTEX_TYPES } from './consistency.js';
import { BuildError } from './errors.js';

/** Attachment types with an image sequence (the reader reads `attachment.sequence` for a sequence timeline). */
const SEQUENCE_TYPES: ReadonlySet<string> = new Set(['region', 'mesh', 'linkedmesh']);

/** Slot timelines that set the tint-black colour, which only a slot with a setup `dark` has. */
const TWO_COLOR_TIMELINES: ReadonlySet<string> = new Set(['rgba2', 'rgb2']);

export function checkReferences(rig: RigSpec, motion: MotionSpec): void {
  if (motion.archetype !== rig.name) {
    throw new BuildError('motion spec', `archetype "${motion.archetype}" does not name this rig ("${rig.name}")`);
  }
  const bones = new Set(rig.bones.map((bone) => bone.name));
  const slots = new Set(rig.slots.map((slot) => slot.name));
  const tinted = new Set(rig.slots.filter((slot) => slot.dark !== undefined).map((slot) => slot.name));
  const constraints = new Set((rig.constraints ?? []).map((constraint: RigConstraint) => `${constraint.type} ${constraint.name}`));
  const events = new Set(Object.keys(rig.events ?? {}));
  const need = (known: boolean, where: string, what: string): void => {
    if (!known) throw new BuildError(where, `${what} is not in the rig spec`);
  };
  /** The attachment a deform or sequence track names (refused when the rig has none), where it is, and its type. */
  const trackAttachment = (at: string, timeline: string, track: { skin?: string; slot: string; attachment: string }) => {
    const skinName = track.skin ?? 'default';
    const where = `${at} ${timeline} ${skinName}/${track.slot}/${track.attachment}`;
    const attachment = findAttachment(rig, skinName, track.slot, track.attachment);
    need(attachment !== undefined, where, 'the attachment');
    return { where, attachment: attachment!, type: attachment!.type ?? 'region' };
  };

  for (const constraint of rig.constraints ?? []) {
    if (constraint.type === 'slider') {
      need(Object.hasOwn(motion.animations, constraint.animation), `rig constraint "${constraint.name}"`, `animation "${constraint.animation}"`);
    }
  }

  for (const [name, animation] of Object.entries(motion.animations)) {
    const at = `motion animation "${name}"`;
    for (const track of animation.tracks) {
      if ('bone' in track) need(bones.has(track.bone), `${at} bone "${track.bone}"`, 'the bone');
      else if ('slot' in track) {
        need(slots.has(track.slot), `${at} slot "${track.slot}"`, 'the slot');
        if (TWO_COLOR_TIMELINES.has(track.property) && !tinted.has(track.slot)) {
          throw new BuildError(
            `${at} slot "${track.slot}" ${track.property}`,
            'a two-colour timeline needs a slot with a tint-black `dark` colour; the runtime has no dark colour to set and fails when it plays',
          );
        }
      }
      else if ('path' in track) need(constraints.has(`path ${track.path}`), `${at} path "${track.path}"`, 'the path constraint');
      // An empty physics name is the "every physics constraint" timeline.
      else if ('physics' in track) need(track.physics === '' || constraints.has(`physics ${track.physics}`), `${at} physics "${track.physics}"`, 'the physics constraint');
      else need(constraints.has(`slider ${track.slider}`), `${at} slider "${track.slider}"`, 'the slider');
    }
    for (const group of ['ik', 'transform'] as const) {
      for (const track of animation[group] ?? []) {
        need(constraints.has(`${group} ${track.constraint}`), `${at} ${group} "${track.constraint}"`, `the ${group} constraint`);
      }
    }
    for (const track of animation.deform ?? []) {
      const { where, attachment, type } = trackAttachment(at, 'deform', track);
      if (!VERTEX_TYPES.has(type)) throw new BuildError(where, `a ${type} attachment has no vertices to deform`);
      const length = deformLength(rig, attachment, track.slot);
      track.keys.forEach(({ offset = 0, vertices = [] }, k) => {
        if (!Number.isInteger(offset) || offset < 0 || offset + vertices.length > length) {
          throw new BuildError(`${where} key ${k}`, `offset ${offset} with ${vertices.length} numbers does not fit the attachment's ${length} deformable numbers`);
        }
      });
    }
    for (const track of animation.sequence ?? []) {
      const { where, type } = trackAttachment(at, 'sequence', track);
      if (!SEQUENCE_TYPES.has(type)) throw new BuildError(where, `a ${type} attachment has no image sequence; the runtime fails loading the timeline`);
    }
    for (const key of animation.drawOrder ?? []) {
      for (const { slot } of key.offsets ?? []) need(slots.has(slot), `${at} drawOrder slot "${slot}"`, 'the slot');
    }
    // A folder's offsets name its own slots (the motion parser checks that), so its slots are the ones to resolve.
    (animation.drawOrderFolder ?? []).forEach((folder, i) => {
      for (const slot of folder.slots) need(slots.has(slot), `${at} drawOrderFolder ${i} slot "${slot}"`, 'the slot');
    });
    for (const key of animation.events ?? []) need(events.has(key.name), `${at} event "${key.name}"`, 'the event');
  }
}
