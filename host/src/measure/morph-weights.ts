/**
 * A clip's morph-weight channels (glTF `weights` targets), which are not bone tracks: a
 * morph-only clip has no bone grid, so these say what it holds.
 */
import type { Clip } from '../model/anim-document.js';
import type { SourceDocument } from '../model/source-document.js';

export interface MorphWeightFacts {
  morph_weight_channel_count?: number;
  morph_weight_key_count?: number;
}

/** Channel count and longest key count of the clip's morph-weight channels; empty without one. */
export function measureMorphWeights(source: SourceDocument, clip: Clip): MorphWeightFacts {
  const channels = (source.animations.find((a) => a.index === clip.index)?.channels ?? []).filter(
    (c) => c.target.kind === 'node' && c.target.path === 'weights',
  );
  if (channels.length === 0) return {};
  return {
    morph_weight_channel_count: channels.length,
    morph_weight_key_count: channels.reduce((max, c) => Math.max(max, c.keyCount), 0),
  };
}
