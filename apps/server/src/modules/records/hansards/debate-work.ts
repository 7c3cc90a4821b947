import { asc, sql } from 'drizzle-orm';
import { aknDocumentPath, debateWork, type AknWork } from '@kakyere/contract';
import { hansards, speeches, type DbExecutor } from '@kakyere/db';

/** The sittings of a date that have speeches stored (the ones with a debate document), by id. */
export async function selectSpokenSittingsOn(db: DbExecutor, date: string): Promise<string[]> {
  const rows = await db
    .select({ id: hansards.id })
    .from(hansards)
    .where(sql`${hansards.sittingDate} = ${date} and exists (select 1 from ${speeches} s where s.hansard_id = ${hansards.id})`)
    .orderBy(asc(hansards.id));
  return rows.map((r) => r.id);
}

/** A sitting's debate work (its Akoma Ntoso address), or null when it has no speeches or does not exist. */
export async function selectDebateWork(db: DbExecutor, id: string): Promise<AknWork | null> {
  // One round trip: the sitting's date and its place among that date's sittings with speeches. The
  // outer row is named in full (h), as drizzle writes a lone table's columns unqualified, which a
  // subquery would read as its own.
  const rows = await db.execute<{ date: string; spoken: boolean; ordinal: number }>(sql`
    select h.sitting_date::text as date,
      exists (select 1 from ${speeches} s where s.hansard_id = h.id) as spoken,
      (select count(*) from ${hansards} o
        where o.sitting_date = h.sitting_date and o.id <= h.id
          and exists (select 1 from ${speeches} s where s.hansard_id = o.id))::int as ordinal
    from ${hansards} h where h.id = ${id}`);
  const row = rows.rows[0];
  return row?.spoken ? debateWork(row.date, Number(row.ordinal)) : null;
}

/** The address of a sitting's debate document, or null when there is none. */
export async function selectDebatePath(db: DbExecutor, id: string): Promise<string | null> {
  const work = await selectDebateWork(db, id);
  return work ? aknDocumentPath(work) : null;
}
