import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { hashPassword } from '../modules/accounts/secrets';
import { studentIdFor } from '../modules/accounts/student-ids';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface TestMember {
  id: string;
  name: string;
  email: string;
  password: string;
  studentId: string;
  token: string;
}

/** A member with an account and a valid token, as if they had signed up and logged in. */
export async function createMember(
  t: Pick<TestApp, 'database' | 'tokens'>,
  { name = 'Asha Patil', email = 'asha@example.com', password = 'correct-horse-42' } = {},
): Promise<TestMember> {
  const studentId = await studentIdFor(t.database.db, email);
  const [account] = await t.database.db
    .insert(accounts)
    .values({ name, email, passwordHash: await hashPassword(password) })
    .returning({ id: accounts.id, tokenVersion: accounts.tokenVersion });
  if (!account) throw new Error('member not created');
  const claims = { sub: account.id, id: studentId, name, email, ver: account.tokenVersion };
  const token = await t.tokens.signUser(claims);
  return { id: account.id, name, email, password, studentId, token };
}

/** The member logs in again: a token valid from the clock's now (after a test moved it). */
export async function freshToken(
  t: Pick<TestApp, 'tokens' | 'database'>,
  member: TestMember,
): Promise<string> {
  const { id: sub, studentId: id, name, email } = member;
  const [account] = await t.database.db
    .select({ tokenVersion: accounts.tokenVersion })
    .from(accounts)
    .where(eq(accounts.id, sub));
  member.token = await t.tokens.signUser({ sub, id, name, email, ver: account?.tokenVersion ?? 0 });
  return member.token;
}

/** A fresh test app, and Asha, a member signed up on it. */
export async function appWithMember(
  options?: TestAppOptions,
): Promise<{ t: TestApp; asha: TestMember }> {
  const t = await createTestApp(options);
  return { t, asha: await createMember(t) };
}
