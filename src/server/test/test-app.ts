import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { ManualClock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { TokenService } from '../http/tokens';
import type { Mailer } from '../mail/mailer';
import { TestMailbox } from './mailbox';
import { createTestDatabase } from './test-database';

const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Settings that pass every production check; tests change one of them to see it refused. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'q7Yf3LwP0sZ8vK2mT9bN4xR6cH1dJ5gU',
  ADMIN_PASSWORD: 'a-strong-admin-password',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

/** A configuration for tests: fixed secrets, a throwaway data folder, settings overridable. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_PASSWORD: 'test-admin-password',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hostel-test-')),
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  clock: ManualClock;
  mailbox: TestMailbox;
  tokens: TokenService;
  /** The login slow-downs the app asked for, in ms: tests never wait them out. */
  delays: number[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Where mail goes: the test mailbox by default; 'smtp' sends it to SMTP_URL for real. */
  mailer?: Mailer | 'smtp';
  clientDir?: string;
  /** Where the app logs (nowhere by default). */
  logger?: FastifyServerOptions['logger'];
}

/** The real app on a fresh, migrated database, with a manual clock and a test mailbox. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase();
  const clock = new ManualClock();
  const mailbox = new TestMailbox();
  const delays: number[] = [];
  const app = await buildApp({
    config,
    database,
    clock,
    mailer: options.mailer === 'smtp' ? undefined : (options.mailer ?? mailbox),
    clientDir: options.clientDir,
    logger: options.logger,
    sleep: async (ms) => void delays.push(ms),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    clock,
    mailbox,
    tokens: new TokenService(config.jwtSecret, clock),
    delays,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Each test of the calling block gets a fresh app, closed after it: `use` is handed it first.
 * `options` may be a function, for settings known only once the block's `beforeAll` has run.
 */
export function freshAppForEachTest(
  use: (t: TestApp) => unknown,
  options?: TestAppOptions | (() => TestAppOptions),
) {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(typeof options === 'function' ? options() : options);
    await use(t);
  });
  afterEach(() => t.close());
}
