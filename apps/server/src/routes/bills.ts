import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BillJourneyResponseSchema,
  BillListQuerySchema,
  BillListResponseSchema,
  BillParamsSchema,
  BillSearchQuerySchema,
  BillSearchResponseSchema,
} from '@kakyere/contract';
import { getBillJourney } from '../modules/bills/get-bill-journey.js';
import { listBills } from '../modules/bills/list-bills.js';
import { searchBills, searchCacheKey } from '../modules/bills/search-bills.js';
import { errorResponses } from './error-responses.js';
import { sendCachedBody } from './send-cached-body.js';

export const billRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bills',
    {
      // The body is compressed once and cached, so the generic compressor stays out of the way.
      compress: false,
      schema: {
        summary: 'Bills, most recently active first, optionally filtered by status and bill type',
        querystring: BillListQuerySchema,
        response: { 200: BillListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { status, billType } = request.query;
      const body = await app.services.caches.billListCache.get(`status=${status ?? ''}&type=${billType ?? ''}`, () =>
        listBills(app.db, { status, billType }),
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
      const body = await app.services.caches.billAnswerCache.get(searchCacheKey(q, limit), () => searchBills(app.db, q, limit));
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
      const id = request.params.id;
      const body = await app.services.caches.billAnswerCache.get(`journey:${id}`, () => getBillJourney(app.db, id));
      return sendCachedBody(request, reply, body);
    },
  );
};
