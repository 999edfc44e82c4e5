/**
 * `rest-world-scale` — runtime attachment nodes (`[runtime_nodes] selectors`: weapon sockets, IK
 * targets…) must carry the expected effective rest-world scale. A skin can hide an inherited
 * ancestor scale (say 0.01 from a centimetre export) through compensating inverse binds, but an
 * ordinary object parented to the socket inherits it and appears a hundred times too small.
 *
 * The check reads the source-domain `skeleton_nodes` measurements (rest world matrix and its
 * linear classification); it neither recomputes the affine classification nor infers units from
 * geometry. Each selector must resolve to exactly one named source node; a miss or an ambiguity
 * is a coverage gap, never a pass.
 */
import { defineCheck, globMatches, type RestWorldLinear, type SkeletonNodeRecord } from '@animsmith/cli/plugin';
import { formatNumber } from './support/tracks.js';
import { distinct, sourceNodePath } from './support/skeleton-contract.js';
import { SHARED_GAP } from './support/vocabulary.js';

export const DEFAULT_EXPECTED_UNIFORM_SCALE = 1.0;
export const DEFAULT_UNIFORM_SCALE_TOLERANCE = 1e-4;

const SCOPE = 'selected_node_rest_scale';

/** Human names of the classifications that have no single uniform factor. */
const NON_UNIFORM_CLASSES: Readonly<Partial<Record<RestWorldLinear['classification'], string>>> = {
  non_uniform: 'non-uniformly scaled',
  sheared: 'sheared',
  reflected: 'reflected',
  singular: 'singular',
};

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Selected runtime nodes must have the expected uniform rest-world scale.' },
    defaultSeverity: 'warning',
    messages: {
      scaleOutOfRange:
        'runtime node {{node}} has effective rest-world scale {{scale}}, outside {{expected}} ± {{tolerance}}; objects attached to it inherit that scale',
      notUniform:
        'runtime node {{node}} has a {{shape}} rest-world transform (axis lengths {{axes}}); selected-node policy requires a uniform factor near {{expected}}',
    },
    schema: {
      type: 'object',
      properties: {
        expected_uniform_scale: { type: 'number', exclusiveMinimum: 0 },
        uniform_scale_tolerance: { type: 'number', minimum: 0 },
      },
      additionalProperties: false,
    },
    defaultOptions: {
      expected_uniform_scale: DEFAULT_EXPECTED_UNIFORM_SCALE,
      uniform_scale_tolerance: DEFAULT_UNIFORM_SCALE_TOLERANCE,
    },
    scopes: [{ code: SCOPE, meaning: 'a runtime node judged for its rest-world scale' }],
    gaps: [
      { code: 'node_selector_no_match', meaning: 'a runtime-node selector matched no source node' },
      { code: 'node_selector_ambiguous', meaning: 'a runtime-node selector matched more than one source node' },
      SHARED_GAP.measurement_unavailable,
    ],
  },
  applies(ctx) {
    return ctx.contract.runtimeNodeSelectors.length > 0;
  },
  create(context) {
    const expected = (context.options.expected_uniform_scale as number | undefined) ?? DEFAULT_EXPECTED_UNIFORM_SCALE;
    const tolerance = (context.options.uniform_scale_tolerance as number | undefined) ?? DEFAULT_UNIFORM_SCALE_TOLERANCE;
    // The source stores f32, so the inclusive range ends are quantised to that precision too: a
    // factor authored exactly at expected ± tolerance does not warn through f64 rounding alone.
    const lower = Math.fround(expected - tolerance);
    const upper = Math.fround(expected + tolerance);

    return {
      document() {
        const { measurements, source } = context;
        const records = new Map<number, SkeletonNodeRecord>();
        for (const record of measurements.skeleton_nodes) records.set(record.node_index, record);
        const reported = new Set<number>();

        for (const selector of distinct(context.contract.runtimeNodeSelectors)) {
          const scope = { code: SCOPE, subject: selector };
          const gap = (code: string, message: string) => context.gap({ code, message, scope });

          if (measurements.skeleton_source_coverage !== 'complete') {
            gap('measurement_unavailable', `runtime node selector '${selector}' cannot be judged: the source node table is unavailable`);
            continue;
          }
          const matches = source.nodes.filter((node) => node.name !== undefined && globMatches(selector, node.name));
          if (matches.length === 0) {
            gap('node_selector_no_match', `runtime node selector '${selector}' matched no named source node`);
            continue;
          }
          if (matches.length > 1) {
            const paths = matches.map((node) => sourceNodePath(source.nodes, node.index)).join(', ');
            gap(
              'node_selector_ambiguous',
              `runtime node selector '${selector}' matched ${matches.length} source nodes (${paths}); use a selector that resolves exactly once`,
            );
            continue;
          }
          const node = matches[0]!;
          const path = sourceNodePath(source.nodes, node.index);
          const linear = records.get(node.index)?.rest_world_linear;
          const factor = linear === undefined ? undefined : uniformFactor(linear);
          if (linear === undefined || linear.classification === 'non_finite' || factor === null) {
            gap('measurement_unavailable', `the rest-world transform of runtime node ${path} is unavailable`);
            continue;
          }
          context.completed(scope);
          // Two selectors may resolve to the same node: one node, one finding.
          if (reported.has(node.index)) continue;
          reported.add(node.index);

          if (factor !== undefined) {
            const measured = Math.fround(factor);
            if (measured >= lower && measured <= upper) continue;
            context.report({
              messageId: 'scaleOutOfRange',
              data: { node: path, scale: formatNumber(factor), expected: formatNumber(expected), tolerance: formatNumber(tolerance) },
              node: path,
              measured: factor,
              expected,
            });
          } else {
            context.report({
              messageId: 'notUniform',
              data: {
                node: path,
                shape: NON_UNIFORM_CLASSES[linear.classification] ?? linear.classification,
                axes: (linear.axis_lengths ?? []).map(formatNumber).join(', ') || 'unavailable',
                expected: formatNumber(expected),
              },
              node: path,
              measured: linear.classification,
              expected,
            });
          }
        }
      },
    };
  },
});

/**
 * The single uniform factor of a unit or uniformly scaled linear part: the measured
 * `uniform_scale`, or 1 for a unit-orthonormal record that omits it. Undefined for the
 * classifications that have no uniform factor; null when a uniform record lacks its factor
 * (nothing to compare, so the caller reports the measurement unavailable).
 */
function uniformFactor(linear: RestWorldLinear): number | undefined | null {
  switch (linear.classification) {
    case 'unit_orthonormal':
      return linear.uniform_scale ?? 1;
    case 'uniform_scaled':
      return linear.uniform_scale !== undefined && Number.isFinite(linear.uniform_scale) ? linear.uniform_scale : null;
    default:
      return undefined;
  }
}
