/**
 * The raw animation/channel inventory engine-track-support judges: the provenance's V5 animation
 * inventory, whose animation coverage and per-animation channel coverages are independent. Either
 * being partial (or the section missing, or an incomplete same-load closure) means the inventory
 * cannot stand for the whole file, and the reasons say which.
 */
import { provenanceSection, type InventoryAnimationRow, type PredictionProvenance } from '@animsmith/cli/plugin';

export interface TrackInventory {
  readonly rows: readonly InventoryAnimationRow[];
  /** Why the inventory is partial or unavailable; empty when it is complete. */
  readonly reasons: readonly string[];
}

export function buildTrackInventory(provenance: PredictionProvenance): TrackInventory {
  const inventory = provenanceSection(provenance, 'animation_inventory');
  const reasons: string[] = [];
  if (!inventory || inventory.coverage.state !== 'complete') reasons.push('raw_source_incomplete');
  const rows = inventory?.rows ?? [];
  if (rows.some((row) => row.channel_coverage.state !== 'complete')) reasons.push('bevy:channel_coverage_incomplete');
  if (provenance.dependency_closure.coverage !== 'complete') reasons.push('dependency_closure_incomplete');
  return { rows, reasons };
}
