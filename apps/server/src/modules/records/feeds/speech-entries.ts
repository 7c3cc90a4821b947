import { sql, type SQL } from 'drizzle-orm';
import { speechAnchor } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { dayToAtom, type FeedEntry } from './atom-feed.js';
import { atomTimestamp } from './atom-date-sql.js';
import { keySegment, tagUri } from './feed-ids.js';
import { clip, longDate } from './plain-text.js';
import { constituencyOnSql } from '../seats/seat-on-sql.js';

type SpeechRow = {
  id: string;
  hansard_id: string;
  day: string;
  heading: string | null;
  label: string;
  person_name: string | null;
  constituency: string | null;
  sitting_title: string;
  text: string;
  changed: string;
};

/** "Hon. Kwame Mensah": the House's form of address, unless the name carries one already. */
export const honourable = (name: string): string => (/^(hon|rt\.? hon)\b/i.test(name) ? name : `Hon. ${name}`);

/**
 * Speeches matching `where` (on `s`), newest sitting first and, within a sitting, the latest said
 * first. Each entry is titled by who spoke, their seat that day and what about, and links the speech
 * in its sitting. `summaries` replaces a speech's opening words (a search's excerpt around its matches).
 */
export async function selectSpeechEntries(
  db: Database,
  publicUrl: string,
  { where, limit, summaries }: { where: SQL; limit: number; summaries?: ReadonlyMap<string, string> },
): Promise<FeedEntry[]> {
  const result = await db.execute<SpeechRow>(sql`
    select s.id, s.hansard_id, s.sitting_date::text as day, s.heading, s.label, p.name as person_name, h.title as sitting_title,
      left(s.text, 2000) as text, ${atomTimestamp(sql`s.created_at`)} as changed,
      ${constituencyOnSql(sql`s.person_id`, sql`s.sitting_date`)} as constituency
    from speeches s join hansards h on h.id = s.hansard_id left join persons p on p.id = s.person_id
    where ${where}
    order by s.sitting_date desc, s.hansard_id desc, s.position desc limit ${limit}`);
  return result.rows.map((row) => {
    const who = row.person_name ? `${honourable(row.person_name)}${row.constituency ? ` (${row.constituency})` : ''}` : row.label;
    return {
      id: tagUri(publicUrl, `speech/${keySegment(row.id)}`),
      title: `${who} on ${clip(row.heading ?? row.sitting_title, 140)}`,
      summary: `${longDate(row.day)}, ${row.sitting_title}. ${clip(summaries?.get(row.id) ?? row.text, 500)}`,
      path: `/hansards/${encodeURIComponent(row.hansard_id)}#${speechAnchor(row.id)}`,
      published: dayToAtom(row.day),
      updated: dayToAtom(row.day),
      changed: row.changed,
      author: row.person_name ? honourable(row.person_name) : row.label,
    };
  });
}
