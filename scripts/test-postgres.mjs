// Runs the database-backed suite again on PostgreSQL when TEST_DATABASE_URL names a server
// (CI sets it; see scripts/with-postgres.sh). Without it there is nothing to run against.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL suite skipped: TEST_DATABASE_URL is not set (scripts/with-postgres.sh npm test sets it).');
  process.exit(0);
}
console.log(`Running the database-backed suite on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`);
const result = spawnSync('npx', ['vitest', 'run', 'apps/server', 'packages/db'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
