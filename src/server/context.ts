import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from './clock';
import type { Config } from './config';
import type { CacheVersions } from './db/cache-versions';
import type { DatabaseHandle } from './db/client';
import type { AfterAnswer } from './http/after-answer';
import type { LoginThrottle } from './http/login-throttle';
import type { RateLimits } from './http/rate-limits';
import type { TokenService } from './http/tokens';
import type { JobWorker } from './jobs/worker';
import type { Mailer } from './mail/mailer';
import type { Metrics } from './metrics';
import type { ReceiptRenderer } from './modules/receipts/receipt-renderer';

/** What every feature module is given: the one place services get their collaborators from. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  cacheVersions: CacheVersions;
  clock: Clock;
  mailer: Mailer;
  tokens: TokenService;
  limits: RateLimits;
  loginThrottle: LoginThrottle;
  /** This instance's Prometheus numbers; modules add counters' increments and gauges here. */
  metrics: Metrics;
  /** Redis when `REDIS_URL` is set (rate-limit counters shared by instances). */
  redis: Redis | undefined;
  /** True once the server began to stop: it finishes what it has and takes nothing new. */
  stopping(): boolean;
  /** The app's logger (background work logs through it). */
  log: FastifyBaseLogger;
  /** Durable background work: `jobs.enqueue`, `jobs.depth()`; every job is registered in jobs.ts. */
  jobs: JobWorker;
  /** Renders receipt PDFs on a thread of their own; closed with the app. */
  receiptRenderer: ReceiptRenderer;
  /** Work a route starts after its answer, waited for when the app closes. */
  afterAnswer: AfterAnswer;
}
