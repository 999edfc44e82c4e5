/**
 * What the host shows of each rigc command (id, help, arguments, flags), apart from what it runs,
 * so listing the plugin's commands loads neither the compiler nor the ingester.
 */
import type { CommandDefinition } from '@animsmith/cli/plugin';

type CommandMeta = Omit<CommandDefinition, 'run'>;

export const RIGC_BUILD: CommandMeta = {
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
};

export const RIGC_INGEST: CommandMeta = {
  id: 'rigc:ingest',
  summary: 'Turn a Spine 4.3 skeleton JSON into a rig spec and a motion spec',
  description:
    'The inverse of rigc build: writes <DIR>/<NAME>.rig.json and <DIR>/<NAME>.motion.json (both or neither) so that ' +
    'building them reproduces the skeleton byte for byte, except what the findings declare. Findings are blocker (the ' +
    'spec format cannot say it; exit 1), judgement (the skeleton does not carry it) or lossy (re-derived, said out loud).',
  examples: [
    '<%= config.bin %> rigc ingest hero.json --name hero --art none -o specs',
    '<%= config.bin %> rigc ingest hero.json --name hero --art loose --images art --stage 0,0,512,512 -o specs --format json',
  ],
  args: [{ name: 'skeleton', description: 'Spine 4.3 skeleton JSON', required: true }],
  flags: [
    { kind: 'string', name: 'name', description: 'Rig name (also the motion spec\'s archetype and the output file stem)', required: true },
    { kind: 'option', name: 'art', options: ['loose', 'none'], description: 'loose: an image per attachment; none: width/height only', required: true },
    { kind: 'string', name: 'images', description: 'Folder of the loose images (only with --art loose)' },
    { kind: 'string', name: 'stage', description: 'Stage x,y,width,height for a skeleton whose header has no size' },
    { kind: 'string', name: 'output', char: 'o', description: 'Folder to write the two specs into (must exist)', required: true },
    { kind: 'option', name: 'format', options: ['text', 'json'], default: 'text', description: 'How findings are printed' },
  ],
};
