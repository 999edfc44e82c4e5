/**
 * Basis references into the provenance's own scene inventory for the scene, node and mesh rows a
 * unit-scale facet speaks about. The host checks each one against the record it embeds, so a
 * reader can verify a facet from the same document without re-reading the asset.
 */
import type { BasisReference, InventoryMeshRow, InventoryNodeRow } from '@animsmith/cli/plugin';

export function sceneEvidence(scene: number): BasisReference {
  return { kind: 'raw_source', domain: 'scenes', key: `scene:${scene}`, field: 'index', value: scene };
}

export function nodeNameEvidence(node: InventoryNodeRow & { readonly name: string }): BasisReference {
  return { kind: 'raw_source', domain: 'nodes', key: `node:${node.index}`, field: 'name', value: node.name };
}

/** The node's mesh attachment and that mesh's primitive count. */
export function meshInstanceEvidence(node: InventoryNodeRow, mesh: InventoryMeshRow): BasisReference[] {
  return [
    { kind: 'raw_source', domain: 'nodes', key: `node:${node.index}`, field: 'mesh', value: mesh.index },
    { kind: 'raw_source', domain: 'meshes', key: `mesh:${mesh.index}`, field: 'primitive_count', value: mesh.primitive_count },
  ];
}
