import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'chai';
import { ingest, SkeletonError, type Finding, type IngestOptions } from '../src/ingest/index.js';
import { build } from '../src/build/index.js';
import { RIG_KEYS, SPINE_VERSION } from '../src/spec/index.js';
import { richSkeleton } from './ingest-fixture.js';
import { thrown } from './thrown.js';
import { FIXTURES } from '../../../fixtures/root.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CORPUS = pathToFileURL(path.join(FIXTURES, 'spine/'));
const corpusFiles = readdirSync(CORPUS).filter((file) => file.endsWith('.json')).sort();
const readCorpus = (file: string): unknown => JSON.parse(readFileSync(new URL(file, CORPUS), 'utf8'));
const OPTS: IngestOptions = { name: 'probe', art: 'loose', version: '9.9.9' };

/** `code` → count, with the kind in the key, so one assertion pins a file's whole findings table. */
function table(findings: readonly Finding[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of findings) out[`${f.kind} ${f.code}`] = (out[`${f.kind} ${f.code}`] ?? 0) + 1;
  return out;
}

const skeletonError = (fn: () => unknown): SkeletonError => thrown(SkeletonError, fn);

describe('ingest: the Spine corpus', () => {
  const expected: Record<string, Record<string, number>> = {
    '1-weight-and-mass-balls-ess.json': { 'lossy HEADER_BOOKKEEPING': 1, 'lossy HEADER_REDERIVED': 1, 'lossy TIMELINE_KEY_RESTATED': 13, 'judgement DURATION': 1 },
    '1-weight-and-mass-drop-ess.json': { 'lossy HEADER_BOOKKEEPING': 1, 'lossy HEADER_REDERIVED': 1, 'judgement DURATION': 1 },
    '3-timing-and-spacing-ess.json': { 'lossy HEADER_BOOKKEEPING': 1, 'lossy HEADER_REDERIVED': 1, 'lossy TIMELINE_KEY_RESTATED': 8, 'judgement DURATION': 2 },
    '8-follow-through-pro-ball.json': { 'lossy HEADER_BOOKKEEPING': 1, 'lossy HEADER_REDERIVED': 1, 'lossy TIMELINE_KEY_RESTATED': 3, 'judgement DURATION': 1 },
  };

  it('covers every corpus file', () => {
    expect(corpusFiles).to.deep.equal(Object.keys(expected).sort());
  });

  for (const file of corpusFiles) {
    it(`${file}: ingests with the expected findings and no blocker`, () => {
      const source = readCorpus(file) as Record<string, any>;
      const { rig, motion, findings } = ingest(source, OPTS);
      expect(table(findings)).to.deep.equal(expected[file]);
      expect(rig.bones.map((b) => b.name)).to.deep.equal(source.bones.map((b: { name: string }) => b.name));
      expect(rig.slots.map((s) => s.name)).to.deep.equal(source.slots.map((s: { name: string }) => s.name));
      expect(rig.constraints?.length ?? 0).to.equal(source.constraints?.length ?? 0);
      expect(Object.keys(motion.animations)).to.deep.equal(Object.keys(source.animations));
      const { hash: _hash, spine: _spine, ...header } = source.skeleton;
      expect(rig.skeleton).to.deep.equal(header);
      expect(findings.find((f) => f.code === 'HEADER_REDERIVED')?.detail).to.contain(SPINE_VERSION);
    });
  }

  it('is deterministic: two runs give byte-identical specs and findings', () => {
    for (const file of corpusFiles) {
      const a = JSON.stringify(ingest(readCorpus(file), OPTS));
      const b = JSON.stringify(ingest(readCorpus(file), OPTS));
      expect(a).to.equal(b);
    }
  });

  it('takes each duration from the last key and says so', () => {
    const { motion, findings } = ingest(readCorpus('8-follow-through-pro-ball.json'), OPTS);
    expect(motion.animations['follow-through']!.duration).to.equal(3.6333334);
    const duration = findings.find((f) => f.code === 'DURATION')!;
    expect(duration).to.include({ kind: 'judgement', where: 'animation "follow-through"' });
    const empty = ingest(readCorpus('1-weight-and-mass-drop-ess.json'), OPTS).motion.animations['ready-to-animate'];
    expect(empty).to.deep.equal({ duration: 0, tracks: [] });
  });

  it('decodes weighted mesh vertices by bone name', () => {
    const { rig } = ingest(readCorpus('8-follow-through-pro-ball.json'), OPTS);
    const ball = (rig.skins!.default as Record<string, Record<string, any>>).ball!.ball;
    expect(ball.vertices).to.equal(undefined);
    expect(ball.weights).to.have.length(4);
    expect(ball.weights[0]).to.deep.equal([
      { bone: 'right', x: -75, y: 0.08, weight: 0.5 },
      { bone: 'bottom', x: 78, y: 1.69, weight: 0.5 },
    ]);
  });

  it('restates omitted channels at the per-key defaults and keeps raw curves verbatim', () => {
    const { motion } = ingest(readCorpus('8-follow-through-pro-ball.json'), OPTS);
    const rotate = motion.animations['follow-through']!.tracks[0]!;
    expect(rotate).to.deep.include({ bone: 'ball', property: 'rotate' });
    expect(rotate.keys[0]).to.deep.equal({ t: 0.4666667, v: [0] });
    expect(rotate.keys[9]).to.deep.equal({ t: 1.8, v: [0], ease: 'stepped' });
    expect(rotate.keys[10]).to.deep.equal({ t: 3.333333, v: [0], curve: [3.3666666, -1.2879385, 3.4, -3.863815] });
  });
});

