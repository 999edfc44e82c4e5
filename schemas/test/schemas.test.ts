import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import TOML from '@iarna/toml';
import {
  CONFIG_SCHEMA_ID,
  MEASUREMENTS_SCHEMA_ID,
  OUTPUT_SCHEMA_ID,
  SchemaValidationError,
  allSchemas,
  configSchema,
  createStrictValidator,
  formatAjvError,
  measurementsSchema,
  outputSchema,
  readOutputDocument,
  validateConfig,
  validateMeasurements,
} from '../src/index.js';

type Json = any;

const SHA = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

function measurements(): Json {
  return {
    schema_version: 18,
    schema: MEASUREMENTS_SCHEMA_ID,
    clips: {
      walk: {
        duration_s: 1,
        frame_count: 33,
        animated_bones: ['foot_l', 'foot_r'],
        bone_channels: [
          { bone_index: 1, bone_name: 'foot_l', properties: ['translation'] },
          { bone_index: 2, bone_name: 'foot_r', properties: ['translation', 'rotation'] },
        ],
        bone_rotation_range_deg: { foot_r: 12.5 },
        loop_continuity_availability: 'measured',
        loop_continuity: {
          bones: [
            {
              bone_index: 1,
              bone_name: 'foot_l',
              availability: 'measured',
              position_delta_m: 0,
              rotation_delta_deg: 0,
              seam_velocity_delta_mps: 0.01,
              seam_angular_velocity_delta_degps: 0,
            },
            { bone_index: 2, bone_name: 'foot_r', availability: 'unavailable' },
          ],
        },
        loop_endpoint_mode_availability: 'measured',
        loop_endpoint_mode: 'duplicate_endpoint',
        frame_grid_availability: 'not_applicable',
        loop_seam_ratio_availability: 'measured',
        loop_seam_ratio: 1.02,
        gait_availability: 'measured',
        gait: { lr_amplitude_m: 0.1, phase_availability: 'measured', phase: 0.25 },
        root_trajectory_availability: 'measured',
        root_trajectory: {
          bone_index: 0,
          bone_name: 'pelvis',
          source_role: 'hips_fallback',
          translation_availability: 'measured',
          translation: {
            horizontal_displacement_x_m: 0,
            horizontal_displacement_z_m: -1.2,
            horizontal_travel_m: 1.2,
            vertical_displacement_m: 0,
            vertical_min_displacement_m: -0.02,
            vertical_max_displacement_m: 0.03,
          },
          yaw_availability: 'unavailable',
        },
        speed_mps_availability: 'measured',
        speed_mps: 1.2,
      },
      idle: {
        duration_s: 2,
        frame_count: 2,
        animated_bones: [],
        bone_channels: [],
        bone_rotation_range_deg: {},
        loop_continuity_availability: 'unavailable',
        loop_endpoint_mode_availability: 'not_applicable',
        frame_grid_availability: 'measured',
        frame_grid: { fps: 30, frame_intervals: 60 },
        loop_seam_ratio_availability: 'not_applicable',
        gait_availability: 'not_applicable',
        root_trajectory_availability: 'not_applicable',
        speed_mps_availability: 'unavailable',
      },
    },
    scenes: [{ scene_index: 0, name: 'Scene', root_node_indices: [0], instance_count: 1 }],
    default_scene_index: 0,
    skeleton_source_coverage: 'complete',
    skeleton_nodes: [
      {
        node_index: 0,
        name: 'pelvis',
        scene_root_indices: [0],
        local_rest: { kind: 'trs', translation_parent_space_m: [0, 1, 0], rotation_xyzw: [0, 0, 0, 1], scale: [1, 1, 1] },
        rest_world_matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1],
        rest_world_translation_m: [0, 1, 0],
        rest_world_linear: {
          classification: 'unit_orthonormal',
          axis_lengths: [1, 1, 1],
          determinant: 1,
          orientation_sign: 1,
          rotation_xyzw: [0, 0, 0, 1],
          uniform_scale: 1,
        },
      },
      {
        node_index: 1,
        name: 'foot_l',
        parent_node_index: 0,
        scene_root_indices: [0],
        local_rest: { kind: 'matrix', matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0.1, -1, 0, 1] },
        rest_world_linear: { classification: 'unit_orthonormal' },
      },
      {
        node_index: 2,
        parent_node_index: 0,
        scene_root_indices: [0],
        local_rest: { kind: 'unavailable', reason: 'non_finite_trs' },
        rest_world_linear: { classification: 'non_finite' },
        rest_world_unavailable_reason: 'non_finite_local_rest',
      },
    ],
    material_resource_coverage: 'complete',
  };
}

