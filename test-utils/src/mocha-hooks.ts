/**
 * Mocha root hooks for every workspace's tests (`.mocharc.json` requires this file first).
 *
 * In-process CLI runs (`runCli`) render through oclif in this process, whose colour and width
 * choices are made once, when it is first loaded, from this process's terminal: pin them to what
 * a spawned run on a pipe sees, before any test file loads oclif.
 */
import { closeSharedBrowser } from './browser.js';

process.env.NO_COLOR = '1';
process.env.OCLIF_COLUMNS ??= '80';

export const mochaHooks = {
  async afterAll(): Promise<void> {
    await closeSharedBrowser();
  },
};
