import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { matchPage, MESSAGES, PAGES, type ErrorResponse, type RenderPage } from '@kakyere/contract';
import { CACHE_KEYS } from '../modules/platform/cache/cache-keys.js';
import { hasSessionCookie } from '../modules/pages/has-session-cookie.js';
import { describePage } from '../modules/pages/describe-page.js';
import { createPageDataSource } from '../modules/pages/page-data-source.js';
import { renderPageHtml } from '../modules/pages/render-page-html.js';
import { requestDateLocale } from '../modules/pages/request-locale.js';
import { sendCachedBody } from '../routes/send-cached-body.js';

/** The unrendered app shell, which the service worker keeps for offline use. */
export const APP_SHELL_PATH = '/app-shell';

/**
 * Serves the built web app. Hashed assets are immutable for a year; index.html and the
 * service worker are revalidated on every visit so a deploy reaches users at once.
 */
export async function registerWebApp(app: FastifyInstance, { distDir, publicUrl }: { distDir: string; publicUrl: string }): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // Every page starts from the same shell: read it once, not from disk for each of a crowd.
  const shell = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  // The web app's server renderer, built beside it (`npm run build`); without it pages are the shell.
  const rendererFile = path.join(path.dirname(distDir), 'dist-server', 'entry-server.js');
  const render = shell && existsSync(rendererFile) ? ((await import(pathToFileURL(rendererFile).href)) as { render: RenderPage }).render : null;
  const data = createPageDataSource(app.db, app.services.linkSecret, app.services.caches.pageDataCache);
  const describe = (pathname: string) => app.services.caches.pageDataCache.get(CACHE_KEYS.pageHead(pathname), () => describePage(app.db, pathname));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (filePath.endsWith('sw.js')) res.header('Service-Worker-Allowed', '/');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve the site');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ success: false, error: MESSAGES.notFound } satisfies ErrorResponse);
    }
    // Any extension-less GET is a client-side route. Not only Accept: text/html: the service worker
    // pre-caches "/" with Accept: */*, and a 404 there would abort its install.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (shell && wantsPage && url === APP_SHELL_PATH) {
      // The service worker's stand-in for pages it has not kept: the app, with nothing rendered.
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shell);
    }
    if (shell && wantsPage) {
      // Every route starts from the same shell, with the head of its own page (title, description,
      // link-preview tags) so a shared link previews the sitting or bill, and 404 for what does not exist.
      const address = new URL(request.url, publicUrl);
      const signedIn = hasSessionCookie(request.headers.cookie);
      const user = signedIn ? await app.readViewer(request) : null;
      // A page for one person (theirs when signed in, or an e-mailed link's subscription): rendered
      // afresh, kept out of the shared page cache and out of every other cache (no-store).
      const { page } = matchPage(address.pathname.replace(/\/+$/, '') || '/');
      const personal = signedIn || (page.personal === 'token' && address.searchParams.has('token'));
      // A reader's own page (the profile) is for its owner: without a session the server sends people to sign in.
      if (page.personal === 'session' && !user) return reply.header('Cache-Control', 'no-store').redirect(PAGES.logIn.path, 302);
      // Bill dates are written in the reader's language (Accept-Language), with the month named.
      const locale = requestDateLocale(request.headers['accept-language']);
      const rendered = await renderPageHtml({ shell, address, describe, data, render, publicUrl, cache: app.services.caches.pageCache, personal, viewer: { user }, locale, log: request.log });
      if ('redirect' in rendered) return reply.redirect(rendered.redirect.location, rendered.redirect.status);
      return sendCachedBody(request, reply, rendered.body, 'text/html; charset=utf-8', personal ? 'private, no-store' : 'no-cache', ['Accept-Language']);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}

/** The site itself: built assets, and every page with its own head. Last, as it answers what no route does. */
export const webAppPlugin = fp(
  async (app) => {
    await registerWebApp(app, { distDir: app.config.server.webDistDir, publicUrl: app.config.server.publicUrl });
  },
  { name: 'web-app', dependencies: ['config', 'database', 'services'] },
);
