/**
 * `Objects` and the `Definitions` property templates.
 *
 * FBX 7 objects are `Type: id, "name", "subclass" { … }`, e.g. `Model: 123, "Model::Hips",
 * "LimbNode"` in ASCII or `Model: 123, "Hips\x00\x01Model", "LimbNode"` in binary. Both name forms
 * become `name: 'Hips'` and `classPrefix: 'Model'`. Clusters show why the prefix is kept: their node
 * type is `Deformer` but their prefix is `SubDeformer` (`Deformer: 7, "SubDeformer::", "Cluster"`).
 *
 * FBX 6 objects have no id: `Model: "Model::pCube1", "Mesh" { … }`, and connections name them by
 * that full string. They get synthetic ids 1, 2, 3… in file order (`syntheticId: true`), and the
 * document keeps the full-name → id map; `Model::Scene` is the root, id 0 (as in FBX 7).
 * `GlobalSettings` under FBX 6 `Objects` is read by global-settings.ts, not listed as an object.
 *
 * Templates: `Definitions { ObjectType: "Model" { PropertyTemplate: "FbxNode" { Properties70 } } }`.
 * When a type has one template it applies to every object of that type. When it has several, the
 * template is chosen by subclass (`FbxSkeleton` for LimbNode/Limb/Root/Effector, `FbxNull` for
 * Null, `FbxCamera`, `FbxLight`, `FbxMesh`, `FbxNurbsCurve`, `FbxLine`, `FbxShape`, `FbxMarker` for
 * their subclasses) or, for materials, by the `ShadingModel` child (`lambert` → `FbxSurfaceLambert`,
 * `phong` → `FbxSurfacePhong`); an object no rule matches gets no template (and a warning).
 */
import type { FbxFile, FbxNode } from './fbx-tree.js';
import { FbxDocumentError, quote, segment, type WhereOf } from './document-error.js';
import { childNamed, childrenNamed, describeProp, integerProp, stringProp } from './node-util.js';
import { FbxPropertySet, readPropertyBlock, type FbxPropertyEntry } from './properties.js';
import { countProblem, MAX_FBX_MODEL_COUNT, nameLengthProblem } from '@animsmith/cli/plugin';

/** One PropertyTemplate of a Definitions ObjectType. */
export interface FbxPropertyTemplate {
  /** The ObjectType it belongs to (`Model`, `AnimationLayer`…). */
  readonly objectType: string;
  /** The template class (`FbxNode`, `FbxAnimLayer`…). */
  readonly name: string;
  readonly entries: ReadonlyMap<string, FbxPropertyEntry>;
  readonly path: string;
}

/** An element of `Objects`. */
export interface FbxObject {
  /** The FBX id (synthetic for FBX 6 files: 1, 2, 3… in file order). */
  readonly id: bigint;
  /** The node name under Objects, which is also the Definitions ObjectType: `Model`, `Geometry`,
   * `Deformer`, `Pose`, `NodeAttribute`, `Material`, `Texture`, `Video`, `AnimationStack`,
   * `AnimationLayer`, `AnimationCurveNode`, `AnimationCurve`… */
  readonly type: string;
  /** The class part of the name: `Model`, `Geometry`, `Deformer`, `SubDeformer`, `Pose`,
   * `AnimStack`, `AnimLayer`, `AnimCurveNode`, `AnimCurve`, `NodeAttribute`…; `''` if none. */
  readonly classPrefix: string;
  /** The plain name (`Hips`), without the class part; may be `''`. */
  readonly name: string;
  /** `LimbNode`, `Null`, `Mesh`, `Root`, `Skin`, `Cluster`, `BindPose`…; `''` when empty or absent. */
  readonly subclass: string;
  /** Own Properties70/Properties60 merged over the class template. */
  readonly properties: FbxPropertySet;
  /** The template class the properties fell back on (`FbxNode`), or `null`. */
  readonly templateName: string | null;
  /** The raw node, for data the document layer does not lift (Vertices, Indexes, Matrix…). */
  readonly node: FbxNode;
  /** `Objects/Model 123 'Hips'` (FBX 6: `Objects/Model 'Model::Hips'`), for messages. */
  readonly path: string;
  /** `byte <n>` / `line <n>`. */
  readonly where: string;
  /** True for FBX 6 objects, whose id this layer made up. */
  readonly syntheticId: boolean;
}

