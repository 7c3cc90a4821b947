const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface EmailContent {
  subject: string;
  greeting: string;
  /** Plain paragraphs (escaped in the HTML part). */
  paragraphs: string[];
  button: { label: string; link: string };
  /** Small print under the button. */
  after: string[];
}

/**
 * An e-mail in the site's look (its green, its name, plain type) and a plain-text part that says the
 * same for mail readers without HTML. Every text is escaped: names and titles come from people.
 */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const { subject, greeting, paragraphs, button, after } = content;
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${button.label}:`, button.link, '', ...after.flatMap((p) => [p, '']), '— Kakyerɛ, the Parliament of Ghana in plain words'].join('\n');
  const para = (p: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(p)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:20px 24px;border-bottom:3px solid #0b6338"><span style="font-size:20px;font-weight:700;color:#084e2c">Kakyerɛ</span><br><span style="font-size:12px;color:#475569">Parliament of Ghana, in plain words</span></td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${para(greeting)}
${paragraphs.map((p) => para(p)).join('\n')}
<p style="margin:8px 0 24px"><a href="${escapeHtml(button.link)}" style="display:inline-block;background:#0b6338;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#475569">If the button does not work, copy this address into your browser:</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all"><a href="${escapeHtml(button.link)}" style="color:#0b6338">${escapeHtml(button.link)}</a></p>
${after.map((p) => para(p, 'margin:0 0 8px;font-size:14px;color:#475569')).join('\n')}
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}
