import { eq } from 'drizzle-orm';
import { ADMIN_PERMISSIONS } from '@/domain/admin-roles';
import { describe, expect, it } from 'vitest';
import { recordPaymentByHand } from '../payments/apply';
import { donations, events, registrations } from '@/server/db/schema';
import {
  EVENT_FORM,
  adminAppForEachTest,
  registerPeople,
  type AdminCall,
} from '@/server/test/admin-session';
import type { TestApp } from '@/server/test/test-app';
import { ensureConfiguredAdmin } from './configured-admin';

describe('admin API', () => {
  let t: TestApp;
  let call: AdminCall;

  adminAppForEachTest((app) => ({ t, call } = app));

  it('creates the first admin once and logs in only with the right password', async () => {
    expect(await ensureConfiguredAdmin(t.database.db, t.config.admin, t.clock)).toEqual({
      kind: 'unchanged',
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { username: 'admin', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Incorrect username or password.' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { username: '' },
    });
    expect(missing.statusCode).toBe(400);
    const verified = await call('GET', '/api/admins/verify-token');
    expect(verified.json()).toMatchObject({
      username: 'admin',
      role: 'owner',
      permissions: [...ADMIN_PERMISSIONS],
      twoFactorEnabled: false,
    });
  });

  it('creates, edits, re-statuses and deletes an event', async () => {
    const created = await call('POST', '/api/events', EVENT_FORM);
    expect(created.statusCode).toBe(201);
    const { event } = created.json();
    expect(event).toMatchObject({
      name: 'Night Cricket League',
      maxParticipants: 16,
      amountIndividual: 200,
      amountTeam: 1500,
      // A date-only deadline ends at 23:59:59 in Kolkata.
      deadline: '2026-07-01T18:29:59.000Z',
      registrationCount: 0,
      // An event sent without a category is kept as "other".
      category: 'other',
    });

    const teamOnly = await call('PUT', `/api/events/${event._id}`, {
      ...EVENT_FORM,
      allowedRegistrationTypes: ['team'],
      category: 'sports',
    });
    expect(teamOnly.json().event).toMatchObject({
      allowedRegistrationTypes: ['team'],
      category: 'sports',
      amountIndividual: 0,
      amountTeam: 1500,
    });

    const status = await call('PUT', `/api/events/${event._id}`, { status: 'Ongoing' });
    expect(status.statusCode).toBe(200);
    expect(status.json().event).toMatchObject({ status: 'ongoing', amountTeam: 1500 });

    const publicList = (await t.app.inject({ url: '/api/events' })).json();
    expect(publicList.map((e: { name: string }) => e.name)).toContain('Night Cricket League');

    const deleted = await call('DELETE', `/api/events/${event._id}`);
    expect(deleted.json()).toMatchObject({ message: 'Event deleted.' });
    expect((await call('DELETE', `/api/events/${event._id}`)).statusCode).toBe(404);
  });

  it('refuses bad event input with the field named, changing nothing', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...EVENT_FORM, name: '' }, /^name: Name is required\.$/],
      [{ ...EVENT_FORM, amountTeam: 'abc' }, /^amountTeam: Invalid payment amount$/],
      [{ ...EVENT_FORM, amountIndividual: -5 }, /^amountIndividual: Invalid payment amount$/],
      [{ ...EVENT_FORM, allowedRegistrationTypes: [] }, /registration type/],
      [{ ...EVENT_FORM, status: 'cancelled' }, /^status: /],
      [
        { ...EVENT_FORM, category: 'music' },
        /^category: category must be sports, festival or other\.$/,
      ],
      [{ ...EVENT_FORM, date: 'next tuesday' }, /^date: /],
      // Only numbers and plain digits are amounts: Number() would read these as 16, 1 and 1000.
      [{ ...EVENT_FORM, amountIndividual: '0x10' }, /^amountIndividual: Invalid payment amount$/],
      [{ ...EVENT_FORM, amountTeam: true }, /^amountTeam: Invalid payment amount$/],
      [{ ...EVENT_FORM, amountTeam: '1e3' }, /^amountTeam: Invalid payment amount$/],
      [{ ...EVENT_FORM, maxParticipants: '0x10' }, /^maxParticipants: /],
      // Nonsense amounts: refused, never made 0 or free.
      [
        { ...EVENT_FORM, maxParticipants: -5 },
        /^maxParticipants: Max Participants cannot be negative \(0 or empty means no limit\)\.$/,
      ],
      [{ ...EVENT_FORM, amountTeam: -50 }, /^amountTeam: Invalid payment amount$/],
      [
        { ...EVENT_FORM, date: '2026-05-20', status: 'upcoming' },
        /^date: The event date has passed\. Choose a later date, or set the status to Ongoing or Completed\.$/,
      ],
      [
        { ...EVENT_FORM, deadline: '2026-07-11' },
        /^deadline: The registration deadline must be on or before the event date\.$/,
      ],
      [
        { ...EVENT_FORM, teamSizeMin: 7, teamSizeMax: 5 },
        /^teamSizeMax: The largest team cannot be smaller than the smallest\.$/,
      ],
      [{ ...EVENT_FORM, teamSizeMin: 1 }, /^teamSizeMin: The smallest team must be at least 2/],
      [{ ...EVENT_FORM, teamSizeMax: 31 }, /^teamSizeMax: The largest team can be at most 30\.$/],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/events', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const { event } = (await call('POST', '/api/events', EVENT_FORM)).json();
    const badEdit = await call('PUT', `/api/events/${event._id}`, {
      ...EVENT_FORM,
      amountTeam: 'lots',
    });
    expect(badEdit.json()).toMatchObject({ message: 'amountTeam: Invalid payment amount' });
    const badStatus = await call('PUT', `/api/events/${event._id}`, { status: 'postponed' });
    expect(badStatus.statusCode).toBe(400);
    // A finished event stays finished: it cannot be made upcoming again.
    const past = (
      await call('POST', '/api/events', {
        ...EVENT_FORM,
        date: '2026-05-20',
        deadline: '',
        status: 'completed',
      })
    ).json().event;
    const revived = await call('PUT', `/api/events/${past._id}`, { status: 'upcoming' });
    expect(revived.json()).toMatchObject({
      message: "status: This event's date has passed, so it cannot be upcoming.",
    });
    expect((await call('PUT', `/api/events/${past._id}`, { status: 'ongoing' })).statusCode).toBe(
      200,
    );
    expect(await t.database.db.select().from(events).where(eq(events.id, event._id))).toMatchObject(
      [{ amountTeam: 1500, status: 'upcoming' }],
    );
  });

  it("keeps an event's own team sizes and enforces them on registrations", async () => {
    const { event } = (
      await call('POST', '/api/events', {
        ...EVENT_FORM,
        name: 'Seven-a-side Kabaddi Cup',
        allowedRegistrationTypes: ['team'],
        teamSizeMin: '5',
        teamSizeMax: 7,
      })
    ).json();
    expect(event).toMatchObject({ teamSizeMin: 5, teamSizeMax: 7 });
    const member = (n: number) => ({
      name: `Player ${n}`,
      email: `player${n}@example.com`,
      contact: '+91 98220 00000',
    });
    const register = (size: number) =>
      call('POST', '/api/admins/registration', {
        name: 'Captain',
        email: `captain${size}@example.com`,
        contact: '+91 98220 00001',
        gender: 'M',
        event: event._id,
        registrationType: 'team',
        teamMembers: Array.from({ length: size - 1 }, (_, i) => member(size * 10 + i)),
      });
    expect((await register(4)).json()).toMatchObject({
      message: 'A team for this event needs at least 5 people, you included.',
    });
    expect((await register(8)).json()).toMatchObject({
      message: 'A team for this event can have at most 7 people, you included.',
    });
    expect((await register(6)).statusCode).toBe(201);

    // Without team registrations an event keeps no team sizes.
    const solo = (
      await call('PUT', `/api/events/${event._id}`, {
        ...EVENT_FORM,
        allowedRegistrationTypes: ['individual'],
        teamSizeMin: 5,
      })
    ).json().event;
    expect(solo).toMatchObject({ teamSizeMin: null, teamSizeMax: null });
  });

  it('refuses to delete an event with registrations', async () => {
    const { event } = (await call('POST', '/api/events', EVENT_FORM)).json();
    await registerPeople(call, event._id, [{ name: 'Asha', email: 'asha@example.com' }]);
    const refused = await call('DELETE', `/api/events/${event._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/has registrations/);
    expect(await t.database.db.select().from(events)).toHaveLength(1);
  });

  it('pages, searches, filters and sorts registrations on the server', async () => {
    const { event } = (await call('POST', '/api/events', EVENT_FORM)).json();
    const other = (await call('POST', '/api/events', { ...EVENT_FORM, name: 'Chess' })).json()
      .event;
    await registerPeople(call, event._id, [
      { name: 'Asha Patil', email: 'asha@example.com' },
      { name: 'Ravi Kulkarni', email: 'ravi@example.com', type: 'team' },
      { name: 'Meera Gokhale', email: 'meera@example.com' },
    ]);
    await registerPeople(call, other._id, [{ name: 'Asha Patil', email: 'asha@example.com' }]);

    const firstPage = await call('GET', '/api/admins/registrations?page=1&pageSize=2&sort=name');
    expect(firstPage.headers['x-total-count']).toBe('4');
    expect(firstPage.json().map((r: { name: string }) => r.name)).toEqual([
      'Asha Patil',
      'Asha Patil',
    ]);
    const secondPage = await call('GET', '/api/admins/registrations?page=2&pageSize=2&sort=name');
    expect(secondPage.json().map((r: { name: string }) => r.name)).toEqual([
      'Meera Gokhale',
      'Ravi Kulkarni',
    ]);

    const search = await call('GET', '/api/admins/registrations?q=KULK');
    expect(search.json().map((r: { email: string }) => r.email)).toEqual(['ravi@example.com']);
    const teams = await call('GET', `/api/admins/registrations?event=${event._id}&type=team`);
    expect(teams.headers['x-total-count']).toBe('1');
    expect(teams.json()[0].teamMembers).toHaveLength(1);
    const wildcard = await call('GET', '/api/admins/registrations?q=%25');
    expect(wildcard.json()).toEqual([]);

    const bad = await call('GET', '/api/admins/registrations?pageSize=100000');
    expect(bad.statusCode).toBe(400);
  });

  it('adds, edits and deletes registrations, keeping counts and one per e-mail per event', async () => {
    const { event } = (
      await call('POST', '/api/events', { ...EVENT_FORM, status: 'completed', maxParticipants: 1 })
    ).json();
    await registerPeople(call, event._id, [
      { name: 'Asha', email: 'asha@example.com' },
      { name: 'Ravi', email: 'ravi@example.com' },
    ]);
    const duplicate = await call('POST', '/api/admins/registration', {
      name: 'Asha',
      email: 'ASHA@example.com',
      contact: '+91 98220 12345',
      gender: 'F',
      event: event._id,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'This e-mail is already registered for this event.',
    });
    const missing = await call('POST', '/api/admins/registration', { name: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^email: /);

    const [row] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.email, 'asha@example.com'));
    const edited = await call('PUT', `/api/admins/registration/${row?.id}`, {
      contact: '+91 90000 99999',
      gender: 'other',
    });
    expect(edited.json()).toMatchObject({ contact: '+91 90000 99999', gender: 'O' });
    expect(
      (await call('PUT', `/api/admins/registration/${row?.id}`, { paymentStatus: 'Paid' }))
        .statusCode,
    ).toBe(400);

    expect((await call('DELETE', `/api/admins/registration/${row?.id}`)).json()).toMatchObject({
      message: 'Registration deleted.',
    });
    expect((await call('DELETE', `/api/admins/registration/${row?.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admins/registration/not-an-id')).statusCode).toBe(400);
    const [after] = await t.database.db.select().from(events);
    expect(after?.registrationCount).toBe(1);
  });

  it('shows people one row per e-mail, and edits and deletes a person everywhere', async () => {
    const { event } = (await call('POST', '/api/events', EVENT_FORM)).json();
    const chess = (await call('POST', '/api/events', { ...EVENT_FORM, name: 'Chess' })).json()
      .event;
    await registerPeople(call, event._id, [
      { name: 'Asha Patil', email: 'asha@example.com' },
      { name: 'Ravi', email: 'ravi@example.com' },
    ]);
    await registerPeople(call, chess._id, [
      { name: 'Asha Patil', email: 'asha@example.com', type: 'team' },
    ]);

    const users = await call('GET', '/api/admins/users?sort=name');
    expect(users.headers['x-total-count']).toBe('2');
    const [asha] = users.json();
    expect(asha).toMatchObject({ email: 'asha@example.com', name: 'Asha Patil' });
    expect(asha.studentId).toMatch(/^HST-/);
    expect(
      asha.registrations.map((r: { event: { name: string }; registrationType: string }) => [
        r.event.name,
        r.registrationType,
      ]),
    ).toEqual([
      ['Night Cricket League', 'individual'],
      ['Chess', 'team'],
    ]);
    expect((await call('GET', '/api/admins/users?q=ravi')).json()).toHaveLength(1);

    const updated = await call('PUT', '/api/admins/users/asha@example.com', {
      name: 'Asha P. Patil',
    });
    expect(updated.json()).toMatchObject({ message: 'Updated 2 registrations.' });
    const names = (
      await t.database.db
        .select()
        .from(registrations)
        .where(eq(registrations.email, 'asha@example.com'))
    ).map((r) => r.name);
    expect(names).toEqual(['Asha P. Patil', 'Asha P. Patil']);

    expect((await call('DELETE', '/api/admins/users/asha@example.com')).json()).toMatchObject({
      message: 'Deleted 2 registrations.',
    });
    expect((await call('DELETE', '/api/admins/users/asha@example.com')).statusCode).toBe(404);
    const counts = (await t.database.db.select().from(events)).map((e) => [
      e.name,
      e.registrationCount,
    ]);
    expect(counts).toEqual(
      expect.arrayContaining([
        ['Night Cricket League', 1],
        ['Chess', 0],
      ]),
    );
  });

  it('totals paid registrations per event and donations', async () => {
    const { event } = (await call('POST', '/api/events', EVENT_FORM)).json();
    await registerPeople(call, event._id, [
      { name: 'Asha', email: 'asha@example.com', paid: true },
      { name: 'Ravi', email: 'ravi@example.com', type: 'team', paid: true },
      { name: 'Meera', email: 'meera@example.com' },
    ]);
    // A donation counts once its money is booked (here, recorded by hand).
    await t.database.db.transaction(async (tx) => {
      const [gift] = await tx
        .insert(donations)
        .values({ name: 'D', email: 'd@example.com', amount: 1001, paymentStatus: 'Pending' })
        .returning();
      const now = t.clock.now();
      await recordPaymentByHand(tx, { donationId: gift?.id ?? '' }, 'Cash at the office', {
        now,
        config: t.config,
        via: 'by hand',
        actor: { adminId: null, username: 'treasurer', address: null, at: now },
      });
    });
    const totals = (await call('GET', '/api/admins/total-collected')).json();
    expect(totals).toEqual({
      total: 200 + 1500 + 1001,
      registrations: 1700,
      donations: 1001,
      perEvent: [
        {
          eventId: event._id,
          name: 'Night Cricket League',
          individual: 200,
          team: 1500,
          total: 1700,
        },
      ],
    });
  });
});
