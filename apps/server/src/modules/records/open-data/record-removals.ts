import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { personUrlId, type DeletedRecord, type MergedRecord } from '@kakyere/contract';
import { bills, hansards, persons, recordRemovals, type DbExecutor, type RecordKind } from '@kakyere/db';

const TABLES = { hansard: hansards, bill: bills, person: persons } as const;

/** People are known to the API by their id without its `person/` prefix; sittings and bills by theirs. */
const apiId = (kind: RecordKind, id: string) => (kind === 'person' ? personUrlId(id) : id);
const toIso = (timestamp: string) => new Date(timestamp).toISOString();

/**
 * Items of `kind` deleted after `since`, oldest first. One deleted and stored again under its id (a
 * sitting re-ingested) is there, not gone; a person merged away is reported as merged, not here.
 */
export async function selectDeletedSince(db: DbExecutor, kind: RecordKind, since: string): Promise<DeletedRecord[]> {
  const table = TABLES[kind];
  const rows = await db
    .select({ id: recordRemovals.recordId, at: sql<string>`max(${recordRemovals.removedAt})` })
    .from(recordRemovals)
    .where(
      and(
        eq(recordRemovals.kind, kind),
        gt(recordRemovals.removedAt, since),
        sql`${recordRemovals.intoId} is null`,
        sql`not exists (select 1 from ${table} where ${table.id} = ${recordRemovals.recordId})`,
        sql`not exists (select 1 from ${recordRemovals} merged where merged.kind = ${kind} and merged.record_id = ${recordRemovals.recordId} and merged.into_id is not null)`,
      ),
    )
    .groupBy(recordRemovals.recordId)
    .orderBy(sql`2`, asc(recordRemovals.recordId));
  return rows.map((row) => ({ id: apiId(kind, row.id), at: toIso(row.at) }));
}

/** People merged into another after `since`, oldest first. */
export async function selectMergedSince(db: DbExecutor, since: string): Promise<MergedRecord[]> {
  const rows = await db
    .select({ from: recordRemovals.recordId, into: recordRemovals.intoId, at: recordRemovals.removedAt })
    .from(recordRemovals)
    .where(and(eq(recordRemovals.kind, 'person'), isNotNull(recordRemovals.intoId), gt(recordRemovals.removedAt, since)))
    .orderBy(asc(recordRemovals.removedAt), asc(recordRemovals.id));
  return rows.map((row) => ({ from: personUrlId(row.from), into: personUrlId(row.into!), at: toIso(row.at) }));
}

/**
 * Writes are stamped with their transaction's start, so one still committing when a list is read
 * carries an earlier time than the answer: the next `since` is set back this far so it is not missed
 * (an item may then come twice, which a client keyed by id does not notice).
 */
const AS_OF_MARGIN = sql`interval '5 minutes'`;

/** The `since` a client sends next time (ISO 8601). */
export async function selectAsOf(db: DbExecutor): Promise<string> {
  const result = await db.execute<{ at: string | Date }>(sql`select (now() - ${AS_OF_MARGIN}) as at`);
  return new Date(result.rows[0]!.at).toISOString();
}
