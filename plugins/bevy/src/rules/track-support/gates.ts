/**
 * The two gates between a glTF animation and a Bevy AnimationClip: the `bevy_animation` cargo
 * feature compiled into the application, then the loader's `load_animations` setting. The
 * compiled feature decides first: without it the loader has no animation code, whatever the
 * setting says.
 */
import type { BasisReference, PredictionProvenance } from '@animsmith/cli/plugin';

export const FEATURE_SETTING = 'bevy_animation_feature';
export const LOAD_SETTING = 'load_animations';

export type GateId = typeof FEATURE_SETTING | typeof LOAD_SETTING;

export type GateOutcome =
  /** A gate is closed: every animation and channel row is dropped. */
  | { readonly state: 'closed'; readonly gate: GateId; readonly basis: readonly BasisReference[] }
  /** Both gates open: loading is allowed, which says nothing about runtime survival. */
  | { readonly state: 'open'; readonly basis: readonly BasisReference[] }
  /** A gate setting is missing from the resolved settings or is not a boolean. */
  | { readonly state: 'unresolved'; readonly basis: readonly BasisReference[] };

interface GateSetting {
  readonly open: boolean;
  readonly ref: BasisReference;
}

function gateSetting(provenance: PredictionProvenance, id: GateId): GateSetting | undefined {
  const row = provenance.settings.document.find((s) => s.id === id);
  if (row === undefined || typeof row.value !== 'boolean') return undefined;
  return { open: row.value, ref: { kind: 'resolved_setting', location: { scope: 'document' }, setting_id: id, value: row.value } };
}

export function evaluateGates(provenance: PredictionProvenance): GateOutcome {
  const feature = gateSetting(provenance, FEATURE_SETTING);
  if (feature === undefined) return { state: 'unresolved', basis: [] };
  if (!feature.open) return { state: 'closed', gate: FEATURE_SETTING, basis: [feature.ref] };
  const load = gateSetting(provenance, LOAD_SETTING);
  if (load === undefined) return { state: 'unresolved', basis: [feature.ref] };
  if (!load.open) return { state: 'closed', gate: LOAD_SETTING, basis: [feature.ref, load.ref] };
  return { state: 'open', basis: [feature.ref, load.ref] };
}
