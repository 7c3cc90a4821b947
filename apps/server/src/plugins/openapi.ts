import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Infrastructure: the OpenAPI description, generated from the same zod contract the routes validate with. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kakyerɛ API',
          description: 'Public API of Kakyerɛ, the Parliament of Ghana transparency website.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'openapi' },
);

/** GET /api/docs: the description itself. */
export async function openApiRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
