/** `animsmith rigc build RIG MOTION -o skeleton.json`: the rigc compiler on the command line. */
import { defineCommand } from '@animsmith/cli/plugin';
import { build } from '../build/index.js';
import { parseMotionSpec, parseRigSpec } from '../spec/index.js';
import { blamingFile, readJson } from './io.js';

export const rigcBuild = defineCommand({
  id: 'rigc:build',
  summary: 'Compile a rig spec and a motion spec into Spine 4.3 skeleton JSON',
  description:
    'Reads a rigc rig spec ("spec": "rigc-rig/1") and motion spec ("spec": "rigc-motion/1"), checks both with the spec ' +
    'parsers, and writes the skeleton JSON the Spine 4.3 runtimes load, in the Spine editor\'s print format. Deterministic: ' +
    'the same specs give the same bytes. The output is written atomically; a spec the compiler refuses is exit 2 with one line.',
  examples: ['<%= config.bin %> rigc build hero.rig.json hero.motion.json -o hero.json'],
  args: [
    { name: 'rig', description: 'Rig spec (JSON)', required: true },
    { name: 'motion', description: 'Motion spec (JSON)', required: true },
  ],
  flags: [{ kind: 'string', name: 'output', char: 'o', description: 'Skeleton JSON file to write', required: true }],
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
