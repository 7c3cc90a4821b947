import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { newPglite, type Database } from './client.js';
import * as schema from './schema.js';

// For the tests of a migration ('@kakyere/db/testing'): not part of the package's runtime entry.

/** The package's migrations, for a test that migrates a database of its own. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** An in-memory database migrated up to (not including) migration `tag`: a database as it was before. */
export interface DatabaseBefore {
  client: PGlite;
  db: Database;
  /** Applies `tag` and every later migration. */
  migrateToLatest(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabaseBefore(tag: string): Promise<DatabaseBefore> {
  const before = await migrationsBefore(tag);
  const client = newPglite();
  const db = drizzle(client, { schema }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: before });
  return {
    client,
    db,
    migrateToLatest: () => migrate(db as never, { migrationsFolder }),
    close: async () => {
      await client.close();
      await rm(before, { recursive: true, force: true });
    },
  };
}

/** The migrations up to (not including) `tag`, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kakyere-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`no migration before ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}
