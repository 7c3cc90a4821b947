import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@kakyere/contract';
import { rateLimited } from '../errors.js';
import type { Config } from '../config.js';

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  if (config.server.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      global: true,
      max: config.server.rateLimitPerMinute,
      timeWindow: '1 minute',
      // Thrown by the plugin, so it reaches the shared error handler like any other AppError.
      errorResponseBuilder: () => rateLimited(MESSAGES.rateLimited),
    });
  }
}
