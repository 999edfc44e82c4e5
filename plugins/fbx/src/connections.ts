/**
 * `Connections`: the object graph.
 *
 * FBX 7: `C: "OO", child, parent` (object to object) and `C: "OP", child, parent, "Property"`
 * (object to a property of the parent: a curve node driving `Lcl Translation`, a curve feeding
 * `d|X`, a texture on `DiffuseColor`). FBX 6: `Connect: "OO", "Model::A", "Model::B"` with full
 * names instead of ids, resolved through the FBX 6 name table (`Model::Scene` is the root, id 0).
 *
 * Parent id 0 is the scene root. The list keeps file order, and so do both indexes. Connections to
 * ids that are not objects (other than 0) are kept and warned about; `PO`/`PP` (property-sourced)
 * connections are skipped with a warning: nothing in an animation/skeleton file needs them.
 */
import type { FbxFile, FbxNode } from './fbx-tree.js';
import { FbxDocumentError, quote, segment, type WhereOf } from './document-error.js';
import { describeProp, integerProp, stringProp } from './node-util.js';

export const ROOT_ID = 0n;

export interface FbxConnection {
  /** `OO` object→object, `OP` object→property of the parent. */
  readonly kind: 'OO' | 'OP';
  readonly child: bigint;
  readonly parent: bigint;
  /** The parent's property for `OP` (`Lcl Translation`, `d|X`…); `null` for `OO`. */
  readonly property: string | null;
  /** Position in the Connections block (0-based, counting every entry). */
  readonly index: number;
  readonly where: string;
}

/** The connection list with parent→children and child→parents indexes. */
export class FbxConnections {
  private readonly byParent = new Map<bigint, FbxConnection[]>();
  private readonly byChild = new Map<bigint, FbxConnection[]>();

  constructor(readonly list: readonly FbxConnection[]) {
    for (const c of list) {
      push(this.byParent, c.parent, c);
      push(this.byChild, c.child, c);
    }
  }

  /** Connections whose parent is `id`, in file order. */
  childrenOf(id: bigint): readonly FbxConnection[] {
    return this.byParent.get(id) ?? [];
  }

  /** Connections whose child is `id`, in file order. */
  parentsOf(id: bigint): readonly FbxConnection[] {
    return this.byChild.get(id) ?? [];
  }
}

function push(map: Map<bigint, FbxConnection[]>, key: bigint, c: FbxConnection): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [c]);
  else list.push(c);
}

export function readConnections(
  file: FbxFile,
  isObject: (id: bigint) => boolean,
  legacyNames: ReadonlyMap<string, bigint> | null,
  where: WhereOf,
  warnings: string[],
): FbxConnections {
  const section = file.nodes.find((n) => n.name === 'Connections');
  const list: FbxConnection[] = [];
  section?.children.forEach((node: FbxNode, index) => {
    const path = `Connections/${segment(node.name)} #${index}`;
    const at = where(node);
    if (node.name !== 'C' && node.name !== 'Connect') {
      warnings.push(`${path}: not a connection entry; ignored`);
      return;
    }
    const kind = stringProp(node, 0);
    if (kind === undefined) throw new FbxDocumentError(path, `expected the kind string ("OO", "OP"…) first, got ${describeProp(node.properties[0])}`, at);
    if (kind === 'PO' || kind === 'PP') {
      warnings.push(`${path}: ${kind} connection not interpreted; skipped`);
      return;
    }
    if (kind !== 'OO' && kind !== 'OP') throw new FbxDocumentError(path, `unknown connection kind ${quote(kind)}`, at);

    const endpoint = (i: number, role: string): bigint | undefined => {
      const prop = node.properties[i];
      if (legacyNames !== null && prop?.type === 'S') {
        if (prop.value === 'Model::Scene') return ROOT_ID;
        const id = legacyNames.get(prop.value);
        if (id === undefined) warnings.push(`${path}: ${role} ${quote(prop.value)} is not an object; skipped`);
        return id;
      }
      const id = integerProp(prop);
      if (id === undefined) throw new FbxDocumentError(path, `expected the ${role} id, got ${describeProp(prop)}`, at);
      if (id !== ROOT_ID && !isObject(id)) warnings.push(`${path}: ${role} ${id} is not an object`);
      return id;
    };
    const child = endpoint(1, 'child');
    const parent = endpoint(2, 'parent');
    let property: string | null = null;
    if (kind === 'OP') {
      const name = stringProp(node, 3);
      if (name === undefined) throw new FbxDocumentError(path, `an OP connection needs the property name fourth, got ${describeProp(node.properties[3])}`, at);
      property = name;
    }
    if (child === undefined || parent === undefined) return;
    list.push({ kind, child, parent, property, index, where: at });
  });
  return new FbxConnections(list);
}
