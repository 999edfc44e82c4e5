/**
 * The I/O half of the skeleton commands: read the correspondence file (bounded, strict UTF-8,
 * parsed before any asset is loaded) and the two subjects.
 */
import type { SkeletonCompatibilityDocument } from '@animsmith/schemas';
import { OperatorError } from '../engine/errors.js';
import { DEFAULT_LIMITS } from '../engine/limits.js';
import { readInputBytes } from '../engine/load-input.js';
import type { Session } from '../engine/session.js';
import { escapeTerminal } from '../text/escape.js';
import { compareSkeletons } from './compare.js';
import { parseCorrespondence } from './correspondence.js';
import { starterCorrespondence } from './starter.js';
import { loadSubject } from './subjects.js';

/** A correspondence is a short control file; anything larger is not one. */
export const CORRESPONDENCE_MAX_BYTES = 16 * 1024 * 1024;

export async function runSkeletonCompare(session: Session, source: string, target: string, mapPath: string): Promise<SkeletonCompatibilityDocument> {
  const bytes = readInputBytes(session.cwd, mapPath, { ...DEFAULT_LIMITS, maxPrimaryBytes: CORRESPONDENCE_MAX_BYTES });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new OperatorError(`invalid correspondence ${escapeTerminal(mapPath)}: not UTF-8`);
  }
  const correspondence = parseCorrespondence(text, mapPath);
  const s = await loadSubject(session, source);
  const t = await loadSubject(session, target);
  return compareSkeletons(s, t, { correspondencePath: mapPath, correspondenceBytes: bytes, correspondenceText: text, correspondence });
}

export async function runStarterCorrespondence(session: Session, source: string, target: string): Promise<string> {
  const s = await loadSubject(session, source);
  const t = await loadSubject(session, target);
  return starterCorrespondence(s, t);
}
