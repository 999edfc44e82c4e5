import { PlacedError } from '../placed-error.js';

/**
 * A spec pair that cannot be compiled (a weight on a bone the rig does not have, an easing the
 * motion spec does not declare, …). The message names the spec object, so the CLI prints it as
 * the one operator-error line. `where` names a place in the specs, e.g.
 * `rig skin "default" slot "ball" attachment "ball"`.
 */
export class BuildError extends PlacedError {
  override readonly name = 'BuildError';
}