/** `Hips\x00\x01Model` (binary) or `Model::Hips` (ASCII) → name and class prefix. */
export function splitObjectName(raw: string): { name: string; classPrefix: string } {
  const binary = raw.indexOf('\x00\x01');
  if (binary >= 0) return { name: raw.slice(0, binary), classPrefix: raw.slice(binary + 2) };
  const ascii = raw.indexOf('::');
  if (ascii >= 0) return { name: raw.slice(ascii + 2), classPrefix: raw.slice(0, ascii) };
  return { name: raw, classPrefix: '' };
}

/** The full `Class::Name` form, as FBX 6 connections spell it. */
export function fullObjectName(classPrefix: string, name: string): string {
  return classPrefix === '' ? name : `${classPrefix}::${name}`;
}

export function readTemplates(
  file: FbxFile,
  where: WhereOf,
  warnings: string[],
): Map<string, FbxPropertyTemplate[]> {
  const out = new Map<string, FbxPropertyTemplate[]>();
  const definitions = file.nodes.find((n) => n.name === 'Definitions');
  for (const objectType of childrenNamed(definitions, 'ObjectType')) {
    const typeName = stringProp(objectType);
    if (typeName === undefined) {
      throw new FbxDocumentError('Definitions/ObjectType', `expected the type name string, got ${describeProp(objectType.properties[0])}`, where(objectType));
    }
    const typePath = `Definitions/ObjectType ${quote(typeName)}`;
    for (const template of childrenNamed(objectType, 'PropertyTemplate')) {
      const templateName = stringProp(template);
      if (templateName === undefined) {
        throw new FbxDocumentError(`${typePath}/PropertyTemplate`, `expected the template name string, got ${describeProp(template.properties[0])}`, where(template));
      }
      const path = `${typePath}/PropertyTemplate ${quote(templateName)}`;
      const block = childNamed(template, 'Properties70') ?? childNamed(template, 'Properties60');
      const entries = block === undefined ? new Map<string, FbxPropertyEntry>() : readPropertyBlock(block, path, 'template', where, warnings);
      const list = out.get(typeName) ?? [];
      list.push({ objectType: typeName, name: templateName, entries, path });
      out.set(typeName, list);
    }
  }
  return out;
}

const TEMPLATE_BY_SUBCLASS: Readonly<Record<string, string>> = {
  LimbNode: 'FbxSkeleton',
  Limb: 'FbxSkeleton',
  Root: 'FbxSkeleton',
  Effector: 'FbxSkeleton',
  Null: 'FbxNull',
  Camera: 'FbxCamera',
  Light: 'FbxLight',
  Mesh: 'FbxMesh',
  NurbsCurve: 'FbxNurbsCurve',
  Line: 'FbxLine',
  Shape: 'FbxShape',
  Marker: 'FbxMarker',
};

