/**
 * A spec pair that cannot be compiled (a weight on a bone the rig does not have, an easing the
 * motion spec does not declare, …). The message names the spec object, so the CLI prints it as
 * the one operator-error line.
 */
export class BuildError extends Error {
  override readonly name = 'BuildError';
  constructor(
    /** Where in the specs: `rig skin "default" slot "ball" attachment "ball"`. */
    readonly where: string,
    /** What cannot be compiled there. */
    readonly reason: string,
  ) {
    super(`${where}: ${reason}`);
  }
}
