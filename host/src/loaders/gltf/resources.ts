/**
 * Resolve the bytes of buffers and the identity of external files (the dependency closure).
 *
 * - A buffer uri that is unsafe (see resource-uri.ts) is refused whether needed or not
 *   (containment is a security rule, not a coverage question).
 * - Embedded buffers the animation data needs (`needed`: the GLB BIN chunk, data URIs) must
 *   resolve, or the load is refused: the file itself is broken.
 * - Every external buffer, and every external image, is hashed when it can be read (image bytes
 *   are handed on to image-facts.ts for the image inventory). One that is missing or over a limit
 *   (or an unsafe image uri) becomes a record with `unavailableReason` and makes the closure
 *   `partial`. A missing or unopenable file never refuses the load, needed or not: the accessors
 *   that read it are unreadable (the loader marks their tracks, the geometry reader their
 *   payloads). A needed buffer over a byte cap or that is not a regular file is still refused.
 * - Data URIs are not dependencies; a data-URI buffer is decoded only when needed.
 * - `limits.maxResourceBytes` is checked with fstat before reading; `limits.maxTotalBytes`
 *   counts the primary file plus everything read here.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { LoadRequest } from '../../plugin-api/loader.js';
import type { DependencyClosure, DependencyRecord, InputIdentity } from '../../model/source-document.js';
import { fail, showUri } from './errors.js';
import type { RawGltf } from './raw-json.js';
import { checkRelativeUri, decodeBufferDataUri, errnoText, isDataUri, locateInside } from './resource-uri.js';

export interface ResolvedResources {
  /** Data of each buffer (undefined when not resolved); each holds at least `byteLength` bytes. */
  readonly buffers: readonly (Uint8Array | undefined)[];
  /** Bytes of each external image read for the closure (undefined otherwise), by image index. */
  readonly images: readonly (Uint8Array | undefined)[];
  readonly dependencies: DependencyClosure;
}

export interface ResourceContext {
  readonly request: LoadRequest;
  /** The GLB BIN chunk, when the primary file is a GLB that has one. */
  readonly bin?: Uint8Array;
  readonly binOffset?: number;
  readonly isGlb: boolean;
}

export function identityOf(bytes: Uint8Array): InputIdentity {
  return { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.byteLength };
}

type ReadResult =
  | { readonly ok: true; readonly data: Uint8Array }
  /** `absent`: the file could not be opened or read (missing, permissions, I/O), as opposed to refused by a rule. */
  | { readonly ok: false; readonly code: string; readonly detail: string; readonly absent?: true };

class Budget {
  constructor(
    public used: number,
    readonly total: number,
    readonly perResource: number,
  ) {}
}

