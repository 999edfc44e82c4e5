/**
 * `inspect --format json` (`urn:animsmith:schema:inspect:1`): what `inspect` shows, as data — the
 * rig profile with its roles and why it won, the source's units, up axis and frame rate next to
 * the normalised model's, the nodes split into joints, mesh nodes and helpers, and per clip its
 * duration, authored key count, key range and stack range.
 *
 * A node is a joint when the source marks it one (FBX LimbNode), it is a skin joint, a clip
 * animates it, or it is an ancestor of a joint;
 * a mesh node when it carries a mesh; anything else is a helper (cameras, lights, locators, empty
 * groups). The skeleton count is the joints.
 */
import { INSPECT_SCHEMA_ID, INSPECT_SCHEMA_VERSION } from '@animsmith/schemas';
import type { RunServices } from '../engine/evaluate-check.js';
import { authoredTrack, type Clip } from '../model/anim-document.js';
import type { SourceDocument } from '../model/source-document.js';
import { toolIdentity } from '../output/tool.js';
import { RIG_ROLES } from '../plugin-api/config.js';

export type NodeKind = 'joint' | 'mesh' | 'helper';

/** Each source node's kind (see the module comment), by source node index. */
export function nodeKinds(source: SourceDocument, services: Pick<RunServices, 'document'>): NodeKind[] {
  const joint = Uint8Array.from(source.nodes, (n) => (n.declaredJoint === true ? 1 : 0));
  for (const skin of source.skins) for (const j of skin.joints) joint[j] = 1;
  const nodeOfBone = services.document.bones.map((b) => b.sourceNode);
  for (const clip of services.document.clips) for (const track of clip.tracks) if (nodeOfBone[track.bone] !== undefined) joint[nodeOfBone[track.bone]!] = 1;
  // Ancestors of joints are joints. A walk stops at a node an earlier walk marked (2), so each
  // node is climbed through once: linear even on a long chain.
  for (let i = 0; i < source.nodes.length; i++) {
    if (joint[i] !== 1) continue;
    for (let p = source.nodes[i]!.parent; p !== undefined && joint[p] !== 2; p = source.nodes[p]!.parent) joint[p] = 2;
  }
  return source.nodes.map((n, i) => (joint[i]! > 0 ? 'joint' : n.mesh !== undefined ? 'mesh' : 'helper'));
}

function clipRow(clip: Clip, source: SourceDocument, services: RunServices) {
  const channels = source.animations.find((a) => a.index === clip.index)?.channels ?? [];
  const stack = source.fbx?.stacks.find((s) => s.index === clip.index);
  const declared = services.clipExpectations(clip.name).fps;
  return {
    name: clip.name,
    duration_s: clip.duration,
    authored_keys: clip.tracks.reduce((max, t) => Math.max(max, authoredTrack(t).times.length), 0),
    bone_tracks: clip.tracks.length,
    morph_weight_channels: channels.filter((c) => c.target.kind === 'node' && c.target.path === 'weights').length,
    key_range: clip.keyRange === undefined ? null : { first_s: clip.keyRange.first, last_s: clip.keyRange.last, key_count: clip.keyRange.keyCount, outside_range: clip.keyRange.outsideCount },
    stack_range: stack === undefined || stack.startSeconds === null || stack.stopSeconds === null ? null : { start_s: stack.startSeconds, stop_s: stack.stopSeconds, source: stack.rangeSource },
    declared_fps: declared ?? null,
  };
}

export function buildInspectDocument(displayPath: string, services: RunServices) {
  const { source, document, rig } = services;
  const kinds = nodeKinds(source, services);
  const roles: Record<string, string> = {};
  for (const role of RIG_ROLES) if (rig.roles[role] !== undefined) roles[role] = document.bones[rig.roles[role]!]!.name;
  const space = source.sourceSpace;
  const fbx = source.fbx;
  const count = (kind: NodeKind) => kinds.filter((k) => k === kind).length;
  return {
    schema_version: INSPECT_SCHEMA_VERSION,
    schema: INSPECT_SCHEMA_ID,
    tool: toolIdentity(),
    input: { path: displayPath, format: source.format, bytes: source.input.bytes },
    rig: { profile: rig.profile, outcome: rig.outcome, reason: rig.reason ?? null, roles },
    space: {
      source_metres_per_unit: fbx !== undefined ? fbx.unit.metresPerUnit : (space?.metresPerUnit ?? 1),
      source_up: fbx !== undefined ? fbx.basis.up : (space?.up ?? '+y'),
      normalized_metres_per_unit: 1,
      normalized_up: '+y',
      planar_unit: space?.planarUnit ?? null,
    },
    frame_rate:
      fbx !== undefined
        ? { source: fbx.time.frameRateHz, origin: fbx.time.frameRateSource }
        : { source: null, origin: null },
    nodes: {
      joints: count('joint'),
      meshes: count('mesh'),
      helpers: count('helper'),
      list: source.nodes.map((n, i) => ({ index: n.index, name: n.name ?? null, parent: n.parent ?? null, kind: kinds[i]! })),
    },
    clips: document.clips.map((c) => clipRow(c, source, services)),
  };
}
