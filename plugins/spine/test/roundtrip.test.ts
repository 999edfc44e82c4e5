import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../src/build/index.js';
import { ingest, type Finding } from '../src/ingest/index.js';
import { parseMotionSpec, parseRigSpec } from '../src/spec/index.js';
import { richSkeleton } from './ingest-fixture.js';
import { motionJson } from './spec-fixture.js';
import { FIXTURES } from '../../../fixtures/root.mjs';

const CORPUS = path.join(FIXTURES, 'spine');
const EXPORTS = readdirSync(CORPUS).filter((name) => name.endsWith('.json')).sort();
const OPTIONS = { name: 'probe', art: 'none', version: '0.0.0-test' } as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonPath = Array<string | number>;

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every place two parsed skeletons differ, as JSON paths: a changed scalar, a key present on one
 * side only, an array of another length, or the same keys in another order. Since both texts are
 * the printer's output for their values (the printer test proves it for the corpus), two values
 * with no difference here print to the same bytes, so this list accounts for every differing byte.
 */
function differences(a: Json, b: Json, at: JsonPath = [], out: JsonPath[] = [], ordered = true): JsonPath[] {
  if (isObject(a) && isObject(b)) {
    const shared = Object.keys(a).filter((key) => Object.hasOwn(b, key));
    if (ordered && shared.join('\n') !== Object.keys(b).filter((key) => Object.hasOwn(a, key)).join('\n')) out.push(at);
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (Object.hasOwn(a, key) && Object.hasOwn(b, key)) differences(a[key], b[key], [...at, key], out, ordered);
      else out.push([...at, key]);
    }
  } else if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.push(at);
    else a.forEach((item, i) => differences(item, b[i], [...at, i], out, ordered));
  } else if (!Object.is(a, b)) {
    out.push(at);
  }
  return out;
}

/**
 * A JSON path in the source skeleton, spelled the way ingest names the object in a finding's
 * `where` (`skeleton.hash`, `bone "hip"`, `skin "default" slot "a" attachment "b"`,
 * `animation "walk" bone "hip" rotate`, …), down to the deepest object a finding can be about.
 */
function whereOf(at: JsonPath, source: Json): string {
  const root = source as { [key: string]: Json };
  const nameAt = (list: string, index: string | number | undefined): string => {
    const entry = (root[list] as Json[] | undefined)?.[index as number];
    return isObject(entry) ? String(entry.name) : String(index);
  };
  const [top, a, b, c, d, e] = at;
  switch (top) {
    case 'skeleton':
      return a === undefined ? 'skeleton' : `skeleton.${a}`;
    case 'bones':
    case 'slots':
    case 'constraints':
      return a === undefined ? top.slice(0, -1) : `${top.slice(0, -1)} "${nameAt(top, a)}"`;
    case 'events':
      return a === undefined ? 'event' : `event "${a}"`;
    case 'skins': {
      if (a === undefined) return 'skin';
      const skin = `skin "${nameAt('skins', a)}"`;
      if (b !== 'attachments' || c === undefined) return skin;
      return d === undefined ? `${skin} slot "${c}"` : `${skin} slot "${c}" attachment "${d}"`;
    }
    case 'animations': {
      if (a === undefined) return 'animation';
      const anim = `animation "${a}"`;
      if (b === undefined) return anim;
      const group = String(b);
      if (group === 'bones' || group === 'slots') {
        const target = c === undefined ? '' : ` "${c}"${d === undefined ? '' : ` ${d}`}`;
        return `${anim} ${group.slice(0, -1)}${target}`;
      }
      if (group === 'ik' || group === 'transform') return c === undefined ? `${anim} ${group}` : `${anim} ${group} "${c}"`;
      if (group === 'path' || group === 'physics' || group === 'slider') {
        return c === undefined ? `${anim} ${group}` : `${anim} ${group} "${c}"${d === undefined ? '' : ` ${d}`}`;
      }
      if (group === 'attachments') {
        const parts = [c, d, e].filter((part) => part !== undefined).join('/');
        const timeline = at[5] === undefined ? '' : ` ${at[5]}`;
        // Ingest names deform targets `skin/slot/attachment` with no group word.
        return parts === '' ? anim : `${anim} ${parts}${timeline}`;
      }
      return `${anim} ${group}`;
    }
    default:
      return String(top);
  }
}

