import type { Page } from '@playwright/test';

const controlUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The first (or `index`th, from 0) e-mail the site sent to `to` over SMTP (waits for it to arrive). */
export async function readMail(to: string, subject?: string, index = 0): Promise<ReceivedMail> {
  const query = new URLSearchParams({ to, index: String(index), ...(subject ? { subject } : {}) });
  const response = await fetch(`${controlUrl}/mail?${query}`);
  if (!response.ok) throw new Error(`no e-mail to ${to}: ${await response.text()}`);
  return (await response.json()) as ReceivedMail;
}

/** Every SMS or WhatsApp body texted to `to` (E.164) so far (waits for the first). */
export async function readTexts(to: string): Promise<string[]> {
  const response = await fetch(`${controlUrl}/texts?${new URLSearchParams({ to })}`);
  if (!response.ok) throw new Error(`no text to ${to}: ${await response.text()}`);
  return ((await response.json()) as { bodies: string[] }).bodies;
}

/** The first link in a message's text part that goes to `path`. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`no link to ${path} in:\n${mail.text}`);
  return link;
}

/** Who signs in at the stand-in for Google next. */
export async function googleSignsInAs(user: { sub: string; email: string; name: string; picture?: string }): Promise<void> {
  await fetch(`${controlUrl}/oidc/sign-in-as`, { method: 'POST', body: JSON.stringify(user) });
}

/** The next Google sign-in ends with this error (the person pressed Cancel). */
export async function googleFailsNext(error: string, description?: string): Promise<void> {
  await fetch(`${controlUrl}/oidc/fail-next`, { method: 'POST', body: JSON.stringify({ error, description }) });
}

let clients = 0;
/**
 * Makes the page's requests come from a client address of its own (through a proxy on this machine,
 * which the site trusts by default): the auth rate limits are on in the e2e server as in `npm start`.
 */
export async function actAsNewClient(page: Page): Promise<void> {
  clients += 1;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${process.pid % 250}.${clients % 250}` });
}

/** A unique address for a new account. */
export const newEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** Ingests one of the project's Official Report fixtures into the running site, as `npm run ingest` would. */
export async function ingestFixture(fixture: string): Promise<{ hansardId: string }> {
  const response = await fetch(`${controlUrl}/ingest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fixture }) });
  if (!response.ok) throw new Error(`ingest ${fixture}: ${await response.text()}`);
  return (await response.json()) as { hansardId: string };
}
