import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { systemClock, type Clock, type OffsetClock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import { CacheVersions } from './db/cache-versions';
import type { DatabaseHandle } from './db/client';
import { apiDocs } from './http/api-docs';
import { authentication } from './http/auth';
import { answerNotFound, registerErrorHandler } from './http/error-handler';
import { createRateLimits } from './http/rate-limits';
import { securityHeaders } from './http/security-headers';
import { spa } from './http/spa';
import { refuseUnstorableText } from './http/text-input';
import { TokenService } from './http/tokens';
import { createMailer, type Mailer } from './mail/mailer';
import { aboutRoutes } from './modules/about/routes';
import { eventRoutes } from './modules/events/routes';
import { imageRoutes } from './modules/images/routes';
import { queryRoutes } from './modules/queries/routes';
import { accountRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admins/routes';
import { donationRoutes } from './modules/donations/routes';
import { exportRoutes } from './modules/exports/routes';
import { adminRegistrationRoutes } from './modules/registrations/admin-routes';
import { registrationRoutes } from './modules/registrations/routes';
import { testClockRoutes } from './http/test-clock';
import { siteRoutes } from './modules/site/routes';

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
}

/** JSON bodies are small; routes that take more (uploads) raise their own limit. */
const DEFAULT_BODY_LIMIT = 64 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.testClock ?? options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const redis = config.rateLimit.redisUrl ? new Redis(config.rateLimit.redisUrl) : undefined;
  const mailer =
    options.mailer ??
    createMailer({ ...config.mail, dataDir: config.dataDir, clock, logger: app.log });
  app.addHook('onClose', async () => {
    mailer.close();
    await redis?.quit();
  });

  await app.register(securityHeaders);
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
  await app.register(apiDocs, { siteName: config.siteName });
  const tokens = new TokenService(config.jwtSecret, clock);
  await app.register(authentication, { tokens });

  const cacheVersions = new CacheVersions(database, app.log);
  await cacheVersions.start();
  app.addHook('onClose', () => cacheVersions.close());
  // A write through this instance may change what is cached: the next read checks, before the
  // writer's answer leaves (a notification could arrive after the writer's next request).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cacheVersions.invalidate();
  });

  const context: AppContext = {
    config,
    database,
    cacheVersions,
    clock,
    mailer,
    tokens,
    limits: createRateLimits(app, config.rateLimit),
  };
  await app.register(
    async (api) => {
      api.setNotFoundHandler(answerNotFound);
      api.addHook('preValidation', refuseUnstorableText);
      await api.register(siteRoutes, context);
      await api.register(eventRoutes, context);
      await api.register(aboutRoutes, context);
      await api.register(imageRoutes, context);
      await api.register(queryRoutes, context);
      await api.register(accountRoutes, context);
      await api.register(registrationRoutes, context);
      await api.register(donationRoutes, context);
      await api.register(adminRoutes, context);
      await api.register(adminRegistrationRoutes, context);
      await api.register(exportRoutes, context);
      if (options.testClock) await api.register(testClockRoutes, { clock: options.testClock });
    },
    { prefix: '/api' },
  );

  if (options.clientDir) {
    await app.register(spa, {
      clientDir: options.clientDir,
      siteName: config.siteName,
      timeZone: config.timeZone,
    });
  } else {
    app.setNotFoundHandler(answerNotFound);
  }
  return app;
}
