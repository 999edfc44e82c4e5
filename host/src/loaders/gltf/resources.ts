/**
 * Resolve the bytes of buffers and the identity of external files (the dependency closure).
 *
 * - A buffer uri that is unsafe (`resources/resource-uri.ts`) is refused whether needed or not
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
 * - External files are read through the request's `resources` service, which owns the
 *   containment rules and the per-resource and total byte limits (host `resources/`).
 */
import type { LoadRequest } from '../../plugin-api/loader.js';
import type { DependencyClosure, DependencyRecord } from '../../model/source-document.js';
import { decodeBufferDataUri, isDataUri } from '../../resources/resource-uri.js';
import { fail, showUri } from './errors.js';
import type { RawGltf } from './raw-json.js';

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

export async function resolveResources(gltf: RawGltf, needed: ReadonlySet<number>, ctx: ResourceContext): Promise<ResolvedResources> {
  const files = ctx.request.resources;
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
      const result = await files.read(uri);
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
      bufferRecords[index] = { kind: 'buffer', index, uri, identity: result.identity };
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
    const result = await files.read(uri);
    if (result.ok) images[index] = result.data;
    imageRecords.push(
      result.ok
        ? { kind: 'image', index, uri, identity: result.identity }
        : { kind: 'image', index, uri, unavailableReason: result.code },
    );
  }

  const resources = [...bufferRecords.filter((r): r is DependencyRecord => r !== undefined), ...imageRecords];
  const coverage = resources.every((r) => r.identity !== undefined) ? 'complete' : 'partial';
  return { buffers, images, dependencies: { coverage, resources } };
}
