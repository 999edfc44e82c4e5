/** Runs the Spine loader on a skeleton given as a value, JSON text or bytes, as the engine would. */
import { expect } from 'chai';
import { AssetLoadError, type LoadedAsset, type LoadRequest } from '@animsmith/cli/plugin';
import { createLoadRequest } from '@animsmith/cli/testing';
import { loadSpine } from '../src/loader/index.js';

export function spineRequest(bytes: Uint8Array): LoadRequest {
  const limits = { maxPrimaryBytes: 1 << 30, maxResourceBytes: 1 << 30, maxTotalBytes: 1 << 30 };
  return createLoadRequest({ displayPath: 'x.json', absolutePath: '/x.json', bytes, limits });
}

export function loadSkeleton(skeleton: unknown): LoadedAsset {
  const bytes = skeleton instanceof Uint8Array ? skeleton : Buffer.from(typeof skeleton === 'string' ? skeleton : JSON.stringify(skeleton));
  const loaded = loadSpine(spineRequest(bytes));
  if (loaded === undefined) throw new Error('declined');
  return loaded;
}

/** The loader's one-line refusal of `skeleton` (fails the test when it loads or throws otherwise). */
export function refusal(skeleton: unknown): string {
  try {
    loadSkeleton(skeleton);
  } catch (error) {
    expect(error).to.be.instanceOf(AssetLoadError);
    expect((error as Error).message).to.not.include('\n');
    return (error as Error).message;
  }
  throw new Error('accepted');
}
