/**
 * The tool identity written into every document. The version comes from the host's package.json;
 * the source revision is left null because a built package has no trustworthy VCS metadata, and a
 * revision read at run time would make two runs of the same input differ across checkouts.
 */
import { readFileSync } from 'node:fs';
import type { ToolIdentity } from '@animsmith/schemas';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

export const TOOL_NAME = 'animsmith';
export const TOOL_VERSION: string = pkg.version;


export function toolIdentity(): ToolIdentity {
  return { name: TOOL_NAME, version: TOOL_VERSION, source: { revision: null, dirty: null } };
}
