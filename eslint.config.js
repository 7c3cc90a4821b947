import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Imports flow one way: contract ← db ← server, contract ← web; a web feature never imports another.
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
// A later no-restricted-imports entry replaces an earlier one for the files both match, so the
// server's module rules repeat the server-wide patterns.
const serverPatterns = [{ group: ['**/apps/web/**', '**/web/src/**'], message: 'The server does not import web code.' }];
// Domain modules are what jobs, routes and commands call; they never reach back up (decision 018).
const modulePatterns = [
  ...serverPatterns,
  {
    group: ['jobs', 'runtime', 'routes', 'plugins', 'cli'].flatMap((layer) => [`../../${layer}/**`, `../../../${layer}/**`, `../../../../${layer}/**`, `../../../../../${layer}/**`, `**/src/${layer}/**`]),
    message: 'modules/ never imports jobs/, runtime/, routes/, plugins/ or cli/: they call modules, not the other way round.',
  },
];
// The same for the web app: every web entry repeats "HTTP only", or a feature could import the database.
const webPatterns = [{ group: ['@kakyere/db', 'pg', 'fastify', '**/apps/server/**', '**/server/src/**'], message: 'The web app talks to the server over HTTP only.' }];
/** Imports of apps/server/src/modules/<group>/<name>, relative from a sibling module, another group or further away. */
const moduleGroup = (name) => [`**/modules/*/${name}`, `**/modules/*/${name}/**`, `../${name}`, `../${name}/**`, `../../${name}/**`, `../../*/${name}/**`, `../../../*/${name}/**`, `../../../../*/${name}/**`];
const aiPatterns = [
  ...modulePatterns,
  { group: moduleGroup('ingest'), message: 'modules/engines/ai does not import modules/records/ingest: sitting types are in engines/official-report, quote location in engines/text-index.' },
];
const aiTasks = ['hansard-analysis', 'legal-opinion'];
const aiTaskPattern = (tasks) => ({
  group: tasks.flatMap((task) => [`**/ai/${task}`, `**/ai/${task}/**`, `../${task}`, `../${task}/**`, `../../${task}/**`, `../../../${task}/**`]),
  message: 'An AI task does not import another task: what tasks share is in ai/shared, ai/transport and ai/readability.',
});
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const featureRules = features.map((name) =>
  restrict(
    [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    [
      ...webPatterns,
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
  restrict(['apps/server/**/*.ts'], serverPatterns),
  restrict(['apps/server/src/modules/**/*.ts'], modulePatterns),
  // Hansard analysis (engines/ai) and ingestion (records/ingest) meet in engines/official-report and engines/text-index (decision 010).
  restrict(['apps/server/src/modules/engines/ai/**/*.ts'], aiPatterns),
  // Each AI task in its own folder: a task never imports another, and what they share never imports a task.
  ...aiTasks.map((task) =>
    restrict([`apps/server/src/modules/engines/ai/${task}/**/*.ts`], [...aiPatterns, aiTaskPattern(aiTasks.filter((other) => other !== task))]),
  ),
  restrict(['shared', 'transport', 'readability'].map((folder) => `apps/server/src/modules/engines/ai/${folder}/**/*.ts`), [...aiPatterns, aiTaskPattern(aiTasks)]),
  restrict(['apps/server/src/modules/engines/official-report/**/*.ts'], [
    ...modulePatterns,
    { group: [...moduleGroup('ai'), ...moduleGroup('ingest')], message: 'modules/official-report is shared by ai and ingest and imports neither.' },
  ]),
  restrict(['apps/server/src/modules/engines/text-index/**/*.ts'], [
    ...modulePatterns,
    { group: [...moduleGroup('ai'), ...moduleGroup('ingest'), ...moduleGroup('official-report')], message: 'modules/text-index knows nothing of its sources or its users.' },
  ]),
  restrict(['apps/web/src/**/*.{ts,tsx}'], webPatterns),
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
    ...webPatterns,
    { group: ['**/features/**', '**/app/**'], message: 'Shared UI and helpers must not depend on features or the shell.' },
  ]),
  ...featureRules,
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } } },
  {
    files: ['**/*.cjs', 'apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { self: 'readonly', caches: 'readonly', clients: 'readonly', fetch: 'readonly', URL: 'readonly', Response: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs', 'bench/**/*.{js,mjs}', 'eslint.config.js'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
);
