/**
 * The `diff` output-v19 document: both operands' identities and every significant delta from the
 * shared engine (`diff.ts`). Keys are built in wire order.
 */
import { OUTPUT_SCHEMA, OUTPUT_VERSION, type DiffDocument } from '../output/documents.js';
import { toolIdentity } from '../output/tool.js';
import { diffMeasurementSets } from './diff.js';
import type { DiffOperand } from './diff-operand.js';

export function diffDocument(before: DiffOperand, after: DiffOperand): DiffDocument {
  const deltas = diffMeasurementSets(before.measurements, after.measurements).map((d) => ({ ...d }));
  return {
    schema_version: OUTPUT_VERSION,
    schema: OUTPUT_SCHEMA,
    tool: toolIdentity(),
    command: 'diff',
    inputs: { before: before.record, after: after.record },
    summary: { deltas: deltas.length },
    deltas,
  };
}
