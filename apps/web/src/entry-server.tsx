import { PassThrough } from 'node:stream';
import { DEFAULT_DATE_LOCALE, type RenderPage } from '@kakyere/contract/constants';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { prefetchPageData } from './app/prefetch-page-data';
import { createQueryClient } from './app/create-query-client';
import { routes } from './app/router';
import { viewerQueryKey } from './features/accounts/api/query-keys';
import { dateLocaleQueryKey } from './lib/date-locale';

const handler = createStaticHandler(routes);
/** React's marker for a boundary left to the browser: the server gave up on it (suspended or failed). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Renders a page on the server, inside the Fastify process, from data read in-process. The markup
 * is rendered to completion (every Suspense boundary resolved, lazy routes and the footer loaded),
 * so the page needs no inline script: the script policy stays `script-src 'self'`, and the query
 * cache travels as JSON in a non-executable script block (decision 008).
 */
export const render: RenderPage = async (url, data, viewer, options) => {
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) return { html: '', state: null, redirect: { status: context.status, location } };
    throw new Error(`route answered ${context.status} without a redirect`);
  }
  const queryClient = createQueryClient();
  await prefetchPageData(queryClient, url, data, viewer?.user ?? null);
  // Who the page is for (from the session cookie): the header renders their avatar, or Log in, with
  // no flash, and the browser does not ask /api/me again. Without it the header waits for the browser.
  if (viewer) queryClient.setQueryData(viewerQueryKey, viewer.user);
  // The locale the page's dates are written in (the request's Accept-Language), for the browser to
  // hydrate with: its own languages could differ, and the text with them.
  const locale = options?.locale ?? DEFAULT_DATE_LOCALE;
  queryClient.setQueryData(dateLocaleQueryKey, locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <AppProviders queryClient={queryClient} dateLocale={locale}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  const html = await renderToCompletion(page);
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
};

/**
 * A page's markup with every Suspense boundary resolved. renderToString builds a string directly
 * (~25% more uncached renders a second than a byte stream: bench/README.md), but cannot wait: a
 * boundary that suspends (a lazy component not loaded yet, as on a first render) comes out as a
 * client-rendered fallback (`<!--$!-->`). Then the page is rendered again with prerender, which
 * waits for it and leaves it loaded for the next request.
 */
async function renderToCompletion(page: ReactNode): Promise<string> {
  const html = renderToString(page);
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  const { prelude } = await prerenderToNodeStream(
    page,
    // Every boundary inline, however large: React would otherwise move a big one (a chunk of a long
    // list) to the end of the page, hidden, with an inline script to put it in place, which the
    // script policy blocks (the content would stay hidden without JavaScript, and shift in with it).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
