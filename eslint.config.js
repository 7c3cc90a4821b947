import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// One zone per web feature: a feature may not import another (they meet only in src/app).
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const featureZones = features.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: features.filter((other) => other !== name).map((other) => `./apps/web/src/features/${other}`),
  message: 'Features do not import each other; compose them in src/app.',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      // Imports flow one way: contract ← db ← server, contract ← web; web features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contract', from: ['./packages/db', './apps'], message: 'The contract has no I/O and no app code.' },
            { target: './packages/db', from: './apps', message: 'The db package must not depend on an app.' },
            { target: './apps/server', from: './apps/web', message: 'The server does not import web code.' },
            { target: './apps/web', from: ['./apps/server', './packages/db'], message: 'The web app talks to the server over HTTP only.' },
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'], message: 'Shared UI must not depend on features.' },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features must not import the app shell.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { self: 'readonly', caches: 'readonly', clients: 'readonly', fetch: 'readonly', URL: 'readonly', Response: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs', 'bench/**/*.{js,mjs}', 'eslint.config.js'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
);
