/**
 * The CLI runners and paths, re-exported from `@animsmith/test-utils` (the one place they live)
 * for the host tests that import them from here.
 */
export { BIN, CORPUS, REPO, runCli, runCliProcess, type CliResult } from '@animsmith/test-utils';
