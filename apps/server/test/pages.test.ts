import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hansards, makeSyntheticHansard, readSeedBills, seedDatabase } from '@kakyere/db';
import { seedBills } from '../src/modules/records/bills/seed-bills.js';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE_NAME } from '../src/modules/pages/has-session-cookie.js';
import { manageLink } from '../src/modules/records/alerts/subscription-links.js';
import { createShellDist } from './support/web-shell.js';
import { createTestApp, type TestApp } from './test-app.js';

const shell = createShellDist();
const PUBLIC_URL = 'https://kakyere.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: shell.dir, PUBLIC_URL });
  await seedDatabase(t.database.db);
  await seedBills(t.database.db);
});
afterAll(async () => {
  await t.close();
  shell.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`))?.[1];
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe('the head of each page (link previews, search engines)', () => {
  it('a Hansard permalink previews the sitting: its title, summary, canonical URL and the card image', async () => {
    const res = await get('/hansards/2011-08-24');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const sitting = 'Three maritime and shipping amendment bills pass third reading; China Development Bank facility report laid';
    expect(title(html)).toBe(`${sitting} · Kakyerɛ`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe(`${sitting} · Kakyerɛ`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:description')).toMatch(/^With the First Deputy Speaker presiding, the joint Committee on Finance/);
    expect(meta(html, 'og:description')!.length).toBeLessThanOrEqual(200);
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/hansards/2011-08-24`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/hansards/2011-08-24" />`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/og-card.png`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<div id="root"></div>');
  });

  it('a bill page previews the bill, whatever tab the link opens; the canonical URL has no UI state', async () => {
    const [bill] = (await readSeedBills()).filter((b) => b.id === 'electronic-transfer-levy-bill-2022');
    const html = (await get('/bills/electronic-transfer-levy-bill-2022?tab=debates')).body;
    expect(meta(html, 'og:title')).toBe('Electronic Transfer Levy Bill, 2022 · Kakyerɛ');
    expect(bill!.summary.replace(/\s+/g, ' ')).toContain(meta(html, 'og:description')!.replace(/…$/, ''));
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/bills/electronic-transfer-levy-bill-2022`);
  });

  it('the screens have their own titles, matching what the web app sets', async () => {
    expect(title((await get('/')).body)).toBe('Kakyerɛ · Parliament of Ghana, in plain words');
    expect(title((await get('/bills?q=levy')).body)).toBe('Parliamentary Bills · Kakyerɛ');
    expect(title((await get('/hansards')).body)).toBe('Parliamentary Hansards · Kakyerɛ');
  });

  it('answers 404, not indexable, for a bill, a sitting or a page that does not exist', async () => {
    for (const [url, heading] of [
      ['/bills/no-such-bill', 'Bill not found'],
      ['/bills/NOT%20AN%20ID', 'Bill not found'],
      ['/hansards/1999-01-01', 'Hansard not found'],
      ['/nowhere/at/all', 'Page not found'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(title(res.body), url).toBe(`${heading} · Kakyerɛ`);
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(res.body).not.toContain('rel="canonical"');
    }
    // The API keeps its JSON 404, and a missing file its plain one.
    expect((await get('/api/nothing')).json()).toEqual({ success: false, error: 'Not found' });
    expect((await get('/missing.png')).statusCode).toBe(404);
  });

  it('keeps hostile text from the data inert: a title that tries to close the head or open a script', async () => {
    const hostile = `</title></script><script>alert("x")</script> & 'quoted'`;
    await t.database.db.insert(hansards).values({ ...makeSyntheticHansard(7), id: 'hostile-sitting', title: hostile, summary: `"><img src=x onerror=alert(1)>` });
    const html = (await get('/hansards/hostile-sitting')).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(title(html)).toBe('&lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; · Kakyerɛ');
    expect(meta(html, 'og:description')).toBe('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('pages are served with a strict script policy (no inline scripts), an ETag, and change when the data does', async () => {
    const first = await get('/hansards/2011-08-24');
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    const etag = String(first.headers.etag);
    expect((await get('/hansards/2011-08-24', { 'if-none-match': etag })).statusCode).toBe(304);
    // As every writer does (ingestion, editors), the correction bumps updated_at.
    await t.database.db.update(hansards).set({ title: 'A corrected title', updatedAt: new Date().toISOString() }).where(eq(hansards.id, '2011-08-24'));
    const after = await get('/hansards/2011-08-24', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(title(after.body)).toBe('A corrected title · Kakyerɛ');
  });

  it('a signed-in reader gets a page of their own: private, no-store, never from or into the shared cache', async () => {
    const cache = t.app.services.caches.pageCache;
    const url = '/bills/right-to-information-bill-2018?tab=amendments';
    const before = cache.size;
    const personal = await get(url, { cookie: `theme=dark; ${SESSION_COOKIE_NAME}=s3cret` });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['cache-control']).toBe('private, no-store');
    expect(cache.size, 'the personal page did not enter the cache').toBe(before);

    const shared = await get(url, { cookie: 'theme=dark' });
    expect(shared.headers['cache-control']).toBe('no-cache');
    expect(cache.size, 'a signed-out page is cached').toBe(before + 1);
    // A cookie merely named like it is not the session.
    expect((await get(url, { cookie: `x${SESSION_COOKIE_NAME}=1` })).headers['cache-control']).toBe('no-cache');
  });

  it('an e-mailed settings link gets a page of its own too: private, no-store, never from or into the shared cache', async () => {
    const cache = t.app.services.caches.pageCache;
    const before = cache.size;
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/subscribe',
      payload: { email: 'settings-page@example.org', industries: ['Energy'], notificationPreferences: { email: true, sms: false, whatsapp: false } },
    });
    expect(subscribed.statusCode).toBe(201);
    const [row] = (await t.database.executeSql(`select id from subscriptions where email = 'settings-page@example.org'`)).rows as { id: string }[];
    const link = new URL(manageLink(PUBLIC_URL, t.app.services.linkSecret, row!.id));
    const page = await get(`${link.pathname}${link.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(cache.size, 'the settings page did not enter the cache').toBe(before);
  });
});
