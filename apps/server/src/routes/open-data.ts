import { createBrotliCompress, createGzip, constants as zlibConstants } from 'node:zlib';
import { pipeline } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BULK_CONTENT_TYPE, BULK_KINDS, bulkPath, POPOLO_EXPORT_PATH, PopoloPeopleFileSchema } from '@kakyere/contract';
import { negotiateEncoding } from '../modules/platform/cache/response-cache.js';
import { OpenDataFiles } from '../modules/records/open-data/open-data-files.js';
import { errorResponses } from './error-responses.js';
import { sendCachedBody, untyped } from './send-cached-body.js';

/** Another site's script may read every export (issue 31). */
const OPEN = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' } as const;

const BULK_SUMMARIES = {
  sittings: 'Every sitting, one JSON object a line (JSON Lines), oldest first: the sitting as GET /api/hansards/{id} gives it without raw_text and evidence, with `speeches`, every speech as GET /api/hansards/{id}/speeches gives them',
  bills: 'Every bill, one JSON object a line (JSON Lines), by id: its journey as GET /api/bills/{id}/journey gives it',
  people: 'Everyone, one JSON object a line (JSON Lines), by id: the person as the Popolo file has them, with `memberships` (seats and posts)',
} as const;

export const openDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = new OpenDataFiles(app.db, app.config.server.cacheRevalidateMs);

  app.get(
    POPOLO_EXPORT_PATH,
    {
      compress: false,
      schema: {
        summary: 'Everyone Kakyerɛ holds, as one Popolo file (the shape `npm run import:people` reads)',
        response: { 200: PopoloPeopleFileSchema, ...errorResponses() },
      },
    },
    async (request, reply) => {
      reply.headers(OPEN);
      return sendCachedBody(request, reply, await files.popolo());
    },
  );

  for (const kind of BULK_KINDS) {
    app.get(
      bulkPath(kind),
      {
        // Compressed once where kept, or as it is made: the generic compressor stays out of the way.
        compress: false,
        schema: {
          summary: BULK_SUMMARIES[kind],
          description: `${BULK_CONTENT_TYPE}; made again when the data changes, answered with 304 to a matching If-None-Match.`,
          response: errorResponses(),
        },
      },
      async (request, reply) => {
        reply.headers(OPEN);
        const body = await files.bulk(kind);
        if ('kept' in body) return sendCachedBody(request, reply, body.kept, BULK_CONTENT_TYPE);
        const encoding = negotiateEncoding(request.headers['accept-encoding']);
        // A strong ETag names one representation, so each encoding has its own.
        const etag = encoding === 'identity' ? body.etag : `${body.etag.slice(0, -1)}-${encoding}"`;
        const raw = untyped(reply).header('ETag', etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
        if (request.headers['if-none-match'] === etag) return raw.code(304).send();
        raw.type(BULK_CONTENT_TYPE);
        if (encoding === 'identity') return raw.send(body.lines());
        raw.header('Content-Encoding', encoding);
        // Made once per request and sent as made: fast compression, not the smallest.
        const compressor =
          encoding === 'br' ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 });
        return raw.send(pipeline(body.lines(), compressor, (error) => error && request.log.warn({ err: error }, 'bulk download stopped')));
      },
    );
  }
};
