import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL (DESIGN.md section 10); `BENCH_POSTGRES_URL` points elsewhere. */
const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(statement: string) {
  const client = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database for one bench step; throws when PostgreSQL is unreachable. */
export async function createScratchPostgres(purpose: string): Promise<ScratchDatabase> {
  const name = `hostel_bench_${purpose}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

export async function withScratchPostgres<T>(
  purpose: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const database = await createScratchPostgres(purpose);
  try {
    return await use(database.url);
  } finally {
    await database.drop();
  }
}
