/**
 * A batch (`lint a.glb b.glb …`) stops at the first file it cannot read: an operator error emits
 * no envelope, so the other files' results are not written either. The loader's line names the
 * file; this says where in the batch it was and that nothing was written for the rest, so a CI
 * log does not read as if only one file had been looked at.
 */
import { OperatorError } from '../engine/errors.js';

export async function runBatch<T>(paths: readonly string[], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof OperatorError) || paths.length < 2) throw error;
    const failed = failingIndex(error.message, paths);
    if (failed === undefined) throw error;
    const others = paths.length - 1;
    throw new OperatorError(
      `${error.message} (file ${failed + 1} of ${paths.length}; no results were written for the other ${others} file${others === 1 ? '' : 's'})`,
    );
  }
}

/** The input the message is about: the longest given path it quotes (`a.glb` is inside `aa.glb`). */
function failingIndex(message: string, paths: readonly string[]): number | undefined {
  let best: number | undefined;
  paths.forEach((given, i) => {
    if (given !== '' && message.includes(given) && (best === undefined || given.length > paths[best]!.length)) best = i;
  });
  return best;
}
