import { DataDirLockedError, openDatabase, seedDatabase, type DatabaseHandle } from '@kakyere/db';
import { seedBills } from './modules/records/bills/seed-bills.js';
import type { Config } from './config.js';
import { seedPeople } from './modules/records/people/seed-people.js';
import { indexUnindexedSpeeches } from './modules/records/search/index-unindexed-speeches.js';
import { readPendingAbbreviations } from './modules/records/search/read-pending-abbreviations.js';
import { revectorStaleSittings } from './modules/records/search-index/revector-stale-sittings.js';

/**
 * Opens the configured database, migrates it and, on first use, seeds it. Every entry point (the
 * server, the ingest CLI) goes through here, so whichever runs first leaves the same database.
 */
export async function openAppDatabase(
  config: Config['database'],
  options: { poolSize?: number; log?: (line: string) => void; exitWhenLocked?: boolean } = {},
): Promise<DatabaseHandle> {
  const log = options.log ?? console.log;
  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: config.url,
      dataDir: config.dataDir,
      poolSize: options.poolSize ?? config.poolSize,
    });
  } catch (error) {
    // A command started while the server (or another command) holds the embedded database: one
    // line saying who holds it and what to do, exit code 1, nothing changed.
    if (options.exitWhenLocked && error instanceof DataDirLockedError) {
      console.error(`error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (config.seedOnStart) {
    const inserted = await seedDatabase(database.db);
    if (inserted > 0) log(`Seeded ${inserted} Hansards into the empty database.`);
    const insertedBills = await seedBills(database.db);
    if (insertedBills > 0) log(`Seeded ${insertedBills} bills into the empty database.`);
    // The importer lives with the server's records (checks, reports), so the people seed runs here.
    const insertedPeople = await seedPeople(database.db);
    if (insertedPeople > 0) log(`Seeded ${insertedPeople} Members of Parliament into the empty database.`);
  }
  // Speeches stored before search existed are indexed once, whatever seeding does.
  const indexed = await indexUnindexedSpeeches(database.db);
  if (indexed > 0) log(`Indexed ${indexed} speeches for search.`);
  const abbreviated = await readPendingAbbreviations(database.db);
  if (abbreviated > 0) log(`Read the abbreviations of ${abbreviated} sittings for search.`);
  const revectored = await revectorStaleSittings(database.db);
  if (revectored > 0) log(`Indexed again who spoke in ${revectored} sittings for search.`);
  return database;
}
