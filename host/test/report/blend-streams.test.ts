/**
 * The illustrative blend's local streams: aggregate admission at its exact limits (synthetic
 * counts, nothing allocated), all-or-nothing omission, per-clip refusals for every reason, the
 * base64 stream against the pose grid's locals, and the shared parent topology.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import type { AnimDocument, Clip, Track } from '../../src/model/anim-document.js';
import { createMetricGrids } from '../../src/sample/sampler.js';
import type { MetricGrids } from '../../src/sample/metric-grids.js';
import {
  BLEND_LIMITS,
  admitAggregate,
  base64Length,
  checkedAdd,
  checkedMul,
  resolveBlendLimits,
  type AdmissionCandidate,
} from '../../src/report/blend/admission.js';
import { buildBlendSection, decodeLittleEndianF32, type BlendSection } from '../../src/report/blend/streams.js';
import { buildDocument, quatY, quatZ, uniformTimes, type TrackSpec } from '../support/anim-builder.js';

interface BlendMath {
  decodeStream(base64: string, frames: number, bones: number): Float32Array;
}

/** The browser's blend-math.js, run in this process (it attaches to globalThis without a window). */
function loadBlendMath(): BlendMath {
  const file = new URL('../../assets/report/blend-math.js', import.meta.url);
  runInThisContext(readFileSync(file, 'utf8'), { filename: file.pathname });
  return (globalThis as unknown as { AnimsmithBlend: BlendMath }).AnimsmithBlend;
}

const MIB32 = 32 * 1024 * 1024;

/** A translation track of `n` keys over one second on `bone`. */
function moving(bone: string | number, n: number, dy = 0.1): TrackSpec {
  return { bone, property: 'translation', times: uniformTimes(n, 1), values: uniformTimes(n, 1).map((t) => [0, 1 + dy * t, 0]) };
}

function turning(bone: string | number, n: number): TrackSpec {
  return { bone, property: 'rotation', times: uniformTimes(n, 1), values: uniformTimes(n, 1).map((t) => quatY(90 * t)) };
}

const BONES = [
  { name: 'hips', translation: [0, 1, 0] as [number, number, number] },
  { name: 'spine', parent: 'hips', translation: [0, 0.3, 0] as [number, number, number], scale: [1, 2, 1] as [number, number, number] },
  { name: 'head', parent: 'spine', translation: [0, 0.2, 0.1] as [number, number, number], rotation: quatZ(30) },
];

function goodDocument(): AnimDocument {
  return buildDocument({
    bones: BONES,
    clips: [
      { name: 'walk', tracks: [moving('hips', 5), turning('spine', 4)] },
      { name: 'run', tracks: [moving('hips', 7, 0.3), turning('head', 7)] },
    ],
  });
}

/** MetricGrids that counts how often a grid is requested and its locals read. */
function spyGrids(document: AnimDocument): { grids: MetricGrids; gridCalls: number[]; localsReads: number[] } {
  const inner = createMetricGrids(document);
  const gridCalls: number[] = [];
  const localsReads: number[] = [];
  return {
    gridCalls,
    localsReads,
    grids: {
      grid(ci) {
        gridCalls.push(ci);
        const g = inner.grid(ci);
        if (g === undefined) return undefined;
        return new Proxy(g, {
          get(target, key) {
            if (key === 'locals') localsReads.push(ci);
            return Reflect.get(target, key, target);
          },
        });
      },
      unavailableReason: (ci) => inner.unavailableReason(ci),
      release: (ci) => inner.release(ci),
    },
  };
}

const many = (count: number, candidate: AdmissionCandidate): AdmissionCandidate[] => Array.from({ length: count }, () => candidate);

