/**
 * Typed errors of the spec layer. Every message names its location, so the CLI prints it as the
 * one operator-error line with no further context.
 */

/** A spec document that does not hold the format: `where` is a JSON path into it (`$.bones[3].parent`). */
export class SpecError extends Error {
  override readonly name = 'SpecError';
  constructor(
    /** Which document: `rig spec` or `motion spec`. */
    readonly document: string,
    /** JSON path of the offending value. */
    readonly where: string,
    /** What is wrong with it. */
    readonly reason: string,
  ) {
    super(`${document} ${where}: ${reason}`);
  }
}
