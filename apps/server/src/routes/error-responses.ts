import { ErrorResponseSchema } from '@kakyere/contract';

/**
 * The error answers a route documents in OpenAPI: the ones it names, plus 429 (every route is
 * rate-limited), 500, which any route can give, and 503 (any request can be shed past capacity).
 */
export function errorResponses<S extends 400 | 401 | 403 | 404 | 409>(...statuses: S[]) {
  const named = Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<S, typeof ErrorResponseSchema>;
  return { ...named, 429: ErrorResponseSchema, 500: ErrorResponseSchema, 503: ErrorResponseSchema };
}