describe('ingest: every branch (a skeleton built in code)', () => {
  const rich = ingest(richSkeleton(), { ...OPTS, images: 'art' });
  const idle = rich.motion.animations.idle!;
  const track = (target: string, name: string, property: string) =>
    idle.tracks.find((t) => (t as unknown as Record<string, string>)[target] === name && t.property === property)!;

  it('carries setup objects field by field, and the header without hash and spine', () => {
    expect(rich.rig.skeleton).to.deep.equal({ x: -10, y: -20, width: 100, height: 200, fps: 24, images: './images/', audio: null });
    expect(rich.rig.images).to.equal('art');
    expect(rich.rig.bones[3]).to.deep.equal({ name: 'cape', parent: 'hip', skin: true, color: 'ff0000ff', icon: 'circle' });
    expect(rich.rig.slots[1]).to.deep.equal({ name: 'cape', bone: 'cape', attachment: null });
    expect(rich.rig.constraints!.map((c) => c.type)).to.deep.equal(['ik', 'transform', 'path', 'physics', 'slider']);
    expect(rich.rig.constraints![1]).to.deep.include({ properties: { x: { offset: 1, to: { x: { max: 100 }, y: { scale: 2 } } }, rotate: { to: { rotate: {} } } } });
    expect(rich.rig.events).to.deep.equal({ step: { int: 1, string: 'left' }, sound: { audio: 'step.ogg', volume: 0.5 } });
  });

  it('writes the long skin form only for a skin that activates something, and names loose images after the region', () => {
    const skins = rich.rig.skins as Record<string, any>;
    expect(Object.keys(skins.default)).to.deep.equal(['body', 'clip', 'marker', 'rail']);
    expect(skins.heavy.bones).to.deep.equal(['cape']);
    expect(skins.heavy.physics).to.deep.equal(['sway']);
    expect(skins.heavy.color).to.equal('80ff00ff');
    expect(rich.rig.bones[4]).to.deep.equal({ name: 'target', parent: 'root', x: 30, visible: false });
    expect(skins.heavy.attachments.cape.cape).to.deep.equal({
      name: 'capes/red',
      path: 'capes/red-cape',
      x: 1,
      y: 2,
      width: 30,
      height: 40,
      sequence: { count: 3, digits: 2 },
      image: 'capes/red-cape.png',
    });
    expect(skins.default.body.body.image).to.equal('body.png');
    expect(skins.default.rail.rail.lengths).to.deep.equal([10, 20]);
    expect(skins.default.marker.hitbox.vertices).to.deep.equal([0, 0, 1, 0, 0, 1]);
    expect(skins.default.body.body.weights[1]).to.deep.equal([
      { bone: 'hip', x: 3, y: 4, weight: 0.25 },
      { bone: 'leg', x: 5, y: 6, weight: 0.75 },
    ]);
    const none = ingest(richSkeleton(), { ...OPTS, art: 'none' }).rig.skins as Record<string, any>;
    expect(none.default.body.body.image).to.equal(undefined);
    expect(none.heavy.attachments.cape.cape.width).to.equal(30);
  });

  it('fills omitted key values with the runtime per-key defaults, not the setup defaults', () => {
    expect(track('bone', 'hip', 'scale').keys.map((k) => k.v)).to.deep.equal([[2, 1], [1, 1]]);
    expect(track('physics', 'sway', 'damping').keys[0]!.v).to.deep.equal([0]);
    expect(track('physics', 'sway', 'mix').keys[0]!.v).to.deep.equal([1]);
    expect(track('physics', '', 'reset').keys).to.deep.equal([{ t: 0.3, v: null }]);
    expect(track('slider', 'blend', 'time').keys.map((k) => k.v)).to.deep.equal([[1], [0.5]]);
    expect(track('path', 'along', 'mix').keys[0]!.v).to.deep.equal([1, 0.25, 0.25]);
    expect(idle.ik![0]!.keys.map(({ t, mix, softness }) => ({ t, mix, softness }))).to.deep.equal([
      { t: 0, mix: 0.5, softness: 0 },
      { t: 0.5, mix: 1, softness: 2 },
      { t: 1, mix: 1, softness: 0 },
    ]);
    // mixY is never stated, so it stays unstated; mixX is restated at 1 and mixRotate at 1.
    expect(idle.transform![0]!.keys).to.deep.equal([
      { t: 0, mixRotate: 1, mixX: 0.5 },
      { t: 0.5, mixRotate: 0.2, mixX: 1 },
    ]);
    expect(table(rich.findings.filter((f) => f.code.endsWith('RESTATED')))).to.deep.equal({
      'lossy TIMELINE_KEY_RESTATED': 9,
      'lossy CONSTRAINT_KEY_RESTATED': 2,
    });
  });

  it('takes a transform key mixY from the same key mixX', () => {
    const skeleton = richSkeleton() as Record<string, any>;
    skeleton.animations.idle.transform.follow = [{ mixX: 0.5, mixY: 0.2 }, { time: 0.5, mixX: 0.3 }];
    const keys = ingest(skeleton, OPTS).motion.animations.idle!.transform![0]!.keys;
    expect(keys[1]).to.deep.equal({ t: 0.5, mixX: 0.3, mixY: 0.3 });
  });

  it('carries slot colour, attachment, deform, draw order and event keys', () => {
    expect(track('slot', 'body', 'rgba').keys[1]).to.deep.equal({ t: 0.5, v: [1, 0, 0, 128 / 255] });
    expect(track('slot', 'body', 'attachment').keys).to.deep.equal([{ t: 0.2, v: null }, { t: 0.4, v: 'body' }]);
    expect(idle.deform).to.deep.equal([
      { slot: 'body', attachment: 'body', keys: [{ t: 0, offset: 2, vertices: [1, 1], curve: [0.1, 0, 0.2, 1] }, { t: 0.5 }] },
    ]);
    expect(idle.drawOrder).to.deep.equal([{ t: 0.1, offsets: [{ slot: 'body', offset: 2 }] }, { t: 0.6 }]);
    expect(idle.events).to.deep.equal([{ t: 0.25, name: 'step' }, { t: 0.75, name: 'step', int: 2, float: 0.5 }]);
    expect(idle.color).to.equal('ff00ffff');
  });

  it('writes every setup object in its field table\'s order, whatever order the skeleton lists the fields in', () => {
    const reversed = (value: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(value).reverse());
    const skeleton = richSkeleton() as Record<string, any>;
    skeleton.skeleton = reversed(skeleton.skeleton);
    for (const list of ['bones', 'slots', 'constraints', 'skins'] as const) skeleton[list] = skeleton[list].map(reversed);
    for (const skin of skeleton.skins) {
      for (const placeholders of Object.values(skin.attachments) as Array<Record<string, Record<string, unknown>>>) {
        for (const name of Object.keys(placeholders)) placeholders[name] = reversed(placeholders[name]!);
      }
    }
    for (const name of Object.keys(skeleton.events)) skeleton.events[name] = reversed(skeleton.events[name]);
    const again = ingest(skeleton, { ...OPTS, images: 'art' });
    expect(JSON.stringify(again.rig)).to.equal(JSON.stringify(rich.rig));
    const inOrder = (keys: string[], table: readonly string[]): boolean => keys.join() === table.filter((key) => keys.includes(key)).join();
    expect(inOrder(Object.keys(rich.rig.slots[0]!), RIG_KEYS.RigSlot), 'slot body').to.equal(true);
    const skins = rich.rig.skins as Record<string, any>;
    expect(inOrder(Object.keys(skins.default.clip.clip), RIG_KEYS.RigClippingAttachment), 'clipping clip').to.equal(true);
    expect(inOrder(Object.keys(skins.default.rail.rail), RIG_KEYS.RigPathAttachment), 'path rail').to.equal(true);
    expect(inOrder(Object.keys(skins.heavy.attachments.cape.cape2), RIG_KEYS.RigLinkedMeshAttachment), 'linked mesh cape2').to.equal(true);
    expect(inOrder(Object.keys(skins.default.body.body), RIG_KEYS.RigMeshAttachment), 'mesh body (weights re-encoded)').to.equal(true);
    expect(inOrder(Object.keys(rich.rig.constraints![1]!), RIG_KEYS.RigTransformConstraint), 'transform follow (properties)').to.equal(true);
    expect(inOrder(Object.keys(rich.rig.constraints![3]!), RIG_KEYS.RigPhysicsConstraint), 'physics sway').to.equal(true);
    expect(inOrder(Object.keys(rich.rig.constraints![4]!), RIG_KEYS.RigSliderConstraint), 'slider blend').to.equal(true);
  });

  it('carries bone inherit, image sequence and draw order folder timelines', () => {
    expect(track('bone', 'hip', 'inherit').keys).to.deep.equal([{ t: 0, v: 'noScale' }, { t: 0.5, v: 'normal' }]);
    expect(idle.sequence).to.deep.equal([
      { skin: 'heavy', slot: 'cape', attachment: 'cape', keys: [{ t: 0, mode: 'loop', delay: 0.1 }, { t: 0.5, index: 2 }, { t: 0.8, mode: 'once', delay: 0.2 }] },
    ]);
    expect(idle.drawOrderFolder).to.deep.equal([{ slots: ['body', 'cape', 'rail'], keys: [{ t: 0.2, offsets: [{ slot: 'rail', offset: -2 }] }, { t: 0.7 }] }]);
    expect(rich.findings.filter((f) => f.where.includes('inherit')).map((f) => f.code)).to.deep.equal(['TIMELINE_KEY_RESTATED']);
  });

  it('writes a provenance note with the version and no path, clock or source name', () => {
    for (const note of [rich.rig.note!, rich.motion.note!]) {
      expect(note).to.contain('9.9.9');
      expect(note).to.not.match(/\/|\\|\d{4}-\d\d-\d\d|\.json/);
    }
    expect(rich.motion).to.deep.include({ archetype: 'probe', cut: 'probe', easings: {} });
  });
});

