/**
 * oclif's help, plus `generate <kind> --help` for a kind only a project plugin registers
 * (`project-generator-command.ts`): oclif's own help knows the build manifest's commands only.
 * oclif loads this class (package.json `oclif.helpClass`) only when help is asked for.
 */
import { Help } from './oclif.js';

export default class AnimsmithHelp extends Help {
  override async showHelp(argv: string[]): Promise<void> {
    const [topic, kind] = argv.filter((arg) => !arg.startsWith('-'));
    if (topic === 'generate' && kind !== undefined && this.config.findCommand(`generate:${kind}`) === undefined) {
      const { projectGeneratorHelp } = await import('./project-generator-command.js');
      const command = await projectGeneratorHelp(kind, argv, this.config);
      if (command !== undefined) return this.showCommandHelp(command);
    }
    return super.showHelp(argv);
  }
}
