import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { accounts } from '@/server/db/schema';
import { hashPassword } from './secrets';
import { studentIdFor } from './student-ids';

/** The member newcomers log in as outside production; /login shows these credentials. */
export const DEMO_MEMBER = {
  name: 'Asha Patil',
  email: 'asha.demo@hostel.example',
  password: 'hostel-demo-2026',
} as const;

export async function demoMemberExists(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, DEMO_MEMBER.email));
  return row !== undefined;
}

/** A password hash no password matches: the account stays, with its records, but nobody logs in. */
const NO_LOGIN = 'disabled';

/**
 * In production the demo member's password is public knowledge (the README and /login show it),
 * so a database first used in development must not keep it working. Answers whether it did.
 */
export async function disableDemoMember(db: Database): Promise<boolean> {
  const disabled = await db
    .update(accounts)
    .set({ passwordHash: NO_LOGIN })
    .where(and(eq(accounts.email, DEMO_MEMBER.email), ne(accounts.passwordHash, NO_LOGIN)))
    .returning({ id: accounts.id });
  return disabled.length > 0;
}

/** Creates the demo member once; answers whether it was created now. */
export async function ensureDemoMember(db: Database): Promise<boolean> {
  if (await demoMemberExists(db)) return false;
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  await db.transaction(async (tx) => {
    await studentIdFor(tx, DEMO_MEMBER.email);
    await tx
      .insert(accounts)
      .values({ email: DEMO_MEMBER.email, name: DEMO_MEMBER.name, passwordHash })
      .onConflictDoNothing({ target: accounts.email });
  });
  return true;
}
