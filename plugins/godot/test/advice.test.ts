import { expect } from 'chai';
import { isProfileDefinition, type EngineProfileDefinition } from '@animsmith/cli/plugin';
import { readImportAdviceDocument } from '@animsmith/engine-kit';
import { createStrictValidator, type ImportAdviceV1Document } from '@animsmith/schemas';
import plugin, { PROFILES } from '../src/index.js';
import { godotImportAdvice } from '../src/advice/index.js';
import { adviceRequest, loadFbxScene, stacksScene } from '@animsmith/test-utils/import-advice';

function definition(): EngineProfileDefinition {
  const found = PROFILES[0];
  if (!found || !isProfileDefinition(found)) throw new Error('godot rev 1 is not a complete profile definition');
  return found;
}

describe('@animsmith/plugin-godot import advice', () => {
  it('is registered by the plugin', () => {
    expect(plugin.generators).to.include(godotImportAdvice);
    expect(godotImportAdvice.supports(PROFILES[0]!)).to.equal(true);
  });

  it('refuses revision 1 with profile_settings_unmodeled (V1, exit 1) and renders the refusal', async () => {
    const asset = await loadFbxScene(stacksScene(['walk', 'idle']));
    const result = await godotImportAdvice.generate(adviceRequest(asset, definition()));
    expect(result.exitCode).to.equal(1);
    const doc = result.document as ImportAdviceV1Document;
    const validate = createStrictValidator().getSchema(doc.schema)!;
    expect(validate(doc), JSON.stringify(validate.errors)).to.equal(true);
    expect(doc).to.deep.include({ state: 'refused', refusal_reason: 'profile_settings_unmodeled', clips: [], payload: { engine: 'godot' } });
    expect(readImportAdviceDocument(JSON.stringify(doc))).to.deep.equal(doc);
    expect(result.render('markdown')).to.contain('- state: refused (profile\\_settings\\_unmodeled)');
  });
});
