/**
 * The shape of the typed errors that name one place in a skeleton or a spec pair: the message is
 * `where: reason`, which the CLI prints as the one operator-error line with no further context.
 */
export abstract class PlacedError extends Error {
  constructor(
    /** The offending object, named the way findings name it. */
    readonly where: string,
    /** What is wrong there. */
    readonly reason: string,
  ) {
    super(`${where}: ${reason}`);
  }
}
