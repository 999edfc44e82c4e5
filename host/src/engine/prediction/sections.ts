/**
 * The versioned provenance sections (V4+): the bounded same-load scene/attachment/primitive
 * inventory and runtime-node declaration (V4), the raw animation inventory with per-animation
 * channel coverage (V5), the raw FBX transform-path inventory and the normalised per-clip
 * movement-owner intent (V6). Each list keeps a canonical prefix of at most `ROW_LIMIT` rows and
 * counts one more, so an overflow is recorded as partial work instead of passing for a complete
 * inventory; child/root and channel references share a larger aggregate budget the same way.
 * Every section carries its own domain-separated identity. The domains, limits and per-contract
 * section sets come from `@animsmith/schemas/provenance`, which verifies what this builds.
 */
import type { ClipExpectations } from '../../plugin-api/config.js';
import type {
  AnimationInventoryRecord,
  BoundedCoverage,
  InventoryChannelRow,
  InventoryLocalTransform,
  MovementIntentRecord,
  MovementOwnerIntent,
  ReferenceCoverage,
  RuntimeNodesRecord,
  SceneInventoryRecord,
  TransformPathsRecord,
} from '../../plugin-api/prediction.js';
import type { LocalRest, SourceChannel, SourceDocument } from '../../model/source-document.js';
import { canonicalIdentity } from '@animsmith/schemas/canonical-json';
import {
  ANIMATION_INVENTORY_DOMAIN,
  MOVEMENT_INTENT_DOMAIN,
  PROVENANCE_REFERENCE_LIMIT as REFERENCE_LIMIT,
  PROVENANCE_ROW_LIMIT as ROW_LIMIT,
  RUNTIME_NODES_DOMAIN,
  SCENE_INVENTORY_DOMAIN,
  TRANSFORM_PATHS_DOMAIN,
} from '@animsmith/schemas/provenance';

// The contract (section sets, domains, limits) lives with the readers that verify it.
export { PROVENANCE_SECTIONS, type ProvenanceSection } from '@animsmith/schemas/provenance';
export { ROW_LIMIT };

/** The project intent a provenance record binds (the same values checks see). */
export interface ProjectIntent {
  readonly runtimeNodeSelectors: readonly string[];
  readonly clipNames: readonly string[];
  readonly clipExpectations: (clipName: string) => ClipExpectations;
}

/** The intent the run services resolved for one file (the values its checks see). */
export function intentOf(services: {
  readonly document: { readonly clips: readonly { readonly name: string }[] };
  readonly contract: { readonly runtimeNodeSelectors: readonly string[] };
  readonly clipExpectations: (clipName: string) => ClipExpectations;
}): ProjectIntent {
  return {
    runtimeNodeSelectors: services.contract.runtimeNodeSelectors,
    clipNames: services.document.clips.map((c) => c.name),
    clipExpectations: services.clipExpectations,
  };
}

export function boundedCoverage(total: number): BoundedCoverage {
  return { state: total > ROW_LIMIT ? 'partial' : 'complete', limit: ROW_LIMIT, observed: Math.min(total, ROW_LIMIT + 1), retained: Math.min(total, ROW_LIMIT) };
}

/** A shared budget of references: `take(n)` retains what fits and counts the rest (N+1). */
class ReferenceBudget {
  private used = 0;
  private overflow = false;
  take<T>(items: readonly T[]): T[] {
    const room = REFERENCE_LIMIT - this.used;
    if (items.length > room) this.overflow = true;
    const kept = items.slice(0, Math.max(0, room));
    this.used += kept.length;
    return kept;
  }
  coverage(): ReferenceCoverage {
    return this.overflow
      ? { state: 'partial', limit: REFERENCE_LIMIT, observed: REFERENCE_LIMIT + 1, retained: this.used }
      : { state: 'complete', limit: REFERENCE_LIMIT, observed: this.used, retained: this.used };
  }
}

/** The authored local transform; a non-finite one has no JSON form and is recorded as unavailable. */
function localTransform(rest: LocalRest): InventoryLocalTransform {
  const values = rest.kind === 'trs' ? [...rest.translation, ...rest.rotation, ...rest.scale] : rest.kind === 'matrix' ? rest.matrix : [];
  if (!values.every((v) => Number.isFinite(v))) return { authored_as: 'unavailable' };
  if (rest.kind === 'trs') return { authored_as: 'trs', translation: [...rest.translation], rotation: [...rest.rotation], scale: [...rest.scale] };
  if (rest.kind === 'matrix') return { authored_as: 'matrix', matrix: [...rest.matrix] };
  return { authored_as: 'unavailable' };
}

