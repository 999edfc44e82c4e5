/**
 * Per-file configuration, as ESLint's flat config lookup does it: each linted file uses the
 * nearest config from its own folder upward (or `--config` for every file). Lookups are memoised
 * per folder and sessions per config file, so a batch opens each configuration once.
 */
import path from 'node:path';
import { discoverConfig, type DiscoveredConfig } from './config/discover.js';
import { sessionFromConfig, type Session } from './session.js';

export class SessionPool {
  private readonly byFolder = new Map<string, Promise<DiscoveredConfig>>();
  private readonly byConfig = new Map<string, Promise<Session>>();

  constructor(
    readonly cwd: string,
    private readonly configFlag: string | undefined,
  ) {}

  /** The configuration that applies to a file (absolute path), without opening its session. */
  configFor(absoluteFile: string): Promise<DiscoveredConfig> {
    const folder = this.configFlag !== undefined ? this.cwd : path.dirname(absoluteFile);
    let found = this.byFolder.get(folder);
    if (!found) this.byFolder.set(folder, (found = discoverConfig(this.cwd, this.configFlag, folder)));
    return found;
  }

  async sessionFor(absoluteFile: string): Promise<Session> {
    const discovered = await this.configFor(absoluteFile);
    const key = discovered.file ?? '';
    let session = this.byConfig.get(key);
    if (!session) this.byConfig.set(key, (session = sessionFromConfig(this.cwd, discovered)));
    return session;
  }

  /** Every session opened so far, in first-use order. */
  opened(): Promise<Session[]> {
    return Promise.all(this.byConfig.values());
  }
}
