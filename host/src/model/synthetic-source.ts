/**
 * Source facts for a document that was built in memory rather than read from a file (tests,
 * the CheckTester): every bone is a TRS node, there is one scene holding the roots, and the
 * identity is the digest of the canonical JSON of the model.
 */
import { createHash } from 'node:crypto';
import type { AnimDocument } from './anim-document.js';
import type { SourceDocument, SourceNode } from './source-document.js';

export function syntheticSource(document: AnimDocument): SourceDocument {
  const nodes: SourceNode[] = document.bones.map((bone) => ({
    index: bone.sourceNode,
    name: bone.name,
    parent: bone.parent >= 0 ? document.bones[bone.parent]!.sourceNode : undefined,
    children: document.bones.filter((b) => b.parent === bone.index).map((b) => b.sourceNode),
    localRest: { kind: 'trs', translation: bone.rest.translation, rotation: bone.rest.rotation, scale: bone.rest.scale },
  }));
  nodes.sort((a, b) => a.index - b.index);
  const text = JSON.stringify({
    bones: document.bones,
    clips: document.clips.map((c) => ({ ...c, tracks: c.tracks.map((t) => ({ ...t, times: [...t.times], values: [...t.values] })) })),
  });
  const bytes = Buffer.byteLength(text);
  return {
    format: 'glb',
    input: { sha256: createHash('sha256').update(text).digest('hex'), bytes },
    nodes,
    scenes: [{ index: 0, rootNodes: nodes.filter((n) => n.parent === undefined).map((n) => n.index) }],
    defaultScene: 0,
    skins: [],
    meshes: [],
    materials: [],
    animations: document.clips.map((clip) => ({
      index: clip.index,
      name: clip.name,
      channels: clip.tracks.map((track, i) => ({
        index: i,
        sampler: i,
        target: { kind: 'node', node: document.bones[track.bone]?.sourceNode ?? track.bone, path: track.property },
        interpolation: track.interpolationDeclared ? track.interpolation : undefined,
        keyCount: track.times.length,
      })),
    })),
    extensionsUsed: [],
    extensionsRequired: [],
    dependencies: { coverage: 'complete', resources: [] },
    notices: [],
  };
}
