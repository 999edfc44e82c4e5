/** The command table (oclif's explicit strategy): `animsmith checks list` is `checks:list`. */
import ChecksDescribe from './commands/checks-describe.js';
import ChecksList from './commands/checks-list.js';
import Diff from './commands/diff.js';
import Inspect from './commands/inspect.js';
import Lint from './commands/lint.js';
import Measure from './commands/measure.js';
import Pose from './commands/pose.js';
import ProfilesList from './commands/profiles-list.js';
import Report from './commands/report.js';
import SkeletonCompare from './commands/skeleton-compare.js';
import SkeletonCorrespondence from './commands/skeleton-correspondence.js';
import { BUILTIN_PACKAGES } from '../engine/builtins.js';
import { pluginCommands } from './plugin-commands.js';
import { generatorCommands } from './generator-command.js';
import { bundledGenerators } from '../generate/bundled-generators.js';

export const commands = {
  inspect: Inspect,
  measure: Measure,
  lint: Lint,
  diff: Diff,
  report: Report,
  pose: Pose,
  'checks:list': ChecksList,
  'checks:describe': ChecksDescribe,
  'profiles:list': ProfilesList,
  // `generate <kind>` for every kind the bundled generator packages declare, with their flags.
  ...generatorCommands(await bundledGenerators()),
  'skeleton:compare': SkeletonCompare,
  'skeleton:correspondence': SkeletonCorrespondence,
  // Commands the built-in plugins contribute (`rigc:build`, …), built at startup.
  ...(await pluginCommands(BUILTIN_PACKAGES)),
};
