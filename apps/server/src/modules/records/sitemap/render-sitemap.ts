/**
 * Sitemaps as the protocol writes them (sitemaps.org 0.9): a `urlset` of at most 50,000 URLs per
 * file, and an index naming the files. Built as strings: each value is escaped here, and the tests
 * parse every file.
 */

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The protocol's limit of URLs in one file (its other limit, 50 MB, is far off at ~150 bytes a URL). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  /** The page's path on the site, e.g. /hansards/2012-01-26. */
  path: string;
  /** When the item itself last changed (W3C datetime); absent where a page has no such time. */
  lastmod?: string;
}

export interface SitemapFile {
  /** The file's path on the site, e.g. /sitemaps/sittings-2.xml. */
  path: string;
  urls: SitemapUrl[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/**
 * The files of one kind: `/sitemaps/{kind}.xml`, and beyond `limit` URLs `{kind}-2.xml`, `-3`…
 * A kind with no URLs still has its (empty) file, so the index names the same files on every site.
 */
export function splitSitemap(kind: string, urls: readonly SitemapUrl[], limit = SITEMAP_MAX_URLS): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (let start = 0; start === 0 || start < urls.length; start += limit) {
    const part = files.length + 1;
    files.push({ path: `/sitemaps/${kind}${part === 1 ? '' : `-${part}`}.xml`, urls: urls.slice(start, start + limit) });
  }
  return files;
}

export function renderUrlset(urls: readonly SitemapUrl[], publicUrl: string): string {
  const lines = urls.map(
    ({ path, lastmod }) => `<url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${lines.join('\n')}${lines.length ? '\n' : ''}</urlset>\n`;
}

/** The index: each file with the newest change among its URLs (so a crawler skips files that did not change). */
export function renderSitemapIndex(files: readonly SitemapFile[], publicUrl: string): string {
  const lines = files.map((file) => {
    const lastmod = newestLastmod(file.urls);
    return `<sitemap><loc>${escapeXml(publicUrl + file.path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${lines.join('\n')}\n</sitemapindex>\n`;
}

// Every lastmod is written the same way (UTC, "…Z"), so the newest is the greatest string.
export function newestLastmod(urls: readonly SitemapUrl[]): string | undefined {
  let max: string | undefined;
  for (const { lastmod } of urls) if (lastmod && (!max || lastmod > max)) max = lastmod;
  return max;
}
