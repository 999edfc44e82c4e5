/**
 * Which numbers the Spine 4.3 editor writes as Java floats (`2.0`) rather than integers (`2`).
 *
 * Measured on the 4.3.75-beta exports in the corpus (`8-follow-through-pro-ball.json`): a
 * weighted vertex run keeps `.0` on every element (bone counts and bone indices included), and
 * a mesh's nonessential `width`/`height` keep it (`"width": 156.0`) while a region's do not
 * (`"width": 1251`). Everything else — uvs, triangles, bone and key fields — prints whole numbers
 * as integers. The 4.2.22 exports printed integers everywhere, so this table is 4.3's.
 * Cases the corpus does not show (unweighted mesh vertices, deform keys) stay integers; a new
 * export that disagrees changes this table and nothing else.
 */
import type { WholeNumberStyle } from './number-text.js';

/** Attachment types backed by a mesh in the editor (a linked mesh shares the mesh writer). */
const MESH_TYPES = new Set(['mesh', 'linkedmesh']);

/** Attachment types whose `vertices` length is declared by `vertexCount`. */
const COUNTED_TYPES = new Set(['boundingbox', 'clipping', 'path']);

/**
 * True when `path` (keys from the root) addresses an attachment:
 * `skins[i].attachments.<slot>.<placeholder>`.
 */
function isAttachmentPath(path: readonly string[]): boolean {
  return path.length === 5 && path[0] === 'skins' && path[2] === 'attachments';
}

/**
 * Whether a vertex run is weighted. This is `SkeletonJson.readVertices`' own test: a run whose
 * length is not the declared coordinate count is a weight run.
 */
function isWeighted(attachment: Readonly<Record<string, unknown>>, type: string): boolean {
  const vertices = attachment.vertices;
  if (!Array.isArray(vertices)) return false;
  if (type === 'mesh') return Array.isArray(attachment.uvs) && vertices.length !== attachment.uvs.length;
  if (COUNTED_TYPES.has(type)) return typeof attachment.vertexCount === 'number' && vertices.length !== attachment.vertexCount * 2;
  return false;
}

/**
 * The whole-number style of `field` in the object found at `path`. Inside an array the field is
 * the array's own key, so every element of a weighted run gets the float style.
 */
export function wholeNumberStyle(path: readonly string[], object: Readonly<Record<string, unknown>>, field: string): WholeNumberStyle {
  if (!isAttachmentPath(path)) return 'integer';
  const type = typeof object.type === 'string' ? object.type : 'region';
  if ((field === 'width' || field === 'height') && MESH_TYPES.has(type)) return 'float';
  if (field === 'vertices' && isWeighted(object, type)) return 'float';
  return 'integer';
}
