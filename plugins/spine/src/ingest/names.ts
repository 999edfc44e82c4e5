/**
 * Names that JavaScript objects reorder. A JSON object key that reads as an array index (`"0"`,
 * `"12"`) is listed before every other key, in ascending numeric order, whatever order the file
 * had; after `JSON.parse` that order cannot be recovered, and the specs (which are JSON objects
 * too) carry the same order to the rebuild. Reported, because the rebuild may list such entries in
 * another order than the source did.
 */
import type { Findings } from './findings.js';
import { isObject } from './read.js';

/** An array index as ECMAScript orders them: a canonical integer string below 2^32 − 1. */
function isIndexLike(key: string): boolean {
  const n = Number(key);
  return Number.isInteger(n) && n >= 0 && n < 2 ** 32 - 1 && String(n) === key;
}

/** Reports every name table of the skeleton that holds an index-like name among other names. */
export function reportIndexLikeNames(skeleton: Record<string, unknown>, findings: Findings): void {
  const check = (table: unknown, where: string): void => {
    if (!isObject(table)) return;
    const keys = Object.keys(table);
    const indexLike = keys.filter(isIndexLike);
    if (indexLike.length === 0 || keys.length < 2) return;
    findings.add(
      'lossy',
      'INDEX_LIKE_NAME',
      where,
      `name(s) ${indexLike.map((key) => JSON.stringify(key)).join(', ')} read as array indices, which a JSON object lists first in ascending order; the rebuild lists them so, whatever order the source had`,
    );
  };

  const skins = Array.isArray(skeleton.skins) ? skeleton.skins.filter(isObject) : [];
  // Skins are an array in the skeleton and a table by name in the rig spec, so here the source
  // order IS known and a reordering is certain.
  const skinNames = skins.map((skin) => String(skin.name));
  const tableOrder = Object.keys(Object.fromEntries(skinNames.map((name) => [name, true])));
  if (tableOrder.join('\u0000') !== skinNames.join('\u0000')) {
    findings.add('blocker', 'SKIN_ORDER', 'skins', `the rig spec keys skins by name and index-like names come first, so the rebuild lists the skins as ${JSON.stringify(tableOrder)}`);
  }
  for (const skin of skins) {
    check(skin.attachments, `skin "${String(skin.name)}" attachments`);
    if (!isObject(skin.attachments)) continue;
    for (const [slot, placeholders] of Object.entries(skin.attachments)) check(placeholders, `skin "${String(skin.name)}" slot "${slot}"`);
  }
  check(skeleton.events, 'events');
  check(skeleton.animations, 'animations');
  if (!isObject(skeleton.animations)) return;
  for (const [name, anim] of Object.entries(skeleton.animations)) {
    if (!isObject(anim)) continue;
    for (const group of ['slots', 'bones', 'ik', 'transform', 'path', 'physics', 'slider', 'attachments']) check(anim[group], `animation "${name}" ${group}`);
    if (!isObject(anim.attachments)) continue;
    for (const [skin, perSkin] of Object.entries(anim.attachments)) {
      check(perSkin, `animation "${name}" attachments ${skin}`);
      if (!isObject(perSkin)) continue;
      for (const [slot, perSlot] of Object.entries(perSkin)) check(perSlot, `animation "${name}" attachments ${skin}/${slot}`);
    }
  }
}
