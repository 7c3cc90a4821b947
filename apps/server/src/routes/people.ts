import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PagedQuerySchema, PersonParamsSchema, SpeechListResponseSchema } from '@kakyere/contract';
import { listPersonSpeeches } from '../modules/records/speeches/list-speeches.js';
import { errorResponses } from './error-responses.js';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/people/:id/speeches',
    {
      schema: {
        summary: "A Member's speeches in the record, newest sitting first (a merged person's old id answers for the person it became)",
        params: PersonParamsSchema,
        querystring: PagedQuerySchema,
        response: { 200: SpeechListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { rows, total } = await listPersonSpeeches(app.db, request.params.id, request.query);
      return { success: true as const, data: rows, total };
    },
  );
};
