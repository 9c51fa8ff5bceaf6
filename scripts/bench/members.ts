import type { Database } from '../../src/server/db/client';
import { accounts, people } from '../../src/server/db/schema';
import type { TokenService } from '../../src/server/http/tokens';

export interface BenchMember {
  name: string;
  email: string;
  token: string;
}

/** Members with accounts and tokens, stored straight in the database as sign-up would. */
export async function createBenchMembers(
  db: Database,
  tokens: TokenService,
  newcomers: Array<{ name: string; email: string }>,
): Promise<BenchMember[]> {
  // Each person's student id first, as sign-up does (accounts refer to people).
  const ids = await db
    .insert(people)
    .values(newcomers.map(({ email }) => ({ email })))
    .returning({ email: people.email, studentId: people.studentId });
  const studentIds = new Map(ids.map((row) => [row.email, row.studentId]));
  const rows = await db
    .insert(accounts)
    .values(newcomers.map((member) => ({ ...member, passwordHash: 'not-used-by-the-bench' })))
    .returning({ id: accounts.id, name: accounts.name, email: accounts.email });
  return Promise.all(
    rows.map(async (row) => ({
      name: row.name,
      email: row.email,
      token: await tokens.signUser({
        sub: row.id,
        id: studentIds.get(row.email) ?? '',
        name: row.name,
        email: row.email,
        ver: 0,
      }),
    })),
  );
}
