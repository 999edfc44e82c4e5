/**
 * Strict reader of `urn:animsmith:schema:gltf-addressability:2`. After the staged decode and
 * schema it re-derives what the projection may claim from the evidence in the same document:
 * coverage against rows, structure consistency, labels, the default-scene route, skin
 * materialisation, named-map winners, target rows against the inventory's node channels and the
 * scene paths, and coverage states against the reasons they need.
 */
import { GLTF_ADDRESSABILITY_V2_SCHEMA_ID } from '../ids.js';
import { partIdentity } from '../provenance.js';
import { STRUCTURE_DOMAIN } from './addressability-identity.js';
import { ADDRESSABILITY_MAX_BYTES, addressabilityFail as fail, decodeAddressability } from './addressability-read.js';
import type { BevyProjection, GltfAddressabilityV2, Name, NamedMap, SourceStructure } from './addressability-types.js';
import { checkBevyEvidence, checkCoverage, checkIncreasing, checkInventory, checkName, sameIdentity, sameJson } from './addressability-v1.js';

const NAME_BYTES = 1024;
const PATH_BYTES = 4096;

function checkStructure(s: SourceStructure): void {
  const domains = ['scenes', 'nodes', 'skins', 'attachments', 'path_candidates'] as const;
  for (const d of domains) checkCoverage(`/structure/${d}/coverage`, s[d].coverage, s[d].rows.length);
  checkIncreasing('/structure/scenes/rows', s.scenes.rows.map((r) => r.source_index), 'source_index');
  checkIncreasing('/structure/nodes/rows', s.nodes.rows.map((r) => r.source_index), 'source_index');
  checkIncreasing('/structure/skins/rows', s.skins.rows.map((r) => r.source_index), 'source_index');
  checkIncreasing('/structure/attachments/rows', s.attachments.rows.map((r) => r.node), 'node');
  for (const d of ['scenes', 'nodes', 'skins'] as const) s[d].rows.forEach((r, i) => checkName(`/structure/${d}/rows/${i}/name`, r.name, NAME_BYTES));
  const refs = s.scenes.rows.reduce((n, r) => n + r.root_nodes.length, 0) +
    s.nodes.rows.reduce((n, r) => n + r.children.length, 0) +
    s.skins.rows.reduce((n, r) => n + r.joints.length, 0) +
    s.path_candidates.rows.reduce((n, r) => n + r.nodes.length, 0);
  if (refs !== s.references.retained) fail('/structure/references/retained', `is ${s.references.retained} but the rows hold ${refs} references`);
  const anyPartial = domains.some((d) => s[d].coverage.state === 'partial');
  if (s.references.state === 'partial' && !anyPartial) fail('/structure/references/state', 'partial, yet every domain is complete');
  if (s.nodes.coverage.state === 'complete' && s.attachments.coverage.state === 'complete') {
    const expected = s.nodes.rows.filter((n) => n.skin !== null).map((n) => ({ node: n.source_index, skin: n.skin }));
    if (!sameJson(expected, s.attachments.rows)) fail('/structure/attachments/rows', 'disagree with the node rows');
  }
  const scenes = new Map(s.scenes.rows.map((r) => [r.source_index, r]));
  s.path_candidates.rows.forEach((p, i) => {
    if (p.nodes.at(-1) !== p.node) fail(`/structure/path_candidates/rows/${i}/nodes`, 'must end at the candidate node');
    const scene = scenes.get(p.scene);
    if (scene && !scene.root_nodes.includes(p.nodes[0]!)) fail(`/structure/path_candidates/rows/${i}/nodes/0`, `is not a root of scene ${p.scene}`);
  });
}

const byteLen = (s: string): number => Buffer.byteLength(s, 'utf8');

function checkReasons(at: string, reasons: readonly string[]): void {
  const sorted = [...reasons].sort();
  if (!sameJson(sorted, reasons)) fail(`${at}/reasons`, 'must be sorted');
}

function checkNamedMap(at: string, map: NamedMap, writes: readonly { index: number; name: Name }[] | null): void {
  if (map.state !== 'available') return checkReasons(at, map.reasons);
  if (writes === null) fail(`${at}/state`, 'available without the complete evidence it needs');
  const byName = new Map<string, number[]>();
  for (const w of writes) if (w.name.state === 'observed') byName.set(w.name.value, [...(byName.get(w.name.value) ?? []), w.index]);
  const expected = [...byName.keys()].sort().map((name) => ({ name, winner: byName.get(name)!.at(-1)!, shadowed: byName.get(name)!.slice(0, -1) }));
  if (!sameJson(expected, map.entries)) fail(`${at}/entries`, 'disagree with the source-order last-write-wins of the retained names');
}

