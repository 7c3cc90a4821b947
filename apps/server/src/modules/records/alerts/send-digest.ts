import { and, eq, inArray, sql } from 'drizzle-orm';
import { readDomainEvent } from '@kakyere/contract';
import { alertDeliveries, domainEvents, subscriptions, type Database } from '@kakyere/db';
import { renderEmail } from '../../delivery/mail/render-email.js';
import type { MailMessage } from '../../delivery/mail/mail-message.js';
import { loadAlertItem } from './load-alert-item.js';
import { loadMemberAlert } from './load-member-alert.js';
import { loadTopicAlert, topicAlertSummary } from './load-topic-alert.js';
import { followsMember } from './member-follow-repository.js';
import { memberAlertSummary } from './render-member-alert.js';
import type { AlertDeps } from './alert-deps.js';
import { manageLink, oneClickUnsubscribeUrl, unsubscribeLink } from './subscription-links.js';

/** Subscriptions with items waiting for their daily digest. */
export async function subscriptionsWithDigest(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: alertDeliveries.subscriptionId })
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.channel, 'digest'), eq(alertDeliveries.status, 'pending')));
  return rows.map((row) => row.id);
}

/**
 * One subscriber's daily digest: every item waiting for it, in one e-mail. The items are marked sent
 * in the transaction that writes the e-mail to the outbox, so a digest is sent once and an item is
 * in exactly one digest, however many servers run the 07:00 job. Returns how many items it carried.
 */
export async function sendDigest(deps: AlertDeps, subscriptionId: string): Promise<number> {
  const { db, mailer, publicUrl, secret } = deps;
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!subscription) return 0;
  const waiting = and(eq(alertDeliveries.subscriptionId, subscriptionId), eq(alertDeliveries.channel, 'digest'), eq(alertDeliveries.status, 'pending'));
  if (subscription.unsubscribedAt !== null) {
    await db.update(alertDeliveries).set({ status: 'cancelled' }).where(waiting);
    return 0;
  }
  let mailId: string | null = null;
  let count = 0;
  await db.transaction(async (tx) => {
    const taken = await tx
      .update(alertDeliveries)
      .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${alertDeliveries.attempts} + 1` })
      .where(waiting)
      .returning({ id: alertDeliveries.id, eventId: alertDeliveries.eventId, personId: alertDeliveries.personId, hansardId: alertDeliveries.hansardId, topicHansardId: alertDeliveries.topicHansardId });
    if (taken.length === 0) return;
    const events = new Map((await tx.select().from(domainEvents).where(inArray(domainEvents.id, [...new Set(taken.map((t) => t.eventId))]))).map((e) => [e.id, e]));
    const items: DigestLine[] = [];
    // In the order things happened; a sitting's Member and topic alerts after its industry alert.
    const personal = (d: (typeof taken)[number]) => Number(d.personId !== null) + 2 * Number(d.topicHansardId !== null);
    for (const delivery of taken.sort((a, b) => a.eventId - b.eventId || personal(a) - personal(b) || a.id.localeCompare(b.id))) {
      const event = events.get(delivery.eventId);
      if (!event) continue;
      // An event that does not match the contract throws, naming its fault: the digest waits (the job logs why), never rendered.
      const parsed = readDomainEvent(event);
      if (delivery.topicHansardId) {
        // Searches unfollowed since are left out.
        const topic = await loadTopicAlert(tx, publicUrl, subscriptionId, delivery.topicHansardId);
        for (const group of topic?.groups ?? []) items.push({ kind: 'topic', when: topic!.when, title: topicAlertSummary(group), link: group.speeches[0]!.link });
      } else if (delivery.personId && delivery.hansardId) {
        // A Member unfollowed since: left out.
        if (!(await followsMember(tx, subscriptionId, delivery.personId))) continue;
        const member = await loadMemberAlert(tx, publicUrl, delivery.personId, delivery.hansardId);
        if (member) items.push({ kind: 'member', when: member.when, title: memberAlertSummary(member), link: member.speeches[0]!.link });
      } else {
        const item = await loadAlertItem(tx, publicUrl, parsed);
        if (item) items.push({ kind: item.kind, when: item.when, title: item.title, link: item.link });
      }
    }
    if (items.length === 0) return;
    count = items.length;
    const firstId = taken.map((t) => t.id).sort()[0]!;
    const links = { unsubscribe: unsubscribeLink(publicUrl, subscription), oneClick: oneClickUnsubscribeUrl(publicUrl, subscription), manage: manageLink(publicUrl, secret, subscription.id) };
    mailId = await mailer.enqueue(tx, renderDigestEmail(subscription.email, subscription.name, items, links, `<digest-${firstId}@${new URL(publicUrl).hostname}>`, publicUrl));
  });
  if (mailId) await mailer.deliver(mailId);
  return count;
}

/** One line of a digest: an item for the subscriber's industries, or a followed Member who spoke. */
interface DigestLine {
  kind: 'hansard' | 'bill' | 'member' | 'topic';
  when: string;
  title: string;
  link: string;
}

function renderDigestEmail(
  to: string,
  name: string | null,
  items: DigestLine[],
  links: { unsubscribe: string; oneClick: string; manage: string },
  messageId: string,
  publicUrl: string,
): MailMessage {
  const kinds = [
    ...(items.some((item) => item.kind === 'hansard' || item.kind === 'bill') ? ['industries'] : []),
    ...(items.some((item) => item.kind === 'member') ? ['Members'] : []),
    ...(items.some((item) => item.kind === 'topic') ? ['searches'] : []),
  ];
  const followed = `the ${kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}`} you follow`;
  const subject = items.length === 1 ? `Parliament: ${items[0]!.title}` : `Parliament: ${items.length} new items in ${followed}`;
  const { text, html } = renderEmail({
    subject,
    greeting: name ? `Hello ${name},` : 'Hello,',
    paragraphs: ['Your daily Kakyerɛ digest:', ...items.map((item) => `• ${item.when}: ${item.title} — ${item.link}`)],
    button: { label: 'Open Kakyerɛ', link: `${publicUrl}/` },
    after: [`Change your alerts: ${links.manage}`, `Stop all alerts: ${links.unsubscribe}`],
  });
  return {
    kind: 'alert-digest',
    to,
    subject,
    text,
    html,
    headers: { 'Message-ID': messageId, 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
