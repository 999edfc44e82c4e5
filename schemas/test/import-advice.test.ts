import { expect } from 'chai';
import {
  createStrictValidator,
  IMPORT_ADVICE_MAX_BYTES,
  importAdviceV1Schema,
  importAdviceV2Schema,
  IMPORT_ADVICE_V1_SCHEMA_ID,
  IMPORT_ADVICE_V2_SCHEMA_ID,
  readImportAdvice,
  readImportAdviceV1,
  readImportAdviceV2,
  SchemaValidationError,
} from '../src/index.js';
import { sealAdvice } from './support/seal.js';
import { runCli, unreal, UNITY, walkScene } from './support/profiled.js';

type Json = any;

const HEX = (c: string) => c.repeat(64);
const id = (c: string, bytes = 100) => ({ sha256: HEX(c), bytes });
const TOOL = { name: 'animsmith', version: '0.1.0', source: { revision: null, dirty: null } };

function provenance(selection: Json, settings: { document: Json[]; clips: Json[] }, names: (string | null)[], closure = 'complete', raw = 'complete'): Json {
  // A partial inventory observed one row more than it retained (the N+1 bound).
  const coverage = (n: number, state = 'complete') => ({ state, limit: 4096, observed: state === 'partial' ? n + 1 : n, retained: n });
  const descriptors = (scope: string, rows: Json[]) => rows.map((r) => ({ id: r.id, scope, domain: { kind: 'string' }, sources: [] }));
  const profileSettings = [...descriptors('document', settings.document), ...descriptors('clip', settings.clips[0]?.settings ?? [])];
  const resources = closure === 'complete' ? [] : [{ kind: 'buffer', index: 0, uri: 'a.bin', identity: null, unavailable_reason: 'unreadable' }];
  return {
    schema: 'urn:animsmith:prediction-provenance:3',
    identity: id('a'),
    profile: { identity: id('b'), selection: { ...selection }, fact_bundle: `urn:animsmith:engine-profile:${selection.profile}:${selection.profile_revision}`, accepted_formats: ['fbx'], facts: [], sources: [], settings: profileSettings },
    source_format: 'fbx',
    primary_input: id('c'),
    settings: { identity: id('d'), document: structuredClone(settings.document), clips: structuredClone(settings.clips), clip_coverage: coverage(settings.clips.length) },
    raw_source: {
      identity: id('e'),
      animations: { coverage: coverage(names.length, raw), rows: names.map((name, index) => ({ index, name, channel_count: 3 })) },
      extensions_used: [],
      extensions_required: [],
      format_facts: null,
    },
    dependency_closure: { identity: id('f'), coverage: closure, resources },
    consumed_contracts: ['urn:animsmith:schema:measurements:18', 'urn:animsmith:schema:output:19'],
  };
}

const UNITY_GENERIC_1 = { profile: 'unity-generic', profile_revision: 1, engine_version: '6000.3', importer: 'fbx-model-importer' };
const UNITY_GENERIC_2 = { ...UNITY_GENERIC_1, profile_revision: 2 };
const UNREAL_1 = { profile: 'unreal', profile_revision: 1, engine_version: '5.8', importer: 'fbx-importer' };
const UNREAL_2 = { ...UNREAL_1, profile_revision: 2 };

const set = (sid: string, value: Json, origin = 'explicit_config') => ({ id: sid, value, origin });
const unitySettings = {
  document: [set('bake_axis_conversion', false, 'profile_default'), set('convert_units', true), set('root_motion_source', 'Armature/Hips')],
  clips: [
    { clip_index: 0, clip_name: 'Walk', settings: [set('root_position_xz', 'extract'), set('root_position_y', 'bake'), set('root_rotation', 'bake')] },
    { clip_index: 1, clip_name: 'Idle', settings: [set('root_position_xz', 'bake'), set('root_position_y', 'bake'), set('root_rotation', 'extract')] },
  ],
};

