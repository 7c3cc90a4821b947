import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@kakyere/db';
import type { Config } from './config.js';
import { configPlugin } from './plugins/config-plugin.js';
import { databasePlugin } from './plugins/database-plugin.js';
import { errorHandlerPlugin, sendFrameworkError } from './plugins/error-handler.js';
import { sameOriginPlugin } from './plugins/same-origin.js';
import { listenSocketsPlugin } from './plugins/listen-sockets.js';
import { loadSheddingPlugin } from './plugins/load-shedding.js';
import { openApiPlugin, openApiRoute } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { servicesPlugin } from './plugins/services-plugin.js';
import { buildServices, type Services } from './runtime/build-services.js';
import { createLogger } from './runtime/create-logger.js';
import { webAppPlugin } from './plugins/web-app.js';
import { authRoutes } from './routes/auth.js';
import { billRoutes } from './routes/bills.js';
import { meRoutes } from './routes/me.js';
import { notificationRoutes } from './routes/notifications.js';
import { memberFollowRoutes } from './routes/member-follows.js';
import { pushRoutes } from './routes/push.js';
import { hansardRoutes } from './routes/hansards.js';
import { peopleRoutes } from './routes/people.js';
import { speechRoutes } from './routes/speeches.js';
import { searchRoutes } from './routes/search.js';
import { topicFollowRoutes } from './routes/topic-follows.js';
import { legalOpinionRoutes } from './routes/legal-opinions.js';
import { feedRoutes } from './routes/feeds.js';
import { sitemapRoutes } from './routes/sitemap.js';
import { openDataRoutes } from './routes/open-data.js';
import { akomaNtosoRoutes } from './routes/akoma-ntoso.js';

export type { Services } from './runtime/build-services.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Built by the caller (main.ts, which also starts the workers on them); else built here and closed with the app. */
  services?: Services;
}

/**
 * The app in layers, each a Fastify plugin that names what it needs (fastify-plugin checks
 * `dependencies` at start-up): infrastructure (config, listening sockets, load shedding, database,
 * errors, security, compression, OpenAPI), the services built by runtime/build-services.ts, then
 * routes, and the site last.
 */
export async function buildApp({ config, database, services: given }: BuildAppOptions): Promise<FastifyInstance> {
  const services = given ?? (await buildServices(config, database.db, createLogger(config.server)));
  const app = Fastify({
    loggerInstance: services.log,
    trustProxy: config.server.trustProxy,
    bodyLimit: 64 * 1024,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure. Load shedding first: its hook answers 503 before any other work is spent.
  await app.register(configPlugin, { config });
  await app.register(listenSocketsPlugin);
  await app.register(loadSheddingPlugin);
  await app.register(databasePlugin, { database });
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(sameOriginPlugin);
  await app.register(servicesPlugin, { services });
  if (!given) app.addHook('onClose', () => services.close());
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(etag);
  await app.register(openApiPlugin);

  // Routes, then the site
  await app.register(hansardRoutes);
  await app.register(peopleRoutes);
  await app.register(speechRoutes);
  await app.register(searchRoutes);
  await app.register(billRoutes);
  await app.register(legalOpinionRoutes);
  await app.register(feedRoutes);
  await app.register(openDataRoutes);
  await app.register(akomaNtosoRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(notificationRoutes);
  await app.register(memberFollowRoutes);
  await app.register(topicFollowRoutes);
  await app.register(pushRoutes);
  await app.register(sitemapRoutes);
  await app.register(openApiRoute);
  await app.register(webAppPlugin);
  return app;
}