describe('blend streams: aggregate admission (synthetic counts)', () => {
  it('checks safe-integer arithmetic and treats overflow as undefined', () => {
    expect(checkedMul(2 ** 26, 2 ** 26)).to.equal(2 ** 52);
    expect(checkedMul(2 ** 27, 2 ** 26)).to.equal(undefined);
    expect(checkedMul(94906267, 94906267)).to.equal(undefined); // true product just above 2^53
    expect(checkedAdd(Number.MAX_SAFE_INTEGER, 1)).to.equal(undefined);
    expect(checkedAdd(Number.MAX_SAFE_INTEGER - 1, 1)).to.equal(Number.MAX_SAFE_INTEGER);
    expect(checkedMul(-1, 2)).to.equal(undefined);
    expect(checkedMul(1.5, 2)).to.equal(undefined);
    expect(checkedMul(NaN, 2)).to.equal(undefined);
    expect(base64Length(40)).to.equal(56);
    expect(base64Length(MIB32)).to.equal(44_739_244);
    expect(base64Length(Number.MAX_SAFE_INTEGER)).to.equal(undefined);
  });

  it('uses the spec limits by default', () => {
    expect(BLEND_LIMITS).to.include({ maxBones: 1024, maxClips: 4096, maxTrackRecords: 65_536, maxLocalBytes: MIB32 });
    expect(BLEND_LIMITS.maxBase64Chars).to.equal(44_739_244 + 4 * 4096);
    expect(resolveBlendLimits()).to.deep.equal({ ...BLEND_LIMITS });
    expect(resolveBlendLimits({ maxLocalBytes: 400, maxClips: 2 }).maxBase64Chars).to.equal(536 + 8);
  });

  it('admits 1,024 bones and omits everything at 1,025', () => {
    expect(admitAggregate({ bones: 1024, includedClips: 1, candidates: [{ frames: 3, tracks: 1 }] })).to.include({ ok: true, records: 3072 });
    const over = admitAggregate({ bones: 1025, includedClips: 1, candidates: [{ frames: 3, tracks: 1 }] });
    expect(over).to.include({ ok: false, reason: 'bone_limit' });
    expect(admitAggregate({ bones: 2 ** 60, includedClips: 0, candidates: [] })).to.include({ ok: false, reason: 'bone_limit' });
  });

  it('admits 4,096 included clips (with or without grids) and omits everything at 4,097', () => {
    expect(admitAggregate({ bones: 1, includedClips: 4096, candidates: many(4096, { frames: 3, tracks: 1 }) }).ok).to.equal(true);
    expect(admitAggregate({ bones: 1, includedClips: 4097, candidates: many(10, { frames: 3, tracks: 1 }) })).to.include({ ok: false, reason: 'clip_limit' });
  });

  it('admits 65,536 aggregate track-metadata records and omits everything at 65,537', () => {
    expect(admitAggregate({ bones: 1, includedClips: 2, candidates: [{ frames: 3, tracks: 65_535 }, { frames: 3, tracks: 1 }] })).to.include({
      ok: true,
      trackRecords: 65_536,
    });
    expect(admitAggregate({ bones: 1, includedClips: 2, candidates: [{ frames: 3, tracks: 65_535 }, { frames: 3, tracks: 2 }] })).to.include({
      ok: false,
      reason: 'track_record_limit',
    });
    const overflow = admitAggregate({ bones: 1, includedClips: 2, candidates: [{ frames: 3, tracks: 1 }, { frames: 3, tracks: Number.MAX_SAFE_INTEGER }] });
    expect(overflow).to.include({ ok: false, reason: 'track_record_limit' });
  });

  it('admits exactly 838,860 records (33,554,400 bytes) and omits everything at 838,861', () => {
    // 60 bones × 13,981 frames = 838,860 records, split over two clips.
    const atLimit = admitAggregate({ bones: 60, includedClips: 2, candidates: [{ frames: 6990, tracks: 1 }, { frames: 6991, tracks: 1 }] });
    expect(atLimit).to.include({ ok: true, records: 838_860, localBytes: 33_554_400 });
    expect(admitAggregate({ bones: 1, includedClips: 1, candidates: [{ frames: 838_860, tracks: 1 }] })).to.include({ ok: true });
    const over = admitAggregate({ bones: 1, includedClips: 1, candidates: [{ frames: 838_861, tracks: 1 }] });
    expect(over).to.include({ ok: false, reason: 'local_data_limit' });
    if (!over.ok) expect(over.detail).to.match(/33554432 bytes \(838860 records\)/);
    // 60 × 13,982 = 838,920 records: over, even though the first clip alone fits.
    expect(admitAggregate({ bones: 60, includedClips: 2, candidates: [{ frames: 6990, tracks: 1 }, { frames: 6992, tracks: 1 }] })).to.include({
      ok: false,
      reason: 'local_data_limit',
    });
  });

  it('treats overflowing or invalid frame counts as exceeding the local budget', () => {
    for (const frames of [Number.MAX_SAFE_INTEGER, 2 ** 53, Infinity, NaN, -3, 3.5]) {
      const r = admitAggregate({ bones: 1024, includedClips: 1, candidates: [{ frames, tracks: 1 }] });
      expect(r, String(frames)).to.include({ ok: false, reason: 'local_data_limit' });
    }
    // The sum overflows although every clip's own byte count is a safe integer.
    expect(Number.isSafeInteger(40 * 2 ** 47)).to.equal(true);
    const huge = admitAggregate(
      { bones: 1, includedClips: 2, candidates: many(2, { frames: 2 ** 47, tracks: 0 }) },
      resolveBlendLimits({ maxLocalBytes: Number.MAX_SAFE_INTEGER, maxBase64Chars: Number.MAX_SAFE_INTEGER }),
    );
    expect(huge).to.include({ ok: false, reason: 'local_data_limit' });
  });

  it('checks the aggregate base64 allocation, counting each stream’s padding', () => {
    // Two clips of one 40-byte record: 56 + 56 = 112 characters (one 80-byte text would be 108).
    const two = { bones: 1, includedClips: 2, candidates: many(2, { frames: 1, tracks: 1 }) };
    expect(admitAggregate(two, resolveBlendLimits({ maxBase64Chars: 112 }))).to.include({ ok: true, base64Chars: 112 });
    expect(admitAggregate(two, resolveBlendLimits({ maxBase64Chars: 111 }))).to.include({ ok: false, reason: 'base64_limit' });
    const overflow = admitAggregate(
      // 7.2e15 bytes is a safe integer; its 9.6e15 base64 characters are not.
      { bones: 1, includedClips: 1, candidates: [{ frames: 180_000_000_000_000, tracks: 0 }] },
      resolveBlendLimits({ maxLocalBytes: Number.MAX_SAFE_INTEGER }),
    );
    expect(overflow).to.include({ ok: false, reason: 'base64_limit' });
  });

  it('never lets the default base64 limit bind below the byte limit, even at 4,096 padded clips', () => {
    // 3,276 clips of 205 frames (8,200 bytes, padded) + 820 of 204 = 838,860 records.
    const candidates = [...many(3276, { frames: 205, tracks: 1 }), ...many(820, { frames: 204, tracks: 1 })];
    const r = admitAggregate({ bones: 1, includedClips: 4096, candidates });
    expect(r).to.include({ ok: true, records: 838_860 });
  });
});

