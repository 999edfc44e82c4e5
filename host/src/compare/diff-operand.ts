/**
 * The operands of `animsmith diff`: an asset of any loadable format, or a one-file measure/lint
 * output-v19 JSON report read with the strict reader of @animsmith/schemas. A `.json` operand is
 * a report when its top-level object declares an animsmith schema (Spine skeleton JSON does not);
 * every other operand goes to the loaders like `measure` would.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { DEFAULT_MAX_OUTPUT_BYTES, OUTPUT_SCHEMA_ID, readOutputDocument, SchemaValidationError, type DiffInputRecord, type OutputDocument } from '@animsmith/schemas';
import { analyzeFile } from '../engine/analyze.js';
import { OperatorError } from '../engine/errors.js';
import { DEFAULT_LIMITS } from '../engine/limits.js';
import { readInputBytes } from '../engine/load-input.js';
import type { SessionPool } from '../engine/session-pool.js';
import { escapeTerminal } from '../text/escape.js';
import type { ComparedMeasurements } from './diff.js';

export const REGENERATE_HINT = 'regenerate it with `animsmith measure --format json ASSET`';

export interface DiffOperand {
  readonly record: DiffInputRecord;
  /** The command that wrote a report operand; absent for an asset. */
  readonly command?: 'measure' | 'lint';
  readonly measurements: ComparedMeasurements;
}

/** A classified operand: reports are decoded already, assets are loaded later (after both are classified). */
type Classified = { readonly kind: 'asset'; readonly given: string } | { readonly kind: 'report'; readonly given: string; readonly bytes: Uint8Array };

/**
 * Both operands. An asset is measured as `measure` would, so it compares with a `measure` document
 * (a re-export against the measurements recorded for the last one); a lint report also carries
 * judgements made under its own config, so an asset against one is refused: compare like with like.
 */
export async function readDiffOperands(pool: SessionPool, before: string, after: string): Promise<[DiffOperand, DiffOperand]> {
  const a = classify(pool.cwd, before);
  const b = classify(pool.cwd, after);
  const [first, second] = [await resolve(pool, a), await resolve(pool, b)];
  if (a.kind !== b.kind) {
    const [asset, report] = a.kind === 'asset' ? [first, second] : [second, first];
    if (report.command !== 'measure') {
      throw new OperatorError(
        escapeTerminal(
          `cannot compare the asset ${asset.record.path} with the lint report ${report.record.path}: compare like with like (two assets, two reports, or an asset and its \`animsmith measure --format json\` output)`,
        ),
      );
    }
  }
  return [first, second];
}

function classify(cwd: string, given: string): Classified {
  if (path.extname(given).toLowerCase() !== '.json') return { kind: 'asset', given };
  const bytes = readInputBytes(cwd, given, { ...DEFAULT_LIMITS, maxPrimaryBytes: DEFAULT_MAX_OUTPUT_BYTES });
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    throw new OperatorError(escapeTerminal(`${given}: not a readable JSON document (${(error as Error).message.split('\n', 1)[0]})`));
  }
  const declared = value !== null && typeof value === 'object' && !Array.isArray(value) && ('schema' in value || 'schema_version' in value);
  return declared ? { kind: 'report', given, bytes } : { kind: 'asset', given };
}

/** An asset is measured under its own config (found from its folder, as lint and measure find it). */
async function resolve(pool: SessionPool, operand: Classified): Promise<DiffOperand> {
  if (operand.kind === 'report') return readReport(operand.given, operand.bytes);
  const file = await analyzeFile(await pool.sessionFor(path.resolve(pool.cwd, operand.given)), operand.given);
  const { sha256, bytes } = file.services.source.input;
  return { record: { path: operand.given, kind: 'asset', input: { sha256, bytes } }, measurements: file.services.measurements };
}

function readReport(given: string, bytes: Uint8Array): DiffOperand {
  const refuse = (reason: string): never => {
    throw new OperatorError(escapeTerminal(`${given}: ${reason}; ${REGENERATE_HINT}`));
  };
  const schema = (JSON.parse(new TextDecoder().decode(bytes)) as { schema?: unknown }).schema;
  if (schema !== OUTPUT_SCHEMA_ID) refuse(`not an ${OUTPUT_SCHEMA_ID} report (its schema is ${JSON.stringify(schema ?? null)})`);
  let doc: OutputDocument;
  try {
    // A diff document is refused here too: diff compares measure or lint reports.
    doc = readOutputDocument(bytes);
  } catch (error) {
    if (error instanceof SchemaValidationError) return refuse(error.message);
    throw error;
  }
  if (doc.files.length !== 1) return refuse(`holds ${doc.files.length} file records; diff compares one-file reports`);
  const file = doc.files[0]!;
  return {
    command: doc.command,
    record: { path: given, kind: 'report', input: { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.byteLength }, measured_input: file.input },
    measurements: file.measurements,
  };
}
