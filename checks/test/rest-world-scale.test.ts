import { expect } from 'chai';
import { buildDocument, CheckTester, axisAngle, type BoneSpec } from '@animsmith/cli/testing';
import type { AnimDocument, SourceNode, Vec3 } from '@animsmith/cli/plugin';
import check from '../src/rest-world-scale.js';
import { globMatches } from '@animsmith/cli/plugin';
import { sourceNodePath } from '../src/support/skeleton-contract.js';

interface RigOptions {
  readonly rootScale?: Vec3;
  readonly rootTranslation?: Vec3;
  readonly handScale?: Vec3;
  readonly socketScale?: Vec3;
  readonly socketRotation?: [number, number, number, number];
}

/**
 * root → hand_r → weapon_socket, plus two IK targets under root. Node indices follow the bone
 * order: #0 root, #1 hand_r, #2 weapon_socket, #3 ik_hand_l_target, #4 ik_hand_r_target.
 */
function rig(o: RigOptions = {}): AnimDocument {
  const bones: BoneSpec[] = [
    { name: 'root', ...(o.rootScale ? { scale: o.rootScale } : {}), ...(o.rootTranslation ? { translation: o.rootTranslation } : {}) },
    { name: 'hand_r', parent: 'root', translation: [40, 120, 0], ...(o.handScale ? { scale: o.handScale } : {}) },
    {
      name: 'weapon_socket',
      parent: 'hand_r',
      translation: [11.5, 0, 0],
      ...(o.socketScale ? { scale: o.socketScale } : {}),
      ...(o.socketRotation ? { rotation: o.socketRotation } : {}),
    },
    { name: 'ik_hand_l_target', parent: 'root' },
    { name: 'ik_hand_r_target', parent: 'root' },
  ];
  return buildDocument({ bones });
}

const uniform = (s: number): Vec3 => [s, s, s];
const socket = { runtimeNodeSelectors: ['weapon_socket'] };
const SOCKET_PATH = '#0(root)/#1(hand_r)/#2(weapon_socket)';

/** Two bones claiming source node 0: a self-contradicting node table (coverage unavailable). */
function contradictoryNodeTable(): AnimDocument {
  const document = rig();
  return { ...document, bones: document.bones.map((bone) => (bone.index === 3 ? { ...bone, sourceNode: 0 } : bone)) };
}

