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
 * The newest sittings (optionally those affecting an industry), newest sitting first. An entry is
 * published on the sitting's day and updated when its record last changed (a new analysis).
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
    // Never before the day it is about (a record stored ahead of its date would read oddly).
    updated: Date.parse(row.changed) > Date.parse(dayToAtom(row.day)) ? row.changed : dayToAtom(row.day),
    changed: row.changed,
    categories: row.industries,
  }));
}
