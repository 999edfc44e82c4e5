/**
 * Node rest transforms: the authored form for source facts, and TRS for the model
 * (a `matrix` is decomposed: translation = column 3, scale = column lengths with x negated
 * when the determinant is negative, rotation from the normalized rotation matrix).
 */
import type { Quat, RestTransform, Vec3 } from '../../model/anim-document.js';
import { decomposeMatrix } from '../../model/decompose-matrix.js';
import type { LocalRest } from '../../model/source-document.js';
import type { RawNode } from './raw-json.js';

export function localRestOf(node: RawNode): LocalRest {
  if (node.matrix !== undefined) return { kind: 'matrix', matrix: node.matrix.slice() };
  return { kind: 'trs', ...trsOf(node) };
}

function trsOf(node: RawNode): { translation: Vec3; rotation: Quat; scale: Vec3 } {
  const t = node.translation;
  const r = node.rotation;
  const s = node.scale;
  return {
    translation: t !== undefined ? [t[0], t[1], t[2]] : [0, 0, 0],
    rotation: r !== undefined ? [r[0], r[1], r[2], r[3]] : [0, 0, 0, 1],
    scale: s !== undefined ? [s[0], s[1], s[2]] : [1, 1, 1],
  };
}

export function restTransformOf(node: RawNode): RestTransform {
  return node.matrix !== undefined ? decomposeMatrix(node.matrix) : trsOf(node);
}
