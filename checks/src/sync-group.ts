/**
 * `sync-group` — clips of a declared sync group (`[sync_groups.<name>]`) are sampled at the same
 * absolute time by a runtime blend or sync group, so their timing must agree: duration, frame
 * count, declared fps and frame intervals within the group's caps, and one loop endpoint mode
 * (a member that repeats frame 0 at its end runs one frame longer per cycle than one that does
 * not, so the two drift apart every loop).
 *
 * Spreads are max − min over the members that carry the value; a cap the group does not declare
 * is not judged. A member that lacks what a declared cap needs is a typed gap, never a pass.
 */
import { defineCheck, type LoopEndpointMode, type MemberRow } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { clipNameSet, distinctMembers, fixed, sortedGroupNames, valueSpread } from './support/groups.js';
import { SHARED_GAP, SHARED_SCOPE } from './support/vocabulary.js';

interface MemberTiming {
  readonly durationS: number;
  readonly frameCount: number;
  readonly fps?: number;
  readonly frameIntervals?: number;
  readonly endpoint?: LoopEndpointMode;
}

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Clips of a declared sync group must share duration, frame count, fps, frame grid and loop endpoint mode.' },
    defaultSeverity: 'error',
    messages: {
      memberMissing: "sync group '{{group}}' member '{{member}}' is not a clip in this file",
      durationSpread: "sync group '{{group}}': durations differ by {{spread}} s (cap {{cap}} s); members played at the same time drift apart",
      frameCountSpread: "sync group '{{group}}': frame counts differ by {{spread}} (cap {{cap}})",
      fpsSpread: "sync group '{{group}}': declared fps differ by {{spread}} (cap {{cap}})",
      frameIntervalSpread: "sync group '{{group}}': frame intervals differ by {{spread}} (cap {{cap}}); members do not land on the same frames",
      mixedLoopEndpoints:
        "sync group '{{group}}' mixes loop endpoint modes ({{modes}}); members with a duplicated end frame run one frame longer per cycle",
    },
    // Every cap lives in the group declaration itself.
    schema: { type: 'object', properties: {}, additionalProperties: false },
    scopes: [SHARED_SCOPE.member_existence, SHARED_SCOPE.sync_member_measurement, SHARED_SCOPE.sync_compatibility],
    gaps: [
      SHARED_GAP.measurement_unavailable,
      { code: 'sync_frame_grid_unavailable', meaning: 'a sync-group member has no usable frame grid' },
      SHARED_GAP.members_not_evaluated,
      SHARED_GAP.insufficient_measurable_members,
    ],
  },
  applies: (context) => Object.keys(context.contract.syncGroups).length > 0,
  create(context) {
    return {
      document() {
        const groups = context.contract.syncGroups;
        const present = clipNameSet(context.document);
        for (const name of sortedGroupNames(groups)) {
          const group = groups[name]!;
          const members = distinctMembers(group.clips);
          const needFps = group.max_fps_delta !== undefined;
          // max_frame_count_delta also caps frame intervals, which need a frame grid.
          const needGrid = group.max_frame_count_delta !== undefined;
          const rows: MemberRow[] = [];
          const timings: MemberTiming[] = [];
          const missing: string[] = [];

          for (const member of members) {
            if (!present.has(member)) {
              missing.push(member);
              rows.push({ member, measurements: { status: 'missing' } });
              continue;
            }
            const scope = { code: 'sync_member_measurement', subject: member };
            const m = context.clipMeasurements(member);
            if (m === undefined || !Number.isFinite(m.duration_s)) {
              rows.push({ member, measurements: { status: 'unavailable' } });
              context.gap({ code: 'measurement_unavailable', message: `clip '${member}' has no usable duration measurement`, scope });
              continue;
            }
            const declared = context.clipExpectations(member).fps;
            const fps = declared !== undefined && Number.isFinite(declared) && declared > 0 ? declared : undefined;
            const grid = m.frame_grid_availability === 'measured' ? m.frame_grid : undefined;
            const endpoint = m.loop_endpoint_mode_availability === 'measured' ? m.loop_endpoint_mode : undefined;
            const gridStatus = declared === undefined ? 'undeclared' : fps === undefined ? 'invalid_fps' : 'off_grid';
            rows.push({
              member,
              measurements: {
                duration_s: m.duration_s,
                frame_count: m.frame_count,
                fps: fps ?? (declared === undefined ? 'undeclared' : 'invalid'),
                frame_intervals: grid?.frame_intervals ?? gridStatus,
                loop_endpoint_mode: endpoint ?? m.loop_endpoint_mode_availability,
              },
            });
            timings.push({
              durationS: m.duration_s,
              frameCount: m.frame_count,
              ...(fps !== undefined ? { fps } : {}),
              ...(grid !== undefined ? { frameIntervals: grid.frame_intervals } : {}),
              ...(endpoint !== undefined ? { endpoint } : {}),
            });
            context.completed(scope);
            if ((needFps && fps === undefined) || (needGrid && grid === undefined)) {
              const why =
                gridStatus === 'undeclared'
                  ? 'declares no fps'
                  : gridStatus === 'invalid_fps'
                    ? `declares an invalid fps (${declared})`
                    : `has keys or a duration off its declared ${declared} fps grid`;
              context.gap({ code: 'sync_frame_grid_unavailable', message: `sync group '${name}' member '${member}' ${why}`, scope });
            }
            if (m.loop_endpoint_mode_availability === 'unavailable') {
              context.gap({
                code: 'measurement_unavailable',
                message: `the loop endpoint mode of '${member}' could not be derived`,
                scope,
              });
            }
          }

          for (const member of missing) {
            context.report({ messageId: 'memberMissing', data: { group: name, member }, clip: member, members: rows });
          }
          context.completed({ code: 'member_existence', subject: name });

          const compatibility = { code: 'sync_compatibility', subject: name };
          if (missing.length > 0) {
            context.gap({
              code: 'members_not_evaluated',
              message: `sync group '${name}' has ${missing.length} configured member(s) absent from the file`,
              scope: compatibility,
            });
          }
          if (timings.length < 2) {
            context.gap({
              code: 'insufficient_measurable_members',
              message: `sync group '${name}' has ${timings.length} measurable member(s); at least two are required`,
              scope: compatibility,
            });
            continue;
          }

          const judge = (messageId: string, values: number[], cap: number | undefined, digits: number) => {
            if (cap === undefined || values.length < 2) return;
            const spread = valueSpread(values);
            if (!Number.isFinite(spread) || !exceedsF32Cap(spread, cap)) return;
            context.report({
              messageId,
              data: { group: name, spread: fixed(spread, digits), cap: String(cap) },
              measured: spread,
              expected: cap,
              members: rows,
            });
          };
          judge('durationSpread', timings.map((t) => t.durationS), group.max_duration_delta_s, 6);
          judge('frameCountSpread', timings.map((t) => t.frameCount), group.max_frame_count_delta, 0);
          judge('fpsSpread', timings.flatMap((t) => (t.fps === undefined ? [] : [t.fps])), group.max_fps_delta, 6);
          judge(
            'frameIntervalSpread',
            timings.flatMap((t) => (t.frameIntervals === undefined ? [] : [t.frameIntervals])),
            group.max_frame_count_delta,
            0,
          );

          // Only members declared `loop = true` have an endpoint mode; non-loop members are not mixed in.
          const modes = [...new Set(timings.flatMap((t) => (t.endpoint === undefined ? [] : [t.endpoint])))];
          if (modes.length > 1) {
            context.report({
              messageId: 'mixedLoopEndpoints',
              data: { group: name, modes: modes.join(', ') },
              measured: 'mixed',
              expected: 'one shared endpoint mode',
              members: rows,
            });
          }
          context.completed(compatibility);
        }
      },
    };
  },
});
