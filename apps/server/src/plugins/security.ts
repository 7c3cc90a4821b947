import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@kakyere/contract';
import { rateLimited } from '../errors.js';

/** Infrastructure: security headers and the per-client rate limit, on every route. */
export const securityPlugin = fp(
  async (app) => {
    const { rateLimitPerMinute } = app.config.server;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          // Google account photos (the avatar of someone who signed in with Google).
          imgSrc: ["'self'", 'data:', 'https://*.googleusercontent.com'],
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
    if (rateLimitPerMinute > 0) {
      await app.register(rateLimit, {
        global: true,
        max: rateLimitPerMinute,
        timeWindow: '1 minute',
        // Thrown by the plugin, so it reaches the shared error handler like any other AppError.
        errorResponseBuilder: () => rateLimited(MESSAGES.rateLimited),
      });
    }
  },
  { name: 'security', dependencies: ['config', 'error-handler'] },
);
