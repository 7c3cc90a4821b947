import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, persons, personAliases, type DatabaseHandle } from '@kakyere/db';
import { loadConfig } from '../../src/config.js';
import { openAppDatabase } from '../../src/open-app-database.js';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';

// First start as the server does it (openAppDatabase, SEED_ON_START): the seed's Members arrive
// through the same importer an editor's file goes through.
let database: DatabaseHandle;
const lines: string[] = [];
beforeAll(async () => {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: ':memory:', SEED_ON_START: 'true' });
  database = await openAppDatabase(config.database, { log: (line) => lines.push(line) });
}, 120_000);
afterAll(() => database.close());

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

describe('the people seed', () => {
  it('gives a new database the 688 persons and the 230 seats of the 5th Parliament', async () => {
    const db = database.db;
    expect(lines).toContain('Seeded 688 Members of Parliament into the empty database.');
    expect(await countOf(db.select({ n: count() }).from(persons))).toBe(688);
    expect(await countOf(db.select({ n: count() }).from(memberships).where(and(eq(memberships.legislativePeriodId, 'term/5'), eq(memberships.role, 'member'))))).toBe(230);
    expect(await countOf(db.select({ n: count() }).from(memberships))).toBe(1199);
    expect(await countOf(db.select({ n: count() }).from(personAliases))).toBeGreaterThanOrEqual(688);
  });

  it('leaves a database that holds people alone', async () => {
    expect(await seedPeople(database.db)).toBe(0);
  });
});
