import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@kakyere/db';
import { buildApp } from '../src/app.js';
import { loadConfig, type ConfigEnv } from '../src/config.js';

export interface TestApp {
  app: FastifyInstance;
  /** `url`: the PostgreSQL database's address (undefined on PGlite). */
  database: DatabaseHandle & { url?: string };
  close(): Promise<void>;
}

/**
 * A real database for each test file: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { drop(): Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: ':memory:' });
    return { ...handle, drop: async () => {} };
  }
  const name = `kakyere_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:', poolSize: 4 });
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** `configure` adds to the built app before it is ready, e.g. a route only a test needs. */
export async function createTestApp(
  overrides: ConfigEnv = {},
  { configure }: { configure?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', CACHE_REVALIDATE_MS: '0', ...overrides });
  const app = await buildApp({ config, database });
  await configure?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await database.drop();
    },
  };
}