describe('ingest: findings for what the specs cannot carry', () => {
  it('judges a missing stage, and uses a given one', () => {
    const skeleton = richSkeleton() as Record<string, any>;
    delete skeleton.skeleton.width;
    delete skeleton.skeleton.height;
    const absent = ingest(skeleton, OPTS);
    expect(absent.findings.filter((f) => f.code === 'NO_STAGE').map((f) => f.kind)).to.deep.equal(['judgement']);
    expect(absent.rig.skeleton).to.not.have.property('width');
    const given = ingest(skeleton, { ...OPTS, stage: { x: 1, y: 2, w: 3, h: 4 } });
    expect(given.rig.skeleton).to.deep.include({ x: 1, y: 2, width: 3, height: 4 });
    expect(given.findings.find((f) => f.code === 'NO_STAGE')?.detail).to.contain('1,2,3,4');
    const declared = ingest(richSkeleton(), { ...OPTS, stage: { x: 1, y: 2, w: 3, h: 4 } });
    expect(declared.rig.skeleton).to.deep.include({ width: 100, height: 200 });
    expect(declared.findings.some((f) => f.code === 'NO_STAGE')).to.equal(false);
  });

  it('reports every dropped construct as a blocker, by name', () => {
    const skeleton = richSkeleton() as Record<string, any>;
    skeleton.ik = [];
    skeleton.bones[1].transform = 'normal';
    skeleton.slots[0].folder = 'x';
    skeleton.constraints.push({ type: 'spring', name: 'boing' });
    skeleton.constraints[0].order = 2;
    skeleton.skins[0].colour = 'ffffffff';
    skeleton.skins[0].attachments.marker.blob = { type: 'blob' };
    skeleton.skins[0].attachments.marker.marker.offset = 3;
    skeleton.events.step.audio2 = 'x';
    const idle = skeleton.animations.idle;
    idle.drawOrderFolders = [];
    idle.bones.hip.rotate[1].extra = 1;
    idle.physics.sway.spin = [{}];
    idle.attachments.default.body.body.wobble = [{}];
    idle.ik['leg-ik'][0].uniform = true;
    idle.events[0].audio = 'x';
    idle.drawOrder[0].folder = 'x';
    const { findings } = ingest(skeleton, OPTS);
    const blockers = findings.filter((f) => f.kind === 'blocker').map((f) => `${f.code} @ ${f.where}`);
    expect(blockers).to.deep.equal([
      'BONE_FIELD @ bone "hip"',
      'SLOT_FIELD @ slot "body"',
      'CONSTRAINT_FIELD @ constraint "leg-ik" (ik)',
      'CONSTRAINT_TYPE @ constraint "boing"',
      'SKIN_FIELD @ skin "default"',
      'ATTACHMENT_FIELD @ skin "default" slot "marker" attachment "marker"',
      'ATTACHMENT_BLOB @ skin "default" slot "marker" attachment "blob"',
      'EVENT_FIELD @ event "step"',
      'TIMELINE_FIELD @ animation "idle" bone "hip" rotate key 1',
      'PHYSICS_TIMELINE @ animation "idle" physics "sway" spin',
      'IK_KEY_FIELD @ animation "idle" ik "leg-ik" key 0',
      'ATTACHMENT_TIMELINE @ animation "idle" default/body/body wobble',
      'DRAW_ORDER_FIELD @ animation "idle" drawOrder key 0',
      'EVENT_KEY_FIELD @ animation "idle" event key 0',
      'ANIMATION_GROUP @ animation "idle"',
      'SKELETON_KEY @ ik',
    ]);
    expect(findings.find((f) => f.code === 'BONE_FIELD')!.detail).to.contain('"transform"');
  });

  it('reports names a JSON object reorders, and keeps names such as __proto__ as entries', () => {
    const skeleton = richSkeleton() as Record<string, any>;
    skeleton.skins.push({ name: '7', attachments: {} });
    skeleton.skins[0].attachments.marker['10'] = { type: 'point' };
    skeleton.skins[0].attachments.marker['9'] = { type: 'point' };
    Object.defineProperty(skeleton.animations, '__proto__', { value: {}, enumerable: true });
    const { rig, motion, findings } = ingest(skeleton, OPTS);
    expect(Object.keys(rig.skins!)).to.deep.equal(['7', 'default', 'heavy']);
    expect(findings.filter((f) => f.code === 'SKIN_ORDER' || f.code === 'INDEX_LIKE_NAME').map((f) => `${f.kind} ${f.code} @ ${f.where}`)).to.deep.equal([
      'blocker SKIN_ORDER @ skins',
      'lossy INDEX_LIKE_NAME @ skin "default" slot "marker"',
    ]);
    expect(Object.keys(motion.animations)).to.deep.equal(['idle', '__proto__']);
    expect(Object.getPrototypeOf(motion.animations)).to.equal(Object.prototype);
  });

  it('carries rgb, alpha and two-colour tint tracks, and drops a last key curve with a finding', () => {
    const { motion, findings } = ingest(richSkeleton(), OPTS);
    const clip = motion.animations.idle!.tracks.filter((t) => 'slot' in t && t.slot === 'clip');
    expect(clip.map((t) => t.property)).to.deep.equal(['rgb', 'alpha', 'rgba2', 'rgb2']);
    expect(clip[0]!.keys[0]).to.deep.equal({ t: 0, v: [1, 128 / 255, 0], curve: [0.1, 1, 0.2, 1, 0.1, 0.5, 0.2, 0.5, 0.1, 0, 0.2, 0] });
    expect(clip[1]!.keys).to.deep.equal([{ t: 0, v: [0.5] }, { t: 0.5, v: [0] }]);
    expect(clip[2]!.keys[1]).to.deep.equal({ t: 1, v: [1, 0, 0, 128 / 255, 0, 0, 1] });
    expect(clip[3]!.keys[0]!.v).to.deep.equal([1, 1, 1, 16 / 255, 32 / 255, 48 / 255]);
    expect(findings.filter((f) => f.code === 'LAST_KEY_CURVE').map((f) => f.where)).to.deep.equal(['animation "idle" slot "clip" rgba2']);
  });

  it('refuses a two-colour timeline on a slot without tint black as a blocker, and does not carry it', () => {
    const skeleton = richSkeleton() as Record<string, any>;
    delete skeleton.slots[3].dark;
    const { motion, findings } = ingest(skeleton, OPTS);
    expect(findings.filter((f) => f.kind === 'blocker').map((f) => `${f.code} @ ${f.where}`)).to.deep.equal([
      'TINT_WITHOUT_DARK @ animation "idle" slot "clip" rgba2',
      'TINT_WITHOUT_DARK @ animation "idle" slot "clip" rgb2',
    ]);
    const clip = motion.animations.idle!.tracks.filter((t) => 'slot' in t && t.slot === 'clip');
    expect(clip.map((t) => t.property)).to.deep.equal(['rgb', 'alpha']);
    // What is carried builds: the rebuild lacks the two timelines, which the blockers say.
    expect(() => build(ingest(skeleton, OPTS).rig, motion)).to.not.throw();
  });

  it('reports key values stated at their per-key default, which the editor and the rebuild omit', () => {
    const skeleton = richSkeleton() as Record<string, any>;
    const idle = skeleton.animations.idle;
    idle.bones.hip.rotate[0].time = 0;
    idle.bones.hip.rotate[1].value = 0;
    idle.bones.hip.inherit[1].inherit = 'normal';
    idle.path.along.mix[0].mixY = 0.25;
    idle.transform.follow[1].mixY = 1;
    idle.attachments.default.body.body.deform[1].offset = 0;
    idle.attachments.heavy.cape.cape.sequence[1].mode = 'hold';
    idle.attachments.heavy.cape.cape.sequence[1].delay = 0.1;
    idle.drawOrder[0].time = 0;
    idle.events[0].time = 0;
    const { rig, motion, findings } = ingest(skeleton, OPTS);
    expect(findings.filter((f) => f.code === 'KEY_DEFAULT_STATED').map((f) => `${f.kind} ${f.where} ${f.detail.split(' ')[0]}`)).to.deep.equal([
      'lossy animation "idle" bone "hip" rotate 2', // `time: 0` and `value: 0`
      'lossy animation "idle" bone "hip" inherit 1',
      'lossy animation "idle" slot "body" attachment 1', // the fixture's `name: null`
      'lossy animation "idle" path "along" mix 1', // mixY equal to the same key's mixX
      'lossy animation "idle" ik "leg-ik" 1', // the fixture's `mix: 1`
      'lossy animation "idle" transform "follow" 1', // mixY equal to the same key's mixX (1 by default)
      'lossy animation "idle" default/body/body deform 1',
      'lossy animation "idle" heavy/cape/cape sequence 2', // mode hold, and the delay the previous key left in force
      'lossy animation "idle" drawOrder 1',
      'lossy animation "idle" events 1',
    ]);
    // Each one is a value the rebuild leaves out: the keys come back without it.
    const rebuilt = JSON.parse(build(rig, motion)).animations.idle;
    expect(rebuilt.bones.hip.rotate[0]).to.deep.equal({ value: 10, curve: 'stepped' });
    expect(rebuilt.bones.hip.rotate[1]).to.deep.equal({ time: 0.5 });
    expect(rebuilt.attachments.heavy.cape.cape.sequence[1]).to.deep.equal({ time: 0.5, index: 2 });
    expect(rebuilt.ik['leg-ik'][1]).to.deep.equal({ time: 0.5, softness: 2, curve: [0.6, 1, 0.7, 1, 0.6, 2, 0.7, 2] });
  });

  it('drops `properties` from a constraint that is not a transform constraint, as a blocker', () => {
    const skeleton = richSkeleton() as Record<string, any>;
    skeleton.constraints[0].properties = { x: {} };
    const { rig, findings } = ingest(skeleton, OPTS);
    expect(findings.filter((f) => f.kind === 'blocker').map((f) => `${f.code} @ ${f.where}`)).to.deep.equal(['CONSTRAINT_FIELD @ constraint "leg-ik" (ik)']);
    expect(rig.constraints![0]).to.not.have.property('properties');
  });

  it('refuses a constraint or attachment type named after an Object.prototype member as a blocker', () => {
    const skeleton = richSkeleton() as Record<string, any>;
    skeleton.constraints.push({ type: 'constructor', name: 'odd' });
    skeleton.skins[0].attachments.marker.odd = { type: 'toString' };
    const { findings } = ingest(skeleton, OPTS);
    expect(findings.filter((f) => f.kind === 'blocker').map((f) => `${f.code} @ ${f.where}`)).to.deep.equal([
      'CONSTRAINT_TYPE @ constraint "odd"',
      'ATTACHMENT_TOSTRING @ skin "default" slot "marker" attachment "odd"',
    ]);
  });

  it('reports deform and sequence timelines in an order the rebuild does not keep', () => {
    const skeleton = richSkeleton() as Record<string, any>;
    const { attachments } = skeleton.animations.idle;
    skeleton.animations.idle.attachments = { heavy: attachments.heavy, default: attachments.default };
    const { rig, motion, findings } = ingest(skeleton, OPTS);
    expect(findings.filter((f) => f.code === 'ATTACHMENT_TIMELINE_ORDER').map((f) => `${f.kind} ${f.where}`)).to.deep.equal(['lossy animation "idle"']);
    expect(Object.keys(JSON.parse(build(rig, motion)).animations.idle.attachments)).to.deep.equal(['default', 'heavy']);
    expect(ingest(richSkeleton(), OPTS).findings.some((f) => f.code === 'ATTACHMENT_TIMELINE_ORDER')).to.equal(false);
  });

  it('reports a missing header and empty top-level collections, which the rebuild does not keep', () => {
    const { findings } = ingest({ bones: [{ name: 'root' }], slots: [], constraints: [], skins: [], events: {} }, OPTS);
    expect(findings.filter((f) => f.code === 'COLLECTION_PRESENCE').map((f) => f.where)).to.deep.equal(['skeleton', 'slots', 'constraints', 'skins', 'events']);
    expect(ingest(readCorpus('1-weight-and-mass-drop-ess.json'), OPTS).findings.some((f) => f.code === 'COLLECTION_PRESENCE')).to.equal(false);
  });

  it('reports a colour spelled another way than the editor writes it', () => {
    const skeleton = richSkeleton() as Record<string, any>;
    skeleton.animations.idle.slots.body.rgba[1].color = '#FF0000';
    const { findings, motion } = ingest(skeleton, OPTS);
    expect(findings.find((f) => f.code === 'COLOR_SPELLING')).to.include({ kind: 'lossy' });
    expect(motion.animations.idle!.tracks.find((t) => t.property === 'rgba')!.keys[1]!.v).to.deep.equal([1, 0, 0, 1]);
  });
});

