import { sql, type SQL } from 'drizzle-orm';
import { pushSubscriptions, type Database, type PushSubscriptionRow } from '@kakyere/db';

/**
 * The browsers to notify of an item touching `industries`: every push subscription whose account
 * either has an active alert subscription (linked by `subscriptions.user_id`) meeting one of them, or
 * has no linked alert subscription at all (push is then for everything). An account whose linked
 * subscriptions are all stopped gets nothing: unsubscribing promised "no more alerts". An item
 * with no industries reaches nobody, as with the e-mail fan-out.
 */
export async function pushTargetsForIndustries(db: Database, industries: readonly string[]): Promise<PushSubscriptionRow[]> {
  if (industries.length === 0) return [];
  return db.select().from(pushSubscriptions).where(wantsPushFor(industries)).orderBy(pushSubscriptions.createdAt);
}

/** The condition on `push_subscriptions` rows above, for queries that select or insert from them. */
export function wantsPushFor(industries: readonly string[]): SQL {
  const wanted = sql`array[${sql.join(
    industries.map((industry) => sql`${industry}`),
    sql`, `,
  )}]::text[]`;
  return sql`(exists (
      select 1 from subscriptions s
      where s.user_id = ${pushSubscriptions.userId} and s.unsubscribed_at is null and s.industries && ${wanted})
    or not exists (select 1 from subscriptions s where s.user_id = ${pushSubscriptions.userId}))`;
}
