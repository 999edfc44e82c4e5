/**
 * engine-unit-scale (Bevy 0.19.0 revision 2, glTF asset loader, glTF/GLB only): how source
 * lengths arrive in Bevy. glTF states every length in metres and the loader applies no unit
 * conversion, so one glTF metre is one Bevy unit. On top of that mapping the rule predicts, from
 * the bounded same-load scene inventory:
 *
 * - `unit_mapping` (subjectless): the exact 1:1 mapping, from the profile facts alone;
 * - `scene_entities` per `Scene{i}`: the entities the loader spawns (one scene root, one entity per
 *   instanced node, one child entity per mesh primitive);
 * - `primitive_children` per instanced mesh node `Node{n}`: its `Mesh{m}/Primitive{p}` children,
 *   each with an identity local transform, so vertex positions keep their metres;
 * - `selected_runtime_node` per `[runtime_nodes] selectors` entry: the one source node it names
 *   and that node's exact local Transform, when its whole ancestry maps exactly.
 *
 * Every claim is grounded in the provenance's V4 scene inventory and runtime-node declaration:
 * basis rows are raw-source references into them, which the host checks against the record.
 * The caller's WorldAssetRoot and any application world-unit policy are outside the result.
 * Everything the rule cannot prove (no or partial inventory, incomplete load, matrix ancestry,
 * selector miss/ambiguity, exhausted work) is a typed required-unavailable facet. The rule reports no
 * content findings and authorises no rescaling.
 */
import {
  definePredictionRule,
  globMatches,
  provenanceSection,
  type BasisReference,
  type InventoryNodeRow,
  type PredictionApplicabilityContext,
  type PredictionContext,
  type ProfileFact,
} from '@animsmith/cli/plugin';
import { SOURCES } from '../facts.js';
import { exactAncestry } from './unit-scale/ancestry.js';
import { meshInstanceEvidence, nodeNameEvidence, sceneEvidence } from './unit-scale/evidence.js';
import { buildSceneInventory, type SceneInventory, type SceneWalkState } from './unit-scale/inventory.js';

export const SCOPE_UNIT_MAPPING = 'unit_mapping';
export const SCOPE_SCENE_ENTITIES = 'scene_entities';
export const SCOPE_PRIMITIVE_CHILDREN = 'primitive_children';
export const SCOPE_SELECTED_NODE = 'selected_runtime_node';
export const SCOPE_INVENTORY = 'scene_inventory';

/** glTF 2.0 §3.5.2: all linear distances are metres. */
const GLTF_LINEAR_UNIT = 'metre';

const sceneLabel = (index: number) => `Scene${index}`;
const nodeLabel = (index: number) => `Node${index}`;
const primitiveLabel = (mesh: number, primitive: number) => `Mesh${mesh}/Primitive${primitive}`;

const FACT_UNIT: BasisReference = { kind: 'profile_fact', fact_id: 'target_linear_unit' };
const FACT_CONVERSION: BasisReference = { kind: 'profile_fact', fact_id: 'unit_conversion_control' };
const SOURCE_GLTF: BasisReference = { kind: 'primary_source', source_id: SOURCES.gltf.id };
const SOURCE_LABELS: BasisReference = { kind: 'primary_source', source_id: SOURCES.assetLabel.id };
const MAPPING_BASIS: readonly BasisReference[] = [FACT_UNIT, FACT_CONVERSION, SOURCE_GLTF];

const selectorField = (selector: string): BasisReference => ({ kind: 'project_field', field_id: 'runtime_nodes.selectors', value: selector });

function knownValue(facts: readonly ProfileFact[], id: string): unknown {
  const fact = facts.find((f) => f.id === id);
  return fact?.state === 'known' ? fact.value : undefined;
}

/** The profile must state that the target unit is the metre and that nothing converts it. */
function mappingIsExact(context: PredictionApplicabilityContext): boolean {
  return knownValue(context.profile.facts, 'target_linear_unit') === GLTF_LINEAR_UNIT && knownValue(context.profile.facts, 'unit_conversion_control') === 'none';
}

/** Why the inventory cannot stand for the whole load; empty when it can. */
function inventoryReasons(context: PredictionApplicabilityContext, inventory: SceneInventory): string[] {
  const reasons: string[] = [];
  if (!inventory.complete) reasons.push('raw_source_incomplete');
  if (context.provenance.dependency_closure.coverage !== 'complete') reasons.push('dependency_closure_incomplete');
  return reasons;
}

/** The unavailable reason of a scene walk that did not complete. */
function walkReason(state: Exclude<SceneWalkState, 'complete'>): string {
  return state === 'malformed' ? 'raw_source_incomplete' : 'bevy:facet_work_exhausted';
}

