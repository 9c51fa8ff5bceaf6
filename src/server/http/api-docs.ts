import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the route schemas (`app.swagger()`, which the route tests walk), served
 * at /api/docs only when `serve` is set: in production it would show every path to anyone.
 * Without `serve` nothing is generated or loaded (`API_DOCS` is on outside production, so the
 * tests have it).
 */
export const apiDocs = fp<{ siteName: string; serve: boolean }>(
  async (app: FastifyInstance, { siteName, serve }) => {
    if (!serve) return;
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${siteName} API`,
          description:
            'Errors answer `{ "message": "..." }`. Members and admins send `Authorization: Bearer <token>`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'api-docs' },
);
