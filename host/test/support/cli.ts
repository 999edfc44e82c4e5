/** The CLI runners and paths, re-exported from `@animsmith/test-utils` for tests that import them from here. */
export { BIN, CORPUS, REPO, runCli, runCliProcess, type CliResult } from '@animsmith/test-utils';
