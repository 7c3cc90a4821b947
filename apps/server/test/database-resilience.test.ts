import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@kakyere/db';
import { openTestDatabase } from './test-app.js';

// PostgreSQL only (PGlite runs in-process): CI runs this file against a real server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  it('survive the server ending an idle connection: no crash, and the next query gets a new one', async () => {
    const database = await openTestDatabase();
    try {
      const before = await database.executeSql('select pg_backend_pid() as pid, current_database() as name');
      const { pid, name } = before.rows[0] as { pid: number; name: string };
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid = $2', [name, pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = await database.executeSql('select 1 as ok');
      expect(after.rows[0]).toEqual({ ok: 1 });
    } finally {
      await database.close();
      await database.drop();
    }
  });

  it('let several replicas start together on a new database: one migrates, the others wait and find it done', async () => {
    const name = `kakyere_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const replicas = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:', poolSize: 2 })));
      const applied = await replicas[0]!.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBeGreaterThan(8);
      await Promise.all(replicas.map((r) => r.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
