/**
 * ingest — Spine 4.3 skeleton JSON back into a rig spec and a motion spec, the inverse of `build`:
 * `build(ingest(A))` reproduces A byte for byte except what the findings declare.
 *
 * It never invents a value the skeleton does not carry: where the skeleton cannot answer (the
 * stage, a duration) it records a `judgement`; what the spec formats cannot say is a `blocker`;
 * what the specs restate or re-derive is `lossy`. Pure: no clock, no randomness, no filesystem,
 * and no paths in the provenance note. Both specs pass through the spec validators before they
 * leave, so ingest never hands back a spec `build` would refuse.
 */
import { MOTION_SPEC_VERSION, RIG_SPEC_VERSION } from '../spec/constants.js';
import { validateMotionSpec } from '../spec/parse-motion.js';
import { validateRigSpec } from '../spec/parse-rig.js';
import type { MotionAnimation, MotionSpec, RigSpec } from '../spec/types.js';
import { ingestAnimation } from './animation.js';
import { SkeletonError } from './errors.js';
import { Findings, type Finding } from './findings.js';
import { ingestHeader, type IngestStage } from './header.js';
import { reportIndexLikeNames } from './names.js';
import { isObject, objectEntries, put, type JsonObject } from './read.js';
import { ingestBones, ingestConstraints, ingestEvents, ingestSlots } from './setup.js';
import { filledSlots, ingestSkins, type ArtMode } from './skins.js';

export { SkeletonError } from './errors.js';
export { FINDING_KINDS, findingsDocument, INGEST_FINDINGS_SCHEMA_ID, type Finding, type FindingKind, type IngestFindingsDocument } from './findings.js';
export type { IngestStage } from './header.js';
export type { ArtMode } from './skins.js';

export interface IngestOptions {
  /** The rig spec's `name`; also the motion spec's `archetype` and `cut`. */
  name: string;
  /** `loose`: name an `image` per region/mesh (`<path or name>.png`); `none`: state `width`/`height` only. */
  art: ArtMode;
  /** The rig spec's `images` directory, as the caller spells it relative to the spec (never resolved here). */
  images?: string;
  /** A stage for a skeleton that declares none (used only when the header has no width/height). */
  stage?: IngestStage;
  /** The tool version, for the provenance note. */
  version: string;
}

export interface IngestResult {
  rig: RigSpec;
  motion: MotionSpec;
  findings: Finding[];
}

/** The top-level keys the 4.3 reader reads. Anything else (4.2's `ik`/`transform`/… arrays) is dropped. */
const SKELETON_KEYS = ['skeleton', 'bones', 'slots', 'constraints', 'skins', 'events', 'animations'];

/**
 * Read a parsed skeleton JSON value; return the two specs and the findings. Throws `SkeletonError`
 * (with the location of the fault) for a skeleton the runtime reader could not load.
 */
export function ingest(skeleton: unknown, opts: IngestOptions): IngestResult {
  if (!isObject(skeleton)) throw new SkeletonError('skeleton', 'the document is not a JSON object');
  const findings = new Findings();

  const header = ingestHeader(skeleton.skeleton, opts.stage, findings);
  const bones = ingestBones(skeleton.bones, findings);
  const boneNames = bones.map((bone) => bone.name);
  const slots = ingestSlots(skeleton.slots, boneNames, filledSlots(skeleton.skins), findings);
  const slotNames = slots.map((slot) => slot.name);
  const { constraints, byType } = ingestConstraints(skeleton.constraints, { bones: boneNames, slots: slotNames }, findings);
  const names = { bones: boneNames, slots: slotNames, constraints: byType };
  const skins = ingestSkins(skeleton.skins, names, opts.art, findings);
  const events = skeleton.events === undefined ? undefined : ingestEvents(skeleton.events, findings);

  const attachmentType = (skin: string, slot: string, placeholder: string): string | undefined => {
    if (!Object.hasOwn(skins, skin)) return undefined;
    const entry = skins[skin]!;
    const table = (Object.hasOwn(entry, 'attachments') ? entry.attachments : entry) as JsonObject;
    const perSlot = Object.hasOwn(table, slot) ? table[slot] : undefined;
    if (!isObject(perSlot) || !Object.hasOwn(perSlot, placeholder)) return undefined;
    return ((perSlot[placeholder] as { type?: string }).type ?? 'region');
  };
  const eventNames = new Set(Object.keys(events ?? {}));
  const tinted = new Set(slots.filter((slot) => slot.dark !== undefined).map((slot) => slot.name));
  const animations: Record<string, MotionAnimation> = {};
  for (const [animName, anim] of objectEntries(skeleton.animations, 'animations', (key) => `animation "${key}"`)) {
    put(animations, animName, ingestAnimation(animName, anim, { ...names, events: eventNames, tinted, attachmentType }, findings));
  }

  reportIndexLikeNames(skeleton, findings);
  reportCollections(skeleton, findings);
  for (const key of Object.keys(skeleton)) {
    if (!SKELETON_KEYS.includes(key)) {
      findings.add('blocker', 'SKELETON_KEY', key, `top-level "${key}" is not read by the 4.3 runtime and has no spec field, so the rebuild drops it`);
    }
  }

  const rig: JsonObject = { spec: RIG_SPEC_VERSION, name: opts.name, note: provenance(opts, 'rig') };
  if (Object.keys(header).length > 0) rig.skeleton = header;
  if (opts.images !== undefined) rig.images = opts.images;
  rig.bones = bones;
  rig.slots = slots;
  if (Object.keys(skins).length > 0) rig.skins = skins;
  if (constraints.length > 0) rig.constraints = constraints;
  if (events !== undefined) rig.events = events;

  const motion: JsonObject = {
    spec: MOTION_SPEC_VERSION,
    archetype: opts.name,
    cut: opts.name,
    note: provenance(opts, 'motion'),
    // Every curve is carried as a raw `curve` array: an export holds a different bezier per key
    // and channel, so there is no named easing to recognise.
    easings: {},
    animations,
  };

  return {
    // Validated in place: these objects were built here and nothing else holds them.
    rig: validateRigSpec(rig, 'ingested rig spec'),
    motion: validateMotionSpec(motion, 'ingested motion spec'),
    findings: findings.list,
  };
}

/**
 * Top-level presence the specs do not keep: build always writes the header (it carries `spine`)
 * and leaves out every empty top-level collection, so an absent header or an empty collection
 * does not come back.
 */
function reportCollections(skeleton: JsonObject, findings: Findings): void {
  if (skeleton.skeleton === undefined) findings.add('lossy', 'COLLECTION_PRESENCE', 'skeleton', 'the skeleton has no header; the rebuild writes one');
  for (const key of ['bones', 'slots', 'constraints', 'skins', 'events', 'animations']) {
    const value = skeleton[key];
    if (value !== undefined && Object.keys(value as object).length === 0) {
      findings.add('lossy', 'COLLECTION_PRESENCE', key, `the skeleton has an empty "${key}"; the rebuild leaves it out`);
    }
  }
}

/** The provenance sentence each spec carries: a decompiled spec looks authored, so it says it is not. No date, no path. */
function provenance(opts: IngestOptions, which: 'rig' | 'motion'): string {
  const head = `Decompiled from a Spine skeleton by animsmith rigc ingest ${opts.version}; every value was read from that skeleton, none was authored.`;
  return which === 'rig'
    ? head
    : `${head} Curves are the skeleton's own absolute bezier control points, and each duration is the animation's last key time (skeleton JSON has none).`;
}
