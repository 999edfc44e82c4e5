/**
 * The glTF addressability documents as the strict readers return them (V1 and V2). The producer
 * is the Bevy plugin (`plugins/bevy/src/addressability`); these are the
 * reader's view of the same wire shapes.
 */
export interface Identity {
  sha256: string;
  bytes: number;
}

export interface Coverage {
  state: 'complete' | 'partial';
  limit: number;
  observed: number;
  retained: number;
}

export type Name = { state: 'observed'; value: string } | { state: 'absent' } | { state: 'unavailable'; reason: 'text_bound_exceeded' };

export type ChannelTarget =
  | { kind: 'node'; node: number; path: 'translation' | 'rotation' | 'scale' | 'weights' }
  | { kind: 'pointer'; pointer: string }
  | { kind: 'unsupported'; path: string; node: number | null };

export interface Channel {
  source_index: number;
  sampler: number;
  target: ChannelTarget;
  interpolation: string | null;
  key_count: number;
}

export interface Animation {
  source_index: number;
  name: Name;
  normalized_clip_index: number | null;
  channels: { coverage: Coverage; rows: Channel[] };
}

export interface DependencyClosure {
  identity: Identity;
  coverage: 'complete' | 'partial';
  resources: { kind: string; index: number; uri: string; identity: Identity | null; unavailable_reason: string | null }[];
}

export interface AnimationInventory {
  identity: Identity;
  source_format: 'gltf' | 'glb';
  primary_input: Identity;
  dependency_closure: DependencyClosure;
  animations: { coverage: Coverage; rows: Animation[] };
}

export type JsonRecord = Record<string, unknown>;

export interface GltfAnimationAddressabilityV1 {
  schema_version: 1;
  schema: 'urn:animsmith:schema:gltf-animation-addressability:1';
  tool: JsonRecord;
  command: 'generate-addressability';
  input: Identity;
  inventory: AnimationInventory;
  bevy: { prediction_provenance: JsonRecord; check: JsonRecord } | null;
}

export interface Domain<T> {
  coverage: Coverage;
  rows: T[];
}

export interface SourceStructure {
  identity: Identity;
  scenes: Domain<{ source_index: number; name: Name; root_nodes: number[] }>;
  default_scene: { state: 'declared'; scene: number } | { state: 'absent' };
  nodes: Domain<{ source_index: number; name: Name; parent: number | null; children: number[]; mesh: number | null; skin: number | null }>;
  skins: Domain<{ source_index: number; name: Name; joints: number[]; skeleton: number | null; inverse_bind_matrices: number | null }>;
  attachments: Domain<{ node: number; skin: number }>;
  path_candidates: Domain<{ node: number; scene: number; nodes: number[] }>;
  references: { state: 'complete' | 'partial'; limit: number; retained: number };
}

export interface RequiredUnavailable {
  state: 'required_unavailable';
  reasons: string[];
}

export type NamedMap = { state: 'available'; entries: { name: string; winner: number; shadowed: number[] }[] } | RequiredUnavailable;

export interface TargetRow {
  node: number;
  contributions: { animation: number; channel: number }[];
  path: { state: 'available'; scene: number; root: number; segments: string[] } | RequiredUnavailable;
  target_id: { state: 'available'; pointer_width: 32 | 64; id: string } | RequiredUnavailable;
}

export interface BevyProjection {
  settings: { bevy_animation_feature: boolean | null; load_animations: boolean | null; pointer_width: 32 | 64 | null };
  scene_labels: { source_index: number; label: string }[];
  default_scene: { state: 'route'; scene: number; label: string } | { state: 'absent' } | RequiredUnavailable;
  skins:
    | {
        state: 'available';
        rows: { source_index: number; label: string; materialized: boolean; inverse_bind_label: string; inverse_bind_source: 'accessor' | 'identity_fallback' }[];
      }
    | RequiredUnavailable;
  named_maps: { scenes: NamedMap; animations: NamedMap; skins: NamedMap };
  targets: TargetRow[];
  target_coverage: { state: 'complete'; targets: number } | RequiredUnavailable;
  text_bytes: number;
}

export interface GltfAddressabilityV2 {
  schema_version: 2;
  schema: 'urn:animsmith:schema:gltf-addressability:2';
  tool: JsonRecord;
  command: 'generate-addressability';
  input: Identity;
  animation_inventory: AnimationInventory;
  structure: SourceStructure;
  bevy: { pins: JsonRecord; prediction_provenance: JsonRecord; check: JsonRecord; projection: BevyProjection };
}
