import type { SubscriptionRow } from '@kakyere/db';
import type { MailMessage } from '../../delivery/mail/mail-message.js';
import { renderEmail } from '../../delivery/mail/render-email.js';
import type { SubscriptionChoices } from './subscription-repository.js';

const describeChannels = (c: SubscriptionChoices['channels']) =>
  [c.email && 'e-mail', c.sms && 'SMS', c.whatsapp && 'WhatsApp'].filter(Boolean).join(', ');

const greeting = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

/** "Ama Mensah", "Ama Mensah and Kofi Boateng", "A, B and C". */
const listNames = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** What a subscription with these Members followed is e-mailed about them. */
const membersSentence = (row: SubscriptionRow, members: readonly string[]) =>
  `You will ${row.industries.length ? 'also ' : ''}get an e-mail when ${listNames(members)} ${members.length === 1 ? 'speaks' : 'speak'} in Parliament${row.frequency === 'daily' ? ', in your daily digest' : ''}.`;

/** What a subscription following these searches is e-mailed about them. */
const topicsSentence = (row: SubscriptionRow, topics: readonly string[]) =>
  `You will ${row.industries.length ? 'also ' : ''}get an e-mail when Parliament says ${listNames(topics)}${row.frequency === 'daily' ? ', in your daily digest' : ''}.`;

/**
 * After a new subscription: what was chosen (industries, Members followed), and how to change or
 * stop it. Sent whatever channels were chosen.
 */
export function renderWelcomeEmail(row: SubscriptionRow, links: { manage: string; unsubscribe: string }, members: readonly string[] = [], topics: readonly string[] = []): MailMessage {
  const subject = 'You are subscribed to Kakyerɛ alerts';
  const channels = { email: row.emailEnabled, sms: row.smsEnabled, whatsapp: row.whatsappEnabled };
  const paragraphs = row.industries.length
    ? [`You will hear from us when Parliament publishes a Hansard or moves a bill touching: ${row.industries.join(', ')}.`, `Alerts will come by ${describeChannels(channels)}.`]
    : [];
  if (members.length) paragraphs.push(membersSentence(row, members));
  if (topics.length) paragraphs.push(topicsSentence(row, topics));
  if ((row.smsEnabled || row.whatsappEnabled) && row.phone) {
    paragraphs.push(`SMS and WhatsApp alerts to ${row.phone} start once the number is confirmed: we are texting it a link to confirm it.`);
  }
  const { text, html } = renderEmail({
    subject,
    greeting: greeting(row.name),
    paragraphs,
    button: { label: 'Change my alert settings', link: links.manage },
    after: ['The settings link works for three days; the page can send you a new one.', `To stop every alert: ${links.unsubscribe}`],
  });
  return { kind: 'subscription-welcome', to: row.email, subject, text, html, link: links.manage };
}

/** A new subscription waits for its address to be confirmed: nothing is sent to it until then. */
export function renderConfirmAddressEmail(row: SubscriptionRow, link: string, members: readonly string[] = [], topics: readonly string[] = []): MailMessage {
  const subject = 'Confirm your address for Kakyerɛ alerts';
  const channels = { email: row.emailEnabled, sms: row.smsEnabled, whatsapp: row.whatsappEnabled };
  const { text, html } = renderEmail({
    subject,
    greeting: greeting(row.name),
    paragraphs: [
      'Someone (we hope you) asked for Kakyerɛ alerts at this address. Nothing will be sent to it until you confirm.',
      ...(row.industries.length ? [`The choices: ${row.industries.join(', ')}, by ${describeChannels(channels)}.`] : []),
      ...(members.length ? [`E-mails when ${listNames(members)} ${members.length === 1 ? 'speaks' : 'speak'} in Parliament.`] : []),
      ...(topics.length ? [`E-mails when Parliament says ${listNames(topics)}.`] : []),
    ],
    button: { label: 'Confirm my address', link },
    after: ['The link works for seven days. If you did not ask for this, ignore this message: the request is deleted after seven days and you will hear nothing more.'],
  });
  return { kind: 'subscription-confirm-address', to: row.email, subject, text, html, link };
}

/** Someone subscribed again with this address: nothing changes until its owner confirms. */
export function renderConfirmChangesEmail(row: SubscriptionRow, choices: SubscriptionChoices, link: string): MailMessage {
  const subject = 'Confirm your new Kakyerɛ alert choices';
  const { text, html } = renderEmail({
    subject,
    greeting: greeting(row.name),
    paragraphs: [
      'Someone (we hope you) asked for Kakyerɛ alerts to this address, which already has a subscription. Nothing has changed yet.',
      `The new choices: ${choices.industries.join(', ')}, by ${describeChannels(choices.channels)}.`,
    ],
    button: { label: 'Review and apply the new choices', link },
    after: ['The link works for three days. If you did not ask for this, ignore this message: your alerts stay as they are.'],
  });
  return { kind: 'subscription-confirm', to: row.email, subject, text, html, link };
}

/** A fresh manage link, asked for from an expired one. */
export function renderManageLinkEmail(row: SubscriptionRow, link: string): MailMessage {
  const subject = 'Your Kakyerɛ alert settings';
  const { text, html } = renderEmail({
    subject,
    greeting: greeting(row.name),
    paragraphs: ['Here is a new link to change or stop your alerts.'],
    button: { label: 'Change my alert settings', link },
    after: ['The link works for three days.'],
  });
  return { kind: 'subscription-manage', to: row.email, subject, text, html, link };
}

/** Someone asked to follow a Member with an address that already has alerts: nothing changes until its owner confirms. */
export function renderConfirmFollowEmail(row: SubscriptionRow, member: string, link: string): MailMessage {
  const subject = `Confirm: e-mail me when ${member} speaks`;
  const { text, html } = renderEmail({
    subject,
    greeting: greeting(row.name),
    paragraphs: [
      `Someone (we hope you) asked for an e-mail to this address whenever ${member} speaks in Parliament. This address already has Kakyerɛ alerts, so nothing has changed yet.`,
    ],
    button: { label: `Follow ${member}`, link },
    after: ['The link works for three days. If you did not ask for this, ignore this message: your alerts stay as they are.'],
  });
  return { kind: 'subscription-confirm-follow', to: row.email, subject, text, html, link };
}

/** An address that already has alerts was asked to follow a search: the link adds it. */
export function renderConfirmTopicEmail(row: SubscriptionRow, label: string, link: string): MailMessage {
  const subject = `Confirm: e-mail me when Parliament says ${label}`;
  const { text, html } = renderEmail({
    subject,
    greeting: greeting(row.name),
    paragraphs: [
      `Someone (we hope you) asked for an e-mail to this address whenever ${label} is said in Parliament. This address already has Kakyerɛ alerts, so nothing has changed yet.`,
    ],
    button: { label: 'Follow this search', link },
    after: ['The link works for three days. If you did not ask for this, ignore this message: your alerts stay as they are.'],
  });
  return { kind: 'subscription-confirm-topic', to: row.email, subject, text, html, link };
}
