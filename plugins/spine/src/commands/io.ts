/**
 * Input handling shared by the rigc commands: byte-capped reads through the host context, JSON
 * parsing, and the translation of the plugin's typed errors into one-line operator errors that
 * name the file they came from.
 */
import { AssetLoadError, CommandError, type CommandContext } from '@animsmith/cli/plugin';
import { BuildError } from '../build/index.js';
import { SkeletonError } from '../ingest/index.js';
import { SpecError } from '../spec/index.js';

/** Largest skeleton or spec file a rigc command reads (the largest corpus export is 52 KB). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;
const MAX_JSON_ERROR_CHARS = 160;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Reads and parses one JSON file, refusing it with a line that names it. */
export function readJson(context: CommandContext, given: string): unknown {
  const bytes = context.readInput(given, MAX_INPUT_BYTES);
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new CommandError(`${given}: not valid UTF-8 text`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CommandError(`${given}: not valid JSON: ${(error instanceof Error ? error.message : String(error)).slice(0, MAX_JSON_ERROR_CHARS)}`);
  }
}

/** Runs `step`, turning the plugin's own input errors into an operator error about `given`. */
export function blamingFile<T>(given: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof SpecError || error instanceof BuildError || error instanceof SkeletonError || error instanceof AssetLoadError) {
      throw new CommandError(`${given}: ${error.message}`);
    }
    throw error;
  }
}
