import { sql, type SQL } from 'drizzle-orm';
import { SEAT_ROLE } from '@kakyere/contract';
import { searchVectorsStale, type DbExecutor } from '@kakyere/db';

/**
 * What a Member's seat on a day says (`pick`, over the seat `m`): the seat's own dates, else its
 * Parliament's; a date given as a year or a month covers all of it. On a day two seats cover (a
 * change of party dated the day it happened), the seat that started later. Null for no Member or no seat.
 */
export function seatOnSql(personId: SQL, sittingDate: SQL, pick: SQL): SQL {
  return sql`(select ${pick} from memberships m left join legislative_periods lp on lp.id = m.legislative_period_id
    where m.person_id = ${personId} and m.role = ${SEAT_ROLE}
      and ${sittingDate}::text >= coalesce(m.start_date, lp.start_date, '')
      and ${sittingDate}::text <= coalesce(m.end_date, lp.end_date, '9999') || '~'
    order by coalesce(m.start_date, lp.start_date, '') desc, m.id desc limit 1)`;
}

/**
 * The party a Member sat for on a day: the `on_behalf_of_id` of their seat then. Stored on each
 * speech (`speeches.party_id`) so the search's party filter is an index (decision record 022);
 * migration 0025 backfills it with the same rule.
 */
export function partyOnSql(personId: SQL, sittingDate: SQL): SQL {
  return seatOnSql(personId, sittingDate, sql`m.on_behalf_of_id`);
}

/** The name of the constituency a Member sat for on a day. */
export function constituencyOnSql(personId: SQL, sittingDate: SQL): SQL {
  return seatOnSql(personId, sittingDate, sql`(select a.name from areas a where a.id = m.area_id)`);
}

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
