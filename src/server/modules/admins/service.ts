import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../accounts/secrets';

export const ADMIN_MESSAGES = {
  badLogin: 'Incorrect username or password.',
} as const;

export class AdminsService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'tokens'>) {}

  private get db() {
    return this.context.database.db;
  }

  /** The first admin comes from ADMIN_USERNAME and ADMIN_PASSWORD when there is none yet. */
  static async ensureFirstAdmin(
    db: Database,
    { username, password }: { username: string; password: string },
  ): Promise<boolean> {
    const [existing] = await db.select({ value: count() }).from(admins);
    if (existing?.value) return false;
    await db
      .insert(admins)
      .values({ username, passwordHash: await hashPassword(password) })
      .onConflictDoNothing({ target: admins.username });
    return true;
  }

  async login(username: string, password: string): Promise<string> {
    const [admin] = await this.db.select().from(admins).where(eq(admins.username, username));
    const valid = await verifyPassword(
      password,
      admin?.passwordHash ?? (await dummyPasswordHash()),
    );
    if (!admin || !valid) throw unauthorized(ADMIN_MESSAGES.badLogin);
    return this.context.tokens.signAdmin({ sub: admin.id, username: admin.username });
  }
}