describe('ingest: bad input', () => {
  const walk = (): Record<string, any> => ({
    skeleton: { width: 1, height: 1 },
    bones: [{ name: 'root' }, { name: 'hip', parent: 'root' }],
    slots: [{ name: 'body', bone: 'hip' }],
    animations: { walk: { bones: { hip: { rotate: [{}, { time: 0.1 }, { time: 0.2 }, { time: 0.3, value: 5 }, { time: 0.4 }] } } } },
  });
  const message = (skeleton: unknown): string => skeletonError(() => ingest(skeleton, OPTS)).message;

  it('refuses a skeleton that is not Spine 4.3, as the loader does', () => {
    const old = walk();
    old.skeleton.spine = '3.8.99';
    expect(message(old)).to.equal(
      'skeleton.spine: version "3.8.99" is not Spine 4.3: only 4.3 skeletons are read (earlier formats differ in constraints and key fields); export it from Spine 4.3',
    );
    const fine = walk();
    fine.skeleton.spine = '4.3.13';
    expect(ingest(fine, OPTS).findings.filter((f) => f.code === 'HEADER_REDERIVED').map((f) => [f.kind, f.detail])).to.deep.equal([
      ['lossy', 'the source states "4.3.13" and the rig spec has no field for it: a rebuild writes "spine": "4.3.13", the same string, so nothing moves'],
    ]);
  });

  it('refuses a key value of null and reports an unknown key field, on the keys the loader refuses', () => {
    const nullValue = walk();
    nullValue.animations.walk.bones.hip.rotate[1].value = null;
    expect(message(nullValue)).to.match(/^animation "walk" bone "hip" rotate key 1 value: /);
    const angle = walk();
    angle.animations.walk.bones.hip.rotate[1].angle = 10;
    const dropped = ingest(angle, OPTS).findings.filter((f) => f.code === 'TIMELINE_FIELD');
    expect(dropped.map((f) => [f.kind, f.where])).to.deep.equal([['blocker', 'animation "walk" bone "hip" rotate key 1']]);
  });

  it('refuses a document that is not a JSON object', () => {
    expect(message([])).to.equal('skeleton: the document is not a JSON object');
    expect(message(null)).to.equal('skeleton: the document is not a JSON object');
  });

  it('refuses unknown parents, slot bones and duplicate names', () => {
    const parent = walk();
    parent.bones[1].parent = 'pelvis';
    expect(message(parent)).to.equal('bone "hip": parent "pelvis" is not a bone declared before it');
    const slot = walk();
    slot.slots[0].bone = 'chest';
    expect(message(slot)).to.equal('slot "body": bone "chest" is not a bone of this skeleton');
    const twice = walk();
    twice.bones.push({ name: 'hip' });
    expect(message(twice)).to.equal('bone "hip": is declared twice');
    const unnamed = walk();
    unnamed.bones.push({ parent: 'root' });
    expect(message(unnamed)).to.equal('bones[2]: "name" must be a string, found undefined');
  });

  it('refuses a curve array too short for its timeline, at the key', () => {
    const short = walk();
    short.animations.walk.bones.hip.rotate[3].curve = [0.3, 5];
    expect(message(short)).to.equal('animation "walk" bone "hip" rotate key 3: curve has 2 numbers; a 1-channel timeline takes 4 per channel (4)');
    const twoChannel = walk();
    twoChannel.animations.walk.bones.hip.translate = [{ curve: [0, 0, 1, 1] }, { time: 1, x: 3 }];
    expect(message(twoChannel)).to.equal('animation "walk" bone "hip" translate key 0: curve has 4 numbers; a 2-channel timeline takes 4 per channel (8)');
    const mixed = walk();
    mixed.animations.walk.bones.hip.rotate[0].curve = [0, 'a', 1, 1];
    expect(message(mixed)).to.equal('animation "walk" bone "hip" rotate key 0 curve[1]: expected a finite number, found "a"');
  });

  it('refuses names an animation cannot resolve, and values of the wrong kind', () => {
    const bone = walk();
    bone.animations.walk.bones.knee = { rotate: [] };
    expect(message(bone)).to.equal('animation "walk" bone "knee": is not a bone of this skeleton');
    const event = walk();
    event.animations.walk.events = [{ time: 0.5, name: 'step' }];
    expect(message(event)).to.equal('animation "walk" event key 0: event "step" is not declared in this skeleton');
    const time = walk();
    time.animations.walk.bones.hip.rotate[2].time = '0.2';
    expect(message(time)).to.equal('animation "walk" bone "hip" rotate key 2 time: expected a finite number, found "0.2"');
    const value = walk();
    value.animations.walk.bones.hip.rotate[1].value = null;
    expect(message(value)).to.equal('animation "walk" bone "hip" rotate key 1 value: expected a finite number, found null');
    const deform = richSkeleton() as Record<string, any>;
    deform.animations.idle.attachments.default.body.head = { deform: [] };
    expect(message(deform)).to.equal('animation "idle" default/body/head: is not an attachment of that skin and slot');
    const ik = richSkeleton() as Record<string, any>;
    ik.animations.idle.ik.reach = [];
    expect(message(ik)).to.equal(`animation "idle" ik "reach": is not one of this skeleton's ik constraints`);
    const colour = richSkeleton() as Record<string, any>;
    colour.animations.idle.slots.body.rgba[0].color = 'red';
    expect(message(colour)).to.equal('animation "idle" slot "body" rgba key 0 color: expected a colour "rrggbbaa", found "red"');
  });

  it('refuses a weighted vertex run that does not decode', () => {
    const index = richSkeleton() as Record<string, any>;
    index.skins[0].attachments.body.body.vertices[1] = 9;
    expect(message(index)).to.equal(
      'skin "default" slot "body" attachment "body" vertices[1]: weighted run: bone index 9 is not a bone of this skeleton (it has 5)',
    );
    const overrun = richSkeleton() as Record<string, any>;
    overrun.skins[0].attachments.body.body.vertices.splice(-2);
    expect(message(overrun)).to.equal(
      'skin "default" slot "body" attachment "body" vertices[14]: weighted run: vertex 2 claims 1 bone(s), which the run does not hold',
    );
    const count = richSkeleton() as Record<string, any>;
    count.skins[0].attachments.body.body.uvs.push(0, 1);
    expect(message(count)).to.equal('skin "default" slot "body" attachment "body" vertices: the weighted run holds 3 vertices and the attachment declares 4');
  });

  it('refuses counts the runtime would allocate or loop by without bound, at the field', () => {
    const count = richSkeleton() as Record<string, any>;
    count.skins[1].attachments.cape.cape.sequence.count = 1e9;
    expect(message(count)).to.equal('skin "heavy" slot "cape" attachment "cape" sequence count: expected a whole number from 0 to 100000, found 1000000000');
    const digits = richSkeleton() as Record<string, any>;
    digits.skins[1].attachments.cape.cape.sequence.digits = 1e6;
    expect(message(digits)).to.equal('skin "heavy" slot "cape" attachment "cape" sequence digits: expected a whole number from 0 to 16, found 1000000');
    const fps = richSkeleton() as Record<string, any>;
    fps.constraints[3].fps = -1;
    expect(message(fps)).to.equal('constraint "sway" (physics) fps: expected a number from 1 to 10000, found -1');
    const vertexCount = richSkeleton() as Record<string, any>;
    delete vertexCount.skins[0].attachments.rail.rail.vertices;
    vertexCount.skins[0].attachments.rail.rail.vertexCount = 1e9;
    expect(message(vertexCount)).to.equal('skin "default" slot "rail" attachment "rail": path has no "vertices", which the runtime reader requires');
  });

  it('refuses attachment and draw order folder timelines the reader fails on', () => {
    const sequence = richSkeleton() as Record<string, any>;
    sequence.animations.idle.attachments.default.marker = { hitbox: { sequence: [{}] } };
    expect(message(sequence)).to.equal('animation "idle" default/marker/hitbox sequence: a boundingbox attachment has no image sequence; the runtime reader fails on it');
    const deform = richSkeleton() as Record<string, any>;
    deform.animations.idle.attachments.default.marker = { marker: { deform: [{}] } };
    expect(message(deform)).to.equal('animation "idle" default/marker/marker deform: a point attachment has no vertices to deform; the runtime reader fails on it');
    const folder = richSkeleton() as Record<string, any>;
    folder.animations.idle.drawOrderFolder[0].keys[0].offsets[0].slot = 'clip';
    expect(message(folder)).to.equal('animation "idle" drawOrderFolder 0 key 0 offsets[0]: slot "clip" is not one of the folder\'s slots');
    const unknown = richSkeleton() as Record<string, any>;
    unknown.animations.idle.drawOrderFolder[0].slots.push('cloak');
    expect(message(unknown)).to.equal('animation "idle" drawOrderFolder 0 slots: slot "cloak" is not a slot of this skeleton');
    const inherit = richSkeleton() as Record<string, any>;
    inherit.animations.idle.bones.hip.inherit[0].inherit = 'sideways';
    expect(message(inherit)).to.match(/^animation "idle" bone "hip" inherit key 0 inherit: expected one of "normal", /);
  });

  it('refuses constraints whose references do not resolve', () => {
    const target = richSkeleton() as Record<string, any>;
    target.constraints[0].target = 'hand';
    expect(message(target)).to.equal('constraint "leg-ik" (ik): target "hand" is not a bone of this skeleton');
    const source = richSkeleton() as Record<string, any>;
    delete source.constraints[1].source;
    expect(message(source)).to.equal('constraint "follow" (transform): missing "source", which the runtime reader requires');
    const property = richSkeleton() as Record<string, any>;
    property.constraints[1].properties.z = {};
    expect(message(property)).to.equal('constraint "follow" (transform) properties.z: "z" is not a transform property (rotate, x, y, scaleX, scaleY, shearY)');
  });
});
