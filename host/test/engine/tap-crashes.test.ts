/** A plugin tap that throws is reported as that crash, never as a missing loader or format. */
import { expect } from 'chai';
import { Engine } from '../../src/engine/engine.js';
import { OperatorError } from '../../src/engine/errors.js';
import { createLoadRequest } from '../../src/engine/load-request.js';
import type { LoadRequest } from '../../src/plugin-api/loader.js';
import type { DiffDocument } from '../../src/plugin-api/output-document.js';
import { toolIdentity } from '../../src/output/tool.js';
import { definePlugin, PLUGIN_API_VERSION } from '../../src/plugin-api/plugin.js';

const crashing = definePlugin({
  meta: { name: 'crashy', version: '1.0.0', namespace: 'crashy', apiVersion: PLUGIN_API_VERSION },
  loaders: [
    {
      name: 'crash-loader',
      extensions: ['.crash'],
      load: () => {
        throw new TypeError('cannot read properties of undefined');
      },
    },
  ],
  apply(hooks) {
    hooks.formats.for('boom').tap(() => {
      throw new RangeError('renderer overflowed');
    });
  },
});

const request = (): LoadRequest =>
  createLoadRequest({
    displayPath: 'a.crash',
    absolutePath: '/nonexistent/a.crash',
    bytes: new Uint8Array(0),
    limits: { maxPrimaryBytes: 1024, maxResourceBytes: 1024, maxTotalBytes: 1024 },
  });

describe('plugin tap crashes', () => {
  it('a crashing formatter is named as a crash', () => {
    const engine = new Engine();
    engine.install(crashing, false);
    // The smallest document there is: a diff of two identical assets.
    const asset = { path: 'a.glb', kind: 'asset' as const, input: { sha256: '0'.repeat(64), bytes: 1 } };
    const document: DiffDocument = {
      schema_version: 19,
      schema: 'urn:animsmith:schema:output:19',
      tool: toolIdentity(),
      command: 'diff',
      summary: { deltas: 0 },
      inputs: { before: asset, after: asset },
      deltas: [],
    };
    expect(() => engine.render('boom', document)).to.throw(OperatorError, "--format boom: the renderer crashed: plugin 'crashy' failed: renderer overflowed");
    expect(engine.render('absent', document)).to.equal(undefined);
  });

  it('a crashing loader is named as a crash', async () => {
    const engine = new Engine();
    engine.install(crashing, false);
    let caught: unknown;
    await engine.load(request()).catch((error: unknown) => (caught = error));
    expect(caught).to.be.instanceOf(OperatorError);
    expect((caught as Error).message).to.equal("a.crash: the loader crashed: plugin 'crashy' failed: cannot read properties of undefined");
  });
});
