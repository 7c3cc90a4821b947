import { sql, type SQL } from 'drizzle-orm';
import { SEAT_ROLE } from '@kakyere/contract';

/** An area's names as a JSON array of strings: its name first. */
export const AREA_NAMES = sql`jsonb_build_array(a.name) || coalesce(jsonb_path_query_array(a.other_names, '$[*].name'), '[]'::jsonb)`;

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

/** The names of that constituency: its name, then the others the people file gives it ("Okaikoi North" for Okaikwei North), as a JSON array. */
export function constituencyNamesOnSql(personId: SQL, sittingDate: SQL): SQL {
  return seatOnSql(personId, sittingDate, sql`(select ${AREA_NAMES} from areas a where a.id = m.area_id)`);
}
