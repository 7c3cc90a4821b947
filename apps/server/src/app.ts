import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle, Database } from '@kakyere/db';
import type { Config } from './config.js';
import { selectBillDataVersion } from './modules/bills/bill-repository.js';
import { selectHansardDataVersion } from './modules/hansards/hansard-repository.js';
import { ResponseCache } from './modules/cache/response-cache.js';
import { registerErrorHandlers } from './plugins/error-handler.js';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';
import { billRoutes } from './routes/bills.js';
import { hansardRoutes } from './routes/hansards.js';

export interface Services {
  hansardListCache: ResponseCache;
  billListCache: ResponseCache;
  /** Search answers and journeys: keys come from users, so the cache is bounded. */
  billAnswerCache: ResponseCache;
  /** Pages with their head; any Hansard or bill write can change one. */
  pageCache: ResponseCache;
}

/**
 * Pending connections the kernel queues before accept (Node's default is 511). A crowd arriving at
 * once overflows a short queue, and the dropped SYNs are retried only after a second or more.
 */
export const LISTEN_BACKLOG = 4096;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    services: Services;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
}

export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.server.logLevel === 'silent' ? false : { level: config.server.logLevel },
    trustProxy: true,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('services', {
    hansardListCache: new ResponseCache({
      readVersion: () => selectHansardDataVersion(database.db),
      revalidateMs: config.server.cacheRevalidateMs,
    }),
    billListCache: new ResponseCache({
      readVersion: () => selectBillDataVersion(database.db),
      revalidateMs: config.server.cacheRevalidateMs,
    }),
    billAnswerCache: new ResponseCache({
      readVersion: () => selectBillDataVersion(database.db),
      revalidateMs: config.server.cacheRevalidateMs,
      maxEntries: 2000,
    }),
    pageCache: new ResponseCache({
      readVersion: async () => `${await selectHansardDataVersion(database.db)}|${await selectBillDataVersion(database.db)}`,
      revalidateMs: config.server.cacheRevalidateMs,
      maxEntries: 2000,
    }),
  } satisfies Services);

  registerErrorHandlers(app);
  await registerSecurity(app, config);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(etag);
  await registerOpenApi(app);

  await app.register(hansardRoutes);
  await app.register(billRoutes);
  registerOpenApiRoute(app);
  await registerWebApp(app, { distDir: config.server.webDistDir, publicUrl: config.server.publicUrl });
  return app;
}
