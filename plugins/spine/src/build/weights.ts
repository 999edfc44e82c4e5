/**
 * Weighted vertices: the spec names each influencing bone; the skeleton stores its index in the
 * emitted `bones` array. Encoding by name is what lets a bone move in the array without
 * rebinding any vertex, and re-indexing here is the only place that index is computed.
 */
import type { RigWeightedVertex } from '../spec/types.js';
import { BuildError } from './errors.js';

/**
 * Spine's flat weight run: per vertex `count, (boneIndex, x, y, weight) × count`.
 *
 * @param boneIndex emitted bone order, name → index
 * @param where the attachment, for errors
 */
export function encodeNamedWeights(weights: readonly RigWeightedVertex[], boneIndex: ReadonlyMap<string, number>, where: string): number[] {
  const run: number[] = [];
  weights.forEach((influences, vertex) => {
    // A vertex with no bone has no position, and would let a weight run pass for unweighted pairs.
    if (influences.length === 0) throw new BuildError(where, `vertex ${vertex} is weighted to no bone`);
    run.push(influences.length);
    for (const { bone, x, y, weight } of influences) {
      const index = boneIndex.get(bone);
      if (index === undefined) throw new BuildError(where, `vertex ${vertex} is weighted to bone "${bone}", which the rig does not have`);
      run.push(index, x, y, weight);
    }
  });
  return run;
}
