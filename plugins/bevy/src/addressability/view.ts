/**
 * Text and Markdown views of the V2 document: the engine-neutral sections from the host, then
 * the Bevy projection exactly as the JSON states it (every interpolated string escaped, reason
 * codes and labels included; no added conclusions).
 */
import type { GeneratorViewFormat } from '@animsmith/cli/plugin';
import { facetStates } from './neutral/document-v1.js';
import { writeStructure } from './neutral/document-v2.js';
import { writeAddressabilityHead } from './neutral/head.js';
import { ViewWriter, writeInventory } from './neutral/view.js';
import type { AddressabilityV2Document, NamedMap, RequiredUnavailable } from './types.js';

const reasons = (w: ViewWriter, u: RequiredUnavailable): string => w.esc(`required_unavailable (${u.reasons.join(', ')})`);
const setting = (v: boolean | number | null): string => (v === null ? '(unknown)' : String(v));

function writeNamedMap(w: ViewWriter, label: string, map: NamedMap): void {
  if (map.state !== 'available') {
    w.field(label, reasons(w, map));
    return;
  }
  w.field(label, `${map.entries.length} name(s)`);
  w.table(
    ['name', 'resolves to', 'shadowed'],
    map.entries.map((e) => [`"${w.esc(e.name)}"`, String(e.winner), e.shadowed.length === 0 ? '(none)' : e.shadowed.join(' ')]),
  );
}

export function renderAddressabilityV2(doc: AddressabilityV2Document, format: GeneratorViewFormat): string {
  const w = new ViewWriter(format);
  writeAddressabilityHead(w, 'glTF addressability (V2)', doc);
  writeInventory(w, doc.animation_inventory);
  writeStructure(w, doc.structure);
  const { pins, projection: p } = doc.bevy;
  w.heading(2, 'Bevy adapter');
  w.field('pinned', w.esc(`profile revision ${pins.profile_revision}, Bevy ${pins.bevy_version} (${pins.bevy_commit}), bevy_gltf ${pins.bevy_gltf_version}, gltf ${pins.gltf_crate_version}`));
  const facets = facetStates(doc.bevy.check);
  w.field('engine-addressability facets', w.esc(`${facets.available} available, ${facets.unavailable} required_prediction_unavailable`));
  w.field('bevy_animation feature', setting(p.settings.bevy_animation_feature));
  w.field('load_animations', setting(p.settings.load_animations));
  w.field('pointer width', p.settings.pointer_width === null ? '(not given)' : `${p.settings.pointer_width}-bit`);
  w.field('scene labels', p.scene_labels.length === 0 ? '(none)' : w.esc(p.scene_labels.map((s) => s.label).join(' ')));
  w.field('default scene', p.default_scene.state === 'route' ? `route to ${w.esc(p.default_scene.label)}` : p.default_scene.state === 'absent' ? '(absent)' : reasons(w, p.default_scene));
  if (p.skins.state === 'available') {
    w.field('skins', `${p.skins.rows.length}`);
    w.table(
      ['skin', 'label', 'materialized', 'inverse bind label', 'inverse bind source'],
      p.skins.rows.map((s) => [String(s.source_index), w.esc(s.label), String(s.materialized), w.esc(s.inverse_bind_label), w.esc(s.inverse_bind_source)]),
    );
  } else w.field('skins', reasons(w, p.skins));
  writeNamedMap(w, 'named scenes', p.named_maps.scenes);
  writeNamedMap(w, 'named animations', p.named_maps.animations);
  writeNamedMap(w, 'named skins', p.named_maps.skins);
  w.field('target coverage', p.target_coverage.state === 'complete' ? `complete (${p.target_coverage.targets})` : reasons(w, p.target_coverage));
  w.table(
    ['node', 'channels', 'path', 'target id'],
    p.targets.map((t) => [
      String(t.node),
      t.contributions.map((c) => `${c.animation}/${c.channel}`).join(' '),
      t.path.state === 'available' ? t.path.segments.map((s) => `"${w.esc(s)}"`).join(' / ') : reasons(w, t.path),
      t.target_id.state === 'available' ? w.esc(t.target_id.id) : reasons(w, t.target_id),
    ]),
  );
  return w.toString();
}
