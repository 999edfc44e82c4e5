/**
 * oclif's help, plus `generate <kind> --help` for a kind only a project plugin registers
 * (`project-generator-command.ts`): oclif's own help knows the build manifest's commands only.
 * Help for a subject that is neither a command nor a topic is the unknown-command refusal a run
 * of it gets, not oclif's own error line. oclif loads this class (package.json `oclif.helpClass`)
 * only when help is asked for.
 */
import { getHelpFlagAdditions, Help, standardizeIDFromArgv } from './oclif.js';
import { refuseUnknownCommand } from './hooks/command-not-found.js';

export default class AnimsmithHelp extends Help {
  override async showHelp(argv: string[]): Promise<void> {
    const [topic, kind] = argv.filter((arg) => !arg.startsWith('-'));
    if (topic === 'generate' && kind !== undefined && this.config.findCommand(`generate:${kind}`) === undefined) {
      const { projectGeneratorHelp } = await import('./project-generator-command.js');
      const command = await projectGeneratorHelp(kind, argv, this.config);
      if (command !== undefined) return this.showCommandHelp(command);
    }
    const subject = this.subject(argv);
    if (subject !== undefined && this.config.findCommand(subject) === undefined && this.config.findTopic(subject) === undefined) {
      return refuseUnknownCommand(subject, this.config);
    }
    return super.showHelp(argv);
  }

  /** The command or topic id help is asked about, found as oclif's help finds it. */
  private subject(argv: readonly string[]): string | undefined {
    const helpFlags = getHelpFlagAdditions(this.config);
    const args = argv.filter((arg) => !helpFlags.includes(arg));
    const words = this.config.topicSeparator === ':' ? args : standardizeIDFromArgv(args, this.config);
    for (const arg of words) {
      if (arg === '--' || arg.startsWith('-')) return undefined;
      if (arg !== 'help') return arg;
    }
    return undefined;
  }
}
