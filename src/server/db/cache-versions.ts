import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client';
import { cacheVersions } from './schema';

/** Triggers on cached tables notify this channel (migration 0008). */
const CHANNEL = 'cache_versions';
const RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export type CacheName = 'events';

/**
 * Decides when a value cached from a table may be served without asking the database. A trigger
 * raises the table's version in `cache_versions` and notifies every instance; while this
 * instance listens and has heard nothing since it read a version, that version is still current.
 * Without the listener (starting, or its connection lost) nothing is trusted and each read asks
 * the database, so a lost notification can never serve stale data for long.
 */
export class CacheVersions {
  /** Raised by every notification, write and lost listener; a trust taken before is void. */
  private generation = 0;
  private listening = false;
  private stopListening?: () => Promise<void>;
  private retryTimer?: NodeJS.Timeout;
  private retryMs = RETRY_MS;
  private closed = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    try {
      this.stopListening = await this.database.listen(CHANNEL, {
        onNotify: () => this.invalidate(),
        onLost: () => this.lost(),
      });
      this.listening = true;
      this.retryMs = RETRY_MS;
    } catch (error) {
      this.log.warn({ err: error }, 'Cache notifications unavailable; checking versions per read');
      this.scheduleRetry();
    }
  }

  /** Something may have changed (this instance wrote, or another told us). */
  invalidate(): void {
    this.generation += 1;
  }

  /** A mark to keep with a version just read; `isCurrent(mark)` says if it still holds. */
  mark(): number {
    return this.generation;
  }

  isCurrent(mark: number): boolean {
    return this.listening && mark === this.generation;
  }

  async version(name: CacheName): Promise<string> {
    const [row] = await this.database.db
      .select({ version: cacheVersions.version })
      .from(cacheVersions)
      .where(eq(cacheVersions.name, name));
    return String(row?.version ?? 'none');
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.listening = false;
    await this.stopListening?.().catch(() => undefined);
  }

  private lost() {
    this.listening = false;
    this.stopListening = undefined;
    this.invalidate();
    this.log.warn('Cache notifications lost; checking versions per read until they return');
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => void this.start(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}
