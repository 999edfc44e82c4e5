/**
 * Mocha root hooks for every workspace's tests (`.mocharc.json` requires this file first, in
 * each worker of a parallel run too).
 *
 * In-process CLI runs (`runCli`) render through oclif in this process, whose colour and width
 * choices are made once, when it is first loaded, from this process's terminal: pin them to what
 * a spawned run on a pipe sees, before any test file loads oclif.
 */
import { closeSharedBrowser } from './browser.js';

process.env.NO_COLOR = '1';
process.env.OCLIF_COLUMNS ??= '80';

/**
 * A parallel run's worker runs the root `afterAll` after each of its files but serves several
 * files: there the shared browser lives as long as the worker (Playwright closes it when the
 * worker process ends); a serial run closes it once, after everything.
 */
const inWorker = process.env.MOCHA_WORKER_ID !== undefined;

export const mochaHooks = {
  async afterAll(): Promise<void> {
    if (!inWorker) await closeSharedBrowser();
  },
};
