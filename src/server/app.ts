import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { systemClock, type Clock, type OffsetClock } from './clock';
import { SIMULATOR_PATH, type Config, type TrustProxy } from './config';
import type { AppContext } from './context';
import { CacheVersions } from './db/cache-versions';
import type { DatabaseHandle } from './db/client';
import { accessControl } from './http/access';
import { apiDocs } from './http/api-docs';
import { authentication } from './http/auth';
import { answerNotFound, registerErrorHandler } from './http/error-handler';
import { ERROR_CATALOGUE } from './i18n/error-codes';
import { createLoginThrottle, memoryCounters, redisCounters } from './http/login-throttle';
import { createRateLimits } from './http/rate-limits';
import { securityHeaders } from './http/security-headers';
import { SignInCodes } from './http/sign-in-codes';
import { spa } from './http/spa';
import { withRequestLogging } from './http/request-log';
import { refuseUnstorableText } from './http/text-input';
import { TokenService } from './http/tokens';
import { instrumentDatabase, instrumentRequests, metricsRoutes } from './http/metrics';
import { createMailer, type Mailer } from './mail/mailer';
import { suppressingMailer } from './mail/suppressions';
import { Metrics } from './metrics';
import { AfterAnswer } from './http/after-answer';
import { JobWorker } from './jobs/worker';
import { ALL_JOBS } from './all-jobs';
import { ReceiptRenderer } from './modules/receipts/receipt-renderer';
import { aboutRoutes } from './modules/about/routes';
import { eventRoutes } from './modules/events/routes';
import { imageRoutes } from './modules/images/routes';
import { queryInboxRoutes } from './modules/queries/admin-routes';
import { queryRoutes } from './modules/queries/routes';
import { suppressionRoutes } from './modules/suppressions/routes';
import { accountRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admins/routes';
import { committeeRoutes } from './modules/admins/committee-routes';
import { auditRoutes } from './modules/audit/routes';
import { personDataRoutes } from './modules/people/routes';
import { donationRoutes } from './modules/donations/routes';
import { exportRoutes } from './modules/exports/routes';
import { adminRegistrationRoutes } from './modules/registrations/admin-routes';
import { registrationRoutes } from './modules/registrations/routes';
import { testClockRoutes } from './http/test-clock';
import { paymentAdminRoutes } from './modules/payments/admin-routes';
import { paymentRoutes } from './modules/payments/routes';
import { booksRoutes } from './modules/books/routes';
import { siteRoutes } from './modules/site/routes';
import { checkInRoutes } from './modules/checkins/routes';
import { gateRoutes } from './modules/gate/routes';
import { messageRoutes } from './modules/messages/routes';

export interface AppOptions {
  config: Config;
  /** Opened and migrated by the caller, who also closes it after the app. */
  database: DatabaseHandle;
  clock?: Clock;
  /** A clock end-to-end tests may move through `/api/test/clock`; it becomes the app's clock. */
  testClock?: OffsetClock;
  mailer?: Mailer;
  /** The built client; pages answer 503 until it exists. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Waits out the slow-down of logins on an account under attack; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
  /** The server process passes one that also reports the process (memory, event-loop lag). */
  metrics?: Metrics;
}

/** JSON bodies are small; routes that take more (uploads) raise their own limit. */
const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Fastify takes a bare hop count as "trust no one" (it cannot tell a proxy from a client that
 * sent the header itself), so hops are counted here: hop 0 is the socket's peer, the next ones
 * are X-Forwarded-For's entries from the right.
 */
function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** An id a proxy in front chose (nginx's $request_id), when it is plainly one. */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Each request's id is in every log line about it, in the `X-Request-Id` answer header and in a
 * 500's message. Behind a trusted proxy the proxy's own id is kept, so its log and ours match.
 */
function requestIdGenerator(trust: TrustProxy) {
  return (request: IncomingMessage) => {
    const fromProxy = request.headers['x-request-id'];
    return trust !== false && typeof fromProxy === 'string' && PROXY_REQUEST_ID.test(fromProxy)
      ? fromProxy
      : randomUUID();
  };
}

/** Counts each mail handed on, by outcome, whatever the mailer is. */
function countingMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    get delivers() {
      return mailer.delivers;
    },
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        metrics.mails.inc({ outcome: 'failed' });
        throw error;
      }
      metrics.mails.inc({ outcome: 'sent' });
    },
    close: () => mailer.close(),
  };
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/** fastify types these factories for ajv's compilers; zod's take the same route schemas. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.testClock ?? options.clock ?? systemClock;
  const app = Fastify({
    logger: withRequestLogging(options.logger),
    genReqId: requestIdGenerator(config.trustProxy),
    // While stopping, requests on open connections are still answered (with Connection: close)
    // rather than refused, so a restart fails no request.
    return503OnClosing: false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Every route's schemas are zod's: given here, fastify does not load its default compilers
    // (ajv and fast-json-stringify, some hundred modules) at start-up only to leave them unused.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, ERROR_CATALOGUE);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });

  const metrics = options.metrics ?? new Metrics();
  instrumentRequests(app, metrics);
  instrumentDatabase(app, database, metrics);

  // ioredis loads only where Redis is used (decision record 23).
  const redis = config.rateLimit.redisUrl
    ? new (await import('ioredis')).Redis(config.rateLimit.redisUrl)
    : undefined;
  // ioredis reconnects by itself; say once that Redis went away, and once that it is back.
  let redisLost = false;
  redis?.on('error', (error: Error) => {
    if (!redisLost) app.log.warn({ err: error }, 'Redis is unreachable; reconnecting');
    redisLost = true;
  });
  redis?.on('ready', () => {
    if (redisLost) app.log.info('Redis is reachable again');
    redisLost = false;
  });
  const mailer = countingMailer(
    suppressingMailer(
      options.mailer ??
        createMailer({ ...config.mail, dataDir: config.dataDir, clock, logger: app.log }),
      database.db,
      app.log,
    ),
    metrics,
  );
  app.addHook('onClose', async () => {
    mailer.close();
    await redis?.quit();
  });

  await app.register(securityHeaders, {
    razorpayCheckout: config.payments.mode === 'live',
  });
  // Brotli at a low level: most of the saving for little work on each API answer.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.rateLimit.redisKeyPrefix}rate-limit:`,
  });
  await app.register(apiDocs, { siteName: config.siteName, serve: config.apiDocs });
  const tokens = new TokenService(config.jwtSecret, clock);
  await app.register(authentication, { tokens });
  await app.register(accessControl, { database: database.db, clock });

  const cacheVersions = new CacheVersions(database, app.log);
  await cacheVersions.start();
  app.addHook('onClose', () => cacheVersions.close());
  // A write through this instance may change what is cached: the next read checks, before the
  // writer's answer leaves (a notification could arrive after the writer's next request).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cacheVersions.invalidate();
  });

  const jobs = new JobWorker({
    database,
    clock,
    log: app.log,
    mailsPerSecond: config.jobs.mailsPerSecond,
  });
  app.decorate('jobs', jobs);
  metrics.registerGauge({
    name: 'hostel_job_queue_depth',
    help: 'Background jobs waiting, running, or failed for good',
    labelNames: ['state'],
    read: async () =>
      Object.entries(await jobs.depth()).map(([state, value]) => ({ labels: { state }, value })),
  });
  // Started once the app is ready; stopped before the database closes, then the receipt thread.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  const receiptRenderer = new ReceiptRenderer();
  app.addHook('onClose', () => receiptRenderer.close());
  const afterAnswer = new AfterAnswer();
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onClose', () => afterAnswer.settled());

  const context: AppContext = {
    config,
    database,
    cacheVersions,
    clock,
    mailer,
    tokens,
    limits: createRateLimits(app, config.rateLimit),
    loginThrottle: createLoginThrottle(app, {
      counters: redis
        ? redisCounters(redis, `${config.rateLimit.redisKeyPrefix}login-throttle:`)
        : memoryCounters(clock),
      settings: config.rateLimit,
      signInCodes: new SignInCodes(database.db, clock, config.jwtSecret),
      sleep: options.sleep,
    }),
    metrics,
    redis,
    stopping: () => stopping,
    log: app.log,
    jobs,
    receiptRenderer,
    afterAnswer,
  };
  jobs.register(ALL_JOBS, context);
  await app.register(
    async (api) => {
      api.setNotFoundHandler(answerNotFound);
      api.addHook('preValidation', refuseUnstorableText);
      await api.register(siteRoutes, context);
      await api.register(metricsRoutes, { metrics, config });
      await api.register(eventRoutes, context);
      await api.register(aboutRoutes, context);
      await api.register(imageRoutes, context);
      await api.register(queryRoutes, context);
      await api.register(suppressionRoutes, context);
      await api.register(accountRoutes, context);
      await api.register(registrationRoutes, context);
      await api.register(donationRoutes, context);
      await api.register(paymentRoutes, context);
      await api.register(paymentAdminRoutes, context);
      await api.register(booksRoutes, context);
      await api.register(adminRoutes, context);
      await api.register(committeeRoutes, context);
      await api.register(auditRoutes, context);
      await api.register(personDataRoutes, context);
      await api.register(adminRegistrationRoutes, context);
      await api.register(queryInboxRoutes, context);
      await api.register(exportRoutes, context);
      await api.register(checkInRoutes, context);
      await api.register(gateRoutes, context);
      await api.register(messageRoutes, context);
      if (options.testClock) await api.register(testClockRoutes, { clock: options.testClock });
    },
    { prefix: '/api' },
  );

  if (config.payments.mode === 'simulator') {
    // Development and tests only: production never loads the simulator.
    const [{ razorpaySimulatorRoutes }, { RazorpaySimulator }] = await Promise.all([
      import('./modules/payments/simulator/routes'),
      import('./modules/payments/simulator/state'),
    ]);
    const { keyId, keySecret, webhookSecret } = config.payments;
    const simulator = new RazorpaySimulator({
      clock,
      credentials: { keyId, keySecret, webhookSecret },
      webhookUrl: `http://127.0.0.1:${config.port}/api/payments/razorpay/webhook`,
    });
    app.addHook('onClose', async () => simulator.close());
    await app.register(razorpaySimulatorRoutes, { prefix: SIMULATOR_PATH, simulator });
  }

  if (options.clientDir) {
    await app.register(spa, {
      clientDir: options.clientDir,
      siteName: config.siteName,
      timeZone: config.timeZone,
      siteUrl: config.siteUrl,
      clock,
    });
  } else {
    app.setNotFoundHandler(answerNotFound);
  }
  return app;
}
