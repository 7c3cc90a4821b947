import { eq, sql } from 'drizzle-orm';
import { readDomainEvent } from '@kakyere/contract';
import { alertDeliveries, domainEvents, subscriptions } from '@kakyere/db';
import { defineOutbox } from '../../delivery/outbox/define-outbox.js';
import { loadAlertItem } from './load-alert-item.js';
import type { AlertDeps } from './alert-deps.js';
import { manageLink, oneClickUnsubscribeUrl, shortUnsubscribeLink, unsubscribeLink } from './subscription-links.js';
import { renderAlertEmail, renderAlertText } from './render-alert.js';

export type SendOutcome = 'sent' | 'already-sent' | 'cancelled' | 'gone';

class AlreadySent extends Error {}

/**
 * Alert deliveries' claims (modules/delivery/outbox). A delivery is taken and settled in the one
 * transaction that writes its message to the mail or text outbox, so it holds no lease and has no
 * retries of its own (the outbox retries the message). `unstartedAfterSeconds`: the sweep's wait.
 */
export const alertDeliveryClaims = (unstartedAfterSeconds: number) =>
  defineOutbox(alertDeliveries, { leaseSeconds: 60, unstartedAfterSeconds, maxAttempts: Number.POSITIVE_INFINITY });
const alertClaims = alertDeliveryClaims(60);

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
  // An event that does not match the contract throws here, naming its fault: never rendered.
  const item = await loadAlertItem(db, publicUrl, readDomainEvent(event));
  // Stopped since it was recorded, or the item is gone: nothing to send, ever.
  if (subscription.unsubscribedAt !== null || !item) {
    await alertClaims.settle(db, deliveryId, { status: 'cancelled' });
    return 'cancelled';
  }
  const links = {
    unsubscribe: unsubscribeLink(publicUrl, subscription),
    oneClickUnsubscribe: oneClickUnsubscribeUrl(publicUrl, subscription),
    manage: manageLink(publicUrl, secret, subscription.id),
  };
  let mailId: string | null = null;
  let textId: string | null = null;
  try {
    await db.transaction(async (tx) => {
      if (!(await alertClaims.settle(tx, deliveryId, { status: 'sent', set: { sentAt: sql`now()` } }))) throw new AlreadySent();
      if (delivery.channel === 'email') {
        mailId = await mailer.enqueue(tx, renderAlertEmail(deliveryId, new URL(publicUrl).hostname, subscription, item, links));
      } else {
        textId = await deps.texts.enqueue(tx, {
          channel: delivery.channel === 'whatsapp' ? 'whatsapp' : 'sms',
          to: subscription.phone ?? '',
          body: renderAlertText(item, { item: item.link, stop: shortUnsubscribeLink(publicUrl, subscription) }),
          meta: { deliveryId },
        });
      }
    });
  } catch (error) {
    if (error instanceof AlreadySent) return 'already-sent';
    throw error;
  }
  deps.onAlertSent?.();
  if (mailId) await mailer.deliver(mailId);
  if (textId) await deps.texts.deliver(textId);
  return 'sent';
}
