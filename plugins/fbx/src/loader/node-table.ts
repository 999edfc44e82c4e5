/**
 * Source nodes: every Model, in file order (its position is its source node index), with the
 * hierarchy the evaluator resolved (first Model parent wins, cycles broken; see evaluate/scene.ts).
 *
 * Bone order must put parents first. When file order already does (the usual case) bone index ==
 * node index; otherwise bones follow the evaluator's hierarchy order (depth-first from the roots
 * in file order), which is deterministic too.
 */
import type { FbxDocument } from '../document.js';
import type { FbxObject } from '../objects.js';
import type { FbxSceneEvaluator } from '../evaluate/scene.js';

export interface FbxNodeTable {
  /** Models by source node index. */
  readonly models: readonly FbxObject[];
  readonly indexOf: ReadonlyMap<bigint, number>;
  /** Parent node index, -1 for a root. */
  readonly parents: Int32Array;
  /** Child node indices in connection order. */
  readonly children: readonly (readonly number[])[];
  /** Node indices in bone order (parents before children). */
  readonly boneOrder: readonly number[];
}

export function buildNodeTable(document: FbxDocument, evaluator: FbxSceneEvaluator): FbxNodeTable {
  const models: FbxObject[] = [];
  const indexOf = new Map<bigint, number>();
  for (const o of document.objects.values()) {
    if (o.type !== 'Model') continue;
    indexOf.set(o.id, models.length);
    models.push(o);
  }
  const parents = new Int32Array(models.length).fill(-1);
  const children: number[][] = models.map(() => []);
  models.forEach((model, index) => {
    const node = evaluator.byId.get(model.id);
    if (node === undefined) return;
    if (node.parent !== null) parents[index] = indexOf.get(node.parent)!;
    for (const child of node.children) children[index]!.push(indexOf.get(child)!);
  });
  let fileOrderIsTopological = true;
  for (let i = 0; i < parents.length; i++) if (parents[i]! >= i) fileOrderIsTopological = false;
  const boneOrder = fileOrderIsTopological ? models.map((_, i) => i) : evaluator.nodes.map((n) => indexOf.get(n.id)!);
  return { models, indexOf, parents, children, boneOrder };
}