describe('blend streams: buildBlendSection', () => {
  it('admits every clip with a stream that is exactly the pose grid locals', () => {
    const doc = goodDocument();
    const grids = createMetricGrids(doc);
    const section = buildBlendSection(doc, grids, [0, 1]);
    expect(section.parents).to.deep.equal([-1, 0, 1]);
    expect(section.parentsValid).to.equal(true);
    expect(section.refused).to.deep.equal([]);
    expect(section.omitted).to.equal(undefined);
    expect(section.admitted.map((a) => [a.clipIndex, a.clip, a.frames, a.bones])).to.deep.equal([
      [0, 'walk', 5, 3],
      [1, 'run', 7, 3],
    ]);
    const blend = loadBlendMath();
    for (const a of section.admitted) {
      const locals = grids.grid(a.clipIndex)!.locals;
      const bytes = Buffer.from(a.locals, 'base64');
      // Little-endian f32, bit for bit (this host is little-endian like every CI runner).
      expect(bytes.equals(Buffer.from(locals.buffer, locals.byteOffset, locals.byteLength))).to.equal(true);
      expect(Buffer.from(decodeLittleEndianF32(a.locals, locals.length).buffer).equals(bytes)).to.equal(true);
      const decoded = blend.decodeStream(a.locals, a.frames, a.bones);
      expect(decoded).to.be.instanceOf(Float32Array);
      expect(Buffer.from(decoded.buffer).equals(bytes)).to.equal(true);
      expect(a.locals.length).to.equal(base64Length(a.frames * a.bones * 40));
    }
  });

  it('lets the browser decoder refuse a stream of the wrong size or alphabet', () => {
    const doc = goodDocument();
    const a = buildBlendSection(doc, createMetricGrids(doc), [0]).admitted[0]!;
    const blend = loadBlendMath();
    expect(() => blend.decodeStream(a.locals, a.frames + 1, a.bones)).to.throw(RangeError);
    expect(() => blend.decodeStream(a.locals, a.frames, a.bones - 1)).to.throw(RangeError);
    expect(() => blend.decodeStream(a.locals.slice(0, -4), a.frames, a.bones)).to.throw(RangeError);
    expect(() => blend.decodeStream(`${a.locals.slice(0, -4)}!!!!`, a.frames, a.bones)).to.throw();
    expect(() => blend.decodeStream(a.locals, 0, a.bones)).to.throw(RangeError);
  });

  it('keeps the order of clipIndices, counts a repeated index once and rejects an unknown one', () => {
    const doc = goodDocument();
    const section = buildBlendSection(doc, createMetricGrids(doc), [1, 0, 1]);
    expect(section.admitted.map((a) => a.clipIndex)).to.deep.equal([1, 0]);
    expect(buildBlendSection(doc, createMetricGrids(doc), [1]).admitted.map((a) => a.clip)).to.deep.equal(['run']);
    expect(() => buildBlendSection(doc, createMetricGrids(doc), [2])).to.throw(RangeError);
    expect(() => buildBlendSection(doc, createMetricGrids(doc), [0.5])).to.throw(RangeError);
  });

  it('omits all streams — not the clips that fit first — and samples nothing when the budget is exceeded', () => {
    const doc = goodDocument();
    const walkBytes = 5 * 3 * 40;
    const runBytes = 7 * 3 * 40;
    // Each clip fits alone; together they exceed by one byte.
    const spy = spyGrids(doc);
    const section = buildBlendSection(doc, spy.grids, [0, 1], { maxLocalBytes: walkBytes + runBytes - 1 });
    expect(section.admitted).to.deep.equal([]);
    expect(section.refused).to.deep.equal([]);
    expect(section.omitted?.reason).to.equal('local_data_limit');
    expect(section.omitted?.detail).to.match(/All local streams are omitted/);
    expect(section.parentsValid).to.equal(true);
    expect(spy.gridCalls).to.deep.equal([]);
    expect(spy.localsReads).to.deep.equal([]);
    // At exactly the aggregate, both are admitted.
    const exact = buildBlendSection(doc, createMetricGrids(doc), [0, 1], { maxLocalBytes: walkBytes + runBytes });
    expect(exact.admitted.map((a) => a.clip)).to.deep.equal(['walk', 'run']);
    expect(exact.omitted).to.equal(undefined);
  });

  it('omits all streams at each injected aggregate limit, and admits at the limit', () => {
    const doc = goodDocument();
    const cases: [Partial<typeof BLEND_LIMITS>, Partial<typeof BLEND_LIMITS>, string][] = [
      [{ maxBones: 3 }, { maxBones: 2 }, 'bone_limit'],
      [{ maxClips: 2 }, { maxClips: 1 }, 'clip_limit'],
      [{ maxTrackRecords: 4 }, { maxTrackRecords: 3 }, 'track_record_limit'],
      [{ maxBase64Chars: 800 + 1120 }, { maxBase64Chars: 800 + 1119 }, 'base64_limit'],
    ];
    for (const [fits, exceeds, reason] of cases) {
      const ok: BlendSection = buildBlendSection(doc, createMetricGrids(doc), [0, 1], fits);
      expect(ok.admitted, reason).to.have.length(2);
      const spy = spyGrids(doc);
      const omitted = buildBlendSection(doc, spy.grids, [0, 1], exceeds);
      expect(omitted.omitted?.reason, reason).to.equal(reason);
      expect(omitted.admitted).to.deep.equal([]);
      expect(spy.localsReads).to.deep.equal([]);
    }
  });

  it('counts included clips without a grid against the clip limit but not the local budget', () => {
    const doc = buildDocument({
      bones: BONES,
      clips: [{ name: 'walk', tracks: [moving('hips', 5)] }, { name: 'short', tracks: [moving('hips', 2)] }],
    });
    const fits = buildBlendSection(doc, createMetricGrids(doc), [0, 1], { maxLocalBytes: 5 * 3 * 40 });
    expect(fits.admitted.map((a) => a.clip)).to.deep.equal(['walk']);
    expect(fits.refused.map((r) => [r.clip, r.reason])).to.deep.equal([['short', 'too_few_keys']]);
    expect(buildBlendSection(doc, createMetricGrids(doc), [0, 1], { maxClips: 1 }).omitted?.reason).to.equal('clip_limit');
  });
});

