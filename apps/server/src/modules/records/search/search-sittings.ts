import { sql } from 'drizzle-orm';
import type { SearchFilters, SearchSitting } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import type { SearchTsquery } from './build-search-tsquery.js';
import { sittingFilterConditions } from './search-filters-sql.js';
import { countCapped } from './search-speeches.js';

/** Sittings whose title, topics or summary say every word: best first (title and topics above the summary), then newest. */
export async function searchSittings(db: Database, query: SearchTsquery, filters: SearchFilters, limit: number): Promise<{ rows: SearchSitting[]; total: number }> {
  const where = sql.join([sql`h.search_vector @@ ${query.all}`, ...sittingFilterConditions(filters, sql`h.id`, sql`h.sitting_date`)], sql` and `);
  const found = await db.execute<{ id: string; title: string; sitting_date: string; summary: string; key_topics: string[] }>(sql`
    select h.id, h.title, h.sitting_date::text as sitting_date, h.summary, h.key_topics
    from hansards h where ${where}
    order by ts_rank(h.search_vector, ${query.all}) desc, h.sitting_date desc, h.id
    limit ${limit}`);
  const total = found.rows.length < limit ? found.rows.length : await countCapped(db, sql`select 1 from hansards h where ${where}`);
  return {
    rows: found.rows.map((row) => ({
      id: row.id,
      title: row.title,
      date: row.sitting_date,
      summary: row.summary,
      keyTopics: row.key_topics,
      url: `/hansards/${encodeURIComponent(row.id)}`,
    })),
    total,
  };
}
