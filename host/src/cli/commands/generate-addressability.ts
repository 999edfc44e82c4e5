import { Args, Flags } from '@oclif/core';
import { GENERATOR_FLAGS, GeneratorCommand } from '../generator-command.js';

export default class GenerateAddressability extends GeneratorCommand {
  static override summary = 'Write the glTF animation addressability document of one file';
  static override description =
    'Emits the engine-neutral animation inventory (gltf-animation-addressability V1). Under the Bevy revision-1 profile it ' +
    'embeds the Bevy adapter; under Bevy revision 2 the adapter is null (a stderr note says why); under Bevy revision 3 it ' +
    'emits the rich gltf-addressability V2 document. Exit 1 when a ' +
    'required prediction is unavailable (the document is still written), 2 on operator errors.';
  static override examples = [
    '<%= config.bin %> generate addressability Fox.glb',
    '<%= config.bin %> generate addressability --pointer-width 64 -o fox-addressability.json Fox.glb  # Bevy revision 3 only',
  ];
  static override args = { file: Args.string({ description: 'glTF/GLB file', required: true }) };
  static override flags = {
    ...GENERATOR_FLAGS,
    'pointer-width': Flags.option({
      options: ['32', '64'] as const,
      description:
        'Target pointer width (bits) for Bevy animation-target ids; applies only to the V2 document (Bevy profile revision 3) ' +
        'and is refused (exit 2) where V1 is emitted; never inferred from this host',
    })(),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(GenerateAddressability);
    await this.generate('addressability', args.file, flags, flags['pointer-width'] === undefined ? {} : { 'pointer-width': flags['pointer-width'] });
  }
}
