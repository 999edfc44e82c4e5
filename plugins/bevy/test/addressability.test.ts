import { expect } from 'chai';
import type { AnimDocument, CheckRecord, SourceDocument, SourceNode } from '@animsmith/cli/plugin';
import { dependencyClosureRecord } from '@animsmith/cli/testing';
import { buildAnimationInventory } from '../src/addressability/neutral/inventory.js';
import { buildSourceStructure } from '../src/addressability/neutral/structure.js';
import { blake3 } from '../src/addressability/blake3.js';
import { pointerWidthOf, v2Blocked } from '../src/addressability/generator.js';
import { projectBevyRev3 } from '../src/addressability/projection.js';
import { animationTargetId } from '../src/addressability/target-id.js';
import type { BevySettings } from '../src/addressability/types.js';

/** Bytes 0, 1, …, 250, 0, 1, … (the BLAKE3 test-vector input pattern). */
const pattern = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 251);
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('BLAKE3', () => {
  // Digests from the reference `b3sum` (Debian b3sum 1.2.0) over the same inputs.
  const vectors: [number, string][] = [
    [0, 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262'],
    [1, '2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213'],
    [64, '4eed7141ea4a5cd4b788606bd23f46e212af9cacebacdc7d1f4c6dc7f2511b98'],
    [1024, '42214739f095a406f3fc83deb889744ac00df831c10daa55189b5d121c855af7'],
    [1025, 'd00278ae47eb27b34faecf67b4fe263f82d5412916c1ffd97c8cb7fb814b8444'],
    [3073, '7124b49501012f81cc7f11ca069ec9226cecb8a2c850cfe644e327d22d3e1cd3'],
    [8193, 'bab6c09cb8ce8cf459261398d2e7aef35700bf488116ceb94a36d0f5f1b7bc3b'],
  ];
  for (const [n, digest] of vectors) it(`${n} bytes`, () => expect(hex(blake3(pattern(n)))).to.equal(digest));
});

describe('Bevy animation-target ids', () => {
  // Expected ids: b3sum over namespace ‖ (len as LE usize ‖ UTF-8)*, first 16 bytes, v5 + RFC 4122 bits.
  const hip = ['root', '_rootJoint', 'b_Root_00', 'b_Hip_01'];
  it('reproduces the id for a 64-bit target', () => expect(animationTargetId(hip, 64)).to.equal('02bae03d-825e-56c2-93dc-0c7bf50e611a'));
  it('differs for a 32-bit target (segment lengths are usize)', () => expect(animationTargetId(hip, 32)).to.equal('6b7f1f45-7f2e-5c20-a111-6eca94d93f34'));
  it('hashes segment boundaries, empty names and UTF-8 exactly', () => {
    expect(animationTargetId(['ab'], 64)).to.equal('d44e73cb-cdc2-5080-a0bc-74a0d628c148');
    expect(animationTargetId(['a', 'b'], 64)).to.equal('1c35e6a3-9b95-5fd2-a9c7-4bf7f2aa401b');
    expect(animationTargetId([''], 64)).to.equal('ea83f7ca-536c-5f62-bb2b-362d5f2cad69');
    expect(animationTargetId(['Armature', 'Hüfte'], 32)).to.equal('3885ff29-f565-5c23-b9d1-447ac46c765d');
  });
  it('validates the pointer-width option', () => {
    expect(pointerWidthOf({})).to.equal(null);
    expect(pointerWidthOf({ 'pointer-width': '32' })).to.equal(32);
    expect(() => pointerWidthOf({ 'pointer-width': '16' })).to.throw(/--pointer-width must be 32 or 64/);
  });
});

interface Spec {
  nodes: { name?: string; children?: number[]; skin?: number }[];
  scenes: number[][];
  defaultScene?: number;
  skins?: { name?: string; joints: number[]; ibm?: number }[];
  animations: { name?: string; targets: number[] }[];
  closure?: 'complete' | 'partial';
}

function source(spec: Spec): SourceDocument {
  const parent = new Map<number, number>();
  spec.nodes.forEach((n, i) => (n.children ?? []).forEach((c) => parent.set(c, i)));
  const nodes: SourceNode[] = spec.nodes.map((n, i) => ({
    index: i,
    ...(n.name !== undefined ? { name: n.name } : {}),
    ...(parent.has(i) ? { parent: parent.get(i)! } : {}),
    children: n.children ?? [],
    localRest: { kind: 'trs', translation: [0, 0, 0], rotation: [0, 0, 0, 1], scale: [1, 1, 1] },
    ...(n.skin !== undefined ? { skin: n.skin } : {}),
  }));
  return {
    format: 'gltf',
    input: { sha256: '0'.repeat(64), bytes: 1 },
    nodes,
    scenes: spec.scenes.map((roots, i) => ({ index: i, rootNodes: roots })),
    ...(spec.defaultScene !== undefined ? { defaultScene: spec.defaultScene } : {}),
    skins: (spec.skins ?? []).map((k, i) => ({ index: i, ...(k.name !== undefined ? { name: k.name } : {}), joints: k.joints, ...(k.ibm !== undefined ? { inverseBindAccessor: k.ibm } : {}) })),
    meshes: [],
    materials: [],
    animations: spec.animations.map((a, i) => ({
      index: i,
      ...(a.name !== undefined ? { name: a.name } : {}),
      channels: a.targets.map((node, c) => ({ index: c, sampler: c, target: { kind: 'node' as const, node, path: 'rotation' as const }, keyCount: 2 })),
    })),
    extensionsUsed: [],
    extensionsRequired: [],
    dependencies: {
      coverage: spec.closure ?? 'complete',
      resources: spec.closure === 'partial' ? [{ kind: 'buffer', index: 1, uri: 'gone.bin', unavailableReason: 'unreadable' }] : [],
    },
    notices: [],
  };
}

const OPEN: BevySettings = { bevy_animation_feature: true, load_animations: true, pointer_width: 64 };
const EMPTY_DOC: AnimDocument = { bones: [], clips: [] };

function project(spec: Spec, settings: BevySettings = OPEN) {
  const s = source(spec);
  return projectBevyRev3(buildAnimationInventory({ source: s, document: EMPTY_DOC, displayPath: 'test.gltf', dependencyClosure: () => dependencyClosureRecord(s) }), buildSourceStructure(s), settings);
}

const CHAIN: Spec = {
  nodes: [{ name: 'Armature', children: [1] }, { name: 'Hips', children: [2] }, { children: [] }],
  scenes: [[0]],
  defaultScene: 0,
  animations: [{ name: 'walk', targets: [1, 2] }],
};

/** An evaluation with no unavailable facet: the projection alone decides whether V2 blocks. */
const EVALUATED: CheckRecord = {
  check_id: 'engine-addressability',
  selection: 'selected',
  configuration: 'enabled',
  applicability: 'applicable',
  evaluation: 'complete',
  findings: [],
};

describe('Bevy revision-3 projection', () => {
  it('projects name paths (GltfNode{i} for an unnamed node) and ids; coverage complete', () => {
    const p = project(CHAIN);
    expect(p.targets.map((t) => t.path)).to.deep.equal([
      { state: 'available', scene: 0, root: 0, segments: ['Armature', 'Hips'] },
      { state: 'available', scene: 0, root: 0, segments: ['Armature', 'Hips', 'GltfNode2'] },
    ]);
    expect(p.targets[1]!.target_id).to.deep.equal({ state: 'available', pointer_width: 64, id: animationTargetId(['Armature', 'Hips', 'GltfNode2'], 64) });
    expect(p.target_coverage).to.deep.equal({ state: 'complete', targets: 2 });
    expect(p.default_scene).to.deep.equal({ state: 'route', scene: 0, label: 'Scene0' });
    expect(v2Blocked(EVALUATED, p)).to.equal(false);
  });

  it('keeps an authored empty name exactly', () => {
    const p = project({ nodes: [{ name: '' }], scenes: [[0]], animations: [{ targets: [0] }] });
    expect(p.targets[0]!.path).to.deep.equal({ state: 'available', scene: 0, root: 0, segments: [''] });
  });

  it('refuses a duplicate full path for both nodes (no guessed winner)', () => {
    const p = project({ nodes: [{ name: 'R', children: [1, 2] }, { name: 'Arm' }, { name: 'Arm' }], scenes: [[0]], animations: [{ targets: [1] }] });
    expect(p.targets[0]!.path).to.deep.equal({ state: 'required_unavailable', reasons: ['duplicate_full_path'] });
    expect(p.targets[0]!.target_id).to.deep.equal({ state: 'required_unavailable', reasons: ['duplicate_full_path'] });
    expect(v2Blocked(EVALUATED, p)).to.equal(true);
  });

  it('refuses a node reachable from two scenes, and an unreachable target', () => {
    const p = project({ nodes: [{ name: 'A' }, { name: 'B' }], scenes: [[0], [0]], animations: [{ targets: [0, 1] }] });
    expect(p.targets.map((t) => t.path)).to.deep.equal([
      { state: 'required_unavailable', reasons: ['multiple_scene_candidates'] },
      { state: 'required_unavailable', reasons: ['target_unreachable'] },
    ]);
    expect(p.target_coverage).to.deep.equal({ state: 'complete', targets: 2 });
  });

  it('feature gate, load_animations and unknown settings make everything required-unavailable', () => {
    const off = project(CHAIN, { ...OPEN, bevy_animation_feature: false, load_animations: false });
    expect(off.target_coverage).to.deep.equal({ state: 'required_unavailable', reasons: ['bevy_animation_feature_disabled', 'load_animations_disabled'] });
    expect(off.named_maps.animations.state).to.equal('required_unavailable');
    expect(off.targets.every((t) => t.path.state === 'required_unavailable')).to.equal(true);
    const unknown = project(CHAIN, { ...OPEN, load_animations: null });
    expect(unknown.target_coverage).to.deep.equal({ state: 'required_unavailable', reasons: ['settings_unavailable'] });
  });

  it('without a pointer width the paths stay and no id is published', () => {
    const p = project(CHAIN, { ...OPEN, pointer_width: null });
    expect(p.targets[0]!.path.state).to.equal('available');
    expect(p.targets[0]!.target_id).to.deep.equal({ state: 'required_unavailable', reasons: ['pointer_width_unspecified'] });
  });

  it('an incomplete dependency closure blocks paths and coverage', () => {
    const p = project({ ...CHAIN, closure: 'partial' });
    expect(p.target_coverage).to.deep.equal({ state: 'required_unavailable', reasons: ['dependency_closure_incomplete'] });
    expect(p.targets[0]!.path).to.deep.equal({ state: 'required_unavailable', reasons: ['dependency_closure_incomplete'] });
  });

  it('named maps are last-write-wins in creation order; skins are lazy, inverse binds eager', () => {
    const p = project({
      nodes: [{ name: 'R', children: [1, 2] }, { name: 'a', skin: 2 }, { name: 'b', skin: 0 }],
      scenes: [[0]],
      skins: [{ name: 'S', joints: [1] }, { name: 'unused', joints: [2], ibm: 4 }, { name: 'S', joints: [2] }],
      animations: [{ name: 'x', targets: [1] }, { name: 'y', targets: [2] }, { name: 'x', targets: [0] }],
    });
    expect(p.named_maps.animations).to.deep.equal({ state: 'available', entries: [{ name: 'x', winner: 2, shadowed: [0] }, { name: 'y', winner: 1, shadowed: [] }] });
    // Skin 2 is created first (node 1), then skin 0 (node 2): skin 0 is the last write of "S".
    expect(p.named_maps.skins).to.deep.equal({ state: 'available', entries: [{ name: 'S', winner: 0, shadowed: [2] }] });
    expect(p.skins).to.deep.equal({
      state: 'available',
      rows: [
        { source_index: 0, label: 'Skin0', materialized: true, inverse_bind_label: 'Skin0/InverseBindMatrices', inverse_bind_source: 'identity_fallback' },
        { source_index: 1, label: 'Skin1', materialized: false, inverse_bind_label: 'Skin1/InverseBindMatrices', inverse_bind_source: 'accessor' },
        { source_index: 2, label: 'Skin2', materialized: true, inverse_bind_label: 'Skin2/InverseBindMatrices', inverse_bind_source: 'identity_fallback' },
      ],
    });
    expect(p.default_scene).to.deep.equal({ state: 'absent' });
  });

  it('a path over 256 segments is refused with path_bounds_exceeded', () => {
    const nodes = Array.from({ length: 300 }, (_, i) => ({ name: `n${i}`, children: i < 299 ? [i + 1] : [] }));
    const p = project({ nodes, scenes: [[0]], animations: [{ targets: [299, 10] }] });
    expect(p.targets.map((t) => [t.node, t.path.state === 'available' ? 'ok' : t.path.reasons])).to.deep.equal([
      [10, 'ok'],
      [299, ['path_bounds_exceeded']],
    ]);
  });

  it('more than 4,096 target nodes: a canonical prefix, target_domain_truncated (the node domain is partial too)', () => {
    const n = 4100;
    const nodes = [{ name: 'R', children: Array.from({ length: n }, (_, i) => i + 1) }, ...Array.from({ length: n }, (_, i) => ({ name: `j${i}` }))];
    const p = project({ nodes, scenes: [[0]], animations: [{ targets: Array.from({ length: n }, (_, i) => i + 1) }] });
    expect(p.targets).to.have.length(4096);
    expect(p.targets.at(-1)!.node).to.equal(4096);
    expect(p.target_coverage).to.deep.equal({ state: 'required_unavailable', reasons: ['raw_inventory_incomplete', 'target_domain_truncated'] });
    expect(p.targets.every((t) => t.path.state === 'required_unavailable')).to.equal(true);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(project(CHAIN))).to.equal(JSON.stringify(project(CHAIN)));
  });
});
