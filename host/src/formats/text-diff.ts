/**
 * Text and Markdown views of a diff document: the two operands, then one line (or table row) per
 * significant delta. Every file-derived string (paths, clip names, metric paths with bone names,
 * notes quoting names) is escaped for where it lands, as lint's views do. JSON is the contract.
 */
import type { DiffDocument } from '../output/documents.js';
import { escapeMarkdown as md, escapeTerminal as esc } from '../text/escape.js';
import { formatNumber } from './text-lint.js';

type DiffInput = DiffDocument['inputs']['before'];
type DiffDelta = DiffDocument['deltas'][number];

function operand(input: DiffInput, escape: (text: string) => string): string {
  const measured = input.kind === 'report' ? `, measuring ${input.measured_input.bytes} bytes sha256 ${input.measured_input.sha256}` : '';
  return `${escape(input.path)} (${input.kind}, ${input.input.bytes} bytes, sha256 ${input.input.sha256}${measured})`;
}

function values(delta: DiffDelta): string {
  const side = (v: number | undefined) => (v === undefined ? '–' : formatNumber(v));
  return delta.before === undefined && delta.after === undefined ? '' : `${side(delta.before)} → ${side(delta.after)}`;
}

const clipLabel = (delta: DiffDelta, escape: (text: string) => string) => (delta.clip === null ? '(skeleton)' : `'${escape(delta.clip)}'`);

export function renderDiffText(document: DiffDocument): string {
  const lines = [`before: ${operand(document.inputs.before, esc)}`, `after:  ${operand(document.inputs.after, esc)}`];
  if (document.deltas.length === 0) {
    lines.push('no significant delta: every change is within the diff significance floors');
  } else {
    lines.push(`${document.deltas.length} significant delta(s):`);
    for (const d of document.deltas) {
      const numbers = values(d);
      lines.push(`  ${clipLabel(d, esc)} ${esc(d.metric)}: ${esc(d.note)}${numbers === '' ? '' : ` (${numbers})`}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function renderDiffMarkdown(document: DiffDocument): string {
  const out = ['# animsmith diff', '', `- before: ${operand(document.inputs.before, md)}`, `- after: ${operand(document.inputs.after, md)}`, ''];
  if (document.deltas.length === 0) {
    out.push('✅ No significant delta: every change is within the diff significance floors.');
  } else {
    out.push('| clip | metric | before | after | note |', '| --- | --- | --- | --- | --- |');
    for (const d of document.deltas) {
      const side = (v: number | undefined) => (v === undefined ? '' : formatNumber(v));
      out.push(`| ${d.clip === null ? '(skeleton)' : md(d.clip)} | ${md(d.metric)} | ${side(d.before)} | ${side(d.after)} | ${md(d.note)} |`);
    }
    out.push('', `${document.deltas.length} significant delta(s).`);
  }
  return `${out.join('\n')}\n`;
}
