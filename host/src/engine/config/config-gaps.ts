/**
 * Configuration entries that judged nothing, so a typo never passes for a clean run: a
 * `[clips."…"]` selector that matches no clip of any file linted with that config, and a
 * `[rig.roles]` value naming a bone a file does not have (the role then resolves to nothing and
 * every check needing it is silently not applicable). Each becomes a `config/*` gap in JSON and a
 * warning line on stderr, with a "did you mean" hint when a clip or bone name is close.
 */
import type { ConfigGapRecord } from '@animsmith/schemas';
import { quoteTerminal } from '../../text/escape.js';
import type { Session } from '../session.js';
import { globMatches } from './clip-expectations.js';
import { keyPath } from './key-path.js';
import { closestName } from './suggest.js';

const hint = (name: string | undefined, why = '') => (name === undefined ? '' : ` (did you mean ${quoteTerminal(name)}?${why})`);

/** Selectors of one config that no clip name of its files matches. */
export function unmatchedClipSelectors(session: Session, clipNames: readonly string[]): ConfigGapRecord[] {
  const config = session.configPath;
  if (config === undefined) return [];
  const names = [...new Set(clipNames)];
  const gaps: ConfigGapRecord[] = [];
  for (const selector of Object.keys(session.config.clips ?? {})) {
    const glob = selector.includes('*');
    if (names.some((name) => (glob ? globMatches(selector, name) : name === selector))) continue;
    // A glob's near miss is a clip it would match ignoring case; a name's, the closest clip name.
    const near = glob ? names.find((name) => globMatches(selector.toLowerCase(), name.toLowerCase())) : closestName(selector, names);
    const caseOnly = near !== undefined && (glob || near.toLowerCase() === selector.toLowerCase());
    const key = keyPath(['clips', selector]);
    gaps.push({
      code: 'config/clip_selector_unmatched',
      config,
      key,
      message: `${key} matches no clip in the linted files${hint(near, caseOnly ? ' clip selectors are case-sensitive' : '')}`,
    });
  }
  return gaps;
}

/** `[rig.roles]` entries naming a bone this file's skeleton does not have. */
export function missingRoleBones(session: Session, filePath: string, boneNames: readonly string[]): ConfigGapRecord[] {
  const config = session.configPath;
  const roles = session.config.rig?.roles;
  if (config === undefined || roles === undefined) return [];
  const present = new Set(boneNames);
  const gaps: ConfigGapRecord[] = [];
  for (const [role, bone] of Object.entries(roles)) {
    if (bone === undefined || present.has(bone)) continue;
    const key = keyPath(['rig', 'roles', role]);
    gaps.push({
      code: 'config/role_bone_missing',
      config,
      key,
      path: filePath,
      message: `${key} = ${quoteTerminal(bone)}: no such bone in ${filePath}, so the role is unresolved${hint(closestName(bone, boneNames))}`,
    });
  }
  return gaps;
}

/** The stderr line for a gap (the lint command writes it after `animsmith: `). */
export function configGapWarning(gap: ConfigGapRecord): string {
  return `warning: ${gap.config}: ${gap.message}`;
}
