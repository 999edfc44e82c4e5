/**
 * `build(rig, motion)`: the rigc compiler. Two spec documents in, one Spine 4.3 skeleton JSON text
 * out, in the Spine editor's exact print format. Deterministic (no clock, no host facts, no map
 * order other than the specs' own), and it never writes a value the specs do not hold: an absent
 * spec field is an absent skeleton field, the header's `spine` is the runtime version build
 * targets, and the editor's `hash` is not written.
 */
import { printSkeletonJson } from '../print/index.js';
import { SpecError, validateMotionSpec, validateRigSpec } from '../spec/index.js';
import type { MotionSpec, RigSpec } from '../spec/types.js';
import type { EmitObject } from './emit-object.js';
import { BuildError } from './errors.js';
import { checkConsistency } from './consistency.js';
import { compileAnimations } from './motion.js';
import { checkReferences } from './references.js';
import { boneIndexOf, compileBones, compileConstraint, compileEvents, compileHeader, compileSkins, compileSlots } from './rig.js';

export { BuildError };

/**
 * The skeleton as a JSON value, top-level keys in the editor's order. A collection with nothing in
 * it is not written (the editor writes no empty `constraints`, and the reader treats every
 * top-level collection as optional).
 */
function compileSkeleton(rig: RigSpec, motion: MotionSpec): EmitObject {
  checkConsistency(rig);
  checkReferences(rig, motion);
  const boneIndex = boneIndexOf(rig);
  const out: EmitObject = { skeleton: compileHeader(rig), bones: compileBones(rig) };
  if (rig.slots.length > 0) out.slots = compileSlots(rig);
  if (rig.constraints !== undefined && rig.constraints.length > 0) out.constraints = rig.constraints.map(compileConstraint);
  if (rig.skins !== undefined && Object.keys(rig.skins).length > 0) out.skins = compileSkins(rig, boneIndex);
  if (rig.events !== undefined && Object.keys(rig.events).length > 0) out.events = compileEvents(rig);
  if (Object.keys(motion.animations).length > 0) out.animations = compileAnimations(motion);
  return out;
}

/**
 * The specs as their parsers accept them. A spec pair handed to build in code (not read through
 * `parseRigSpec`/`parseMotionSpec`) gets the same refusals, located by JSON path, instead of
 * failing somewhere inside the compiler.
 */
function checkSpecs(rig: RigSpec, motion: MotionSpec): void {
  try {
    validateRigSpec(rig);
    validateMotionSpec(motion);
  } catch (error) {
    if (error instanceof SpecError) throw new BuildError(`${error.document} ${error.where}`, error.reason);
    throw error;
  }
}

/** The skeleton JSON text for a rig spec and a motion spec. */
export function build(rig: RigSpec, motion: MotionSpec): string {
  checkSpecs(rig, motion);
  return printSkeletonJson(compileSkeleton(rig, motion));
}
