import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, checkIns, events, payments, people, registrations } from '@/server/db/schema';
import { queryRows } from '@/server/db/client';
import { EVENT_FORM, registerPeople } from '@/server/test/admin-session';
import { createAdmin, type TestAdmin } from '@/server/test/admins';
import { createMember, type TestMember } from '@/server/test/members';
import {
  addPendingRegistration,
  payThroughSimulator,
  razorpayEnv,
  simulatorForBlock,
} from '@/server/test/payments';
import { freshAppForEachTest, type TestApp } from '@/server/test/test-app';
import type { RunningRazorpaySimulator } from '../payments/simulator/server';

describe("a member's data requests", () => {
  let razorpay: RunningRazorpaySimulator;
  let t: TestApp;
  let owner: TestAdmin;
  let asha: TestMember;

  simulatorForBlock((running) => (razorpay = running));
  freshAppForEachTest(
    async (app) => {
      t = app;
      owner = await createAdmin(t, 'owner', 'warden');
      asha = await createMember(t, { name: 'Asha Patil', email: 'asha@example.com' });
    },
    () => ({ env: razorpayEnv(razorpay) }),
  );

  /** Asha's paid registration for a new event, through the simulator. */
  async function paidRegistration() {
    const { registration } = await addPendingRegistration(t, asha, 500);
    await payThroughSimulator(t, razorpay, asha, { registrationId: registration.id });
    return registration;
  }

  /**
   * Asha everywhere: a paid and a free registration, a team of Ravi's, a paid donation, a query
   * typed with capitals, a message received, a check-in, and an admin's edit of her address.
   */
  async function ashaEverywhere() {
    const paid = await paidRegistration();
    const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
    await registerPeople(owner.call, event._id, [
      { name: 'Asha Patil', email: 'asha@example.com' },
    ]);
    const [free] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.eventId, event._id));
    const edited = await owner.call('PUT', `/api/admins/registration/${free?.id}`, {
      hostelAddress: 'Room 214, Tilak Wing',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const ravi = await owner.call('POST', '/api/admins/registration', {
      name: 'Ravi',
      email: 'ravi@example.com',
      contact: '+91 90000 00002',
      gender: 'M',
      event: event._id,
      registrationType: 'team',
      teamMembers: [{ name: 'Asha Patil', email: 'ASHA@example.com', contact: '+91 98220 12345' }],
    });
    expect(ravi.statusCode, ravi.body).toBe(201);
    await payThroughSimulator(t, razorpay, asha, {
      donation: {
        name: 'Asha Patil',
        email: 'asha@example.com',
        phone: '+91 98220 12345',
        amount: 1001,
        pan: 'ABCDE1234F',
        address: '12 Karve Road, Pune',
      },
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/queries',
      payload: { name: 'Asha Patil', email: 'Asha@Example.com', message: 'Room change?' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const wrote = await owner.call('POST', `/api/admins/events/${event._id}/messages`, {
      subject: 'Bring your bat',
      body: 'Nets at six.',
      audience: 'all',
    });
    expect(wrote.statusCode, wrote.body).toBe(202);
    // Let in at the gate on the day (the gate's own rules are tested with the gate).
    await t.database.db.insert(checkIns).values({
      registrationId: paid.id,
      person: 0,
      checkedInAt: t.clock.now(),
      checkedInBy: 'warden',
      gate: 'Gate 1',
    });
    return { paid, event, raviId: ravi.json()._id as string };
  }

  /** The tables, and how many rows of each, whose text holds any of the values. */
  async function rowsHolding(...values: string[]): Promise<Record<string, number>> {
    const db = t.database.db;
    const tables = await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const found: Record<string, number> = {};
    for (const { name } of tables) {
      for (const value of values) {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.identifier(name)} t
              where strpos(lower(t::text), lower(${value})) > 0`,
        );
        if (row && row.n > 0) found[`${name}: ${value}`] = row.n;
      }
    }
    return found;
  }

  it('exports everything held about a person, without secrets, and logs it', async () => {
    const { paid } = await ashaEverywhere();
    const paidId = paid.id;
    const exported = await owner.call('GET', '/api/admins/people/ASHA@example.com/export');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="personal-data.json"',
    );
    const data = exported.json();
    expect(data).toMatchObject({
      email: 'asha@example.com',
      person: { studentId: asha.studentId },
      account: { name: 'Asha Patil', email: 'asha@example.com' },
      donations: [{ amount: 1001, pan: 'ABCDE1234F' }],
      queries: [{ message: 'Room change?' }],
      teamMemberships: [{ registrant: 'Ravi', member: { name: 'Asha Patil' } }],
      messagesReceived: [{ subject: 'Bring your bat', event: { name: EVENT_FORM.name } }],
      checkIns: [{ person: 0, registrationId: paidId }],
    });
    expect(data.registrations).toHaveLength(2);
    expect(data.payments).toEqual([
      expect.objectContaining({ state: 'paid', amount: 500, purpose: 'registration' }),
      expect.objectContaining({ state: 'paid', amount: 1001, purpose: 'donation' }),
    ]);
    expect(exported.body).not.toMatch(/passwordHash|scrypt\$/);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'person.export'));
    expect(entry).toMatchObject({
      adminUsername: 'warden',
      recordType: 'person',
      recordId: 'asha@example.com',
    });
    expect(
      (await owner.call('GET', '/api/admins/people/nobody@example.com/export')).statusCode,
    ).toBe(404);
  });

  it('erases a person: no table keeps their e-mail or phone, only the books keep what the law needs', async () => {
    const { paid, event, raviId } = await ashaEverywhere();
    const before = await rowsHolding('asha@example.com', '98220 12345', 'Tilak Wing');
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'audit_log: Tilak Wing',
        'message_recipients: asha@example.com',
        'queries: asha@example.com',
      ]),
    );
    const erased = await owner.call('POST', '/api/admins/people/asha@example.com/erase');
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({
      message: 'Everything about asha@example.com has been erased or anonymised.',
      registrationsDeleted: 1,
      registrationsAnonymised: 1,
      donationsDeleted: 0,
      donationsKept: 1,
      queriesDeleted: 1,
      teamMembershipsErased: 1,
      accountDeleted: true,
    });

    expect(await rowsHolding('asha@example.com', '98220 12345', 'Tilak Wing')).toEqual({});
    // The donation and its receipt keep the donor's name, address and PAN for 80G; nothing else
    // holds her name.
    expect(await rowsHolding('Asha Patil', 'ABCDE1234F', 'Karve Road')).toEqual({
      'donations: Asha Patil': 1,
      'donations: ABCDE1234F': 1,
      'donations: Karve Road': 1,
      'payments: Asha Patil': 1,
      'payments: ABCDE1234F': 1,
      'payments: Karve Road': 1,
    });

    const db = t.database.db;
    const [kept] = await db.select().from(registrations).where(eq(registrations.id, paid.id));
    expect(kept).toMatchObject({ name: 'Erased member', contact: '', paymentStatus: 'Success' });
    expect(kept?.email).toMatch(/^erased-[0-9a-f]{12}@erased\.invalid$/);
    const [payment] = await db.select().from(payments).where(eq(payments.registrationId, paid.id));
    expect(payment).toMatchObject({ email: kept?.email, state: 'paid', amount: 500 });
    expect(payment?.receiptNumber).toMatch(/^R-\d{4}-\d{2}\/000001$/);
    const [person] = await db
      .select()
      .from(people)
      .where(eq(people.email, kept?.email ?? ''));
    expect(person?.studentId).toBe(asha.studentId);
    const [team] = await db.select().from(registrations).where(eq(registrations.id, raviId));
    expect(team?.teamMembers).toEqual([{ name: 'Erased member', email: '', contact: '' }]);
    const [freeEvent] = await db.select().from(events).where(eq(events.id, event._id));
    expect(freeEvent?.registrationCount).toBe(1);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'asha@example.com', password: asha.password },
    });
    expect(login.statusCode).toBe(401);
    // Her session ends with her account.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/users/registrations',
      headers: { authorization: `Bearer ${asha.token}` },
    });
    expect(session.statusCode).toBe(401);
    // The audit log keeps the pseudonym her kept records carry, never her e-mail.
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'person.erase'));
    expect(entry).toMatchObject({ recordType: 'person', recordId: kept?.email });
    expect(JSON.stringify(entry)).not.toContain('asha');
    expect((await owner.call('POST', '/api/admins/people/asha@example.com/erase')).statusCode).toBe(
      404,
    );
    // Her kept registrations are the books', not a person: the Users tab and its CSV leave them out.
    const users = await owner.call('GET', '/api/admins/users?pageSize=100');
    const listed = users.json() as Array<{ email: string }>;
    expect(listed.map((user) => user.email)).not.toContain(kept?.email);
    expect(listed.length).toBeGreaterThan(0);
    const csv = await owner.call('GET', '/api/admins/exports/users.csv');
    expect(csv.body).not.toContain('erased.invalid');
  });

  it('gives a member their own data, and takes their request to be erased to the owners', async () => {
    await ashaEverywhere();
    const asAsha = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${asha.token}` } });
    const own = await asAsha('GET', '/api/users/me/export');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-disposition']).toBe('attachment; filename="personal-data.json"');
    expect(own.json()).toMatchObject({
      email: 'asha@example.com',
      account: { name: 'Asha Patil', erasureRequestedAt: null },
      queries: [{ message: 'Room change?' }],
    });
    expect(own.json().registrations).toHaveLength(2);
    expect(own.body).not.toMatch(/passwordHash|ravi@example\.com/);

    const asked = await asAsha('POST', '/api/users/me/erasure-request');
    expect(asked.json()).toMatchObject({
      message:
        'Your request is with the committee. They will erase your data and write to you when it is done.',
    });
    expect((await asAsha('POST', '/api/users/me/erasure-request')).json().message).toMatch(
      /already asked/,
    );
    const viewer = await createAdmin(t, 'viewer', 'onlooker');
    expect((await viewer.call('GET', '/api/admins/people/erasure-requests')).statusCode).toBe(403);
    const requests = await owner.call('GET', '/api/admins/people/erasure-requests');
    expect(requests.json()).toEqual([
      { email: 'asha@example.com', name: 'Asha Patil', requestedAt: t.clock.now().toISOString() },
    ]);
    await owner.call('POST', '/api/admins/people/asha@example.com/erase');
    expect((await owner.call('GET', '/api/admins/people/erasure-requests')).json()).toEqual([]);
  });

  it('removes a person with nothing paid entirely', async () => {
    const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
    await registerPeople(owner.call, event._id, [{ name: 'Meera', email: 'meera@example.com' }]);
    const erased = await owner.call('POST', '/api/admins/people/meera@example.com/erase');
    expect(erased.json()).toMatchObject({ registrationsDeleted: 1, registrationsAnonymised: 0 });
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from people where email = 'meera@example.com'`,
    );
    expect(JSON.stringify(left)).toContain('"n":0');
  });
});
