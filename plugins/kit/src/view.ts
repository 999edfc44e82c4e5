/**
 * Text and Markdown views of an advice document: the same typed value, escaped for its medium,
 * with no conclusion the JSON does not state. Every interpolated string is escaped — file and
 * project text (clip and source names, transform paths, profile spellings) and the contract's own
 * vocabulary (states, reasons, setting ids, origins) alike — so `root_rotation` and
 * `profile_default` read the same. Markdown opens with one `#` title like lint's view.
 */
import type {
  ClipAdviceEvidence,
  ClipAdviceRow,
  ImportAdviceDocument,
  ImportAdviceV1Document,
  ImportAdviceV2Document,
  NativeParameter,
  ProfileTuple,
} from '@animsmith/schemas';
import { escapeMarkdown, escapeTerminal } from '@animsmith/cli/plugin';

export type AdviceViewFormat = 'text' | 'markdown';

/** One medium: how to escape a string, and how to lay out a title, a heading, a line and a table. */
interface Medium {
  readonly esc: (text: string) => string;
  readonly title: (text: string) => string;
  readonly heading: (text: string) => string;
  readonly item: (text: string) => string;
  readonly table: (header: readonly string[], rows: readonly (readonly string[])[]) => string[];
}

const TEXT: Medium = {
  esc: escapeTerminal,
  title: (t) => t,
  heading: (t) => `${t}:`,
  item: (t) => `  ${t}`,
  table: (header, rows) => rows.map((r) => `  ${r.map((cell, i) => `${header[i]} ${cell}`).join(', ')}`),
};

const MARKDOWN: Medium = {
  esc: escapeMarkdown,
  title: (t) => `# ${t}\n`,
  heading: (t) => `\n## ${t}\n`,
  item: (t) => `- ${t}`,
  table: (header, rows) => [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- |').join('')}`, ...rows.map((r) => `| ${r.join(' | ')} |`)],
};

export function renderImportAdvice(doc: ImportAdviceDocument, format: AdviceViewFormat): string {
  const m = format === 'markdown' ? MARKDOWN : TEXT;
  const lines = doc.schema_version === 1 ? renderV1(doc, m) : renderV2(doc, m);
  return `${lines.join('\n')}\n`;
}

function header(doc: ImportAdviceDocument, m: Medium): string[] {
  const p = doc.prediction_provenance;
  const title = `engine import advice v${doc.schema_version}: ${tuple(p.profile.selection, m)}`;
  const state = doc.refusal_reason === undefined ? m.esc(doc.state) : `${m.esc(doc.state)} (${m.esc(doc.refusal_reason)})`;
  return [
    m.title(title),
    m.item(`state: ${state}`),
    m.item(`source format: ${m.esc(p.source_format)}`),
    m.item(`advice identity: sha256 ${doc.identity.sha256} (${doc.identity.bytes} bytes)`),
    m.item(`provenance identity: sha256 ${p.identity.sha256}`),
  ];
}

function tuple(t: ProfileTuple, m: Medium): string {
  return `${m.esc(t.profile)} rev ${t.profile_revision} (${m.esc(t.engine_version)}, ${m.esc(t.importer)})`;
}

function renderV1(doc: ImportAdviceV1Document, m: Medium): string[] {
  const lines = header(doc, m);
  const payload = doc.payload;
  if ('document' in payload) {
    lines.push(m.heading('Model Importer'));
    lines.push(m.item(`Convert Units: ${payload.document.convert_units}`));
    lines.push(m.item(`Bake Axis Conversion: ${payload.document.bake_axis_conversion}`));
    if ('root_motion_source' in payload.document) lines.push(m.item(`Root Motion Source: ${m.esc(payload.document.root_motion_source)}`));
    if (payload.clips.length > 0) {
      lines.push(m.heading('Clip settings'));
      lines.push(
        ...m.table(
          ['clip', 'lockRootRotation', 'lockRootHeightY', 'lockRootPositionXZ'],
          payload.clips.map((c) => [clipLabel(doc.clips, c.normalized_clip_index, m), String(c.lock_root_rotation), String(c.lock_root_height_y), String(c.lock_root_position_xz)]),
        ),
      );
    }
  }
  if (doc.clips.length > 0) {
    lines.push(m.heading('Clip evidence'));
    lines.push(
      ...m.table(
        ['source', 'source name', 'clip', 'duration s', 'speed m/s', 'loop endpoint', 'frame grid', 'intent'],
        doc.clips.map((c) => [String(c.source_clip_index), sourceName(c, m), `#${c.normalized_clip_index} ${m.esc(c.normalized_clip_name)}`, ...evidenceCells(c.evidence).map(m.esc)]),
      ),
    );
  }
  return lines;
}

function clipLabel(rows: readonly ClipAdviceRow[], index: number, m: Medium): string {
  const row = rows.find((r) => r.normalized_clip_index === index);
  return row ? `#${index} ${m.esc(row.normalized_clip_name)}` : `#${index}`;
}

function sourceName(row: ClipAdviceRow, m: Medium): string {
  const s = row.source_name;
  return s.state === 'observed' ? `"${m.esc(s.value)}"` : s.state === 'proven_absent' ? '(none)' : `(unavailable: ${m.esc(s.reason)})`;
}

function pair(status: string, value: string | undefined): string {
  return status === 'measured' ? value! : status;
}

function evidenceCells(e: ClipAdviceEvidence): string[] {
  const intent = [
    e.loop !== undefined ? `loop=${e.loop}` : undefined,
    e.movement_owner_xz !== undefined ? `xz=${e.movement_owner_xz}` : undefined,
    e.movement_owner_y !== undefined ? `y=${e.movement_owner_y}` : undefined,
    e.movement_owner_yaw !== undefined ? `yaw=${e.movement_owner_yaw}` : undefined,
  ].filter((x) => x !== undefined);
  return [
    pair(e.duration_s_availability, e.duration_s?.toString()),
    pair(e.speed_mps_availability, e.speed_mps?.toString()),
    pair(e.loop_endpoint_mode_availability, e.loop_endpoint_mode),
    pair(e.frame_grid_availability, e.frame_grid && `${e.frame_grid.fps} fps × ${e.frame_grid.frame_intervals}`),
    intent.length > 0 ? intent.join(' ') : 'none declared',
  ];
}

function parameter(p: NativeParameter, m: Medium): string {
  const value = typeof p.value === 'string' ? `"${m.esc(p.value)}"` : String(p.value);
  return `${m.esc(p.key)} = ${value} (${m.esc(p.setting)}, ${m.esc(p.origin)})`;
}

function renderV2(doc: ImportAdviceV2Document, m: Medium): string[] {
  const lines = header(doc, m);
  lines.push(m.item(`dependency closure: ${m.esc(doc.basis.dependency_closure)}`));
  const projection = doc.projection;
  if (!projection) return lines;
  lines.push(m.heading(m.esc(projection.target)));
  for (const p of projection.document) lines.push(m.item(parameter(p, m)));
  for (const clip of projection.clips) {
    lines.push(m.heading(`clip ${clip.source_clip_index} → #${clip.normalized_clip_index} ${m.esc(clip.normalized_clip_name)}`));
    for (const p of clip.parameters) lines.push(m.item(parameter(p, m)));
  }
  return lines;
}
