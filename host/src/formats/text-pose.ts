/**
 * Text view of a pose document: a header line (instant, space, units), then one line per node,
 * `#i name: t (x, y, z) r (x, y, z, w) s (x, y, z)`.
 */
import type { PoseOutputDocument } from '@animsmith/schemas';
import { escapeTerminal as esc } from '../text/escape.js';
import { formatNumber } from './text-lint.js';

const tuple = (v: readonly number[]): string => `(${v.map((x) => formatNumber(x)).join(', ')})`;

export function renderPoseText(document: PoseOutputDocument): string {
  const { instant } = document;
  const at =
    instant.kind === 'rest'
      ? 'rest pose'
      : `clip '${esc(instant.clip)}' at ${formatNumber(instant.time_s)} s${instant.frame !== undefined ? ` (frame ${instant.frame})` : ''}`;
  const units = document.source_space === undefined ? 'm' : `file units of ${formatNumber(document.source_space.metres_per_unit)} m, up ${document.source_space.up_axis}`;
  const file = instant.kind === 'clip' && instant.source_time_s !== undefined ? ` (file time ${formatNumber(instant.source_time_s)} s)` : '';
  const lines = [`${esc(document.path)}: ${at}${file}, ${document.space} space, world translation (${units}), rotation (xyzw), scale`];
  for (const node of document.nodes) {
    const { translation_m: t, rotation_xyzw: r, scale: s } = node.world;
    lines.push(`#${node.node_index} ${esc(node.name ?? '')}: t ${tuple(t)} r ${tuple(r)} s ${tuple(s)}`);
  }
  return `${lines.join('\n')}\n`;
}
