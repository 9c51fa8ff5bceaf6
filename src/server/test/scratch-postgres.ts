import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server tests use when neither TEST_POSTGRES_URL nor TEST_DATABASE_URL names one. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server for tests that always need one. */
export const testPostgresServer = () =>
  process.env.TEST_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;

/**
 * The start of a scratch database's name: TEST_DATABASE_URL's database name when set, so a
 * clean-up of that run's databases (as CI does) also finds it.
 */
export function scratchLabel(purpose: string): string {
  const template = process.env.TEST_DATABASE_URL;
  return `${template ? new URL(template).pathname.slice(1) : 'hostel'}_${purpose}`;
}

/** Runs `work` on a client connected to the server's `postgres` database. */
export async function withAdminClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * An empty database of its own on the server of `serverUrl`, named `<label>_<random>`, for a
 * test that runs server processes against it. `drop()` removes it, closing what is still open.
 */
export async function createScratchDatabase(
  serverUrl: string,
  label: string,
): Promise<ScratchDatabase> {
  const name = `${label}_${randomBytes(5).toString('hex')}`;
  try {
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  } catch (error) {
    const where = new URL(serverUrl);
    throw new Error(
      `Could not create a test database on PostgreSQL at ${where.host}: ${(error as Error).message}. ` +
        'Start PostgreSQL, or point TEST_POSTGRES_URL (or TEST_DATABASE_URL) at a reachable server.',
      { cause: error },
    );
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}
