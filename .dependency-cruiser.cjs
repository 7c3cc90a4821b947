/**
 * Import walls for the server and the packages (decision 018). Counted with type-only imports
 * included: a cycle through a type is still two files that cannot be read one without the other.
 * `npm run check:imports` prints every violation; `npm test` runs it.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment: 'Two files that import each other, directly or through others (import type included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-upward-import',
      comment: 'A folder that imports, directly or through others, a folder that imports it.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist', '/test/', '\\.test\\.ts$'] },
    combinedDependencies: false,
  },
};
