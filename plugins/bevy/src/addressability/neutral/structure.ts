/**
 * The engine-neutral half of the rich V2 contract: bounded same-load scene, node, skin,
 * attachment and scene-path evidence, each domain with its own coverage. Complete empty domains
 * prove absence; a partial prefix never does. Aggregate structural references (scene roots,
 * children, skin joints, path entries) share one budget; a row that would overflow it is not
 * retained, which makes its domain (and the references record) partial.
 */
import { canonicalIdentity, GLTF_ADDRESSABILITY_V2_SCHEMA_ID, STRUCTURE_DOMAIN } from '@animsmith/schemas';
import type { SourceDocument } from '@animsmith/cli/plugin';
import { Budget, MAX_DOMAIN_ROWS, MAX_STRUCTURAL_REFERENCES, MAX_V2_NAME_BYTES, nameObservation } from './bounds.js';
import type { AttachmentRow, NodeRow, PathCandidateRow, RowDomain, SceneRow, SkinRow, SourceStructure } from './types.js';

export const V2_SCHEMA_ID = GLTF_ADDRESSABILITY_V2_SCHEMA_ID;
export { STRUCTURE_DOMAIN };


/**
 * Collects rows of one domain: at most MAX_DOMAIN_ROWS, each paying its references; `observed`
 * counts offered rows up to the limit + 1 and stops there.
 */
class DomainCollector<T> {
  private observed = 0;
  private stopped = false;
  readonly rows: T[] = [];
  constructor(private readonly budget: Budget) {}

  /** False once nothing more can change the domain (the caller may stop producing rows). */
  offer(references: number, build: () => T): boolean {
    this.observed = Math.min(this.observed + 1, MAX_DOMAIN_ROWS + 1);
    if (this.stopped || this.observed > MAX_DOMAIN_ROWS) {
      this.stopped = true;
      return this.observed <= MAX_DOMAIN_ROWS;
    }
    if (!this.budget.take(references)) {
      this.stopped = true;
      return true;
    }
    this.rows.push(build());
    return true;
  }

  done(): RowDomain<T> {
    const retained = this.rows.length;
    const coverage: RowDomain<T>['coverage'] = {
      state: retained === this.observed ? 'complete' : 'partial',
      limit: MAX_DOMAIN_ROWS,
      observed: this.observed,
      retained,
    };
    return { coverage, rows: this.rows };
  }
}

/**
 * Every scene's root-to-node routes, the way a depth-first walk from each scene root reaches
 * nodes: a node already reached from the same root is not entered again (so a malformed shared
 * child or cycle cannot loop). Order: scene, root, pre-order.
 */
function collectPaths(source: SourceDocument, paths: DomainCollector<PathCandidateRow>): void {
  interface Step {
    readonly node: number;
    readonly depth: number;
    readonly up: Step | null;
  }
  const routeOf = (step: Step): number[] => {
    const route = new Array<number>(step.depth);
    for (let s: Step | null = step; s !== null; s = s.up) route[s.depth - 1] = s.node;
    return route;
  };
  const { nodes } = source;
  for (const scene of source.scenes) {
    for (const root of scene.rootNodes) {
      const visited = new Set<number>();
      const stack: Step[] = [{ node: root, depth: 1, up: null }];
      while (stack.length > 0) {
        const step = stack.pop()!;
        if (visited.has(step.node) || nodes[step.node] === undefined) continue;
        visited.add(step.node);
        if (!paths.offer(step.depth, () => ({ node: step.node, scene: scene.index, nodes: routeOf(step) }))) return;
        const children = nodes[step.node]!.children;
        for (let c = children.length - 1; c >= 0; c--) stack.push({ node: children[c]!, depth: step.depth + 1, up: step });
      }
    }
  }
}

export function buildSourceStructure(source: SourceDocument): SourceStructure {
  const budget = new Budget(MAX_STRUCTURAL_REFERENCES);
  const scenes = new DomainCollector<SceneRow>(budget);
  for (const s of source.scenes) {
    scenes.offer(s.rootNodes.length, () => ({ source_index: s.index, name: nameObservation(s.name, MAX_V2_NAME_BYTES), root_nodes: [...s.rootNodes] }));
  }
  const nodes = new DomainCollector<NodeRow>(budget);
  const attachments = new DomainCollector<AttachmentRow>(budget);
  for (const n of source.nodes) {
    nodes.offer(n.children.length, () => ({
      source_index: n.index,
      name: nameObservation(n.name, MAX_V2_NAME_BYTES),
      parent: n.parent ?? null,
      children: [...n.children],
      mesh: n.mesh ?? null,
      skin: n.skin ?? null,
    }));
    if (n.skin !== undefined) attachments.offer(0, () => ({ node: n.index, skin: n.skin! }));
  }
  const skins = new DomainCollector<SkinRow>(budget);
  for (const k of source.skins) {
    skins.offer(k.joints.length, () => ({
      source_index: k.index,
      name: nameObservation(k.name, MAX_V2_NAME_BYTES),
      joints: [...k.joints],
      skeleton: k.skeleton ?? null,
      inverse_bind_matrices: k.inverseBindAccessor ?? null,
    }));
  }
  const paths = new DomainCollector<PathCandidateRow>(budget);
  collectPaths(source, paths);
  const body: Omit<SourceStructure, 'identity'> = {
    scenes: scenes.done(),
    default_scene: source.defaultScene === undefined ? { state: 'absent' } : { state: 'declared', scene: source.defaultScene },
    nodes: nodes.done(),
    skins: skins.done(),
    attachments: attachments.done(),
    path_candidates: paths.done(),
    references: { state: budget.exhausted ? 'partial' : 'complete', limit: MAX_STRUCTURAL_REFERENCES, retained: budget.used },
  };
  return { identity: canonicalIdentity(STRUCTURE_DOMAIN, body), ...body };
}
