/**
 * The FBX document layer: the node tree (`FbxFile`, from either reader) turned into objects,
 * connections, properties over their templates, GlobalSettings and animation.
 *
 * `buildFbxDocument(file)` is format-blind: binary and ASCII files of one scene give equal
 * documents (same ids, names, property values, connections). Missing or contradictory data is an
 * `FbxDocumentError` with a one-line `path: reason` message; tolerable oddities (connections to
 * unknown ids, duplicate property entries, PO/PP connections) are collected in `warnings`.
 *
 * Coverage by file generation:
 *
 * - FBX 7.x (version ≥ 7000): everything below.
 * - FBX 6.x (version < 7000, `layout: 'fbx6'`): objects (`Model: "Model::Name", "Mesh"`, synthetic
 *   ids in file order, `legacyNames` maps the full name to the id), their `Properties60`, the
 *   GlobalSettings under `Objects`, `Connect:` connections by name (`Model::Scene` = root 0), and
 *   the takes (name, file name, LocalTime, ReferenceTime, animated objects with their channel paths,
 *   defaults, key counts and raw key tokens; see takes.ts). FBX 6 has no AnimationStack/Layer/Curve
 *   objects: `animation` is built from the takes (each take a stack, see `takeAnimation`).
 */
import type { FbxFile } from './fbx-tree.js';
import { whereOf } from './document-error.js';
import { childNamed, stringProp } from './node-util.js';
import { readAnimation, type FbxAnimation } from './animation.js';
import { FbxConnections, readConnections, ROOT_ID, type FbxConnection } from './connections.js';
import { readGlobalSettings, type FbxGlobalSettings } from './global-settings.js';
import { readObjects, readTemplates, type FbxObject, type FbxPropertyTemplate } from './objects.js';
import { readTakes, takeAnimation, type FbxTakes } from './takes.js';
import type { FbxPropertyEntry } from './properties.js';

export { FbxDocumentError } from './document-error.js';
export { FbxPropertySet, type FbxPropertyEntry, type FbxValue, type Vec3 } from './properties.js';
export type { FbxObject, FbxPropertyTemplate } from './objects.js';
export { splitObjectName } from './objects.js';
export { FbxConnections, ROOT_ID, type FbxConnection } from './connections.js';
export type { FbxGlobalSettings, FbxAxis, FbxSign } from './global-settings.js';
export {
  FBX_TIME_MODES,
  KTIME_TICKS_PER_SECOND,
  frameRateOf,
  secondsToTicks,
  ticksToSeconds,
  timeModeInfo,
  type FbxTimeModeInfo,
} from './time-mode.js';
export {
  curveKeys,
  decodeKeyAttribute,
  type FbxAnimCurve,
  type FbxAnimCurveNode,
  type FbxAnimLayer,
  type FbxAnimStack,
  type FbxAnimation,
  type FbxCurveChannel,
  type FbxCurveKey,
  type FbxCurveNodeTarget,
  type FbxExtrapolation,
  type FbxExtrapolationMode,
  type FbxInterpolation,
  type FbxKeyAttribute,
  type FbxTangentMode,
} from './animation.js';
export type { FbxTake, FbxTakeChannel, FbxTakeObject, FbxTakes, FbxTimeRange } from './takes.js';

