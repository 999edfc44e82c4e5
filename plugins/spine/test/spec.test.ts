import { expect } from 'chai';
import { parseMotionSpec, parseRigSpec, SpecError, validateMotionSpec, validateRigSpec, type MotionSpec, type RigSpec } from '../src/spec/index.js';
import { motionJson } from './spec-fixture.js';
import { thrown } from './thrown.js';

function rig(): Record<string, any> {
  return {
    spec: 'rigc-rig/1',
    name: 'probe',
    skeleton: { x: 0, y: 0, width: 10, height: 10, audio: null },
    bones: [{ name: 'root' }, { name: 'arm', parent: 'root', rotation: 90 }],
    slots: [{ name: 'body', bone: 'root', attachment: 'body' }],
    skins: {
      default: {
        body: {
          body: { width: 4, height: 4 },
          skin: { type: 'mesh', uvs: [0, 0, 1, 0, 1, 1], triangles: [0, 1, 2], weights: [[{ bone: 'arm', x: 1, y: 2, weight: 1 }], [], []] },
        },
      },
      'odd skin': { bones: ['arm'], ik: ['reach'], attachments: {} },
    },
    constraints: [{ type: 'ik', name: 'reach', bones: ['arm'], target: 'root' }],
    events: { step: { int: 1 } },
  };
}

function motion(): Record<string, any> {
  const walk = {
    duration: 1,
    tracks: [
      { bone: 'arm', property: 'rotate', keys: [{ t: 0, v: [0], ease: 'soft' }, { t: 1, v: [90] }] },
      { bone: 'arm', property: 'translate', keys: [{ t: 0, v: [1, 2], curve: [0.1, 1, 0.2, 1, 0.1, 2, 0.2, 2] }] },
      { physics: '', property: 'reset', keys: [{ t: 0.5, v: null }] },
      { slot: 'body', property: 'rgba', keys: [{ t: 0, v: [1, 1, 1, 0.5] }] },
      { slot: 'body', property: 'attachment', keys: [{ t: 0, v: null }] },
    ],
    ik: [{ constraint: 'reach', keys: [{ t: 0, mix: 1 }, { t: 1, mix: 0 }] }],
  };
  return motionJson({ walk }, { soft: [0.25, 0, 0.75, 1] });
}

const specError = (fn: () => unknown): SpecError => thrown(SpecError, fn);

