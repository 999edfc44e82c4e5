/**
 * Text and Markdown views of the V2 document: the engine-neutral sections from the host, then
 * the Bevy projection exactly as the JSON states it (escaped; no added conclusions).
 */
import { facetStates, ViewWriter, writeInventory, writeStructure, type GeneratorViewFormat } from '@animsmith/cli/plugin';
import type { AddressabilityV2Document, NamedMap, RequiredUnavailable } from './types.js';

const reasons = (u: RequiredUnavailable): string => `required_unavailable (${u.reasons.join(', ')})`;
const setting = (v: boolean | number | null): string => (v === null ? '(unknown)' : String(v));

function writeNamedMap(w: ViewWriter, label: string, map: NamedMap): void {
  if (map.state !== 'available') {
    w.field(label, reasons(map));
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
  w.heading(1, 'glTF addressability (V2)');
  w.field('schema', doc.schema);
  w.field('tool', `${doc.tool.name} ${w.esc(doc.tool.version)}`);
  w.field('input', `sha256 ${doc.input.sha256} (${doc.input.bytes} bytes)`);
  writeInventory(w, doc.animation_inventory);
  writeStructure(w, doc.structure);
  const { pins, projection: p } = doc.bevy;
  w.heading(2, 'Bevy adapter');
  w.field('pinned', `profile revision ${pins.profile_revision}, Bevy ${pins.bevy_version} (${pins.bevy_commit}), bevy_gltf ${pins.bevy_gltf_version}, gltf ${pins.gltf_crate_version}`);
  const facets = facetStates(doc.bevy.check);
  w.field('engine-addressability facets', `${facets.available} available, ${facets.unavailable} required_prediction_unavailable`);
  w.field('bevy_animation feature', setting(p.settings.bevy_animation_feature));
  w.field('load_animations', setting(p.settings.load_animations));
  w.field('pointer width', p.settings.pointer_width === null ? '(not given)' : `${p.settings.pointer_width}-bit`);
  w.field('scene labels', p.scene_labels.length === 0 ? '(none)' : p.scene_labels.map((s) => s.label).join(' '));
  w.field('default scene', p.default_scene.state === 'route' ? `route to ${p.default_scene.label}` : p.default_scene.state === 'absent' ? '(absent)' : reasons(p.default_scene));
  if (p.skins.state === 'available') {
    w.field('skins', `${p.skins.rows.length}`);
    w.table(
      ['skin', 'label', 'materialized', 'inverse bind label', 'inverse bind source'],
      p.skins.rows.map((s) => [String(s.source_index), s.label, String(s.materialized), s.inverse_bind_label, s.inverse_bind_source]),
    );
  } else w.field('skins', reasons(p.skins));
  writeNamedMap(w, 'named scenes', p.named_maps.scenes);
  writeNamedMap(w, 'named animations', p.named_maps.animations);
  writeNamedMap(w, 'named skins', p.named_maps.skins);
  w.field('target coverage', p.target_coverage.state === 'complete' ? `complete (${p.target_coverage.targets})` : reasons(p.target_coverage));
  w.table(
    ['node', 'channels', 'path', 'target id'],
    p.targets.map((t) => [
      String(t.node),
      t.contributions.map((c) => `${c.animation}/${c.channel}`).join(' '),
      t.path.state === 'available' ? t.path.segments.map((s) => `"${w.esc(s)}"`).join(' / ') : reasons(t.path),
      t.target_id.state === 'available' ? t.target_id.id : reasons(t.target_id),
    ]),
  );
  return w.toString();
}
