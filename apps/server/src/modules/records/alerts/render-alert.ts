import type { SubscriptionRow } from '@kakyere/db';
import type { MailMessage } from '../../delivery/mail/mail-message.js';
import { renderEmail } from '../../delivery/mail/render-email.js';
import { gsm7Length, toGsm7 } from './gsm7.js';

/** What an alert is about, as its messages name it. */
export interface AlertItem {
  kind: 'hansard' | 'bill';
  title: string;
  /** "Plenary sitting of 24 August 2011", or what happened to a bill: "Second Reading completed". */
  when: string;
  summary: string;
  industries: string[];
  link: string;
}

export interface AlertLinks {
  unsubscribe: string;
  oneClickUnsubscribe: string;
  manage: string;
}

const firstSentences = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = cut.lastIndexOf('. ');
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
};

/**
 * An alert e-mail: the item's title, why it matched, a link, and a one-click way to stop (RFC 8058
 * headers as well as the link). Its Message-ID is the delivery's, so a resend is the same message.
 */
export function renderAlertEmail(deliveryId: string, host: string, row: SubscriptionRow, item: AlertItem, links: AlertLinks): MailMessage {
  const matched = item.industries.filter((i) => row.industries.includes(i));
  const subject = `Parliament: ${item.title}`;
  const { text, html } = renderEmail({
    subject,
    greeting: row.name ? `Hello ${row.name},` : 'Hello,',
    paragraphs: [`${item.when}: ${item.title}.`, firstSentences(item.summary, 400), `You are receiving this because you follow ${matched.join(', ')}.`],
    button: { label: 'Read it on Kakyerɛ', link: item.link },
    after: [`Change your alerts: ${links.manage}`, `Stop all alerts: ${links.unsubscribe}`],
  });
  return {
    kind: 'alert',
    to: row.email,
    subject,
    text,
    html,
    link: item.link,
    headers: {
      'Message-ID': `<alert-${deliveryId}@${host}>`,
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * An SMS or WhatsApp alert: GSM-7 only ('Kakyere', not 'Kakyerɛ'), one 160-character part, the link,
 * and a short stop link at the end. The title is shortened to fit, never the links.
 */
export function renderAlertText(item: AlertItem, links: { item: string; stop: string }): string {
  return renderTextLine(item.title, links);
}

/** One SMS of at most 160 GSM-7 characters: "Kakyere: " and the title (cut to fit), the link, and how to stop. */
export function renderTextLine(titleText: string, links: { item: string; stop: string }): string {
  const tail = ` ${links.item} Stop: ${links.stop}`;
  const head = 'Kakyere: ';
  const room = 160 - gsm7Length(head) - gsm7Length(tail);
  let title = toGsm7(titleText);
  if (gsm7Length(title) > room) title = `${title.slice(0, Math.max(0, room - 3)).trimEnd()}...`;
  return `${head}${title}${tail}`;
}
