/**
 * engine-root-motion (Unity 6000.3 Generic, revision 2): for each declared clip and axis, does the
 * importer route root motion the way the project's movement owner needs?
 *
 * The owner comes from `[clips] movement_owner_xz | _y | _yaw`; the routing from the clip's
 * `root_position_xz | root_position_y | root_rotation` setting: `bake` keeps the motion in the
 * pose (baked_into_pose), `extract` stores it as root motion (stored_as_root_motion). Gameplay
 * ownership needs baked_into_pose, animation ownership stored_as_root_motion; a mismatch is an
 * error finding bound to that clip/axis facet.
 *
 * The routing only means something for the node Unity extracts from: `root_motion_source` must
 * name exactly one row of the provenance's raw FBX transform-path inventory (V6), and that node
 * must be the resolved Root role. A missing Root never falls back to Hips here: it is
 * `unity:root_role_unresolved` (the intent is declared; the rig lacks the role). The axis must also
 * have measured root evidence (translation for xz/y, yaw for yaw) of the Root itself. When any of
 * this is missing, the facet is required-unavailable with the reason, not a guess.
 *
 * The owners are read from the provenance's normalised movement-intent section, so every facet's
 * intent is a raw-source reference the host checks against the record. That section keeps a
 * bounded prefix plus an overflow witness: an overflowed intent scan is one atomic, subjectless
 * `movement_intent` unavailable facet (an unmapped tail may hold owners the prefix does not show);
 * only a complete scan with no owner leaves the rule not applicable.
 */
import {
  definePredictionRule,
  type BasisReference,
  type MovementIntentRecord,
  type MovementOwner,
  type PredictionContext,
  provenanceSection,
} from '@animsmith/cli/plugin';
import { AXIS_SETTINGS } from '../settings.js';
import { SOURCES } from '../sources.js';
import { matchTransformPath } from '../transform-path.js';

export const SCOPE = 'root_motion_axis';
export const SCOPE_INTENT = 'movement_intent';
/** The project resolves no Root role: the source node cannot be checked against it (no Hips fallback). */
export const ROOT_ROLE_UNRESOLVED = 'unity:root_role_unresolved';
const AXES = ['xz', 'y', 'yaw'] as const;
type Axis = (typeof AXES)[number];

const OWNER_FIELD = { xz: 'movement_owner_xz', y: 'movement_owner_y', yaw: 'movement_owner_yaw' } as const;

/** The routing each owner needs. */
const NEEDED: Record<MovementOwner, 'baked_into_pose' | 'stored_as_root_motion'> = { gameplay: 'baked_into_pose', animation: 'stored_as_root_motion' };

