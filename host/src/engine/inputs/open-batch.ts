/**
 * The input side of `lint` and `measure`: per-file configuration sessions and the files that
 * folder, glob and file arguments stand for.
 */
import path from 'node:path';
import { compileIgnores, type IgnoreRules } from './ignore-rules.js';
import { discoverInputs, type InputFile } from './discover-inputs.js';
import type { Session } from '../session.js';
import { SessionPool } from '../session-pool.js';

export interface Batch {
  readonly pool: SessionPool;
  readonly inputs: readonly InputFile[];
}

export async function openBatch(cwd: string, configFlag: string | undefined, args: readonly string[]): Promise<Batch> {
  const pool = new SessionPool(cwd, configFlag);
  const ignores = new Map<Session, IgnoreRules>();
  const inputs = await discoverInputs(args, {
    cwd,
    walks: async (file) => (await pool.sessionFor(file)).engine.supports(path.extname(file).toLowerCase()),
    ignoresFor: async (file) => {
      const session = await pool.sessionFor(file);
      let rules = ignores.get(session);
      if (!rules) ignores.set(session, (rules = compileIgnores(session.root, session.config.ignores ?? [])));
      return rules;
    },
  });
  return { pool, inputs };
}