new CheckTester().run('rest-world-scale', check, {
  valid: [
    { name: 'no runtime node selectors', document: rig({ rootScale: uniform(0.01) }), applicability: 'not_applicable' },
    { name: 'empty selector list is no policy', document: rig(), contract: { runtimeNodeSelectors: [] }, applicability: 'not_applicable' },
    { name: 'unit rest-world scale', document: rig(), contract: socket },
    { name: 'rotated ancestors keep a unit scale', document: rig({ socketRotation: axisAngle([0, 1, 0], 1.2) }), contract: socket },
    {
      name: 'an inherited scale that matches the expected factor',
      document: rig({ rootScale: uniform(0.01) }),
      contract: socket,
      options: { expected_uniform_scale: 0.01 },
    },
    {
      name: 'compensated scales multiply back to unit',
      document: rig({ rootScale: uniform(0.01), handScale: uniform(100) }),
      contract: socket,
    },
    { name: 'factor at the upper end of the default tolerance', document: rig({ socketScale: uniform(1.0001) }), contract: socket },
    { name: 'factor at the lower end of the default tolerance', document: rig({ socketScale: uniform(0.9999) }), contract: socket },
    {
      // 0.7 + 0.2 is 0.8999999999999999 in f64; 0.9 is outside it in f64 but equal in f32.
      name: 'range ends are compared in f32',
      document: rig({ socketScale: uniform(0.9) }),
      contract: socket,
      options: { expected_uniform_scale: 0.7, uniform_scale_tolerance: 0.2 },
    },
    { name: 'glob selector', document: rig(), contract: { runtimeNodeSelectors: ['weapon_*'] } },
    { name: 'glob star matches the empty run', document: rig(), contract: { runtimeNodeSelectors: ['weapon_socket*'] } },
    { name: 'only the selected node is judged', document: rig({ socketScale: uniform(0.5) }), contract: { runtimeNodeSelectors: ['ik_hand_l_target'] } },
    {
      name: 'selector without a match is a gap',
      document: rig(),
      contract: { runtimeNodeSelectors: ['shield_socket'] },
      evaluation: 'not_evaluated',
      gaps: ['node_selector_no_match'],
    },
    {
      name: 'selectors match whole names',
      document: rig(),
      contract: { runtimeNodeSelectors: ['weapon'] },
      evaluation: 'not_evaluated',
      gaps: ['node_selector_no_match'],
    },
    {
      name: 'selector matching two nodes is a gap',
      document: rig({ rootScale: uniform(0.01) }),
      contract: { runtimeNodeSelectors: ['ik_*_target'] },
      evaluation: 'not_evaluated',
      gaps: ['node_selector_ambiguous'],
    },
    {
      name: 'non-finite rest world is a gap',
      document: rig({ rootTranslation: [NaN, 0, 0] }),
      contract: socket,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'unavailable skeleton coverage is a gap per selector',
      document: contradictoryNodeTable(),
      contract: { runtimeNodeSelectors: ['weapon_socket', 'hand_r', 'weapon_socket'] },
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable', 'measurement_unavailable'],
    },
  ],
  invalid: [
    {
      name: 'inherited centimetre scale',
      document: rig({ rootScale: uniform(0.01) }),
      contract: socket,
      errors: [{ messageId: 'scaleOutOfRange', severity: 'warning', measured: 0.01, expected: 1 }],
    },
    { name: 'factor just above the tolerance', document: rig({ socketScale: uniform(1.00011) }), contract: socket, errors: [{ messageId: 'scaleOutOfRange', measured: 1.00011 }] },
    { name: 'factor just below the tolerance', document: rig({ socketScale: uniform(0.99989) }), contract: socket, errors: [{ messageId: 'scaleOutOfRange', measured: 0.99989 }] },
    {
      name: 'unit node against a non-unit expectation',
      document: rig(),
      contract: socket,
      options: { expected_uniform_scale: 0.01 },
      errors: [{ messageId: 'scaleOutOfRange', measured: 1, expected: 0.01 }],
    },
    {
      name: 'zero tolerance',
      document: rig({ socketScale: uniform(1.001) }),
      contract: socket,
      options: { uniform_scale_tolerance: 0 },
      errors: [{ messageId: 'scaleOutOfRange', measured: 1.001, expected: 1 }],
    },
    {
      name: 'widened tolerance still has an end',
      document: rig({ rootScale: uniform(0.5) }),
      contract: socket,
      options: { uniform_scale_tolerance: 0.4 },
      errors: [{ messageId: 'scaleOutOfRange', measured: 0.5 }],
    },
    { name: 'non-uniform rest world', document: rig({ socketScale: [1, 2, 1] }), contract: socket, errors: [{ messageId: 'notUniform', measured: 'non_uniform', expected: 1 }] },
    {
      name: 'sheared rest world (rotation under a non-uniform parent)',
      document: rig({ handScale: [2, 1, 1], socketRotation: axisAngle([0, 0, 1], Math.PI / 4) }),
      contract: socket,
      errors: [{ messageId: 'notUniform', measured: 'sheared' }],
    },
    { name: 'reflected rest world', document: rig({ rootScale: [-1, 1, 1] }), contract: socket, errors: [{ messageId: 'notUniform', measured: 'reflected' }] },
    { name: 'singular rest world', document: rig({ socketScale: [1, 1, 0] }), contract: socket, errors: [{ messageId: 'notUniform', measured: 'singular' }] },
    {
      name: 'each distinct selector judged, misses beside findings make it partial',
      document: rig({ rootScale: uniform(0.01) }),
      contract: { runtimeNodeSelectors: ['weapon_socket', 'shield_socket', 'ik_*_target', 'ik_hand_l_*'] },
      evaluation: 'partial',
      gaps: ['node_selector_no_match', 'node_selector_ambiguous'],
      errors: [
        { messageId: 'scaleOutOfRange', measured: 0.01 },
        { messageId: 'scaleOutOfRange', measured: 0.01 },
      ],
    },
    {
      name: 'duplicate selectors and selectors resolving to the same node give one finding',
      document: rig({ rootScale: uniform(0.01) }),
      contract: { runtimeNodeSelectors: ['weapon_socket', 'weapon_*', 'weapon_socket'] },
      errors: [{ messageId: 'scaleOutOfRange' }],
    },
    {
      name: 'severity override',
      document: rig({ rootScale: uniform(0.01) }),
      contract: socket,
      severity: 'error',
      errors: [{ messageId: 'scaleOutOfRange', severity: 'error' }],
    },
  ],
});

