/** Library entry point: the plugin API plus the pipeline for embedding animsmith. */
export * from './plugin-api/index.js';
export { openSession, type Session } from './engine/session.js';
export { lintFiles, measureFiles, analyzeFile } from './engine/analyze.js';
export { openBatch, type Batch } from './engine/inputs/open-batch.js';
export { SessionPool } from './engine/session-pool.js';
export { lintExitCode } from './engine/verdict.js';
export { OperatorError } from './engine/errors.js';
export { serialize, OUTPUT_SCHEMA, type LintDocument, type MeasureDocument, type OutputDocument } from './output/documents.js';
