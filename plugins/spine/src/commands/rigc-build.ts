/** `animsmith rigc build RIG MOTION -o skeleton.json`: the rigc compiler on the command line. */
import { defineCommand } from '@animsmith/cli/plugin';
import { build } from '../build/index.js';
import { parseMotionSpec, parseRigSpec } from '../spec/index.js';
import { blamingFile, readJson } from './io.js';
import { RIGC_BUILD } from './meta.js';

export const rigcBuild = defineCommand({
  ...RIGC_BUILD,
  run(context) {
    const rigPath = context.args['rig']!;
    const motionPath = context.args['motion']!;
    const output = context.flags['output'] as string;
    const rig = blamingFile(rigPath, () => parseRigSpec(readJson(context, rigPath)));
    const motion = blamingFile(motionPath, () => parseMotionSpec(readJson(context, motionPath)));
    const text = blamingFile(`${rigPath} + ${motionPath}`, () => build(rig, motion));
    context.writeFiles([{ path: output, text }], [rigPath, motionPath]);
    return 0;
  },
});