function pointerSegment(text: string): string {
  return text.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Why the Root source cannot be established, or the basis that establishes it. */
function rootSource(context: PredictionContext): { reasons: string[] } | { basis: BasisReference[] } {
  const setting = context.provenance.settings.document.find((s) => s.id === 'root_motion_source');
  const path = typeof setting?.value === 'string' ? setting.value : undefined;
  if (path === undefined) return { reasons: ['project_intent_unavailable'] };
  const match = matchTransformPath(context.provenance, path);
  if ('reason' in match) return { reasons: [match.reason] };
  const rootBone = context.rig.roles.root;
  if (rootBone === undefined) return { reasons: [ROOT_ROLE_UNRESOLVED] };
  if (context.document.bones[rootBone]?.sourceNode !== match.node) return { reasons: ['source_selector_no_match'] };
  return {
    basis: [
      { kind: 'profile_fact', fact_id: 'root_motion_addressability' },
      { kind: 'primary_source', source_id: SOURCES.motionNodeName.id },
      { kind: 'resolved_setting', location: { scope: 'document' }, setting_id: 'root_motion_source', value: path },
      { kind: 'raw_source', domain: 'transform_paths', key: `node:${match.node}`, field: 'path', value: path },
    ],
  };
}

type IntentRow = MovementIntentRecord['rows'][number];

function owners(row: IntentRow): [Axis, MovementOwner][] {
  return AXES.flatMap((axis) => {
    const owner = row[OWNER_FIELD[axis]];
    return owner === null ? [] : [[axis, owner] as [Axis, MovementOwner]];
  });
}

export default definePredictionRule({
  meta: {
    docs: { description: 'Predicts whether Unity routes each declared root-motion axis the way its movement owner needs.' },
    defaultSeverity: 'error',
    messages: {
      conflict:
        "clip '{{clip}}' {{axis}}: movement is owned by {{owner}}, which needs {{needed}}, but {{setting}} = {{value}} routes it as {{routing}}",
    },
    scopes: [SCOPE, SCOPE_INTENT],
  },
  applies({ provenance }) {
    const intent = provenanceSection(provenance, 'movement_intent');
    return !intent || intent.coverage.state !== 'complete' || intent.rows.some((row) => owners(row).length > 0);
  },
  predict(context) {
    const intent = provenanceSection(context.provenance, 'movement_intent');
    if (!intent || intent.coverage.state !== 'complete') {
      context.unavailable({ code: SCOPE_INTENT }, ['project_intent_unavailable']);
      return;
    }
    const root = rootSource(context);
    for (const row of intent.rows) {
      const clip = context.document.clips[row.clip_index];
      const settingsRow = context.provenance.settings.clips.find((r) => r.clip_index === row.clip_index && r.clip_name === row.clip_name);
      for (const [axis, owner] of owners(row)) {
        const scope = { code: SCOPE, subject: `${axis}:${row.clip_name}` };
        const intentRef: BasisReference = { kind: 'raw_source', domain: 'movement_intent', key: `clip:${row.clip_index}`, field: OWNER_FIELD[axis], value: owner };
        // Rows carry normalized names (`walk`, `walk#1`), but Unity keys clip settings by the
        // source take name, so a name several clips share addresses none of them.
        if (clip?.sharedName !== undefined) {
          context.unavailable(scope, ['duplicate_clip_name'], [intentRef]);
          continue;
        }
        if ('reasons' in root) {
          context.unavailable(scope, root.reasons, [intentRef]);
          continue;
        }
        const settingId = AXIS_SETTINGS[axis];
        const setting = settingsRow?.settings.find((s) => s.id === settingId);
        if (setting?.value !== 'bake' && setting?.value !== 'extract') {
          context.unavailable(scope, ['project_intent_unavailable'], [intentRef, ...root.basis]);
          continue;
        }
        const trajectory = clip?.name === row.clip_name ? context.clipMeasurements(clip.name)?.root_trajectory : undefined;
        const field = axis === 'yaw' ? 'yaw_availability' : 'translation_availability';
        if (trajectory?.source_role !== 'root' || trajectory[field] !== 'measured') {
          context.unavailable(scope, ['measurement_unavailable'], [intentRef, ...root.basis]);
          continue;
        }
        const routing = setting.value === 'bake' ? 'baked_into_pose' : 'stored_as_root_motion';
        const consistent = NEEDED[owner] === routing;
        context.available(
          scope,
          [
            intentRef,
            ...root.basis,
            { kind: 'resolved_setting', location: { scope: 'clip', clip_index: row.clip_index, clip_name: row.clip_name }, setting_id: settingId, value: setting.value },
            { kind: 'measurement', schema: 'urn:animsmith:schema:measurements:18', pointer: `/clips/${pointerSegment(row.clip_name)}/root_trajectory/${field}`, value: 'measured' },
          ],
          { kind: 'root_motion_routing', axis, owner, setting_id: settingId, setting_value: setting.value, routing, consistent },
        );
        if (!consistent) {
          context.report({
            messageId: 'conflict',
            data: { clip: row.clip_name, axis, owner, needed: NEEDED[owner], setting: settingId, value: setting.value, routing },
            clip: row.clip_name,
            expected: NEEDED[owner],
            measured: routing,
            prediction_scope: scope,
          });
        }
      }
    }
  },
});