describe('blend streams: per-clip refusals', () => {
  /** Replaces track `t` of clip `c` by `patch` (hand-built malformations the builder cannot express). */
  function patched(doc: AnimDocument, c: number, t: number, patch: Partial<Record<keyof Track, unknown>>): AnimDocument {
    const clips = doc.clips.map((clip, ci): Clip => {
      if (ci !== c) return clip;
      return { ...clip, tracks: clip.tracks.map((track, ti) => (ti === t ? ({ ...track, ...patch } as Track) : track)) };
    });
    return { bones: doc.bones, clips };
  }

  function refusalDocument(): AnimDocument {
    let doc = buildDocument({
      bones: BONES,
      clips: [
        { name: 'good', tracks: [moving('hips', 4)] },
        { name: 'two keys', tracks: [moving('hips', 2)] },
        { name: 'instant', tracks: [{ bone: 'hips', property: 'translation', times: [0, 0, 0], values: [[0, 0, 0], [0, 1, 0], [0, 2, 0]] }] },
        { name: 'bad target', tracks: [moving('hips', 4), moving(7, 4)] },
        { name: 'bad property', tracks: [moving('hips', 4), moving('spine', 4)] },
        { name: 'bad storage', tracks: [moving('hips', 4), { ...moving('spine', 4), malformed: 'output accessor count 3 does not match input count 4' }] },
        { name: 'bad components', tracks: [moving('hips', 4), turning('spine', 4)] },
        { name: 'bad key count', tracks: [moving('hips', 4), moving('spine', 4)] },
        { name: 'duplicate', tracks: [moving('hips', 4), turning('spine', 4), turning('spine', 4)] },
        { name: 'nan', tracks: [{ bone: 'spine', property: 'scale', times: [0, 0.5, 1], values: [[1, 1, 1], [1, NaN, 1], [1, 1, 1]] }] },
        { name: 'infinite', tracks: [{ bone: 'head', property: 'translation', times: [0, 0.5, 1], values: [[0, 0, 0], [0, 0, 0], [0, Infinity, 0]] }] },
        {
          name: 'long quaternion',
          tracks: [{ bone: 'head', property: 'rotation', interpolation: 'STEP', times: [0, 0.5, 1], values: [[0, 0, 0, 1], [0, 0, 0, 1.000101], [0, 0, 0, 1]] }],
        },
        { name: 'empty track', tracks: [moving('hips', 4), { bone: 'spine', property: 'scale', times: [], values: [] }] },
      ],
    });
    doc = patched(doc, 4, 1, { property: 'weights' });
    doc = patched(doc, 6, 1, { components: 3 });
    doc = patched(doc, 7, 1, { values: new Float32Array(9) });
    return doc;
  }

  it('refuses each malformed clip with its stable reason and keeps the others', () => {
    const doc = refusalDocument();
    const section = buildBlendSection(
      doc,
      createMetricGrids(doc),
      doc.clips.map((_, i) => i),
    );
    expect(section.omitted).to.equal(undefined);
    expect(section.admitted.map((a) => a.clip)).to.deep.equal(['good']);
    expect(section.refused.map((r) => [r.clipIndex, r.clip, r.reason])).to.deep.equal([
      [1, 'two keys', 'too_few_keys'],
      [2, 'instant', 'non_positive_duration'],
      [3, 'bad target', 'malformed_track_target'],
      [4, 'bad property', 'malformed_track_property'],
      [5, 'bad storage', 'malformed_track_storage'],
      [6, 'bad components', 'malformed_track_cardinality'],
      [7, 'bad key count', 'malformed_track_cardinality'],
      [8, 'duplicate', 'duplicate_channel'],
      [9, 'nan', 'non_finite_local'],
      [10, 'infinite', 'non_finite_local'],
      [11, 'long quaternion', 'non_unit_quaternion'],
      [12, 'empty track', 'malformed_track_cardinality'],
    ]);
    for (const r of section.refused) expect(r.detail, r.clip).to.be.a('string').and.have.length.above(20);
    const detail = (clip: string) => section.refused.find((r) => r.clip === clip)!.detail;
    expect(detail('bad storage')).to.contain('output accessor count 3 does not match input count 4');
    expect(detail('bad target')).to.contain('bone 7');
    expect(detail('nan')).to.match(/frame 1, bone 1 \("spine"\): sampled sy is NaN/);
    expect(detail('long quaternion')).to.match(/frame 1, bone 2 \("head"\).*outside 1 ± 0\.0001/);
  });

  it('accepts a quaternion length just inside 1 ± 1e-4', () => {
    const doc = buildDocument({
      bones: BONES,
      clips: [
        {
          name: 'almost unit',
          tracks: [{ bone: 'head', property: 'rotation', interpolation: 'STEP', times: [0, 0.5, 1], values: [[0, 0, 0, 1.000099], [0, 0, 0, 0.999901], [0, 0, 0, 1]] }],
        },
      ],
    });
    const section = buildBlendSection(doc, createMetricGrids(doc), [0]);
    expect(section.refused).to.deep.equal([]);
    expect(section.admitted).to.have.length(1);
  });

  it('inspects no local values of a clip refused for its track metadata', () => {
    const doc = refusalDocument();
    const spy = spyGrids(doc);
    buildBlendSection(doc, spy.grids, [3, 4, 5, 6, 7, 8, 12]);
    expect(spy.localsReads).to.deep.equal([]);
  });
});

