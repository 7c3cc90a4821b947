import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

/** A transaction on the database, as `db.transaction` hands it to its callback. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The database or a transaction the caller holds: what repository functions take, so a caller can
 * put several of them (and the events they record) in one transaction.
 */
export type DbExecutor = Database | DbTransaction;

export interface DatabaseHandle {
  db: Database;
  /** 'pglite' for the embedded engine, 'postgres' for a server reached by DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL on the same connection(s), for libraries that bring their own SQL (pg-boss). Parameterless
   * text may hold several statements; PGlite runs those through exec, which prepared queries forbid.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** When set, PostgreSQL at this URL; otherwise embedded PGlite in dataDir. */
  databaseUrl?: string | undefined;
  /** Folder for the PGlite files; ':memory:' keeps everything in memory (tests). */
  dataDir: string;
  /** Max pool size for PostgreSQL. */
  poolSize?: number;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** An embedded PGlite (in memory without a folder) with the extensions the migrations create (pg_trgm). */
export function newPglite(dir?: string): PGlite {
  // PGlite reads its options from the first argument when there is no folder.
  return dir === undefined ? new PGlite({ extensions: { pg_trgm } }) : new PGlite(dir, { extensions: { pg_trgm } });
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped from
    // the pool and replaced on next use. Without a listener, pg rethrows it and ends the process.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost while idle: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    // Replicas starting together on a new database would race to create the same tables: one
    // migrates while the others wait on a lock (held by one connection), then find nothing to do.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock(hashtext($1))', ['kakyere:migrations']);
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock(hashtext($1))', ['kakyere:migrations']).catch(() => {});
      lock.release();
    }
    const executeSql = (text: string, values?: unknown[]) => pool.query(text, values);
    return { db, kind: 'postgres', executeSql, close: () => pool.end() };
  }
  let client: PGlite;
  let release = () => {};
  if (options.dataDir === ':memory:') {
    client = newPglite();
  } else {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // One process at a time: a second one refuses here, before it has opened or changed anything.
    release = lockDataDir(path.resolve(options.dataDir));
    client = newPglite(dir);
  }
  const pgliteDb = drizzlePglite(client, { schema });
  try {
    await migratePglite(pgliteDb, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    release();
    throw error;
  }
  // Both drivers expose the same pg-core query builder; the node-postgres type is the common denominator.
  const db = pgliteDb as unknown as Database;
  const executeSql = async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return {
    db,
    kind: 'pglite',
    executeSql,
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
