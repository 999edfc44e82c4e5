/**
 * `inspect`: the names a user pastes into a config — rig roles, the skeleton tree, clips, mesh
 * instances and materials.
 */
import type { RunServices } from '../engine/evaluate-check.js';
import { RIG_ROLES } from '../plugin-api/config.js';
import { escapeTerminal as esc } from './escape.js';
import { formatNumber } from './text-lint.js';

export function renderInspect(displayPath: string, services: RunServices): string {
  const { source, document, rig } = services;
  const lines: string[] = [`${esc(displayPath)} (${source.format}, ${source.input.bytes} bytes)`];

  const roles = RIG_ROLES.filter((role) => rig.roles[role] !== undefined);
  if (roles.length === 0) lines.push('rig profile: none detected');
  else {
    lines.push(`rig profile: ${esc(rig.profile)} (${roles.length} role${roles.length === 1 ? '' : 's'})`);
    for (const role of roles) lines.push(`  ${role} -> ${esc(document.bones[rig.roles[role]!]!.name)}`);
  }

  const skinned = new Set(source.skins.flatMap((s) => s.joints));
  lines.push(`skeleton: ${source.nodes.length} node${source.nodes.length === 1 ? '' : 's'}`);
  const visit = (index: number, depth: number) => {
    const node = source.nodes[index]!;
    const tags = [skinned.has(index) ? '[skinned]' : '', node.mesh !== undefined ? `[mesh ${node.mesh}]` : ''].filter(Boolean);
    lines.push(`${'  '.repeat(depth + 1)}#${index} ${esc(node.name ?? '(unnamed)')}${tags.length ? ` ${tags.join(' ')}` : ''}`);
    for (const child of node.children) visit(child, depth + 1);
  };
  for (const node of source.nodes) if (node.parent === undefined) visit(node.index, 0);

  lines.push(`clips: ${document.clips.length}`);
  for (const clip of document.clips) {
    const keys = clip.tracks.reduce((max, t) => Math.max(max, t.times.length), 0);
    lines.push(`  '${esc(clip.name)}': ${formatNumber(clip.duration)} s, ${keys} keys, ${clip.tracks.length} channel${clip.tracks.length === 1 ? '' : 's'}`);
  }

  const instances = source.nodes.filter((n) => n.mesh !== undefined);
  lines.push(`mesh instances: ${instances.length}`);
  for (const node of instances) {
    const mesh = source.meshes[node.mesh!];
    const materials = [...new Set((mesh?.primitives ?? []).flatMap((p) => (p.material === undefined ? [] : [p.material])))];
    const parts = [
      `node #${node.index} '${esc(node.name ?? '')}'`,
      `mesh #${node.mesh} '${esc(mesh?.name ?? '')}'`,
      node.skin !== undefined ? `skin #${node.skin}` : 'unskinned',
      `${mesh?.primitives.length ?? 0} primitive(s)`,
      materials.length ? `material(s) ${materials.map((m) => `#${m}`).join(', ')}` : 'no material',
    ];
    lines.push(`  ${parts.join(', ')}`);
  }

  const names = new Map<string, number>();
  for (const m of source.materials) if (m.name !== undefined) names.set(m.name, (names.get(m.name) ?? 0) + 1);
  lines.push(`materials: ${source.materials.length}`);
  for (const m of source.materials) {
    const ambiguous = m.name !== undefined && names.get(m.name)! > 1 ? ' [ambiguous: name shared]' : '';
    lines.push(`  #${m.index} '${esc(m.name ?? '')}'${ambiguous}`);
  }
  for (const notice of source.notices) lines.push(`note: ${esc(notice)}`);
  return `${lines.join('\n')}\n`;
}
