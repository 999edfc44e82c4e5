/** Prediction-facet helpers shared by the Bevy rule tests, in process and through the CLI. */
import { expect } from 'chai';
import { runPredictionRule, type PredictionRuleRun } from '@animsmith/cli/testing';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';

/** A facet as the lint record carries it. */
export type PredictionFacet = NonNullable<PredictionRuleRun['record']['prediction']>['facets'][number];

/** What the helpers read of a facet (the in-process record's and the CLI JSON's alike). */
interface FacetScope {
  readonly scope: { readonly code: string; readonly subject?: string };
  readonly state: string;
  readonly reasons: readonly string[];
}

/** Each facet as `[code, subject or null, state, reasons joined]`, to compare a whole prediction at once. */
export const facetRows = (facets: readonly FacetScope[]) => facets.map((f) => [f.scope.code, f.scope.subject ?? null, f.state, f.reasons.join(',')]);

/** The facet with this scope (fails the test's next access when there is none). */
export const findFacet = <F extends FacetScope>(facets: readonly F[], code: string, subject?: string): F =>
  facets.find((f) => f.scope.code === code && f.scope.subject === subject)!;

const validateFacet = createStrictValidator().getSchema(`${OUTPUT_SCHEMA_ID}#/$defs/prediction_facet`)!;

/** Runs one rule in process and asserts every facet it predicts is valid under the output schema. */
export function runValidatedRule(input: Parameters<typeof runPredictionRule>[0]): PredictionRuleRun {
  const outcome = runPredictionRule(input);
  for (const facet of outcome.record.prediction?.facets ?? []) {
    expect(validateFacet(facet), JSON.stringify(validateFacet.errors?.slice(0, 3))).to.equal(true);
  }
  return outcome;
}
