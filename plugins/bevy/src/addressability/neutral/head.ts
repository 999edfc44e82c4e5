/**
 * What every addressability document opens with (version, identity, tool, command and the input
 * it describes) and the matching opening lines of its text and Markdown views.
 */
import type { InputIdentity } from '@animsmith/cli/plugin';
import type { ToolIdentity } from '@animsmith/schemas';
import type { AnimationInventory } from './types.js';
import type { ViewWriter } from './view.js';

export interface AddressabilityHead<V extends number, S extends string> {
  readonly schema_version: V;
  readonly schema: S;
  readonly tool: ToolIdentity;
  readonly command: 'generate-addressability';
  readonly input: InputIdentity;
}

/** The head of a document describing `inventory`'s primary input (spread first: key order is wire order). */
export function addressabilityHead<V extends number, S extends string>(schema_version: V, schema: S, tool: ToolIdentity, inventory: AnimationInventory): AddressabilityHead<V, S> {
  const { sha256, bytes } = inventory.primary_input;
  return { schema_version, schema, tool, command: 'generate-addressability', input: { sha256, bytes } };
}

/** The title, then the schema, tool and input lines. */
export function writeAddressabilityHead(w: ViewWriter, title: string, doc: Omit<AddressabilityHead<number, string>, 'schema_version' | 'command'>): void {
  w.heading(1, title);
  w.field('schema', doc.schema);
  w.field('tool', `${doc.tool.name} ${w.esc(doc.tool.version)}`);
  w.field('input', `sha256 ${doc.input.sha256} (${doc.input.bytes} bytes)`);
}
