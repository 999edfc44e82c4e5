// ESLint 9 flat config for every package's src and test, and the bench/ and examples/ scripts.
// Code rules only: import layers and cycles are dependency-cruiser's (.dependency-cruiser.cjs),
// because it also follows type-only imports, which is where this code base's cycles were.
// The non-type-checked sets keep the whole lint to seconds; tsc (strict) does the type checking.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const packages = '{host,checks,schemas,plugins/*,test-utils}';

export default defineConfig(
  // host/assets/report/*.js are browser scripts inlined verbatim into the HTML report (ES5 style,
  // tested in Chromium); they are not part of the packages' src/test.
  { ignores: ['**/dist/', '**/node_modules/', 'artifacts/', 'bench/out/', 'host/assets/'] },
  {
    files: [`${packages}/{src,test}/**/*.{ts,mjs,js}`, 'bench/**/*.mjs', 'examples/**/*.mjs', 'scripts/**/*.ts', 'schemas/scripts/*.mjs', '*.{js,cjs}', 'host/bin/*.js'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A leading underscore is this code base's mark for a value dropped on purpose (rest-spread
      // omission, unused callback parameters).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: [`${packages}/test/**/*.ts`],
    rules: {
      // Tests build malformed documents and poke at untyped JSON, which needs `any`.
      '@typescript-eslint/no-explicit-any': 'off',
      // chai's property assertions (`expect(x).to.be.NaN`) are expression statements.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
);