function header(command: 'measure' | 'lint'): Json {
  return {
    schema_version: 19,
    schema: OUTPUT_SCHEMA_ID,
    tool: {
      name: 'animsmith',
      version: '0.14.0',
      source: { revision: '0123456789abcdef0123456789abcdef01234567', dirty: false },
    },
    command,
  };
}

function fileBase(): Json {
  return {
    path: 'examples/walk.glb',
    input: { sha256: SHA, bytes: 4242 },
    rig: { profile: 'ue-mannequin', resolved_roles: { hips: 'pelvis', left_foot: 'foot_l', right_foot: 'foot_r' },
      resolved_role_policies: { hips: 'exact', left_foot: 'exact', right_foot: 'ascii_case_insensitive' },
      resolution_outcome: 'coverage',
    },
    measurements: measurements(),
  };
}

function measureDoc(): Json {
  return { ...header('measure'), summary: { files: 1 }, files: [fileBase()] };
}

function lintDoc(): Json {
  return {
    ...header('lint'),
    summary: {
      files: 1,
      findings: { error: 1, warning: 1, note: 0 },
      checks: {
        total: 5,
        selection: { selected: 4, unselected: 1 },
        configuration: { enabled: 4, disabled: 1 },
        applicability: { applicable: 4, not_applicable: 1 },
        evaluation: { complete: 2, partial: 1, not_evaluated: 2 },
        gaps: 2,
      },
      prediction_facets: { available: 0, required_prediction_unavailable: 0 },
    },
    files: [
      {
        ...fileBase(),
        prediction_provenance: null,
        checks: [
          {
            check_id: 'quat-norm',
            selection: 'selected',
            configuration: 'enabled',
            applicability: 'applicable',
            evaluation: 'complete',
            findings: [
              {
                check_id: 'quat-norm',
                severity: 'error',
                message: 'rotation key is not unit length',
                clip: 'swing',
                bone: 'spine',
                time_s: 0.5,
                measured: 1.05,
                expected: 1,
              },
            ],
          },
          {
            check_id: 'sync-group',
            selection: 'selected',
            configuration: 'enabled',
            applicability: 'applicable',
            evaluation: 'partial',
            findings: [
              {
                check_id: 'sync-group',
                severity: 'warning',
                message: 'duration spread exceeds the cap',
                measured: 0.2,
                expected: 'at most 0.001',
                members: [
                  { member: 'walk', measurements: { duration_s: 1, frame_grid: 'unavailable' } },
                  { member: 'run', measurements: { duration_s: 0.8 } },
                ],
              },
            ],
            evaluated_scopes: [{ code: 'sync_compatibility', subject: 'locomotion' }],
            gaps: [
              {
                code: 'members_not_evaluated',
                message: 'member jog has no frame grid',
                scope: { code: 'sync_member_measurement', subject: 'jog' },
              },
            ],
          },
          {
            check_id: 'loop-seam',
            selection: 'selected',
            configuration: 'enabled',
            applicability: 'applicable',
            evaluation: 'not_evaluated',
            findings: [],
            gaps: [{ code: 'roles_unresolved', message: 'no hips role' }],
          },
          {
            check_id: 'constant-nonunit-scale',
            selection: 'selected',
            configuration: 'disabled',
            applicability: 'applicable',
            evaluation: 'not_evaluated',
            findings: [],
          },
          {
            check_id: 'studio/max-bones',
            selection: 'unselected',
            configuration: 'enabled',
            applicability: 'not_applicable',
            evaluation: 'complete',
            findings: [],
          },
        ],
      },
    ],
  };
}

// The unselected plugin check above is deliberately wrong (complete); fix it for the valid doc.
function validLintDoc(): Json {
  const doc = lintDoc();
  doc.files[0].checks[4].evaluation = 'not_evaluated';
  doc.summary.checks.evaluation = { complete: 1, partial: 1, not_evaluated: 3 };
  return doc;
}

function rejection(doc: Json): SchemaValidationError {
  try {
    readOutputDocument(JSON.stringify(doc));
  } catch (err) {
    expect(err).to.be.instanceOf(SchemaValidationError);
    expect((err as Error).message).to.not.include('\n');
    return err as SchemaValidationError;
  }
  expect.fail('document was accepted');
}

