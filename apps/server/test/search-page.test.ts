import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '@kakyere/contract';
import { seedDatabase } from '@kakyere/db';
import { createPageDataSource } from '../src/modules/pages/page-data-source.js';
import { seedPeople } from '../src/modules/records/people/seed-people.js';
import { createShellDist } from './support/web-shell.js';
import { createTestApp, type TestApp } from './test-app.js';

const shell = createShellDist();
const PUBLIC_URL = 'https://kakyere.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: shell.dir, PUBLIC_URL });
  await seedDatabase(t.database.db);
  await seedPeople(t.database.db);
}, 120_000);
afterAll(async () => {
  await t.close();
  shell.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const data = () => createPageDataSource(t.database.db, 'link-secret', t.app.services.caches.pageDataCache);

describe('the search page’s head', () => {
  it('names the words searched in the tab, and keeps results out of search engines', async () => {
    const res = await get('/search?q=%20galamsey%20&party=ndc');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>“galamsey” · Search what was said · Kakyerɛ</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('is the search page itself, indexed at its one address, without words', async () => {
    for (const url of ['/search', '/search?person=osei-kyei-mensah-bonsu']) {
      const res = await get(url);
      expect(res.body, url).toContain('<title>Search what was said · Kakyerɛ</title>');
      expect(res.body, url).toContain(`<link rel="canonical" href="${PUBLIC_URL}/search" />`);
    }
  });

  it('escapes the words it puts in the title', async () => {
    const res = await get(`/search?q=${encodeURIComponent('</title><script>x</script>')}`);
    expect(res.body).toContain('<title>“&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;” · Search what was said · Kakyerɛ</title>');
  });
});

describe('the search page’s data', () => {
  it('is what GET /api/search answers', async () => {
    const [page, api] = await Promise.all([data().search({ q: 'education' }), get('/api/search?q=education')]);
    expect(page.ok).toBe(true);
    const { success: _, ...answer } = api.json() as Record<string, unknown>;
    expect(page.ok && page.answer).toEqual(answer);
    expect(page.ok && page.answer.total.sittings).toBeGreaterThan(0);
  });

  it('refuses what the API refuses, in the words of its 400', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, SEARCH_MESSAGES.queryRequired],
      [{ q: '   ' }, SEARCH_MESSAGES.queryRequired],
      [{ q: 'a'.repeat(201) }, SEARCH_MESSAGES.queryLength],
      [{ q: 'tax', from: '2013-01-01', to: '2012-01-01' }, SEARCH_MESSAGES.dateOrder],
    ];
    for (const [query, message] of cases) {
      expect(await data().search(query), JSON.stringify(query)).toEqual({ ok: false, error: message });
      const api = await get(`/api/search?${new URLSearchParams(query)}`);
      expect(api.statusCode).toBe(400);
      expect(api.json()).toEqual({ success: false, error: message });
    }
  });
});
