import { Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { ConfiguredAdminOutcome } from './modules/admins/configured-admin';
import { prepareData } from './startup/prepare-data';
import { OffsetClock, systemClock } from './clock';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import {
  DatabaseUnreachableError,
  describePostgres,
  waitForDatabase,
} from './db/wait-for-database';
import { Metrics } from './metrics';
import { PROJECT_ROOT } from './project-files';
import { serveSnapshots, type SnapshotServer } from './ops/embedded-snapshots';

/** How long a stopping server waits for requests on connections it already accepted. */
const DRAIN_MS = 500;

const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist', 'client');

/**
 * JSON lines, or in a development terminal readable lines, written at once (not from a worker
 * thread), so the log keeps its order and the welcome below comes last.
 */
async function loggerOptions(config: Config) {
  const pretty = !config.production && process.stdout.isTTY;
  // pino-pretty is loaded only for that terminal.
  const pinoPretty = pretty ? (await import('pino-pretty')).default : undefined;
  return {
    level: config.logLevel,
    ...(pinoPretty && {
      stream: pinoPretty({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname', sync: true }),
    }),
  };
}

function printWelcome(config: Config, admin: ConfiguredAdminOutcome) {
  const adminPassword =
    admin.kind === 'kept-dashboard-password'
      ? 'the password last set in the dashboard'
      : config.admin.passwordWasGenerated
        ? `password ${config.admin.password} (generated now and shown once; kept in ${config.dataDir}/secrets.json)`
        : config.admin.passwordSource === 'ADMIN_PASSWORD'
          ? 'password from ADMIN_PASSWORD'
          : `password in ${config.dataDir}/secrets.json (or ADMIN_PASSWORD when set)`;
  // The proxy keeps /api/metrics private: the metrics are read from the instance itself.
  const instanceHost = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const metricsUrl = `http://${instanceHost.includes(':') ? `[${instanceHost}]` : instanceHost}:${config.port}/api/metrics`;
  const lines = [
    '',
    `  ${config.siteName} is running at ${config.siteUrl}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.dataDir}`}`,
    `  Mail: ${config.mail.smtpUrl ? 'SMTP (SMTP_URL)' : `development outbox, printed here and kept in ${config.dataDir}/outbox`}`,
    `  Admin login: ${config.siteUrl}/admin/login`,
    `    username ${config.admin.username}, ${adminPassword}`,
    `  API docs: ${config.apiDocs ? `${config.siteUrl}/api/docs` : 'off (set API_DOCS=true to serve /api/docs)'}`,
    `  Metrics: ${
      config.metrics.token
        ? `${metricsUrl} (bearer METRICS_TOKEN)`
        : config.metrics.open
          ? `${metricsUrl} (open: METRICS_TOKEN is not set)`
          : 'off (set METRICS_TOKEN to read /api/metrics)'
    }`,
    '',
  ];
  console.log(lines.join('\n'));
}

async function main() {
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  if (config.databaseUrl) {
    await waitForDatabase(database, {
      description: describePostgres(config.databaseUrl),
      timeoutMs: config.databaseWaitMs,
      onWait: (message) => console.warn(message),
    }).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
  }
  const testClock = config.testClock ? new OffsetClock() : undefined;
  // Instances starting together on one PostgreSQL take turns, so each step runs once.
  const prepared = await database.exclusively(() =>
    prepareData({ database, config, clock: testClock ?? systemClock }),
  );
  for (const note of prepared.notes) console.log(note);
  for (const warning of prepared.warnings) console.warn(`Warning: ${warning}`);
  const app = await buildApp({
    config,
    database,
    clientDir: CLIENT_DIR,
    testClock,
    logger: await loggerOptions(config),
    metrics: new Metrics({ processMetrics: true }),
  });

  const snapshots = await serveEmbeddedSnapshots(config, database, (message) =>
    app.log.warn(message),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests and closing the database`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      // Stop accepting connections first, but give those already accepted time to send their
      // request: the HTTP server's own close() drops a connection whose request has not
      // arrived yet, which a proxy sees as a failed request it may not send elsewhere.
      Server.prototype.close.call(app.server);
      await sleep(DRAIN_MS);
      await snapshots?.close();
      await app.close();
      await database.close();
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await snapshots?.close();
    await app.close();
    await database.close();
    lock?.release();
    throw error;
  }
  printWelcome(config, prepared.admin);
}

/** `npm run backup` asks the server for the embedded database's snapshot (ops/embedded-snapshots). */
async function serveEmbeddedSnapshots(
  config: Config,
  database: DatabaseHandle,
  warn: (message: string) => void,
): Promise<SnapshotServer | undefined> {
  const { snapshotFiles } = database;
  if (!snapshotFiles) return undefined;
  try {
    return await serveSnapshots(config.dataDir, snapshotFiles);
  } catch (error) {
    warn(`npm run backup cannot reach this server: ${(error as Error).message}`);
    return undefined;
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnreachableError
  ) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `The port is already in use: ${(error as Error).message}. Set PORT to another one.`,
    );
  } else {
    console.error(error);
  }
  process.exit(1);
});
