/**
 * The built-in output formats, registered on the formats hook like a plugin's would be.
 */
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/plugin.js';
import type { LintDocument, MeasureDocument, OutputDocument } from '../output/documents.js';
import { serialize } from '../output/documents.js';
import { TOOL_VERSION } from '../output/tool.js';
import { renderLintMarkdown } from './markdown-lint.js';
import { renderLintText } from './text-lint.js';
import { renderMeasureText } from './text-measure.js';

const asOutput = (value: Readonly<Record<string, unknown>>) => value as unknown as OutputDocument;

export default definePlugin({
  meta: { name: '@animsmith/cli/formats', version: TOOL_VERSION, namespace: 'formats', apiVersion: PLUGIN_API_VERSION },
  apply(hooks) {
    hooks.formats.for('json').tap(({ output }) => serialize(asOutput(output)));
    hooks.formats.for('text').tap(({ output }) => {
      const doc = asOutput(output);
      return doc.command === 'lint' ? renderLintText(doc as LintDocument) : renderMeasureText(doc as MeasureDocument);
    });
    hooks.formats.for('markdown').tap(({ output }) => {
      const doc = asOutput(output);
      return doc.command === 'lint' ? renderLintMarkdown(doc as LintDocument) : undefined;
    });
  },
});
