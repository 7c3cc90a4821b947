import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES, type ErrorResponse } from '@kakyere/contract';

/**
 * Serves the built web app. Hashed assets are immutable for a year; index.html and the
 * service worker are revalidated on every visit so a deploy reaches users at once.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // Every page starts from the same shell: read it once, not from disk for each of a crowd.
  const shell = hasBuild ? readFileSync(indexFile) : null;
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

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ success: false, error: MESSAGES.notFound } satisfies ErrorResponse);
    }
    // Any extension-less GET is a client-side route. Not only Accept: text/html: the service worker
    // pre-caches "/" with Accept: */*, and a 404 there would abort its install.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (shell && wantsPage) {
      // Client-side routes (/hansards/abc, /bills) all start from the same shell.
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shell);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}
