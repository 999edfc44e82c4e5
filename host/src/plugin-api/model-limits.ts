/**
 * Caps on the size of the model a loader builds, shared by every loader (glTF, FBX, Spine and
 * plugin loaders), so no later stage — rig resolution, sampling, measurement, a report — meets
 * a name or a node count it cannot afford. Each cap sits far above real assets (a 10k-node
 * environment scene, a 500-bone character, a 64 KiB name all load); a file past one is refused
 * with one line naming the cap. Documented in `docs/limits.md`.
 */
import { AssetLoadError } from './loader.js';

/** Longest bone, node, clip, attachment or slot name, in UTF-16 code units (64 Ki). */
export const MAX_NAME_LENGTH = 65_536;

/** Most nodes (glTF nodes, FBX Models) one file may declare. */
export const MAX_NODE_COUNT = 131_072;

/** Most bones (skeleton joints) one model may have. */
export const MAX_BONE_COUNT = 131_072;

/**
 * Most `Model` objects one FBX file may declare: a quarter of {@link MAX_NODE_COUNT}, because each
 * Model costs the FBX loader far more than a glTF node costs its loader (properties over
 * templates, a full local transform, a rest-pose evaluation); at 100k Models a lint takes 15–20 s.
 * Still three times a 10k-object environment scene.
 */
export const MAX_FBX_MODEL_COUNT = 32_768;

/**
 * Refuses `name` when it is longer than {@link MAX_NAME_LENGTH}. `what` says which name, for the
 * message (`node 12`, `bone 3`, `animation 0`…). The name itself is not quoted: it is the problem.
 */
export function assertNameLength(name: string, what: string): void {
  const problem = nameLengthProblem(name);
  if (problem !== undefined) throw new AssetLoadError(`${what}: ${problem}`);
}

/** Why `name` is refused (it is over {@link MAX_NAME_LENGTH}), or `undefined`: for loaders with their own error types. */
export function nameLengthProblem(name: string): string | undefined {
  if (name.length <= MAX_NAME_LENGTH) return undefined;
  return `a name of ${name.length} characters exceeds the name length cap of ${MAX_NAME_LENGTH} (MAX_NAME_LENGTH)`;
}

/** Refuses a count over its cap: `what` is the plural noun (`nodes`, `bones`), `cap` the constant's name. */
export function assertCount(count: number, max: number, what: string, cap: CountCap): void {
  const problem = countProblem(count, max, what, cap);
  if (problem !== undefined) throw new AssetLoadError(problem);
}

export type CountCap = 'MAX_NODE_COUNT' | 'MAX_BONE_COUNT' | 'MAX_FBX_MODEL_COUNT';

/** Why `count` is refused (over `max`), or `undefined`. */
export function countProblem(count: number, max: number, what: string, cap: CountCap): string | undefined {
  if (count <= max) return undefined;
  return `${count} ${what} exceed the cap of ${max} ${what} per file (${cap})`;
}
