/**
 * The built-in output formats, registered on the formats hook like a plugin's would be.
 */
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/plugin.js';
import type { FormatRequest } from '../plugin-api/hooks.js';
import type { EmittedDocument } from '../output/documents.js';
import { serialize } from '../output/documents.js';
import { TOOL_VERSION } from '../output/tool.js';
import { renderLintGithub } from './github.js';
import { renderLintMarkdown } from './markdown-lint.js';
import { renderLintSarif, type SarifRuleSource } from './sarif.js';
import { renderDiffMarkdown, renderDiffText } from './text-diff.js';
import { renderLintText } from './text-lint.js';
import { renderMeasureText } from './text-measure.js';

const asLint = (doc: EmittedDocument) => (doc.command === 'lint' ? doc : undefined);

/** The registered-check catalog, when the host passes one with the request (ids only otherwise). */
const catalogOf = (request: FormatRequest) => (request as { readonly catalog?: readonly SarifRuleSource[] }).catalog;

export default definePlugin({
  meta: { name: '@animsmith/cli/formats', version: TOOL_VERSION, namespace: 'formats', apiVersion: PLUGIN_API_VERSION },
  apply(hooks) {
    hooks.formats.for('json').tap(({ output }) => serialize(output));
    hooks.formats.for('text').tap(({ output: doc, reasons, groupBy }) => {
      if (doc.command === 'diff') return renderDiffText(doc);
      return doc.command === 'lint' ? renderLintText(doc, { ...(groupBy ? { groupBy } : {}), ...(reasons ? { reasons } : {}) }) : renderMeasureText(doc);
    });
    hooks.formats.for('markdown').tap(({ output, reasons }) => {
      if (output.command === 'diff') return renderDiffMarkdown(output);
      const doc = asLint(output);
      return doc ? renderLintMarkdown(doc, reasons) : undefined;
    });
    hooks.formats.for('sarif').tap((request) => {
      const doc = asLint(request.output);
      const catalog = catalogOf(request);
      return doc ? renderLintSarif(doc, { cwd: process.cwd(), ...(catalog ? { catalog } : {}) }) : undefined;
    });
    hooks.formats.for('github').tap(({ output }) => {
      const doc = asLint(output);
      return doc ? renderLintGithub(doc, { cwd: process.cwd() }) : undefined;
    });
  },
});
