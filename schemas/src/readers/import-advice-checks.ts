/**
 * Cross-field rules both advice contracts share and JSON Schema cannot state: the clip rows bind
 * source order to a permutation of normalised indices, names stay within 4,096 UTF-8 bytes, and
 * source-name observations agree with the embedded raw animation inventory.
 */
import { provenanceProblems } from '../provenance.js';
import type { InputIdentity, PredictionProvenanceRecord } from '../types.js';
import type { ClipAdviceRow, ResolvedSettingWire } from './import-advice-types.js';
import { adviceFail } from './import-advice-read.js';

export const MAX_ADVICE_CLIPS = 4096;
export const MAX_ADVICE_TEXT_BYTES = 4096;

export function checkTextBytes(pointer: string, text: string): void {
  if (Buffer.byteLength(text, 'utf8') > MAX_ADVICE_TEXT_BYTES) adviceFail(pointer, `exceeds ${MAX_ADVICE_TEXT_BYTES} UTF-8 bytes`);
}

export function sameIdentity(a: { sha256: string; bytes: number }, b: { sha256: string; bytes: number }): boolean {
  return a.sha256 === b.sha256 && a.bytes === b.bytes;
}

/**
 * Available clip rows: one per raw animation in source order, each bound to a distinct normalised
 * index, together covering 0…n-1, with a source name that repeats the raw row exactly.
 */
export function checkClipRows(clips: readonly ClipAdviceRow[], provenance: PredictionProvenanceRecord): void {
  const raw = provenance.raw_source.animations;
  if (raw.coverage.state !== 'complete') adviceFail('/state', 'available advice needs a complete raw animation inventory');
  if (clips.length !== raw.rows.length) {
    adviceFail('/clips', `has ${clips.length} rows but the raw animation inventory has ${raw.rows.length}`);
  }
  const seen = new Set<number>();
  clips.forEach((clip, i) => {
    const at = `/clips/${i}`;
    if (clip.source_clip_index !== i) adviceFail(`${at}/source_clip_index`, `must be ${i} (rows are in source order)`);
    if (clip.normalized_clip_index >= clips.length) adviceFail(`${at}/normalized_clip_index`, `is outside 0…${clips.length - 1}`);
    if (seen.has(clip.normalized_clip_index)) adviceFail(`${at}/normalized_clip_index`, 'binds a normalised clip another row already binds');
    seen.add(clip.normalized_clip_index);
    checkTextBytes(`${at}/normalized_clip_name`, clip.normalized_clip_name);
    const row = raw.rows[i]!;
    if (row.index !== i) adviceFail(`/prediction_provenance/raw_source/animations/rows/${i}/index`, `must be ${i}`);
    const observed = clip.source_name;
    const consistent =
      row.name === null ? observed.state === 'proven_absent' : observed.state === 'observed' && observed.value === row.name;
    if (!consistent) adviceFail(`${at}/source_name`, 'disagrees with the raw animation inventory');
    if (observed.state === 'observed') checkTextBytes(`${at}/source_name/value`, observed.value);
  });
}

/**
 * The digests a document commits to: the embedded provenance verifies (its own primary input is
 * the only input an advice document names) and `identity` is the digest of what it asserts.
 */
export function checkAdviceIdentities(doc: { identity: InputIdentity; prediction_provenance: PredictionProvenanceRecord }, expected: InputIdentity): void {
  const provenance = doc.prediction_provenance;
  const [problem] = provenanceProblems(provenance, provenance.primary_input);
  if (problem !== undefined) adviceFail('/prediction_provenance', problem);
  if (!sameIdentity(doc.identity, expected)) adviceFail('/identity', 'is not the canonical digest of what the document asserts');
}

/** The materialised settings row of normalised clip `index` (by `clip_index`), exactly once. */
export function clipSettings(provenance: PredictionProvenanceRecord, index: number, pointer: string): readonly ResolvedSettingWire[] {
  const rows = provenance.settings.clips.filter((row) => row.clip_index === index);
  if (rows.length !== 1) adviceFail(pointer, `needs exactly one materialised settings row for clip ${index}, found ${rows.length}`);
  return rows[0]!.settings;
}

export function findSetting(settings: readonly ResolvedSettingWire[], id: string): ResolvedSettingWire | undefined {
  return settings.find((s) => s.id === id);
}