describe('blend streams: shared parent topology', () => {
  function withParents(parents: number[]): AnimDocument {
    const doc = goodDocument();
    return { bones: doc.bones.map((b, i) => ({ ...b, parent: parents[i]! })), clips: doc.clips };
  }

  it('accepts roots and earlier bones as parents', () => {
    const section = buildBlendSection(withParents([-1, -1, 0]), createMetricGrids(withParents([-1, -1, 0])), [0, 1]);
    expect(section.parentsValid).to.equal(true);
    expect(section.parents).to.deep.equal([-1, -1, 0]);
    expect(section.admitted).to.have.length(2);
  });

  for (const parents of [[-1, 1, 1], [-1, 2, 1], [-1, 0, -2], [1, -1, 0], [-1, 0, 0.5]]) {
    it(`makes every blend unavailable for parents ${JSON.stringify(parents)}`, () => {
      const doc = withParents(parents);
      const spy = spyGrids(doc);
      const section = buildBlendSection(doc, spy.grids, [0, 1]);
      expect(section.parentsValid).to.equal(false);
      expect(section.parents).to.deep.equal(parents);
      expect(section.admitted).to.deep.equal([]);
      expect(section.refused.map((r) => r.reason)).to.deep.equal(['invalid_parent_topology', 'invalid_parent_topology']);
      expect(section.refused[0]!.detail).to.match(/neither a root \(-1\) nor an earlier bone/);
      expect(spy.localsReads).to.deep.equal([]);
    });
  }
});
