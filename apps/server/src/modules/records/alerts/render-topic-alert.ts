import type { SubscriptionRow } from '@kakyere/db';
import type { MailMessage } from '../../delivery/mail/mail-message.js';
import { renderEmail } from '../../delivery/mail/render-email.js';
import type { AlertLinks } from './render-alert.js';
import { topicAlertSummary, type TopicAlert } from './load-topic-alert.js';

/**
 * A topic alert e-mail: for each followed search the sitting said, how many speeches, the first three
 * with who spoke and the words around the match, a link to each and to the rest; and a one-click way
 * to stop. Its Message-ID is the delivery's, so a resend is the same message.
 */
export function renderTopicAlertEmail(deliveryId: string, host: string, row: SubscriptionRow, alert: TopicAlert, links: AlertLinks): MailMessage {
  const subject = alert.groups.length === 1 ? `Parliament: ${topicAlertSummary(alert.groups[0]!)} on ${alert.when}` : `Parliament: ${alert.groups.length} of your searches were said on ${alert.when}`;
  const paragraphs: string[] = [`In Parliament (${alert.when}: ${alert.title}):`];
  for (const group of alert.groups) {
    paragraphs.push(`${topicAlertSummary(group)}.`);
    group.speeches.forEach((speech, i) => paragraphs.push(`${i + 1}. ${speech.speaker}: “${speech.excerpt}” ${speech.link}`));
    if (group.count > group.speeches.length) paragraphs.push(`And ${group.count - group.speeches.length} more: ${group.moreLink}`);
  }
  paragraphs.push('You are receiving this because you follow these searches on Kakyerɛ.');
  const first = alert.groups[0]!.speeches[0]!.link;
  const { text, html } = renderEmail({
    subject,
    greeting: row.name ? `Hello ${row.name},` : 'Hello,',
    paragraphs,
    button: { label: 'Read it on Kakyerɛ', link: first },
    after: [`Stop following a search, or change your alerts: ${links.manage}`, `Stop all alerts: ${links.unsubscribe}`],
  });
  return {
    kind: 'topic-alert',
    to: row.email,
    subject,
    text,
    html,
    link: first,
    headers: {
      'Message-ID': `<alert-${deliveryId}@${host}>`,
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
