import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AskQuestionRequestSchema,
  AskQuestionResponseSchema,
  BillParamsSchema,
  BillSectionsResponseSchema,
  OpinionFeedbackRequestSchema,
  OpinionFeedbackResponseSchema,
  OpinionParamsSchema,
} from '@kakyere/contract';
import { listBillSections } from '../modules/records/bill-texts/list-bill-sections.js';
import { askLegalQuestion } from '../modules/records/legal-opinions/ask-legal-question.js';
import { recordOpinionFeedback } from '../modules/records/legal-opinions/record-opinion-feedback.js';
import { errorResponses } from './error-responses.js';
import { legalOpinionFormRoutes } from './legal-opinion-form.js';
import { readerWriteLimit } from './reader-write-limit.js';

export const legalOpinionRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeLimit = readerWriteLimit(app.config.server);
  // The configured LLM, if any (chosen at start-up, so a bad configuration stops the server there).
  const llm = app.services.ai.opinions;
  // The tab's form without JavaScript posts to the bill's page and is answered the same way.
  await app.register(legalOpinionFormRoutes, { llm, askConfig: writeLimit });

  app.post(
    '/api/bills/:id/ask',
    {
      config: { plainValidationMessages: true, ...writeLimit },
      schema: {
        summary: "A legal opinion on the bill, grounded in its text: quotes and cites its sections, and always carries the disclaimer",
        params: BillParamsSchema,
        body: AskQuestionRequestSchema,
        response: { 200: AskQuestionResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await askLegalQuestion(app.db, request.params.id, request.body.question, llm) }),
  );

  app.get(
    '/api/bills/:id/sections',
    {
      schema: {
        summary: "Whether the bill's text is on file, and its sections' numbers and headings in printed order",
        params: BillParamsSchema,
        response: { 200: BillSectionsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await listBillSections(app.db, request.params.id) }),
  );

  app.post(
    '/api/bills/:id/opinions/:opinionId/feedback',
    {
      config: { plainValidationMessages: true, ...writeLimit },
      schema: {
        summary: '"Was this helpful?" on an opinion: yes or no, with an optional comment of at most 500 characters',
        params: OpinionParamsSchema,
        body: OpinionFeedbackRequestSchema,
        response: { 200: OpinionFeedbackResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await recordOpinionFeedback(app.db, request.params.id, request.params.opinionId, request.body);
      return { success: true as const, data: { recorded: true as const } };
    },
  );
};
