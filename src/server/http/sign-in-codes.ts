import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { signInCodes } from '../db/schema';

const keyedHash = (value: string, key: string) =>
  createHmac('sha256', key).update(value).digest('base64url');

/** How long a mailed sign-in code works. */
export const SIGN_IN_CODE_VALID_MINUTES = 15;

/**
 * One-time codes mailed to the owner of an account that guessing has locked: a login that
 * brings one passes the lock. Kept in the database (every instance sees them) as hashes, under
 * a keyed hash of the login's group and account, so the table holds no e-mail or username.
 */
export class SignInCodes {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  private accountHash(group: string, account: string) {
    return keyedHash(`${group}:${account.trim().toLowerCase()}`, this.secret);
  }

  /** A new code for the account (the last one stops working), to be mailed to its owner. */
  async issue(group: string, account: string): Promise<string> {
    const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
    const values = {
      accountHash: this.accountHash(group, account),
      codeHash: keyedHash(code, this.secret),
      expiresAt: new Date(this.clock.now().getTime() + SIGN_IN_CODE_VALID_MINUTES * 60_000),
    };
    await this.db
      .insert(signInCodes)
      .values(values)
      .onConflictDoUpdate({ target: signInCodes.accountHash, set: values });
    return code;
  }

  /** Whether `code` is the account's unexpired code. */
  async accepts(group: string, account: string, code: string): Promise<boolean> {
    const [row] = await this.db
      .select()
      .from(signInCodes)
      .where(
        and(
          eq(signInCodes.accountHash, this.accountHash(group, account)),
          gt(signInCodes.expiresAt, this.clock.now()),
        ),
      );
    if (!row) return false;
    const stored = Buffer.from(row.codeHash);
    const given = Buffer.from(keyedHash(code.trim(), this.secret));
    return stored.length === given.length && timingSafeEqual(stored, given);
  }

  /** The code signed its owner in: it works no more. */
  async used(group: string, account: string): Promise<void> {
    await this.db
      .delete(signInCodes)
      .where(eq(signInCodes.accountHash, this.accountHash(group, account)));
  }
}
