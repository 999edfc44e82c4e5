/**
 * `lint --cache`, as ESLint's: each file's outcome is kept under a key made of everything it
 * depends on, so a hit is exactly what a fresh run would print and any change misses:
 *
 * - the tool version and every installed plugin's name and version;
 * - the effective configuration (the validated document, the resolved check settings, the
 *   selected engine profile), the config file's own identity and how output names it;
 * - the input: its path as printed, and its identity (size and mtime with `--cache-strategy
 *   metadata`, the default like ESLint's; a SHA-256 of the bytes with `content`);
 * - the dependency closure: every external resource the load recorded, checked again on lookup;
 * - the run options that change a record (`--select`).
 *
 * Outcomes are plain JSON; a fresh outcome goes through the same JSON round trip before it is
 * used, so a hit and a miss render byte-identically. The cache file is replaced atomically. A
 * cache file that cannot be read as this format is ignored (it is rebuilt), as ESLint does.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from '../../output/write-output.js';
import { TOOL_VERSION } from '../../output/tool.js';
import type { FileOutcome, LintOptions, OutcomeStore } from '../analyze.js';
import type { AnalyzedFile } from '../run-services.js';
import type { InputFile } from '../inputs/discover-inputs.js';
import type { Session } from '../session.js';

export type CacheStrategy = 'metadata' | 'content';

export const DEFAULT_CACHE_FILE = '.animsmithcache';
const FORMAT = 'animsmith-lint-cache:1';

interface DependencyIdentity {
  readonly file: string;
  readonly identity: string;
}

interface Entry {
  readonly key: string;
  readonly dependencies: readonly DependencyIdentity[];
  readonly outcome: FileOutcome;
}

interface CacheDocument {
  readonly format: typeof FORMAT;
  readonly entries: Record<string, Entry>;
}

/** `--cache-location`: a folder (existing, or written with a trailing separator) holds `.animsmithcache`. */
export function cacheFileFor(cwd: string, location: string | undefined): string {
  if (location === undefined || location === '') return DEFAULT_CACHE_FILE;
  const absolute = path.resolve(cwd, location);
  const folder = /[\\/]$/.test(location) || isFolder(absolute);
  return folder ? path.join(location, DEFAULT_CACHE_FILE) : location;
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export class LintCache implements OutcomeStore {
  hits = 0;
  misses = 0;
  private readonly entries: Record<string, Entry>;
  /** Whether an entry was added or replaced (a run of hits leaves the file as it is). */
  private changed = false;
  private readonly sessionKeys = new Map<Session, string>();

  constructor(
    private readonly cwd: string,
    /** The cache file as given (relative to cwd or absolute). */
    private readonly location: string,
    private readonly strategy: CacheStrategy,
  ) {
    this.entries = readEntries(path.resolve(cwd, location));
  }

  lookup(session: Session, input: InputFile, options: LintOptions): FileOutcome | undefined {
    const entry = this.entries[input.absolutePath];
    const hit =
      entry !== undefined &&
      entry.key === this.keyOf(session, input, options) &&
      entry.dependencies.every((d) => this.identity(d.file) === d.identity);
    if (hit) this.hits += 1;
    else this.misses += 1;
    return hit ? entry.outcome : undefined;
  }

  store(session: Session, input: InputFile, options: LintOptions, outcome: FileOutcome, file: AnalyzedFile): FileOutcome {
    const plain = JSON.parse(JSON.stringify(outcome)) as FileOutcome;
    const folder = path.dirname(input.absolutePath);
    const dependencies = file.services.source.dependencies.resources.flatMap((resource) => {
      const dependency = resolveUri(folder, resource.uri);
      return dependency === undefined ? [] : [{ file: dependency, identity: this.identity(dependency) }];
    });
    this.entries[input.absolutePath] = { key: this.keyOf(session, input, options), dependencies, outcome: plain };
    this.changed = true;
    return plain;
  }

  /** Writes the cache file atomically (creating its folder), when some entry changed. */
  save(): void {
    if (!this.changed) return;
    mkdirSync(path.dirname(path.resolve(this.cwd, this.location)), { recursive: true });
    const document: CacheDocument = { format: FORMAT, entries: this.entries };
    writeAtomically(this.cwd, this.location, JSON.stringify(document));
  }

  private keyOf(session: Session, input: InputFile, options: LintOptions): string {
    return sha256(
      JSON.stringify([this.strategy, this.sessionKey(session), input.displayPath, this.identity(input.absolutePath), options.select ?? null]),
    );
  }

  /** Everything a session contributes, computed once per session. */
  private sessionKey(session: Session): string {
    let key = this.sessionKeys.get(session);
    if (key === undefined) {
      key = sha256(
        JSON.stringify({
          tool: TOOL_VERSION,
          plugins: session.engine.plugins.map((p) => `${p.name}@${p.version}`),
          config: session.config,
          configPath: session.configPath ?? null,
          configFile: session.configFile === undefined ? null : this.identity(session.configFile),
          settings: [...session.checkSettings],
          profile: session.profile ? [session.profile.plugin, session.profile.profile, session.profile.profile_revision, session.profile.engine_version, session.profile.importer] : null,
        }),
      );
      this.sessionKeys.set(session, key);
    }
    return key;
  }

  private identity(file: string): string {
    try {
      if (this.strategy === 'content') return sha256(readFileSync(file));
      const stat = statSync(file, { bigint: true });
      return `${stat.size}:${stat.mtimeNs}:${stat.ino}`;
    } catch {
      return 'missing';
    }
  }
}

/** A relative resource URI as a path under the asset's folder; undefined for one that is not a path. */
function resolveUri(folder: string, uri: string): string | undefined {
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(uri)) return undefined;
    return path.resolve(folder, decodeURIComponent(uri));
  } catch {
    return undefined;
  }
}

function readEntries(file: string): Record<string, Entry> {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheDocument>;
    if (parsed.format === FORMAT && parsed.entries !== null && typeof parsed.entries === 'object') return parsed.entries;
  } catch {
    // Missing or unreadable: start empty.
  }
  return Object.create(null) as Record<string, Entry>;
}
