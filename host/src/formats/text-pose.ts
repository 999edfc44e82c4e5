/**
 * Text view of a pose document: a header line, then one line per node,
 * `#i name: t (x, y, z) r (x, y, z, w) s (x, y, z)`.
 */
import type { PoseOutputDocument } from '@animsmith/schemas';
import { escapeTerminal as esc } from './escape.js';
import { formatNumber } from './text-lint.js';

const tuple = (v: readonly number[]): string => `(${v.map((x) => formatNumber(x)).join(', ')})`;

export function renderPoseText(document: PoseOutputDocument): string {
  const { instant } = document;
  const at =
    instant.kind === 'rest'
      ? 'rest pose'
      : `clip '${esc(instant.clip)}' at ${formatNumber(instant.time_s)} s${instant.frame !== undefined ? ` (frame ${instant.frame})` : ''}`;
  const lines = [`${esc(document.path)}: ${at}, ${document.space} space, world translation (m), rotation (xyzw), scale`];
  for (const node of document.nodes) {
    const { translation_m: t, rotation_xyzw: r, scale: s } = node.world;
    lines.push(`#${node.node_index} ${esc(node.name ?? '')}: t ${tuple(t)} r ${tuple(r)} s ${tuple(s)}`);
  }
  return `${lines.join('\n')}\n`;
}