function clipRow(source: number, normalized: number, name: string, sourceName: Json): Json {
  return {
    source_clip_index: source,
    normalized_clip_index: normalized,
    normalized_clip_name: name,
    source_name: sourceName,
    evidence: {
      duration_s_availability: 'measured',
      duration_s: 1.25,
      speed_mps_availability: 'measured',
      speed_mps: 1.4,
      loop_endpoint_mode_availability: 'measured',
      loop_endpoint_mode: 'duplicate_endpoint',
      frame_grid_availability: 'not_applicable',
      loop: true,
      movement_owner_xz: 'animation',
    },
  };
}

function unityV1(): Json {
  return sealAdvice({
    schema_version: 1,
    schema: IMPORT_ADVICE_V1_SCHEMA_ID,
    tool: TOOL,
    command: 'generate-import-advice',
    identity: id('1'),
    prediction_provenance: provenance(UNITY_GENERIC_1, unitySettings, ['Take Walk', null]),
    state: 'available',
    clips: [clipRow(0, 0, 'Walk', { state: 'observed', value: 'Take Walk' }), clipRow(1, 1, 'Idle', { state: 'proven_absent' })],
    payload: {
      engine: 'unity-generic',
      document: { convert_units: true, bake_axis_conversion: false, root_motion_source: 'Armature/Hips' },
      clips: [
        { normalized_clip_index: 0, lock_root_rotation: true, lock_root_height_y: true, lock_root_position_xz: false },
        { normalized_clip_index: 1, lock_root_rotation: false, lock_root_height_y: true, lock_root_position_xz: true },
      ],
    },
  });
}

function unrealV1(): Json {
  return sealAdvice({
    schema_version: 1,
    schema: IMPORT_ADVICE_V1_SCHEMA_ID,
    tool: TOOL,
    command: 'generate-import-advice',
    identity: id('2'),
    prediction_provenance: provenance(UNREAL_1, { document: [], clips: [] }, ['Take 001']),
    state: 'refused',
    refusal_reason: 'profile_settings_unmodeled',
    clips: [],
    payload: { engine: 'unreal' },
  });
}

function unityV2(closure = 'complete'): Json {
  const doc: Json = {
    schema_version: 2,
    schema: IMPORT_ADVICE_V2_SCHEMA_ID,
    tool: TOOL,
    command: 'generate-import-advice',
    identity: id('3'),
    prediction_provenance: provenance(UNITY_GENERIC_2, unitySettings, ['Take Walk', null], closure),
    basis: { profile: { ...UNITY_GENERIC_2 }, source_format: 'fbx', provenance_identity: id('a'), dependency_closure: closure },
    state: 'available',
    projection: {
      target: 'ModelImporter',
      document: [
        { key: 'useFileScale', value: true, setting: 'convert_units', origin: 'explicit_config' },
        { key: 'bakeAxisConversion', value: false, setting: 'bake_axis_conversion', origin: 'profile_default' },
        { key: 'motionNodeName', value: 'Armature/Hips', setting: 'root_motion_source', origin: 'explicit_config' },
      ],
      clips: [
        {
          source_clip_index: 0,
          normalized_clip_index: 0,
          normalized_clip_name: 'Walk',
          parameters: [
            { key: 'lockRootRotation', value: true, setting: 'root_rotation', origin: 'explicit_config' },
            { key: 'lockRootHeightY', value: true, setting: 'root_position_y', origin: 'explicit_config' },
            { key: 'lockRootPositionXZ', value: false, setting: 'root_position_xz', origin: 'explicit_config' },
          ],
        },
        {
          source_clip_index: 1,
          normalized_clip_index: 1,
          normalized_clip_name: 'Idle',
          parameters: [
            { key: 'lockRootRotation', value: false, setting: 'root_rotation', origin: 'explicit_config' },
            { key: 'lockRootHeightY', value: true, setting: 'root_position_y', origin: 'explicit_config' },
            { key: 'lockRootPositionXZ', value: true, setting: 'root_position_xz', origin: 'explicit_config' },
          ],
        },
      ],
    },
  };
  if (closure !== 'complete') {
    doc.state = 'refused';
    doc.refusal_reason = 'dependency_closure_incomplete';
    delete doc.projection;
  }
  return sealAdvice(doc);
}

