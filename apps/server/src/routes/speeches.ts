import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isSpeechId,
  speechPlace,
  SpeechParamsSchema,
  SpeechSpeakerReportRequestSchema,
  SpeechSpeakerReportResponseSchema,
} from '@kakyere/contract';
import { findSpeech } from '../modules/records/speeches/find-speech.js';
import { reportWrongSpeaker } from '../modules/records/speeches/report-wrong-speaker.js';
import { errorResponses } from './error-responses.js';
import { readerWriteLimit } from './reader-write-limit.js';

export const speechRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/speeches/:id/speaker-report',
    {
      config: { plainValidationMessages: true, ...readerWriteLimit(app.config.server) },
      schema: {
        summary:
          '"Wrong speaker?": a reader says the speech is attributed to the wrong person (or to nobody), with an optional note of at most 500 characters saying who it was. Kept for the editors; an old id a corrected record moved counts for the speech it became',
        params: SpeechParamsSchema,
        body: SpeechSpeakerReportRequestSchema,
        response: { 201: SpeechSpeakerReportResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await reportWrongSpeaker(app.db, request.params.id, request.body ?? {});
      return reply.code(201).send({ success: true as const, data: { recorded: true as const } });
    },
  );

  // A page address, not the API: a speech's permalink opens its sitting at the speech. 302, not
  // 301: a corrected record can move the speech later, and a browser keeps a 301 for good.
  app.get('/speeches/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const place = isSpeechId(id) ? await findSpeech(app.db, id) : null;
    if (!place) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'no-cache')
      .redirect(speechPlace(place.hansardId, place.id), 302);
  });
};
