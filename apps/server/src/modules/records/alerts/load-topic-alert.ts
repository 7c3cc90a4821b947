import { asc, eq, inArray } from 'drizzle-orm';
import { searchPath, TOPIC_ALERT_SPEECHES, type TopicSearch } from '@kakyere/contract';
import { hansards, persons, speeches, topicFollows, type DbExecutor } from '@kakyere/db';
import { makeExcerpt } from '../search/make-excerpt.js';
import { parseSearchQuery } from '../search/parse-search-query.js';
import { selectDeliveredTopicSpeeches } from './fan-out-topic-alerts.js';
import { formatSittingDate } from './format-sitting-date.js';
import { speechLink } from './load-member-alert.js';

/** Followed searches said in a sitting: what their alert says, search by search. */
export interface TopicAlert {
  kind: 'topic';
  title: string;
  /** "Plenary sitting, 2 February 2012". */
  when: string;
  /** "2 Feb 2012", for texts. */
  shortDate: string;
  sittingLink: string;
  groups: {
    label: string;
    /** How many speeches of the sitting it brings (the first few are listed). */
    count: number;
    /** The search in the sitting, for the rest. */
    moreLink: string;
    speeches: { speaker: string; excerpt: string; link: string }[];
  }[];
}

const plain = (html: string) =>
  html.replace(/<\/?mark>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** What a topic delivery carries, for the searches still followed; null when none is left or the sitting is gone. */
export async function loadTopicAlert(db: DbExecutor, publicUrl: string, subscriptionId: string, hansardId: string): Promise<TopicAlert | null> {
  const carried = await selectDeliveredTopicSpeeches(db, subscriptionId, hansardId);
  if (carried.length === 0) return null;
  const [sitting] = await db.select({ title: hansards.title, date: hansards.sittingDate, session: hansards.sessionType }).from(hansards).where(eq(hansards.id, hansardId));
  if (!sitting) return null;
  const topics = await db.select().from(topicFollows).where(inArray(topicFollows.id, [...new Set(carried.map((c) => c.topicId))]));
  const rows = await db
    .select({ id: speeches.id, label: speeches.label, text: speeches.text, name: persons.name, position: speeches.position })
    .from(speeches)
    .leftJoin(persons, eq(persons.id, speeches.personId))
    .where(inArray(speeches.id, carried.map((c) => c.speechId)))
    .orderBy(asc(speeches.position));
  const byId = new Map(rows.map((row) => [row.id, row] as const));
  const groups = topics
    .map((topic) => {
      const search = topic.search as TopicSearch;
      const parsed = parseSearchQuery(search.q);
      const words = new Set([...parsed.terms.flatMap((t) => t.parts), ...parsed.phrases.flat()]);
      const mine = carried
        .filter((c) => c.topicId === topic.id)
        .map((c) => byId.get(c.speechId))
        .filter((row) => row !== undefined)
        .sort((a, b) => a.position - b.position);
      return {
        label: topic.label,
        count: mine.length,
        moreLink: `${publicUrl}${searchPath({ ...search, sitting: hansardId, sort: 'newest' })}`,
        speeches: mine.slice(0, TOPIC_ALERT_SPEECHES).map((row) => ({
          speaker: row.name ?? row.label,
          excerpt: plain(makeExcerpt(row.text, { words, stems: [] })),
          link: speechLink(publicUrl, hansardId, row.id),
        })),
      };
    })
    .filter((group) => group.count > 0)
    .sort((a, b) => a.label.localeCompare(b.label));
  if (groups.length === 0) return null;
  return {
    kind: 'topic',
    title: sitting.title,
    when: `${sitting.session ? `${sitting.session}, ` : ''}${formatSittingDate(sitting.date)}`,
    shortDate: new Date(`${sitting.date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    sittingLink: `${publicUrl}/hansards/${encodeURIComponent(hansardId)}`,
    groups,
  };
}

/**
 * The one short line of an SMS or WhatsApp topic alert, and its link: the sitting's page (the
 * shortest address that shows the speeches; a search's address leaves no room for the words).
 */
export function topicAlertLine(alert: TopicAlert): { title: string; link: string } {
  const [first] = alert.groups;
  const speeches = alert.groups.reduce((sum, group) => sum + group.count, 0);
  const what = alert.groups.length === 1 ? first!.label : `${alert.groups.length} of your searches`;
  return { title: `${what}: ${speeches === 1 ? '1 speech' : `${speeches} speeches`}, ${alert.shortDate}`, link: alert.sittingLink };
}

/** "“galamsey”: 2 speeches", a digest's line. */
export function topicAlertSummary(group: TopicAlert['groups'][number]): string {
  return `${group.label} was said in ${group.count === 1 ? '1 speech' : `${group.count} speeches`}`;
}