function segmentFor(names: ReadonlyMap<number, Name>, node: number): string | undefined {
  const name = names.get(node);
  if (name === undefined || name.state === 'unavailable') return undefined;
  return name.state === 'observed' ? name.value : `GltfNode${node}`;
}

function checkProjection(doc: GltfAddressabilityV2): void {
  const s = doc.structure;
  const inv = doc.animation_inventory;
  const p: BevyProjection = doc.bevy.projection;
  const at = '/bevy/projection';
  const complete = (d: { coverage: { state: string } }) => d.coverage.state === 'complete';
  const structureComplete = complete(s.scenes) && complete(s.nodes) && complete(s.path_candidates) && s.references.state === 'complete';
  const animationsComplete = complete(inv.animations) && inv.animations.rows.every((a) => complete(a.channels));
  const gateOpen = p.settings.bevy_animation_feature === true && p.settings.load_animations === true;

  if (!sameJson(p.scene_labels, s.scenes.rows.map((r) => ({ source_index: r.source_index, label: `Scene${r.source_index}` })))) {
    fail(`${at}/scene_labels`, 'must be Scene{i} for exactly the retained scenes');
  }
  const ds = p.default_scene;
  if (ds.state === 'route') {
    if (s.default_scene.state !== 'declared' || s.default_scene.scene !== ds.scene || ds.label !== `Scene${ds.scene}` || !s.scenes.rows.some((r) => r.source_index === ds.scene)) {
      fail(`${at}/default_scene`, 'routes to a scene the source does not declare as default');
    }
  } else if (ds.state === 'absent') {
    if (s.default_scene.state !== 'absent') fail(`${at}/default_scene`, 'absent, yet the source declares a default scene');
  } else checkReasons(`${at}/default_scene`, ds.reasons);

  const skinsComplete = structureComplete && complete(s.skins) && complete(s.attachments);
  if (p.skins.state === 'available') {
    if (!skinsComplete) fail(`${at}/skins/state`, 'available without complete skin, node and attachment evidence');
    const referenced = new Set(s.attachments.rows.map((a) => a.skin));
    const expected = s.skins.rows.map((k) => ({
      source_index: k.source_index,
      label: `Skin${k.source_index}`,
      materialized: referenced.has(k.source_index),
      inverse_bind_label: `Skin${k.source_index}/InverseBindMatrices`,
      inverse_bind_source: k.inverse_bind_matrices === null ? 'identity_fallback' : 'accessor',
    }));
    if (!sameJson(expected, p.skins.rows)) fail(`${at}/skins/rows`, 'disagree with the skin and attachment rows');
  } else checkReasons(`${at}/skins`, p.skins.reasons);

  checkNamedMap(`${at}/named_maps/scenes`, p.named_maps.scenes, complete(s.scenes) ? s.scenes.rows.map((r) => ({ index: r.source_index, name: r.name })) : null);
  checkNamedMap(
    `${at}/named_maps/animations`,
    p.named_maps.animations,
    gateOpen && animationsComplete ? inv.animations.rows.map((r) => ({ index: r.source_index, name: r.name })) : null,
  );
  const skinNames = new Map(s.skins.rows.map((k) => [k.source_index, k.name]));
  const order: number[] = [];
  for (const a of s.attachments.rows) if (!order.includes(a.skin)) order.push(a.skin);
  checkNamedMap(`${at}/named_maps/skins`, p.named_maps.skins, skinsComplete ? order.map((k) => ({ index: k, name: skinNames.get(k) ?? { state: 'absent' } })) : null);

  // Targets: exactly the node-addressed channels of the inventory, grouped by node.
  const expected = new Map<number, { animation: number; channel: number }[]>();
  for (const a of inv.animations.rows) {
    for (const c of a.channels.rows) {
      if (c.target.kind === 'node') expected.set(c.target.node, [...(expected.get(c.target.node) ?? []), { animation: a.source_index, channel: c.source_index }]);
    }
  }
  const nodes = [...expected.keys()].sort((x, y) => x - y);
  checkIncreasing(`${at}/targets`, p.targets.map((t) => t.node), 'node');
  const names = new Map(s.nodes.rows.map((n) => [n.source_index, n.name]));
  let textBytes = 0;
  p.targets.forEach((t, i) => {
    const row = `${at}/targets/${i}`;
    if (nodes[i] !== t.node) fail(`${row}/node`, `${t.node} is not the next animated node (${String(nodes[i] ?? 'none')})`);
    if (!sameJson(expected.get(t.node), t.contributions)) fail(`${row}/contributions`, 'disagree with the inventory channels');
    if (t.path.state === 'available') {
      if (!gateOpen || !structureComplete || !animationsComplete || inv.dependency_closure.coverage !== 'complete') {
        fail(`${row}/path/state`, 'available without open feature gates and complete evidence');
      }
      const path = t.path;
      const candidates = s.path_candidates.rows.filter((c) => c.node === t.node);
      if (candidates.length !== 1 || candidates[0]!.scene !== path.scene || candidates[0]!.nodes[0] !== path.root) {
        fail(`${row}/path`, 'is not the one scene path candidate of its node');
      }
      const segments = candidates[0]!.nodes.map((n) => segmentFor(names, n));
      if (!sameJson(segments, path.segments)) fail(`${row}/path/segments`, 'disagree with the node names on the candidate route');
      const bytes = path.segments.reduce((n, seg) => n + byteLen(seg), 0);
      if (bytes > PATH_BYTES || path.segments.some((seg) => byteLen(seg) > NAME_BYTES)) fail(`${row}/path/segments`, 'exceed the path byte bounds');
      textBytes += bytes;
    } else checkReasons(`${row}/path`, t.path.reasons);
    if (t.target_id.state === 'available') {
      if (t.path.state !== 'available') fail(`${row}/target_id/state`, 'available without an available path');
      if (t.target_id.pointer_width !== p.settings.pointer_width) fail(`${row}/target_id/pointer_width`, 'differs from the stated pointer width');
    } else checkReasons(`${row}/target_id`, t.target_id.reasons);
  });
  const pathTexts = p.targets.filter((t) => t.path.state === 'available').map((t) => (t.path as { segments: string[] }).segments.join('\u0000'));
  if (new Set(pathTexts).size !== pathTexts.length) fail(`${at}/targets`, 'two targets publish the same full path');
  if (p.text_bytes < textBytes) fail(`${at}/text_bytes`, `is ${p.text_bytes} but the published paths alone hold ${textBytes} bytes`);

  const tc = p.target_coverage;
  if (tc.state === 'complete') {
    if (!gateOpen || !structureComplete || !animationsComplete || inv.dependency_closure.coverage !== 'complete') {
      fail(`${at}/target_coverage/state`, 'complete without open feature gates and exhaustive evidence');
    }
    if (tc.targets !== p.targets.length || p.targets.length !== nodes.length) {
      fail(`${at}/target_coverage/targets`, `is ${tc.targets} but there are ${p.targets.length} rows of ${nodes.length} animated nodes`);
    }
  } else {
    checkReasons(`${at}/target_coverage`, tc.reasons);
    if (p.targets.length < Math.min(nodes.length, 4096) && !tc.reasons.includes('projection_bounds_exceeded')) {
      fail(`${at}/targets`, 'a retained prefix shorter than the domain needs projection_bounds_exceeded');
    }
    if (nodes.length > 4096 && !tc.reasons.includes('target_domain_truncated')) fail(`${at}/target_coverage/reasons`, 'must include target_domain_truncated');
  }
}

