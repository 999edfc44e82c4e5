/**
 * Per-file configuration, as ESLint's flat config lookup does it: each linted file uses the
 * nearest config from its own folder upward (or `--config` for every file). A file with no config
 * above it (one outside the project, say) falls back to the config found from the working
 * directory, where ESLint would refuse the file. Lookups are memoised per folder and sessions per
 * config file, so a batch opens each configuration once.
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
  async configFor(absoluteFile: string): Promise<DiscoveredConfig> {
    const own = await this.lookup(this.configFlag !== undefined ? this.cwd : path.dirname(absoluteFile));
    return own.file !== undefined ? own : this.lookup(this.cwd);
  }

  private lookup(folder: string): Promise<DiscoveredConfig> {
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
