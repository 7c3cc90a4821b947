import type { MailMessage } from '../../delivery/mail/mail-message.js';
import { renderEmail } from '../../delivery/mail/render-email.js';

interface AccountEmail {
  kind: 'verify-email' | 'reset-password';
  to: string;
  name: string;
  link: string;
}

const CONTENT: Record<AccountEmail['kind'], { subject: string; lead: string; button: string; after: string }> = {
  'verify-email': {
    subject: 'Confirm your e-mail address for Kakyerɛ',
    lead: 'Thank you for creating a Kakyerɛ account. Please confirm that this is your e-mail address, so that alerts about Parliament reach you.',
    button: 'Confirm my e-mail address',
    after: 'The link works for one hour. If you did not create an account, you can ignore this message.',
  },
  'reset-password': {
    subject: 'Choose a new password for Kakyerɛ',
    lead: 'Someone (we hope you) asked to change the password of your Kakyerɛ account.',
    button: 'Choose a new password',
    after: 'The link works for one hour and only once. If you did not ask for it, ignore this message: your password stays as it is.',
  },
};

/** An account e-mail: verification after sign-up, or a password reset. */
export function renderAccountEmail({ kind, to, name, link }: AccountEmail): MailMessage {
  const content = CONTENT[kind];
  const { text, html } = renderEmail({
    subject: content.subject,
    greeting: name.trim() ? `Hello ${name.trim()},` : 'Hello,',
    paragraphs: [content.lead],
    button: { label: content.button, link },
    after: [content.after],
  });
  return { kind, to, subject: content.subject, text, html, link };
}
