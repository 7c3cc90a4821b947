import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HansardDetailResponseSchema,
  HansardListQuerySchema,
  HansardListResponseSchema,
  HansardParamsSchema,
} from '@kakyere/contract';
import { getHansard, getHansardPdf } from '../modules/hansards/get-hansard.js';
import { listHansards } from '../modules/hansards/list-hansards.js';
import { errorResponses } from './error-responses.js';
import { sendCachedBody, untyped } from './send-cached-body.js';

export const hansardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/hansards',
    {
      // The body is compressed once and cached, so the generic compressor stays out of the way.
      compress: false,
      schema: {
        summary: 'List Hansards, newest sitting first (every field but raw_text)',
        querystring: HansardListQuerySchema,
        response: { 200: HansardListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const body = await app.services.hansardListCache.get(`limit=${limit ?? 'all'}`, () =>
        listHansards(app.db, limit),
      );
      return sendCachedBody(request, reply, body);
    },
  );

  app.get(
    '/api/hansards/:id',
    {
      schema: {
        summary: 'One Hansard with its full raw text',
        params: HansardParamsSchema,
        response: { 200: HansardDetailResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getHansard(app.db, request.params.id),
  );

  app.get(
    '/api/hansards/:id/pdf',
    {
      schema: {
        summary: 'The official PDF of the sitting, when one is stored',
        params: HansardParamsSchema,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const document = await getHansardPdf(app.db, request.params.id);
      const asciiName = document.filename.replace(/[^\w.-]+/g, '_');
      return untyped(reply)
        .type(document.contentType)
        .header('Cache-Control', 'public, max-age=3600')
        .header(
          'Content-Disposition',
          `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(document.filename)}`,
        )
        .send(Buffer.from(document.content));
    },
  );
};