function predictScenes(context: PredictionContext, inventory: SceneInventory): void {
  for (const scene of inventory.scenes) {
    const scope = { code: SCOPE_SCENE_ENTITIES, subject: sceneLabel(scene.index) };
    if (scene.state !== 'complete') {
      context.unavailable(scope, [walkReason(scene.state)], [SOURCE_LABELS]);
      continue;
    }
    context.available(scope, [FACT_UNIT, SOURCE_LABELS, sceneEvidence(scene.index)], {
      kind: 'scene_entities',
      scene_label: sceneLabel(scene.index),
      scene_index: scene.index,
      scene_name: scene.name,
      default_scene: inventory.defaultScene === scene.index,
      scene_root_entities: 1,
      node_entities: scene.nodes.length,
      primitive_entities: scene.primitiveEntities,
    });
  }
}

function predictPrimitiveChildren(context: PredictionContext, inventory: SceneInventory): void {
  const instanced = [...inventory.scenesOfNode.keys()].sort((a, b) => a - b);
  for (const index of instanced) {
    const node = inventory.nodes.get(index)!;
    if (node.mesh === null) continue;
    const mesh = inventory.meshes.get(node.mesh)!;
    const scope = { code: SCOPE_PRIMITIVE_CHILDREN, subject: nodeLabel(index) };
    context.available(
      scope,
      [FACT_UNIT, FACT_CONVERSION, SOURCE_LABELS, ...meshInstanceEvidence(node, mesh)],
      {
        kind: 'primitive_children',
        node_index: index,
        mesh_index: mesh.index,
        mesh_asset_labels: Array.from({ length: mesh.primitive_count }, (_, p) => primitiveLabel(mesh.index, p)),
        child_local_transform: 'identity',
        unit_scale_factor: 1,
      },
    );
  }
}

/** Why a resolved node has no spawned entity to predict, when every scene walk is trusted. */
function membershipReason(inventory: SceneInventory, node: number): string | undefined {
  if (inventory.scenesOfNode.has(node)) return undefined;
  const broken = inventory.scenes.find((s) => s.state !== 'complete');
  if (broken && broken.state !== 'complete') return walkReason(broken.state);
  return 'bevy:node_not_spawned';
}

function predictSelectedNodes(context: PredictionContext, inventory: SceneInventory, blocked: readonly string[]): void {
  for (const selector of provenanceSection(context.provenance, 'runtime_nodes')?.selectors ?? []) {
    const scope = { code: SCOPE_SELECTED_NODE, subject: selector };
    const declared = selectorField(selector);
    if (blocked.length > 0) {
      context.unavailable(scope, blocked, [declared]);
      continue;
    }
    const matches = [...inventory.nodes.values()].filter((n): n is InventoryNodeRow & { name: string } => n.name !== null && globMatches(selector, n.name));
    if (matches.length !== 1) {
      context.unavailable(scope, [matches.length === 0 ? 'source_selector_no_match' : 'source_selector_ambiguous'], [declared]);
      continue;
    }
    const node = matches[0]!;
    const named = nodeNameEvidence(node);
    const missing = membershipReason(inventory, node.index);
    if (missing !== undefined) {
      context.unavailable(scope, [missing], [declared, named]);
      continue;
    }
    const ancestry = exactAncestry(inventory.nodes, node.index);
    if (!ancestry.ok) {
      context.unavailable(scope, [ancestry.reason], [declared, named]);
      continue;
    }
    context.available(scope, [declared, named, FACT_UNIT, FACT_CONVERSION, SOURCE_GLTF], {
      kind: 'selected_source_node',
      selector,
      node_index: node.index,
      node_name: node.name,
      scene_labels: inventory.scenesOfNode.get(node.index)!.map(sceneLabel),
      ancestor_node_indices: [...ancestry.ancestors],
      entity_local_transform: ancestry.local,
      unit_scale_factor: 1,
    });
  }
}

export default definePredictionRule({
  meta: {
    docs: { description: 'Predicts how glTF metres, scene entities, primitive children and selected runtime nodes arrive in Bevy (1:1, no conversion).' },
    defaultSeverity: 'error',
    messages: {},
    scopes: [SCOPE_UNIT_MAPPING, SCOPE_SCENE_ENTITIES, SCOPE_PRIMITIVE_CHILDREN, SCOPE_SELECTED_NODE, SCOPE_INVENTORY],
  },
  applies({ provenance }: PredictionApplicabilityContext) {
    return provenance.source_format === 'gltf' || provenance.source_format === 'glb';
  },
  predict(context) {
    if (!mappingIsExact(context)) {
      context.unavailable({ code: SCOPE_UNIT_MAPPING }, ['profile_fact_unknown']);
      return;
    }
    context.available({ code: SCOPE_UNIT_MAPPING }, MAPPING_BASIS, {
      kind: 'unit_mapping',
      source_linear_unit: GLTF_LINEAR_UNIT,
      target_linear_unit: GLTF_LINEAR_UNIT,
      scale_factor: 1,
      loader_conversion: 'none',
    });
    const inventory = buildSceneInventory(context.provenance);
    const blocked = inventoryReasons(context, inventory);
    if (blocked.length > 0) {
      context.unavailable({ code: SCOPE_INVENTORY }, blocked, [SOURCE_LABELS]);
    } else {
      predictScenes(context, inventory);
      predictPrimitiveChildren(context, inventory);
    }
    predictSelectedNodes(context, inventory, blocked);
  },
});
