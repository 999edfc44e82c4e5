/**
 * The FBX loader: binary (by magic) or ASCII FBX 6.x/7.x → `SourceDocument` + `AnimDocument`,
 * normalised to metres, +Y up, +Z front, right-handed (ufbx's Y-up axes, as the reference tool
 * loaded FBX). Steps, each in its own module:
 *
 *   read-document (reader + document layer) → evaluate/ (scene evaluator, used as is) →
 *   node-table (every Model a node/bone, file order) → basis + frame-grid →
 *   normalized-pose (rest) → stack-facts + bake-clips (one clip per stack: authored keys, dense samples) →
 *   mesh-inventory, skin-inventory, geometry-reader → resources (dependency closure) →
 *   transform-paths → source-facts.
 *
 * FBX-only transform features (pivots, offsets, pre/post rotation, rotation order, inherit types,
 * geometric offsets) never reach the model: every node's local TRS is the fully evaluated FBX
 * transform, compensated for inheritance and converted to the normalised basis, at rest and at
 * every sampled frame. Every reader or document error is an `AssetLoadError` with one line naming
 * the byte offset or line.
 *
 * Precision: the model is float32 (as glTF payloads are). The document is read at the precision
 * binary and ASCII twins share (shared-precision.ts), and every value handed on — rest TRS, track
 * samples, inverse-bind matrices, positions, weights — is rounded to float32, so the two encodings
 * of one scene give bit-identical models and measurements.
 */
import type { AnimDocument, Bone, Clip, FbxStackFacts, LoadedAsset, LoadRequest, SourceAnimation, SourceDocument, SourceNode } from '@animsmith/cli/plugin';
import { FbxSceneEvaluator } from '../evaluate/scene.js';
import { bakedFloats, bakeStack, clipName, FLOATS_PER_NODE_SAMPLE, MAX_BAKED_FLOATS, planBake, unbakedStack } from './bake-clips.js';
import { normalizingBasis } from './basis.js';
import { refusingBadInput } from './errors.js';
import { frameGridOf, sampleCount } from './frame-grid.js';
import { createFbxGeometryReader } from './geometry-reader.js';
import { buildMeshInventory } from './mesh-inventory.js';
import { buildNodeTable } from './node-table.js';
import { float32Trs, isFiniteTrs, NormalizeWorkspace, normalizedLocals } from './normalized-pose.js';
import { readFbxDocument } from './read-document.js';
import { resolveFbxResources } from './resources.js';
import { buildSkinInventory } from './skin-inventory.js';
import { fbxSourceFacts } from './source-facts.js';
import { animatedProperties, stackFacts, stackRange } from './stack-facts.js';
import { transformPathInventory } from './transform-paths.js';

/** Model subclasses that are skeleton joints (an animated or skinned Null is one too, by evidence). */
const JOINT_SUBCLASSES: ReadonlySet<string> = new Set(['LimbNode', 'Limb', 'Root']);

/** Most loader notices kept (document and evaluator warnings can repeat per object). */
const MAX_NOTICES = 200;
/** Why a node's local rest is unavailable when its rest TRS, at the model's float32 precision, is not finite. */
const NON_FINITE_REST = 'the rest local transform has non-finite values at float32 precision (NaN, or beyond the float32 range)';

