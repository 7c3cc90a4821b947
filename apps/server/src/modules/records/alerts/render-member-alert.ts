import type { SubscriptionRow } from '@kakyere/db';
import type { MailMessage } from '../../delivery/mail/mail-message.js';
import { renderEmail } from '../../delivery/mail/render-email.js';
import type { MemberAlert } from './load-member-alert.js';
import type { AlertLinks } from './render-alert.js';

/** At most this many speeches are linked one by one; the sitting's page has the rest. */
const MAX_LINKED_SPEECHES = 20;

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** The first line of a speech, whole words, within about `max` characters. */
export function firstLine(text: string, max = 200): string {
  const line = text.trim().split(/\r?\n/)[0]!.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The business items the Member spoke on, each once, in order. */
export const memberHeadings = (alert: MemberAlert) => [...new Set(alert.speeches.map((s) => s.heading).filter((h): h is string => !!h))];

/** "Hon. Ama Mensah spoke 3 times: Questions; Rent Bill", the digest's line. */
export function memberAlertSummary(alert: MemberAlert): string {
  const headings = memberHeadings(alert);
  return `${alert.member} spoke ${times(alert.speeches.length)}${headings.length ? `: ${headings.join('; ')}` : ''}`;
}

/**
 * A Member alert e-mail: who spoke, in which sitting, how often and on what, a line of the first
 * speech, a link to each speech on the sitting's page, and a one-click way to stop (RFC 8058 headers
 * as well as the link). Its Message-ID is the delivery's, so a resend is the same message.
 */
export function renderMemberAlertEmail(deliveryId: string, host: string, row: SubscriptionRow, alert: MemberAlert, links: AlertLinks): MailMessage {
  const subject = `Parliament: ${alert.member} spoke on ${alert.when}`;
  const headings = memberHeadings(alert);
  const first = alert.speeches[0]!;
  const linked = alert.speeches.slice(0, MAX_LINKED_SPEECHES);
  const more = alert.speeches.length - linked.length;
  const { text, html } = renderEmail({
    subject,
    greeting: row.name ? `Hello ${row.name},` : 'Hello,',
    paragraphs: [
      `${alert.member} spoke ${times(alert.speeches.length)} in Parliament (${alert.when}: ${alert.title}).`,
      ...(headings.length ? [`On: ${headings.join('; ')}.`] : []),
      `“${firstLine(first.text)}”`,
      ...linked.map((speech, i) => `${i + 1}. ${speech.heading ?? 'Speech'}: ${speech.link}`),
      ...(more > 0 ? [`And ${more} more on the sitting's page: ${alert.sittingLink}`] : []),
      `You are receiving this because you follow ${alert.member}.`,
    ],
    button: { label: 'Read it on Kakyerɛ', link: first.link },
    after: [`Stop following ${alert.member}, or change your alerts: ${links.manage}`, `Stop all alerts: ${links.unsubscribe}`],
  });
  return {
    kind: 'member-alert',
    to: row.email,
    subject,
    text,
    html,
    link: first.link,
    headers: {
      'Message-ID': `<alert-${deliveryId}@${host}>`,
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
