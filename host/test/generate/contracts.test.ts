import { expect } from 'chai';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import bevyPlugin from '@animsmith/plugin-bevy';
import { CORPUS, engineToml, scratchProject } from '@animsmith/test-utils';
import { createEngineWithBuiltins } from '../../src/engine/builtins.js';
import { Engine } from '../../src/engine/engine.js';
import { OperatorError } from '../../src/engine/errors.js';
import { definePlugin, PLUGIN_API_VERSION } from '../../src/plugin-api/plugin.js';

const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');
const V1 = 'urn:animsmith:schema:gltf-animation-addressability:1';
const V2 = 'urn:animsmith:schema:gltf-addressability:2';

/** A project plugin with one engine tuple, an addressability generator for it and (optionally) its contract. */
function studioPlugin(options: { readonly registers: boolean; readonly emits: 'valid' | 'invalid' }): string {
  return `const SCHEMA = 'urn:studio:schema:layout:1';
export default {
  meta: { name: 'studio-layout', version: '1.0.0', namespace: 'studio', apiVersion: ${PLUGIN_API_VERSION} },
  profiles: [{
    profile: 'studio-engine', profile_revision: 1, engine_version: '1.0', importer: 'studio-importer',
    fact_bundle: 'urn:animsmith:engine-profile:studio-engine:1',
    contracts: { provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' },
    accepted_formats: ['glb'],
    facts: [{ id: 'f', state: 'known', value: 1, sources: ['src'] }],
    sources: [{ id: 'src', target_version: '1.0', url: 'https://example.com', verified_on: '2026-01-01' }],
    settings: [],
  }],
  generators: [{
    kind: 'addressability',
    description: 'studio layout',
    supports: (p) => p !== null && p.profile === 'studio-engine',
    generate: (request) => ({
      document: { schema: SCHEMA, bones: ${options.emits === 'valid' ? 'request.document.bones.length' : "'many'"} },
      exitCode: 0,
      render: () => 'layout\\n',
    }),
  }],
  contracts: ${options.registers ? `[{
    id: SCHEMA,
    schema: { $id: SCHEMA, type: 'object' },
    read(input) {
      const doc = JSON.parse(typeof input === 'string' ? input : new TextDecoder().decode(input));
      if (!Number.isInteger(doc.bones)) throw new Error('/bones: must be an integer');
      return doc;
    },
    emittedBy: ['generate addressability'],
  }]` : '[]'},
};
`;
}

const STUDIO_TOML = '[plugins]\nstudio = "./studio.mjs"\n\n[engine]\nprofile = "studio-engine"\nprofile_revision = 1\nengine_version = "1.0"\nimporter = "studio-importer"\n';

describe('contracts registry (hooks.contracts)', () => {
  it('@animsmith/schemas registers the built-in contracts as a built-in plugin; the Bevy plugin registers its own V2', async () => {
    const engine = await createEngineWithBuiltins();
    const builtins = engine.contracts();
    expect(builtins.get('urn:animsmith:schema:output:19')).to.include({ plugin: '@animsmith/schemas' });
    expect(builtins.get(V1)?.emittedBy).to.deep.equal(['generate addressability']);
    expect(builtins.has(V2)).to.equal(false);

    const pinned = await createEngineWithBuiltins();
    pinned.install(bevyPlugin, false);
    expect(pinned.contracts().get(V2)).to.include({ plugin: '@animsmith/plugin-bevy' });
  });

  it('refuses a contract registered twice, and a schema whose $id is not the contract id', () => {
    const read = () => null;
    const plugin = (name: string, id: string, $id = id) =>
      definePlugin({ meta: { name, version: '1.0.0', namespace: name, apiVersion: PLUGIN_API_VERSION }, contracts: [{ id, schema: { $id }, read, emittedBy: [] }] });
    const twice = new Engine();
    twice.install(plugin('a', 'urn:x:1'), false);
    twice.install(plugin('b', 'urn:x:1'), false);
    expect(() => twice.contracts()).to.throw(OperatorError, /contract 'urn:x:1' is registered twice \(by a and b\)/);
    const mismatched = new Engine();
    mismatched.install(plugin('a', 'urn:x:1', 'urn:x:2'), false);
    expect(() => mismatched.contracts()).to.throw(OperatorError, /plugin 'a' registers contract 'urn:x:1' with a schema whose \$id is "urn:x:2"/);
  });

  describe('generate reads its document back through the registered contract before writing', () => {
    const project = scratchProject('contracts-');
    const studio = (options: Parameters<typeof studioPlugin>[0]) => {
      writeFileSync(path.join(project.dir, 'studio.mjs'), studioPlugin(options));
      project.configure(STUDIO_TOML);
    };

    it('a fixture plugin’s contract takes effect: its valid document is written', async () => {
      studio({ registers: true, emits: 'valid' });
      const r = await project.run(['generate', 'addressability', FOX]);
      expect(r.status, r.stderr).to.equal(0);
      const doc = JSON.parse(r.stdout) as { schema: string; bones: number };
      expect(doc.schema).to.equal('urn:studio:schema:layout:1');
      expect(Number.isInteger(doc.bones) && doc.bones > 0).to.equal(true);
    });

    it('a document its contract’s reader refuses is an internal error: exit 2, nothing written', async () => {
      studio({ registers: true, emits: 'invalid' });
      const out = path.join(project.dir, 'out.json');
      const r = await project.run(['generate', 'addressability', FOX, '-o', out]);
      expect(r.status).to.equal(2);
      expect(r.stderr).to.match(/^animsmith: internal error: generate addressability: the generated document fails its contract urn:studio:schema:layout:1: \/bones: must be an integer\n$/);
      expect(r.stdout).to.equal('');
      expect(existsSync(out)).to.equal(false);
    });

    it('a document whose identity no plugin registers is an internal error too', async () => {
      studio({ registers: false, emits: 'valid' });
      const r = await project.run(['generate', 'addressability', FOX, '--format', 'text']);
      expect(r.status).to.equal(2);
      expect(r.stderr).to.match(/internal error: generate addressability: the generator emitted "urn:studio:schema:layout:1", which no plugin registers as a contract/);
      expect(r.stdout).to.equal('');
    });

    it('real outputs read back through the registry: V1, V2 (the Bevy plugin’s own) and lint', async () => {
      const engine = await createEngineWithBuiltins();
      engine.install(bevyPlugin, false);
      const registry = engine.contracts();
      const readBack = (stdout: string) => {
        const schema = (JSON.parse(stdout) as { schema: string }).schema;
        const contract = registry.get(schema);
        expect(contract, schema).to.not.equal(undefined);
        return contract!.read(stdout);
      };
      const v1 = await project.run(['generate', 'addressability', FOX], '');
      expect(readBack(v1.stdout)).to.deep.include({ schema: V1, bevy: null });
      const v2 = await project.run(['generate', 'addressability', FOX, '--pointer-width', '64'], engineToml('bevy', 3));
      expect(v2.status, v2.stderr).to.equal(0);
      expect(readBack(v2.stdout)).to.deep.include({ schema: V2 });
      const lint = await project.run(['lint', '--format', 'json', FOX], engineToml('bevy', 1));
      expect(readBack(lint.stdout)).to.deep.include({ command: 'lint' });
    });
  });
});