export async function loadFbx(request: LoadRequest): Promise<LoadedAsset> {
  const document = readFbxDocument(request.bytes, { sharedPrecision: true });
  const evaluator = refusingBadInput(() => FbxSceneEvaluator.of(document));
  const table = buildNodeTable(document, evaluator);
  const basis = normalizingBasis(document.globalSettings);
  const grid = frameGridOf(document.globalSettings);
  const notices: string[] = [...document.warnings, ...evaluator.warnings];

  const restPose = refusingBadInput(() => evaluator.rest());
  const restWorkspace = new NormalizeWorkspace(table.models.length);
  const rest = normalizedLocals(table, restPose, basis, restWorkspace);
  const restLocals = rest.locals.map(float32Trs);
  if (rest.sheared > 0) {
    notices.push(`${rest.sheared} node(s) carry shear at rest (inherited non-uniform scale) that TRS cannot express; their rotation and scale are approximate, every position is exact`);
  }
  const boneOfNode = new Int32Array(table.models.length).fill(-1);
  table.boneOrder.forEach((node, bone) => (boneOfNode[node] = bone));
  const bones: Bone[] = table.boneOrder.map((node, index) => {
    const parent = table.parents[node]!;
    return {
      index,
      name: table.models[node]!.name === '' ? `#${node}` : table.models[node]!.name,
      parent: parent >= 0 ? boneOfNode[parent]! : -1,
      rest: restLocals[node]!,
      sourceNode: node,
    };
  });

  const stacks = document.animation.stacks;
  const ranges = stacks.map((stack) => stackRange(document, stack));
  const samples = ranges.map((range, i) => {
    if (range.start === null || range.stop === null) return 0;
    if (range.stop < range.start) {
      notices.push(`stack ${JSON.stringify(stacks[i]!.name)}: its time range ends before it starts; the clip is empty`);
      return 0;
    }
    return sampleCount(grid, range.start, range.stop);
  });
  const clips: Clip[] = [];
  const animations: SourceAnimation[] = [];
  const stackRows: FbxStackFacts[] = [];
  const bakeInput = { evaluator, table, basis, grid, boneOfNode, rest: restLocals, restModelWorlds: restWorkspace.modelWorlds, restPose, notices };
  let budgetLeft = MAX_BAKED_FLOATS;
  stacks.forEach((stack, index) => {
    const driven = animatedProperties(stack, table);
    const plan = planBake(stack, table, grid, ranges[index]!, samples[index]!);
    const floats = bakedFloats(samples[index]!, plan);
    let baked;
    if (floats <= budgetLeft) {
      budgetLeft -= floats;
      baked = refusingBadInput(() => bakeStack(bakeInput, stack, index, ranges[index]!, samples[index]!, driven, plan));
    } else {
      const evaluated = samples[index]! + plan.offGridTicks.length;
      const why =
        `clip ${JSON.stringify(clipName(stack, index))} not sampled: ${evaluated} frame and key times × ${plan.movable.length} animated nodes × ${FLOATS_PER_NODE_SAMPLE} floats (TRS) = ${floats} floats, ` +
        `over the ${budgetLeft} left of the ${MAX_BAKED_FLOATS}-float sampling budget of one load`;
      notices.push(`${why}; its tracks are unreadable (sample_budget_exceeded)`);
      baked = unbakedStack(stack, index, ranges[index]!, driven, boneOfNode, why);
    }
    clips.push(baked.clip);
    animations.push(baked.animation);
    stackRows.push(stackFacts(stack, index, table, ranges[index]!, samples[index]!));
  });
  const meshInventory = refusingBadInput(() => buildMeshInventory(document, table));
  const skinInventory = refusingBadInput(() => buildSkinInventory(document, table, meshInventory.meshes, basis, notices));
  const resources = await resolveFbxResources(document, request);
  const materialNotice = materialCoverageNotice(meshInventory.materials.length, resources.declarations.filter((d) => d.kind === 'texture').length);
  if (materialNotice !== undefined) notices.push(materialNotice);

  const nodes: SourceNode[] = table.models.map((_, index) => {
    const mesh = meshInventory.meshOfNode.get(index);
    const skin = mesh === undefined ? undefined : skinInventory.skinOfMesh.get(mesh);
    const name = table.models[index]!.name;
    const parent = table.parents[index]!;
    const local = restLocals[index]!;
    return {
      index,
      ...(name !== '' ? { name } : {}),
      ...(parent >= 0 ? { parent } : {}),
      children: table.children[index]!.slice(),
      localRest: isFiniteTrs(local)
        ? { kind: 'trs', translation: local.translation, rotation: local.rotation, scale: local.scale }
        : { kind: 'unavailable', reason: NON_FINITE_REST },
      ...(mesh !== undefined ? { mesh } : {}),
      ...(skin !== undefined ? { skin } : {}),
      ...(JOINT_SUBCLASSES.has(table.models[index]!.subclass) ? { declaredJoint: true as const } : {}),
    };
  });
  if (notices.length > MAX_NOTICES) notices.splice(MAX_NOTICES, notices.length - MAX_NOTICES, `… and ${notices.length - MAX_NOTICES} more notices`);

  const source: SourceDocument = {
    format: 'fbx',
    input: request.input,
    nodes,
    scenes: [{ index: 0, rootNodes: nodes.filter((n) => n.parent === undefined).map((n) => n.index) }],
    defaultScene: 0,
    skins: skinInventory.skins.map((s) => s.source),
    meshes: meshInventory.meshes.map((m) => m.source),
    materials: meshInventory.materials,
    animations,
    extensionsUsed: [],
    extensionsRequired: [],
    dependencies: resources.dependencies,
    geometry: createFbxGeometryReader(meshInventory.meshes, skinInventory.skins, skinInventory.skinOfMesh, restPose, basis, restWorkspace.modelWorlds),
    notices,
    fbx: fbxSourceFacts({
      document,
      basis,
      grid,
      stacks: stackRows,
      resources: resources.declarations,
      transformPaths: transformPathInventory(table),
      meshes: meshInventory.meshes.map((m) => m.facts),
      skins: skinInventory.skins.map((s) => s.facts),
      bindPoses: skinInventory.bindPoses,
    }),
  };
  const model: AnimDocument = { bones, clips };
  return { source, document: model };
}

/**
 * Why `material_resource_coverage` is `unavailable` for a file that declares materials or
 * textures (the measurement itself has no room for a reason): FBX binds textures to material
 * properties by name (`DiffuseColor`, `NormalMap`, `SpecularFactor`…), and the loader does not
 * guess which measured texture slot each would be. Said in FBX's own terms: the measurement's
 * slots come from glTF, whose material model an FBX user need not know.
 */
function materialCoverageNotice(materials: number, textures: number): string | undefined {
  if (materials === 0 && textures === 0) return undefined;
  return (
    `material_resource_coverage is unavailable: the file declares ${materials} material(s) and ${textures} texture(s), and FBX binds textures to material properties ` +
    'by name (DiffuseColor, NormalMap, …), which are not inventoried as material resources; the texture and video files are still listed as dependencies'
  );
}