export function runtimeNodesRecord(intent: ProjectIntent): RuntimeNodesRecord {
  const body = { selectors: [...new Set(intent.runtimeNodeSelectors)] };
  return { identity: canonicalIdentity(RUNTIME_NODES_DOMAIN, body), ...body };
}

export function sceneInventoryRecord(source: SourceDocument): SceneInventoryRecord {
  const refs = new ReferenceBudget();
  const scenes = source.scenes.slice(0, ROW_LIMIT).map((s) => ({ index: s.index, name: s.name ?? null, root_nodes: refs.take(s.rootNodes) }));
  const nodes = source.nodes.slice(0, ROW_LIMIT).map((n) => ({
    index: n.index,
    name: n.name ?? null,
    parent: n.parent ?? null,
    children: refs.take(n.children),
    mesh: n.mesh ?? null,
    skin: n.skin ?? null,
    local_transform: localTransform(n.localRest),
  }));
  const meshes = source.meshes.slice(0, ROW_LIMIT).map((m) => ({ index: m.index, name: m.name ?? null, primitive_count: m.primitives.length }));
  const body = {
    default_scene: source.defaultScene ?? null,
    scenes: { coverage: boundedCoverage(source.scenes.length), rows: scenes },
    nodes: { coverage: boundedCoverage(source.nodes.length), rows: nodes },
    meshes: { coverage: boundedCoverage(source.meshes.length), rows: meshes },
    primitives: boundedCoverage(source.meshes.reduce((sum, m) => sum + m.primitives.length, 0)),
    references: refs.coverage(),
  };
  return { identity: canonicalIdentity(SCENE_INVENTORY_DOMAIN, body), ...body };
}

function channelRow(channel: SourceChannel): InventoryChannelRow {
  const { target } = channel;
  if (target.kind === 'node') return { index: channel.index, target: 'node', node: target.node, path: target.path };
  if (target.kind === 'pointer') return { index: channel.index, target: 'pointer', node: null, path: target.pointer };
  return { index: channel.index, target: 'unsupported', node: target.node ?? null, path: target.path };
}

export function animationInventoryRecord(source: SourceDocument): AnimationInventoryRecord {
  const refs = new ReferenceBudget();
  const rows = source.animations.slice(0, ROW_LIMIT).map((a) => {
    const channels = refs.take(a.channels.slice(0, ROW_LIMIT)).map(channelRow);
    const own = boundedCoverage(a.channels.length);
    // A prefix cut by the aggregate budget is partial for this animation too.
    const channel_coverage: BoundedCoverage =
      channels.length < own.retained ? { state: 'partial', limit: ROW_LIMIT, observed: own.observed, retained: channels.length } : own;
    return { index: a.index, name: a.name ?? null, channel_count: a.channels.length, channel_coverage, channels };
  });
  const body = { coverage: boundedCoverage(source.animations.length), rows, channel_references: refs.coverage() };
  return { identity: canonicalIdentity(ANIMATION_INVENTORY_DOMAIN, body), ...body };
}

export function transformPathsRecord(source: SourceDocument): TransformPathsRecord {
  const inventory = source.fbx?.transformPaths;
  const entries = inventory?.entries ?? [];
  const coverage = boundedCoverage(entries.length);
  const state = !inventory ? 'unavailable' : inventory.coverage === 'complete' && coverage.state === 'complete' ? 'complete' : 'partial';
  const rows = entries.slice(0, ROW_LIMIT).map((e) => ({ node: e.node, path: e.path ?? null, refusal: e.refusal ?? null }));
  const body = { state, coverage, rows } as const;
  return { identity: canonicalIdentity(TRANSFORM_PATHS_DOMAIN, body), ...body };
}

const owner = (value: ClipExpectations[keyof ClipExpectations]): MovementOwnerIntent => (value === 'gameplay' || value === 'animation' ? value : null);

export function movementIntentRecord(intent: ProjectIntent): MovementIntentRecord {
  const rows = intent.clipNames.slice(0, ROW_LIMIT).map((clip_name, clip_index) => {
    const e = intent.clipExpectations(clip_name);
    return {
      clip_index,
      clip_name,
      movement_owner_xz: owner(e.movement_owner_xz),
      movement_owner_y: owner(e.movement_owner_y),
      movement_owner_yaw: owner(e.movement_owner_yaw),
    };
  });
  const body = { coverage: boundedCoverage(intent.clipNames.length), rows };
  return { identity: canonicalIdentity(MOVEMENT_INTENT_DOMAIN, body), ...body };
}
