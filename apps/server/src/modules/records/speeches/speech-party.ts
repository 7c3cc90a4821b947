import { sql } from 'drizzle-orm';
import { searchVectorsStale, type DbExecutor } from '@kakyere/db';
import { partyOnSql } from '../seats/seat-on-sql.js';

/** The party of each of these Members on one day (absent: none). */
export async function partiesOn(db: DbExecutor, personIds: readonly string[], sittingDate: string): Promise<Map<string, string>> {
  const unique = [...new Set(personIds)];
  if (unique.length === 0) return new Map();
  const found = await db.execute<{ person_id: string; party_id: string | null }>(
    sql`select p as person_id, ${partyOnSql(sql`p`, sql`${sittingDate}::date`)} as party_id from unnest(${sql.param(unique)}::text[]) as p`,
  );
  return new Map(found.rows.flatMap((row) => (row.party_id ? [[row.person_id, row.party_id] as const] : [])));
}

/**
 * What speeches keep of their Member's seat, set again after these Members' seats (or a
 * Parliament's dates) changed: the party (only rows whose party differs are written), and the
 * search vector, which names the constituency (their sittings are listed to be indexed again).
 */
export async function refreshSpeechSeats(db: DbExecutor, personIds: readonly string[]): Promise<void> {
  const unique = [...new Set(personIds)];
  if (unique.length === 0) return;
  // Each speech's party worked out once, then written where it differs.
  await db.execute(sql`with refreshed as (
      select s.id, ${partyOnSql(sql`s.person_id`, sql`s.sitting_date`)} as party_id
      from speeches s where s.person_id = any(${sql.param(unique)}::text[]))
    update speeches s set party_id = refreshed.party_id from refreshed
    where s.id = refreshed.id and s.party_id is distinct from refreshed.party_id`);
  await db.execute(sql`insert into ${searchVectorsStale} (hansard_id)
    select distinct s.hansard_id from speeches s where s.person_id = any(${sql.param(unique)}::text[])
    on conflict do nothing`);
}
