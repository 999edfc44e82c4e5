/** Helpers shared by every workspace's tests. */
export { BIN, CORPUS, HOST, PEAK_RSS_PRELOAD, RELAUNCH, REPO } from './paths.js';
export { runCli, runCliProcess, type CliOptions, type CliResult, type ProcessOptions } from './cli.js';
export * from './engine-project.js';