/**
 * Findings that say a value is restated or carried in the spec, not changed in the skeleton: build
 * omits a restated per-key default again, an animation's duration is never emitted, and an
 * attachment name or path `lengths` (reported with the reference's codes) are carried verbatim,
 * so these never excuse a differing byte.
 */
const NO_BYTE_CHANGE = new Set(['TIMELINE_KEY_RESTATED', 'CONSTRAINT_KEY_RESTATED', 'DURATION', 'ATTACHMENT_NAME', 'PATH_LENGTHS']);

/** A finding covers a difference when one names the other or an object inside it. */
function covers(finding: Finding, where: string): boolean {
  if (NO_BYTE_CHANGE.has(finding.code)) return false;
  return finding.where === where || finding.where.startsWith(`${where} `) || where.startsWith(`${finding.where} `) || where.startsWith(`${finding.where}.`);
}

/** Where `rebuilt` differs from `source` (ingest's spelling), and which of those no finding declares. */
function compare(source: string, rebuilt: string, findings: readonly Finding[]): { differing: string[]; uncovered: string[] } {
  const parsed = JSON.parse(source) as Json;
  const differing = [...new Set(differences(parsed, JSON.parse(rebuilt) as Json).map((at) => whereOf(at, parsed)))];
  return { differing, uncovered: differing.filter((where) => !findings.some((finding) => covers(finding, where))) };
}

function roundTrip(text: string): { rebuilt: string; findings: Finding[]; uncovered: string[]; differing: string[] } {
  const { rig, motion, findings } = ingest(JSON.parse(text), OPTIONS);
  const rebuilt = build(rig, motion);
  return { rebuilt, findings, ...compare(text, rebuilt, findings) };
}

