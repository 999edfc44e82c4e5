/**
 * Every finding code the reference rigc ingest emits (its `note(...)` calls), each driven by one
 * skeleton built in code for the situation the reference names, asserting the code, the kind and
 * the object. Where this plugin deliberately differs from the reference, the case says so and the
 * plugin README says why.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { build } from '../src/build/index.js';
import { ingest, type FindingKind, type IngestOptions } from '../src/ingest/index.js';

type Json = Record<string, any>;  

const OPTS: IngestOptions = { name: 'probe', art: 'none', version: '1.0.0' };

/** A small skeleton that raises only the findings every skeleton raises (the version and a duration). */
function base(): Json {
  return {
    skeleton: { spine: '4.3.13', x: 0, y: 0, width: 10, height: 10 },
    bones: [{ name: 'root' }, { name: 'hip', parent: 'root', length: 5 }],
    slots: [{ name: 'body', bone: 'hip', attachment: 'body' }],
    constraints: [
      { type: 'ik', name: 'reach', bones: ['hip'], target: 'root' },
      { type: 'transform', name: 'follow', source: 'root', bones: ['hip'] },
      { type: 'path', name: 'along', bones: ['hip'], slot: 'body' },
      { type: 'physics', name: 'sway', bone: 'hip' },
      { type: 'slider', name: 'dial', animation: 'idle' },
    ],
    skins: [{ name: 'default', attachments: { body: { body: { width: 2, height: 2 } } } }],
    animations: { idle: { bones: { hip: { rotate: [{ value: 5 }, { time: 1, value: 10 }] } } } },
  };
}

/** The base skeleton with one edit: the situation a case sets up. */
function edited(edit: (s: Json) => void): () => Json {
  return () => {
    const s = base();
    edit(s);
    return s;
  };
}

interface Case {
  code: string;
  /** The reference's kind for this code. */
  reference: FindingKind;
  /** What this plugin reports: `[kind, where]` per finding with the code. */
  expected: Array<[FindingKind, string]>;
  skeleton: () => Json;
  opts?: Partial<IngestOptions>;
}

const idle = (skeleton: Json): Json => skeleton.animations.idle;

