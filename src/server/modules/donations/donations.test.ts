import { describe, expect, it } from 'vitest';
import { donations } from '@/server/db/schema';
import { adminAppForEachTest, type AdminCall } from '@/server/test/admin-session';
import type { TestApp } from '@/server/test/test-app';

describe('donations API', () => {
  let t: TestApp;
  let call: AdminCall;

  adminAppForEachTest((app) => ({ t, call } = app));

  it('lists donations a page at a time, newest first', async () => {
    await t.database.db.insert(donations).values(
      Array.from({ length: 3 }, (_, i) => ({
        name: `D${i}`,
        email: `d${i}@example.com`,
        amount: 100 + i,
        createdAt: new Date(Date.UTC(2026, 0, i + 1)),
      })),
    );
    const page = await call('GET', '/api/donate?page=1&pageSize=2');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((d: { amount: number }) => d.amount)).toEqual([102, 101]);
  });
});
