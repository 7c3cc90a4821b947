import { createHash } from 'node:crypto';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { searchPath, type FollowedTopic, type TopicSearch } from '@kakyere/contract';
import { topicFollows, type DbExecutor, type TopicFollowRow } from '@kakyere/db';

/** A search in one canonical form: its fields in a fixed order, empty ones left out. */
export function canonicalSearch(search: TopicSearch): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['q', 'person', 'party', 'from', 'to', 'sitting', 'bill', 'industry'] as const) {
    const value = search[key];
    if (value !== undefined && value !== '') out[key] = key === 'q' ? value.trim().replace(/\s+/g, ' ') : value;
  }
  return out;
}

/** The topic's id: the same subscription following the same search is the same topic. */
export function topicId(subscriptionId: string, search: TopicSearch): string {
  return createHash('sha256').update(`${subscriptionId}\n${JSON.stringify(canonicalSearch(search))}`).digest('hex').slice(0, 20);
}

/** Has the subscription follow the search (confirmed now, or waiting for its owner's link); answers the topic. */
export async function insertTopicFollow(db: DbExecutor, subscriptionId: string, search: TopicSearch, label: string, confirmed: boolean): Promise<TopicFollowRow> {
  const id = topicId(subscriptionId, search);
  const [row] = await db
    .insert(topicFollows)
    .values({ id, subscriptionId, search: canonicalSearch(search), label, confirmedAt: confirmed ? sql`now()` : null })
    .onConflictDoUpdate({ target: topicFollows.id, set: { confirmedAt: confirmed ? sql`coalesce(${topicFollows.confirmedAt}, now())` : sql`${topicFollows.confirmedAt}` } })
    .returning();
  return row!;
}

export async function confirmTopicFollow(db: DbExecutor, id: string): Promise<TopicFollowRow | undefined> {
  const [row] = await db.update(topicFollows).set({ confirmedAt: sql`coalesce(${topicFollows.confirmedAt}, now())` }).where(eq(topicFollows.id, id)).returning();
  return row;
}

export async function selectTopicFollow(db: DbExecutor, id: string): Promise<TopicFollowRow | undefined> {
  const [row] = await db.select().from(topicFollows).where(eq(topicFollows.id, id));
  return row;
}

export async function countTopicFollows(db: DbExecutor, subscriptionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(topicFollows).where(eq(topicFollows.subscriptionId, subscriptionId));
  return Number(row?.n ?? 0);
}

/** The searches a subscription follows (those confirmed), oldest first. */
export async function listFollowedTopics(db: DbExecutor, subscriptionId: string): Promise<FollowedTopic[]> {
  const rows = await db
    .select()
    .from(topicFollows)
    .where(and(eq(topicFollows.subscriptionId, subscriptionId), isNotNull(topicFollows.confirmedAt)))
    .orderBy(asc(topicFollows.createdAt), asc(topicFollows.id));
  return rows.map(toFollowedTopic);
}

export function toFollowedTopic(row: TopicFollowRow): FollowedTopic {
  const search = row.search as TopicSearch;
  return { id: row.id, search, label: row.label, url: searchPath(search) };
}

export async function deleteTopicFollow(db: DbExecutor, subscriptionId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(topicFollows).where(and(eq(topicFollows.subscriptionId, subscriptionId), eq(topicFollows.id, id))).returning({ id: topicFollows.id });
  return deleted.length > 0;
}
