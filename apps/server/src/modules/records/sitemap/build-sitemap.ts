import { PAGES } from '@kakyere/contract';
import type { DbExecutor } from '@kakyere/db';
import { createBody, type CachedBody } from '../../platform/cache/response-cache.js';
import { newestLastmod, renderSitemapIndex, renderUrlset, SITEMAP_MAX_URLS, splitSitemap, type SitemapUrl } from './render-sitemap.js';
import { indexablePagePaths } from './site-pages.js';
import { selectBillUrls, selectMemberUrls, selectSittingUrls } from './select-sitemap-items.js';

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** The kinds, each its own files under /sitemaps/. */
export const SITEMAP_KINDS = ['sittings', 'bills', 'members', 'pages'] as const;

/** The index and every file it names, by path, each ready to send (ETag, compressed on demand). */
export type SitemapBodies = ReadonlyMap<string, CachedBody>;

/**
 * The whole sitemap from three reads: built at once, since the index names each kind's files and
 * their newest change. `limit` is the URLs a file holds (the protocol's 50,000; tests pass fewer).
 */
export async function buildSitemap(db: DbExecutor, publicUrl: string, limit = SITEMAP_MAX_URLS): Promise<SitemapBodies> {
  const [sittings, bills, members] = await Promise.all([selectSittingUrls(db), selectBillUrls(db), selectMemberUrls(db)]);
  const files = [
    ...splitSitemap('sittings', sittings, limit),
    ...splitSitemap('bills', bills, limit),
    ...splitSitemap('members', members, limit),
    ...splitSitemap('pages', sitePageUrls({ sittings, bills, members }), limit),
  ];
  const bodies = new Map<string, CachedBody>([[SITEMAP_INDEX_PATH, createBody(renderSitemapIndex(files, publicUrl))]]);
  for (const file of files) bodies.set(file.path, createBody(renderUrlset(file.urls, publicUrl)));
  return bodies;
}

/**
 * The fixed pages. A list changes when its newest item does, and the home page (the latest
 * sittings and bills) with them; the other pages have no change time of their own, so no lastmod.
 */
function sitePageUrls(items: Record<'sittings' | 'bills' | 'members', SitemapUrl[]>): SitemapUrl[] {
  const newest = (...lists: SitemapUrl[][]) => newestLastmod(lists.flat());
  const lastmods: Record<string, string | undefined> = {
    [PAGES.home.path]: newest(items.sittings, items.bills),
    [PAGES.hansards.path]: newest(items.sittings),
    [PAGES.bills.path]: newest(items.bills),
    [PAGES.members.path]: newest(items.members),
  };
  return indexablePagePaths().map((path) => (lastmods[path] ? { path, lastmod: lastmods[path] } : { path }));
}
