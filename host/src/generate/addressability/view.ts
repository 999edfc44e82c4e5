/**
 * Text and Markdown views of the addressability documents. They print the typed values of the
 * JSON and nothing else: every interpolated string — file text and the contract's vocabulary
 * (states, reasons, paths) alike — goes through the escaper of its view, and no line states a
 * conclusion the JSON does not. Markdown opens with one `#` title like lint's view.
 */
import { escapeMarkdown, escapeTerminal } from '../../text/escape.js';
import type { GeneratorViewFormat } from '../../plugin-api/generator.js';
import type { AnimationInventory, NameObservation, RowCoverage } from './types.js';

/** A view under construction: headings, key/value lines and tables, escaped for its format. */
export class ViewWriter {
  private readonly lines: string[] = [];
  constructor(readonly format: GeneratorViewFormat) {}

  /** Escapes file-derived text for this view. */
  esc(text: string): string {
    return this.format === 'markdown' ? escapeMarkdown(text) : escapeTerminal(text);
  }

  /** Titles, keys and headers are the writer's own literals: it escapes them itself. */
  heading(level: 1 | 2 | 3, title: string): void {
    if (this.lines.length > 0) this.lines.push('');
    const text = this.esc(title);
    this.lines.push(this.format === 'markdown' ? `${'#'.repeat(level)} ${text}` : level === 1 ? text : `${'  '.repeat(level - 2)}${text}:`);
  }

  /** `value` must already be escaped (with `esc`, vocabulary included). */
  field(key: string, value: string): void {
    const k = this.esc(key);
    this.lines.push(this.format === 'markdown' ? `- ${k}: ${value}` : `  ${k}: ${value}`);
  }

  /** Cells must already be escaped. An empty table prints `(none)`. */
  table(headerText: readonly string[], rows: readonly (readonly string[])[]): void {
    const header = headerText.map((h) => this.esc(h));
    if (rows.length === 0) {
      this.lines.push(this.format === 'markdown' ? '- (none)' : '    (none)');
      return;
    }
    if (this.format === 'markdown') {
      this.lines.push('', `| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`);
      for (const row of rows) this.lines.push(`| ${row.join(' | ')} |`);
      this.lines.push('');
      return;
    }
    for (const row of rows) this.lines.push(`    ${row.map((cell, i) => `${header[i]}=${cell}`).join('  ')}`);
  }

  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

export function nameText(w: ViewWriter, name: NameObservation): string {
  if (name.state === 'observed') return `"${w.esc(name.value)}"`;
  return name.state === 'absent' ? '(absent)' : `(unavailable: ${w.esc(name.reason)})`;
}

export function coverageText(c: RowCoverage): string {
  return c.state === 'complete' ? `complete (${c.retained})` : `partial (${c.retained} of more than ${c.limit})`;
}

/** The inventory section both contracts share. */
export function writeInventory(w: ViewWriter, inventory: AnimationInventory): void {
  w.heading(2, 'Animation inventory');
  w.field('identity', `sha256 ${inventory.identity.sha256} (${inventory.identity.bytes} bytes)`);
  w.field('source format', w.esc(inventory.source_format));
  w.field('primary input', `sha256 ${inventory.primary_input.sha256} (${inventory.primary_input.bytes} bytes)`);
  const closure = inventory.dependency_closure;
  w.field('dependency closure', `${w.esc(closure.coverage)}, ${closure.resources.length} resource(s)`);
  w.table(
    ['kind', 'index', 'uri', 'identity'],
    closure.resources.map((r) => [w.esc(r.kind), String(r.index), w.esc(r.uri), r.identity ? `sha256 ${r.identity.sha256}` : `unavailable: ${w.esc(r.unavailable_reason ?? '')}`]),
  );
  w.field('animations', coverageText(inventory.animations.coverage));
  for (const a of inventory.animations.rows) {
    w.heading(3, `Animation ${a.source_index}`);
    w.field('name', nameText(w, a.name));
    w.field('normalized clip index', a.normalized_clip_index === null ? '(none)' : String(a.normalized_clip_index));
    w.field('channels', coverageText(a.channels.coverage));
    w.table(
      ['channel', 'sampler', 'target', 'interpolation', 'keys'],
      a.channels.rows.map((c) => [
        String(c.source_index),
        String(c.sampler),
        c.target.kind === 'node'
          ? `node ${c.target.node} ${w.esc(c.target.path)}`
          : c.target.kind === 'pointer'
            ? `pointer ${w.esc(c.target.pointer)}`
            : `unsupported ${w.esc(c.target.path)}${c.target.node === null ? '' : ` node ${c.target.node}`}`,
        c.interpolation === null ? '(absent)' : w.esc(c.interpolation),
        String(c.key_count),
      ]),
    );
  }
}
