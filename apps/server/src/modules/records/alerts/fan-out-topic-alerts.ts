import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { type DomainEvent, type TopicSearch } from '@kakyere/contract';
import { alertDeliveries, subscriptions, topicFollows, topicSpeechSends, type Database, type DbExecutor } from '@kakyere/db';
import { matchTopicInSitting } from '../search/match-topic.js';
import { canonicalSearch } from './topic-follow-repository.js';
import { whenSittingPublished } from './when-sitting-published.js';

/**
 * Records the topic alerts a published sitting causes: for every confirmed, active subscription
 * whose followed searches the sitting's speeches say, one e-mail delivery (at once, or 'digest' for
 * the daily e-mail) carrying those speeches, grouped by search when sent. Each speech is attached to
 * a subscription once, ever (topic_speech_sends is keyed on the speech), and the delivery once per
 * (subscription, sitting), so a retried job, a second server or the sitting stored again sends
 * nothing new. Each distinct search runs once, however many follow it. Returns the event's topic
 * deliveries still waiting to be sent at once.
 */
export async function recordTopicDeliveries(db: Database, eventId: number, event: DomainEvent): Promise<string[]> {
  return whenSittingPublished(event, (hansardId) => recordSittingTopicDeliveries(db, eventId, hansardId));
}

async function recordSittingTopicDeliveries(db: Database, eventId: number, hansardId: string): Promise<string[]> {
  const follows = await db
    .select({
      id: topicFollows.id,
      subscriptionId: topicFollows.subscriptionId,
      search: topicFollows.search,
      frequency: subscriptions.frequency,
      texts: sql<string[]>`array_remove(array[case when ${subscriptions.smsEnabled} and ${subscriptions.phoneConfirmedAt} is not null then 'sms' end, case when ${subscriptions.whatsappEnabled} and ${subscriptions.phoneConfirmedAt} is not null then 'whatsapp' end], null)`,
    })
    .from(topicFollows)
    .innerJoin(subscriptions, eq(subscriptions.id, topicFollows.subscriptionId))
    .where(and(isNotNull(topicFollows.confirmedAt), eq(subscriptions.emailEnabled, true), isNotNull(subscriptions.emailConfirmedAt), isNull(subscriptions.unsubscribedAt)));
  const matches = new Map<string, string[]>();
  const bySubscription = new Map<string, { frequency: string; texts: string[]; found: { topicId: string; speechId: string }[] }>();
  for (const follow of follows) {
    const key = JSON.stringify(canonicalSearch(follow.search as TopicSearch));
    if (!matches.has(key)) matches.set(key, await matchTopicInSitting(db, follow.search as TopicSearch, hansardId));
    const speechIds = matches.get(key)!;
    if (speechIds.length === 0) continue;
    const entry = bySubscription.get(follow.subscriptionId) ?? { frequency: follow.frequency, texts: follow.texts, found: [] };
    entry.found.push(...speechIds.map((speechId) => ({ topicId: follow.id, speechId })));
    bySubscription.set(follow.subscriptionId, entry);
  }
  for (const [subscriptionId, { frequency, texts, found }] of bySubscription) {
    await db.transaction(async (tx) => {
      const channel = frequency === 'daily' ? 'digest' : 'email';
      const inserted = await tx
        .insert(alertDeliveries)
        .values({ subscriptionId, eventId, channel, topicHansardId: hansardId })
        .onConflictDoNothing({ target: [alertDeliveries.subscriptionId, alertDeliveries.topicHansardId, alertDeliveries.channel], where: sql`${alertDeliveries.topicHansardId} is not null` })
        .returning({ id: alertDeliveries.id });
      // Already recorded for this sitting: whatever it carries was decided then.
      if (inserted.length === 0) return;
      const deliveryId = inserted[0]!.id;
      // The first search to find a speech carries it; a speech sent before (for any search) is not sent again.
      const attached = await tx
        .insert(topicSpeechSends)
        .values(found.map((f) => ({ subscriptionId, deliveryId, ...f })))
        .onConflictDoNothing()
        .returning({ speechId: topicSpeechSends.speechId });
      if (attached.length === 0) {
        await tx.delete(alertDeliveries).where(eq(alertDeliveries.id, deliveryId));
        return;
      }
      // SMS and WhatsApp: one short line and the link, at most one a day for followed searches.
      for (const text of texts) {
        const [recent] = await tx
          .select({ id: alertDeliveries.id })
          .from(alertDeliveries)
          .where(and(eq(alertDeliveries.subscriptionId, subscriptionId), eq(alertDeliveries.channel, text), isNotNull(alertDeliveries.topicHansardId), sql`${alertDeliveries.createdAt} > now() - interval '1 day'`))
          .limit(1);
        if (recent) continue;
        await tx
          .insert(alertDeliveries)
          .values({ subscriptionId, eventId, channel: text, topicHansardId: hansardId })
          .onConflictDoNothing({ target: [alertDeliveries.subscriptionId, alertDeliveries.topicHansardId, alertDeliveries.channel], where: sql`${alertDeliveries.topicHansardId} is not null` });
      }
    });
  }
  const pending = await db
    .select({ id: alertDeliveries.id })
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.eventId, eventId), isNotNull(alertDeliveries.topicHansardId), eq(alertDeliveries.status, 'pending'), ne(alertDeliveries.channel, 'digest')));
  return pending.map((row) => row.id);
}

/** The speeches a subscription's topic alerts carry from one sitting, by followed search, for the searches still followed. */
export async function selectDeliveredTopicSpeeches(db: DbExecutor, subscriptionId: string, hansardId: string): Promise<{ topicId: string; speechId: string }[]> {
  return db
    .select({ topicId: topicSpeechSends.topicId, speechId: topicSpeechSends.speechId })
    .from(topicSpeechSends)
    .innerJoin(topicFollows, eq(topicFollows.id, topicSpeechSends.topicId))
    .innerJoin(alertDeliveries, eq(alertDeliveries.id, topicSpeechSends.deliveryId))
    .where(and(eq(topicSpeechSends.subscriptionId, subscriptionId), eq(alertDeliveries.topicHansardId, hansardId)));
}
