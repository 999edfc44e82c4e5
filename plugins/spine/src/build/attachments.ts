/** One skin attachment, compiled from its rig-spec form. */
import type { RigAttachment, RigWeightedVertex } from '../spec/types.js';
import { pick, type EmitObject } from './emit-object.js';
import { BuildError } from './errors.js';
import {
  BOUNDING_BOX_ORDER,
  CLIPPING_ORDER,
  LINKED_MESH_ORDER,
  MESH_ORDER,
  PATH_ATTACHMENT_ORDER,
  POINT_ORDER,
  REGION_ORDER,
  SEQUENCE_ORDER,
} from './key-order.js';
import { encodeNamedWeights } from './weights.js';

/** The two spellings of a vertex run in the rig spec. */
interface Geometry {
  vertices?: number[];
  weights?: RigWeightedVertex[];
}

/**
 * `vertices` as emitted: the unweighted pairs as stated, or the weight run re-indexed to the
 * emitted bone order. `checkConsistency` has matched the run to the vertex count, and every
 * weighted vertex has a bone, so a weight run is always longer than the coordinate count the
 * reader compares it with (5 numbers or more per vertex against 2) and is read back as weighted.
 */
function vertexRun(attachment: RigAttachment, boneIndex: ReadonlyMap<string, number>, where: string): number[] | undefined {
  const { vertices, weights } = attachment as Geometry;
  if (vertices !== undefined && weights !== undefined) {
    throw new BuildError(where, 'states both `vertices` and `weights`; a vertex run is one or the other');
  }
  return weights === undefined ? vertices : encodeNamedWeights(weights, boneIndex, where);
}

/** The editor's field order for an attachment type. */
function orderOf(type: RigAttachment['type']): readonly string[] {
  switch (type) {
    case undefined:
    case 'region':
      return REGION_ORDER;
    case 'mesh':
      return MESH_ORDER;
    case 'linkedmesh':
      return LINKED_MESH_ORDER;
    case 'boundingbox':
      return BOUNDING_BOX_ORDER;
    case 'clipping':
      return CLIPPING_ORDER;
    case 'path':
      return PATH_ATTACHMENT_ORDER;
    case 'point':
      return POINT_ORDER;
  }
}

/** The attachment as the skeleton holds it. `image` is art lookup and is never emitted. */
export function compileAttachment(attachment: RigAttachment, boneIndex: ReadonlyMap<string, number>, where: string): EmitObject {
  const emitted: Record<string, unknown> = { ...attachment, vertices: vertexRun(attachment, boneIndex, where) };
  if ('sequence' in attachment && attachment.sequence !== undefined) emitted.sequence = pick(attachment.sequence, SEQUENCE_ORDER);
  return pick(emitted, orderOf(attachment.type));
}
