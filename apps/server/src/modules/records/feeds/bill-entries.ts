import { sql, type SQL } from 'drizzle-orm';
import { STAGES } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { dayToAtom, type FeedEntry } from './atom-feed.js';
import { atomTimestamp } from './atom-date-sql.js';
import { keySegment, tagUri, typeSlug } from './feed-ids.js';
import { clip, longDate } from './plain-text.js';

/** Which bills: all, one, or those of an industry. */
export type BillScope = { billId?: string; industry?: string };

const billPath = (id: string) => `/bills/${encodeURIComponent(id)}`;
const stageLabel = (stage: string) => STAGES.find((s) => s.key === stage)?.label ?? stage;

function scopeOf(scope: BillScope): SQL {
  if (scope.billId) return sql`b.id = ${scope.billId}`;
  if (scope.industry) return sql`${scope.industry} = any(b.industries)`;
  return sql`true`;
}

type NewBillRow = {
  id: string;
  title: string;
  summary: string;
  sponsor: string | null;
  industries: string[];
  day: string;
  changed: string;
};

type StageRow = {
  bill_id: string;
  title: string;
  industries: string[];
  stage: string;
  stage_status: string;
  started: string | null;
  completed: string | null;
  notes: string | null;
  day: string;
  changed: string;
};

/**
 * What happened to bills, newest first: each bill once when it is new (on its introduction, else
 * its first dated stage, else its last action, else the day Kakyerɛ stored it), and once per stage of its journey that has
 * a date (reached, finished or rejected). A stage that moves on keeps its entry, updated.
 */
export async function selectBillEntries(db: Database, publicUrl: string, scope: BillScope & { limit: number }): Promise<FeedEntry[]> {
  const where = scopeOf(scope);
  const [created, stages] = await Promise.all([
    db.execute<NewBillRow>(sql`
      select b.id, b.title, b.summary, b.sponsor, b.industries, ${atomTimestamp(sql`b.updated_at`)} as changed,
        coalesce(b.introduction_date, (select min(coalesce(s.started_date, s.completed_date)) from bill_stages s where s.bill_id = b.id), b.last_action_date, b.created_at::date)::text as day
      from bills b where ${where} order by day desc, b.id limit ${scope.limit}`),
    db.execute<StageRow>(sql`
      select s.bill_id, b.title, b.industries, s.stage, s.stage_status, s.started_date::text as started, s.completed_date::text as completed, s.notes,
        coalesce(s.completed_date, s.started_date)::text as day, ${atomTimestamp(sql`b.updated_at`)} as changed
      from bill_stages s join bills b on b.id = s.bill_id
      where ${where} and s.stage_status <> 'pending' and coalesce(s.completed_date, s.started_date) is not null
      order by day desc, s.bill_id, s.stage limit ${scope.limit}`),
  ]);
  const entries = [
    ...created.rows.map((row): FeedEntry => ({
      id: tagUri(publicUrl, `bill/${keySegment(row.id)}`),
      title: `New bill: ${row.title}`,
      summary: `${clip(row.summary)}${row.sponsor ? ` Sponsor: ${row.sponsor}.` : ''}`,
      path: billPath(row.id),
      published: dayToAtom(row.day),
      updated: dayToAtom(row.day),
      changed: row.changed,
      categories: row.industries,
    })),
    ...stages.rows.map((row): FeedEntry => ({
      id: tagUri(publicUrl, `bill/${keySegment(row.bill_id)}/stage/${keySegment(row.stage)}`),
      title: `${stageLabel(row.stage)}: ${row.title}`,
      summary: stageSummary(row),
      path: billPath(row.bill_id),
      published: dayToAtom(row.started ?? row.day),
      updated: dayToAtom(row.day),
      changed: row.changed,
      categories: row.industries,
    })),
  ];
  return newestFirst(entries).slice(0, scope.limit);
}

function stageSummary(row: StageRow): string {
  const label = stageLabel(row.stage);
  const happened =
    row.stage_status === 'rejected'
      ? `was rejected at ${label} on ${longDate(row.day)}`
      : row.stage_status === 'completed'
        ? `completed ${label} on ${longDate(row.day)}`
        : `reached ${label} on ${longDate(row.day)}`;
  return `The ${row.title} ${happened}.${row.notes ? ` ${clip(row.notes, 400)}` : ''}`;
}

type DebateRow = {
  debate_type: string;
  day: string;
  summary: string | null;
  hansard_id: string | null;
  sitting_title: string | null;
};

type DiscussedRow = {
  id: string;
  title: string;
  day: string;
  changed: string;
};

/**
 * A bill's debates: those on its journey (dated), and the sittings whose analysis names the bill
 * that the journey does not already link, each with the sitting's page where Kakyerɛ holds it.
 */
export async function selectBillDebateEntries(db: Database, publicUrl: string, bill: { id: string; title: string; shortTitle: string | null; changed: string }): Promise<FeedEntry[]> {
  const [debates, discussed] = await Promise.all([
    db.execute<DebateRow>(sql`
      select d.debate_type, d.debate_date::text as day, d.debate_summary as summary, d.hansard_id, h.title as sitting_title
      from bill_debates d left join hansards h on h.id = d.hansard_id
      where d.bill_id = ${bill.id} and d.debate_date is not null order by d.debate_date, d.debate_type, d.id`),
    db.execute<DiscussedRow>(sql`
      select h.id, h.title, h.sitting_date::text as day, ${atomTimestamp(sql`h.updated_at`)} as changed from hansards h
      where (${bill.title} = any(h.bills_discussed) or ${bill.shortTitle}::text = any(h.bills_discussed))
        and not exists (select 1 from bill_debates d where d.bill_id = ${bill.id} and d.hansard_id = h.id)
      order by h.sitting_date desc`),
  ]);
  const seen = new Map<string, number>();
  const fromJourney = debates.rows.map((row): FeedEntry => {
    const key = `bill/${keySegment(bill.id)}/debate/${row.day}/${typeSlug(row.debate_type)}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return {
      id: tagUri(publicUrl, n === 1 ? key : `${key}-${n}`),
      title: `Debated (${row.debate_type}): ${bill.title}`,
      summary: row.summary ? clip(row.summary) : `The ${bill.title} was debated on ${longDate(row.day)}${row.sitting_title ? `: ${row.sitting_title}` : ''}.`,
      path: row.hansard_id ? `/hansards/${encodeURIComponent(row.hansard_id)}` : billPath(bill.id),
      published: dayToAtom(row.day),
      updated: dayToAtom(row.day),
      changed: bill.changed,
    };
  });
  const fromSittings = discussed.rows.map((row): FeedEntry => ({
    id: tagUri(publicUrl, `bill/${keySegment(bill.id)}/sitting/${keySegment(row.id)}`),
    title: `Debated (sitting of ${longDate(row.day)}): ${bill.title}`,
    summary: `The sitting of ${longDate(row.day)} took up the ${bill.title}: ${row.title}.`,
    path: `/hansards/${encodeURIComponent(row.id)}`,
    published: dayToAtom(row.day),
    updated: dayToAtom(row.day),
    changed: row.changed,
  }));
  return [...fromJourney, ...fromSittings];
}

/** Newest `updated` first; ties in a fixed order so the feed (and its ETag) does not flicker. */
export function newestFirst(entries: FeedEntry[]): FeedEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.updated) - Date.parse(a.updated) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
