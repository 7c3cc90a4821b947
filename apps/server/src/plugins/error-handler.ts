import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorResponse, type MessageErrorResponse } from '@kakyere/contract';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How this route words its failures: `{ success: false, error }` (the default, spec §7) or
     * `{ success: false, message }` (the subscribe route, as spec §7 documents it).
     */
    errorEnvelope?: 'error' | 'message';
    /**
     * Say only the schema's own message for invalid input ("Question must be between 1 and 140
     * characters"), for routes whose messages are written for people (spec §8), not for developers.
     */
    plainValidationMessages?: boolean;
  }
}

const PARTS: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

/** Sends `text` in the route's own error envelope. */
function sendError(request: FastifyRequest, reply: FastifyReply, status: number, text: string): FastifyReply {
  const body: ErrorResponse | MessageErrorResponse =
    request.routeOptions.config?.errorEnvelope === 'message' ? { success: false, message: text } : { success: false, error: text };
  return reply.code(status).send(body);
}

const statusOf = (code: ErrorCode) => ERROR_STATUS[code];

/**
 * Failures Fastify meets before any route is chosen (an address part over 100 characters, a badly
 * encoded one), which never reach the error handler: the same envelope, without echoing the address.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const text = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Invalid address: a part of it is too long' : 'Invalid address: it is not correctly encoded';
  return sendError(request, reply, statusOf('invalid_input'), text);
}

/** One place that turns every failure into the route's documented error shape. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (request.routeOptions.config?.plainValidationMessages && error.validation[0]) {
        return sendError(request, reply, statusOf('invalid_input'), error.validation[0].message ?? 'Invalid input');
      }
      const part = PARTS[error.validationContext ?? ''] ?? 'input';
      const problems = error.validation.map((v) => {
        const name = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return name ? `${part} '${name}': ${v.message}` : `${part}: ${v.message}`;
      });
      return sendError(request, reply, statusOf('invalid_input'), `Invalid ${problems.join('; ')}`);
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error, code: error.code }, error.message);
      else if (error.message !== error.userMessage) request.log.info({ code: error.code }, error.message);
      return sendError(request, reply, error.statusCode, error.userMessage);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, statusOf('internal'), MESSAGES.internalError);
    }
    // Fastify's own 4xx (bad JSON, payload too large, unsupported media type): its text is safe to show.
    return sendError(request, reply, status, error.message);
  });
}

/** Infrastructure: the error handler of the whole app (not encapsulated, so every route gets it). */
export const errorHandlerPlugin = fp(
  async (app) => {
    registerErrorHandlers(app);
  },
  { name: 'error-handler' },
);