export interface FbxDocument {
  readonly encoding: FbxFile['encoding'];
  /** FBX version, e.g. 7400, 6100. */
  readonly version: number;
  /** `fbx7` (ids, Properties70, AnimationStack…) or `fbx6` (names, Properties60, Takes). */
  readonly layout: 'fbx7' | 'fbx6';
  /** `FBXHeaderExtension/Creator` (or a top-level `Creator`), or `null`. */
  readonly creator: string | null;
  readonly globalSettings: FbxGlobalSettings;
  /** Definitions templates by ObjectType. */
  readonly templates: ReadonlyMap<string, readonly FbxPropertyTemplate[]>;
  /** Objects by id, in file order. */
  readonly objects: ReadonlyMap<bigint, FbxObject>;
  /** FBX 6 only: full name (`Model::pCube1`) → synthetic id; empty for FBX 7. */
  readonly legacyNames: ReadonlyMap<string, bigint>;
  readonly connections: FbxConnections;
  /** Stacks, layers, curve nodes and curves (FBX 7; for FBX 6 made from the takes). */
  readonly animation: FbxAnimation;
  readonly takes: FbxTakes;
  /** `Documents/Document/Properties70/ActiveAnimStackName`, or `null`. */
  readonly activeStackName: string | null;
  /** One-line notes about tolerated oddities, in the order met. */
  readonly warnings: readonly string[];
}

/** Builds the document. Throws `FbxDocumentError` on missing or contradictory data. */
export function buildFbxDocument(file: FbxFile): FbxDocument {
  const where = whereOf(file);
  const warnings: string[] = [];
  const layout = file.version < 7000 ? 'fbx6' : 'fbx7';
  const templates = readTemplates(file, where, warnings);
  const globalTemplate: ReadonlyMap<string, FbxPropertyEntry> = templates.get('GlobalSettings')?.[0]?.entries ?? new Map();
  const globalSettings = readGlobalSettings(file, globalTemplate, where, warnings);
  const { objects, legacyNames } = readObjects(file, templates, layout === 'fbx6', where, warnings);
  const connections = readConnections(file, (id) => objects.has(id), layout === 'fbx6' ? legacyNames : null, where, warnings);
  const takes = readTakes(file, legacyNames, where);
  const animation = layout === 'fbx6' ? takeAnimation(takes, objects) : readAnimation(objects, connections, where, warnings);

  const header = file.nodes.find((n) => n.name === 'FBXHeaderExtension');
  const creator = stringProp(childNamed(header, 'Creator')) ?? stringProp(file.nodes.find((n) => n.name === 'Creator')) ?? null;
  const documentNode = childNamed(file.nodes.find((n) => n.name === 'Documents'), 'Document');
  const documentProps = childNamed(documentNode, 'Properties70');
  let activeStackName: string | null = null;
  for (const p of documentProps?.children ?? []) {
    if (p.name === 'P' && stringProp(p, 0) === 'ActiveAnimStackName') activeStackName = stringProp(p, 4) ?? null;
  }

  return {
    encoding: file.encoding,
    version: file.version,
    layout,
    creator,
    globalSettings,
    templates,
    objects,
    legacyNames,
    connections,
    animation,
    takes,
    activeStackName,
    warnings,
  };
}

/** Objects of one node type (`Model`, `Deformer`…), optionally one subclass, in file order. */
export function objectsOfType(document: FbxDocument, type: string, subclass?: string): FbxObject[] {
  const out: FbxObject[] = [];
  for (const o of document.objects.values()) {
    if (o.type === type && (subclass === undefined || o.subclass === subclass)) out.push(o);
  }
  return out;
}

/** The objects connected under `id` (OO and OP), in connection order; unknown ids are left out. */
export function childObjects(document: FbxDocument, id: bigint, kind?: FbxConnection['kind']): FbxObject[] {
  const out: FbxObject[] = [];
  for (const c of document.connections.childrenOf(id)) {
    if (kind !== undefined && c.kind !== kind) continue;
    const o = document.objects.get(c.child);
    if (o !== undefined) out.push(o);
  }
  return out;
}

/** The objects `id` is connected to (its parents, OO and OP); the root (0) is left out. */
export function parentObjects(document: FbxDocument, id: bigint, kind?: FbxConnection['kind']): FbxObject[] {
  const out: FbxObject[] = [];
  for (const c of document.connections.parentsOf(id)) {
    if (kind !== undefined && c.kind !== kind) continue;
    if (c.parent === ROOT_ID) continue;
    const o = document.objects.get(c.parent);
    if (o !== undefined) out.push(o);
  }
  return out;
}
