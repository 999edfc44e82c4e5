/**
 * `inspect`: the names a user pastes into a config — rig roles, the skeleton tree, clips, mesh
 * instances and materials.
 */
import type { RunServices } from '../engine/evaluate-check.js';
import { RIG_ROLES } from '../plugin-api/config.js';
import { escapeTerminal as esc } from './escape.js';
import { formatNumber } from './text-lint.js';

/** Tree levels shown by indentation; deeper nodes are tagged `[depth N]` instead. */
const MAX_INDENT = 32;

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
  // Depth-first with an explicit stack: a valid file may chain thousands of nodes, which overflowed
  // the call stack when this recursed. Indentation stops growing at MAX_INDENT levels (deeper nodes
  // say their depth), so a long chain prints in linear, not quadratic, space.
  const stack: [index: number, depth: number][] = [];
  const roots = source.nodes.filter((node) => node.parent === undefined);
  for (let r = roots.length - 1; r >= 0; r--) stack.push([roots[r]!.index, 0]);
  while (stack.length > 0) {
    const [index, depth] = stack.pop()!;
    const node = source.nodes[index]!;
    const tags = [
      depth > MAX_INDENT ? `[depth ${depth}]` : '',
      skinned.has(index) ? '[skinned]' : '',
      node.mesh !== undefined ? `[mesh ${node.mesh}]` : '',
    ].filter(Boolean);
    lines.push(`${'  '.repeat(Math.min(depth, MAX_INDENT) + 1)}#${index} ${esc(node.name ?? '(unnamed)')}${tags.length ? ` ${tags.join(' ')}` : ''}`);
    for (let c = node.children.length - 1; c >= 0; c--) stack.push([node.children[c]!, depth + 1]);
  }

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
