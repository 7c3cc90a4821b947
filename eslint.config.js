import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Imports flow one way: contract ← db ← server, contract ← web; a web feature never imports another.
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const featureRules = features.map((name) =>
  restrict(
    [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    [
      {
        group: features.filter((other) => other !== name).flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`, `../${other}/**`, `../../${other}/**`, `../../../${other}/**`]),
        message: 'Features do not import each other; compose them in src/app.',
      },
      { group: ['**/app/**', '../../app/*'], message: 'Features must not import the app shell.' },
    ],
  ),
);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  restrict(['packages/contract/**/*.ts'], [
    { group: ['@kakyere/db', '**/apps/**', 'pg', 'fastify', 'node:*'], message: 'The contract has no I/O and no app code.' },
  ]),
  restrict(['packages/db/**/*.ts'], [{ group: ['**/apps/**'], message: 'The db package must not depend on an app.' }]),
  restrict(['apps/server/**/*.ts'], [{ group: ['**/apps/web/**', '**/web/src/**'], message: 'The server does not import web code.' }]),
  restrict(['apps/web/src/**/*.{ts,tsx}'], [
    { group: ['@kakyere/db', 'pg', 'fastify', '**/apps/server/**'], message: 'The web app talks to the server over HTTP only.' },
  ]),
  {
    // The browser takes the contract's types and plain values only; schemas stay on the server.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          { name: '@kakyere/contract', allowTypeImports: true, message: "Import values from '@kakyere/contract/constants': zod stays out of the browser (decision record 005)." },
          { name: 'zod', message: 'zod stays out of the browser (decision record 005).' },
        ],
      }],
    },
  },
  restrict(['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'], [
    { group: ['**/features/**', '**/app/**'], message: 'Shared UI and helpers must not depend on features or the shell.' },
  ]),
  ...featureRules,
  {
    files: ['**/*.cjs', 'apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { self: 'readonly', caches: 'readonly', clients: 'readonly', fetch: 'readonly', URL: 'readonly', Response: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs', 'bench/**/*.{js,mjs}', 'eslint.config.js'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
);
