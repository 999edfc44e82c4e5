/** The typed error for a skeleton that cannot be read: `where` names the object the way findings do. */
export class SkeletonError extends Error {
  override readonly name = 'SkeletonError';
  constructor(
    /** The offending object, e.g. `animation "walk" bone "hip" rotate key 3`. */
    readonly where: string,
    /** What is wrong with it. */
    readonly reason: string,
  ) {
    super(`${where}: ${reason}`);
  }
}
