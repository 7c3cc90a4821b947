import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ATOM_TYPE,
  BillFeedParamsSchema,
  FEED_PATHS,
  IndustryFeedParamsSchema,
  MemberFeedParamsSchema,
  SearchFeedQuerySchema,
} from '@kakyere/contract';
import { CACHE_KEYS } from '../modules/platform/cache/cache-keys.js';
import type { FeedModel } from '../modules/records/feeds/atom-feed.js';
import { billFeed, billsFeed, findIndustry, industryFeed, memberFeed, searchFeed, searchFeedParams, sittingsFeed } from '../modules/records/feeds/build-feeds.js';
import { cachedFeed } from '../modules/records/feeds/cached-feed.js';
import { errorResponses } from './error-responses.js';
import { sendCachedBody, untyped } from './send-cached-body.js';

/**
 * The Atom feeds (issue 31): the latest sittings, bills new and moved, each industry, each bill,
 * each Member and each search. Cached like the API lists; any site may read them.
 */
/** Each answers `application/atom+xml` (OpenAPI documents its errors; the 200 is Atom, not JSON). */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config.server;
  const send = async (request: FastifyRequest, reply: FastifyReply, path: string, build: () => Promise<FeedModel>) => {
    const feed = await cachedFeed(app.services.caches.feedCache, CACHE_KEYS.feed(path), publicUrl, build);
    const raw = untyped(reply)
      .header('Access-Control-Allow-Origin', '*')
      // helmet's default (same-origin) would keep another site's page from loading it.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Last-Modified', feed.lastModified.toUTCString());
    // If-None-Match wins when both are sent (RFC 9110 §13.2.2); sendCachedBody answers it.
    const since = request.headers['if-none-match'] === undefined ? Date.parse(request.headers['if-modified-since'] ?? '') : NaN;
    if (!Number.isNaN(since) && feed.lastModified.getTime() <= since) {
      return raw.header('ETag', feed.body.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').code(304).send();
    }
    return sendCachedBody(request, reply, feed.body, `${ATOM_TYPE}; charset=utf-8`);
  };
  // The body is compressed once and cached, so the generic compressor stays out of the way.
  const options = { compress: false as const, config: { plainValidationMessages: true } };

  app.get(
    FEED_PATHS.sittings,
    { ...options, schema: { summary: 'Atom feed: the latest sittings, newest first', response: errorResponses() } },
    (request, reply) => send(request, reply, FEED_PATHS.sittings, () => sittingsFeed(app.db, publicUrl)),
  );

  app.get(
    FEED_PATHS.bills,
    {
      ...options,
      schema: { summary: 'Atom feed: bills, new and moved (each stage a bill reaches, finishes or fails at)', response: errorResponses() },
    },
    (request, reply) => send(request, reply, FEED_PATHS.bills, () => billsFeed(app.db, publicUrl)),
  );

  app.get(
    '/feeds/industries/:industry.atom',
    {
      ...options,
      schema: {
        summary: 'Atom feed: the sittings that affect one industry and its bills, new and moved. The industry as /api/hansards names it ("Foreign Affairs"; "foreign-affairs" works too)',
        params: IndustryFeedParamsSchema,
        response: errorResponses(400, 404),
      },
    },
    (request, reply) => {
      const industry = findIndustry(request.params.industry);
      return send(request, reply, industry ? FEED_PATHS.industry(industry) : request.url, () => industryFeed(app.db, publicUrl, request.params.industry));
    },
  );

  app.get(
    '/feeds/bills/:billId.atom',
    {
      ...options,
      schema: { summary: 'Atom feed: one bill, its stages and its debates', params: BillFeedParamsSchema, response: errorResponses(400, 404) },
    },
    (request, reply) => send(request, reply, FEED_PATHS.bill(request.params.billId), () => billFeed(app.db, publicUrl, request.params.billId)),
  );

  app.get(
    '/feeds/members/:personId.atom',
    {
      ...options,
      schema: { summary: "Atom feed: one Member's speeches, newest first", params: MemberFeedParamsSchema, response: errorResponses(400, 404) },
    },
    (request, reply) => send(request, reply, FEED_PATHS.member(request.params.personId), () => memberFeed(app.db, publicUrl, request.params.personId)),
  );

  app.get(
    '/feeds/search.atom',
    {
      ...options,
      schema: {
        summary: "Atom feed: a search's newest speeches that say every word, with the same words and filters as GET /api/search (q at most 200 characters)",
        querystring: SearchFeedQuerySchema,
        response: errorResponses(400),
      },
    },
    (request, reply) => {
      const { query } = request;
      return send(request, reply, FEED_PATHS.search(searchFeedParams(query)), () => searchFeed(app.db, publicUrl, query));
    },
  );
};
