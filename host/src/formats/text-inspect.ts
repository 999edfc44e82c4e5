/**
 * `inspect`: the names a user pastes into a config — rig roles, the skeleton tree, clips, mesh
 * instances and materials.
 */
import type { RunServices } from '../engine/evaluate-check.js';
import { authoredTrack, type Clip } from '../model/anim-document.js';
import type { SourceChannel, SourceDocument } from '../model/source-document.js';
import { RIG_ROLES } from '../plugin-api/config.js';
import { nodeKinds, type NodeKind } from '../inspect/inspect-document.js';
import { escapeTerminal as esc } from '../text/escape.js';
import { formatNumber } from './text-lint.js';

/** The source channels of a clip's animation that do not target a node's translation, rotation or scale. */
function nonBoneChannels(source: SourceDocument, clip: Clip): readonly SourceChannel[] {
  const channels = source.animations.find((a) => a.index === clip.index)?.channels ?? [];
  return channels.filter((c) => c.target.kind !== 'node' || c.target.path === 'weights');
}

/** The duration, or what is known of it when some key times could not be read (the rest give a lower bound). */
function durationText(clip: Clip): string {
  const reason = clip.durationUnavailable;
  if (reason === undefined) return `${formatNumber(clip.duration)} s`;
  return clip.duration > 0
    ? `at least ${formatNumber(clip.duration)} s (some key times could not be read: ${reason})`
    : `duration unknown (key times could not be read: ${reason})`;
}

/** Where the authored keys lie against the clip's range, when the file states them apart (FBX stacks). */
function keyRangeText(clip: Clip): string {
  const range = clip.keyRange;
  if (range === undefined) return '';
  const outside = range.outsideCount > 0 ? `, ${range.outsideCount} outside the range` : '';
  return `; keys ${formatNumber(range.first)}–${formatNumber(range.last)} s of range 0–${formatNumber(clip.duration)} s${outside}`;
}

/** Tree levels shown by indentation; deeper nodes are tagged `[depth N]` instead. */
const MAX_INDENT = 32;

/**
 * The file's own key and channel counts for a clip whose model tracks were resampled (a loader
 * that samples a frame grid, or merges channels): shown only when they differ from the model's.
 */
function fileCounts(source: SourceDocument, clip: Clip): string {
  const animation = clip.tracks[0]?.source.animation;
  const channels = animation === undefined ? undefined : source.animations.find((a) => a.index === animation)?.channels;
  if (channels === undefined) return '';
  const fileKeys = channels.reduce((sum, c) => sum + c.keyCount, 0);
  const modelKeys = clip.tracks.reduce((sum, t) => sum + authoredTrack(t).times.length, 0);
  if (fileKeys === modelKeys && channels.length === clip.tracks.length) return '';
  return ` (in the file: ${fileKeys} key${fileKeys === 1 ? '' : 's'} in ${channels.length} channel${channels.length === 1 ? '' : 's'})`;
}

export function renderInspect(displayPath: string, services: RunServices): string {
  const { source, document, rig } = services;
  const lines: string[] = [`${esc(displayPath)} (${source.format}, ${source.input.bytes} bytes)`];

  const roles = RIG_ROLES.filter((role) => rig.roles[role] !== undefined);
  if (roles.length === 0) lines.push(`rig profile: none detected (${rig.outcome})`);
  else lines.push(`rig profile: ${esc(rig.profile)} (${roles.length} role${roles.length === 1 ? '' : 's'}, ${rig.outcome})`);
  if (rig.reason !== undefined) lines.push(`  why: ${esc(rig.reason)}`);
  for (const role of roles) lines.push(`  ${role} -> ${esc(document.bones[rig.roles[role]!]!.name)}`);

  const skinned = new Set(source.skins.flatMap((s) => s.joints));
  const kinds = nodeKinds(source, services);
  const count = (kind: NodeKind) => kinds.filter((k) => k === kind).length;
  const joints = count('joint');
  lines.push(`skeleton: ${joints} joint${joints === 1 ? '' : 's'} (${source.nodes.length} node${source.nodes.length === 1 ? '' : 's'}: ${count('mesh')} mesh, ${count('helper')} helper)`);
  if (source.fbx !== undefined) {
    const { unit, basis, time } = source.fbx;
    lines.push(`space: source ${formatNumber(unit.metresPerUnit)} m/unit, up ${basis.up}; normalized 1 m/unit, up +y`);
    lines.push(`frame rate: ${formatNumber(time.frameRateHz)} fps (${time.frameRateSource})`);
  } else if (source.sourceSpace?.planarUnit !== undefined) {
    lines.push(`space: 2D, 1 ${esc(source.sourceSpace.planarUnit)} = ${formatNumber(source.sourceSpace.metresPerUnit)} m, up ${source.sourceSpace.up}`);
  }
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
      kinds[index] === 'helper' ? '[helper]' : '',
    ].filter(Boolean);
    lines.push(`${'  '.repeat(Math.min(depth, MAX_INDENT) + 1)}#${index} ${esc(node.name ?? '(unnamed)')}${tags.length ? ` ${tags.join(' ')}` : ''}`);
    for (let c = node.children.length - 1; c >= 0; c--) stack.push([node.children[c]!, depth + 1]);
  }

  lines.push(`clips: ${document.clips.length}`);
  for (const clip of document.clips) {
    // Channels that are not bone tracks (morph weights, pointers) are part of the clip too.
    const others = nonBoneChannels(source, clip);
    const keys = others.reduce((max, c) => Math.max(max, c.keyCount), clip.tracks.reduce((max, t) => Math.max(max, authoredTrack(t).times.length), 0));
    const total = clip.tracks.length + others.length;
    const split = others.length > 0 ? ` (${clip.tracks.length} bone, ${others.length} other)` : '';
    lines.push(`  '${esc(clip.name)}': ${durationText(clip)}, ${keys} keys, ${total} channel${total === 1 ? '' : 's'}${split}${fileCounts(source, clip)}${keyRangeText(clip)}`);
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
