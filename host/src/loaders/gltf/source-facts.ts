/**
 * The SourceDocument: what the raw JSON says, with source indices as identity. Nothing here
 * is normalised: matrices stay matrices, interpolation stays as authored.
 */
import type {
  DependencyClosure,
  InputIdentity,
  SourceDocument,
  SourceFormat,
  SourceGeometryReader,
  SourceMaterialResources,
  SourceMesh,
  SourceNode,
} from '../../model/source-document.js';
import type { AnimationPlan } from './animation-plan.js';
import type { RawGltf } from './raw-json.js';
import { localRestOf } from './rest-transform.js';

export interface SourceFactsInput {
  readonly format: SourceFormat;
  readonly input: InputIdentity;
  readonly gltf: RawGltf;
  readonly parents: Int32Array;
  readonly plan: AnimationPlan;
  readonly dependencies: DependencyClosure;
  readonly notices: readonly string[];
  /** Lazy mesh/skin payload access (mesh-facts.ts); nothing is decoded until asked. */
  readonly geometry?: SourceGeometryReader;
  /** The material/texture/image inventory (image-facts.ts); undefined when unavailable. */
  readonly materialResources?: SourceMaterialResources | undefined;
}

/** Spread helper: include `{ key: value }` only when value is defined (exactOptional-friendly). */
function opt<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

export function buildSourceDocument(input: SourceFactsInput): SourceDocument {
  const { gltf, parents, plan } = input;
  const nodes: SourceNode[] = gltf.nodes.map((node, index) => ({
    index,
    ...opt('name', node.name),
    ...opt('parent', parents[index]! >= 0 ? parents[index]! : undefined),
    children: node.children !== undefined ? node.children.slice() : [],
    localRest: localRestOf(node),
    ...opt('mesh', node.mesh),
    ...opt('skin', node.skin),
  }));

  const meshes: SourceMesh[] = gltf.meshes.map((mesh, index) => ({
    index,
    ...opt('name', mesh.name),
    primitives: mesh.primitives.map((primitive, p) => {
      const position = primitive.attributes.POSITION;
      return {
        index: p,
        ...opt('material', primitive.material),
        ...opt('vertexCount', position !== undefined ? gltf.accessors[position]!.count : undefined),
      };
    }),
  }));

  return {
    format: input.format,
    input: input.input,
    nodes,
    scenes: gltf.scenes.map((scene, index) => ({
      index,
      ...opt('name', scene.name),
      rootNodes: scene.nodes !== undefined ? scene.nodes.slice() : [],
    })),
    ...opt('defaultScene', gltf.scene),
    skins: gltf.skins.map((skin, index) => ({
      index,
      ...opt('name', skin.name),
      joints: skin.joints.slice(),
      ...opt('skeleton', skin.skeleton),
      ...opt('inverseBindAccessor', skin.inverseBindMatrices),
    })),
    meshes,
    materials: gltf.materials.map((material, index) => ({ index, ...opt('name', material.name) })),
    animations: plan.animations.map((animation) => ({
      index: animation.index,
      ...opt('name', animation.name),
      // Literals, not a spread: this runs once per channel, mostly before the JIT has warmed up.
      channels: animation.channels.map(({ index, sampler, target, authoredInterpolation: interpolation, keyCount }) =>
        interpolation !== undefined ? { index, sampler, target, interpolation, keyCount } : { index, sampler, target, keyCount },
      ),
    })),
    extensionsUsed: gltf.extensionsUsed.slice(),
    extensionsRequired: gltf.extensionsRequired.slice(),
    dependencies: input.dependencies,
    ...opt('geometry', input.geometry),
    ...opt('materialResources', input.materialResources),
    notices: input.notices.slice(),
  };
}
