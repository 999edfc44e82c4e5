/**
 * The engine-neutral root of the rich V2 document (`urn:animsmith:schema:gltf-addressability:2`):
 * the sealed V1 animation inventory plus the bounded source structure. The exact engine adapter
 * is appended by the revision-3 generator (`../generator.ts`).
 */
import type { ToolIdentity } from '@animsmith/schemas';
import { addressabilityHead, type AddressabilityHead } from './head.js';
import { V2_SCHEMA_ID } from './structure.js';
import type { AnimationInventory, RowDomain, SourceStructure } from './types.js';
import { coverageText, nameText, type ViewWriter } from './view.js';

export interface AddressabilityV2Root extends AddressabilityHead<2, 'urn:animsmith:schema:gltf-addressability:2'> {
  readonly animation_inventory: AnimationInventory;
  readonly structure: SourceStructure;
}

export function addressabilityV2Root(tool: ToolIdentity, inventory: AnimationInventory, structure: SourceStructure): AddressabilityV2Root {
  return { ...addressabilityHead(2, V2_SCHEMA_ID, tool, inventory), animation_inventory: inventory, structure };
}

const list = (xs: readonly number[]): string => (xs.length === 0 ? '(none)' : xs.join(' '));
const opt = (x: number | null): string => (x === null ? '(none)' : String(x));

function domainLine(w: ViewWriter, label: string, domain: RowDomain<unknown>): void {
  w.field(label, coverageText(domain.coverage));
}

/** The structure section of the V2 views. */
export function writeStructure(w: ViewWriter, s: SourceStructure): void {
  w.heading(2, 'Source structure');
  w.field('identity', `sha256 ${s.identity.sha256} (${s.identity.bytes} bytes)`);
  w.field('default scene', s.default_scene.state === 'declared' ? `scene ${s.default_scene.scene}` : '(absent)');
  w.field('structural references', `${s.references.state} (${s.references.retained} of at most ${s.references.limit})`);
  domainLine(w, 'scenes', s.scenes);
  w.table(['scene', 'name', 'roots'], s.scenes.rows.map((r) => [String(r.source_index), nameText(w, r.name), list(r.root_nodes)]));
  domainLine(w, 'nodes', s.nodes);
  w.table(
    ['node', 'name', 'parent', 'children', 'mesh', 'skin'],
    s.nodes.rows.map((r) => [String(r.source_index), nameText(w, r.name), opt(r.parent), list(r.children), opt(r.mesh), opt(r.skin)]),
  );
  domainLine(w, 'skins', s.skins);
  w.table(
    ['skin', 'name', 'joints', 'skeleton (authored)', 'inverse bind accessor'],
    s.skins.rows.map((r) => [String(r.source_index), nameText(w, r.name), list(r.joints), opt(r.skeleton), opt(r.inverse_bind_matrices)]),
  );
  domainLine(w, 'attachments', s.attachments);
  w.table(['node', 'skin'], s.attachments.rows.map((r) => [String(r.node), String(r.skin)]));
  domainLine(w, 'path candidates', s.path_candidates);
  w.table(['node', 'scene', 'route'], s.path_candidates.rows.map((r) => [String(r.node), String(r.scene), list(r.nodes)]));
}