/** Cross-field rules of a schema-valid V2 document. */
export function checkAddressabilityV2(doc: GltfAddressabilityV2): void {
  if (!sameIdentity(doc.input, doc.animation_inventory.primary_input)) fail('/animation_inventory/primary_input', 'differs from /input');
  checkInventory('/animation_inventory', doc.animation_inventory);
  checkStructure(doc.structure);
  checkBevyEvidence('/bevy', 3, doc.input, doc.animation_inventory, doc.bevy.prediction_provenance, doc.bevy.check);
  checkProjection(doc);
  // Digest last: a consistent-looking edit still changes what the structure asserts.
  if (!sameIdentity(doc.structure.identity, partIdentity(STRUCTURE_DOMAIN, doc.structure))) fail('/structure/identity', 'is not the canonical digest of the structure');
}

/** Reads one V2 document (bytes or text); every failure is a one-line SchemaValidationError. */
export function readGltfAddressabilityV2(input: string | Uint8Array, maxBytes: number = ADDRESSABILITY_MAX_BYTES): GltfAddressabilityV2 {
  const doc = decodeAddressability(input, maxBytes, GLTF_ADDRESSABILITY_V2_SCHEMA_ID) as GltfAddressabilityV2;
  checkAddressabilityV2(doc);
  return doc;
}
