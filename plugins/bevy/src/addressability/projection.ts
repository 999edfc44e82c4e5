/**
 * The exact Bevy 0.19 (profile revision 3) projection of the engine-neutral V2 evidence: asset
 * labels, the default-scene route, skins, named maps and animation targets with their name paths
 * and animation-target ids. Pure: the same evidence and settings always give the same value.
 *
 * What it mirrors in bevy_gltf 0.19 (`loader/mod.rs`, `gltf_ext/scene.rs`, `label.rs`):
 * - `Scene{i}` per declared scene; `Gltf.default_scene` only routes to one of them.
 * - `Skin{i}/InverseBindMatrices` for every declared skin (identity matrices when the accessor is
 *   absent); `Skin{i}` only once a node references the skin, in the all-node pass.
 * - Named scene/animation/skin maps are `HashMap::insert` in creation order: the last write wins.
 * - Animation paths: from each scene root, a depth-first walk records the authored node names
 *   (`GltfNode{i}` when unnamed; the scene's world root is not part of it); the id hashes that path.
 * Where Bevy would silently pick (a node reachable from two scenes, two nodes with one path) the
 * projection refuses with a typed reason instead of guessing.
 */
import { Budget, MAX_DOMAIN_ROWS, MAX_V2_NAME_BYTES } from './neutral/bounds.js';
import type { AnimationInventory, NameObservation, PathCandidateRow, SourceStructure } from './neutral/types.js';
import { animationTargetId } from './target-id.js';
import type {
  BevyRichProjection,
  BevySettings,
  BevyUnavailableReason,
  DefaultSceneRoute,
  NamedEntry,
  NamedMap,
  RequiredUnavailable,
  TargetContribution,
  TargetRow,
} from './types.js';

/** Bounds of the rich projection (the contract's). */
export const MAX_PATH_SEGMENTS = 256;
export const MAX_PATH_BYTES = 4096;
export const MAX_PROJECTION_TEXT_BYTES = 1024 * 1024;

const utf8 = (s: string): number => Buffer.byteLength(s, 'utf8');

export function unavailable(reasons: Iterable<BevyUnavailableReason>): RequiredUnavailable {
  return { state: 'required_unavailable', reasons: [...new Set(reasons)].sort() };
}

function settingReasons(s: BevySettings): BevyUnavailableReason[] {
  const reasons: BevyUnavailableReason[] = [];
  if (s.bevy_animation_feature === null || s.load_animations === null) reasons.push('settings_unavailable');
  if (s.bevy_animation_feature === false) reasons.push('bevy_animation_feature_disabled');
  if (s.load_animations === false) reasons.push('load_animations_disabled');
  return reasons;
}

/** Source-order writes of optional names into one map, last write wins; entries sorted by name. */
function namedMap(writes: readonly { readonly index: number; readonly name: NameObservation }[], budget: Budget): NamedMap {
  const byName = new Map<string, number[]>();
  for (const w of writes) {
    if (w.name.state === 'absent') continue;
    if (w.name.state === 'unavailable' || utf8(w.name.value) > MAX_V2_NAME_BYTES) return unavailable(['name_bound_exceeded']);
    const list = byName.get(w.name.value) ?? [];
    list.push(w.index);
    byName.set(w.name.value, list);
  }
  const entries: NamedEntry[] = [];
  for (const name of [...byName.keys()].sort()) {
    if (!budget.take(utf8(name))) return unavailable(['projection_bounds_exceeded']);
    const writers = byName.get(name)!;
    entries.push({ name, winner: writers.at(-1)!, shadowed: writers.slice(0, -1) });
  }
  return { state: 'available', entries };
}

interface Evidence {
  readonly structureComplete: boolean;
  readonly skinsComplete: boolean;
  readonly animationsComplete: boolean;
  readonly closureComplete: boolean;
}

function evidenceOf(inventory: AnimationInventory, s: SourceStructure): Evidence {
  const complete = (d: { readonly coverage: { readonly state: string } }) => d.coverage.state === 'complete';
  const structureComplete = complete(s.scenes) && complete(s.nodes) && complete(s.path_candidates) && s.references.state === 'complete';
  return {
    structureComplete,
    skinsComplete: structureComplete && complete(s.skins) && complete(s.attachments),
    animationsComplete: complete(inventory.animations) && inventory.animations.rows.every((a) => complete(a.channels)),
    closureComplete: inventory.dependency_closure.coverage === 'complete',
  };
}

