/**
 * The errors a plugin throws for the host to read (`OperatorError`, `AssetLoadError`,
 * `CommandError`, `PoseRequestError`) are told apart by a brand registered process-wide
 * (`Symbol.for`), not by prototype. A project can install its own copy of `@animsmith/cli` (the
 * peer dependency of the plugins it pins) beside the CLI that runs, and that copy's classes are
 * other objects: with the brand, `instanceof` on either copy's class accepts both copies' errors.
 */
export function brandError(errorClass: abstract new (...args: never[]) => Error, name: string): void {
  const brand = Symbol.for(`@animsmith/cli:${name}`);
  Object.defineProperty(errorClass.prototype, brand, { value: true });
  // Function.prototype's Symbol.hasInstance is read-only, so it is defined, not assigned.
  Object.defineProperty(errorClass, Symbol.hasInstance, {
    value: (value: unknown) => typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true,
  });
}