function unrealV2(rate: Json, origin = 'explicit_config'): Json {
  const expected =
    rate === 'default_30'
      ? [{ key: 'bUseDefaultSampleRate', value: true }]
      : [
          { key: 'bUseDefaultSampleRate', value: false },
          { key: 'CustomSampleRate', value: rate === 'source_determined' ? 0 : rate },
        ];
  return sealAdvice({
    schema_version: 2,
    schema: IMPORT_ADVICE_V2_SCHEMA_ID,
    tool: TOOL,
    command: 'generate-import-advice',
    identity: id('4'),
    prediction_provenance: provenance(UNREAL_2, { document: [set('sample_rate', rate, origin)], clips: [] }, ['Take 001']),
    basis: { profile: { ...UNREAL_2 }, source_format: 'fbx', provenance_identity: id('a'), dependency_closure: 'complete' },
    state: 'available',
    projection: { target: 'UFbxAnimSequenceImportData', document: expected.map((p) => ({ ...p, setting: 'sample_rate', origin })), clips: [] },
  });
}

const text = (doc: Json) => JSON.stringify(doc);

function rejects(read: (s: string) => unknown, doc: Json, pattern: RegExp): void {
  let message = "";
  try {
    read(text(doc));
  } catch (error) {
    expect(error).to.be.instanceOf(SchemaValidationError);
    message = (error as Error).message;
  }
  if (!pattern.test(message)) throw new Error(`message ${JSON.stringify(message)} does not match ${String(pattern)}`);
}