describe('spine round trip: build(ingest(A))', () => {
  for (const name of EXPORTS) {
    describe(name, () => {
      const text = readFileSync(path.join(CORPUS, name), 'utf8');
      const first = roundTrip(text);

      it('differs from the export only where a finding says so', () => {
        expect(first.uncovered, `differences no finding declares: ${first.uncovered.join('; ')}`).to.deep.equal([]);
      });

      it('differs only in the editor hash and spine version, both reported as lossy, and raises no blocker', () => {
        expect(first.differing.sort()).to.deep.equal(['skeleton.hash', 'skeleton.spine']);
        const header = first.findings.filter((finding) => finding.where.startsWith('skeleton.'));
        expect(header.map((finding) => [finding.code, finding.kind])).to.deep.equal([
          ['HEADER_BOOKKEEPING', 'lossy'],
          ['HEADER_REDERIVED', 'lossy'],
        ]);
        expect(first.findings.filter((finding) => finding.kind === 'blocker')).to.deep.equal([]);
      });

      it('is byte-identical to the export once the two header lines are accounted for', () => {
        const expected = text.replace(/\n\t"hash": "[^"\n]*",/, '').replace(/"spine": "[^"\n]*"/, `"spine": "${JSON.parse(first.rebuilt).skeleton.spine}"`);
        expect(first.rebuilt).to.equal(expected);
      });

      it('rebuilds the same bytes from specs ingested with --art loose (image names are never emitted)', () => {
        const loose = ingest(JSON.parse(text), { ...OPTIONS, art: 'loose' });
        expect(build(loose.rig, loose.motion)).to.equal(first.rebuilt);
      });

      it('reaches a fixed point: ingesting the rebuild and building again changes no byte and raises no blocker', () => {
        const second = roundTrip(first.rebuilt);
        expect(second.rebuilt).to.equal(first.rebuilt);
        expect(second.differing).to.deep.equal([]);
        expect(second.findings.filter((finding) => finding.kind === 'blocker')).to.deep.equal([]);
      });
    });
  }

  describe('the ingest fixture (every constraint, attachment and timeline family)', () => {
    const source = richSkeleton() as Record<string, any>;
    /** A spec pair as `rigc ingest` writes it. */
    const specText = ({ rig, motion }: { rig: unknown; motion: unknown }): string => `${JSON.stringify(rig, null, 2)}\n${JSON.stringify(motion, null, 2)}\n`;
    const first = ingest(source, OPTIONS);
    const rebuilt = build(first.rig, first.motion);
    const second = ingest(JSON.parse(rebuilt), OPTIONS);

    it('rebuilds every value of the fixture but the header, an unread curve and two stated defaults, each declared by a finding', () => {
      // Compared as values: the fixture deliberately lists some fields out of the editor's order
      // (ingest must not depend on it); the rebuild is in the editor's order.
      const differing = [...new Set(differences(source as Json, JSON.parse(rebuilt) as Json, [], [], false).map((at) => whereOf(at, source as Json)))];
      expect(differing.sort()).to.deep.equal([
        'animation "idle" ik "leg-ik"', // key 1 states `mix: 1`, the per-key default, which the editor omits
        'animation "idle" slot "body" attachment', // key 0 states `name: null`; the editor writes no `name`
        'animation "idle" slot "clip" rgba2', // the last key's curve, which the reader never reads
        'skeleton.hash',
        'skeleton.spine',
      ]);
      const uncovered = differing.filter((where) => !first.findings.some((finding) => covers(finding, where)));
      expect(uncovered).to.deep.equal([]);
      expect(first.findings.filter((finding) => finding.kind === 'blocker')).to.deep.equal([]);
    });

    it('ingest(build(ingest(X))) is ingest(X), byte for byte, with no blocker', () => {
      expect(specText(second)).to.equal(specText(first));
      expect(second.findings.filter((finding) => finding.kind === 'blocker')).to.deep.equal([]);
    });

    it('build(ingest(build(X))) is build(X), byte for byte', () => {
      expect(build(second.rig, second.motion)).to.equal(rebuilt);
    });

    it('writes the slot colour, tint and alpha keys as the fixture states them', () => {
      const clip = JSON.parse(rebuilt).animations.idle.slots.clip;
      const expected = source.animations.idle.slots.clip;
      // The fixture's last rgba2 key states a curve the reader never reads (LAST_KEY_CURVE); it is not written.
      const { curve: _unread, ...lastRgba2 } = expected.rgba2[1];
      expect(clip).to.deep.equal({ ...expected, rgba2: [expected.rgba2[0], lastRgba2] });
      expect(Object.keys(clip)).to.deep.equal(['rgb', 'alpha', 'rgba2', 'rgb2']);
    });
  });

  it('names a difference no finding declares (the coverage check can fail)', () => {
    const text = readFileSync(path.join(CORPUS, '8-follow-through-pro-ball.json'), 'utf8');
    const { rebuilt, findings } = roundTrip(text);
    const tampered = rebuilt
      .replace('"name": "tail2", "parent": "tail", "length": 93.55503, "x": 93.55503', '"name": "tail2", "parent": "tail", "length": 93.55503, "x": 93.5')
      .replace('{ "time": 0.5333333, "value": -10.825035 }', '{ "time": 0.5333333, "value": -10.8 }');
    expect(compare(text, tampered, findings).uncovered).to.deep.equal(['bone "tail2"', 'animation "follow-through" bone "ball" rotate']);
  });

  it('reaches a fixed point on a compiled rig with weights, constraints, events and every key family', () => {
    const rig = parseRigSpec({
      spec: 'rigc-rig/1',
      name: 'probe',
      skeleton: { x: 0, y: 0, width: 10, height: 10 },
      bones: [{ name: 'root' }, { name: 'a', parent: 'root', length: 5 }, { name: 'b', parent: 'a', x: 5 }],
      slots: [
        { name: 's', bone: 'a', attachment: 'm' },
        { name: 't', bone: 'b', attachment: null },
      ],
      constraints: [
        { type: 'ik', name: 'reach', bones: ['a', 'b'], target: 'root', bendPositive: false },
        { type: 'transform', name: 'follow', source: 'root', bones: ['b'], properties: { rotate: { to: { rotate: {} } } }, mixRotate: 0.5 },
      ],
      skins: {
        default: {
          s: {
            m: {
              type: 'mesh',
              uvs: [0, 0, 1, 0, 1, 1],
              triangles: [0, 1, 2],
              weights: [
                [{ bone: 'b', x: 1, y: 1, weight: 1 }],
                [{ bone: 'a', x: 2, y: 0, weight: 0.25 }, { bone: 'b', x: -3, y: 0, weight: 0.75 }],
                [{ bone: 'root', x: 0, y: 4, weight: 1 }],
              ],
              hull: 3,
            },
          },
          t: { r: { width: 4, height: 4, rotation: 12.5 } },
        },
      },
      events: { step: { int: 2 } },
    });
    const walk = {
      duration: 1,
      tracks: [
        { bone: 'a', property: 'rotate', keys: [{ t: 0, v: [0], ease: 'soft' }, { t: 1, v: [45] }] },
        { bone: 'b', property: 'scale', keys: [{ t: 0, v: [1, 2], ease: 'stepped' }, { t: 0.5, v: [1, 1] }] },
        { slot: 't', property: 'attachment', keys: [{ t: 0, v: 'r' }, { t: 1, v: null }] },
        { slot: 's', property: 'rgba', keys: [{ t: 0.25, v: [1, 0, 0, 1] }] },
      ],
      ik: [{ constraint: 'reach', keys: [{ t: 0, mix: 0.5 }, { t: 1, mix: 1 }] }],
      transform: [{ constraint: 'follow', keys: [{ t: 0, mixRotate: 0 }] }],
      deform: [{ slot: 's', attachment: 'm', keys: [{ t: 0, offset: 2, vertices: [1, 1] }, { t: 1 }] }],
      drawOrder: [{ t: 0.5, offsets: [{ slot: 's', offset: 1 }] }, { t: 1 }],
      events: [{ t: 0.5, name: 'step' }, { t: 0.75, name: 'step', int: 3 }],
    };
    const motion = parseMotionSpec(motionJson({ walk }, { soft: [0.25, 0, 0.75, 1] }));
    const compiled = build(rig, motion);
    const again = roundTrip(compiled);
    expect(again.rebuilt).to.equal(compiled);
    expect(again.findings.filter((finding) => finding.kind === 'blocker')).to.deep.equal([]);
  });
});

