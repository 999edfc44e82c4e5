import type { ErrorObject } from 'ajv/dist/2020.js';
import { oneLine } from './format.js';

/**
 * A rejected document. `message` is a single line: `<what>: <JSON pointer>: <reason>`.
 * `pointer` is the JSON pointer of the offending value (`''` for the whole document), `errors`
 * the complete ajv error list when schema validation failed.
 */
export class SchemaValidationError extends Error {
  override readonly name = 'SchemaValidationError';
  constructor(
    message: string,
    readonly pointer: string,
    readonly errors: readonly ErrorObject[] = [],
  ) {
    super(oneLine(message));
  }
}
