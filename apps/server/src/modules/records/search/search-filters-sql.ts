import { sql, type SQL } from 'drizzle-orm';
import { popoloPersonId, SEAT_ROLE, type SearchFilters } from '@kakyere/contract';

/**
 * The filters of a search as conditions on a speech `s` and its sitting `h`. A party is the one the
 * Member sat for on the sitting's day (a seat's own dates, else its Parliament's; a date given as a
 * year or a month covers all of it).
 */
export function speechFilterConditions(filters: SearchFilters): SQL[] {
  const conditions = sittingFilterConditions(filters, sql`s.hansard_id`, sql`s.sitting_date`);
  if (filters.person) conditions.push(sql`s.person_id = ${popoloPersonId(filters.person)}`);
  if (filters.party) {
    conditions.push(sql`exists (
      select 1 from memberships m left join legislative_periods lp on lp.id = m.legislative_period_id
      where m.person_id = s.person_id and m.role = ${SEAT_ROLE} and m.on_behalf_of_id = ${`party/${filters.party}`}
        and s.sitting_date::text >= coalesce(m.start_date, lp.start_date, '')
        and s.sitting_date::text <= coalesce(m.end_date, lp.end_date, '9999') || '~')`);
  }
  return conditions;
}

/** The filters that are about sittings, on a sitting id and date (a speech's or a sitting's own). */
export function sittingFilterConditions(filters: SearchFilters, hansardId: SQL, sittingDate: SQL): SQL[] {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(sql`${sittingDate} >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`${sittingDate} <= ${filters.to}::date`);
  if (filters.sitting) conditions.push(sql`${hansardId} = ${filters.sitting}`);
  if (filters.bill) {
    // A sitting that debated the bill: its journey links the sitting, or the analysis names the bill.
    conditions.push(sql`(exists (select 1 from bill_debates d where d.bill_id = ${filters.bill} and d.hansard_id = ${hansardId})
      or exists (select 1 from bills b join hansards hb on hb.id = ${hansardId}
        where b.id = ${filters.bill} and (b.title = any(hb.bills_discussed) or b.short_title = any(hb.bills_discussed))))`);
  }
  if (filters.industry) conditions.push(sql`exists (select 1 from hansards hi where hi.id = ${hansardId} and ${filters.industry} = any(hi.affected_industries))`);
  return conditions;
}
