import { expect } from 'chai';
import { Engine } from '../../src/engine/engine.js';
import type { Session } from '../../src/engine/session.js';
import { collectGenerators } from '../../src/generate/collect-generators.js';
import { chooseGenerator } from '../../src/generate/run-generator.js';
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

  it('collectGenerators offers the host’s own first, then the session engine’s (no second plugin import)', () => {
    const engine = new Engine();
    const advice = generator('import-advice', 'unity-generic');
    engine.install(plugin('@animsmith/plugin-unity', 'unity', [advice]), false);
    const list = collectGenerators({ engine } as unknown as Session);
    expect(list.map((r) => [r.plugin, r.builtin, r.generator.kind])).to.deep.equal([
      ['@animsmith/cli', true, 'addressability'],
      ['@animsmith/plugin-unity', false, 'import-advice'],
    ]);
    expect(list[1]!.generator).to.equal(advice);
    const tuple = { profile: 'unity-generic', profile_revision: 2, engine_version: '6000.3', importer: 'fbx-model-importer' };
    expect(chooseGenerator('import-advice', list, tuple, '@animsmith/plugin-unity').generator).to.equal(advice);
  });
});
