import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accounts,
  auditLog,
  donations,
  events,
  payments,
  people,
  queries,
  registrations,
} from '@/server/db/schema';
import { EVENT_FORM, registerPeople } from '@/server/test/admin-session';
import { createAdmin, type TestAdmin } from '@/server/test/admins';
import { createMember, type TestMember } from '@/server/test/members';
import { addPendingRegistration, payThroughSimulator, razorpayEnv } from '@/server/test/payments';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import {
  startRazorpaySimulator,
  type RunningRazorpaySimulator,
} from '../payments/simulator/server';

describe("a member's data requests", () => {
  let razorpay: RunningRazorpaySimulator;
  let t: TestApp;
  let owner: TestAdmin;
  let asha: TestMember;

  beforeAll(async () => {
    razorpay = await startRazorpaySimulator();
  });
  afterAll(() => razorpay.close());
  beforeEach(async () => {
    t = await createTestApp({ env: razorpayEnv(razorpay) });
    owner = await createAdmin(t, 'owner', 'warden');
    asha = await createMember(t, { name: 'Asha Patil', email: 'asha@example.com' });
  });
  afterEach(() => t.close());

  /** Asha's paid registration for a new event, through the simulator. */
  async function paidRegistration() {
    const { registration } = await addPendingRegistration(t, asha, 500);
    await payThroughSimulator(t, razorpay, asha, { registrationId: registration.id });
    return registration;
  }

  /** Asha everywhere: a paid and a free registration, a team of Ravi's, a donation, a query. */
  async function ashaEverywhere() {
    const paid = await paidRegistration();
    const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
    await registerPeople(owner.call, event._id, [
      { name: 'Asha Patil', email: 'asha@example.com' },
    ]);
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
    await t.database.db.insert(donations).values({
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: '+91 98220 12345',
      amount: 1001,
      pan: 'ABCDE1234F',
    });
    await t.database.db
      .insert(queries)
      .values({ name: 'Asha Patil', email: 'asha@example.com', message: 'Room change?' });
    return { paid, event, raviId: ravi.json()._id as string };
  }

  it('exports everything held about a person, without secrets, and logs it', async () => {
    await ashaEverywhere();
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
    });
    expect(data.registrations).toHaveLength(2);
    expect(data.payments).toEqual([expect.objectContaining({ state: 'paid', amount: 500 })]);
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

  it('erases a person: paid registrations stay for the books without their details', async () => {
    const { paid, event, raviId } = await ashaEverywhere();
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

    const db = t.database.db;
    const everywhere = JSON.stringify({
      registrations: await db.select().from(registrations),
      payments: await db.select().from(payments),
      donations: await db.select().from(donations),
      people: await db.select().from(people),
      accounts: await db.select().from(accounts),
      queries: await db.select().from(queries),
    });
    expect(everywhere).not.toMatch(/asha@example\.com/i);
    expect(everywhere).not.toContain('+91 98220 12345');

    const [kept] = await db.select().from(registrations).where(eq(registrations.id, paid.id));
    expect(kept).toMatchObject({ name: 'Erased member', contact: '', paymentStatus: 'Success' });
    expect(kept?.email).toMatch(/^erased-[0-9a-f]{12}@erased\.invalid$/);
    const [payment] = await db.select().from(payments).where(eq(payments.registrationId, paid.id));
    expect(payment).toMatchObject({ email: kept?.email, state: 'paid', amount: 500 });
    expect(payment?.receiptNumber).toMatch(/^\d{4}-\d{2}\/000001$/);
    const [person] = await db
      .select()
      .from(people)
      .where(eq(people.email, kept?.email ?? ''));
    expect(person?.studentId).toBe(asha.studentId);
    // The donation keeps what its 80G receipt and Form 10BD need.
    expect(await db.select().from(donations)).toMatchObject([
      { name: 'Asha Patil', pan: 'ABCDE1234F', phone: '', email: kept?.email },
    ]);
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
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'person.erase'));
    expect(entry).toMatchObject({
      recordId: 'asha@example.com',
      before: { registrationsDeleted: 1 },
    });
    expect((await owner.call('POST', '/api/admins/people/asha@example.com/erase')).statusCode).toBe(
      404,
    );
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
