import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DomainEvent } from '@kakyere/contract';
import { alertDeliveries, type Database } from '@kakyere/db';
import { whenSittingPublished } from './when-sitting-published.js';

/**
 * Records the Member alerts an event causes: for a published sitting, one delivery per confirmed,
 * active subscription and followed Member who spoke in it (speeches.person_id), by e-mail at once or
 * as a 'digest' delivery, in one statement. The key is (subscription, Member, sitting), not the
 * event or channel, so a retried job, a second server or the sitting stored again adds nothing.
 * Returns the event's Member deliveries still waiting to be sent at once (a fan-out that died after
 * recording is completed by its retry). Bills have no speakers.
 */
export async function recordMemberDeliveries(db: Database, eventId: number, event: DomainEvent): Promise<string[]> {
  return whenSittingPublished(event, (hansardId) => recordSittingMemberDeliveries(db, eventId, hansardId));
}

async function recordSittingMemberDeliveries(db: Database, eventId: number, hansardId: string): Promise<string[]> {
  await db.execute(sql`
    insert into alert_deliveries (subscription_id, event_id, channel, person_id, hansard_id)
    select s.id, ${eventId}, case when s.frequency = 'daily' then 'digest' else 'email' end, f.person_id, ${hansardId}
    from member_follows f
    join subscriptions s on s.id = f.subscription_id
    where s.email_confirmed_at is not null and s.unsubscribed_at is null
      and exists (select 1 from speeches sp where sp.hansard_id = ${hansardId} and sp.person_id = f.person_id)
    on conflict (subscription_id, person_id, hansard_id) where person_id is not null do nothing`);
  const pending = await db
    .select({ id: alertDeliveries.id })
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.eventId, eventId), isNotNull(alertDeliveries.personId), eq(alertDeliveries.status, 'pending'), ne(alertDeliveries.channel, 'digest')));
  return pending.map((row) => row.id);
}
