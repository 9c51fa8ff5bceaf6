import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { ManualClock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { TokenService } from '../http/tokens';
import type { Mailer } from '../mail/mailer';
import { TestMailbox } from './mailbox';
import { createTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

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
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  clientDir?: string;
}

/** The real app on a fresh, migrated database, with a manual clock and a test mailbox. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase();
  const clock = new ManualClock();
  const mailbox = new TestMailbox();
  const app = await buildApp({
    config,
    database,
    clock,
    mailer: options.mailer ?? mailbox,
    clientDir: options.clientDir,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    clock,
    mailbox,
    tokens: new TokenService(config.jwtSecret, clock),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
