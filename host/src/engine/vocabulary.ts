/**
 * The built-in gap and scope vocabulary: each code's meaning and the built-in checks allowed to
 * emit it. The engine refuses a built-in code from any other emitter; plugin checks use codes in
 * their own namespace. Tests derive the documented inventory from these declarations.
 */

export interface CodeDeclaration {
  readonly meaning: string;
  /** Built-in check ids allowed to emit (or complete) this code. */
  readonly emitters: readonly string[];
}

const LOOP_CHECKS = ['loop-closure', 'loop-seam', 'loop-seam-vel', 'loop-seam-rot', 'duplicate-loop-endpoint'];
const ROLE_CHECKS = ['loop-seam', 'root-motion-speed', 'gait-group', 'time-complement', 'in-place', 'foot-slide'];
const GROUP_CHECKS = ['gait-group', 'sync-group', 'time-complement'];
/** Checks that read key data directly and must say when some of it could not be read. */
const KEY_DATA_CHECKS = [
  'nan', 'time-monotonic', 'quat-norm', 'quat-flip', 'scale-keys', 'non-uniform-scale', 'constant-nonunit-scale', 'constant-track',
  'bind-pose', 'duration-sanity', 'missing-bones', 'frozen-bone',
];

export const BUILTIN_GAP_CODES: Readonly<Record<string, CodeDeclaration>> = Object.freeze({
  roles_unresolved: { meaning: 'the rig roles the check needs (root, hips, feet) could not be resolved', emitters: ROLE_CHECKS },
  measurement_unavailable: {
    meaning: 'the measurement the check judges could not be derived for this subject',
    emitters: [...LOOP_CHECKS, 'rest-world-scale', 'root-motion-speed', 'gait-group', 'sync-group', 'time-complement', 'in-place', 'foot-slide'],
  },
  skeleton_unavailable: { meaning: 'the document exposes no skeleton to check', emitters: ['required-bones'] },
  node_selector_no_match: { meaning: 'a runtime-node selector matched no source node', emitters: ['rest-world-scale'] },
  node_selector_ambiguous: { meaning: 'a runtime-node selector matched more than one source node', emitters: ['rest-world-scale'] },
  insufficient_measurable_members: { meaning: 'fewer than two group members could be measured', emitters: GROUP_CHECKS },
  members_not_evaluated: { meaning: 'some declared group members are missing or unmeasurable', emitters: GROUP_CHECKS },
  invalid_declared_fps: { meaning: 'the declared fps is not a positive finite number', emitters: ['fps'] },
  sync_frame_grid_unavailable: { meaning: 'a sync-group member has no usable frame grid', emitters: ['sync-group'] },
  insufficient_rotation_evidence: { meaning: 'fewer than three rotation tracks with usable first keys and rest rotations', emitters: ['bind-pose'] },
  track_payload_unavailable: { meaning: 'key data the check needs could not be read (its buffer is unavailable, or its clip was too long to sample), so that part was not judged', emitters: [...KEY_DATA_CHECKS, 'fps'] },
});

export const BUILTIN_SCOPE_CODES: Readonly<Record<string, CodeDeclaration>> = Object.freeze({
  loop_closure: { meaning: 'a declared loop clip judged for C0 closure', emitters: ['loop-closure'] },
  duplicate_loop_endpoint: { meaning: 'a declared loop clip judged for a duplicated endpoint', emitters: ['duplicate-loop-endpoint'] },
  member_existence: { meaning: 'a group member looked up in the document', emitters: GROUP_CHECKS },
  phase_measurement: { meaning: 'a gait-group member whose phase was measured', emitters: ['gait-group', 'time-complement'] },
  phase_coherence: { meaning: 'a gait group judged for phase spread', emitters: ['gait-group'] },
  sync_member_measurement: { meaning: 'a sync-group member measured for timing', emitters: ['sync-group', 'time-complement'] },
  sync_compatibility: { meaning: 'a sync group judged for timing compatibility', emitters: ['sync-group', 'time-complement'] },
  loop_seam: { meaning: 'a declared loop clip judged for the foot seam ratio', emitters: ['loop-seam'] },
  loop_seam_velocity: { meaning: 'a declared loop clip judged for seam velocity', emitters: ['loop-seam-vel'] },
  loop_seam_rotation: { meaning: 'a declared loop clip judged for seam angular velocity', emitters: ['loop-seam-rot'] },
  required_bone_presence: { meaning: 'a required bone looked up in the skeleton', emitters: ['required-bones'] },
  selected_node_rest_scale: { meaning: 'a runtime node judged for its rest-world scale', emitters: ['rest-world-scale'] },
  root_motion_speed: { meaning: 'a clip judged against its declared speed', emitters: ['root-motion-speed'] },
  travel_mode: { meaning: 'a clip judged against its declared movement owner', emitters: ['in-place'] },
  foot_stance: { meaning: 'a clip judged for foot sliding', emitters: ['foot-slide'] },
  left_foot_stance: { meaning: 'the left foot judged for sliding', emitters: ['foot-slide'] },
  right_foot_stance: { meaning: 'the right foot judged for sliding', emitters: ['foot-slide'] },
  frame_grid: { meaning: 'a clip judged against its declared fps', emitters: ['fps'] },
  first_frame_rest_delta: { meaning: 'a clip judged for its first-frame distance from the rest pose', emitters: ['bind-pose'] },
  clip_tracks: { meaning: 'the tracks of one clip judged by a key-data check (recorded only when some key data is unreadable)', emitters: KEY_DATA_CHECKS },
  animation_asset_label: { meaning: 'an engine animation label predicted for a source animation', emitters: ['engine-addressability'] },
  animation_asset_label_inventory: { meaning: 'the source animation inventory for engine labels', emitters: ['engine-addressability'] },
});

/** Why a built-in check may not use `code` (undefined when it may). */
export function builtinCodeRefusal(kind: 'gap' | 'scope', code: string, checkId: string): string | undefined {
  const table = kind === 'gap' ? BUILTIN_GAP_CODES : BUILTIN_SCOPE_CODES;
  const declaration = Object.prototype.hasOwnProperty.call(table, code) ? table[code] : undefined;
  if (!declaration) return `'${code}' is not a built-in ${kind} code`;
  if (!declaration.emitters.includes(checkId)) return `built-in ${kind} code '${code}' is not declared for '${checkId}'`;
  return undefined;
}
