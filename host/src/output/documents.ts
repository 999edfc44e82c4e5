/**
 * output-v19 documents (urn:animsmith:schema:output:19). Key order in these interfaces is the
 * serialised key order.
 */
export type {
  DiffDocument,
  EmittedDocument,
  LintDocument,
  LintFile,
  MeasureDocument,
  MeasureFile,
  OutputDocument,
} from '../plugin-api/output-document.js';
import type { EmittedDocument } from '../plugin-api/output-document.js';
export type { LintSummary, RigRecord } from '@animsmith/schemas';

export const OUTPUT_SCHEMA = 'urn:animsmith:schema:output:19';
export const OUTPUT_VERSION = 19;

/**
 * Canonical JSON text: two-space indent, keys in construction order, trailing newline.
 *
 * Name-keyed maps (`clips`, `bone_rotation_range_deg`) are built in `compareKeys` order, but
 * JavaScript enumerates integer-like keys ("9", "10") first in numeric order whatever the
 * insertion order, so clips named "10" and "9" came out as "9", "10". When a document has such
 * a key, it is written by `stringifySorted`, which restores code-unit order for every object
 * holding one (struct keys are never integer-like); otherwise the native serializer is used.
 */
export function serialize(document: EmittedDocument): string {
  const text = hasIntegerLikeNames(document) ? stringifySorted(document, '') : JSON.stringify(document, null, 2);
  return `${text}\n`;
}

/** Canonical array index, the keys V8 enumerates first: "0", "17", not "01", "-1" or "1e3". */
function isIndexKey(key: string): boolean {
  return /^(?:0|[1-9][0-9]*)$/.test(key) && Number(key) < 2 ** 32 - 1;
}

/** Integer-like keys enumerate first, so the first key of each name-keyed map tells. */
function hasIntegerLikeNames(document: EmittedDocument): boolean {
  // A diff has no name-keyed maps (names sit in string values).
  if (document.command === 'diff') return false;
  const first = (map: object): string | undefined => {
    for (const key in map) return key;
    return undefined;
  };
  return document.files.some((file) => {
    const clips = file.measurements.clips;
    const key = first(clips);
    if (key !== undefined && isIndexKey(key)) return true;
    return Object.values(clips).some((clip) => {
      const bone = first(clip.bone_rotation_range_deg);
      return bone !== undefined && isIndexKey(bone);
    });
  });
}

/** `JSON.stringify(value, null, 2)`, except that an object with an integer-like key has its keys sorted. */
function stringifySorted(value: unknown, indent: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => (item === undefined || typeof item === 'function' ? 'null' : stringifySorted(item, inner)));
    return `[\n${inner}${items.join(`,\n${inner}`)}\n${indent}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.some(isIndexKey)) keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const members = keys
    .filter((key) => record[key] !== undefined && typeof record[key] !== 'function')
    .map((key) => `${JSON.stringify(key)}: ${stringifySorted(record[key], inner)}`);
  if (members.length === 0) return '{}';
  return `{\n${inner}${members.join(`,\n${inner}`)}\n${indent}}`;
}
