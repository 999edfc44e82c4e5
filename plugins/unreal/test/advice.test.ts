import { expect } from 'chai';
import { isProfileDefinition, type EngineProfileDefinition, type GeneratorRequest } from '@animsmith/cli/plugin';
import { readImportAdviceDocument } from '@animsmith/engine-kit';
import { createStrictValidator, type ImportAdviceV1Document, type ImportAdviceV2Document } from '@animsmith/schemas';
import plugin, { PROFILES } from '../src/index.js';
import { unrealImportAdvice } from '../src/advice/index.js';
import { unrealV2 } from '../src/advice/unreal-v2.js';
import { adviceRequest, loadFbxScene, stacksScene } from '@animsmith/test-utils/import-advice';

type ProjectConfig = GeneratorRequest['config'];

function definition(revision: number): EngineProfileDefinition {
  const found = PROFILES.find((p) => p.profile_revision === revision);
  if (!found || !isProfileDefinition(found)) throw new Error(`unreal rev ${revision} is not a complete profile definition`);
  return found;
}

const validator = createStrictValidator();
function expectValid(document: { schema: string }): void {
  const validate = validator.getSchema(document.schema)!;
  expect(validate(document), JSON.stringify(validate.errors)).to.equal(true);
}

describe('@animsmith/plugin-unreal import advice', () => {
  it('is registered by the plugin for every Unreal profile', () => {
    expect(plugin.generators).to.include(unrealImportAdvice);
    for (const p of PROFILES) expect(unrealImportAdvice.supports(p)).to.equal(true);
    expect(unrealImportAdvice.supports({ ...PROFILES[0]!, engine_version: '5.7' })).to.equal(false);
  });

  it('refuses revision 1 with profile_settings_unmodeled (V1, exit 1) rather than guessing', async () => {
    const asset = await loadFbxScene(stacksScene(['walk']));
    const result = await unrealImportAdvice.generate(adviceRequest(asset, definition(1)));
    expect(result.exitCode).to.equal(1);
    const doc = result.document as ImportAdviceV1Document;
    expectValid(doc);
    expect(doc).to.deep.include({ state: 'refused', refusal_reason: 'profile_settings_unmodeled', clips: [], payload: { engine: 'unreal' } });
    expect(readImportAdviceDocument(JSON.stringify(doc))).to.deep.equal(doc);
    expect(result.render('text')).to.contain('refused (profile_settings_unmodeled)');
  });

  describe('revision-2 sample rate (V2)', () => {
    const revision2 = definition(2);
    const cases: [string, ProjectConfig, [string, boolean | number][], string][] = [
      ['default_30 (profile default)', {}, [['bUseDefaultSampleRate', true]], 'profile_default'],
      ['source_determined', { engine: { settings: { sample_rate: 'source_determined' } } } as ProjectConfig, [['bUseDefaultSampleRate', false], ['CustomSampleRate', 0]], 'explicit_config'],
      ['a custom 60 Hz', { engine: { settings: { sample_rate: 60 } } } as ProjectConfig, [['bUseDefaultSampleRate', false], ['CustomSampleRate', 60]], 'explicit_config'],
    ];
    for (const [name, config, expected, origin] of cases) {
      it(`maps ${name}`, async () => {
        const asset = await loadFbxScene(stacksScene(['walk']));
        const result = await unrealImportAdvice.generate(adviceRequest(asset, revision2, config));
        expect(result.exitCode).to.equal(0);
        const doc = result.document as ImportAdviceV2Document;
        expectValid(doc);
        expect(doc.projection!.target).to.equal('UFbxAnimSequenceImportData');
        expect(doc.projection!.document.map((p) => [p.key, p.value])).to.deep.equal(expected);
        expect(doc.projection!.document.every((p) => p.setting === 'sample_rate' && p.origin === origin)).to.equal(true);
        expect(readImportAdviceDocument(JSON.stringify(doc))).to.deep.equal(doc);
      });
    }

    it('refuses a partial dependency closure without a projection (exit 1)', async () => {
      const asset = await loadFbxScene(stacksScene(['walk']));
      const unreadable = { kind: 'image' as const, index: 0, uri: 'skin.png', unavailableReason: 'unreadable' };
      const partial = { ...asset, source: { ...asset.source, dependencies: { coverage: 'partial' as const, resources: [unreadable] } } };
      const result = await unrealImportAdvice.generate(adviceRequest(partial, revision2));
      expect(result.exitCode).to.equal(1);
      expectValid(result.document);
      expect(result.document).to.include({ state: 'refused', refusal_reason: 'dependency_closure_incomplete' });
      expect(result.render('text')).to.contain('dependency closure: partial');
    });
  });

  it('refuses a fractional custom rate as a configuration error (Unreal stores whole hertz)', () => {
    const provenance = { settings: { document: [{ id: 'sample_rate', value: 29.97, origin: 'explicit_config' }] } };
    expect(() => unrealV2.project({ profile: unrealV2.tuple, provenance, clips: [] } as never)).to.throw(/not default_30, source_determined or a whole number/);
  });
});
