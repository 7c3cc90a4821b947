import { eq, sql } from 'drizzle-orm';
import { readDomainEvent } from '@kakyere/contract';
import { alertDeliveries, domainEvents, subscriptions } from '@kakyere/db';
import { defineOutbox } from '../../delivery/outbox/define-outbox.js';
import { loadAlertItem } from './load-alert-item.js';
import { loadMemberAlert } from './load-member-alert.js';
import { loadTopicAlert, topicAlertLine } from './load-topic-alert.js';
import { renderTopicAlertEmail } from './render-topic-alert.js';
import { followsMember } from './member-follow-repository.js';
import { renderMemberAlertEmail } from './render-member-alert.js';
import type { AlertDeps } from './alert-deps.js';
import { manageLink, oneClickUnsubscribeUrl, shortUnsubscribeLink, unsubscribeLink } from './subscription-links.js';
import { renderAlertEmail, renderAlertText, renderTextLine } from './render-alert.js';

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
  const parsed = readDomainEvent(event);
  // A topic alert (followed searches said in the sitting), a Member alert (a followed Member spoke
  // in it), else the event's item for its industries.
  const { personId, hansardId, topicHansardId } = delivery;
  const topic = topicHansardId ? await loadTopicAlert(db, publicUrl, subscription.id, topicHansardId) : null;
  const member = personId && hansardId && (await followsMember(db, subscription.id, personId)) ? await loadMemberAlert(db, publicUrl, personId, hansardId) : null;
  const item = personId || topicHansardId ? null : await loadAlertItem(db, publicUrl, parsed);
  // Stopped (or the Member or search unfollowed) since it was recorded, or the item is gone: nothing to send, ever.
  if (subscription.unsubscribedAt !== null || (!item && !member && !topic)) {
    await alertClaims.settle(db, deliveryId, { status: 'cancelled' });
    return 'cancelled';
  }
  const links = {
    unsubscribe: unsubscribeLink(publicUrl, subscription),
    oneClickUnsubscribe: oneClickUnsubscribeUrl(publicUrl, subscription),
    manage: manageLink(publicUrl, secret, subscription.id),
  };
  const host = new URL(publicUrl).hostname;
  // A Member alert is always an e-mail (at once here; digests are sent by send-digest.ts).
  const email = topic
    ? delivery.channel === 'email'
      ? renderTopicAlertEmail(deliveryId, host, subscription, topic, links)
      : null
    : member
    ? renderMemberAlertEmail(deliveryId, host, subscription, member, links)
    : item && delivery.channel === 'email'
      ? renderAlertEmail(deliveryId, host, subscription, item, links)
      : null;
  const topicLine = topic && !email ? topicAlertLine(topic) : null;
  const text = topicLine
    ? {
        channel: delivery.channel === 'whatsapp' ? ('whatsapp' as const) : ('sms' as const),
        to: subscription.phone ?? '',
        body: renderTextLine(topicLine.title, { item: topicLine.link, stop: shortUnsubscribeLink(publicUrl, subscription) }),
        meta: { deliveryId },
      }
    : !email && item
      ? {
          channel: delivery.channel === 'whatsapp' ? ('whatsapp' as const) : ('sms' as const),
          to: subscription.phone ?? '',
          body: renderAlertText(item, { item: item.link, stop: shortUnsubscribeLink(publicUrl, subscription) }),
          meta: { deliveryId },
        }
      : null;
  let mailId: string | null = null;
  let textId: string | null = null;
  try {
    await db.transaction(async (tx) => {
      if (!(await alertClaims.settle(tx, deliveryId, { status: 'sent', set: { sentAt: sql`now()` } }))) throw new AlreadySent();
      if (email) mailId = await mailer.enqueue(tx, email);
      if (text) textId = await deps.texts.enqueue(tx, text);
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
