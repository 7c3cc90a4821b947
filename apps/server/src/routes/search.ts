import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuerySchema, SearchResponseSchema } from '@kakyere/contract';
import { searchRecord } from '../modules/records/search/search-record.js';
import { errorResponses } from './error-responses.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      config: { plainValidationMessages: true },
      schema: {
        summary:
          'Search everything said in Parliament: the speeches that say it (ranked one by one, from any number of sittings, each with who said it, an excerpt with the matches marked, and its place in its sitting), the sittings and bills that match, and the Members the search names. `page` and `limit` page the speeches',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, ...(await searchRecord(app.db, request.query)) }),
  );
};
