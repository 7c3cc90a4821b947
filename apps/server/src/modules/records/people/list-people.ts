import { sql, type SQL } from 'drizzle-orm';
import { foldName, parliamentTermId, personSlug, personUrlId, PEOPLE_LIST_DEFAULT_LIMIT, searchWords, SEAT_ROLE, type PeopleListItem, type PeopleQuery } from '@kakyere/contract';
import { areas, legislativePeriods, memberships, organizations, personAliases, persons, type Database } from '@kakyere/db';
import { holdsEveryWord } from './fold-name.js';
import { toMemberSeat, withoutSupersededSeats, type SeatRow } from './member-seat.js';

export interface PeoplePage {
  rows: PeopleListItem[];
  total: number;
}

/** The most words of a search that are compared (a pasted paragraph is not a search). */
const MAX_WORDS = 8;

type Row = SeatRow & {
  person_id: string;
  name: string;
  membership_id: string | null;
  total: number | string;
};

/**
 * A person whose list item may read differently since then (incremental sync): the person, one of
 * their memberships, or what a membership names (its constituency, party, Parliament) changed.
 */
const changedSince = (since: string) => sql`(p.updated_at > ${since} or exists (
  select 1 from ${memberships} m
  left join ${areas} a on a.id = m.area_id
  left join ${organizations} o on o.id = m.on_behalf_of_id
  left join ${legislativePeriods} lp on lp.id = m.legislative_period_id
  where m.person_id = p.id and (m.updated_at > ${since} or a.updated_at > ${since} or o.updated_at > ${since} or lp.updated_at > ${since})))`;

/**
 * People and the seats a filter or search is about, newest Parliament first, then by constituency
 * and name. `q` matches every word (folded: accents, case, hyphens, order) against the person's
 * names and aliases, or against those and one seat's constituency: a name match keeps all the
 * person's (filtered) seats, a constituency match only the seats in it; `since` keeps the people
 * changed after it. One parameterised query.
 */
export async function listPeople(db: Database, query: PeopleQuery): Promise<PeoplePage> {
  const limit = query.limit ?? PEOPLE_LIST_DEFAULT_LIMIT;
  const offset = ((query.page ?? 1) - 1) * limit;
  const words = searchWords(query.q ?? '').slice(0, MAX_WORDS);

  const seatFilters: SQL[] = [sql`m.role = ${SEAT_ROLE}`];
  if (query.parliament !== undefined) seatFilters.push(sql`m.legislative_period_id = ${parliamentTermId(query.parliament)}`);
  if (query.party) seatFilters.push(sql`m.on_behalf_of_id = ${`party/${query.party}`}`);
  if (query.constituency) {
    const folded = foldName(query.constituency);
    seatFilters.push(sql`(a.id = ${`area/${personSlug(query.constituency)}`} or a.folded_name = ${folded})`);
  }
  if (query.region) {
    const folded = foldName(query.region);
    seatFilters.push(sql`a.folded_region in (${folded}, ${`${folded} region`})`);
  }
  // Without a seat filter, a person with no seat (a Minister from outside Parliament) is listed too.
  const seatFiltered = query.parliament !== undefined || Boolean(query.party || query.constituency || query.region);
  const nameHay = sql`(' ' || n.hay)`;
  const seatHay = sql`(' ' || n.hay || ' ' || coalesce(s.area_hay, ''))`;

  const matched = sql`
    with names as (
      select p.id, p.name,
        p.folded_name || coalesce((select ' ' || string_agg(pa.folded_name, ' ') from ${personAliases} pa where pa.person_id = p.id), '') as hay
      from ${persons} p
      ${query.since === undefined ? sql`` : sql`where ${changedSince(query.since)}`}
    ),
    seats as (
      select m.id as membership_id, m.person_id, m.legislative_period_id as period_id,
        lp.start_date as period_start, lp.end_date as period_end,
        a.id as area_id, a.name as area_name, a.region, party.id as party_id, party.name as party_name,
        m.start_date, m.end_date, m.sources,
        a.folded_name || ' ' || a.folded_other_names as area_hay
      from ${memberships} m
      join ${legislativePeriods} lp on lp.id = m.legislative_period_id
      left join ${areas} a on a.id = m.area_id
      left join ${organizations} party on party.id = m.on_behalf_of_id
      where ${sql.join(seatFilters, sql` and `)}
    ),
    hits as (
      select n.id as person_id, n.name, s.membership_id, s.period_id, s.period_start, s.period_end, s.area_id, s.area_name,
        s.region, s.party_id, s.party_name, s.start_date, s.end_date, s.sources, ${holdsEveryWord(nameHay, words)} as name_hit,
        (s.membership_id is not null and ${holdsEveryWord(seatHay, words)}) as seat_hit
      from names n ${seatFiltered ? sql`join` : sql`left join`} seats s on s.person_id = n.id
    ),
    relevant as (select * from hits where name_hit or seat_hit),
    ranked as (
      select person_id, name, max(period_start) as newest,
        (array_agg(lower(area_name) order by period_start desc nulls last, lower(area_name)))[1] as newest_area
      from relevant group by person_id, name
    )`;
  const result = await db.execute<Row>(sql`
    ${matched},
    page as (
      select person_id, newest, newest_area, lower(name) as sort_name, count(*) over () as total
      from ranked
      order by newest desc nulls last, newest_area asc nulls last, lower(name) asc, person_id asc
      limit ${limit} offset ${offset}
    )
    select r.person_id, r.name, r.membership_id, r.period_id, r.period_start, r.period_end, r.area_id, r.area_name,
      r.region, r.party_id, r.party_name, r.start_date, r.end_date, r.sources, page.total
    from page join relevant r on r.person_id = page.person_id
    order by page.newest desc nulls last, page.newest_area asc nulls last, page.sort_name asc, page.person_id asc,
      r.period_start desc nulls last, lower(r.area_name) asc nulls last
  `);

  const byPerson = new Map<string, PeopleListItem>();
  let total = 0;
  for (const row of result.rows) {
    total = Number(row.total);
    let item = byPerson.get(row.person_id);
    if (!item) {
      item = { id: personUrlId(row.person_id), name: row.name, seats: [] };
      byPerson.set(row.person_id, item);
    }
    if (row.membership_id) item.seats.push(toMemberSeat(row));
  }
  // Past the last page: no rows carry the total, so count it on its own.
  if (result.rows.length === 0 && offset > 0) {
    const counted = await db.execute<{ total: number | string }>(sql`${matched} select count(*) as total from ranked`);
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return { rows: [...byPerson.values()].map((item) => ({ ...item, seats: withoutSupersededSeats(item.seats) })), total };
}
