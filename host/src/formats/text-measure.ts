/**
 * Text view of a measure document: the per-clip facts a person scans first.
 */
import type { ClipMeasurements } from '../measure/types.js';
import type { MeasureDocument } from '../output/documents.js';
import { escapeTerminal as esc } from '../text/escape.js';
import { formatNumber } from './text-lint.js';

export function renderMeasureText(document: MeasureDocument): string {
  const lines: string[] = [];
  for (const file of document.files) {
    const m = file.measurements;
    lines.push(`${esc(file.path)} (${file.input.bytes} bytes, sha256 ${file.input.sha256})`);
    lines.push(`  rig profile: ${esc(file.rig.profile)}`);
    lines.push(`  skeleton nodes: ${m.skeleton_source_coverage === 'complete' ? m.skeleton_nodes.length : 'unavailable'}`);
    const meshes = m.mesh_definitions ?? [];
    lines.push(`  meshes: ${meshes.length}`);
    const triple = (v: readonly number[]) => `(${v.map((x) => formatNumber(x)).join(', ')})`;
    for (const mesh of meshes) {
      const size = mesh.geometry_aabb
        ? `geometry bounding-box size ${triple(mesh.geometry_aabb.max.map((hi, i) => hi - mesh.geometry_aabb!.min[i]!))}`
        : 'geometry bounding box unavailable';
      const centroid = mesh.geometry_centroid ? `geometry centroid ${triple(mesh.geometry_centroid)}` : 'geometry centroid unavailable';
      const unreadable = mesh.primitives.filter((p) => p.position_unavailable_reason !== undefined);
      const rows =
        unreadable.length === 0
          ? `${mesh.vertex_count} vertices (${mesh.finite_vertex_count} finite)`
          : `${mesh.vertex_count} vertices declared, positions of ${unreadable.length} of ${mesh.primitives.length} primitive(s) unavailable (${[...new Set(unreadable.map((p) => p.position_unavailable_reason))].join(', ')})`;
      lines.push(`    #${mesh.mesh_index} '${esc(mesh.name ?? '')}': ${rows}, ${size}, ${centroid}`);
    }
    // Sorted again: integer-like names ("10", "9") enumerate first in numeric order otherwise.
    const names = Object.keys(m.clips).sort();
    lines.push(`  clips: ${names.length}`);
    for (const name of names) {
      const c = m.clips[name]!;
      lines.push(`    '${esc(name)}': ${formatNumber(c.duration_s)} s, ${clipContents(c)}`);
      if (c.loop_continuity) {
        const measured = c.loop_continuity.bones.filter((b) => b.availability === 'measured');
        const worst = (key: 'position_delta_m' | 'rotation_delta_deg') =>
          measured.reduce((best, b) => Math.max(best, b[key] ?? 0), 0);
        lines.push(
          `      loop seam: max position delta ${formatNumber(worst('position_delta_m'))} m, max rotation delta ${formatNumber(worst('rotation_delta_deg'))}°`,
        );
      } else {
        lines.push(`      loop seam: ${c.loop_continuity_availability.replace('_', ' ')}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** What the clip animates: its bone grid, its morph weights, or both (a morph-only clip has no bone grid to count). */
function clipContents(c: ClipMeasurements): string {
  const bones = `${plural(c.frame_count, 'frame')}, ${plural(c.animated_bones.length, 'animated bone')}`;
  const morphs = c.morph_weight_channel_count;
  if (morphs === undefined) return bones;
  const weights = `${plural(morphs, 'morph-weight channel')} (${plural(c.morph_weight_key_count ?? 0, 'key')})`;
  return c.animated_bones.length === 0 && c.frame_count === 0 ? `${weights}, no bone tracks` : `${bones}, ${weights}`;
}
