import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BillJourneyResponseSchema,
  BillListQuerySchema,
  BillListResponseSchema,
  BillParamsSchema,
  BillSearchQuerySchema,
  BillSearchResponseSchema,
  BILL_MESSAGES,
  type BillJourney,
  type BillJourneyResponse,
  type BillListResponse,
  type BillSearchResponse,
} from '@kakyere/contract';
import { notFound } from '../errors.js';
import { readBillJourney } from '../modules/records/bills/find-bill-journey.js';
import { listBills } from '../modules/records/bills/list-bills.js';
import { searchBills } from '../modules/records/bills/search-bills.js';
import { CACHE_KEYS } from '../modules/platform/cache/cache-keys.js';
import { createBody, ValueBodies } from '../modules/platform/cache/response-cache.js';
import { readSyncFields } from '../modules/records/open-data/sync-fields.js';
import { errorResponses } from './error-responses.js';
import { sendCachedBody } from './send-cached-body.js';

export const billRoutes: FastifyPluginAsyncZod = async (app) => {
  // Journeys are kept once, in the pages' data cache; their answers are serialised from it.
  const journeyBodies = new ValueBodies<BillJourney>((journey) => ({ success: true, data: journey }) satisfies BillJourneyResponse);

  app.get(
    '/api/bills',
    {
      // The body is compressed once and cached, so the generic compressor stays out of the way.
      compress: false,
      schema: {
        summary: 'Bills, most recently active first, optionally filtered by status and bill type; with `since`, only those changed since then, and those deleted',
        querystring: BillListQuerySchema,
        response: { 200: BillListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { status, billType, since } = request.query;
      if (since !== undefined) {
        // Each client's moment is its own: answered fresh, never kept.
        const sync = await readSyncFields(app.db, 'bill', since);
        const answer = { success: true, data: await listBills(app.db, { status, billType, since }), ...sync } satisfies BillListResponse;
        return sendCachedBody(request, reply, createBody(JSON.stringify(answer), 200, { singleUse: true }));
      }
      const body = await app.services.caches.billListCache.get(
        CACHE_KEYS.billList({ status, billType }),
        async () => ({ success: true, data: await listBills(app.db, { status, billType }) }) satisfies BillListResponse,
      );
      return sendCachedBody(request, reply, body);
    },
  );

  app.get(
    '/api/bills/search',
    {
      compress: false,
      schema: {
        summary: 'Ranked full-text search over bill number, title, short title, summary and nicknames',
        description: 'The best matches first, at most `limit` of them; `total` says how many bills matched in all.',
        querystring: BillSearchQuerySchema,
        response: { 200: BillSearchResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // A bill in the news brings the same few searches from a crowd: answer them from memory.
      const { q, limit } = request.query;
      const body = await app.services.caches.billAnswerCache.get(CACHE_KEYS.billSearch(q, limit), async () => {
        const { bills, total } = await searchBills(app.db, q, limit);
        return { success: true, data: bills, total } satisfies BillSearchResponse;
      });
      return sendCachedBody(request, reply, body);
    },
  );

  app.get(
    '/api/bills/:id/journey',
    {
      compress: false,
      schema: {
        summary: 'A bill with all 8 stages in order, its amendments, debates and stakeholder input',
        params: BillParamsSchema,
        response: { 200: BillJourneyResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const journey = await readBillJourney(app.services.caches.pageDataCache, app.db, request.params.id);
      if (!journey) throw notFound(BILL_MESSAGES.billNotFound);
      return sendCachedBody(request, reply, journeyBodies.of(journey));
    },
  );
};
