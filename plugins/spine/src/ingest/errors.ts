import { PlacedError } from '../placed-error.js';

/**
 * The typed error for a skeleton that cannot be read: `where` names the object the way findings
 * do, e.g. `animation "walk" bone "hip" rotate key 3`.
 */
export class SkeletonError extends PlacedError {
  override readonly name = 'SkeletonError';
}
