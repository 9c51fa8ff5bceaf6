import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from './client';

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/**
 * Errors that may go away by themselves: the server is not up yet (refused, reset, timed out,
 * name not yet resolvable), starting up (57P03) or full (53300). A wrong password or a missing
 * database (28P01, 28000, 3D000) will not, so start-up stops at once on those.
 */
const PASSING_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  '57P03',
  '53300',
]);

/** The driver's own error: drizzle wraps it ("Failed query") as the cause. */
function rootError(error: unknown): unknown {
  const { cause } = error as { cause?: unknown };
  return cause instanceof Error ? rootError(cause) : error;
}

function errorCode(error: unknown): string | undefined {
  const { code, errors } = rootError(error) as { code?: unknown; errors?: unknown[] };
  if (typeof code === 'string') return code;
  return Array.isArray(errors) && errors.length > 0 ? errorCode(errors[0]) : undefined;
}

function reason(error: unknown): string {
  const root = rootError(error);
  const message = root instanceof Error ? root.message : String(root);
  return message || errorCode(error) || 'no answer';
}

/** "PostgreSQL at db.example:5432, database hostel": the URL without its password. */
export function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.slice(1)) || '(default)';
    return `PostgreSQL at ${parsed.hostname || 'the local socket'}:${parsed.port || 5432}, database ${database}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

export interface WaitOptions {
  /** What the messages call the database: `describePostgres(url)`. */
  description: string;
  timeoutMs: number;
  retryMs?: number;
  /** Told once when the wait begins, and about every ten seconds while it lasts. */
  onWait(message: string): void;
}

/**
 * Start-up asks the database before migrating: PostgreSQL started at the same time (after a
 * reboot, say) may take a while to accept connections, and the server waits for it rather than
 * crash. Gives up with a plain message after `timeoutMs`, or at once on an error that waiting
 * cannot mend.
 */
export async function waitForDatabase(
  database: DatabaseHandle,
  { description, timeoutMs, retryMs = 1000, onWait }: WaitOptions,
): Promise<void> {
  const started = Date.now();
  let lastTold = 0;
  for (;;) {
    try {
      await database.ping();
      return;
    } catch (error) {
      const code = errorCode(error);
      if (!code || !PASSING_ERRORS.has(code)) {
        throw new DatabaseUnreachableError(
          `Cannot use ${description}: ${reason(error)}. Check DATABASE_URL, and that the database exists and the user may log in.`,
        );
      }
      const waited = Date.now() - started;
      if (waited >= timeoutMs) {
        throw new DatabaseUnreachableError(
          `${description} did not accept connections within ${Math.round(timeoutMs / 1000)} s (${reason(error)}). ` +
            'Start PostgreSQL or fix DATABASE_URL; DATABASE_WAIT_SECONDS sets how long to wait.',
        );
      }
      if (lastTold === 0 || waited - lastTold >= 10_000) {
        lastTold = Math.max(waited, 1);
        onWait(
          `Waiting for ${description} (${reason(error)}); trying every ${retryMs / 1000} s for up to ${Math.round(timeoutMs / 1000)} s.`,
        );
      }
      await sleep(retryMs);
    }
  }
}
