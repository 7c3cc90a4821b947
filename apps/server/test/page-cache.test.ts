import { hansards, seedDatabase } from '@kakyere/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listHansards } from '../src/modules/records/hansards/list-hansards.js';
import { standInWebDist } from './support/stand-in-web-dist.js';
import { createTestApp, type TestApp } from './test-app.js';

// The web app's own index.html, and a stand-in for its server renderer (dist-server/entry-server.js,
// which `npm run build` makes) that numbers each render, so a test can tell a render from a cached page.
const { dist, remove } = standInWebDist(
  'page-cache',
  'let renders = 0;\nexport async function render() {\n  renders += 1;\n  return { html: `<p>render ${renders}</p>`, state: null };\n}\n',
);
afterAll(remove);

/** Two visits to `/`, and the number of pages the cache then holds. */
async function visitHomeTwice(pageCache: 'on' | 'off') {
  const t = await createTestApp({ WEB_DIST_DIR: dist, PAGE_CACHE: pageCache });
  try {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const second = await t.app.inject({ method: 'GET', url: '/' });
    return { first, second, cached: t.app.services.caches.pageCache.size };
  } finally {
    await t.close();
  }
}

describe('PAGE_CACHE', () => {
  it('off: every request renders its page, and none is kept', async () => {
    const { first, second, cached } = await visitHomeTwice('off');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const [a, b] = [first.body.match(/render (\d+)/)?.[1], second.body.match(/render (\d+)/)?.[1]];
    expect(Number(b)).toBe(Number(a) + 1);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(cached).toBe(0);
  });

  it('on (the default): the second request is the first render, from the cache', async () => {
    const { first, second, cached } = await visitHomeTwice('on');
    expect(first.body).toMatch(/render \d+/);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(cached).toBe(1);
  });
});

// A stand-in renderer that prints what the page data source gives it: the newest sitting's title.
const dataWeb = standInWebDist(
  'page-data',
  'export async function render(url, data) {\n  const [first] = await data.hansards(1);\n  return { html: `<p>newest: ${first.title}</p>`, state: null };\n}\n',
);
afterAll(dataWeb.remove);

/** Renders `/` (page cache off), renames the newest sitting with `rename`, and renders it again. */
async function renderAroundRename(revalidateMs: string, rename: (db: TestApp['database']['db'], id: string) => Promise<unknown>) {
  const t = await createTestApp({ WEB_DIST_DIR: dataWeb.dist, PAGE_CACHE: 'off', CACHE_REVALIDATE_MS: revalidateMs });
  try {
    await seedDatabase(t.database.db);
    const [newest] = await listHansards(t.database.db, 1);
    const before = (await t.app.inject({ method: 'GET', url: '/' })).body.match(/newest: ([^<]*)/)?.[1];
    await rename(t.database.db, newest!.id);
    const after = (await t.app.inject({ method: 'GET', url: '/' })).body.match(/newest: ([^<]*)/)?.[1];
    return { before, after };
  } finally {
    await t.close();
  }
}

describe('the data pages are rendered from', () => {
  it('is read from memory by the next render, even with no page cache', async () => {
    // Within the revalidation window, a write the version check has not seen yet is not read.
    const { before, after } = await renderAroundRename('60000', (db, id) =>
      db.update(hansards).set({ title: 'Renamed sitting' }).where(eq(hansards.id, id)),
    );
    expect(before).toBeTruthy();
    expect(after).toBe(before);
  });

  it('is read afresh once the sittings change', async () => {
    const { before, after } = await renderAroundRename('0', (db, id) =>
      db.update(hansards).set({ title: 'Renamed sitting', updatedAt: sql`now()` }).where(eq(hansards.id, id)),
    );
    expect(before).not.toBe('Renamed sitting');
    expect(after).toBe('Renamed sitting');
  });
});