describe('parseRigSpec', () => {
  it('accepts a rig using every kind of table, and returns a copy', () => {
    const json = rig();
    const parsed: RigSpec = parseRigSpec(json);
    expect(parsed).to.deep.equal(json);
    expect(parsed).to.not.equal(json);
    expect(parsed.bones).to.not.equal(json.bones);
  });

  it('validates in place without copying, with the same refusals', () => {
    const json = rig();
    expect(validateRigSpec(json)).to.equal(json);
    json.bones[0].colour = 'x';
    expect(specError(() => validateRigSpec(json)).where).to.equal('$.bones[0]');
    const motionJson = motion();
    expect(validateMotionSpec(motionJson)).to.equal(motionJson);
  });

  it('keeps a name such as __proto__ as an entry of the copy', () => {
    const json = rig();
    Object.defineProperty(json.events, '__proto__', { value: { int: 2 }, enumerable: true });
    const parsed = parseRigSpec(json);
    expect(Object.keys(parsed.events!)).to.deep.equal(['step', '__proto__']);
    expect(Object.getPrototypeOf(parsed.events)).to.equal(Object.prototype);
  });

  it('refuses unknown keys by name, with the JSON path of the object', () => {
    const top = rig();
    top.invariants = [];
    expect(specError(() => parseRigSpec(top)).message).to.match(/^rig spec \$: unknown key "invariants" \(allowed: spec, name, /);

    const bone = rig();
    bone.bones[1].colour = 'ff0000ff';
    const error = specError(() => parseRigSpec(bone));
    expect(error.where).to.equal('$.bones[1]');
    expect(error.reason).to.match(/^unknown key "colour"/);

    const attachment = rig();
    attachment.skins.default.body.body.offset = 3;
    expect(specError(() => parseRigSpec(attachment)).where).to.equal('$.skins.default.body.body');

    const odd = rig();
    odd.skins['odd skin'].colour = 'x';
    expect(specError(() => parseRigSpec(odd)).where).to.equal('$.skins["odd skin"]');

    const header = rig();
    header.skeleton.hash = 'abc';
    expect(specError(() => parseRigSpec(header)).message).to.match(/^rig spec \$\.skeleton: unknown key "hash"/);
  });

  it('refuses values of the wrong kind and enum strings the format does not have', () => {
    const kind = rig();
    kind.bones[1].rotation = '90';
    expect(specError(() => parseRigSpec(kind)).message).to.equal('rig spec $.bones[1].rotation: expected a finite number, found "90"');
    const inherit = rig();
    inherit.bones[1].inherit = 'Normal';
    expect(specError(() => parseRigSpec(inherit)).where).to.equal('$.bones[1].inherit');
    const version = rig();
    version.spec = 'rigc-rig/2';
    expect(specError(() => parseRigSpec(version)).where).to.equal('$.spec');
    expect(specError(() => parseRigSpec([])).message).to.equal('rig spec $: expected an object, found an array');
  });

  it('refuses references to names the rig does not declare', () => {
    const parent = rig();
    parent.bones = [{ name: 'arm', parent: 'root' }, { name: 'root' }];
    expect(specError(() => parseRigSpec(parent)).message).to.equal('rig spec $.bones[0].parent: parent "root" is not a bone declared before "arm"');
    const slot = rig();
    slot.slots[0].bone = 'leg';
    expect(specError(() => parseRigSpec(slot)).message).to.equal('rig spec $.slots[0].bone: "leg" is not a bone of this rig');
    const weight = rig();
    weight.skins.default.body.skin.weights[0][0].bone = 'leg';
    expect(specError(() => parseRigSpec(weight)).where).to.equal('$.skins.default.body.skin.weights[0][0].bone');
    const list = rig();
    list.skins['odd skin'].ik = ['nope'];
    expect(specError(() => parseRigSpec(list)).message).to.equal("rig spec $.skins[\"odd skin\"].ik[0]: \"nope\" is not one of this rig's ik constraints");
    const skinSlot = rig();
    skinSlot.skins.default.head = {};
    expect(specError(() => parseRigSpec(skinSlot)).where).to.equal('$.skins.default.head');
  });

  it('refuses an attachment with both vertex encodings, and constraint types and properties it does not know', () => {
    const both = rig();
    both.skins.default.body.skin.vertices = [0, 0, 1, 0, 1, 1];
    expect(specError(() => parseRigSpec(both)).reason).to.match(/both "vertices" and "weights"/);
    const type = rig();
    type.constraints[0].type = 'spring';
    expect(specError(() => parseRigSpec(type)).where).to.equal('$.constraints[0].type');
    const property = rig();
    property.constraints.push({ type: 'transform', name: 't', source: 'root', bones: ['arm'], properties: { x: { to: { z: {} } } } });
    expect(specError(() => parseRigSpec(property)).message).to.match(/^rig spec \$\.constraints\[1\]\.properties\.x\.to\.z: unknown property "z"/);
  });

  it('refuses a constraint or attachment type named after an Object.prototype member (no TypeError)', () => {
    for (const type of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const constraint = rig();
      constraint.constraints[0].type = type;
      expect(specError(() => parseRigSpec(constraint)).message).to.equal(
        `rig spec $.constraints[0].type: expected one of ik, transform, path, physics, slider, found "${type}"`,
      );
      const attachment = rig();
      attachment.skins.default.body.body.type = type;
      expect(specError(() => parseRigSpec(attachment)).where).to.equal('$.skins.default.body.body.type');
    }
  });

  it('refuses counts the runtime allocates or loops by beyond their bounds, at the field', () => {
    const count = rig();
    count.skins.default.body.body.sequence = { count: 1e9 };
    expect(specError(() => parseRigSpec(count)).message).to.equal('rig spec $.skins.default.body.body.sequence.count: expected a whole number from 0 to 100000, found 1000000000');
    const fraction = rig();
    fraction.skins.default.body.body.sequence = { count: 2.5 };
    expect(specError(() => parseRigSpec(fraction)).where).to.equal('$.skins.default.body.body.sequence.count');
    const digits = rig();
    digits.skins.default.body.body.sequence = { count: 3, digits: 17 };
    expect(specError(() => parseRigSpec(digits)).where).to.equal('$.skins.default.body.body.sequence.digits');
    const fps = rig();
    fps.constraints.push({ type: 'physics', name: 'sway', bone: 'arm', fps: 0 });
    expect(specError(() => parseRigSpec(fps)).message).to.equal('rig spec $.constraints[1].fps: expected a number from 1 to 10000, found 0');
    const fine = rig();
    fine.skins.default.body.body.sequence = { count: 100_000, digits: 16 };
    fine.constraints.push({ type: 'physics', name: 'sway', bone: 'arm', fps: 120 });
    expect(() => parseRigSpec(fine)).to.not.throw();
  });
});

describe('parseMotionSpec', () => {
  it('accepts value, slot, physics-reset and constraint tracks with named and raw easings', () => {
    const json = motion();
    const parsed: MotionSpec = parseMotionSpec(json);
    expect(parsed).to.deep.equal(json);
    expect(parsed).to.not.equal(json);
  });

  it('refuses unknown keys by name, with the JSON path of the object', () => {
    const animation = motion();
    animation.animations.walk.loop = true;
    expect(specError(() => parseMotionSpec(animation)).message).to.match(/^motion spec \$\.animations\.walk: unknown key "loop"/);
    const key = motion();
    key.animations.walk.tracks[0].keys[1].value = 3;
    expect(specError(() => parseMotionSpec(key)).where).to.equal('$.animations.walk.tracks[0].keys[1]');
    const track = motion();
    track.animations.walk.tracks[0].slot = 'body';
    expect(specError(() => parseMotionSpec(track)).reason).to.match(/exactly one target/);
  });

  it('refuses a key whose values, curve or easing do not fit its timeline', () => {
    const v = motion();
    v.animations.walk.tracks[1].keys[0].v = [1];
    expect(specError(() => parseMotionSpec(v)).message).to.equal('motion spec $.animations.walk.tracks[1].keys[0].v: "translate" has 2 channel(s), found 1 value(s)');
    const curve = motion();
    curve.animations.walk.tracks[1].keys[0].curve = [0.1, 1, 0.2, 1];
    expect(specError(() => parseMotionSpec(curve)).message).to.equal(
      'motion spec $.animations.walk.tracks[1].keys[0].curve: a curve holds 4 numbers per channel: expected 8, found 4',
    );
    const ease = motion();
    ease.animations.walk.tracks[0].keys[0].ease = 'bouncy';
    expect(specError(() => parseMotionSpec(ease)).where).to.equal('$.animations.walk.tracks[0].keys[0].ease');
    const both = motion();
    both.animations.walk.tracks[0].keys[0].curve = [0, 0, 1, 1];
    expect(specError(() => parseMotionSpec(both)).reason).to.match(/both "ease" and "curve"/);
    const late = motion();
    late.animations.walk.tracks[0].keys[1].t = 1.5;
    expect(specError(() => parseMotionSpec(late)).reason).to.equal("key time 1.5 lies outside the animation's 0..1");
    const reset = motion();
    reset.animations.walk.tracks[2].keys[0].v = [1];
    expect(specError(() => parseMotionSpec(reset)).where).to.equal('$.animations.walk.tracks[2].keys[0].v');
    const colour = motion();
    colour.animations.walk.tracks[3].keys[0].v = [1, 1, 1, 2];
    expect(specError(() => parseMotionSpec(colour)).where).to.equal('$.animations.walk.tracks[3].keys[0].v');
    const tint = motion();
    tint.animations.walk.tracks[3].property = 'rgba2';
    expect(specError(() => parseMotionSpec(tint)).message).to.equal('motion spec $.animations.walk.tracks[3].keys[0].v: a "rgba2" key holds 7 colour channels, each in 0..1');
    const slot = motion();
    slot.animations.walk.tracks[3].property = 'tint';
    expect(specError(() => parseMotionSpec(slot)).where).to.equal('$.animations.walk.tracks[3].property');
  });

  it('accepts bone inherit, image sequence and draw order folder timelines, and refuses malformed ones', () => {
    const json = motion();
    const walk = json.animations.walk;
    walk.tracks.push({ bone: 'arm', property: 'inherit', keys: [{ t: 0, v: 'noScale' }, { t: 1, v: 'normal' }] });
    walk.sequence = [{ slot: 'body', attachment: 'body', keys: [{ t: 0, mode: 'loop', delay: 0.1 }, { t: 0.5, index: 2 }] }];
    walk.drawOrderFolder = [{ slots: ['body'], keys: [{ t: 0.5, offsets: [{ slot: 'body', offset: 0 }] }, { t: 1 }] }];
    expect(parseMotionSpec(json)).to.deep.equal(json);
    const mode = motion();
    mode.animations.walk.tracks.push({ bone: 'arm', property: 'inherit', keys: [{ t: 0, v: 'sideways' }] });
    expect(specError(() => parseMotionSpec(mode)).where).to.equal('$.animations.walk.tracks[5].keys[0].v');
    const eased = motion();
    eased.animations.walk.tracks.push({ bone: 'arm', property: 'inherit', keys: [{ t: 0, v: 'normal', ease: 'stepped' }] });
    expect(specError(() => parseMotionSpec(eased)).reason).to.match(/unknown key "ease"/);
    const sequenceMode = motion();
    sequenceMode.animations.walk.sequence = [{ slot: 'body', attachment: 'body', keys: [{ t: 0, mode: 'bounce' }] }];
    expect(specError(() => parseMotionSpec(sequenceMode)).where).to.equal('$.animations.walk.sequence[0].keys[0].mode');
    const twice = motion();
    twice.animations.walk.sequence = [{ slot: 'body', attachment: 'body', keys: [] }, { skin: 'default', slot: 'body', attachment: 'body', keys: [] }];
    expect(specError(() => parseMotionSpec(twice)).where).to.equal('$.animations.walk.sequence[1]');
    const outside = motion();
    outside.animations.walk.drawOrderFolder = [{ slots: ['body'], keys: [{ t: 0, offsets: [{ slot: 'head', offset: 1 }] }] }];
    expect(specError(() => parseMotionSpec(outside)).message).to.equal(
      'motion spec $.animations.walk.drawOrderFolder[0].keys[0].offsets[0].slot: "head" is not one of the folder\'s slots',
    );
  });

  it('refuses a timeline stated by two tracks', () => {
    const twice = motion();
    twice.animations.walk.tracks.push({ bone: 'arm', property: 'rotate', keys: [] });
    expect(specError(() => parseMotionSpec(twice)).message).to.equal('motion spec $.animations.walk.tracks[5]: states a timeline an earlier track already states');
    const ik = motion();
    ik.animations.walk.ik.push({ constraint: 'reach', keys: [] });
    expect(specError(() => parseMotionSpec(ik)).where).to.equal('$.animations.walk.ik[1]');
    const otherTarget = motion();
    otherTarget.animations.walk.tracks.push({ bone: 'root', property: 'rotate', keys: [] });
    expect(() => parseMotionSpec(otherTarget)).to.not.throw();
  });

  it('refuses a constraint track whose keys state different fields, and a declared built-in easing', () => {
    const fields = motion();
    fields.animations.walk.ik[0].keys[1] = { t: 1, softness: 2 };
    expect(specError(() => parseMotionSpec(fields)).reason).to.match(/^states fields \{softness\} but key 0 states \{mix\}/);
    const builtin = motion();
    builtin.easings.stepped = [0, 0, 1, 1];
    expect(specError(() => parseMotionSpec(builtin)).where).to.equal('$.easings.stepped');
  });
});
