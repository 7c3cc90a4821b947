import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase, type DatabaseHandle } from '@kakyere/db';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { buildSitemap } from '../../src/modules/records/sitemap/build-sitemap.js';
import { renderUrlset, SITEMAP_MAX_URLS, splitSitemap } from '../../src/modules/records/sitemap/render-sitemap.js';
import { openTestDatabase } from '../test-app.js';
import { readSitemap } from './read-sitemap.js';

const PUBLIC_URL = 'https://kakyere.example';
const urls = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `/hansards/s-${i}`, lastmod: '2026-01-01T00:00:00Z' }));

describe('splitting a kind into files of at most the limit', () => {
  it('holds at most 50,000 URLs a file, as the protocol allows', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const files = splitSitemap('sittings', urls(50_001));
    expect(files.map((file) => [file.path, file.urls.length])).toEqual([
      ['/sitemaps/sittings.xml', 50_000],
      ['/sitemaps/sittings-2.xml', 1],
    ]);
  });

  it('numbers the parts beyond the first, keeps every URL once and in order', () => {
    const all = urls(25);
    const files = splitSitemap('bills', all, 10);
    expect(files.map((file) => file.path)).toEqual(['/sitemaps/bills.xml', '/sitemaps/bills-2.xml', '/sitemaps/bills-3.xml']);
    expect(files.map((file) => file.urls.length)).toEqual([10, 10, 5]);
    expect(files.flatMap((file) => file.urls)).toEqual(all);
    expect(splitSitemap('bills', urls(10), 10)).toHaveLength(1);
  });

  it('keeps one empty file for a kind with nothing yet, so the index always names it', () => {
    const [file] = splitSitemap('members', []);
    expect(file).toEqual({ path: '/sitemaps/members.xml', urls: [] });
    expect(readSitemap(renderUrlset([], PUBLIC_URL)).entries).toEqual([]);
  });

  it('escapes what XML reserves in an address', () => {
    const xml = renderUrlset([{ path: `/search?q=a&b<c>'"` }], PUBLIC_URL);
    expect(readSitemap(xml).entries).toEqual([{ loc: `${PUBLIC_URL}/search?q=a&b<c>'"`, lastmod: undefined }]);
  });
});

describe('a sitemap past its limit', () => {
  let database: DatabaseHandle & { drop(): Promise<void> };
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDatabase(database.db);
    await seedBills(database.db);
  });
  afterAll(async () => {
    await database.close();
    await database.drop();
  });

  it('names every part in the index, and the parts hold every sitting once', async () => {
    const bodies = await buildSitemap(database.db, PUBLIC_URL, 10);
    const text = (path: string) => bodies.get(path)!.identity.toString('utf8');
    const index = readSitemap(text('/sitemap.xml'));
    const sittingFiles = index.entries.map((entry) => new URL(entry.loc).pathname).filter((path) => path.startsWith('/sitemaps/sittings'));
    const count = Number((await database.executeSql('select count(*)::int as n from hansards')).rows[0]!.n);
    expect(count).toBeGreaterThan(20);
    expect(sittingFiles).toHaveLength(Math.ceil(count / 10));
    expect(sittingFiles.slice(0, 2)).toEqual(['/sitemaps/sittings.xml', '/sitemaps/sittings-2.xml']);
    const listed = sittingFiles.flatMap((path) => readSitemap(text(path)).entries.map((entry) => entry.loc));
    for (const path of sittingFiles) expect(readSitemap(text(path)).entries.length).toBeLessThanOrEqual(10);
    expect(new Set(listed).size).toBe(count);
    // Every file the index names is served, and nothing else is.
    expect([...bodies.keys()].sort()).toEqual(['/sitemap.xml', ...index.entries.map((entry) => new URL(entry.loc).pathname)].sort());
  });
});
