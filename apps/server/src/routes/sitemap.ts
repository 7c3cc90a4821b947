import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@kakyere/contract';
import { notFound } from '../errors.js';
import { createBody } from '../modules/platform/cache/response-cache.js';
import { buildSitemap, SITEMAP_INDEX_PATH } from '../modules/records/sitemap/build-sitemap.js';
import { renderRobots } from '../modules/records/sitemap/render-robots.js';
import { errorResponses } from './error-responses.js';
import { sendCachedBody } from './send-cached-body.js';

const XML = 'application/xml; charset=utf-8';
const SITEMAP_KEY = 'sitemap';

/** /robots.txt, the sitemap index and its files (issue 31): for search engines, from the cache. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config.server;
  // Depends on the configuration alone: built once.
  const robots = createBody(renderRobots(publicUrl));
  const sitemap = () => app.services.caches.sitemapCache.get(SITEMAP_KEY, () => buildSitemap(app.db, publicUrl));

  app.get('/robots.txt', { compress: false, schema: { hide: true } }, (request, reply) => sendCachedBody(request, reply, robots, 'text/plain; charset=utf-8'));

  app.get('/sitemap.xml', { compress: false, schema: { hide: true } }, async (request, reply) =>
    sendCachedBody(request, reply, (await sitemap()).get(SITEMAP_INDEX_PATH)!, XML),
  );

  app.get(
    '/sitemaps/:file',
    {
      compress: false,
      schema: {
        summary: 'One file of the sitemap, as the index names it (e.g. sittings.xml, sittings-2.xml)',
        hide: true,
        params: z.object({ file: z.string().min(1).max(100) }),
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const body = (await sitemap()).get(`/sitemaps/${request.params.file}`);
      if (!body) throw notFound(MESSAGES.notFound);
      return sendCachedBody(request, reply, body, XML);
    },
  );
};
