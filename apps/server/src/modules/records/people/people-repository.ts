/**
 * Reads and writes the people tables in bulk: the seed brings about 2,500 rows, and one statement
 * per few hundred rows keeps a first start quick on the embedded database. Parameterised throughout.
 */
import { count, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  areas,
  legislativePeriods,
  memberships,
  organizations,
  personAliases,
  personRedirects,
  persons,
  type Database,
} from '@kakyere/db';

export const PEOPLE_TABLES = { organizations, legislativePeriods, areas, persons, memberships } as const;
export type PeopleTableName = keyof typeof PEOPLE_TABLES;

type Executor = Pick<Database, 'select' | 'selectDistinct' | 'insert' | 'execute'>;

const CHUNK = 300;
const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** The stored rows of one table with these ids, by id. */
export async function readRowsById(db: Executor, name: PeopleTableName, ids: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const table = PEOPLE_TABLES[name] as typeof persons;
  const found = new Map<string, Record<string, unknown>>();
  for (const part of chunks([...new Set(ids)], 5000)) {
    const rows = await db.select().from(table).where(inArray(table.id, part));
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

/** Inserts new rows and replaces changed ones (every row of one call has the same keys). */
export async function upsertRows(db: Executor, name: PeopleTableName, rows: readonly ({ id: string } & Record<string, unknown>)[]): Promise<void> {
  if (rows.length === 0) return;
  const table = PEOPLE_TABLES[name] as typeof persons;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  // Column names come from the schema, never from the file.
  for (const key of Object.keys(rows[0]!)) if (key !== 'id') set[key] = sql.raw(`excluded."${columns[key]!.name}"`);
  for (const part of chunks(rows)) {
    await db
      .insert(table)
      .values(part as (typeof persons.$inferInsert)[])
      .onConflictDoUpdate({ target: table.id, set });
  }
}

/** Adds aliases; one a person already has (compared normalized) is left as it is. */
export async function addAliases(db: Executor, rows: readonly { personId: string; name: string; normalized: string; origin: string }[]): Promise<void> {
  for (const part of chunks(rows)) await db.insert(personAliases).values(part).onConflictDoNothing();
}

/** Of these ids, those merged into another person: old id → new id. */
export async function readRedirects(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const part of chunks([...new Set(ids)], 5000)) {
    const rows = await db.select({ fromId: personRedirects.fromId, toId: personRedirects.toId }).from(personRedirects).where(inArray(personRedirects.fromId, part));
    for (const row of rows) found.set(row.fromId, row.toId);
  }
  return found;
}

/** The Members with a seat in any of these Parliaments. */
export async function readPersonsSeatedIn(db: Executor, ids: readonly string[], by: 'legislativePeriodId' | 'areaId' = 'legislativePeriodId'): Promise<string[]> {
  const found = new Set<string>();
  for (const part of chunks([...new Set(ids)], 5000)) {
    const rows = await db.selectDistinct({ personId: memberships.personId }).from(memberships).where(inArray(memberships[by], part));
    for (const row of rows) found.add(row.personId);
  }
  return [...found];
}

export async function countPersons(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(persons);
  return row?.n ?? 0;
}

/** Serialises imports (two editors, or replicas seeding a new PostgreSQL database together). */
export async function lockPeopleImport(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'kakyere:people-import'}))`);
}
