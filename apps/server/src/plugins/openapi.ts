import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description is generated from the same zod contract the routes validate with. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
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
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