export async function resolveResources(gltf: RawGltf, needed: ReadonlySet<number>, ctx: ResourceContext): Promise<ResolvedResources> {
  const { request } = ctx;
  const baseDir = path.dirname(path.resolve(request.absolutePath));
  const budget = new Budget(request.bytes.byteLength, request.limits.maxTotalBytes, request.limits.maxResourceBytes);
  const buffers: (Uint8Array | undefined)[] = new Array(gltf.buffers.length).fill(undefined);
  const bufferRecords: (DependencyRecord | undefined)[] = new Array(gltf.buffers.length).fill(undefined);

  // Needed buffers first, so optional files cannot use up the byte budget they need.
  const order = [...gltf.buffers.keys()].sort((a, b) => Number(needed.has(b)) - Number(needed.has(a)) || a - b);
  for (const index of order) {
    const buffer = gltf.buffers[index]!;
    const isNeeded = needed.has(index);
    const at = `/buffers/${index}`;
    const uri = buffer.uri;
    let data: Uint8Array | undefined;
    let where: string;
    if (uri === undefined) {
      if (ctx.isGlb && index === 0 && ctx.bin !== undefined) {
        data = ctx.bin;
        where = `the GLB BIN chunk at byte offset ${ctx.binOffset}`;
      } else {
        if (isNeeded) {
          fail(
            ctx.isGlb && index === 0
              ? `${at} has no uri but the GLB has no BIN chunk`
              : `${at} has no uri and is not the GLB BIN chunk`,
          );
        }
        continue;
      }
    } else if (isDataUri(uri)) {
      if (!isNeeded) continue;
      try {
        data = decodeBufferDataUri(uri);
      } catch (error) {
        fail(`cannot decode data uri at ${at}/uri: ${(error as Error).message}`);
      }
      where = 'its data uri';
    } else {
      const result = await readExternal(uri, baseDir, request.assetFolder, budget);
      if (!result.ok) {
        // An unsafe buffer uri is refused even when no track reads it: it is a sign of a
        // hostile or broken file, and the Rust hardening suite refuses it the same way.
        if (result.code === 'unsafe_uri') fail(`unsafe external buffer uri at ${at}/uri: ${result.detail} (${showUri(uri)})`);
        // A needed buffer over a byte cap, or that is not a regular file (a FIFO, a device, a
        // folder), is still refused: those are limits and hostile inputs, not missing data.
        if (isNeeded && result.absent !== true) fail(`cannot read external buffer ${at} (${showUri(uri)}): ${result.detail}`);
        bufferRecords[index] = { kind: 'buffer', index, uri, unavailableReason: result.code };
        continue;
      }
      data = result.data;
      where = `the file ${showUri(uri)}`;
      bufferRecords[index] = { kind: 'buffer', index, uri, identity: identityOf(data) };
    }
    if (data.byteLength < buffer.byteLength) {
      fail(`${at}/byteLength is ${buffer.byteLength} but ${where} holds only ${data.byteLength} bytes`);
    }
    buffers[index] = data;
  }

  const imageRecords: DependencyRecord[] = [];
  const images: (Uint8Array | undefined)[] = new Array(gltf.images.length).fill(undefined);
  for (let index = 0; index < gltf.images.length; index++) {
    const uri = gltf.images[index]!.uri;
    if (uri === undefined || isDataUri(uri)) continue;
    const result = await readExternal(uri, baseDir, request.assetFolder, budget);
    if (result.ok) images[index] = result.data;
    imageRecords.push(
      result.ok
        ? { kind: 'image', index, uri, identity: identityOf(result.data) }
        : { kind: 'image', index, uri, unavailableReason: result.code },
    );
  }

  const resources = [...bufferRecords.filter((r): r is DependencyRecord => r !== undefined), ...imageRecords];
  const coverage = resources.every((r) => r.identity !== undefined) ? 'complete' : 'partial';
  return { buffers, images, dependencies: { coverage, resources } };
}

/** Check, locate and read one external file under the limits. */
async function readExternal(uri: string, baseDir: string, assetFolder: string, budget: Budget): Promise<ReadResult> {
  const checked = checkRelativeUri(uri);
  if (!checked.ok) return { ok: false, code: 'unsafe_uri', detail: checked.reason };
  const located = await locateInside(checked.segments, baseDir, assetFolder);
  if (!located.ok) {
    return located.unsafe ? { ok: false, code: 'unsafe_uri', detail: located.reason } : { ok: false, code: 'unreadable', detail: located.reason, absent: true };
  }
  let handle;
  try {
    // O_NONBLOCK: opening a FIFO without a writer would otherwise wait forever; the stat below
    // then refuses it (and devices) as not a regular file. Regular files read the same either way.
    handle = await open(located.file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { ok: false, code: 'unreadable', detail: errnoText(error), absent: true };
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return { ok: false, code: 'unreadable', detail: 'not a regular file' };
    const size = stat.size;
    if (size > budget.perResource) {
      return { ok: false, code: 'over_resource_limit', detail: `the file is ${size} bytes, over the per-resource limit of ${budget.perResource} bytes` };
    }
    if (budget.used + size > budget.total) {
      return {
        ok: false,
        code: 'over_total_limit',
        detail: `reading its ${size} bytes would exceed the total limit of ${budget.total} bytes for one load`,
      };
    }
    const data = new Uint8Array(size);
    let filled = 0;
    while (filled < size) {
      const { bytesRead } = await handle.read(data, filled, size - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    budget.used += filled;
    return { ok: true, data: filled === size ? data : data.subarray(0, filled) };
  } catch (error) {
    return { ok: false, code: 'unreadable', detail: errnoText(error), absent: true };
  } finally {
    await handle.close();
  }
}
