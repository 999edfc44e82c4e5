/**
 * The skeleton header → the rig spec's `skeleton` block; and the stage, one of the two values a
 * skeleton need not carry.
 */
import { RIG_FIELDS, SPINE_VERSION } from '../spec/constants.js';
import { versionProblem } from '../spec/skeleton-version.js';
import type { RigSkeletonHeader } from '../spec/types.js';
import type { Findings } from './findings.js';
import { carry, input, type JsonObject } from './read.js';

/** The stage a caller may supply for a skeleton that declares none. */
export interface IngestStage {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function ingestHeader(raw: unknown, stage: IngestStage | undefined, findings: Findings): RigSkeletonHeader {
  const head = raw === undefined ? {} : input.object(raw, 'skeleton');
  const problem = versionProblem(head.spine);
  if (problem !== undefined) input.fail('skeleton.spine', problem);
  const out: JsonObject = {};
  carry(head, out, RIG_FIELDS.RigSkeletonHeader, 'skeleton', ['spine'], (field) => {
    findings.add('lossy', 'HEADER_BOOKKEEPING', `skeleton.${field}`, `editor bookkeeping "${field}" has no rig-spec field; the rebuild omits it`);
  });
  // The rig spec has no field for the version: build always writes its own. Reported whenever the
  // source states one (as the reference does, saying whether the byte moves), and also when it
  // states none, because the rebuild then gains the line.
  const stated = head.spine === undefined ? 'states no version' : `states ${JSON.stringify(head.spine)}`;
  const outcome = head.spine === SPINE_VERSION ? ', the same string, so nothing moves' : ', so this line changes on the rebuild';
  findings.add('lossy', 'HEADER_REDERIVED', 'skeleton.spine', `the source ${stated} and the rig spec has no field for it: a rebuild writes "spine": "${SPINE_VERSION}"${outcome}`);
  if (out.width !== undefined && out.height !== undefined) return out as RigSkeletonHeader;
  if (stage === undefined) {
    findings.add(
      'judgement',
      'NO_STAGE',
      'skeleton.width/height',
      'the skeleton declares no stage and none was given; the rig spec states none, so the rebuild declares none either (give --stage x,y,w,h to declare one)',
    );
    return out as RigSkeletonHeader;
  }
  Object.assign(out, { x: stage.x, y: stage.y, width: stage.w, height: stage.h });
  findings.add(
    'judgement',
    'NO_STAGE',
    'skeleton.width/height',
    `the skeleton declares no stage; the caller's ${stage.x},${stage.y},${stage.w},${stage.h} is written, so the rebuilt header gains it`,
  );
  return out as RigSkeletonHeader;
}
