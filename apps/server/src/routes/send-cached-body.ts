import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeBody, negotiateEncoding, type CachedBody } from '../modules/platform/cache/response-cache.js';

/**
 * Sends a cached, pre-serialised body (JSON unless told otherwise) with its ETag (304 when the client has it) in the best
 * encoding the client accepts. Routes using it turn off the generic compressor (`compress: false`). `vary` names the
 * request headers beside Accept-Encoding that chose the body (a page's Accept-Language, which its dates follow).
 */
export async function sendCachedBody(
  request: FastifyRequest,
  reply: AnyReply,
  body: CachedBody,
  contentType = 'application/json; charset=utf-8',
  cacheControl = 'no-cache',
  vary: readonly string[] = [],
): Promise<FastifyReply> {
  const raw = untyped(reply);
  raw.header('ETag', body.etag).header('Cache-Control', cacheControl).header('Vary', ['Accept-Encoding', ...vary].join(', '));
  if (request.headers['if-none-match'] === body.etag && body.status === 200) return raw.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') raw.header('Content-Encoding', encoding);
  // A Buffer skips response serialisation; the cached JSON was built from the same contract types.
  return raw.code(body.status).type(contentType).send(await encodeBody(body, encoding));
}

type AnyReply = FastifyReply<any, any, any, any, any, any, any, any>;

/** Bytes that are not the JSON of the response schema (a cached body, a PDF) bypass its typing. */
export const untyped = (reply: AnyReply) => reply as FastifyReply;