function defaultSceneRoute(s: SourceStructure): DefaultSceneRoute {
  if (s.default_scene.state === 'absent') return { state: 'absent' };
  const scene = s.default_scene.scene;
  if (!s.scenes.rows.some((r) => r.source_index === scene)) return unavailable(['raw_inventory_incomplete']);
  return { state: 'route', scene, label: `Scene${scene}` };
}

function skinLabels(s: SourceStructure, e: Evidence): BevyRichProjection['skins'] {
  if (!e.skinsComplete) return unavailable(['raw_inventory_incomplete']);
  const referenced = new Set(s.attachments.rows.map((a) => a.skin));
  return {
    state: 'available',
    rows: s.skins.rows.map((k) => ({
      source_index: k.source_index,
      label: `Skin${k.source_index}`,
      materialized: referenced.has(k.source_index),
      inverse_bind_label: `Skin${k.source_index}/InverseBindMatrices`,
      inverse_bind_source: k.inverse_bind_matrices === null ? 'identity_fallback' : 'accessor',
    })),
  };
}

/** Skins in the order Bevy creates them: first reference in the node pass. */
function skinCreationOrder(s: SourceStructure): number[] {
  const order: number[] = [];
  const seen = new Set<number>();
  for (const a of s.attachments.rows) {
    if (!seen.has(a.skin)) {
      seen.add(a.skin);
      order.push(a.skin);
    }
  }
  return order;
}

/** A candidate's Bevy name path, or why it has none. */
type Segments = { readonly ok: true; readonly segments: readonly string[]; readonly key: string } | { readonly ok: false };

function segmentsOf(candidate: PathCandidateRow, names: ReadonlyMap<number, NameObservation>): Segments {
  if (candidate.nodes.length > MAX_PATH_SEGMENTS) return { ok: false };
  const segments: string[] = [];
  let bytes = 0;
  for (const node of candidate.nodes) {
    const name = names.get(node);
    if (name === undefined || name.state === 'unavailable') return { ok: false };
    const segment = name.state === 'observed' ? name.value : `GltfNode${node}`;
    const n = utf8(segment);
    if (n > MAX_V2_NAME_BYTES) return { ok: false };
    bytes += n;
    segments.push(segment);
  }
  if (bytes > MAX_PATH_BYTES) return { ok: false };
  return { ok: true, segments, key: JSON.stringify(segments) };
}

/** Unique node targets of node-addressed channels, by node index, with their contributions. */
function targetNodes(inventory: AnimationInventory): Map<number, TargetContribution[]> {
  const targets = new Map<number, TargetContribution[]>();
  for (const a of inventory.animations.rows) {
    for (const c of a.channels.rows) {
      if (c.target.kind !== 'node') continue;
      const list = targets.get(c.target.node) ?? [];
      list.push({ animation: a.source_index, channel: c.source_index });
      targets.set(c.target.node, list);
    }
  }
  return new Map([...targets.entries()].sort((x, y) => x[0] - y[0]));
}

