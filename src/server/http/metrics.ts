import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { UNMATCHED_ROUTE, type Metrics } from '../metrics';
import { answerNotFound } from './error-handler';

export const METRICS_MESSAGES = {
  unauthorized: 'Metrics need the bearer token set in METRICS_TOKEN.',
} as const;

/** Counts and times every answer by its route pattern (never the raw URL: ids would explode). */
export function instrumentRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** Query times and, on PostgreSQL, the pool's connections. */
export function instrumentDatabase(
  app: FastifyInstance,
  database: DatabaseHandle,
  metrics: Metrics,
) {
  const stop = database.onQuery((seconds, failed) =>
    metrics.queryDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
  );
  app.addHook('onClose', async () => stop());
  if (!database.poolStats()) return;
  metrics.registerGauge({
    name: 'hostel_db_pool_connections',
    help: 'PostgreSQL pool of this instance: connections open (total), idle, queries waiting for one, and the most it opens (max)',
    labelNames: ['state'],
    read: () => {
      const stats = database.poolStats();
      if (!stats) return [];
      return (['total', 'idle', 'waiting', 'max'] as const).map((state) => ({
        labels: { state },
        value: stats[state],
      }));
    },
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function hasToken(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * `GET /api/metrics` in Prometheus's text format: with METRICS_TOKEN set, only for that bearer
 * token; without it, open outside production and absent (404) in production.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ metrics: Metrics; config: Config }> = async (
  app,
  { metrics, config },
) => {
  app.get(
    '/metrics',
    {
      // Guarded by its own token (METRICS_TOKEN), not by a member's or an admin's session.
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary:
          'Prometheus metrics of this instance (bearer METRICS_TOKEN; without it, none in production)',
        security: [{ bearer: [] }],
        produces: ['text/plain'],
      },
    },
    async (request, reply) => {
      const { token, open } = config.metrics;
      if (token === undefined && !open) return answerNotFound(request, reply);
      if (token !== undefined && !hasToken(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: METRICS_MESSAGES.unauthorized });
      }
      return reply
        .type(metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.text());
    },
  );
};
