/** Motion specs written in code for the spec, build and round-trip tests. */

/** A `rigc-motion/1` document of the `probe` archetype and cut holding `animations`. */
export function motionJson(animations: Record<string, unknown>, easings: Record<string, unknown> = {}): Record<string, unknown> {
  return { spec: 'rigc-motion/1', archetype: 'probe', cut: 'probe', easings, animations };
}
