// Import layers of docs/DESIGN.md ("Layers"), checked by `npm run lint` over every package's src.
// dependency-cruiser rather than eslint-plugin-import-x: import-x's no-cycle skips type-only
// imports, and every cycle this code base had ran through one.
/** The data-model declaration modules plugin-api may name in type-only imports. */
const MODEL_TYPES = '^host/src/(model/|measure/types\\.ts$|sample/metric-grids\\.ts$|engine/config/project-config\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, counting type-only imports: move the shared declaration to the module that owns it.',
      severity: 'error',
      from: { path: '^(host|checks|schemas|plugins/[^/]+)/src/' },
      to: { circular: true },
    },
    {
      name: 'loaders-below-views',
      comment: 'Loaders turn bytes into the model; they never import the output formats or the HTML report.',
      severity: 'error',
      from: { path: '^host/src/loaders/' },
      to: { path: '^host/src/(formats|report)/' },
    },
    {
      name: 'plugin-api-imports-no-implementation',
      comment: 'plugin-api (but its barrel index.ts) takes values only from plugin-api and packages.',
      severity: 'error',
      from: { path: '^host/src/plugin-api/', pathNot: '^host/src/plugin-api/index\\.ts$' },
      to: { path: '^host/src/', pathNot: '^host/src/plugin-api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'plugin-api-types-from-the-model',
      comment: 'plugin-api names host types only from the data-model declaration modules (MODEL_TYPES).',
      severity: 'error',
      from: { path: '^host/src/plugin-api/', pathNot: '^host/src/plugin-api/index\\.ts$' },
      to: { path: '^host/src/', pathNot: [MODEL_TYPES, '^host/src/plugin-api/'], dependencyTypes: ['type-only'] },
    },
    {
      name: 'plugins-use-the-public-api',
      comment: 'A plugin package imports the host only as a package (@animsmith/cli/plugin), never its sources.',
      severity: 'error',
      from: { path: '^plugins/[^/]+/src/' },
      to: { path: '^host/src/' },
    },
    {
      name: 'plugin-api-barrel-is-an-entry',
      comment: 'plugin-api/index.ts assembles the public surface; inside the host only src/index.ts imports it.',
      severity: 'error',
      from: { path: '^host/src/', pathNot: '^host/src/index\\.ts$' },
      to: { path: '^host/src/plugin-api/index\\.ts$' },
    },
  ],
  options: {
    // Built output and installed packages are not the layers; workspace packages resolve into
    // their dist/ and drop out here, so the rules see each package's own src.
    exclude: { path: '(^|/)(dist|node_modules)/' },
    doNotFollow: { path: 'node_modules' },
    // Count `import type` edges too (TypeScript's pre-compilation view).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
    },
  },
};
