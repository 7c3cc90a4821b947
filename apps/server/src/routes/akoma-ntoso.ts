import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AKN_CONTENT_TYPE,
  aknDocumentPath,
  debateWork,
  type AknWork,
  AknActParamsSchema,
  AknBillParamsSchema,
  AknDebateParamsSchema,
  AknNumberedDebateParamsSchema,
} from '@kakyere/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import { CACHE_KEYS } from '../modules/platform/cache/cache-keys.js';
import { AKN_MESSAGES } from '../modules/records/akoma-ntoso/akn-messages.js';
import { readActDocument, readBillDocument, readDebateDocument } from '../modules/records/akoma-ntoso/read-akn-documents.js';
import { errorResponses } from './error-responses.js';
import { sendCachedBody } from './send-cached-body.js';

/** Sittings and bill texts as Akoma Ntoso 3.0 XML, at their AKN-NC addresses (README, "Akoma Ntoso"). */
export const akomaNtosoRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = async (request: FastifyRequest, reply: FastifyReply, work: AknWork, read: () => Promise<string | null>) => {
    // Open data: any site's script may read it.
    reply.header('Access-Control-Allow-Origin', '*');
    const body = await app.services.caches.aknDocumentCache.getText(CACHE_KEYS.aknDocument(aknDocumentPath(work)), async () => {
      const text = await read();
      return text === null ? { text: '', status: 404 } : { text, status: 200 };
    });
    if (body.status === 404) throw notFound(AKN_MESSAGES.documentNotFound);
    return sendCachedBody(request, reply, body, `${AKN_CONTENT_TYPE}; charset=utf-8`);
  };
  const route = { compress: false as const };

  app.get(
    '/akn/gh/debate/:date/eng@/main.xml',
    {
      ...route,
      schema: {
        summary: 'A sitting with its speeches as an Akoma Ntoso 3.0 debate (the first sitting of the date with speeches)',
        params: AknDebateParamsSchema,
        response: errorResponses(400, 404),
      },
    },
    (request, reply) => send(request, reply, debateWork(request.params.date, 1), () => readDebateDocument(app.db, request.params.date, 1)),
  );

  app.get(
    '/akn/gh/debate/:date/:number/eng@/main.xml',
    {
      ...route,
      schema: {
        summary: 'A later sitting of the same date as an Akoma Ntoso 3.0 debate: the second with speeches is 2, and so on',
        params: AknNumberedDebateParamsSchema,
        response: errorResponses(400, 404),
      },
    },
    (request, reply) =>
      send(request, reply, debateWork(request.params.date, Number(request.params.number)), () =>
        readDebateDocument(app.db, request.params.date, Number(request.params.number)),
      ),
  );

  app.get(
    '/akn/gh/act/:year/:number/eng@/main.xml',
    {
      ...route,
      schema: {
        summary: "An Act's stored text as an Akoma Ntoso 3.0 act, by year and Act number",
        params: AknActParamsSchema,
        response: errorResponses(400, 404),
      },
    },
    (request, reply) =>
      send(request, reply, { type: 'act', date: request.params.year, number: request.params.number }, () =>
        readActDocument(app.db, request.params.year, request.params.number),
      ),
  );

  app.get(
    '/akn/gh/bill/:year/:number/eng@/main.xml',
    {
      ...route,
      schema: {
        summary: "A bill's stored text as an Akoma Ntoso 3.0 bill, by year and the bill's id",
        params: AknBillParamsSchema,
        response: errorResponses(400, 404),
      },
    },
    (request, reply) =>
      send(request, reply, { type: 'bill', date: request.params.year, number: request.params.number }, () =>
        readBillDocument(app.db, request.params.year, request.params.number),
      ),
  );
};
