import { sql } from 'drizzle-orm';
import type { Database } from '@kakyere/db';
import { dayToAtom, type FeedEntry } from './atom-feed.js';
import { atomTimestamp } from './atom-date-sql.js';
import { keySegment, tagUri } from './feed-ids.js';
import { longDate } from './plain-text.js';

type SittingRow = {
  id: string;
  title: string;
  summary: string;
  day: string;
  industries: string[];
  changed: string;
};

/**
 * The newest sittings (optionally those affecting an industry), newest sitting first. An entry's
 * dates are the sitting's day (its own date, not when Kakyerɛ stored or re-analysed it); a new
 * analysis still changes the feed's bytes and Last-Modified (`changed`).
 */
export async function selectSittingEntries(db: Database, publicUrl: string, { limit, industry }: { limit: number; industry?: string }): Promise<FeedEntry[]> {
  const result = await db.execute<SittingRow>(sql`
    select h.id, h.title, h.summary, h.sitting_date::text as day, h.affected_industries as industries, ${atomTimestamp(sql`h.updated_at`)} as changed
    from hansards h ${industry ? sql`where ${industry} = any(h.affected_industries)` : sql``}
    order by h.sitting_date desc, h.id desc limit ${limit}`);
  return result.rows.map((row) => ({
    id: tagUri(publicUrl, `sitting/${keySegment(row.id)}`),
    title: `Sitting of ${longDate(row.day)}: ${row.title}`,
    summary: row.summary,
    path: `/hansards/${encodeURIComponent(row.id)}`,
    published: dayToAtom(row.day),
    updated: dayToAtom(row.day),
    changed: row.changed,
    categories: row.industries,
  }));
}
