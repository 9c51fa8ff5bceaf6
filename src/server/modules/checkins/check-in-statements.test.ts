import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketQrText } from '@/domain/lifecycle';
import { auditLog, checkIns } from '@/server/db/schema';
import { freeEventWith, loginAsAdmin, type AdminCall } from '@/server/test/admin-session';
import { createTestApp, type TestApp } from '@/server/test/test-app';

/**
 * The statements one check-in at the gate costs, with the admin's session check: on event day
 * ten gates scan at once (`npm run bench -- event-day`), and every round trip is paid on each
 * scan. An admission: the session, the ticket locked and read with its entries, then its new
 * entries and their audit entry written in one statement (it was five: the entries were written,
 * read back, and audited one by one). A second scan of the same ticket stops after the lock.
 * The embedded database runs BEGIN and COMMIT itself; on PostgreSQL they add two round trips.
 */
const ADMISSION_STATEMENTS = { pglite: 3, postgres: 5 };
const SECOND_SCAN_STATEMENTS = { pglite: 2, postgres: 4 };

describe('statements per check-in', () => {
  let t: TestApp;
  let admin: AdminCall;
  let eventId: string;
  let codes: string[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAsAdmin(t);
    ({ eventId, codes } = await freeEventWith(t, admin, {
      fromNow: 2 * 3_600_000,
      names: ['Guest', 'Team Guests'],
      mates: 1,
    }));
    // Their confirmation mails go now, and the worker stops looking for more: only the
    // check-ins' own statements are counted.
    await t.app.jobs.drain();
    await t.app.jobs.stop();
  });
  afterAll(() => t.close());

  async function counted(code: string, extra: object = {}) {
    let statements = 0;
    const stop = t.database.onQuery(() => void statements++);
    try {
      const response = await admin('POST', '/api/admins/check-ins', {
        code: ticketQrText(code),
        event: eventId,
        gate: 'Gate 1',
        ...extra,
      });
      return { response, statements };
    } finally {
      stop();
    }
  }

  it('admits in three statements, refuses a second scan in two, and keeps what it did', async () => {
    const first = await counted(codes[0] ?? '');
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect(first.response.json().admitted).toEqual([0]);
    expect(first.statements).toBe(ADMISSION_STATEMENTS[t.database.kind]);

    const again = await counted(codes[0] ?? '');
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json().message).toMatch(
      /^Already checked in at .+ by admin \(Gate 1\)\.$/,
    );
    expect(again.statements).toBe(SECOND_SCAN_STATEMENTS[t.database.kind]);

    // Part of a team now, the rest later: the answer shows who is in, from before and now.
    const part = await counted(codes[1] ?? '', { people: [1] });
    expect(part.response.statusCode, part.response.body).toBe(200);
    expect(part.statements).toBe(ADMISSION_STATEMENTS[t.database.kind]);
    const rest = await counted(codes[1] ?? '');
    expect(rest.response.statusCode, rest.response.body).toBe(200);
    expect(rest.response.json().admitted).toEqual([0]);
    const inside = rest.response
      .json()
      .people.map((person: { checkedInBy: string | null }) => person.checkedInBy);
    expect(inside).toEqual(['admin', 'admin']);

    const entries = await t.database.db.select().from(checkIns);
    expect(entries).toHaveLength(3);
    const audited = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'checkin.create'));
    expect(audited.map((entry) => entry.after)).toEqual([
      { people: [0], gate: 'Gate 1' },
      { people: [1], gate: 'Gate 1' },
      { people: [0], gate: 'Gate 1' },
    ]);
  });
});
