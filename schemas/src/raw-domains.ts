/**
 * The raw-source rows a basis reference may name, all held by the provenance record itself. A
 * reference `{domain, key, field, value}` resolves to one row of one held domain and one scalar
 * field of it (exact rationals read as `n/d`); a domain the record does not hold (its contract has
 * no such section, or the input has no such facts) resolves to nothing.
 *
 * | domain | held by | key |
 * | `animations` | every record | `animation:<index>` |
 * | `fbx_unit`, `fbx_basis`, `fbx_time` | FBX raw facts | `global_settings` |
 * | `fbx_stacks` | FBX raw facts | `stack:<index>` |
 * | `fbx_resources` | FBX raw facts | `resource:<row>` |
 * | `scenes`, `nodes`, `meshes` | scene_inventory (V4+) | `scene:<i>`, `node:<i>`, `mesh:<i>` |
 * | `animation_inventory` | animation_inventory (V5+) | `animation:<index>` |
 * | `animation_channels` | animation_inventory (V5+) | `animation:<index>/channel:<index>` |
 * | `transform_paths` | transform_paths (V6) | `node:<index>` |
 * | `movement_intent` | movement_intent (V6) | `clip:<index>` |
 */
import type { BoundedCoverageWire } from './provenance-common.js';

export type JsonScalar = string | number | boolean | null;

type Rows = readonly object[];
type Listed = { readonly coverage: BoundedCoverageWire; readonly rows: Rows };

/** The FBX raw facts a reference may name (the schema closes the rest). */
export interface FormatFactsWire {
  readonly unit: object;
  readonly basis: object;
  readonly time: object;
  readonly stacks: Listed;
  readonly resources: Listed;
}

/** The members of a provenance record raw-source references resolve against. */
export interface RawDomainsWire {
  readonly raw_source: { readonly animations: { readonly rows: Rows }; readonly format_facts?: FormatFactsWire | null };
  readonly scene_inventory?: { readonly scenes: Listed; readonly nodes: Listed; readonly meshes: Listed };
  readonly animation_inventory?: { readonly rows: readonly { readonly index: number; readonly channels: Rows }[] };
  readonly transform_paths?: { readonly rows: Rows };
  readonly movement_intent?: { readonly rows: Rows };
}

type Domain = { readonly rows: (p: RawDomainsWire) => Rows | undefined; readonly key: (row: Record<string, unknown>, position: number) => string };

const GLOBAL = 'global_settings';
const single = (row: object | undefined): Rows | undefined => (row ? [row] : undefined);
const by = (prefix: string, field: string) => (row: Record<string, unknown>) => `${prefix}:${String(row[field])}`;

const DOMAINS: Readonly<Record<string, Domain>> = {
  animations: { rows: (p) => p.raw_source.animations.rows, key: by('animation', 'index') },
  fbx_unit: { rows: (p) => single(p.raw_source.format_facts?.unit), key: () => GLOBAL },
  fbx_basis: { rows: (p) => single(p.raw_source.format_facts?.basis), key: () => GLOBAL },
  fbx_time: { rows: (p) => single(p.raw_source.format_facts?.time), key: () => GLOBAL },
  fbx_stacks: { rows: (p) => p.raw_source.format_facts?.stacks.rows, key: by('stack', 'index') },
  fbx_resources: { rows: (p) => p.raw_source.format_facts?.resources.rows, key: (_row, position) => `resource:${position}` },
  scenes: { rows: (p) => p.scene_inventory?.scenes.rows, key: by('scene', 'index') },
  nodes: { rows: (p) => p.scene_inventory?.nodes.rows, key: by('node', 'index') },
  meshes: { rows: (p) => p.scene_inventory?.meshes.rows, key: by('mesh', 'index') },
  animation_inventory: { rows: (p) => p.animation_inventory?.rows, key: by('animation', 'index') },
  animation_channels: {
    rows: (p) => p.animation_inventory?.rows.flatMap((a) => a.channels.map((c) => ({ ...c, animation: a.index }))),
    key: (row) => `animation:${String(row.animation)}/channel:${String(row.index)}`,
  },
  transform_paths: { rows: (p) => p.transform_paths?.rows, key: by('node', 'node') },
  movement_intent: { rows: (p) => p.movement_intent?.rows, key: by('clip', 'clip_index') },
};

/** Whether the record holds `domain` at all. */
export function holdsRawDomain(p: RawDomainsWire, domain: string): boolean {
  return Object.prototype.hasOwnProperty.call(DOMAINS, domain) && DOMAINS[domain]!.rows(p) !== undefined;
}

function scalar(value: unknown): JsonScalar | undefined {
  if (value !== null && typeof value === 'object' && 'numerator' in value && 'denominator' in value) return `${String(value.numerator)}/${String(value.denominator)}`;
  return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? (value as JsonScalar) : undefined;
}

/** Keyed rows per record and domain, built once: a rule may reference thousands of rows. */
const indexes = new WeakMap<RawDomainsWire, Map<string, ReadonlyMap<string, Record<string, unknown>>>>();

function rowIndex(p: RawDomainsWire, domain: string): ReadonlyMap<string, Record<string, unknown>> {
  let perRecord = indexes.get(p);
  if (!perRecord) indexes.set(p, (perRecord = new Map()));
  let index = perRecord.get(domain);
  if (!index) {
    const { rows, key } = DOMAINS[domain]!;
    const built = new Map<string, Record<string, unknown>>();
    rows(p)!.forEach((row, position) => {
      const k = key(row as Record<string, unknown>, position);
      if (!built.has(k)) built.set(k, row as Record<string, unknown>);
    });
    perRecord.set(domain, (index = built));
  }
  return index;
}

/** The scalar a reference names, or undefined when the record holds no such domain, row or field. */
export function rawSourceValue(p: RawDomainsWire, domain: string, key: string, field: string): JsonScalar | undefined {
  if (!holdsRawDomain(p, domain)) return undefined;
  const row = rowIndex(p, domain).get(key);
  if (!row || !Object.prototype.hasOwnProperty.call(row, field)) return undefined;
  return scalar(row[field]);
}
