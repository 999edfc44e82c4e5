import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { allSchemas, precompiledValidator } from '../src/index.js';
import { generatedFiles } from '../scripts/generate.mjs';

const generated = await generatedFiles();

describe('generated code (schemas/scripts/generate.mjs)', () => {
  for (const [path, text] of generated) {
    it(`${path} is what the schemas generate now`, () => {
      const committed = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
      // Not a chai diff of megabytes of code: name the file and the remedy.
      expect(committed === text, `schemas/${path} is stale: run \`npm run generate -w @animsmith/schemas\``).to.equal(true);
    });
  }

  it('precompiles a validator for every registered schema', () => {
    for (const schema of allSchemas) {
      const validate = precompiledValidator(schema.$id!);
      expect(validate(null), schema.$id).to.equal(false);
      expect(validate.errors, schema.$id).to.have.length.greaterThan(0);
    }
  });

  it('refuses an unregistered schema id', () => {
    expect(() => precompiledValidator('urn:animsmith:schema:output:1')).to.throw('schema urn:animsmith:schema:output:1 is not registered');
  });
});