describe('rest-world-scale (nodes and scopes)', () => {
  it('names the node by its source ancestry path', () => {
    const { record } = CheckTester.evaluate('rest-world-scale', check, {
      name: 'path',
      document: rig({ rootScale: uniform(0.01) }),
      contract: { runtimeNodeSelectors: ['weapon_socket', 'ik_hand_r_*'] },
    });
    expect(record.findings.map((f) => f.node)).to.deep.equal([SOCKET_PATH, '#0(root)/#4(ik_hand_r_target)']);
    expect(record.findings.every((f) => f.clip === undefined && f.bone === undefined)).to.equal(true);
  });

  it('completes one selected_node_rest_scale scope per distinct resolved selector, subject = selector', () => {
    const { record } = CheckTester.evaluate('rest-world-scale', check, {
      name: 'scopes',
      document: rig({ rootScale: uniform(0.01) }),
      contract: { runtimeNodeSelectors: ['weapon_socket', 'nothing', 'weapon_*', 'weapon_socket', 'ik_*'] },
    });
    expect(record.evaluated_scopes).to.deep.equal([
      { code: 'selected_node_rest_scale', subject: 'weapon_socket' },
      { code: 'selected_node_rest_scale', subject: 'weapon_*' },
    ]);
    expect(record.gaps?.map((g) => [g.code, g.scope?.subject])).to.deep.equal([
      ['node_selector_no_match', 'nothing'],
      ['node_selector_ambiguous', 'ik_*'],
    ]);
    expect(record.findings).to.have.length(1);
  });

  it('names the unavailable selector in the coverage gap', () => {
    const { record } = CheckTester.evaluate('rest-world-scale', check, {
      name: 'non-finite',
      document: rig({ rootTranslation: [NaN, 0, 0] }),
      contract: { runtimeNodeSelectors: ['weapon_socket', 'shield'] },
    });
    expect(record.gaps?.map((g) => [g.code, g.scope])).to.deep.equal([
      ['measurement_unavailable', { code: 'selected_node_rest_scale', subject: 'weapon_socket' }],
      ['node_selector_no_match', { code: 'selected_node_rest_scale', subject: 'shield' }],
    ]);
  });
});

describe('rest-world-scale support', () => {
  it('formats unnamed nodes by index and stops at a missing parent', () => {
    const nodes: SourceNode[] = [
      { index: 0, children: [3], localRest: { kind: 'unavailable', reason: 'test' } },
      { index: 3, name: 'arm', parent: 0, children: [7], localRest: { kind: 'unavailable', reason: 'test' } },
      { index: 7, name: 'socket', parent: 3, children: [], localRest: { kind: 'unavailable', reason: 'test' } },
      { index: 9, name: 'orphan', parent: 42, children: [], localRest: { kind: 'unavailable', reason: 'test' } },
    ];
    expect(sourceNodePath(nodes, 7)).to.equal('#0/#3(arm)/#7(socket)');
    expect(sourceNodePath(nodes, 9)).to.equal('#9(orphan)');
  });

  it('matches `*` against any run, including the empty one, and nothing else', () => {
    expect(globMatches('ik_*_target', 'ik_hand_l_target')).to.equal(true);
    expect(globMatches('ik_*_target', 'ik__target')).to.equal(true);
    expect(globMatches('*', '')).to.equal(true);
    expect(globMatches('a*a', 'a')).to.equal(false);
    expect(globMatches('a*b*c', 'acxc')).to.equal(false);
    expect(globMatches('a*b*c', 'abxbc')).to.equal(true);
    expect(globMatches('hand?', 'hand1')).to.equal(false);
    expect(globMatches('hand.', 'handX')).to.equal(false);
    expect(globMatches('Socket', 'socket')).to.equal(false);
  });
});
