import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { MESSAGES, type ErrorResponse } from '@kakyere/contract';
import { describePage } from '../modules/pages/describe-page.js';
import { injectHead, renderHead } from '../modules/pages/render-head.js';
import { sendCachedBody } from '../routes/send-cached-body.js';

/**
 * Serves the built web app. Hashed assets are immutable for a year; index.html and the
 * service worker are revalidated on every visit so a deploy reaches users at once.
 */
export async function registerWebApp(app: FastifyInstance, { distDir, publicUrl }: { distDir: string; publicUrl: string }): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // Every page starts from the same shell: read it once, not from disk for each of a crowd.
  const shell = hasBuild ? readFileSync(indexFile, 'utf8') : null;
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
    if (shell && wantsPage) {
      // Every route starts from the same shell, with the head of its own page (title, description,
      // link-preview tags) so a shared link previews the sitting or bill, and 404 for what does not exist.
      const body = await app.services.pageCache.getText(url, async () => {
        const page = await describePage(app.db, url);
        return { status: page.status, text: injectHead(shell, renderHead(page, publicUrl)) };
      });
      return sendCachedBody(request, reply, body, 'text/html; charset=utf-8');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}

/** The site itself: built assets, and every page with its own head. Last, as it answers what no route does. */
export const webAppPlugin = fp(
  async (app) => {
    await registerWebApp(app, { distDir: app.config.server.webDistDir, publicUrl: app.config.server.publicUrl });
  },
  { name: 'web-app', dependencies: ['config', 'database', 'response-caches'] },
);
