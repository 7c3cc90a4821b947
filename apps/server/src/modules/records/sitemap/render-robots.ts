import { SITEMAP_INDEX_PATH } from './build-sitemap.js';
import { unlistedPagePaths } from './site-pages.js';

/**
 * Addresses beside the page table's that crawlers are kept from: the JSON API (scripts use it and
 * the downloads under it; a crawler would only spend the server), a search's results (noindex
 * already, and each a query: without end) and the bare app shell the service worker keeps.
 */
const NOT_CRAWLED = ['/api/', '/search?', '/app-shell'];

/** robots.txt: everything public is allowed; personal and token pages are not; the sitemap is named. */
export function renderRobots(publicUrl: string): string {
  const disallowed = [...unlistedPagePaths(), ...NOT_CRAWLED];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}${SITEMAP_INDEX_PATH}`, ''].join('\n');
}
