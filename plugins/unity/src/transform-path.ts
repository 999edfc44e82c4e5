/**
 * Which node of the provenance's raw FBX transform-path inventory (V6) an exact path names. The
 * engine-root-motion rule and the revision-2 import advice both read `root_motion_source` through
 * this one function, so lint and advice can never disagree about whether the node exists.
 */
import { provenanceSection, type PredictionProvenance } from '@animsmith/cli/plugin';

export type TransformPathMatch =
  | { readonly node: number }
  | { readonly reason: 'raw_source_incomplete' | 'source_selector_no_match' | 'source_selector_ambiguous' };

export function matchTransformPath(provenance: PredictionProvenance, path: string): TransformPathMatch {
  const inventory = provenanceSection(provenance, 'transform_paths');
  if (!inventory || inventory.state === 'unavailable') return { reason: 'raw_source_incomplete' };
  const matches = inventory.rows.filter((row) => row.path === path);
  if (matches.length > 1) return { reason: 'source_selector_ambiguous' };
  if (matches.length === 0) return { reason: inventory.state === 'complete' ? 'source_selector_no_match' : 'raw_source_incomplete' };
  // One match in a cut prefix is not proven unique: a row past the prefix may share the path.
  if (inventory.coverage.state !== 'complete') return { reason: 'raw_source_incomplete' };
  return { node: matches[0]!.node };
}
