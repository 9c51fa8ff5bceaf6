import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteConfigSchema } from '../../../domain/site-config';
import type { AppContext } from '../../context';
import { SiteService } from './service';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});

export const siteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const site = new SiteService(context);

  app.get(
    '/health',
    {
      schema: {
        tags: ['site'],
        summary: 'Whether the server and its database are up',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const health = await site.health();
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['site'],
        summary: 'Public settings for the client: site name, contacts, demo account',
        response: { 200: siteConfigSchema },
      },
    },
    async () => site.publicConfig(),
  );
};
