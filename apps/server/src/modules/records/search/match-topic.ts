import { sql, type SQL } from 'drizzle-orm';
import { TOPIC_BUSY_PER_WEEK, TOPIC_PREVIEW_DAYS, type SearchFilters } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { speechFilterConditions } from './search-filters-sql.js';
import { prepareSearch } from './search-record.js';

/** A followed search: its words and filters. */
export type TopicSearchInput = SearchFilters & { q: string };

/**
 * The speeches of one sitting a followed search finds, in the record's order: those that say every
 * word (an alert is for what was said, not for a partial match), with its filters.
 */
export async function matchTopicInSitting(db: Database, search: TopicSearchInput, hansardId: string): Promise<string[]> {
  const found = await selectMatching(db, search, sql`s.hansard_id = ${hansardId}`, sql`s.position`);
  return found ?? [];
}

/**
 * How many speeches a search would have sent in the 30 days of sittings up to the newest on the
 * site, and that as a weekly rate: shown before saving it, with a warning above 20 a week.
 */
export async function previewTopic(db: Database, search: TopicSearchInput): Promise<{ from: string | null; to: string | null; speeches: number; perWeek: number; busy: boolean }> {
  const newest = await db.execute<{ to: string | null; from: string | null }>(
    sql`select max(sitting_date)::text as to, (max(sitting_date) - ${TOPIC_PREVIEW_DAYS}::int)::text as from from speeches`,
  );
  const { from, to } = newest.rows[0] ?? { from: null, to: null };
  if (!from || !to) return { from: null, to: null, speeches: 0, perWeek: 0, busy: false };
  const prepared = await prepareSearch(db, search.q);
  let speeches = 0;
  if (prepared) {
    const where = sql.join([sql`s.search_vector @@ ${prepared.tsquery.all}`, sql`s.sitting_date > ${from}::date`, sql`s.sitting_date <= ${to}::date`, ...speechFilterConditions(search)], sql` and `);
    const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from speeches s where ${where}`);
    speeches = Number(counted.rows[0]?.n ?? 0);
  }
  const perWeek = Math.round(((speeches * 7) / TOPIC_PREVIEW_DAYS) * 10) / 10;
  return { from, to, speeches, perWeek, busy: perWeek > TOPIC_BUSY_PER_WEEK };
}

async function selectMatching(db: Database, search: TopicSearchInput, scope: SQL, order: SQL): Promise<string[] | undefined> {
  const prepared = await prepareSearch(db, search.q);
  if (!prepared) return undefined;
  const where = sql.join([scope, sql`s.search_vector @@ ${prepared.tsquery.all}`, ...speechFilterConditions(search)], sql` and `);
  const found = await db.execute<{ id: string }>(sql`select s.id from speeches s where ${where} order by ${order}`);
  return found.rows.map((row) => row.id);
}
