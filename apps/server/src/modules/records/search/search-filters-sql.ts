import { sql, type SQL } from 'drizzle-orm';
import { popoloPersonId, type SearchFilters } from '@kakyere/contract';

/**
 * The filters of a search as conditions on a speech `s` and its sitting `h`. A party is the one the
 * Member sat for on the sitting's day, stored on the speech (records/speeches/speech-party: a seat's
 * own dates, else its Parliament's), so an index serves it (decision record 022).
 */
export function speechFilterConditions(filters: SearchFilters): SQL[] {
  const conditions = sittingFilterConditions(filters, sql`s.hansard_id`, sql`s.sitting_date`);
  if (filters.person) conditions.push(sql`s.person_id = ${popoloPersonId(filters.person)}`);
  if (filters.party) conditions.push(sql`s.party_id = ${`party/${filters.party}`}`);
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
