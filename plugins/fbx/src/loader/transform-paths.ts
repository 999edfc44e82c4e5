/**
 * The raw transform-path inventory: for each Model (source node order) the `/`-joined chain of
 * Model names from its root down to it, exactly as the file spells them (no escaping, no Unicode
 * normalisation, case kept).
 *
 * The grammar is closed: a segment is non-empty, is not `.` or `..`, and holds no `/`, backslash,
 * control character (C0, DEL, C1) or Unicode format character (general category Cf); a segment
 * is at most 1,024 UTF-8 bytes, a path at most 4,096 bytes and 256 segments. A node whose chain
 * breaks any rule gets no path but the first refusal met walking down from the root, and the
 * inventory's coverage is then `partial`: a consumer may only conclude "no node matches" from a
 * `complete` inventory.
 */
import type { FbxPathRefusal, FbxTransformPathEntry, FbxTransformPathInventory } from '@animsmith/cli/plugin';
import type { FbxNodeTable } from './node-table.js';

export const PATH_LIMITS = Object.freeze({ segmentBytes: 1024, pathBytes: 4096, segments: 256 } as const);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
const FORMAT = /\p{Cf}/u;

/** Why `name` cannot be a path segment, or undefined when it can. */
export function segmentRefusal(name: string): FbxPathRefusal | undefined {
  if (name === '') return 'empty_segment';
  if (name === '.' || name === '..') return 'dot_segment';
  if (name.includes('/')) return 'separator_in_name';
  if (name.includes('\\')) return 'backslash';
  if (CONTROL.test(name)) return 'control_character';
  if (FORMAT.test(name)) return 'format_character';
  if (Buffer.byteLength(name, 'utf8') > PATH_LIMITS.segmentBytes) return 'segment_too_long';
  return undefined;
}

type Resolved = { readonly path: string; readonly bytes: number; readonly depth: number } | { readonly refusal: FbxPathRefusal };

export function transformPathInventory(table: FbxNodeTable): FbxTransformPathInventory {
  const resolved: Resolved[] = new Array(table.models.length);
  // Bone order visits parents first, so a node's parent is always resolved before it.
  for (const node of table.boneOrder) {
    const name = table.models[node]!.name;
    const parent = table.parents[node]!;
    const above = parent >= 0 ? resolved[parent]! : undefined;
    const own = segmentRefusal(name);
    if (above !== undefined && 'refusal' in above) resolved[node] = above;
    else if (own !== undefined) resolved[node] = { refusal: own };
    else {
      const bytes = (above === undefined ? 0 : above.bytes + 1) + Buffer.byteLength(name, 'utf8');
      const depth = (above === undefined ? 0 : above.depth) + 1;
      if (depth > PATH_LIMITS.segments) resolved[node] = { refusal: 'too_many_segments' };
      else if (bytes > PATH_LIMITS.pathBytes) resolved[node] = { refusal: 'path_too_long' };
      else resolved[node] = { path: above === undefined ? name : `${above.path}/${name}`, bytes, depth };
    }
  }
  const entries: FbxTransformPathEntry[] = table.models.map((model, node) => {
    const r = resolved[node]!;
    return { node, objectId: model.id.toString(), ...('refusal' in r ? { refusal: r.refusal } : { path: r.path }) };
  });
  return {
    coverage: entries.every((e) => e.path !== undefined) ? 'complete' : 'partial',
    limits: PATH_LIMITS,
    entries,
  };
}