export function projectBevyRev3(inventory: AnimationInventory, structure: SourceStructure, settings: BevySettings): BevyRichProjection {
  const e = evidenceOf(inventory, structure);
  // Projected text, counted against the 1 MiB bound.
  const budget = new Budget(MAX_PROJECTION_TEXT_BYTES);
  const gate = settingReasons(settings);
  const evidenceReasons: BevyUnavailableReason[] = [
    ...(e.structureComplete && e.animationsComplete ? [] : (['raw_inventory_incomplete'] as const)),
    ...(e.closureComplete ? [] : (['dependency_closure_incomplete'] as const)),
  ];

  const skinRows = new Map(structure.skins.rows.map((k) => [k.source_index, k]));
  const named_maps = {
    scenes: structure.scenes.coverage.state === 'complete'
      ? namedMap(structure.scenes.rows.map((r) => ({ index: r.source_index, name: r.name })), budget)
      : unavailable(['raw_inventory_incomplete']),
    animations:
      gate.length > 0 || !e.animationsComplete
        ? unavailable([...gate, ...(e.animationsComplete ? [] : (['raw_inventory_incomplete'] as const))])
        : namedMap(inventory.animations.rows.map((r) => ({ index: r.source_index, name: r.name })), budget),
    skins: e.skinsComplete
      ? namedMap(skinCreationOrder(structure).map((k) => ({ index: k, name: skinRows.get(k)?.name ?? { state: 'absent' as const } })), budget)
      : unavailable(['raw_inventory_incomplete']),
  };

  const names = new Map(structure.nodes.rows.map((n) => [n.source_index, n.name]));
  const candidates = new Map<number, { row: PathCandidateRow; path: Segments }[]>();
  const nodesByKey = new Map<string, Set<number>>();
  for (const row of structure.path_candidates.rows) {
    const path = segmentsOf(row, names);
    candidates.set(row.node, [...(candidates.get(row.node) ?? []), { row, path }]);
    if (path.ok) nodesByKey.set(path.key, (nodesByKey.get(path.key) ?? new Set()).add(row.node));
  }

  const all = [...targetNodes(inventory)];
  const truncated = all.length > MAX_DOMAIN_ROWS;
  const rows: TargetRow[] = [];
  for (const [node, contributions] of all.slice(0, MAX_DOMAIN_ROWS)) {
    const reasons: BevyUnavailableReason[] = [...gate, ...evidenceReasons];
    const found = candidates.get(node) ?? [];
    if (found.length === 0) reasons.push('target_unreachable');
    if (found.length > 1) reasons.push('multiple_scene_candidates');
    const only = found.length === 1 ? found[0]! : undefined;
    if (only && !only.path.ok) reasons.push('path_bounds_exceeded');
    if (only?.path.ok && nodesByKey.get(only.path.key)!.size > 1) reasons.push('duplicate_full_path');
    let path: TargetRow['path'];
    if (reasons.length === 0 && only?.path.ok) {
      if (!budget.take(only.path.segments.reduce((n, s) => n + utf8(s), 0))) break;
      path = { state: 'available', scene: only.row.scene, root: only.row.nodes[0]!, segments: [...only.path.segments] };
    } else path = unavailable(reasons);
    const width = settings.pointer_width;
    const target_id: TargetRow['target_id'] =
      path.state !== 'available'
        ? unavailable([...path.reasons, ...(width === null ? (['pointer_width_unspecified'] as const) : [])])
        : width === null
          ? unavailable(['pointer_width_unspecified'])
          : { state: 'available', pointer_width: width, id: animationTargetId(path.segments, width) };
    rows.push({ node, contributions, path, target_id });
  }
  const targets = withoutIdCollisions(rows);

  const coverageReasons: BevyUnavailableReason[] = [
    ...gate,
    ...evidenceReasons,
    ...(truncated ? (['target_domain_truncated'] as const) : []),
    ...(budget.exhausted ? (['projection_bounds_exceeded'] as const) : []),
  ];
  return {
    settings,
    scene_labels: structure.scenes.rows.map((r) => ({ source_index: r.source_index, label: `Scene${r.source_index}` })),
    default_scene: defaultSceneRoute(structure),
    skins: skinLabels(structure, e),
    named_maps,
    targets,
    target_coverage: coverageReasons.length === 0 ? { state: 'complete', targets: targets.length } : unavailable(coverageReasons),
    text_bytes: budget.used,
  };
}

/** Two different paths that hash to one id would drive each other's curves: refuse both ids. */
function withoutIdCollisions(rows: readonly TargetRow[]): TargetRow[] {
  const pathsById = new Map<string, Set<string>>();
  for (const r of rows) {
    if (r.target_id.state !== 'available' || r.path.state !== 'available') continue;
    const set = pathsById.get(r.target_id.id) ?? new Set<string>();
    pathsById.set(r.target_id.id, set.add(JSON.stringify(r.path.segments)));
  }
  return rows.map((r) =>
    r.target_id.state === 'available' && pathsById.get(r.target_id.id)!.size > 1 ? { ...r, target_id: unavailable(['target_id_collision']) } : r,
  );
}
