/**
 * engine-clip-boundary (Unreal 5.8 FBX importer): does each animation stack end exactly on the
 * file's frame lattice? The importer needs a whole end frame; an end between two frames is an
 * error finding bound to the stack's facet.
 *
 * Exact arithmetic only: the stack's absolute end in KTime ticks (an integer) lies on the lattice
 * when it is an integer multiple of the exact frame period (a rational number of ticks), i.e.
 * `end × denominator ≡ 0 (mod numerator)`. Seconds multiplied by a floating-point rate are never
 * used. Missing timing evidence — no FBX source facts, a stack without a declared range, a frame
 * rate the loader had to assume — makes that stack's facet required-unavailable instead.
 */
import { definePredictionRule, type BasisReference, type FbxSourceFacts } from '@animsmith/cli/plugin';
import { SOURCES } from '../sources.js';

export const SCOPE_STACK_END = 'animation_stack_end';
export const SCOPE_TIMING = 'source_timing';

/** `end` (integer ticks) lies on the lattice of period `numerator/denominator` ticks. */
export function onFrameLattice(endTicks: bigint, numerator: bigint, denominator: bigint): boolean {
  return (endTicks * denominator) % numerator === 0n;
}

export default definePredictionRule({
  meta: {
    docs: { description: 'Predicts whether each FBX animation stack ends on a whole frame, as the Unreal importer requires.' },
    defaultSeverity: 'error',
    messages: {
      offLattice: "clip '{{clip}}' ends at {{end}} ticks, between frames of the {{rate}} fps lattice (frame period {{period}} ticks); Unreal imports whole frames only",
    },
    scopes: [SCOPE_STACK_END, SCOPE_TIMING],
  },
  applies: ({ document }) => document.clips.length > 0,
  predict(context) {
    const fbx: FbxSourceFacts | undefined = context.source.fbx;
    const fact: BasisReference = { kind: 'profile_fact', fact_id: 'whole_end_frame_required' };
    if (!fbx) {
      context.unavailable({ code: SCOPE_TIMING }, ['raw_source_incomplete'], [fact]);
      return;
    }
    const { framePeriodTicks, frameRate, frameRateSource } = fbx.time;
    const period: BasisReference = {
      kind: 'raw_source',
      domain: 'fbx_time',
      key: 'global_settings',
      field: 'frame_period_ticks',
      value: `${framePeriodTicks.numerator}/${framePeriodTicks.denominator}`,
    };
    const rate = frameRate.denominator === '1' ? frameRate.numerator : `${frameRate.numerator}/${frameRate.denominator}`;
    for (const stack of fbx.stacks) {
      const clip = context.document.clips[stack.index];
      if (!clip) continue;
      // Each clip has its own normalized name (`walk`, `walk#1`), but the importer names sequences
      // after the stacks, so a name several stacks share addresses none of them.
      const scope = { code: SCOPE_STACK_END, subject: clip.name };
      if (clip.sharedName !== undefined) {
        context.unavailable(scope, ['duplicate_clip_name'], [fact]);
        continue;
      }
      if (frameRateSource === 'default_fallback') {
        context.unavailable(scope, ['raw_source_incomplete'], [fact]);
        continue;
      }
      if (stack.stopTicks === null) {
        context.unavailable(scope, ['raw_source_incomplete'], [fact, period]);
        continue;
      }
      const end = BigInt(stack.stopTicks);
      const onLattice = onFrameLattice(end, BigInt(framePeriodTicks.numerator), BigInt(framePeriodTicks.denominator));
      context.available(
        scope,
        [fact, { kind: 'primary_source', source_id: SOURCES.animationSequences.id }, period, { kind: 'raw_source', domain: 'fbx_stacks', key: `stack:${stack.index}`, field: 'stop_ticks', value: stack.stopTicks }],
        { kind: 'clip_boundary', stack_end_ticks: stack.stopTicks, frame_period_ticks: { ...framePeriodTicks }, on_frame_lattice: onLattice },
      );
      if (!onLattice) {
        context.report({
          messageId: 'offLattice',
          data: { clip: clip.name, end: stack.stopTicks, rate, period: `${framePeriodTicks.numerator}/${framePeriodTicks.denominator}` },
          clip: clip.name,
          ...(stack.stopSeconds !== null ? { time_s: stack.stopSeconds } : {}),
          prediction_scope: scope,
        });
      }
    }
  },
});
