import { asc, eq, sql } from 'drizzle-orm';
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
  const [sitting] = await db.select({ date: hansards.sittingDate }).from(hansards).where(eq(hansards.id, id));
  if (!sitting) return null;
  const ordinal = (await selectSpokenSittingsOn(db, sitting.date)).indexOf(id) + 1;
  return ordinal > 0 ? debateWork(sitting.date, ordinal) : null;
}

/** The address of a sitting's debate document, or null when there is none. */
export async function selectDebatePath(db: DbExecutor, id: string): Promise<string | null> {
  const work = await selectDebateWork(db, id);
  return work ? aknDocumentPath(work) : null;
}
