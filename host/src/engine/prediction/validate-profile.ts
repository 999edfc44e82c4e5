/**
 * Structural rules of a profile revision, checked when its plugin is installed: unique fact,
 * source and setting ids; every known fact and every setting cites at least one declared source;
 * defaults lie in their setting's domain; contract identities are URNs of the right kind. A
 * profile that breaks them is refused (the project pins something unusable).
 */
import type { EngineProfileDefinition } from '../../plugin-api/prediction.js';
import { formatProfileIdentity } from '../../plugin-api/profile.js';
import { PROVENANCE_SECTIONS } from './sections.js';
import { domainAccepts } from './settings.js';

const PROVENANCE_URN = /^urn:animsmith:prediction-provenance:[1-9][0-9]*$/;
const PREDICTION_URN = /^urn:animsmith:engine-prediction:[1-9][0-9]*$/;

/** The problems found; empty when the profile is well formed. */
export function profileProblems(p: EngineProfileDefinition): string[] {
  const problems: string[] = [];
  const sourceIds = new Set(p.sources.map((s) => s.id));
  const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
  for (const [what, ids] of [['fact', p.facts.map((f) => f.id)], ['source', p.sources.map((s) => s.id)], ['setting', p.settings.map((s) => s.id)]] as const) {
    for (const id of duplicates([...ids])) problems.push(`${what} '${id}' is declared twice`);
  }
  for (const fact of p.facts) {
    if (fact.state !== 'known') continue;
    if (fact.sources.length === 0) problems.push(`known fact '${fact.id}' cites no source`);
    for (const s of fact.sources) if (!sourceIds.has(s)) problems.push(`fact '${fact.id}' cites undeclared source '${s}'`);
  }
  for (const setting of p.settings) {
    if (setting.sources.length === 0) problems.push(`setting '${setting.id}' cites no source`);
    for (const s of setting.sources) if (!sourceIds.has(s)) problems.push(`setting '${setting.id}' cites undeclared source '${s}'`);
    if (setting.default !== undefined && !domainAccepts(setting.domain, setting.default)) problems.push(`setting '${setting.id}' has a default outside its domain`);
  }
  if (p.accepted_formats.length === 0) problems.push('accepts no input format');
  if (!PROVENANCE_URN.test(p.contracts.provenance)) problems.push(`provenance contract '${p.contracts.provenance}' is not a prediction-provenance URN`);
  else if (!Object.prototype.hasOwnProperty.call(PROVENANCE_SECTIONS, p.contracts.provenance)) problems.push(`provenance contract '${p.contracts.provenance}' is not one the host produces`);
  if (!PREDICTION_URN.test(p.contracts.prediction)) problems.push(`prediction contract '${p.contracts.prediction}' is not an engine-prediction URN`);
  return problems.map((problem) => `${formatProfileIdentity(p)}: ${problem}`);
}
