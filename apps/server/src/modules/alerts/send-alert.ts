import { and, eq, sql } from 'drizzle-orm';
import { alertDeliveries, domainEvents, hansards, subscriptions, textOutbox, type Database } from '@kakyere/db';
import { formatSittingDate } from './format-sitting-date.js';
import type { AlertDeps } from './subscribe.js';
import { manageLink, oneClickUnsubscribeUrl, shortUnsubscribeLink, unsubscribeLink } from './subscription-links.js';
import { renderAlertEmail, renderAlertText, type AlertItem } from './render-alert.js';

export type SendOutcome = 'sent' | 'already-sent' | 'cancelled' | 'gone';

/** The item an event announces, as alerts describe it; null when it no longer exists. */
export async function loadItem(db: Pick<Database, 'select'>, publicUrl: string, type: string, payload: Record<string, unknown>): Promise<AlertItem | null> {
  if (type !== 'hansard-published' || typeof payload.hansardId !== 'string') return null;
  const [row] = await db
    .select({ id: hansards.id, title: hansards.title, date: hansards.sittingDate, session: hansards.sessionType, summary: hansards.summary, industries: hansards.affectedIndustries })
    .from(hansards)
    .where(eq(hansards.id, payload.hansardId));
  if (!row) return null;
  const when = `${row.session ? `${row.session}, ` : ''}${formatSittingDate(row.date)}`;
  return { kind: 'hansard', title: row.title, when, summary: row.summary, industries: row.industries, link: `${publicUrl}/hansards/${encodeURIComponent(row.id)}` };
}

class AlreadySent extends Error {}

/**
 * Sends one recorded delivery, exactly once: its message is written to the outbox (mail or text) in
 * the same transaction that marks the delivery sent, and only if it was still pending, so two
 * workers, a retried job or a restarted server cannot send it twice. The outbox then delivers it
 * (retrying a mail server that is down) with a stable Message-ID.
 */
export async function sendAlertDelivery(deps: AlertDeps, deliveryId: string): Promise<SendOutcome> {
  const { db, mailer, publicUrl, secret } = deps;
  const [found] = await db
    .select({ delivery: alertDeliveries, subscription: subscriptions, event: domainEvents })
    .from(alertDeliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, alertDeliveries.subscriptionId))
    .innerJoin(domainEvents, eq(domainEvents.id, alertDeliveries.eventId))
    .where(eq(alertDeliveries.id, deliveryId));
  if (!found) return 'gone';
  const { delivery, subscription, event } = found;
  if (delivery.status !== 'pending') return 'already-sent';
  const item = await loadItem(db, publicUrl, event.type, event.payload);
  // Stopped since it was recorded, or the item is gone: nothing to send, ever.
  if (subscription.unsubscribedAt !== null || !item) {
    await db.update(alertDeliveries).set({ status: 'cancelled' }).where(and(eq(alertDeliveries.id, deliveryId), eq(alertDeliveries.status, 'pending')));
    return 'cancelled';
  }
  const links = {
    unsubscribe: unsubscribeLink(publicUrl, subscription),
    oneClickUnsubscribe: oneClickUnsubscribeUrl(publicUrl, subscription),
    manage: manageLink(publicUrl, secret, subscription.id),
  };
  let mailId: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(alertDeliveries)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${alertDeliveries.attempts} + 1` })
        .where(and(eq(alertDeliveries.id, deliveryId), eq(alertDeliveries.status, 'pending')))
        .returning({ id: alertDeliveries.id });
      if (!claimed) throw new AlreadySent();
      if (delivery.channel === 'email') {
        mailId = await mailer.enqueue(tx, renderAlertEmail(deliveryId, new URL(publicUrl).hostname, subscription, item, links));
      } else {
        await tx.insert(textOutbox).values({
          channel: delivery.channel,
          toNumber: subscription.phone ?? '',
          body: renderAlertText(item, { item: item.link, stop: shortUnsubscribeLink(publicUrl, subscription) }),
          meta: { deliveryId },
        });
      }
    });
  } catch (error) {
    if (error instanceof AlreadySent) return 'already-sent';
    throw error;
  }
  if (mailId) await mailer.deliver(mailId);
  return 'sent';
}
