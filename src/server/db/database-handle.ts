// What db/client.ts answers, whichever driver is underneath (the drivers' modules share it).
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { QueryListener } from './query-observers';
import type * as schema from './schema';
import { serverSourcePath } from '../project-files';

/** The one database type every service takes, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Calls `listener` after each query with its time; answers a function that stops it. */
  onQuery(listener: QueryListener): () => void;
  /** The connection pool's state (PostgreSQL); undefined for the embedded database. */
  poolStats(): PoolStats | undefined;
  /**
   * Calls `onNotify` with each payload sent to `channel` (NOTIFY), from any connection or
   * instance; `onLost` when the listening connection drops (PostgreSQL only). Resolves to a
   * function that stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other instance runs its own (start-up: migrations, demo content, the
   * first admin). PostgreSQL takes an advisory lock; the embedded database has one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * The embedded database's files as a gzipped tar, taken while no transaction is open, so it
   * opens as the database stood between two transactions (PGlite only; PostgreSQL has pg_dump).
   */
  snapshotFiles?(): Promise<Blob>;
  /**
   * Runs `work` unless another instance holds `lock` (a job that must run once at a time, such
   * as the payment reconciler): undefined when it was skipped. The embedded database has one
   * process, so there it always runs.
   */
  unlessLocked<T>(lock: number, work: () => Promise<T>): Promise<T | undefined>;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface NotificationHandlers {
  onNotify(payload: string): void;
  onLost(): void;
}

export const MIGRATIONS_FOLDER = serverSourcePath('db/migrations');

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite };

/** Where the embedded database keeps its files inside DATA_DIR. */
export const pgliteDirectory = (dataDir: string) => path.join(dataDir, 'pglite');
