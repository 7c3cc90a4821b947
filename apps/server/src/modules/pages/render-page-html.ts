import { PAGE_STATE_ELEMENT_ID, type PageDataSource, type RenderPage, type RenderViewer } from '@kakyere/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createBody, type CachedBody, type ResponseCache } from '../platform/cache/response-cache.js';
import { describeAddress, type PageDescription } from './describe-page.js';
import { injectHead, renderHead } from './render-head.js';

/**
 * JSON that is safe inside a <script type="application/json"> block: `<` is escaped, so data that
 * contains `</script>` cannot end the block, and the line separators JavaScript once choked on too.
 */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The built index.html with the rendered app in #root and its query cache beside it. */
export function injectApp(shell: string, html: string, state: unknown): string {
  const block = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serialiseForScript(state)}</script>`;
  return shell.replace('<div id="root"></div>', () => `<div id="root">${html}</div>\n    ${block}`);
}

export interface RenderPageHtmlOptions {
  shell: string;
  address: URL;
  /** The head of the page at a path (describePage, or a cached reading of it). */
  describe: (pathname: string) => Promise<PageDescription>;
  data: PageDataSource;
  /** The web app's server renderer; null serves the shell (the browser renders the page). */
  render: RenderPage | null;
  publicUrl: string;
  cache: ResponseCache;
  /** A signed-in reader's request: rendered afresh, never read from or stored in the shared cache. */
  personal?: boolean;
  /** Who the page is for (the header shows their avatar); signed out when absent. */
  viewer?: RenderViewer;
  /** The locale the page's dates are written in (requestDateLocale); the renderer's default when absent. */
  locale?: string;
  log: FastifyBaseLogger;
}

/**
 * A page as HTML: its head from the domain data, its body rendered on the server, cached per
 * address and locale until the data changes. A render that fails is logged and answered 500 with
 * the shell (not cached), which the browser then renders: never a blank screen.
 */
export async function renderPageHtml(options: RenderPageHtmlOptions): Promise<{ body: CachedBody } | { redirect: { status: number; location: string } }> {
  const { shell, address, describe, data, render, publicUrl, cache, personal = false, viewer = { user: null }, locale, log } = options;
  const url = `${address.pathname}${address.search}`;
  // One copy of a rendered page per locale its dates are written in (a bounded set: the locales Intl knows).
  const key = render && locale ? `${url} ${locale}` : url;
  const headed = async () => {
    // Kept per path; what the query adds (a search's words in the title) is put on per address.
    const page = await describeAddress(await describe(address.pathname), address);
    return { page, html: injectHead(shell, renderHead(page, publicUrl)) };
  };
  try {
    const build = async () => {
      const { page, html } = await headed();
      // A Member asked for by id alone or a stale name: the one address, with the query kept.
      if (page.redirect) throw new RedirectSignal({ status: 301, location: `${page.redirect}${address.search}` });
      if (!render) return { status: page.status, text: html };
      const rendered = await render(address, data, viewer, locale ? { locale } : {});
      if (rendered.redirect) throw new RedirectSignal(rendered.redirect);
      return { status: page.status, text: injectApp(html, rendered.html, rendered.state) };
    };
    if (personal) {
      const { status, text } = await build();
      return { body: createBody(text, status, { singleUse: true }) };
    }
    return { body: await cache.getText(key, build) };
  } catch (error) {
    if (error instanceof RedirectSignal) return { redirect: error.redirect };
    log.error({ err: error, url }, 'page render failed; serving the shell');
    return { body: createBody((await headed()).html, 500, { singleUse: true }) };
  }
}

/** Carries a route's redirect out of the page cache (a failed build is never cached). */
class RedirectSignal extends Error {
  constructor(readonly redirect: { status: number; location: string }) {
    super(`redirect to ${redirect.location}`);
  }
}