function chooseTemplate(
  templates: readonly FbxPropertyTemplate[] | undefined,
  subclass: string,
  node: FbxNode,
): FbxPropertyTemplate | undefined {
  if (templates === undefined || templates.length === 0) return undefined;
  if (templates.length === 1) return templates[0];
  const bySubclass = TEMPLATE_BY_SUBCLASS[subclass];
  if (bySubclass !== undefined) {
    const hit = templates.find((t) => t.name === bySubclass);
    if (hit !== undefined) return hit;
  }
  const shading = stringProp(childNamed(node, 'ShadingModel'));
  if (shading !== undefined && shading !== '') {
    const wanted = `FbxSurface${shading[0]!.toUpperCase()}${shading.slice(1).toLowerCase()}`;
    const hit = templates.find((t) => t.name === wanted);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** The (read-only) entries of an object without a property block or template: one map for all of them. */
const NO_ENTRIES: ReadonlyMap<string, FbxPropertyEntry> = new Map();

export interface ObjectTable {
  readonly objects: Map<bigint, FbxObject>;
  /** FBX 6 only: `Model::pCube1` → synthetic id. Empty for FBX 7 files. */
  readonly legacyNames: Map<string, bigint>;
}

/** Reads `Objects`. `legacy` selects the FBX 6 (name-keyed) layout. */
export function readObjects(
  file: FbxFile,
  templates: ReadonlyMap<string, readonly FbxPropertyTemplate[]>,
  legacy: boolean,
  where: WhereOf,
  warnings: string[],
): ObjectTable {
  const objects = new Map<bigint, FbxObject>();
  const legacyNames = new Map<string, bigint>();
  const section = file.nodes.find((n) => n.name === 'Objects');
  if (section === undefined) return { objects, legacyNames };
  let nextSynthetic = 1n;
  // Path segments of the node types (a few, each met hundreds of times), escaped once.
  const typeSegments = new Map<string, string>();
  const typeSegment = (name: string): string => {
    let text = typeSegments.get(name);
    if (text === undefined) typeSegments.set(name, (text = segment(name)));
    return text;
  };
  // Every Model becomes a node and a bone: refuse a count past the cap before any per-object work.
  const models = section.children.reduce((n, node) => (node.name === 'Model' ? n + 1 : n), 0);
  const tooMany = countProblem(models, MAX_FBX_MODEL_COUNT, 'Models', 'MAX_FBX_MODEL_COUNT');
  if (tooMany !== undefined) throw new FbxDocumentError('Objects', tooMany, where(section));

  section.children.forEach((node, index) => {
    const at = where(node);
    let id: bigint;
    let rawName: string;
    let subclass: string;
    let path: string;
    if (legacy) {
      if (node.name === 'GlobalSettings') return;
      const first = stringProp(node, 0);
      if (first === undefined) {
        warnings.push(`Objects/${typeSegment(node.name)} #${index}: no "Class::Name" string; ignored`);
        return;
      }
      rawName = first;
      subclass = stringProp(node, 1) ?? '';
      path = `Objects/${typeSegment(node.name)} ${quote(rawName)}`;
      const previous = legacyNames.get(rawName);
      if (previous !== undefined) {
        throw new FbxDocumentError(path, `the name is used twice (connections name FBX 6 objects by it; first at ${objects.get(previous)!.where})`, at);
      }
      id = nextSynthetic;
      nextSynthetic += 1n;
      legacyNames.set(rawName, id);
    } else {
      const parsedId = integerProp(node.properties[0]);
      if (parsedId === undefined) {
        throw new FbxDocumentError(`Objects/${typeSegment(node.name)} #${index}`, `expected an integer object id first, got ${describeProp(node.properties[0])}`, at);
      }
      const name = stringProp(node, 1);
      if (name === undefined) {
        throw new FbxDocumentError(`Objects/${typeSegment(node.name)} ${parsedId}`, `expected the name string second, got ${describeProp(node.properties[1])}`, at);
      }
      const sub = node.properties[2];
      if (sub !== undefined && sub.type !== 'S') {
        throw new FbxDocumentError(`Objects/${typeSegment(node.name)} ${parsedId}`, `expected the subclass string third, got ${describeProp(sub)}`, at);
      }
      id = parsedId;
      rawName = name;
      subclass = sub?.value ?? '';
      path = `Objects/${typeSegment(node.name)} ${id} ${quote(splitObjectName(rawName).name)}`;
      const previous = objects.get(id);
      if (previous !== undefined) {
        // Like ufbx, the first object keeps the id (connections resolve to it); later ones are dropped.
        warnings.push(`${path}: duplicate object id (also ${previous.path}, ${previous.where}); the first is kept, this one (${at}) is ignored`);
        return;
      }
    }
    const { name, classPrefix } = splitObjectName(rawName);
    const longName = nameLengthProblem(name) ?? nameLengthProblem(subclass);
    if (longName !== undefined) throw new FbxDocumentError(path, longName, at);
    const template = chooseTemplate(templates.get(node.name), subclass, node);
    if (template === undefined && (templates.get(node.name)?.length ?? 0) > 1) {
      warnings.push(`${path}: no PropertyTemplate of ObjectType ${quote(node.name)} fits subclass ${quote(subclass)}; none applied`);
    }
    const block = childNamed(node, 'Properties70') ?? childNamed(node, 'Properties60');
    const own = block === undefined ? NO_ENTRIES : readPropertyBlock(block, path, 'own', where, warnings);
    const blockName = block?.name ?? (legacy ? 'Properties60' : 'Properties70');
    const properties = new FbxPropertySet(own, template?.entries ?? NO_ENTRIES, `${path}/${blockName}`, at);
    objects.set(id, {
      id,
      type: node.name,
      classPrefix,
      name,
      subclass,
      properties,
      templateName: template?.name ?? null,
      node,
      path,
      where: at,
      syntheticId: legacy,
    });
  });
  return { objects, legacyNames };
}
