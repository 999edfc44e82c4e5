/** The command table (oclif's explicit strategy): `animsmith checks list` is `checks:list`. */
import ChecksDescribe from './commands/checks-describe.js';
import ChecksList from './commands/checks-list.js';
import Inspect from './commands/inspect.js';
import Lint from './commands/lint.js';
import Measure from './commands/measure.js';
import Pose from './commands/pose.js';
import Report from './commands/report.js';

export const commands = {
  inspect: Inspect,
  measure: Measure,
  lint: Lint,
  report: Report,
  pose: Pose,
  'checks:list': ChecksList,
  'checks:describe': ChecksDescribe,
};