describe('engine-import-advice schemas and strict readers', () => {
  it('compiles both schemas under ajv strict', () => {
    const ajv = createStrictValidator();
    expect(ajv.getSchema(IMPORT_ADVICE_V1_SCHEMA_ID)).to.be.a('function');
    expect(ajv.getSchema(IMPORT_ADVICE_V2_SCHEMA_ID)).to.be.a('function');
    for (const s of [importAdviceV1Schema, importAdviceV2Schema]) expect(s.$schema).to.equal('https://json-schema.org/draft/2020-12/schema');
  });

  describe('v1', () => {
    it('reads available Unity Generic advice and the Unreal refusal', () => {
      expect(readImportAdviceV1(text(unityV1())).state).to.equal('available');
      expect(readImportAdviceV1(text(unrealV1())).refusal_reason).to.equal('profile_settings_unmodeled');
      expect(readImportAdvice(text(unityV1())).schema).to.equal(IMPORT_ADVICE_V1_SCHEMA_ID);
    });

    it('reads Humanoid advice without a root motion source', () => {
      const doc = unityV1();
      doc.prediction_provenance.profile.selection = { ...UNITY_GENERIC_1, profile: 'unity-humanoid' };
      doc.prediction_provenance.settings.document = doc.prediction_provenance.settings.document.filter((s: Json) => s.id !== 'root_motion_source');
      doc.payload.engine = 'unity-humanoid';
      delete doc.payload.document.root_motion_source;
      doc.prediction_provenance.profile.settings = doc.prediction_provenance.profile.settings.filter((s: Json) => s.id !== 'root_motion_source');
      expect(readImportAdviceV1(text(sealAdvice(doc))).payload.engine).to.equal('unity-humanoid');
    });

    const contradictions: [string, (d: Json) => void, RegExp][] = [
      ['an unknown top-level field', (d) => (d.extra = 1), /must NOT have additional properties|extra/],
      ['an unknown evidence field', (d) => (d.clips[0].evidence.frame_range = [0, 30]), /frame_range|additional/],
      ['available with a refusal reason', (d) => (d.refusal_reason = 'clip_identity_mismatch'), /refusal_reason/],
      ['refused with exposed clip rows', (d) => ((d.state = 'refused'), (d.refusal_reason = 'clip_identity_mismatch')), /clips/],
      ['a lock that contradicts its setting', (d) => (d.payload.clips[0].lock_root_position_xz = true), /lock_root_position_xz.*root_position_xz = extract/],
      ['Convert Units that contradicts its setting', (d) => (d.payload.document.convert_units = false), /convert_units/],
      ['a different root motion source', (d) => (d.payload.document.root_motion_source = 'Armature'), /root_motion_source/],
      ['a speed value without measured status', (d) => (d.clips[0].evidence.speed_mps_availability = 'unavailable'), /speed_mps/],
      ['a measured speed without its value', (d) => delete d.clips[0].evidence.speed_mps, /speed_mps/],
      ['a loop endpoint on a clip not declared looping', (d) => (d.clips[0].evidence.loop = false), /loop_endpoint_mode_availability/],
      ['two rows bound to one normalised clip', (d) => (d.clips[1].normalized_clip_index = 0), /normalized_clip_index/],
      ['rows out of source order', (d) => (d.clips[1].source_clip_index = 5), /source_clip_index/],
      ['a source name that disagrees with the raw inventory', (d) => (d.clips[0].source_name.value = 'Walk'), /source_name/],
      ['a proven-absent name the inventory has', (d) => (d.clips[0].source_name = { state: 'proven_absent' }), /source_name/],
      ['available advice over a partial raw inventory', (d) => (d.prediction_provenance.raw_source.animations.coverage.state = 'partial'), /complete raw animation inventory/],
      ['a missing clip row', (d) => (d.clips.pop(), d.payload.clips.pop()), /raw animation inventory has 2/],
      ['an Unreal payload under a Unity profile', (d) => ((d.payload = { engine: 'unreal' }), (d.state = 'refused'), (d.refusal_reason = 'profile_settings_unmodeled'), (d.clips = [])), /payload\/engine/],
      ['a revision-2 profile', (d) => (d.prediction_provenance.profile.selection.profile_revision = 2), /payload\/engine/],
      ['a settings row no clip explains', (d) => d.prediction_provenance.settings.clips.push({ clip_index: 2, clip_name: 'Run', settings: [] }), /settings\/clips: has 3 rows for 2 clips/],
      ['a Generic payload without root motion source', (d) => delete d.payload.document.root_motion_source, /root_motion_source/],
    ];
    for (const [name, edit, pattern] of contradictions) {
      it(`rejects ${name}`, () => {
        const doc = unityV1();
        edit(doc);
        rejects(readImportAdviceV1, doc, pattern);
      });
    }

    it('rejects an Unreal document that claims availability or another reason', () => {
      const available = unrealV1();
      available.state = 'available';
      delete available.refusal_reason;
      rejects(readImportAdviceV1, available, /state|refusal_reason/);
      const other = unrealV1();
      other.refusal_reason = 'raw_clip_inventory_incomplete';
      rejects(readImportAdviceV1, other, /profile_settings_unmodeled|refusal_reason/);
    });

    it('requires raw_clip_inventory_incomplete exactly when the raw inventory is partial', () => {
      const refused = unityV1();
      refused.state = 'refused';
      refused.refusal_reason = 'raw_clip_inventory_incomplete';
      refused.clips = [];
      refused.payload.clips = [];
      rejects(readImportAdviceV1, refused, /inventory is complete/);
      Object.assign(refused.prediction_provenance.raw_source.animations.coverage, { state: 'partial', observed: 3 });
      expect(readImportAdviceV1(text(sealAdvice(refused))).state).to.equal('refused');
      refused.refusal_reason = 'clip_identity_mismatch';
      rejects(readImportAdviceV1, refused, /must be raw_clip_inventory_incomplete/);
    });
  });

  describe('v2', () => {
    it('reads the Unity Generic revision-2 projection', () => {
      const doc = readImportAdviceV2(text(unityV2()));
      expect(doc.projection!.document.map((p) => p.key)).to.deep.equal(['useFileScale', 'bakeAxisConversion', 'motionNodeName']);
    });

    it('reads the three Unreal sample-rate mappings with their origins', () => {
      expect(readImportAdviceV2(text(unrealV2('default_30', 'profile_default'))).projection!.document).to.have.length(1);
      expect(readImportAdviceV2(text(unrealV2('source_determined'))).projection!.document[1]).to.include({ key: 'CustomSampleRate', value: 0 });
      expect(readImportAdviceV2(text(unrealV2(60))).projection!.document[1]).to.include({ key: 'CustomSampleRate', value: 60 });
    });

    it('reads a refusal under a partial dependency closure', () => {
      const doc = readImportAdvice(text(unityV2('partial')));
      expect(doc).to.include({ state: 'refused', refusal_reason: 'dependency_closure_incomplete' });
    });

    const contradictions: [string, () => Json, (d: Json) => void, RegExp][] = [
      ['a projection under a partial closure', () => unityV2('partial'), (d) => (d.projection = unityV2().projection), /projection/],
      ['availability under a partial closure', () => unityV2('partial'), (d) => ((d.state = 'available'), delete d.refusal_reason), /state|refusal_reason/],
      ['refusal under a complete closure', () => unityV2(), (d) => ((d.state = 'refused'), (d.refusal_reason = 'dependency_closure_incomplete'), delete d.projection), /state|projection/],
      ['a basis closure that is not the provenance closure', () => unityV2('partial'), (d) => (d.prediction_provenance.dependency_closure.coverage = 'complete'), /dependency_closure/],
      ['a basis profile that is not the provenance profile', () => unityV2(), (d) => (d.basis.profile = { ...UNREAL_2 }), /basis\/profile/],
      ['a basis provenance identity mismatch', () => unityV2(), (d) => (d.basis.provenance_identity = id('9')), /provenance_identity/],
      ['a swapped origin', () => unityV2(), (d) => (d.projection.document[1].origin = 'explicit_config'), /bakeAxisConversion/],
      ['a value that contradicts its setting', () => unityV2(), (d) => (d.projection.clips[0].parameters[2].value = true), /lockRootPositionXZ/],
      ['an undocumented key', () => unityV2(), (d) => (d.projection.document[0].key = 'globalScale'), /key|oneOf/],
      ['a wrong sample rate', () => unrealV2(60), (d) => (d.projection.document[1].value = 30), /CustomSampleRate/],
      ['default_30 with a custom rate', () => unrealV2('default_30'), (d) => d.projection.document.push({ key: 'CustomSampleRate', value: 30, setting: 'sample_rate', origin: 'explicit_config' }), /parameters but/],
      ['a Unity target for Unreal', () => unrealV2(60), (d) => (d.projection.target = 'ModelImporter'), /target|oneOf|key/],
      ['a revision-1 profile', () => unityV2(), (d) => ((d.basis.profile.profile_revision = 1), (d.prediction_provenance.profile.selection.profile_revision = 1)), /no V2 projection/],
      ['glTF input', () => unityV2(), (d) => ((d.basis.source_format = 'glb'), (d.prediction_provenance.source_format = 'glb')), /no V2 projection/],
      ['a dropped clip row', () => unityV2(), (d) => d.projection.clips.pop(), /1 rows for 2/],
      ['an unknown field', () => unityV2(), (d) => (d.projection.frame_range = [0, 1]), /additional/],
    ];
    for (const [name, make, edit, pattern] of contradictions) {
      it(`rejects ${name}`, () => {
        const doc = make();
        edit(doc);
        rejects(readImportAdviceV2, doc, pattern);
      });
    }
  });

  describe('reading', () => {
    it('recomputes the advice and provenance identities (one character changed is rejected)', () => {
      const flip = (hex: string) => `${hex[0] === '0' ? '1' : '0'}${hex.slice(1)}`;
      for (const build of [unityV1, unrealV1, () => unityV2(), () => unrealV2('default_30')]) {
        const read = (input: string) => readImportAdvice(input);
        expect(() => read(text(build()))).to.not.throw();
        const advice = build();
        advice.identity.sha256 = flip(advice.identity.sha256);
        rejects(read, advice, /^invalid import-advice document: \/identity: is not the canonical digest of what the document asserts$/);
        for (const part of ['profile', 'settings', 'raw_source', 'dependency_closure']) {
          const doc = build();
          doc.prediction_provenance[part].identity.sha256 = flip(doc.prediction_provenance[part].identity.sha256);
          rejects(read, doc, new RegExp(`/prediction_provenance: ${part}: identity does not match its content`));
        }
        // A content edit the schema and the cross-field rules accept still changes what the provenance asserts.
        const content = build();
        content.prediction_provenance.profile.fact_bundle += '0';
        rejects(read, content, /\/prediction_provenance: profile: identity does not match its content/);
        const header = build();
        header.prediction_provenance.identity.bytes += 1;
        rejects(read, header, /\/prediction_provenance: identity does not match the record|provenance_identity/);
      }
      // An advice edit that keeps every rule but changes what it asserts.
      const renamed = unityV1();
      renamed.clips[1].evidence.speed_mps = 1.5;
      rejects(readImportAdviceV1, renamed, /\/identity: is not the canonical digest/);
    });

    it('rejects another contract shape with the identity it found', () => {
      const output = { schema_version: 19, schema: 'urn:animsmith:schema:output:19', files: [] };
      expect(() => readImportAdvice(text(output))).to.throw(SchemaValidationError, /unsupported document identity "urn:animsmith:schema:output:19"/);
      expect(() => readImportAdviceV1(text(unityV2()))).to.throw(SchemaValidationError, /expected urn:animsmith:schema:engine-import-advice:1/);
      expect(() => readImportAdviceV2(text(unityV1()))).to.throw(SchemaValidationError, /expected urn:animsmith:schema:engine-import-advice:2/);
    });

    it('caps the input before decoding: N bytes are parsed, N + 1 are refused', () => {
      const bytes = new TextEncoder().encode(text(unrealV1()));
      expect(readImportAdviceV1(bytes, bytes.byteLength).state).to.equal('refused');
      expect(() => readImportAdviceV1(bytes, bytes.byteLength - 1)).to.throw(SchemaValidationError, /exceeds the \d+-byte limit \(checked before decoding\)/);
      // Invalid UTF-8 beyond the cap is refused by size, never decoded.
      const junk = new Uint8Array(9).fill(0xff);
      expect(() => readImportAdvice(junk, 8)).to.throw(SchemaValidationError, /exceeds/);
      expect(() => readImportAdvice(junk, 9)).to.throw(SchemaValidationError, /not valid UTF-8/);
      expect(IMPORT_ADVICE_MAX_BYTES).to.equal(256 * 1024 * 1024);
    });

    it('rejects text that is not JSON in one line', () => {
      expect(() => readImportAdvice('{"schema":')).to.throw(SchemaValidationError, /not valid JSON/);
    });
  });

  describe('real advice on an FBX built in code: the embedded provenance sections', () => {
    let unityAdvice: string;
    let unrealAdvice: string;
    before(async function () {
      this.timeout(60000);
      unityAdvice = await runCli(UNITY, ['generate', 'import-advice'], walkScene());
      unrealAdvice = await runCli(unreal(2), ['generate', 'import-advice'], walkScene());
    });
    const PROVENANCE = '^invalid import-advice document: /prediction_provenance: ';

    it('reads back Unity Generic rev 2 (contract :6) and Unreal rev 2 (contract :4)', () => {
      for (const [advice, version] of [[unityAdvice, 6], [unrealAdvice, 4]] as const) {
        const doc = JSON.parse(advice) as Json;
        expect(doc.prediction_provenance.schema).to.equal(`urn:animsmith:prediction-provenance:${version}`);
        expect(readImportAdvice(advice)).to.deep.equal(doc);
      }
    });
    it('rejects a section row edited by one character, naming its section', () => {
      const owner = JSON.parse(unityAdvice) as Json;
      owner.prediction_provenance.movement_intent.rows[0].movement_owner_xz = 'animation';
      rejects(readImportAdvice, owner, new RegExp(`${PROVENANCE}movement_intent: identity does not match its content$`));
      const path = JSON.parse(unityAdvice) as Json;
      path.prediction_provenance.transform_paths.rows[0].path = 'Roos';
      rejects(readImportAdvice, path, new RegExp(`${PROVENANCE}transform_paths: identity does not match its content$`));
    });
    it('rejects resealed section rows that contradict the record', () => {
      const clip = JSON.parse(unityAdvice) as Json;
      clip.prediction_provenance.movement_intent.rows[1].clip_name = 'idle2';
      rejects(readImportAdvice, sealAdvice(clip), new RegExp(`${PROVENANCE}movement_intent.rows\\[1\\]: clip_name differs from settings.clips\\[1\\]$`));
      const count = JSON.parse(unrealAdvice) as Json;
      count.prediction_provenance.scene_inventory.nodes.coverage.retained += 1;
      rejects(readImportAdvice, sealAdvice(count), new RegExp(`${PROVENANCE}scene_inventory.nodes: retained 2 but 1 rows$`));
    });
  });
});