const CASES: Case[] = [
  {
    code: 'BONE_FIELD',
    reference: 'blocker',
    expected: [['blocker', 'bone "hip"']],
    skeleton: edited((s) => {
      s.bones[1].colour = 'ff0000ff';
    }),
  },
  {
    code: 'SLOT_FIELD',
    reference: 'blocker',
    expected: [['blocker', 'slot "body"']],
    skeleton: edited((s) => {
      s.slots[0].shade = 1;
    }),
  },
  {
    code: 'CONSTRAINT_TYPE',
    reference: 'blocker',
    expected: [['blocker', 'constraint "odd"']],
    skeleton: edited((s) => {
      s.constraints.push({ type: 'spring', name: 'odd' });
    }),
  },
  {
    code: 'CONSTRAINT_FIELD',
    reference: 'blocker',
    expected: [['blocker', 'constraint "reach" (ik)']],
    skeleton: edited((s) => {
      s.constraints[0].wobble = 1;
    }),
  },
  {
    code: 'HEADER_REDERIVED',
    reference: 'lossy',
    expected: [['lossy', 'skeleton.spine']],
    skeleton: edited((s) => {
      s.skeleton.spine = '4.3.01';
    }),
  },
  {
    code: 'HEADER_BOOKKEEPING',
    reference: 'lossy',
    expected: [['lossy', 'skeleton.hash']],
    skeleton: edited((s) => {
      s.skeleton.hash = 'abc';
    }),
  },
  {
    // The reference refuses to build without a stage (blocker); the rig spec here states the
    // absence and the rebuild reproduces it, so it stays a judgement (README: "Where we differ").
    code: 'NO_STAGE',
    reference: 'blocker',
    expected: [['judgement', 'skeleton.width/height']],
    skeleton: edited((s) => {
      delete s.skeleton.width;
      delete s.skeleton.height;
    }),
  },
  {
    code: 'NO_STAGE',
    reference: 'judgement',
    expected: [['judgement', 'skeleton.width/height']],
    skeleton: edited((s) => {
      delete s.skeleton.width;
      delete s.skeleton.height;
    }),
    opts: { stage: { x: 0, y: 0, w: 4, h: 4 } },
  },
  {
    code: 'ATTACHMENT_NAME',
    reference: 'lossy',
    expected: [['lossy', 'skin "default" slot "body" attachment "body"']],
    skeleton: edited((s) => {
      s.skins[0].attachments.body.body.name = 'torso';
    }),
  },
  {
    code: 'PATH_LENGTHS',
    reference: 'lossy',
    expected: [['lossy', 'skin "default" slot "body" attachment "rail"']],
    skeleton: edited((s) => {
      s.skins[0].attachments.body.rail = { type: 'path', lengths: [3, 6], vertexCount: 6, vertices: [0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0] };
    }),
  },
  {
    code: 'ATTACHMENT_BLOB',
    reference: 'blocker',
    expected: [['blocker', 'skin "default" slot "body" attachment "blob"']],
    skeleton: edited((s) => {
      s.skins[0].attachments.body.blob = { type: 'blob' };
    }),
  },
  {
    code: 'TIMELINE_FIELD',
    reference: 'blocker',
    expected: [['blocker', 'animation "idle" bone "hip" rotate key 1']],
    skeleton: edited((s) => {
      idle(s).bones.hip.rotate[1].angle = 10;
    }),
  },
  {
    code: 'TIMELINE_KEY_RESTATED',
    reference: 'lossy',
    expected: [['lossy', 'animation "idle" bone "hip" translate']],
    skeleton: edited((s) => {
      idle(s).bones.hip.translate = [{ x: 2 }];
    }),
  },
  ...(['path', 'physics', 'slider'] as const).map(
    (group): Case => ({
      code: `${group.toUpperCase()}_TIMELINE`,
      reference: 'blocker',
      expected: [['blocker', `animation "idle" ${group} "${{ path: 'along', physics: 'sway', slider: 'dial' }[group]}" spin`]],
      skeleton: edited((s) => {
        idle(s)[group] = { [{ path: 'along', physics: 'sway', slider: 'dial' }[group]]: { spin: [{}] } };
      }),
    }),
  ),
  {
    code: 'BONE_TIMELINE',
    reference: 'blocker',
    expected: [['blocker', 'animation "idle" bone "hip" spin']],
    skeleton: edited((s) => {
      idle(s).bones.hip.spin = [{}];
    }),
  },
  {
    code: 'SLOT_TIMELINE',
    reference: 'blocker',
    expected: [['blocker', 'animation "idle" slot "body" glow']],
    skeleton: edited((s) => {
      idle(s).slots = { body: { glow: [{}] } };
    }),
  },
  {
    code: 'ATTACHMENT_TIMELINE',
    reference: 'blocker',
    expected: [['blocker', 'animation "idle" default/body/body wobble']],
    skeleton: edited((s) => {
      idle(s).attachments = { default: { body: { body: { wobble: [{}] } } } };
    }),
  },
  {
    code: 'ANIMATION_GROUP',
    reference: 'blocker',
    expected: [['blocker', 'animation "idle"']],
    skeleton: edited((s) => {
      idle(s).wobble = {};
    }),
  },
  {
    code: 'DURATION',
    reference: 'judgement',
    expected: [['judgement', 'animation "idle"']],
    skeleton: base,
  },
  {
    code: 'CONSTRAINT_KEY_RESTATED',
    reference: 'lossy',
    expected: [['lossy', 'animation "idle" ik "reach"']],
    skeleton: edited((s) => {
      idle(s).ik = { reach: [{ mix: 0.5 }, { time: 1 }] };
    }),
  },
  ...(['ik', 'transform'] as const).map(
    (group): Case => ({
      code: `${group.toUpperCase()}_KEY_FIELD`,
      reference: 'blocker',
      expected: [['blocker', `animation "idle" ${group} "${group === 'ik' ? 'reach' : 'follow'}" key 0`]],
      skeleton: edited((s) => {
        idle(s)[group] = { [group === 'ik' ? 'reach' : 'follow']: [{ wobble: 1 }] };
      }),
    }),
  ),
];

/** The reference codes this plugin carries instead of reporting (README: "Where we differ"). */
const CARRIED: Array<{ code: string; skeleton: () => Json; carried: (rig: Json) => unknown }> = [
  {
    code: 'ATTACHMENT_SEQUENCE',
    skeleton: edited((s) => {
      s.skins[0].attachments.body.body.sequence = { count: 3, start: 1, digits: 2 };
    }),
    carried: (rig) => rig.skins.default.body.body.sequence,
  },
  {
    code: 'ATTACHMENT_POINT',
    skeleton: edited((s) => {
      s.skins[0].attachments.body.tip = { type: 'point', x: 1, rotation: 45 };
    }),
    carried: (rig) => rig.skins.default.body.tip,
  },
];