describe('spine round trip: the header version', () => {
  const text = readFileSync(path.join(CORPUS, '3-timing-and-spacing-ess.json'), 'utf8');

  it('a skeleton without skeleton.spine: the added version is the one difference beyond the hash, and a finding declares it', () => {
    const source = JSON.parse(text) as { skeleton: Record<string, unknown> };
    delete source.skeleton.spine;
    const result = roundTrip(JSON.stringify(source, null, '\t'));
    expect(result.differing).to.include('skeleton.spine');
    expect(result.uncovered).to.deep.equal([]);
    const rederived = result.findings.filter((finding) => finding.code === 'HEADER_REDERIVED');
    expect(rederived.map((f) => [f.kind, f.where, f.detail])).to.deep.equal([
      ['lossy', 'skeleton.spine', 'the source states no version and the rig spec has no field for it: a rebuild writes "spine": "4.3.13", so this line changes on the rebuild'],
    ]);
  });

  it('a rebuilt skeleton (already at the written version) still reports the stated version, as the reference does, and nothing moves', () => {
    const again = roundTrip(roundTrip(text).rebuilt);
    expect(again.differing).to.deep.equal([]);
    expect(again.findings.filter((finding) => finding.code === 'HEADER_REDERIVED').map((f) => [f.kind, f.where, f.detail])).to.deep.equal([
      ['lossy', 'skeleton.spine', 'the source states "4.3.13" and the rig spec has no field for it: a rebuild writes "spine": "4.3.13", the same string, so nothing moves'],
    ]);
  });
});
