import type { LoadLimits } from '../plugin-api/loader.js';

const GiB = 1024 * 1024 * 1024;

/**
 * Byte caps applied before parsing: 1 GiB per primary source (the spec's producer bound), the same
 * for each external resource, and 2 GiB for one load in total.
 */
export const DEFAULT_LIMITS: LoadLimits = Object.freeze({
  maxPrimaryBytes: GiB,
  maxResourceBytes: GiB,
  maxTotalBytes: 2 * GiB,
});

/**
 * Largest pose grid one clip may need, in bone-samples (frames x bones): about 0.6 GiB of positions,
 * rotations and local TRS at the limit.
 */
export const MAX_GRID_BONE_FRAMES = 1 << 23;
