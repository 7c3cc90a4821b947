import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BULK_CONTENT_TYPE, BULK_KINDS, bulkPath, POPOLO_EXPORT_PATH, PopoloPeopleFileSchema } from '@kakyere/contract';
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

/** Whether the client takes gzip (every browser, `curl --compressed`): the sittings file is kept gzipped. */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';');
      if (name?.trim() !== 'gzip') return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q ? Number(q.slice(2)) > 0 : true;
    });
}

export const openDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = new OpenDataFiles(app.db, app.config.server.cacheRevalidateMs);
  app.addHook('onClose', () => files.close());

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
        // Compressed once, where it is kept: the generic compressor stays out of the way.
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
        // Kept gzipped: sent as kept to whoever takes gzip (every browser, curl --compressed), else unzipped as sent.
        const gzip = acceptsGzip(request.headers['accept-encoding']);
        // A strong ETag names one representation, so each encoding has its own.
        const etag = gzip ? `${body.etag.slice(0, -1)}-gzip"` : body.etag;
        const raw = untyped(reply).header('ETag', etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
        if (request.headers['if-none-match'] === etag) return raw.code(304).send();
        raw.type(BULK_CONTENT_TYPE);
        if (!gzip) return raw.send(body.lines());
        return raw.header('Content-Encoding', 'gzip').send(body.gzipped());
      },
    );
  }
};
