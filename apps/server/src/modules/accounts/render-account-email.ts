import type { MailMessage } from '../mail/mail-message.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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

/**
 * An account e-mail in the site's look (its green, its name, plain type), with a plain-text part
 * that says the same for mail readers without HTML. Names are escaped: they are what people typed.
 */
export function renderAccountEmail({ kind, to, name, link }: AccountEmail): MailMessage {
  const content = CONTENT[kind];
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const text = [greeting, '', content.lead, '', `${content.button}:`, link, '', content.after, '', '— Kakyerɛ, the Parliament of Ghana in plain words'].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:20px 24px;border-bottom:3px solid #0b6338"><span style="font-size:20px;font-weight:700;color:#084e2c">Kakyerɛ</span><br><span style="font-size:12px;color:#475569">Parliament of Ghana, in plain words</span></td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px">${escapeHtml(content.lead)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b6338;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(content.button)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#475569">If the button does not work, copy this address into your browser:</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all"><a href="${escapeHtml(link)}" style="color:#0b6338">${escapeHtml(link)}</a></p>
<p style="margin:0;font-size:14px;color:#475569">${escapeHtml(content.after)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { kind, to, subject: content.subject, text, html, link };
}
