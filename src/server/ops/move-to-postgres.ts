import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, pgliteDirectory, queryRows, type Database } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { describePostgres } from '../db/wait-for-database';
import { postgresTables } from './postgres-tools';
import { RestoreRefusedError } from './restore';
import { applicationTables, tableFingerprints } from './table-fingerprints';

/** Rows per insert: images are up to a few hundred kilobytes each. */
const BATCH_ROWS = 50;

export interface MovedTable {
  table: string;
  sourceRows: number;
  targetRows: number;
  checksumsMatch: boolean;
}

export interface MoveResult {
  target: string;
  tables: MovedTable[];
  /** True when every table arrived with the same rows. */
  verified: boolean;
}

/**
 * Copies the embedded database in `dataDir` into the empty PostgreSQL database of `url`: runs
 * the migrations on both, copies every table's rows in one transaction (parents first, the
 * tables' own triggers off meanwhile, sequences carried over), then compares row counts and
 * checksums table by table. The server must be stopped: the folder's lock is held throughout.
 */
export async function moveToPostgres(
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl: string | undefined },
  log: (line: string) => void = () => undefined,
): Promise<MoveResult> {
  if (!databaseUrl) {
    throw new Error('Set DATABASE_URL to the empty PostgreSQL database to move the data into.');
  }
  const target = describePostgres(databaseUrl);
  const lock = lockDataDir(dataDir);
  try {
    if (!existsSync(pgliteDirectory(dataDir))) {
      throw new Error(
        `There is no embedded database in ${dataDir}. Set DATA_DIR to the site's data folder.`,
      );
    }
    const existing = await postgresTables(databaseUrl);
    if (existing.length > 0) {
      throw new RestoreRefusedError(
        `${target} is not empty (${existing.length} tables, such as ${existing.slice(0, 3).join(', ')}). ` +
          'Nothing was changed. Create an empty database for the site and point DATABASE_URL at it.',
      );
    }
    const source = await openDatabase({ kind: 'pglite', dataDir });
    const destination = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    try {
      log('Applying the migrations to both databases');
      await source.migrate();
      await destination.migrate();
      const tables = await applicationTables(source.db);
      await copyTables(source.db, databaseUrl, tables, log);
      log('Comparing row counts and checksums');
      const before = await tableFingerprints(source.db, tables);
      const after = await tableFingerprints(destination.db, tables);
      const moved = tables.map((table) => {
        const from = before.get(table);
        const to = after.get(table);
        return {
          table,
          sourceRows: from?.rows ?? 0,
          targetRows: to?.rows ?? 0,
          checksumsMatch: from !== undefined && from.checksum === to?.checksum,
        };
      });
      return {
        target,
        tables: moved,
        verified: moved.every((t) => t.checksumsMatch && t.sourceRows === t.targetRows),
      };
    } finally {
      await source.close();
      await destination.close();
    }
  } finally {
    lock.release();
  }
}

async function copyTables(
  source: Database,
  url: string,
  tables: string[],
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const name = (table: string) => pg.escapeIdentifier(table);
  try {
    await client.query('begin');
    // The migrations' own rows (counters, defaults) give way to the copied ones, and the
    // tables' triggers (the audit log's guard, change notifications) stay quiet: the rows
    // arrive as they were.
    for (const table of tables)
      await client.query(`alter table ${name(table)} disable trigger user`);
    for (const table of [...tables].reverse()) await client.query(`delete from ${name(table)}`);
    for (const table of tables) {
      const columns = await queryRows<{ name: string }>(
        source,
        sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
            order by ordinal_position`,
      );
      const list = columns.map((column) => pg.escapeIdentifier(column.name)).join(', ');
      let copied = 0;
      for (;;) {
        const batch = await queryRows<{ row: string }>(
          source,
          sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t
              order by ctid limit ${BATCH_ROWS} offset ${copied}`,
        );
        if (batch.length === 0) break;
        await client.query(
          `insert into ${name(table)} (${list}) overriding system value
           select ${list} from json_populate_recordset(null::${name(table)}, $1::json)`,
          [`[${batch.map((b) => b.row).join(',')}]`],
        );
        copied += batch.length;
      }
      log(`Copied ${table}: ${copied} rows`);
    }
    for (const table of tables)
      await client.query(`alter table ${name(table)} enable trigger user`);
    const sequences = await queryRows<{ name: string; last: string | null }>(
      source,
      sql`select sequencename as name, last_value::text as last from pg_sequences
          where schemaname = 'public'`,
    );
    for (const sequence of sequences) {
      if (sequence.last === null) continue;
      await client.query('select setval($1, $2::bigint, true)', [
        `public.${pg.escapeIdentifier(sequence.name)}`,
        sequence.last,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
