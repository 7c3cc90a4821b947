import { and, eq, ne, sql } from 'drizzle-orm';
import { alertDeliveries, type Database } from '@kakyere/db';

/**
 * Records one delivery per (subscription, event, channel) for every active subscription whose
 * industries meet the event's, in one statement; the unique key makes a repeat (a retried job, a
 * second server) add nothing. SMS and WhatsApp go at once, and only to confirmed numbers; e-mail
 * goes only to a confirmed address (double opt-in), at once or as a 'digest' delivery that the
 * 07:00 digest collects. Returns every delivery of
 * the event still waiting to be sent at once, so a fan-out that died after recording and before
 * queueing is completed by its retry.
 */
export async function recordDeliveries(db: Database, eventId: number, industries: string[]): Promise<string[]> {
  if (industries.length > 0) {
    await db.execute(sql`
      insert into alert_deliveries (subscription_id, event_id, channel)
      select s.id, ${eventId}, c.channel
      from subscriptions s
      cross join lateral (values
        ('email', s.email_enabled and s.email_confirmed_at is not null and s.frequency = 'immediate'),
        ('digest', s.email_enabled and s.email_confirmed_at is not null and s.frequency = 'daily'),
        ('sms', s.sms_enabled and s.phone_confirmed_at is not null),
        ('whatsapp', s.whatsapp_enabled and s.phone_confirmed_at is not null)
      ) as c(channel, wanted)
      where c.wanted and s.unsubscribed_at is null
        and s.industries && array[${sql.join(
          industries.map((industry) => sql`${industry}`),
          sql`, `,
        )}]::text[]
      on conflict (subscription_id, event_id, channel) where person_id is null and topic_hansard_id is null do nothing`);
  }
  const pending = await db
    .select({ id: alertDeliveries.id })
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.eventId, eventId), eq(alertDeliveries.status, 'pending'), ne(alertDeliveries.channel, 'digest')));
  return pending.map((row) => row.id);
}
