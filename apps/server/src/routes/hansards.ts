import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HansardAnalysesResponseSchema,
  HansardAnalysisParamsSchema,
  HansardDetailResponseSchema,
  HansardListQuerySchema,
  HansardListResponseSchema,
  HansardParamsSchema,
  HansardSummaryFeedbackRequestSchema,
  HansardSummaryFeedbackResponseSchema,
  PagedQuerySchema,
  SpeechListResponseSchema,
  type HansardListResponse,
} from '@kakyere/contract';
import { CACHE_KEYS } from '../modules/platform/cache/cache-keys.js';
import { createBody } from '../modules/platform/cache/response-cache.js';
import { readSyncFields } from '../modules/records/open-data/sync-fields.js';
import { getHansard, getHansardPdf } from '../modules/records/hansards/get-hansard.js';
import { listHansardAnalyses } from '../modules/records/hansards/list-hansard-analyses.js';
import { listHansards } from '../modules/records/hansards/list-hansards.js';
import { recordSummaryFeedback } from '../modules/records/hansards/record-summary-feedback.js';
import { listSittingSpeeches } from '../modules/records/speeches/list-speeches.js';
import { errorResponses } from './error-responses.js';
import { readerWriteLimit } from './reader-write-limit.js';
import { sendCachedBody, untyped } from './send-cached-body.js';

export const hansardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/hansards',
    {
      // The body is compressed once and cached, so the generic compressor stays out of the way.
      compress: false,
      schema: {
        summary: 'List Hansards, newest sitting first (every field but raw_text); with `since`, only those changed since then, and those deleted',
        querystring: HansardListQuerySchema,
        response: { 200: HansardListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { limit, since } = request.query;
      if (since !== undefined) {
        // Each client's moment is its own: answered fresh, never kept.
        const sync = await readSyncFields(app.db, 'hansard', since);
        const answer = { success: true, data: { hansards: await listHansards(app.db, limit, since) }, ...sync } satisfies HansardListResponse;
        return sendCachedBody(request, reply, createBody(JSON.stringify(answer), 200, { singleUse: true }));
      }
      const body = await app.services.caches.hansardListCache.get(
        CACHE_KEYS.hansardList(limit),
        async () => ({ success: true, data: { hansards: await listHansards(app.db, limit) } }) satisfies HansardListResponse,
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
    async (request) => ({ success: true as const, data: { hansard: await getHansard(app.db, request.params.id) } }),
  );

  app.get(
    '/api/hansards/:id/speeches',
    {
      schema: {
        summary: 'Every speech of the sitting in the order of the record, each with its speaker as printed and the person it resolves to (null when not identified)',
        params: HansardParamsSchema,
        querystring: PagedQuerySchema,
        response: { 200: SpeechListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { rows, total } = await listSittingSpeeches(app.db, request.params.id, request.query);
      return { success: true as const, data: rows, total };
    },
  );

  app.get(
    '/api/hansards/:id/analyses',
    {
      schema: {
        summary: "Every analysis the Hansard has had, oldest first (the last is the one it shows), with readers' yes and no on each summary",
        params: HansardParamsSchema,
        response: { 200: HansardAnalysesResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // Feedback changes the counts at any moment: never from a cache.
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await listHansardAnalyses(app.db, request.params.id) };
    },
  );

  app.post(
    '/api/hansards/:id/analyses/:version/feedback',
    {
      config: { plainValidationMessages: true, ...readerWriteLimit(app.config.server) },
      schema: {
        summary:
          '"Is this summary accurate?" on one analysis version: yes or no, with an optional note of at most 500 characters. 409 for a summary the editors wrote',
        params: HansardAnalysisParamsSchema,
        body: HansardSummaryFeedbackRequestSchema,
        response: { 201: HansardSummaryFeedbackResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      await recordSummaryFeedback(app.db, id, version, request.body);
      return reply.code(201).send({ success: true as const, data: { recorded: true as const } });
    },
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
