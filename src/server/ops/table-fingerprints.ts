import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

export interface TableFingerprint {
  rows: number;
  /** md5 over the md5 of every row's text, in sorted order: equal data, equal checksum. */
  checksum: string;
}

/** The application's tables (schema public), parents before the tables that refer to them. */
export async function applicationTables(db: Database): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { child, parent } of references) {
      if (child === table && parent !== table) visit(parent, path);
    }
    ordered.push(table);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

/**
 * The digest of each row's text, sorted, per table. Read in one transaction with the time zone fixed, so
 * PostgreSQL and the embedded database write the same rows as the same text.
 */
export async function rowDigests(db: Database, tables: string[]): Promise<Map<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    await tx.execute(sql`set local time zone 'UTC'`);
    const digests = new Map<string, string[]>();
    for (const table of tables) {
      const rows = await queryRows<{ digest: string }>(
        tx as unknown as Database,
        sql`select md5(t::text) as digest from ${sql.identifier(table)} t`,
      );
      digests.set(
        table,
        // Sorted here: the two databases' collations may order text differently.
        rows.map((row) => row.digest).sort(),
      );
    }
    return digests;
  });
}

export async function tableFingerprints(
  db: Database,
  tables: string[],
): Promise<Map<string, TableFingerprint>> {
  const fingerprints = new Map<string, TableFingerprint>();
  for (const [table, digests] of await rowDigests(db, tables)) {
    fingerprints.set(table, {
      rows: digests.length,
      checksum: createHash('md5').update(digests.join('')).digest('hex'),
    });
  }
  return fingerprints;
}
