/**
 * The FBX node tree both readers produce: binary and ASCII files become the same shape, so every
 * layer above (objects, connections, properties, the evaluator) is format-blind.
 *
 * FBX object ids are 64-bit: `L` values stay `bigint` so ids are lossless.
 */

export type FbxArrayType = 'b' | 'i' | 'l' | 'f' | 'd';

/**
 * A one-byte `C` property. Binary files use the type for booleans (`Shading: T` as a non-zero
 * byte) and for single letters (FBX 6 take key flags `U`, `s`, `n`…, extrapolation `Type: R`):
 * `value` is the boolean reading, `code` the raw byte the binary reader keeps so letters survive.
 * `code` is optional so trees built in code may give a plain boolean.
 */
export interface FbxCharProperty {
  readonly type: 'C';
  readonly value: boolean;
  readonly code?: number;
}

export type FbxProperty =
  | FbxCharProperty
  | { readonly type: 'Y' | 'I'; readonly value: number }
  /** One-byte unsigned numbers (0–255) a few binary writers use; ASCII files spell them as integers. */
  | { readonly type: 'B' | 'Z'; readonly value: number }
  | { readonly type: 'F' | 'D'; readonly value: number }
  | { readonly type: 'L'; readonly value: bigint }
  | { readonly type: 'S'; readonly value: string }
  | { readonly type: 'R'; readonly value: Uint8Array }
  | { readonly type: 'b'; readonly value: Uint8Array }
  | { readonly type: 'i'; readonly value: Int32Array }
  | { readonly type: 'l'; readonly value: BigInt64Array }
  | { readonly type: 'f'; readonly value: Float32Array }
  | { readonly type: 'd'; readonly value: Float64Array };

export interface FbxNode {
  readonly name: string;
  readonly properties: readonly FbxProperty[];
  readonly children: readonly FbxNode[];
  /** Where the node starts: byte offset (binary) or 1-based line (ASCII), for messages. */
  readonly at: number;
}

export interface FbxFile {
  readonly encoding: 'binary' | 'ascii';
  /** FBX version as an integer, e.g. 7400 or 6100. */
  readonly version: number;
  readonly nodes: readonly FbxNode[];
}

/** Bounds every read honours, checked before allocation. */
export interface FbxReadLimits {
  readonly maxNodes: number;
  readonly maxDepth: number;
  /** Largest element count of one array property, checked before inflating. */
  readonly maxArrayElements: number;
  /** Largest decoded size of one array property in bytes. */
  readonly maxArrayBytes: number;
  /**
   * Budget for the whole read: the decoded bytes of every zlib array inflated, summed. Arrays
   * inflate lazily (when a reader first asks for their values), and one that would pass the
   * budget is refused before it inflates.
   */
  readonly maxInflatedBytes: number;
  readonly maxStringBytes: number;
}

/**
 * Total decoded bytes of zlib-compressed arrays one FBX load may inflate (256 MiB: 32 Mi doubles,
 * far above the geometry and curves of a real asset, and small enough that a file of declared
 * gigabyte arrays stays under 1 GiB of memory).
 */
export const MAX_FBX_INFLATED_BYTES = 256 * 1024 * 1024;

export const DEFAULT_FBX_LIMITS: FbxReadLimits = Object.freeze({
  maxNodes: 5_000_000,
  maxDepth: 64,
  maxArrayElements: 256 * 1024 * 1024,
  maxArrayBytes: 1024 * 1024 * 1024,
  maxInflatedBytes: MAX_FBX_INFLATED_BYTES,
  maxStringBytes: 16 * 1024 * 1024,
});

/**
 * A file the reader cannot read. `where` is `byte <offset>` (binary) or `line <n>` (ASCII); the
 * message is one line and never contains a host path.
 */
export class FbxReadError extends Error {
  override readonly name = 'FbxReadError';
  constructor(
    readonly where: string,
    reason: string,
  ) {
    super(`${where}: ${reason}`);
  }
}
