import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * Runs a PostgreSQL client program (pg_dump, pg_restore) on the database of `url`. The password
 * goes in the environment, not on the command line where other users could read it.
 */
export async function runPostgresTool(
  program: 'pg_dump' | 'pg_restore',
  args: string[],
  url: string,
): Promise<string> {
  const withoutPassword = new URL(url);
  const password = decodeURIComponent(withoutPassword.password);
  withoutPassword.password = '';
  try {
    const { stdout } = await run(program, [...args, `--dbname=${withoutPassword.toString()}`], {
      env: { ...process.env, ...(password && { PGPASSWORD: password }) },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(
        `${program} was not found. Install the PostgreSQL client programs (apt-get install postgresql-client), in the server's major version or newer.`,
      );
    }
    throw new Error(`${program} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** The tables of a PostgreSQL database outside the system schemas, as schema.table. */
export async function postgresTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(USER_TABLES_QUERY);
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** Tables outside the system schemas, on PostgreSQL and on the embedded database alike. */
export const USER_TABLES_QUERY = `
  select schemaname || '.' || tablename as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema')
  order by 1`;
