import { expect } from 'chai';
import { Engine } from '../../src/engine/engine.js';
import type { Session } from '../../src/engine/session.js';
import { collectGenerators } from '../../src/generate/collect-generators.js';
import { chooseGenerator, generatorOptions } from '../../src/generate/run-generator.js';
import { bundledGenerators, GENERATOR_PACKAGES } from '../../src/generate/bundled-generators.js';
import { generatorCommands } from '../../src/cli/generator-command.js';
import { OperatorError } from '../../src/engine/errors.js';
import { defineGenerator, type GeneratorDefinition } from '../../src/plugin-api/generator.js';
import { definePlugin, PLUGIN_API_VERSION } from '../../src/plugin-api/plugin.js';

function generator(kind: string, supported: string): GeneratorDefinition {
  return defineGenerator({
    kind,
    description: `${kind} for ${supported}`,
    supports: (profile) => profile?.profile === supported,
    generate: () => {
      throw new Error('not called');
    },
  });
}

const plugin = (name: string, namespace: string, generators: readonly GeneratorDefinition[]) =>
  definePlugin({ meta: { name, version: '1.0.0', namespace, apiVersion: PLUGIN_API_VERSION }, generators });

describe('generators kept by the engine', () => {
  it('Engine.install keeps each plugin’s generators in install order, with their plugin and stage', () => {
    const engine = new Engine();
    const advice = generator('import-advice', 'unity-generic');
    const address = generator('addressability', 'bevy');
    engine.install(plugin('@studio/builtin', 'studio-builtin', [address]), true);
    engine.install(plugin('@animsmith/plugin-unity', 'unity', [advice]), false);
    engine.install(plugin('@animsmith/plugin-none', 'none', []), false);
    expect(engine.generators).to.deep.equal([
      { plugin: '@studio/builtin', builtin: true, generator: address },
      { plugin: '@animsmith/plugin-unity', builtin: false, generator: advice },
    ]);
  });

  it('collectGenerators offers the bundled packages’ generators first as built-ins, then the session engine’s', () => {
    const engine = new Engine();
    const advice = generator('import-advice', 'unity-generic');
    const neutral = generator('addressability', 'none');
    engine.install(plugin('@animsmith/plugin-unity', 'unity', [advice]), false);
    const list = collectGenerators({ engine } as unknown as Session, [{ plugin: '@studio/bundled', generator: neutral }]);
    expect(list.map((r) => [r.plugin, r.builtin, r.generator.kind])).to.deep.equal([
      ['@studio/bundled', true, 'addressability'],
      ['@animsmith/plugin-unity', false, 'import-advice'],
    ]);
    expect(list[1]!.generator).to.equal(advice);
    const tuple = { profile: 'unity-generic', profile_revision: 2, engine_version: '6000.3', importer: 'fbx-model-importer' };
    expect(chooseGenerator('import-advice', list, tuple, '@animsmith/plugin-unity').generator).to.equal(advice);
  });

  it('the CLI bundles the generator packages its package.json names, so every kind has a command', async () => {
    const bundled = await bundledGenerators();
    expect(GENERATOR_PACKAGES.length).to.be.greaterThan(0);
    expect(new Set(bundled.map((b) => b.plugin))).to.deep.equal(new Set(GENERATOR_PACKAGES));
    expect(Object.keys(generatorCommands(bundled)).sort()).to.deep.equal(['generate:addressability', 'generate:import-advice']);
  });
});

describe('generator flags as data', () => {
  const tuple = (revision: number) => ({ profile: 'studio-engine', profile_revision: revision, engine_version: '1', importer: 'x' });
  const flagged = defineGenerator({
    ...generator('layout', 'studio-engine'),
    help: { summary: 'Write the layout', description: 'The layout of one file.', examples: ['<%= config.bin %> generate layout a.glb'], input: 'glTF file' },
    flags: [
      { name: 'width', kind: 'option', options: ['1', '2'], description: 'Width in units', appliesTo: [{ profile: 'studio-engine', revisions: [2] }], refusal: '--width needs revision 2, not {revision}' },
      { name: 'unit', kind: 'string', default: 'm', description: 'Unit', appliesTo: [{ profile: 'studio-engine', revisions: [2] }] },
    ],
    undeclaredFlagRefusal: '--{flag} means nothing to layouts',
  });
  const plain = generator('layout', 'other');

  it('a declared flag applies only under its profiles and revisions (its default too); elsewhere its refusal names the tuple', () => {
    expect(generatorOptions(flagged, { width: '1' }, tuple(2))).to.deep.equal({ width: '1', unit: 'm' });
    expect(generatorOptions(flagged, { unit: 'cm' }, tuple(2))).to.deep.equal({ unit: 'cm' });
    expect(generatorOptions(flagged, {}, tuple(1)), 'a default applies only where its flag does').to.deep.equal({});
    expect(() => generatorOptions(flagged, { width: '1' }, tuple(1))).to.throw(OperatorError, /^--width needs revision 2, not 1$/);
    expect(() => generatorOptions(flagged, { width: '1' }, null)).to.throw(OperatorError, /not \(none\)$/);
    expect(() => generatorOptions(flagged, { depth: '1' }, tuple(2))).to.throw(OperatorError, /^--depth means nothing to layouts$/);
    expect(() => generatorOptions(plain, { width: '1' }, null)).to.throw(OperatorError, /^--width does not apply to layout for other$/);
    expect(generatorOptions(plain, {}, null)).to.deep.equal({});
  });

  it('the command of a kind takes its help from the generator that declares it and the union of the kind’s flags', () => {
    const commands = generatorCommands([
      { plugin: '@studio/a', generator: plain },
      { plugin: '@studio/b', generator: flagged },
    ]);
    const command = commands['generate:layout']!;
    expect(command.summary).to.equal('Write the layout');
    expect(command.examples).to.deep.equal(['<%= config.bin %> generate layout a.glb']);
    expect(Object.keys(command.flags ?? {})).to.deep.equal(['format', 'output', 'width', 'unit']);
    expect((command.flags as Record<string, { description?: string }>).unit!.description).to.equal('Unit [default: m]');
    const width = (command.flags as Record<string, { description?: string; options?: string[] }>).width!;
    expect(width).to.include({ description: 'Width in units' });
    expect(width.options).to.deep.equal(['1', '2']);
    expect(() => generatorCommands([{ plugin: '@studio/c', generator: { ...plain, flags: [{ name: 'format', kind: 'string', description: 'x' }] } }])).to.throw(/--format shadows/);
  });
});
