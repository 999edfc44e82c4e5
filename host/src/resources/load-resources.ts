/**
 * The `resources` service of one load (`LoadRequest.resources`) and the input identity: the host
 * owns where a loader may read external files from and how much, so every format follows one
 * containment policy (resource-uri.ts) and no loader reaches into another's code for it.
 *
 * - A uri must pass `checkRelativeUri` and resolve inside the asset folder, lexically and after
 *   symbolic links (`locateInside`); otherwise `unsafe_uri`.
 * - Only a regular file is read; `maxResourceBytes` is checked with fstat before reading, and
 *   `maxTotalBytes` counts the primary file plus every resource read in this load.
 * - A file that cannot be opened or read is `unreadable` with `absent`; a refusal by a rule is not
 *   absent. Details never contain a host path.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { LoadLimits, LoadResources, ResourceRead } from '../plugin-api/loader.js';
import type { InputIdentity } from '../model/source-document.js';
import { checkRelativeUri, errnoText, locateInside } from './resource-uri.js';

export function identityOf(bytes: Uint8Array): InputIdentity {
  return { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.byteLength };
}

/** The resources of the load of `absolutePath`, whose own `primaryBytes` already count toward the total. */
export function createLoadResources(absolutePath: string, primaryBytes: number, limits: LoadLimits): LoadResources {
  const folder = path.dirname(path.resolve(absolutePath));
  let used = primaryBytes;
  return {
    async read(uri: string): Promise<ResourceRead> {
      const checked = checkRelativeUri(uri);
      if (!checked.ok) return { ok: false, code: 'unsafe_uri', detail: checked.reason };
      const located = await locateInside(checked.segments, folder, folder);
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
        if (size > limits.maxResourceBytes) {
          return { ok: false, code: 'over_resource_limit', detail: `the file is ${size} bytes, over the per-resource limit of ${limits.maxResourceBytes} bytes` };
        }
        if (used + size > limits.maxTotalBytes) {
          return {
            ok: false,
            code: 'over_total_limit',
            detail: `reading its ${size} bytes would exceed the total limit of ${limits.maxTotalBytes} bytes for one load`,
          };
        }
        const data = new Uint8Array(size);
        let filled = 0;
        while (filled < size) {
          const { bytesRead } = await handle.read(data, filled, size - filled, filled);
          if (bytesRead === 0) break;
          filled += bytesRead;
        }
        used += filled;
        const read = filled === size ? data : data.subarray(0, filled);
        return { ok: true, data: read, identity: identityOf(read) };
      } catch (error) {
        return { ok: false, code: 'unreadable', detail: errnoText(error), absent: true };
      } finally {
        await handle.close();
      }
    },
  };
}
