import {
  createScratchDatabase,
  DEFAULT_POSTGRES_URL,
  type ScratchDatabase,
} from '../../src/server/test/scratch-postgres';

export type { ScratchDatabase };

/** A new, empty database on the machine's PostgreSQL (or `BENCH_POSTGRES_URL`'s server). */
export const createScratchPostgres = (purpose: string): Promise<ScratchDatabase> =>
  createScratchDatabase(
    process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL,
    `hostel_bench_${purpose}`,
  );

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
