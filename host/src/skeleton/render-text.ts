/**
 * Text view of a skeleton-compatibility v1 result: the exact source, target, selected-skeleton and
 * correspondence identities, the matching mode and explicit pairs, the tolerances, every row with
 * its deltas, the facets and the remediation routing. Every file-derived string is escaped as
 * lint's views do. JSON remains the contract.
 */
import { METRIC_PATHS, metricAt, type CompatibilityMetric, type CompatibilityRow, type CompatibilitySubject, type MatchedMetrics, type SkeletonCompatibilityDocument } from '@animsmith/schemas';
import { escapeTerminal as esc, quoteTerminal as quote } from '../text/escape.js';
import { formatNumber } from '../formats/text-lint.js';

export function renderCompatibilityText(doc: SkeletonCompatibilityDocument): string {
  const c = doc.correspondence;
  const lines = [`skeleton compatibility: ${doc.outcome}`];
  lines.push(`correspondence: ${c.input.bytes} bytes sha256 ${c.input.sha256}, mode ${c.mode}`);
  for (const pair of c.pairs) lines.push(`  pair ${quote(pair.source)} -> ${quote(pair.target)}`);
  lines.push(`tolerances: ${Object.entries(c.tolerances).map(([k, v]) => `${k} ${formatNumber(v)}`).join(', ')}`);
  subject(lines, 'source', doc.source);
  subject(lines, 'target', doc.target);
  const s = doc.summary;
  lines.push(
    `rows: ${s.rows} (${s.pass} pass, ${s.out_of_tolerance} out of tolerance, ${s.parent_mismatch} parent mismatch, ${s.unavailable} unavailable, ${s.missing_source} missing source, ${s.missing_target} missing target)`,
  );
  for (const row of doc.rows) lines.push(...rowLines(row));
  const skin = doc.facets.skin_membership;
  lines.push(`facet skin_membership: ${skin.availability}, ${skin.pairs_compared} pair(s) compared, ${skin.disagreements.length} disagreement(s)`);
  for (const d of skin.disagreements) {
    lines.push(`  ${quote(d.source)} -> ${quote(d.target)}: source ${d.source_joint ? 'is' : 'is not'} a joint, target ${d.target_joint ? 'is' : 'is not'} [${d.owner_surface}/${d.remedy_class}]`);
  }
  for (const key of ['inverse_bind', 'deformation_model'] as const) {
    const f = doc.facets[key];
    lines.push(`facet ${key}: ${f.availability} (${f.reason}) [${f.owner_surface}/${f.remedy_class}]`);
  }
  return `${lines.join('\n')}\n`;
}

function subject(lines: string[], side: string, s: CompatibilitySubject): void {
  lines.push(`${side}: ${esc(s.path)} (${s.input.bytes} bytes sha256 ${s.input.sha256})`);
  lines.push(`  selected skeleton: ${s.selected_nodes.length} node(s), identity sha256 ${s.selected_skeleton_identity.sha256} (${s.selected_skeleton_identity.bytes} bytes)`);
  lines.push(`  roots: ${s.roots.map(quote).join(', ') || '(none)'}`);
}

function rowLines(row: CompatibilityRow): string[] {
  const routing = row.owner_surface !== undefined ? ` [${row.owner_surface}/${row.remedy_class}]` : '';
  if (row.kind !== 'matched') {
    const name = row.kind === 'missing_target' ? `source ${quote(row.source!)}` : `target ${quote(row.target!)}`;
    return [`  ${row.status}: ${name}${routing}`];
  }
  const out = [`  ${row.status}: ${quote(row.source!)} -> ${quote(row.target!)}${routing}`];
  const p = row.parent!;
  out.push(`    parent: ${p.source === null ? '(root)' : quote(p.source)} -> ${p.target === null ? '(root)' : quote(p.target)}${p.corresponds ? '' : ' (does not correspond)'}`);
  const metrics = row as MatchedMetrics;
  out.push(`    ${METRIC_PATHS.map((path) => `${path} ${metric(metricAt(metrics, path))}${row.exceeded!.includes(path) ? ' (exceeds)' : ''}`).join(', ')}`);
  return out;
}

function metric(m: CompatibilityMetric): string {
  if (m.availability === 'measured') return formatNumber(m.value!);
  return `${m.availability} (${m.reason}${m.owner_surface !== undefined ? `; ${m.owner_surface}/${m.remedy_class}` : ''})`;
}
