import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorResponse } from '@kakyere/contract';
import { AppError } from '../errors.js';

const PARTS: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

/** One place that turns every failure into the documented `{ success: false, error }` shape. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = PARTS[error.validationContext ?? ''] ?? 'input';
      const problems = error.validation.map((v) => {
        const name = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return name ? `${part} '${name}': ${v.message}` : `${part}: ${v.message}`;
      });
      return reply.code(400).send({ success: false, error: `Invalid ${problems.join('; ')}` } satisfies ErrorResponse);
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ success: false, error: error.userMessage } satisfies ErrorResponse);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, error: MESSAGES.internalError } satisfies ErrorResponse);
    }
    // Fastify's own 4xx (bad JSON, payload too large, rate limit): its text is safe to show.
    return reply.code(status).send({ success: false, error: error.message } satisfies ErrorResponse);
  });
}
