import { expect } from 'chai';
import { build, BuildError } from '../src/build/index.js';
import * as order from '../src/build/key-order.js';
import { parseMotionSpec, parseRigSpec, RIG_KEYS, SPINE_VERSION, type MotionSpec, type RigSpec } from '../src/spec/index.js';
import { motionJson } from './spec-fixture.js';

/** A small rig in code: three bones, a weighted mesh and a region. */
function rigJson(): Record<string, unknown> {
  return {
    spec: 'rigc-rig/1',
    name: 'probe',
    skeleton: { x: -10, y: 0, width: 20, height: 30, images: './images/', audio: null },
    bones: [
      { name: 'root' },
      // Fields out of editor order on purpose: build writes the editor's order.
      { y: 5, x: 1, rotation: 90, parent: 'root', name: 'arm', length: 12.5 },
      { name: 'hand', parent: 'arm', x: 12.5, color: 'ff0000ff' },
    ],
    slots: [
      { name: 'body', bone: 'root', attachment: 'body' },
      { name: 'hand', bone: 'hand', attachment: null, color: 'ffffff80' },
    ],
    skins: {
      default: {
        body: {
          body: {
            type: 'mesh',
            uvs: [0, 0, 1, 0, 1, 1],
            triangles: [0, 1, 2],
            weights: [
              [{ bone: 'hand', x: 1, y: 2, weight: 1 }],
              [
                { bone: 'arm', x: 3, y: 4, weight: 0.5 },
                { bone: 'hand', x: 5, y: 6, weight: 0.5 },
              ],
              [{ bone: 'root', x: 0.0003, y: 7, weight: 1 }],
            ],
            hull: 3,
            width: 10,
            height: 10,
          },
        },
        hand: { fist: { width: 8, height: 9 } },
      },
    },
  };
}

function compile(rig: Record<string, unknown>, motion: Record<string, unknown>): string {
  return build(parseRigSpec(rig) as RigSpec, parseMotionSpec(motion) as MotionSpec);
}

