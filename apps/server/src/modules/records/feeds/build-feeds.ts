import { sql } from 'drizzle-orm';
import {
  BILL_MESSAGES,
  FEED_PATHS,
  INDUSTRIES,
  MESSAGES,
  memberPath,
  personUrlId,
  searchPath,
  SEARCH_FEED_PARAMS,
  SEARCH_MAX_LIMIT,
  SITE_NAME,
  type Industry,
  type SearchFeedQuery,
} from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';
import { resolvePersonId } from '../people/resolve-person-id.js';
import { searchRecord } from '../search/search-record.js';
import type { FeedModel } from './atom-feed.js';
import { atomTimestamp } from './atom-date-sql.js';
import { newestFirst, selectBillDebateEntries, selectBillEntries } from './bill-entries.js';
import { feedKey, tagUri } from './feed-ids.js';
import { excerptText } from './plain-text.js';
import { selectSittingEntries } from './sitting-entries.js';
import { honourable, selectSpeechEntries } from './speech-entries.js';

/** Entries a feed carries: enough for a reader that checks daily, few enough to stay cheap. */
export const FEED_LIMIT = 50;

const model = (publicUrl: string, selfPath: string, rest: Omit<FeedModel, 'id' | 'selfPath'>): FeedModel => ({
  id: tagUri(publicUrl, feedKey(selfPath)),
  selfPath,
  ...rest,
});

export async function sittingsFeed(db: Database, publicUrl: string): Promise<FeedModel> {
  return model(publicUrl, FEED_PATHS.sittings, {
    title: `${SITE_NAME}: latest sittings of the Parliament of Ghana`,
    subtitle: 'Each sitting of the Parliament of Ghana as Kakyerɛ publishes it: what happened, in plain words, traceable to the Official Report.',
    pagePath: '/hansards',
    entries: await selectSittingEntries(db, publicUrl, { limit: FEED_LIMIT }),
  });
}

export async function billsFeed(db: Database, publicUrl: string): Promise<FeedModel> {
  return model(publicUrl, FEED_PATHS.bills, {
    title: `${SITE_NAME}: bills of the Parliament of Ghana, new and moved`,
    subtitle: 'New bills, and each stage a bill reaches, finishes or fails at on its way to becoming law.',
    pagePath: '/bills',
    entries: await selectBillEntries(db, publicUrl, { limit: FEED_LIMIT }),
  });
}

/** The contract's industry a feed address names: as written, or in any case with hyphens for spaces ("foreign-affairs"). */
export function findIndustry(name: string): Industry | undefined {
  const folded = name.trim().toLowerCase().replace(/[-_\s]+/g, ' ');
  return INDUSTRIES.find((industry) => industry.toLowerCase() === folded);
}

export async function industryFeed(db: Database, publicUrl: string, name: string): Promise<FeedModel> {
  const industry = findIndustry(name);
  if (!industry) throw notFound(MESSAGES.notFound);
  const [sittings, bills] = await Promise.all([
    selectSittingEntries(db, publicUrl, { limit: FEED_LIMIT, industry }),
    selectBillEntries(db, publicUrl, { limit: FEED_LIMIT, industry }),
  ]);
  return model(publicUrl, FEED_PATHS.industry(industry), {
    title: `${SITE_NAME}: ${industry} in the Parliament of Ghana`,
    subtitle: `Sittings that affect ${industry}, and its bills, new and moved.`,
    pagePath: '/hansards',
    entries: newestFirst([...sittings, ...bills]).slice(0, FEED_LIMIT),
  });
}

export async function billFeed(db: Database, publicUrl: string, billId: string): Promise<FeedModel> {
  const [bill] = (
    await db.execute<{ id: string; title: string; short_title: string | null; changed: string }>(
      sql`select id, title, short_title, ${atomTimestamp(sql`updated_at`)} as changed from bills where id = ${billId}`,
    )
  ).rows;
  if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
  const [journey, debates] = await Promise.all([
    selectBillEntries(db, publicUrl, { limit: FEED_LIMIT, billId }),
    selectBillDebateEntries(db, publicUrl, { id: bill.id, title: bill.title, shortTitle: bill.short_title, changed: bill.changed }),
  ]);
  return model(publicUrl, FEED_PATHS.bill(bill.id), {
    title: `${SITE_NAME}: ${bill.title}`,
    subtitle: `The journey of the ${bill.title}: its stages and its debates.`,
    pagePath: `/bills/${encodeURIComponent(bill.id)}`,
    entries: newestFirst([...journey, ...debates]).slice(0, FEED_LIMIT),
    changed: bill.changed,
  });
}

export async function memberFeed(db: Database, publicUrl: string, urlId: string): Promise<FeedModel> {
  const personId = await resolvePersonId(db, urlId);
  const [person] = (
    await db.execute<{ name: string; changed: string }>(sql`select name, ${atomTimestamp(sql`updated_at`)} as changed from persons where id = ${personId}`)
  ).rows;
  if (!person) throw notFound(MESSAGES.personNotFound);
  const id = personUrlId(personId);
  return model(publicUrl, FEED_PATHS.member(id), {
    title: `${SITE_NAME}: ${honourable(person.name)} in Parliament`,
    subtitle: `What ${honourable(person.name)} said in the Parliament of Ghana, newest first, as the Official Report records it.`,
    pagePath: memberPath(id, person.name),
    entries: await selectSpeechEntries(db, publicUrl, { where: sql`s.person_id = ${personId}`, limit: FEED_LIMIT }),
    changed: person.changed,
  });
}

/** A search feed's words and filters, those given, in a fixed order: its address and cache key. */
export function searchFeedParams(query: SearchFeedQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of SEARCH_FEED_PARAMS) if (query[name]) params.set(name, query[name]);
  return params;
}

/** The search's newest speeches that say every word, with the excerpt around the matches as each summary. */
export async function searchFeed(db: Database, publicUrl: string, query: SearchFeedQuery): Promise<FeedModel> {
  const found = await searchRecord(db, { ...query, sort: 'newest', limit: SEARCH_MAX_LIMIT, page: 1 });
  const hits = found.data.speeches.filter((speech) => speech.match === 'all');
  const params = searchFeedParams(query);
  const entries = hits.length
    ? await selectSpeechEntries(db, publicUrl, {
        where: sql`s.id in (${sql.join(hits.map((hit) => sql`${hit.id}`), sql`, `)})`,
        limit: FEED_LIMIT,
        summaries: new Map(hits.map((hit) => [hit.id, excerptText(hit.excerpt)])),
      })
    : [];
  return model(publicUrl, FEED_PATHS.search(params), {
    title: `${SITE_NAME}: “${query.q}” in Parliament`,
    subtitle: `The newest speeches in the Parliament of Ghana that say “${query.q}”.`,
    pagePath: searchPath(Object.fromEntries(params)),
    entries,
  });
}
