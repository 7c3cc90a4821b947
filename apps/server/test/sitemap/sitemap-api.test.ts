import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matchPage, memberPath, PAGES, personUrlId, type PageEntry } from '@kakyere/contract';
import { bills, hansards, memberships, persons, seedDatabase } from '@kakyere/db';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { createShellDist } from '../support/web-shell.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { readSitemap, SITEMAP_NS } from './read-sitemap.js';

const shell = createShellDist();
const PUBLIC_URL = 'https://kakyere.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: shell.dir, PUBLIC_URL });
  await seedDatabase(t.database.db);
  await seedBills(t.database.db);
  await seedPeople(t.database.db);
});
afterAll(async () => {
  await t.close();
  shell.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const CHILDREN = ['sittings', 'bills', 'members', 'pages'].map((kind) => `${PUBLIC_URL}/sitemaps/${kind}.xml`);

async function sitemapFile(url: string) {
  const res = await get(new URL(url).pathname);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return readSitemap(res.body);
}

/** Every URL of every file the index names. */
async function allUrls() {
  const index = await sitemapFile(`${PUBLIC_URL}/sitemap.xml`);
  const files = await Promise.all(index.entries.map(async ({ loc }) => ({ loc, ...(await sitemapFile(loc)) })));
  return files.flatMap((file) => file.entries.map((entry) => ({ file: file.loc, ...entry })));
}

const unlisted = (Object.values(PAGES) as PageEntry[]).filter((page) => page.private || page.personal);

describe('robots.txt', () => {
  it('lets crawlers in, keeps them from every personal and token page of the page table, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(unlisted.length).toBeGreaterThanOrEqual(7);
    for (const page of unlisted) expect(lines, page.path).toContain(`Disallow: ${page.path}`);
    // The e-mailed and texted links, and the reader's own page, by name: a table that lost a flag fails here.
    for (const path of ['/subscribe/manage', '/subscribe/confirm', '/subscribe/phone', '/unsubscribe', '/profile', '/reset-password', '/verify-email']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /search?');
    // Nothing public is kept out: no Disallow is a prefix of a page that is in the sitemap.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const { loc } of await allUrls()) {
      const path = new URL(loc).pathname;
      expect(disallowed.filter((prefix) => path.startsWith(prefix)), path).toEqual([]);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('the sitemap', () => {
  it('is an index in the sitemap namespace naming one file per kind, absolute on PUBLIC_URL', async () => {
    const index = await sitemapFile(`${PUBLIC_URL}/sitemap.xml`);
    expect(index.root).toBe('sitemapindex');
    expect(index.namespace).toBe(SITEMAP_NS);
    expect(index.entries.map((entry) => entry.loc)).toEqual(CHILDREN);
    for (const url of CHILDREN) {
      const child = await sitemapFile(url);
      expect(child.root, url).toBe('urlset');
      expect(child.namespace, url).toBe(SITEMAP_NS);
      expect(child.entries.length, url).toBeGreaterThan(0);
      for (const { loc } of child.entries) expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
    }
  });

  it('lists every sitting, bill and person once, a Member at their canonical address, and the public pages', async () => {
    const urls = await allUrls();
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size, 'a URL listed twice').toBe(locs.length);
    const sittings = await t.database.db.select({ id: hansards.id }).from(hansards);
    const billRows = await t.database.db.select({ id: bills.id }).from(bills);
    const people = await t.database.db.select({ id: persons.id, name: persons.name }).from(persons);
    expect(people.length).toBeGreaterThan(600);
    for (const { id } of sittings) expect(locs).toContain(`${PUBLIC_URL}/hansards/${id}`);
    for (const { id } of billRows) expect(locs).toContain(`${PUBLIC_URL}/bills/${id}`);
    for (const { id, name } of people) expect(locs).toContain(`${PUBLIC_URL}${memberPath(personUrlId(id), name)}`);
    expect(locs).toContain(`${PUBLIC_URL}/members/osei-kyei-mensah-bonsu/osei-kyei-mensah-bonsu`);
    for (const path of ['/', '/hansards', '/bills', '/members', '/search', '/subscribe', '/open-data']) expect(locs).toContain(`${PUBLIC_URL}${path}`);
    expect(urls.filter((url) => url.file.endsWith('/sittings.xml'))).toHaveLength(sittings.length);
    expect(urls.filter((url) => url.file.endsWith('/members.xml'))).toHaveLength(people.length);
  });

  it('never lists a private, personal or token page, a redirect, an API address or a search result', async () => {
    for (const { loc } of await allUrls()) {
      const url = new URL(loc);
      expect(url.search, loc).toBe('');
      expect(url.pathname.startsWith('/api/'), loc).toBe(false);
      const { page } = matchPage(url.pathname.replace(/\/+$/, '') || '/');
      expect(page.private ?? page.personal ?? page.redirect ?? page.notFound, loc).toBeUndefined();
      // A Member is listed at their name's address, never at the id that is sent on to it.
      expect(page).not.toBe(PAGES.memberById);
    }
  });

  it('dates each item by its own last change, and each file by its newest', async () => {
    // Later than the seed, as any writer's change is (the caches follow the newest change).
    await t.database.db.update(hansards).set({ updatedAt: '2027-03-04T05:06:07.891Z' }).where(eq(hansards.id, '2011-08-24'));
    await t.database.db.update(bills).set({ updatedAt: '2027-02-01T10:20:30Z' }).where(eq(bills.id, 'electronic-transfer-levy-bill-2022'));
    // A person's page shows their seats: a seat's correction is a change to the page.
    const [seat] = await t.database.db.select({ id: memberships.id }).from(memberships).where(eq(memberships.personId, 'person/osei-kyei-mensah-bonsu')).limit(1);
    await t.database.db.update(memberships).set({ updatedAt: '2027-01-15T12:00:00Z' }).where(eq(memberships.id, seat!.id));

    const urls = await allUrls();
    const lastmod = (path: string) => urls.find((url) => url.loc === `${PUBLIC_URL}${path}`)?.lastmod;
    expect(lastmod('/hansards/2011-08-24')).toBe('2027-03-04T05:06:07Z');
    expect(lastmod('/bills/electronic-transfer-levy-bill-2022')).toBe('2027-02-01T10:20:30Z');
    expect(lastmod('/members/osei-kyei-mensah-bonsu/osei-kyei-mensah-bonsu')).toBe('2027-01-15T12:00:00Z');
    // Every item has one, and it is the row's own time.
    const [sitting] = await t.database.db.select({ id: hansards.id, updatedAt: hansards.updatedAt }).from(hansards).where(eq(hansards.id, '2012-01-26'));
    expect(Date.parse(lastmod('/hansards/2012-01-26')!)).toBe(Math.floor(Date.parse(sitting!.updatedAt) / 1000) * 1000);
    for (const url of urls.filter((u) => !u.file.endsWith('/pages.xml'))) expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The list of sittings changes when its newest sitting does; the index says which files changed.
    expect(lastmod('/hansards')).toBe('2027-03-04T05:06:07Z');
    const index = await sitemapFile(`${PUBLIC_URL}/sitemap.xml`);
    expect(index.entries.find((entry) => entry.loc.endsWith('/sittings.xml'))?.lastmod).toBe('2027-03-04T05:06:07Z');
    expect(index.entries.find((entry) => entry.loc.endsWith('/bills.xml'))?.lastmod).toBe('2027-02-01T10:20:30Z');
  });

  it('is answered from the cache with an ETag (304 when the crawler has it), and a file it does not name is a 404', async () => {
    const first = await get('/sitemaps/sittings.xml', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await get('/sitemaps/sittings.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/sitemap.xml', { 'if-none-match': String((await get('/sitemap.xml')).headers.etag) })).statusCode).toBe(304);
    // A new sitting is in the sitemap at once: the cache follows the data's version.
    await t.database.db.update(hansards).set({ updatedAt: new Date().toISOString() }).where(eq(hansards.id, '2011-08-24'));
    expect((await get('/sitemaps/sittings.xml', { 'if-none-match': etag })).statusCode).toBe(200);

    for (const file of ['sittings-2.xml', 'sittings-1.xml', 'other.xml', '..%2Fsitemap.xml']) {
      const res = await get(`/sitemaps/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Not found' });
    }
  });
});

describe('a crawl of the seeded site from its sitemap', () => {
  it('gets 200 for every URL the sitemap lists', { timeout: 120_000 }, async () => {
    const urls = await allUrls();
    const failed: string[] = [];
    for (const { loc } of urls) {
      const res = await get(new URL(loc).pathname, { accept: 'text/html' });
      if (res.statusCode !== 200) failed.push(`${res.statusCode} ${loc}`);
    }
    expect(failed).toEqual([]);
    expect(urls.length).toBeGreaterThan(700);
  });
});
