import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteConfigSchema } from '@/domain/site-config';
import type { AppContext } from '@/server/context';
import { SiteService } from './service';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});

const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not used']),
  stopping: z.boolean(),
});

/**
 * The probes' answers are a few bytes, never worth compressing: without the compressor's hook
 * (whose first call loads Node's fetch, some 5 % of a warm start's CPU) a start's first answer
 * comes sooner, and every poll of a proxy or monitor costs less.
 */
const PROBE = { compress: false, config: { access: 'public' } } as const;

export const siteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const site = new SiteService(context);

  app.get(
    '/health',
    {
      ...PROBE,
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
    '/ready',
    {
      ...PROBE,
      schema: {
        tags: ['site'],
        summary:
          'Whether this instance should get traffic: database and Redis answer, not stopping',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await site.ready();
      return reply
        .status(readiness.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    },
  );

  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Public settings for the client: site name, contacts, demo account',
        response: { 200: siteConfigSchema },
      },
    },
    async () => site.publicConfig(),
  );
};