describe('ingest: every reference rigc finding code, one skeleton each', () => {
  it('the base skeleton raises only the version and the duration', () => {
    const { findings } = ingest(base(), OPTS);
    expect(findings.map((f) => `${f.kind} ${f.code}`)).to.deep.equal(['lossy HEADER_REDERIVED', 'judgement DURATION']);
  });

  for (const { code, reference, expected, skeleton, opts } of CASES) {
    const label = reference === expected[0]![0] ? reference : `${expected[0]![0]}; the reference says ${reference}`;
    it(`${code} (${label})${opts?.stage ? ' with --stage' : ''}`, () => {
      const { findings } = ingest(skeleton(), { ...OPTS, ...opts });
      expect(findings.filter((f) => f.code === code).map((f) => [f.kind, f.where])).to.deep.equal(expected);
      const blocker = findings.some((f) => f.kind === 'blocker');
      expect(blocker, 'a blocker exactly when the case expects one').to.equal(expected.some(([kind]) => kind === 'blocker'));
    });
  }

  it('a name on a placeholder two skins fill is not ATTACHMENT_NAME (the reference composes one there)', () => {
    const s = base();
    s.skins[0].attachments.body.body.name = 'torso';
    s.skins.push({ name: 'heavy', attachments: { body: { body: { name: 'armour', width: 3, height: 3 } } } });
    expect(ingest(s, OPTS).findings.filter((f) => f.code === 'ATTACHMENT_NAME')).to.deep.equal([]);
  });

  it('ATTACHMENT_NAME and PATH_LENGTHS: the stated name and lengths are carried, so the rebuild has the same bytes', () => {
    const s = base();
    s.skins[0].attachments.body.body.name = 'torso';
    s.skins[0].attachments.body.rail = { type: 'path', lengths: [3.5, 6.25], vertexCount: 6, vertices: [0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0] };
    const { rig, motion } = ingest(s, OPTS);
    const rebuilt = JSON.parse(build(rig, motion)) as Json;
    expect(rebuilt.skins[0].attachments.body.body.name).to.equal('torso');
    expect(rebuilt.skins[0].attachments.body.rail.lengths).to.deep.equal([3.5, 6.25]);
  });

  it('ATTACHMENT_<TYPE> spells a type a code cannot hold with underscores (a non-string type as its JSON text)', () => {
    const s = base();
    s.skins[0].attachments.body.odd = { type: 'soft-body' };
    s.skins[0].attachments.body.hostile = { type: { toString: 1 } };
    const codes = ingest(s, OPTS).findings.filter((f) => f.kind === 'blocker').map((f) => f.code);
    expect(codes).to.deep.equal(['ATTACHMENT_SOFT_BODY', 'ATTACHMENT___TOSTRING__1_']);
  });

  for (const { code, skeleton, carried } of CARRIED) {
    it(`${code} (a blocker in the reference) is carried here: no finding, no blocker`, () => {
      const { rig, findings } = ingest(skeleton(), OPTS);
      expect(carried(rig as unknown as Json)).to.not.equal(undefined);
      expect(findings.map((f) => `${f.kind} ${f.code}`)).to.deep.equal(['lossy HEADER_REDERIVED', 'judgement DURATION']);
    });
  }

  it('the plugin README lists every reference code with the kind emitted here, marked as the reference\'s', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const rows = new Map<string, { kind: string; origin: string }>();
    for (const match of readme.matchAll(/^\| `([A-Z_<>]+)` \| ([a-z, ()]+) \| (reference|ours) \|/gm)) {
      rows.set(match[1]!, { kind: match[2]!, origin: match[3]! });
    }
    // An unknown attachment type's code is the one row `ATTACHMENT_<TYPE>`.
    const documented = (code: string): string => (rows.has(code) || !code.startsWith('ATTACHMENT_') ? code : 'ATTACHMENT_<TYPE>');
    for (const { code, expected } of CASES) {
      const row = rows.get(documented(code));
      expect(row, code).to.not.equal(undefined);
      expect(row!.origin, code).to.equal('reference');
      expect(row!.kind, code).to.contain(expected[0]![0]);
    }
    for (const { code } of CARRIED) expect(rows.get(code)?.origin, code).to.equal('reference');
  });
});
