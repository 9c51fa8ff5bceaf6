import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoContent } from './db/seed';
import { AdminsService } from './modules/admins/service';
import { OffsetClock, systemClock } from './clock';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

function loggerOptions(config: Config) {
  const pretty = !config.production && process.stdout.isTTY;
  return {
    level: config.logLevel,
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
  };
}

function printWelcome(config: Config) {
  const adminPassword = config.admin.passwordWasGenerated
    ? `password ${config.admin.password} (generated now and shown once; kept in ${config.dataDir}/secrets.json)`
    : config.production
      ? 'password from ADMIN_PASSWORD'
      : `password in ${config.dataDir}/secrets.json (or ADMIN_PASSWORD when set)`;
  const lines = [
    '',
    `  ${config.siteName} is running at ${config.siteUrl}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.dataDir}`}`,
    `  Mail: ${config.mail.smtpUrl ? 'SMTP (SMTP_URL)' : `development outbox, printed here and kept in ${config.dataDir}/outbox`}`,
    `  Admin login: ${config.siteUrl}/admin/login`,
    `    username ${config.admin.username}, ${adminPassword}`,
    `  API docs: ${config.siteUrl}/api/docs`,
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
  const testClock = config.testClock ? new OffsetClock() : undefined;
  // Instances starting together on one PostgreSQL take turns, so each step runs once.
  await database.exclusively(async () => {
    await database.migrate();
    if (config.seedDemo) {
      const seeded = await seedDemoContent({ database, config, clock: testClock ?? systemClock });
      if (seeded.length > 0) console.log(`Added demo content: ${seeded.join(', ')}.`);
    }
    if (await AdminsService.ensureFirstAdmin(database.db, config.admin)) {
      console.log(`Created the first admin, ${config.admin.username}.`);
    }
  });
  const app = await buildApp({
    config,
    database,
    clientDir: CLIENT_DIR,
    testClock,
    logger: loggerOptions(config),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests and closing the database`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
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
    await app.close();
    await database.close();
    lock?.release();
    throw error;
  }
  printWelcome(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
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