describe('spine build: the rigc compiler', () => {
  const still = motionJson({ idle: { duration: 0, tracks: [] } });

  it('is deterministic', () => {
    expect(compile(rigJson(), still)).to.equal(compile(rigJson(), still));
  });

  it('writes the header with the targeted runtime version and no editor hash', () => {
    const json = JSON.parse(compile(rigJson(), still));
    expect(Object.keys(json)).to.deep.equal(['skeleton', 'bones', 'slots', 'skins', 'animations']);
    expect(json.skeleton).to.deep.equal({ spine: SPINE_VERSION, x: -10, y: 0, width: 20, height: 30, images: './images/', audio: null });
  });

  it("writes bone fields in the editor's order and omits what the spec leaves out", () => {
    const text = compile(rigJson(), still);
    expect(text).to.contain('{ "name": "arm", "parent": "root", "length": 12.5, "rotation": 90, "x": 1, "y": 5 }');
    expect(text).to.contain('\t{ "name": "root" },\n');
  });

  it("writes a bone's editor visibility last and a long-form skin's colour after its attachments", () => {
    const rig = rigJson();
    (rig.bones as Array<Record<string, unknown>>)[2]!.visible = false;
    const skins = rig.skins as Record<string, unknown>;
    skins.gold = { color: 'ffd700ff', bones: ['hand'], attachments: { hand: { fist: { width: 8, height: 9 } } } };
    const json = JSON.parse(compile(rig, still));
    expect(json.bones[2]).to.deep.equal({ name: 'hand', parent: 'arm', x: 12.5, color: 'ff0000ff', visible: false });
    expect(Object.keys(json.bones[2]).at(-1)).to.equal('visible');
    expect(Object.keys(json.skins[1])).to.deep.equal(['name', 'bones', 'attachments', 'color']);
    expect(json.skins[1].color).to.equal('ffd700ff');
  });

  it('writes no `attachment` for a slot that shows nothing', () => {
    expect(compile(rigJson(), still)).to.contain('{ "name": "hand", "bone": "hand", "color": "ffffff80" }');
  });

  it('encodes weights by bone name, re-indexed to the emitted bone order, as Java floats', () => {
    const text = compile(rigJson(), still);
    expect(text).to.contain('"vertices": [ 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 3.0, 4.0, 0.5, 2.0, 5.0, 6.0, 0.5, 1.0, 0.0, 3.0E-4, 7.0, 1.0 ]');
    expect(text).to.contain('"width": 10.0');
    // The same rig with `hand` declared before `arm`'s sibling order changes: indices follow.
    const rig = rigJson();
    const bones = rig.bones as Array<Record<string, unknown>>;
    rig.bones = [bones[0], { name: 'spare', parent: 'root' }, bones[1], bones[2]];
    const moved = JSON.parse(compile(rig, still)).skins[0].attachments.body.body.vertices as number[];
    expect(moved.slice(0, 5)).to.deep.equal([1, 3, 1, 2, 1]);
    expect(moved.slice(5, 14)).to.deep.equal([2, 2, 3, 4, 0.5, 3, 5, 6, 0.5]);
  });

  it('refuses a weighted vertex with no bone, which could make a weight run pass for unweighted pairs', () => {
    const rig = rigJson();
    const mesh = (rig.skins as any).default.body.body;
    mesh.weights[2] = [];
    expect(() => compile(rig, still)).to.throw(BuildError, /attachment "body": vertex 2 is weighted to no bone/);
  });

  describe('animations', () => {
    it('omits time 0, channels at the per-key default, and the last key easing', () => {
      const motion = motionJson({
        walk: {
          duration: 1,
          tracks: [
            { bone: 'arm', property: 'rotate', keys: [{ t: 0, v: [0], ease: 'stepped' }, { t: 0.5, v: [10] }, { t: 1, v: [0], ease: 'stepped' }] },
            { bone: 'arm', property: 'scale', keys: [{ t: 0, v: [1, 1] }, { t: 1, v: [2, 1] }] },
            { bone: 'arm', property: 'translate', keys: [{ t: 0, v: [0, 3], curve: [0.25, 0, 0.75, 3, 0.25, 3, 0.75, 4] }, { t: 1, v: [0, 4] }] },
          ],
        },
      });
      const anim = JSON.parse(compile(rigJson(), motion)).animations.walk.bones.arm;
      expect(anim.rotate).to.deep.equal([{ curve: 'stepped' }, { time: 0.5, value: 10 }, { time: 1, curve: 'stepped' }]);
      expect(anim.scale).to.deep.equal([{}, { time: 1, x: 2 }]);
      expect(anim.translate[0]).to.deep.equal({ y: 3, curve: [0.25, 0, 0.75, 3, 0.25, 3, 0.75, 4] });
    });

    it('turns a named easing into absolute control points per channel', () => {
      const motion = motionJson(
        { walk: { duration: 2, tracks: [{ bone: 'arm', property: 'translate', keys: [{ t: 0, v: [0, 10], ease: 'inOut' }, { t: 2, v: [4, 20], ease: 'inOut' }] }] } },
        { inOut: [0.25, 0, 0.75, 1] },
      );
      const keys = JSON.parse(compile(rigJson(), motion)).animations.walk.bones.arm.translate;
      expect(keys).to.deep.equal([{ y: 10, curve: [0.5, 0, 1.5, 4, 0.5, 10, 1.5, 20] }, { time: 2, x: 4, y: 20 }]);
    });

    it('refuses an easing the motion spec does not declare', () => {
      const motion = motionJson({ walk: { duration: 1, tracks: [{ bone: 'arm', property: 'rotate', keys: [{ t: 0, v: [0], ease: 'nope' }, { t: 1, v: [1] }] }] } });
      expect(() => compile(rigJson(), motion)).to.throw(/easing|nope/);
    });

    it('writes slots before bones, colours as hex and a hidden attachment key without a name', () => {
      const motion = motionJson({
        fade: {
          duration: 1,
          tracks: [
            { bone: 'arm', property: 'rotate', keys: [{ t: 1, v: [5] }] },
            { slot: 'hand', property: 'rgba', keys: [{ t: 0, v: [1, 0, 0, 1] }, { t: 1, v: [1, 1, 1, 128 / 255] }] },
            { slot: 'hand', property: 'attachment', keys: [{ t: 0, v: 'fist' }, { t: 1, v: null }] },
          ],
        },
      });
      const fade = JSON.parse(compile(rigJson(), motion)).animations.fade;
      expect(Object.keys(fade)).to.deep.equal(['slots', 'bones']);
      expect(fade.slots.hand.rgba).to.deep.equal([{ color: 'ff0000ff' }, { time: 1, color: 'ffffff80' }]);
      expect(fade.slots.hand.attachment).to.deep.equal([{ name: 'fist' }, { time: 1 }]);
    });

    it('writes rgb, alpha and the two-colour tints as hex fields, with one curve channel per colour channel', () => {
      const rig = rigJson();
      (rig.slots as Array<Record<string, unknown>>)[1]!.dark = '000000';
      const motion = motionJson(
        {
          tint: {
            duration: 1,
            tracks: [
              { slot: 'hand', property: 'rgb', keys: [{ t: 0, v: [1, 0, 0], ease: 'soft' }, { t: 1, v: [0, 1, 0] }] },
              { slot: 'hand', property: 'alpha', keys: [{ t: 0, v: [0.5] }, { t: 1, v: [0] }] },
              { slot: 'hand', property: 'rgba2', keys: [{ t: 0, v: [1, 1, 1, 1, 0, 0, 0], ease: 'stepped' }, { t: 1, v: [1, 0, 0, 128 / 255, 0, 0, 1] }] },
              { slot: 'hand', property: 'rgb2', keys: [{ t: 0.5, v: [1, 1, 1, 16 / 255, 32 / 255, 48 / 255] }] },
            ],
          },
        },
        { soft: [0.25, 0, 0.75, 1] },
      );
      const hand = JSON.parse(compile(rig, motion)).animations.tint.slots.hand;
      expect(Object.keys(hand)).to.deep.equal(['rgb', 'alpha', 'rgba2', 'rgb2']);
      expect(hand.rgb).to.deep.equal([
        { color: 'ff0000', curve: [0.25, 1, 0.75, 0, 0.25, 0, 0.75, 1, 0.25, 0, 0.75, 0] },
        { time: 1, color: '00ff00' },
      ]);
      expect(hand.alpha).to.deep.equal([{ value: 0.5 }, { time: 1 }]);
      expect(hand.rgba2).to.deep.equal([{ light: 'ffffffff', dark: '000000', curve: 'stepped' }, { time: 1, light: 'ff000080', dark: '0000ff' }]);
      expect(hand.rgb2).to.deep.equal([{ time: 0.5, light: 'ffffff', dark: '102030' }]);
    });

    it('omits a transform mixY equal to the same key’s mixX and ik fields at their key default', () => {
      const rig = rigJson();
      rig.constraints = [
        { type: 'transform', name: 'follow', source: 'root', bones: ['hand'], properties: { x: { to: { x: { max: 100 } } } }, mixY: 1 },
        { type: 'ik', name: 'reach', bones: ['arm', 'hand'], target: 'root' },
      ];
      const motion = motionJson({
        pose: {
          duration: 1,
          tracks: [],
          transform: [{ constraint: 'follow', keys: [{ t: 0, mixX: 0.5, mixY: 0.5 }, { t: 1, mixX: 1, mixY: 0.25 }] }],
          ik: [{ constraint: 'reach', keys: [{ t: 0, mix: 1, bendPositive: false }, { t: 1, mix: 0.5, bendPositive: true }] }],
        },
      });
      const json = JSON.parse(compile(rig, motion));
      expect(json.constraints[0]).to.deep.equal({
        type: 'transform', name: 'follow', source: 'root', bones: ['hand'], properties: { x: { to: { x: { max: 100 } } } }, mixY: 1,
      });
      expect(json.animations.pose.transform.follow).to.deep.equal([{ mixX: 0.5 }, { time: 1, mixY: 0.25 }]);
      expect(json.animations.pose.ik.reach).to.deep.equal([{ bendPositive: false }, { time: 1, mix: 0.5 }]);
    });
  });

  describe('bone inherit, image sequence and draw order folder timelines', () => {
    const rig = (): Record<string, any> => {
      const json = rigJson() as Record<string, any>;
      json.skins.default.hand.fist.sequence = { count: 4, digits: 2 };
      return json;
    };
    const animation = {
      duration: 1,
      tracks: [{ bone: 'arm', property: 'inherit', keys: [{ t: 0, v: 'noScale' }, { t: 0.5, v: 'normal' }, { t: 1, v: 'onlyTranslation' }] }],
      sequence: [
        {
          slot: 'hand',
          attachment: 'fist',
          keys: [{ t: 0, mode: 'hold', index: 0 }, { t: 0.25, mode: 'loop', delay: 0.1 }, { t: 0.5, index: 3, delay: 0.1 }, { t: 0.75, mode: 'once', delay: 0 }],
        },
      ],
      deform: [{ slot: 'body', attachment: 'body', keys: [{ t: 0.5 }] }],
      drawOrderFolder: [{ slots: ['hand', 'body'], keys: [{ t: 0.5, offsets: [{ slot: 'body', offset: -1 }] }, { t: 1 }] }],
    };

    it('writes each key without the fields at the reader\'s per-key default, in the editor\'s group order', () => {
      const m = JSON.parse(compile(rig(), motionJson({ m: animation }))).animations.m;
      expect(Object.keys(m)).to.deep.equal(['bones', 'attachments', 'drawOrderFolder']);
      expect(m.bones.arm.inherit).to.deep.equal([{ inherit: 'noScale' }, { time: 0.5 }, { time: 1, inherit: 'onlyTranslation' }]);
      // mode hold and index 0 are the defaults; a delay equal to the one in force is omitted, a changed one (back to 0) is not.
      expect(m.attachments.default.hand.fist.sequence).to.deep.equal([
        {},
        { time: 0.25, mode: 'loop', delay: 0.1 },
        { time: 0.5, index: 3 },
        { time: 0.75, mode: 'once', delay: 0 },
      ]);
      expect(Object.keys(m.attachments.default)).to.deep.equal(['body', 'hand']);
      expect(m.drawOrderFolder).to.deep.equal([{ slots: ['hand', 'body'], keys: [{ time: 0.5, offsets: [{ slot: 'body', offset: -1 }] }, { time: 1 }] }]);
    });

    const refusals: Array<[string, (m: Record<string, any>) => void, RegExp]> = [
      ['a sequence of an attachment the rig does not have', (m) => (m.sequence[0].attachment = 'open'), /sequence default\/hand\/open: the attachment is not in the rig spec/],
      ['a sequence of a path attachment', (m) => (m.sequence[0] = { slot: 'hand', attachment: 'rail', keys: [{ t: 0 }] }), /sequence default\/hand\/rail: a path attachment has no image sequence/],
      ['a folder slot the rig does not have', (m) => m.drawOrderFolder[0].slots.push('tail'), /drawOrderFolder 0 slot "tail": the slot is not in the rig spec/],
      ['sequence keys out of time order', (m) => (m.sequence[0].keys[1].t = 0.6), /sequence default\/hand\/fist key 2: time 0.5 comes before the previous key's 0.6/],
    ];
    for (const [what, edit, message] of refusals) {
      it(`refuses ${what}`, () => {
        const m = JSON.parse(JSON.stringify(animation)) as Record<string, any>;
        edit(m);
        const r = rig();
        r.skins.default.hand.rail = { type: 'path', vertexCount: 3, vertices: [0, 0, 1, 1, 2, 2], lengths: [1] };
        expect(() => compile(r, motionJson({ m }))).to.throw(BuildError, message);
      });
    }
  });

  describe('names the motion spec uses that the rig does not have', () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['a bone', { tracks: [{ bone: 'tail', property: 'rotate', keys: [{ t: 0, v: [1] }] }] }, /animation "m" bone "tail": the bone is not in the rig spec/],
      ['a slot', { tracks: [{ slot: 'tail', property: 'attachment', keys: [{ t: 0, v: null }] }] }, /slot "tail": the slot/],
      ['an ik constraint', { tracks: [], ik: [{ constraint: 'reach', keys: [{ t: 0 }] }] }, /ik "reach": the ik constraint/],
      ['an event', { tracks: [], events: [{ t: 0, name: 'step' }] }, /event "step": the event/],
      ['a deformed attachment', { tracks: [], deform: [{ slot: 'body', attachment: 'other', keys: [{ t: 0 }] }] }, /deform default\/body\/other: the attachment/],
      ['a draw order slot', { tracks: [], drawOrder: [{ t: 0, offsets: [{ slot: 'nope', offset: 1 }] }] }, /drawOrder slot "nope"/],
    ];
    for (const [what, animation, message] of cases) {
      it(`refuses ${what}`, () => {
        expect(() => compile(rigJson(), motionJson({ m: { duration: 1, ...animation } }))).to.throw(BuildError, message);
      });
    }
    it('refuses a motion spec made for another rig', () => {
      expect(() => compile(rigJson(), { ...still, archetype: 'other' })).to.throw(BuildError, /archetype "other" does not name this rig/);
    });
  });

  describe('spec pairs the runtime could not load or play', () => {
    const track = (property: string, keys: unknown[]): Record<string, unknown> => ({ m: { duration: 1, tracks: [{ slot: 'hand', property, keys }] } });
    const motionCases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['a two-colour timeline on a slot without tint black', track('rgba2', [{ t: 0, v: [1, 1, 1, 1, 0, 0, 0] }]), /animation "m" slot "hand" rgba2: a two-colour timeline needs a slot with a tint-black `dark`/],
      ['a timeline with no keys', track('alpha', []), /slots "hand" alpha: has no keys/],
      ['keys out of time order', track('alpha', [{ t: 0.5, v: [1] }, { t: 0.25, v: [0] }]), /slots "hand" alpha key 1: time 0.25 comes before the previous key's 0.5/],
      ['deform numbers past the weighted mesh', { m: { duration: 1, tracks: [], deform: [{ slot: 'body', attachment: 'body', keys: [{ t: 0, offset: 6, vertices: [1, 1, 1, 1] }] }] } }, /deform default\/body\/body key 0: offset 6 with 4 numbers does not fit the attachment's 8 deformable numbers/],
      ['a deform of a region', { m: { duration: 1, tracks: [], deform: [{ slot: 'hand', attachment: 'fist', keys: [{ t: 0 }] }] } }, /deform default\/hand\/fist: a region attachment has no vertices to deform/],
    ];
    for (const [what, animation, message] of motionCases) {
      it(`refuses ${what}`, () => {
        expect(() => compile(rigJson(), motionJson(animation))).to.throw(BuildError, message);
      });
    }

    const rigCases: Array<[string, (rig: any) => void, RegExp]> = [
      ['an IK on a root bone', (rig) => (rig.constraints = [{ type: 'ik', name: 'reach', bones: ['root'], target: 'hand' }]), /constraint "reach": bone "root" has no parent/],
      ['a two-bone IK whose bones are not parent and child', (rig) => (rig.constraints = [{ type: 'ik', name: 'reach', bones: ['arm', 'arm'], target: 'root' }]), /bone "arm" is not a child of "arm"/],
      ['a bone-driven slider with no property', (rig) => (rig.constraints = [{ type: 'slider', name: 'dial', animation: 'idle', bone: 'arm' }]), /constraint "dial": is driven by bone "arm" and states no `property`/],
      ['a vertex run that does not match the uvs', (rig) => rig.skins.default.body.body.weights.pop(), /attachment "body": `weights` lists 2 vertices; the attachment has 3/],
      ['a triangle index past the vertices', (rig) => (rig.skins.default.body.body.triangles = [0, 1, 3]), /attachment "body": triangle index 2 \(3\) is not a vertex/],
      ['a path without one length per bezier point', (rig) => (rig.skins.default.hand.rail = { type: 'path', vertexCount: 3, vertices: [0, 0, 1, 1, 2, 2] }), /attachment "rail": `lengths` has no entries/],
      ['a linked mesh whose source is missing', (rig) => (rig.skins.default.hand.copy = { type: 'linkedmesh', source: 'body' }), /attachment "copy": source mesh "body" is not in skin "default" slot "hand"/],
      ['a sequence whose setup frame is past its count', (rig) => (rig.skins.default.hand.fist.sequence = { count: 2, setup: 2 }), /attachment "fist" sequence: `setup` 2 is not a frame index below the count 2/],
    ];
    for (const [what, edit, message] of rigCases) {
      it(`refuses ${what}`, () => {
        const rig = rigJson();
        edit(rig);
        expect(() => compile(rig, still)).to.throw(BuildError, message);
      });
    }

    it('keeps names such as __proto__ and constructor as ordinary entries', () => {
      const rig = rigJson();
      (rig.bones as Array<Record<string, unknown>>).push({ name: '__proto__', parent: 'root' });
      rig.events = { constructor: { int: 1 } };
      const motion = motionJson({
        m: { duration: 1, tracks: [{ bone: '__proto__', property: 'rotate', keys: [{ t: 0, v: [5] }] }], events: [{ t: 0, name: 'constructor' }] },
      });
      const text = compile(rig, motion);
      expect(text).to.contain('"__proto__": {\n\t\t\t\t"rotate": [\n\t\t\t\t\t{ "value": 5 }');
      expect(text).to.contain('"constructor": { "int": 1 }');
    });

    it('gives a spec pair built in code the parsers’ refusals, located by JSON path, as BuildErrors', () => {
      const rig = parseRigSpec(rigJson());
      const motion = (track: unknown): MotionSpec => motionJson({ m: { duration: 1, tracks: [track] } }) as unknown as MotionSpec;
      expect(() => build(rig, motion({ bone: 'arm', property: 'constructor', keys: [{ t: 0, v: [1] }] }))).to.throw(
        BuildError,
        /^motion spec \$\.animations\.m\.tracks\[0\]\.property: /,
      );
      expect(() => build(rig, motion({ slot: 'hand', property: 'rgb', keys: [{ t: 0, v: [1, 2, 1] }] }))).to.throw(BuildError, /tracks\[0\]\.keys\[0\]\.v: /);
      expect(() => build(rig, motion(null))).to.throw(BuildError, /^motion spec \$\.animations\.m\.tracks\[0\]: /);
      expect(() => build({ ...rig, bones: 'root' } as unknown as RigSpec, still as unknown as MotionSpec)).to.throw(BuildError, /^rig spec \$\.bones: /);
    });
  });

  describe('editor key order tables', () => {
    // Fields a spec holds that are never emitted as themselves: art lookup, and weights (emitted as `vertices`).
    const notEmitted = new Set(['image', 'weights']);
    const tables: Array<[keyof typeof RIG_KEYS, readonly string[]]> = [
      ['RigSkeletonHeader', order.HEADER_ORDER],
      ['RigBone', order.BONE_ORDER],
      ['RigSlot', order.SLOT_ORDER],
      ['RigIkConstraint', order.IK_ORDER],
      ['RigTransformConstraint', order.TRANSFORM_ORDER],
      ['RigTransformTo', order.TRANSFORM_TO_ORDER],
      ['RigPathConstraint', order.PATH_ORDER],
      ['RigPhysicsConstraint', order.PHYSICS_ORDER],
      ['RigSliderConstraint', order.SLIDER_ORDER],
      ['RigRegionAttachment', order.REGION_ORDER],
      ['RigMeshAttachment', order.MESH_ORDER],
      ['RigLinkedMeshAttachment', order.LINKED_MESH_ORDER],
      ['RigBoundingBoxAttachment', order.BOUNDING_BOX_ORDER],
      ['RigClippingAttachment', order.CLIPPING_ORDER],
      ['RigPathAttachment', order.PATH_ATTACHMENT_ORDER],
      ['RigPointAttachment', order.POINT_ORDER],
      ['RigSequence', order.SEQUENCE_ORDER],
      ['RigEvent', order.EVENT_ORDER],
    ];
    for (const [shape, list] of tables) {
      it(`${shape}: every emitted spec field is placed exactly once`, () => {
        expect([...list].sort()).to.deep.equal(RIG_KEYS[shape].filter((key) => !notEmitted.has(key)).sort());
      });
    }
    it('RigSkinEntry: every field of the long form is placed exactly once', () => {
      expect([...order.SKIN_ORDER].sort()).to.deep.equal([...RIG_KEYS.RigSkinEntry].sort());
    });
  });
});
