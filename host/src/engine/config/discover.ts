/**
 * Finds the project configuration: `--config PATH`, else the nearest `animsmith.toml`,
 * `.animsmithrc.toml` or `package.json#animsmith` from a folder (the working directory, or a
 * linted file's folder, as ESLint looks up its flat config) up to the project root (the nearest
 * folder with a package.json).
 */
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cosmiconfigSync } from 'cosmiconfig';
import { OperatorError, oneLine } from '../errors.js';
import { parseToml } from './toml.js';

export interface DiscoveredConfig {
  /** The raw (parsed, unvalidated) configuration; empty when none was found. */
  readonly raw: Record<string, unknown>;
  /** Path of the config file relative to the working directory, for messages. */
  readonly displayPath: string | undefined;
  /** Absolute path of the config file; undefined when none was found. */
  readonly file: string | undefined;
  /** Folder plugins and `ignores` are resolved from: the config file's folder, else the working directory. */
  readonly root: string;
}

const MAX_CONFIG_BYTES = 4 * 1024 * 1024;

/**
 * A discovered config file as messages name it: relative to the working directory (`../animsmith.toml`
 * when found further up), never a bare base name that could be mistaken for another file. A
 * `--config` path is named exactly as given instead (`--config /dev/null` printed `null`).
 */
function displayOf(cwd: string, file: string): string {
  const rel = path.relative(cwd, file);
  return path.isAbsolute(rel) ? file : rel;
}

/**
 * Only a regular file is read: a directory used to surface as an internal EISDIR error, and a
 * FIFO or device (`--config /dev/zero`) has no size to cap and blocked or never ended. The
 * descriptor is opened with O_NONBLOCK so that opening a FIFO cannot block before the check.
 */
function readConfigText(file: string, display: string): string {
  let bytes: Buffer;
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new OperatorError(`cannot read config ${display}: is a directory`);
    if (!stat.isFile()) throw new OperatorError(`cannot read config ${display}: not a regular file`);
    if (stat.size > MAX_CONFIG_BYTES) throw new OperatorError(`bad config ${display}: larger than ${MAX_CONFIG_BYTES} bytes`);
    bytes = readFileSync(fd);
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(`cannot read config ${display}: ${describeFsError(error)}`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new OperatorError(`bad config ${display}: not valid UTF-8`);
  }
}

export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'ENOTDIR') return 'a path segment is not a directory';
  if (code === 'ENOSPC') return 'no space left on the device';
  if (code === 'EROFS') return 'read-only file system';
  if (code === 'ELOOP') return 'too many symbolic links';
  if (code === 'ENAMETOOLONG') return 'name too long';
  return code ?? oneLine(error);
}

/** `from` is the folder the search starts in (default: the working directory). */
export async function discoverConfig(cwd: string, explicit: string | undefined, from: string = cwd): Promise<DiscoveredConfig> {
  if (explicit !== undefined) {
    if (explicit === '') throw new OperatorError('--config: empty path');
    const file = path.resolve(cwd, explicit);
    const display = explicit;
    const text = readConfigText(file, display);
    const raw = file.endsWith('.json') ? parseJsonConfig(text, display, path.basename(file) === 'package.json') : parseToml(text, display);
    return { raw, displayPath: display, file, root: path.dirname(file) };
  }
  let found;
  try {
    // The synchronous search: a few stat calls per folder cost less than a thread-pool round trip each.
    found = cosmiconfigSync('animsmith', {
      searchPlaces: ['animsmith.toml', '.animsmithrc.toml', 'package.json'],
      packageProp: 'animsmith',
      searchStrategy: 'project',
      cache: false,
      loaders: {
        '.toml': (file: string) => parseToml(readConfigText(file, displayOf(cwd, file)), displayOf(cwd, file)),
      },
    }).search(from);
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(`bad config: ${oneLine(error)}`);
  }
  if (!found || found.isEmpty) return { raw: {}, displayPath: undefined, file: undefined, root: cwd };
  const display = displayOf(cwd, found.filepath);
  const raw = found.config;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new OperatorError(`bad config ${display}: the animsmith configuration must be a table`);
  }
  return { raw: raw as Record<string, unknown>, displayPath: display, file: found.filepath, root: path.dirname(found.filepath) };
}

/** A `package.json` holds the configuration under its `animsmith` key, as the search reads it. */
function parseJsonConfig(text: string, display: string, isPackage: boolean): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new OperatorError(`bad config ${display}: ${oneLine(error)}`);
  }
  if (isPackage && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    if (!Object.hasOwn(value, 'animsmith')) throw new OperatorError(`bad config ${display}: no "animsmith" key (the configuration lives under package.json#animsmith)`);
    value = (value as Record<string, unknown>).animsmith;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new OperatorError(`bad config ${display}: ${isPackage ? 'the "animsmith" key' : 'the configuration'} must be an object`);
  }
  return value as Record<string, unknown>;
}
