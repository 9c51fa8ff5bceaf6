import type { LightMyRequestResponse } from 'fastify';
import type { AdminRole } from '@/domain/admin-roles';
import { admins } from '../db/schema';
import { hashPassword } from '../modules/accounts/secrets';
import type { TestApp } from './test-app';

export interface TestAdmin {
  id: string;
  username: string;
  password: string;
  role: AdminRole;
  token: string;
  /** Calls the API with this admin's token. */
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
}

let passwordHash: Promise<string> | undefined;
const TEST_ADMIN_PASSWORD = 'a-long-admin-password';

/** An admin with a role and a valid token, as if an owner had invited them and they logged in. */
export async function createAdmin(
  t: Pick<TestApp, 'database' | 'tokens' | 'app'>,
  role: AdminRole = 'owner',
  username: string = `${role}-${Math.random().toString(36).slice(2, 8)}`,
): Promise<TestAdmin> {
  passwordHash ??= hashPassword(TEST_ADMIN_PASSWORD);
  const [row] = await t.database.db
    .insert(admins)
    .values({
      username,
      email: `${username}@hostel.example`,
      role,
      passwordHash: await passwordHash,
    })
    .returning();
  if (!row) throw new Error('admin not created');
  const token = await t.tokens.signAdmin({ sub: row.id, username, ver: row.tokenVersion });
  return {
    id: row.id,
    username,
    password: TEST_ADMIN_PASSWORD,
    role,
    token,
    call: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload !== undefined && { payload: payload as object }),
      }),
  };
}
