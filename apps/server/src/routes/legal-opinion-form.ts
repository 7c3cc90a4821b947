import formBody from '@fastify/formbody';
import type { FastifyContextConfig, FastifyPluginAsync } from 'fastify';
import { AskQuestionRequestSchema, isBillId } from '@kakyere/contract';
import { AppError } from '../errors.js';
import { askLegalQuestion, type OpinionLlm } from '../modules/records/legal-opinions/ask-legal-question.js';

const tabAddress = (billId: string, query: string) => `/bills/${encodeURIComponent(billId)}?tab=legal-opinion&${query}`;

/**
 * The Legal Opinion tab's form without JavaScript: it posts to the bill's page, which asks, then
 * sends the browser (303, so a reload does not ask again) to the page showing the answer, or the
 * spec's message when the question was empty or too long.
 */
export interface LegalOpinionFormOptions {
  llm: OpinionLlm | null;
  /** The route config of the API's ask route (its rate limit): asking by form costs the same. */
  askConfig: FastifyContextConfig;
}

export const legalOpinionFormRoutes: FastifyPluginAsync<LegalOpinionFormOptions> = async (app, { llm, askConfig }) => {
  // Form bodies are parsed here only; the API speaks JSON.
  await app.register(formBody, { bodyLimit: 4096 });

  app.post<{ Params: { id: string }; Body: unknown }>(
    '/bills/:id',
    { config: askConfig, schema: { hide: true } },
    async (request, reply) => {
      const billId = request.params.id;
      if (!isBillId(billId)) return reply.redirect(`/bills/${encodeURIComponent(billId)}`, 303);
      const parsed = AskQuestionRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) return reply.redirect(tabAddress(billId, 'asked=invalid'), 303);
      try {
        const opinion = await askLegalQuestion(app.db, billId, parsed.data.question, llm);
        return reply.redirect(tabAddress(billId, `opinion=${opinion.id}`), 303);
      } catch (error) {
        // An unknown bill: its page says so (404).
        if (error instanceof AppError && error.code === 'not_found') return reply.redirect(`/bills/${encodeURIComponent(billId)}`, 303);
        throw error;
      }
    },
  );
};