/** Applies `mutate` to a fresh valid document (after proving the base is valid) and returns the error. */
function rejectMutated(make: () => Json, mutate: (doc: Json) => void): SchemaValidationError {
  const base = make();
  expect(() => readOutputDocument(JSON.stringify(base))).to.not.throw();
  mutate(base);
  return rejection(base);
}

describe('@animsmith/schemas', () => {
  describe('schema files', () => {
    it('carry the URN ids the package exports', () => {
      expect(outputSchema.$id).to.equal('urn:animsmith:schema:output:19');
      expect(measurementsSchema.$id).to.equal('urn:animsmith:schema:measurements:18');
      expect(configSchema.$id).to.equal('urn:animsmith:schema:config:1');
      expect(OUTPUT_SCHEMA_ID).to.equal(outputSchema.$id);
      expect(MEASUREMENTS_SCHEMA_ID).to.equal(measurementsSchema.$id);
      expect(CONFIG_SCHEMA_ID).to.equal(configSchema.$id);
      for (const s of allSchemas) expect(s.$schema).to.equal('https://json-schema.org/draft/2020-12/schema');
    });

    it('compile in full ajv strict mode, each in a fresh instance, and pass the 2020-12 meta-schema', () => {
      const ajv = new Ajv2020({ strict: true, strictRequired: true, strictTypes: true, strictTuples: true, allErrors: true });
      for (const s of allSchemas) {
        expect(ajv.validateSchema(s), `${String(s.$id)}: ${ajv.errorsText()}`).to.equal(true);
        ajv.addSchema(s);
      }
      for (const s of allSchemas) expect(ajv.getSchema(s.$id as string)).to.be.a('function');
    });

    it('createStrictValidator has every schema registered', () => {
      const ajv = createStrictValidator();
      expect(ajv.opts.strictSchema).to.equal(true);
      expect(ajv.opts.allErrors).to.equal(true);
      for (const id of [OUTPUT_SCHEMA_ID, MEASUREMENTS_SCHEMA_ID, CONFIG_SCHEMA_ID]) expect(ajv.getSchema(id)).to.be.a('function');
    });

    it('output v19 references measurements v18 by id', () => {
      const refs: string[] = [];
      JSON.stringify(outputSchema, (k, v: unknown) => (k === '$ref' && typeof v === 'string' && !v.startsWith('#') ? (refs.push(v), v) : v));
      expect(refs).to.deep.equal([MEASUREMENTS_SCHEMA_ID, MEASUREMENTS_SCHEMA_ID]);
    });

    // Every object schema outside a conditional branch, in every registered schema, must say what
    // happens to unknown keys: closed (`additionalProperties: false`, or `unevaluatedProperties:
    // false` when it extends a `$ref`) or a map (a value schema). The allow-list holds only maps
    // another validator closes and one union closed by its branches, each with its reason.
    it('close every object in every schema', () => {
      const open = new Map([
        // Each registered check validates its own options table against its options schema.
        ['urn:animsmith:schema:config:1#/$defs/check_options', 'closed by the check options schema'],
        // Keys are setting ids of the selected profile, checked against its settings vocabulary.
        ['urn:animsmith:schema:config:1#/$defs/clip/properties/engine_settings', 'closed by the profile settings'],
        ['urn:animsmith:schema:config:1#/$defs/engine/properties/settings', 'closed by the profile settings'],
        // measure and lint summaries differ: each allOf branch closes it with its own $ref.
        ['urn:animsmith:schema:output:19#/properties/summary', 'closed per command by the allOf branches'],
      ]);
      const branchKeys = new Set(['if', 'then', 'else', 'not']);
      const offenders: string[] = [];
      const walk = (node: unknown, pointer: string, inBranch: boolean): void => {
        if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${pointer}/${i}`, inBranch));
        if (!node || typeof node !== 'object') return;
        const schema = node as Record<string, unknown>;
        const types = ([] as unknown[]).concat(schema.type ?? []);
        if (types.includes('object') && !inBranch && !open.has(pointer)) {
          const ap = schema.additionalProperties;
          const closed = schema.unevaluatedProperties === false || (ap !== undefined && ap !== true);
          if (!closed) offenders.push(pointer);
        }
        for (const [key, child] of Object.entries(schema)) {
          if (key === 'const' || key === 'enum') continue;
          walk(child, `${pointer}/${key}`, inBranch || branchKeys.has(key));
        }
      };
      expect(allSchemas.map((s) => s.$id)).to.include.members([
        'urn:animsmith:schema:gltf-animation-addressability:1',
        'urn:animsmith:schema:gltf-addressability:2',
        'urn:animsmith:schema:engine-import-advice:1',
        'urn:animsmith:schema:engine-import-advice:2',
        'urn:animsmith:schema:rigc-rig:1',
        'urn:animsmith:schema:rigc-motion:1',
        'urn:animsmith:schema:rigc-ingest-findings:1',
        'urn:animsmith:schema:rigc-ingest-findings:2',
      ]);
      for (const s of allSchemas) walk(s, `${String(s.$id)}#`, false);
      expect(offenders).to.deep.equal([]);
      // Every allow-listed spot still exists and is still open (a stale entry would hide nothing).
      const at = (pointer: string): Record<string, unknown> => {
        const [id, path] = pointer.split('#');
        let node: unknown = allSchemas.find((s) => s.$id === id);
        for (const key of path!.split('/').slice(1)) node = (node as Record<string, unknown>)[key];
        return node as Record<string, unknown>;
      };
      for (const pointer of open.keys()) expect(at(pointer).additionalProperties, pointer).to.not.equal(false);
    });

    it('every file in schemas/json is registered', () => {
      const files = readdirSync(new URL('../json/', import.meta.url)).filter((f) => f.endsWith('.schema.json'));
      const ids = files.map((f) => (JSON.parse(readFileSync(new URL(`../json/${f}`, import.meta.url), 'utf8')) as { $id: string }).$id);
      expect(allSchemas.map((s) => s.$id).sort()).to.deep.equal(ids.sort());
    });
  });

  describe('formatAjvError', () => {
    it('renders one line with the JSON pointer and the allowed values', () => {
      const line = formatAjvError({
        keyword: 'enum',
        instancePath: '/files/0/checks/3/evaluation',
        schemaPath: '#/$defs/check_record/properties/evaluation/enum',
        params: { allowedValues: ['complete', 'partial', 'not_evaluated'] },
        message: 'must be equal to one of the allowed values',
      });
      expect(line).to.equal(
        '/files/0/checks/3/evaluation: must be equal to one of the allowed values (complete, partial, not_evaluated)',
      );
    });

    it('names the document root as / and escapes line breaks in pointers', () => {
      const root = formatAjvError({ keyword: 'type', instancePath: '', schemaPath: '#/type', params: { type: 'object' }, message: 'must be object' });
      expect(root).to.equal('/: must be object');
      const odd = formatAjvError({ keyword: 'type', instancePath: '/clips/a\nb', schemaPath: '#/type', params: {}, message: 'must be object' });
      expect(odd).to.equal('/clips/a\\u000ab: must be object');
    });
  });

  describe('readOutputDocument', () => {
    it('accepts a hand-written measure document', () => {
      const doc = readOutputDocument(JSON.stringify(measureDoc()));
      expect(doc.command).to.equal('measure');
      expect(doc.files[0]!.measurements.schema).to.equal(MEASUREMENTS_SCHEMA_ID);
    });

    it('accepts a hand-written lint document (and bytes as input)', () => {
      const doc = readOutputDocument(new TextEncoder().encode(JSON.stringify(validLintDoc())));
      expect(doc.command).to.equal('lint');
      if (doc.command === 'lint') expect(doc.files[0]!.checks).to.have.length(5);
    });

    it('accepts null source identity and a pre-release version', () => {
      const doc = measureDoc();
      doc.tool.version = '1.0.0-rc.1';
      doc.tool.source = { revision: null, dirty: null };
      expect(() => readOutputDocument(JSON.stringify(doc))).to.not.throw();
    });

    it('rejects an unknown field', () => {
      const err = rejectMutated(measureDoc, (d) => (d.files[0].rig.extra = 1));
      expect(err.message).to.equal('invalid output document: /files/0/rig: must NOT have additional properties (extra)');
      expect(err.pointer).to.equal('/files/0/rig');
    });

    it('rejects an unknown field deep inside measurements', () => {
      const err = rejectMutated(measureDoc, (d) => (d.files[0].measurements.clips.walk.gait.stride_m = 1));
      expect(err.message).to.include('/files/0/measurements/clips/walk/gait: must NOT have additional properties (stride_m)');
    });

    it('rejects a measured status without its value', () => {
      const err = rejectMutated(measureDoc, (d) => delete d.files[0].measurements.clips.walk.loop_seam_ratio);
      expect(err.message).to.equal(
        `invalid output document: /files/0/measurements/clips/walk: must have required property 'loop_seam_ratio' when loop_seam_ratio_availability is "measured"`,
      );
    });

    it('rejects a value next to not_applicable', () => {
      const err = rejectMutated(measureDoc, (d) => (d.files[0].measurements.clips.walk.speed_mps_availability = 'not_applicable'));
      expect(err.message).to.equal(
        'invalid output document: /files/0/measurements/clips/walk/speed_mps: must not be present when speed_mps_availability is not "measured"',
      );
    });

    it('rejects a value next to unavailable for every optional clip fact', () => {
      const facts = ['loop_continuity', 'loop_endpoint_mode', 'loop_seam_ratio', 'gait', 'root_trajectory', 'speed_mps'];
      for (const fact of facts) {
        const err = rejectMutated(measureDoc, (d) => (d.files[0].measurements.clips.walk[`${fact}_availability`] = 'unavailable'));
        expect(err.pointer, fact).to.equal(`/files/0/measurements/clips/walk/${fact}`);
      }
      const err = rejectMutated(measureDoc, (d) => (d.files[0].measurements.clips.idle.frame_grid_availability = 'unavailable'));
      expect(err.pointer).to.equal('/files/0/measurements/clips/idle/frame_grid');
    });

    it('ties gait.phase and root_trajectory translation/yaw to their own availability', () => {
      let err = rejectMutated(measureDoc, (d) => (d.files[0].measurements.clips.walk.gait.phase_availability = 'unavailable'));
      expect(err.pointer).to.equal('/files/0/measurements/clips/walk/gait/phase');
      err = rejectMutated(measureDoc, (d) => (d.files[0].measurements.clips.walk.root_trajectory.yaw_availability = 'measured'));
      expect(err.message).to.include(`/files/0/measurements/clips/walk/root_trajectory: must have required property 'yaw' when yaw_availability is "measured"`);
      err = rejectMutated(measureDoc, (d) => delete d.files[0].measurements.clips.walk.root_trajectory.translation);
      expect(err.pointer).to.equal('/files/0/measurements/clips/walk/root_trajectory');
    });

    it('requires all four numbers on measured loop-continuity rows and none on unavailable rows', () => {
      let err = rejectMutated(measureDoc, (d) => delete d.files[0].measurements.clips.walk.loop_continuity.bones[0].seam_velocity_delta_mps);
      expect(err.message).to.include(`/loop_continuity/bones/0: must have required property 'seam_velocity_delta_mps' when availability is "measured"`);
      err = rejectMutated(measureDoc, (d) => (d.files[0].measurements.clips.walk.loop_continuity.bones[1].position_delta_m = 0));
      expect(err.pointer).to.equal('/files/0/measurements/clips/walk/loop_continuity/bones/1/position_delta_m');
    });

    it('keeps local_rest variants apart', () => {
      let err = rejectMutated(measureDoc, (d) => (d.files[0].measurements.skeleton_nodes[1].local_rest.scale = [1, 1, 1]));
      expect(err.message).to.include('/skeleton_nodes/1/local_rest/scale: must not be present when kind is "matrix"');
      err = rejectMutated(measureDoc, (d) => (d.files[0].measurements.skeleton_nodes[0].local_rest.kind = 'euler'));
      expect(err.pointer).to.equal('/files/0/measurements/skeleton_nodes/0/local_rest/kind');
      err = rejectMutated(measureDoc, (d) => (d.files[0].measurements.skeleton_nodes[0].rest_world_linear.classification = 'skewed'));
      expect(err.pointer).to.equal('/files/0/measurements/skeleton_nodes/0/rest_world_linear/classification');
    });

    it('closes the asset inventory rows', () => {
      for (const key of ['mesh_definitions', 'node_instances', 'skins', 'material_definitions', 'textures', 'images']) {
        const err = rejectMutated(measureDoc, (d) => (d.files[0].measurements[key] = [{ any: 'thing' }]));
        expect(err.pointer, key).to.match(new RegExp(`^/files/0/measurements/${key}/0`));
      }
    });

    it('rejects a bad sha256', () => {
      const err = rejectMutated(measureDoc, (d) => (d.files[0].input.sha256 = SHA.toUpperCase()));
      expect(err.message).to.equal('invalid output document: /files/0/input/sha256: must match pattern "^[0-9a-f]{64}$"');
      const short = rejectMutated(measureDoc, (d) => (d.files[0].input.sha256 = SHA.slice(1)));
      expect(short.pointer).to.equal('/files/0/input/sha256');
    });

    it('rejects a decorated version and a short revision', () => {
      let err = rejectMutated(measureDoc, (d) => (d.tool.version = '0.14.0 (abc123 dirty)'));
      expect(err.pointer).to.equal('/tool/version');
      err = rejectMutated(measureDoc, (d) => (d.tool.source.revision = 'abc123'));
      expect(err.pointer).to.equal('/tool/source/revision');
    });

    it('rejects an unknown evaluation', () => {
      const err = rejectMutated(validLintDoc, (d) => (d.files[0].checks[3].evaluation = 'skipped'));
      expect(err.message).to.equal(
        // (+1 more): check 3 is disabled, so the lifecycle rule also wants not_evaluated there.
        'invalid output document: /files/0/checks/3/evaluation: must be equal to one of the allowed values (complete, partial, not_evaluated) (+1 more)',
      );
      const active = rejectMutated(validLintDoc, (d) => (d.files[0].checks[2].evaluation = 'skipped'));
      expect(active.message).to.equal(
        'invalid output document: /files/0/checks/2/evaluation: must be equal to one of the allowed values (complete, partial, not_evaluated)',
      );
    });

    it('enforces the check lifecycle', () => {
      const err = rejection(lintDoc()); // unselected check reported as complete
      expect(err.message).to.equal('invalid output document: /files/0/checks/4/evaluation: must be equal to "not_evaluated"');
      const partial = rejectMutated(validLintDoc, (d) => delete d.files[0].checks[1].evaluated_scopes);
      expect(partial.message).to.include(`/files/0/checks/1: must have required property 'evaluated_scopes'`);
      const noGap = rejectMutated(validLintDoc, (d) => (d.files[0].checks[2].gaps = []));
      expect(noGap.pointer).to.equal('/files/0/checks/2/gaps');
      const complete = rejectMutated(validLintDoc, (d) => (d.files[0].checks[0].gaps = [{ code: 'measurement_unavailable', message: 'x' }]));
      expect(complete.pointer).to.equal('/files/0/checks/0/gaps');
    });

    it('rejects malformed check ids and finding scalars', () => {
      let err = rejectMutated(validLintDoc, (d) => (d.files[0].checks[0].check_id = 'QuatNorm'));
      expect(err.pointer).to.equal('/files/0/checks/0/check_id');
      err = rejectMutated(validLintDoc, (d) => (d.files[0].checks[0].findings[0].measured = [1]));
      expect(err.message).to.equal('invalid output document: /files/0/checks/0/findings/0/measured: must be number or string');
      err = rejectMutated(validLintDoc, (d) => (d.files[0].checks[0].findings[0].severity = 'warn'));
      expect(err.pointer).to.equal('/files/0/checks/0/findings/0/severity');
    });

    it('rejects lint rows under a measure command and a lint row without prediction_provenance', () => {
      let err = rejectMutated(validLintDoc, (d) => (d.command = 'measure'));
      expect(err.message).to.include('must NOT have additional properties');
      err = rejectMutated(validLintDoc, (d) => delete d.files[0].prediction_provenance);
      expect(err.message).to.include(`/files/0: must have required property 'prediction_provenance'`);
    });

    it('checks cross-record invariants', () => {
      let err = rejectMutated(validLintDoc, (d) => (d.files[0].checks[0].findings[0].check_id = 'quat-flip'));
      expect(err.message).to.equal(
        `invalid output document: /files/0/checks/0/findings/0/check_id: must equal its check record's check_id "quat-norm"`,
      );
      err = rejectMutated(validLintDoc, (d) => (d.summary.findings.error = 0));
      expect(err.pointer).to.equal('/summary/findings/error');
      err = rejectMutated(validLintDoc, (d) => (d.summary.checks.gaps = 1));
      expect(err.pointer).to.equal('/summary/checks/gaps');
      err = rejectMutated(validLintDoc, (d) => (d.summary.checks.applicability = { applicable: 3, not_applicable: 2 }));
      expect(err.pointer).to.equal('/summary/checks/applicability/applicable');
      err = rejectMutated(measureDoc, (d) => (d.summary.files = 2));
      expect(err.message).to.equal('invalid output document: /summary/files: is 2 but the document has 1 file records');
      err = rejectMutated(validLintDoc, (d) => {
        d.files[0].checks[1].check_id = 'quat-norm';
        d.files[0].checks[1].findings.forEach((f: Json) => (f.check_id = 'quat-norm'));
      });
      expect(err.pointer).to.equal('/files/0/checks/1/check_id');
    });

    it('refuses oversized input before parsing it', () => {
      const text = JSON.stringify(measureDoc());
      expect(() => readOutputDocument(text, text.length)).to.not.throw();
      expect(() => readOutputDocument(`${text} `, text.length)).to.throw(SchemaValidationError, /exceeds the \d+-byte limit/);
      // Not JSON at all, but the size limit is reported first.
      expect(() => readOutputDocument('x'.repeat(64), 63)).to.throw(/exceeds the 63-byte limit/);
      expect(() => readOutputDocument(new Uint8Array(64), 63)).to.throw(/exceeds the 63-byte limit/);
      // Multi-byte characters count as UTF-8 bytes: 20 x U+00E9 is 20 code units but 40 bytes.
      expect(() => readOutputDocument(`"${'\u00e9'.repeat(20)}"`, 30)).to.throw(/42 bytes exceeds the 30-byte limit/);
    });

    it('reports JSON syntax, UTF-8 and identity problems on one line', () => {
      expect(() => readOutputDocument('{"schema_version": 19,')).to.throw(SchemaValidationError, /^output document is not valid JSON: /);
      expect(() => readOutputDocument(new Uint8Array([0x7b, 0xff, 0x7d]))).to.throw('output document is not valid UTF-8');
      const v10 = measureDoc();
      v10.schema = 'urn:animsmith:schema:output:10';
      v10.schema_version = 10;
      expect(() => readOutputDocument(JSON.stringify(v10))).to.throw(/^invalid output document: \/schema: unsupported document identity "urn:animsmith:schema:output:10".*regenerate/);
      const wrongVersion = measureDoc();
      wrongVersion.schema_version = 18;
      expect(() => readOutputDocument(JSON.stringify(wrongVersion))).to.throw('invalid output document: /schema_version: must be 19');
      expect(() => readOutputDocument('[]')).to.throw('invalid output document: /: must be object');
      const newline = measureDoc();
      newline.files[0].measurements.clips['bad\nname'] = { duration_s: 'x' };
      const err = rejection(newline);
      expect(err.message).to.include('clips/bad\\u000aname');
    });

    it('validates bare measurements', () => {
      expect(() => validateMeasurements(measurements())).to.not.throw();
      const m = measurements();
      delete m.skeleton_nodes;
      expect(() => validateMeasurements(m)).to.throw(`invalid measurements document: /: must have required property 'skeleton_nodes'`);
    });
  });

  describe('config v1', () => {
    const full = (): Json => ({
      rig: { profile: 'ue-mannequin', required_bones: ['root', 'pelvis'], roles: { hips: 'pelvis', left_toe: 'ball_l' } },
      checks: {
        'loop-seam': { severity: 'error', max_ratio: 1.5, min_stride_step_m: 0.02 },
        'studio/max-bones': { severity: 'off', limit: 75 },
      },
      runtime_nodes: { selectors: ['weapon_socket', 'ik_*_target'] },
      clips: {
        walk: {
          loop: true,
          duration_s: { value: 1.033, tolerance: 0.02 },
          speed_mps: { value: 1.4, tolerance: 0.25 },
          fps: 30,
          animates_bones: ['foot_l'],
          movement_owner_xz: 'gameplay',
          movement_owner_y: 'animation',
          movement_owner_yaw: 'gameplay',
          max_loop_position_delta_m: 0.01,
          max_loop_rotation_delta_deg: 1,
          max_loop_velocity_delta_mps: 0.1,
          max_loop_angular_velocity_delta_degps: 5,
          engine_settings: { root_rotation: 'bake' },
        },
        'run_*': { in_place: true },
      },
      gait_groups: { locomotion: { clips: ['walk', 'run_fwd'], max_gait_phase_spread: 0.15, min_lr_amplitude_m: 0.03 } },
      sync_groups: {
        locomotion: {
          clips: ['walk', 'run_fwd'],
          max_duration_delta_s: 0.001,
          max_frame_count_delta: 0,
          max_fps_delta: 0.01,
          time_complement: { min_reflected_time_advantage: 0.25, min_lr_amplitude_m: 0.03 },
        },
      },
      engine: {
        profile: 'unity-generic',
        profile_revision: 2,
        engine_version: '6000.3',
        importer: 'fbx-model-importer',
        settings: { convert_units: true, root_motion_source: 'Reference/Root' },
      },
      plugins: { studio: '@studio/animsmith-plugin' },
    });

    const rejectConfig = (mutate: (c: Json) => void): SchemaValidationError => {
      const config = full();
      expect(() => validateConfig(config)).to.not.throw();
      mutate(config);
      try {
        validateConfig(config);
      } catch (err) {
        expect(err).to.be.instanceOf(SchemaValidationError);
        return err as SchemaValidationError;
      }
      expect.fail('config was accepted');
    };

    it('accepts a full config and an empty one', () => {
      expect(validateConfig(full()).engine?.profile_revision).to.equal(2);
      expect(() => validateConfig({})).to.not.throw();
    });

    it('accepts examples/animsmith.toml', () => {
      const text = readFileSync(new URL('../../examples/animsmith.toml', import.meta.url), 'utf8');
      const config = validateConfig(TOML.parse(text));
      expect(config.clips?.walk?.loop).to.equal(true);
    });

    it('rejects unknown keys outside the open spots', () => {
      expect(rejectConfig((c) => (c.rig.skeleton = 'x')).message).to.equal('invalid animsmith config: /rig: must NOT have additional properties (skeleton)');
      expect(rejectConfig((c) => (c.clips.walk.looping = true)).pointer).to.equal('/clips/walk');
      expect(rejectConfig((c) => (c.clips.walk.duration_s.min = 1)).pointer).to.equal('/clips/walk/duration_s');
      expect(rejectConfig((c) => (c.lint = {})).pointer).to.equal('');
      expect(rejectConfig((c) => (c.rig.roles.pelvis = 'pelvis')).pointer).to.equal('/rig/roles');
    });

    it('validates values', () => {
      expect(rejectConfig((c) => (c.checks['loop-seam'].severity = 'warn')).pointer).to.equal('/checks/loop-seam/severity');
      expect(rejectConfig((c) => (c.rig.profile = 'unreal')).pointer).to.equal('/rig/profile');
      expect(rejectConfig((c) => (c.clips.walk.fps = 0)).pointer).to.equal('/clips/walk/fps');
      expect(rejectConfig((c) => (c.clips.walk.speed_mps.tolerance = -1)).pointer).to.equal('/clips/walk/speed_mps/tolerance');
      expect(rejectConfig((c) => (c.clips.walk.movement_owner_xz = 'engine')).pointer).to.equal('/clips/walk/movement_owner_xz');
      expect(rejectConfig((c) => (c.gait_groups.locomotion.max_gait_phase_spread = 0.6)).pointer).to.equal('/gait_groups/locomotion/max_gait_phase_spread');
      expect(rejectConfig((c) => delete c.gait_groups.locomotion.max_gait_phase_spread).pointer).to.equal('/gait_groups/locomotion');
      expect(rejectConfig((c) => (c.sync_groups.locomotion.max_frame_count_delta = 0.5)).pointer).to.equal('/sync_groups/locomotion/max_frame_count_delta');
      expect(rejectConfig((c) => (c.sync_groups.locomotion.time_complement.min_reflected_time_advantage = 1.5)).pointer).to.equal(
        '/sync_groups/locomotion/time_complement/min_reflected_time_advantage',
      );
      expect(rejectConfig((c) => (c.engine.profile_revision = 0)).pointer).to.equal('/engine/profile_revision');
      expect(rejectConfig((c) => (c.plugins.Studio = 'x')).pointer).to.equal('/plugins');
    });

    it('requires all four engine identity keys or none', () => {
      const err = rejectConfig((c) => delete c.engine.importer);
      expect(err.message).to.match(/^invalid animsmith config: \/engine: must have properties .*importer.* when property profile is present/);
      expect(rejectConfig((c) => (c.engine = { settings: { convert_units: true } })).pointer).to.equal('/engine');
    });
  });
});
