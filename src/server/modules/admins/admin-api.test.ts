import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { donations, events, people, registrations } from '../../db/schema';
import { createMember } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AdminsService } from './service';

describe('admin API', () => {
  let t: TestApp;
  let admin: string;

  beforeEach(async () => {
    t = await createTestApp();
    await AdminsService.ensureFirstAdmin(t.database.db, t.config.admin);
    admin = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admins/login',
        payload: { username: 'admin', password: 'test-admin-password' },
      })
    ).json().token;
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${admin}` },
      ...(payload !== undefined && { payload: payload as object }),
    });

  const eventForm = {
    name: 'Night Cricket League',
    description: 'Floodlit matches',
    date: '2026-07-10T13:30:00.000Z',
    deadline: '2026-07-01',
    location: 'Ground',
    maxParticipants: '16',
    prizeDetails: 'Shield',
    organizer: 'Sports Committee',
    contactInfo: 'Imran',
    additionalNotes: '',
    status: 'upcoming',
    allowedRegistrationTypes: ['individual', 'team'],
    amountIndividual: 200,
    amountTeam: '1500',
  };

  async function registerPeople(
    eventId: string,
    people: Array<{ name: string; email: string; type?: 'individual' | 'team'; paid?: boolean }>,
  ) {
    for (const person of people) {
      const response = await call('POST', '/api/admins/registration', {
        name: person.name,
        email: person.email,
        contact: '+91 98220 12345',
        hostel: 'Main',
        hostelAddress: 'Room 1',
        gender: 'female',
        event: eventId,
        registrationType: person.type ?? 'individual',
        teamMembers:
          person.type === 'team'
            ? [{ name: 'Mate', email: `mate.${person.email}`, contact: '+91 90000 00001' }]
            : [],
      });
      expect(response.statusCode, response.body).toBe(201);
      if (person.paid) {
        await call('PUT', `/api/admins/registration/${response.json()._id}`, {
          paymentStatus: 'Success',
        });
      }
    }
  }

  it('creates the first admin once and logs in only with the right password', async () => {
    expect(await AdminsService.ensureFirstAdmin(t.database.db, t.config.admin)).toBe(false);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { username: 'admin', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Incorrect username or password.' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { username: '' },
    });
    expect(missing.statusCode).toBe(400);
    const verified = await call('GET', '/api/admins/verify-token');
    expect(verified.json()).toEqual({ username: 'admin' });
  });

  it('creates, edits, re-statuses and deletes an event', async () => {
    const created = await call('POST', '/api/events', eventForm);
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
    });

    const teamOnly = await call('PUT', `/api/events/${event._id}`, {
      ...eventForm,
      allowedRegistrationTypes: ['team'],
    });
    expect(teamOnly.json().event).toMatchObject({
      allowedRegistrationTypes: ['team'],
      amountIndividual: 0,
      amountTeam: 1500,
    });

    const status = await call('PUT', `/api/events/${event._id}`, { status: 'Ongoing' });
    expect(status.statusCode).toBe(200);
    expect(status.json().event).toMatchObject({ status: 'ongoing', amountTeam: 1500 });

    const publicList = (await t.app.inject({ url: '/api/events' })).json();
    expect(publicList.map((e: { name: string }) => e.name)).toContain('Night Cricket League');

    const deleted = await call('DELETE', `/api/events/${event._id}`);
    expect(deleted.json()).toEqual({ message: 'Event deleted.' });
    expect((await call('DELETE', `/api/events/${event._id}`)).statusCode).toBe(404);
  });

  it('refuses bad event input with the field named, changing nothing', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...eventForm, name: '' }, /^name: Name is required\.$/],
      [{ ...eventForm, amountTeam: 'abc' }, /^amountTeam: Invalid payment amount$/],
      [{ ...eventForm, amountIndividual: -5 }, /^amountIndividual: Invalid payment amount$/],
      [{ ...eventForm, allowedRegistrationTypes: [] }, /registration type/],
      [{ ...eventForm, status: 'cancelled' }, /^status: /],
      [{ ...eventForm, date: 'next tuesday' }, /^date: /],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/events', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const { event } = (await call('POST', '/api/events', eventForm)).json();
    const badEdit = await call('PUT', `/api/events/${event._id}`, {
      ...eventForm,
      amountTeam: 'lots',
    });
    expect(badEdit.json()).toEqual({ message: 'amountTeam: Invalid payment amount' });
    const badStatus = await call('PUT', `/api/events/${event._id}`, { status: 'postponed' });
    expect(badStatus.statusCode).toBe(400);
    expect((await t.database.db.select().from(events))[0]).toMatchObject({
      amountTeam: 1500,
      status: 'upcoming',
    });
  });

  it('refuses to delete an event with registrations', async () => {
    const { event } = (await call('POST', '/api/events', eventForm)).json();
    await registerPeople(event._id, [{ name: 'Asha', email: 'asha@example.com' }]);
    const refused = await call('DELETE', `/api/events/${event._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/has registrations/);
    expect(await t.database.db.select().from(events)).toHaveLength(1);
  });

  it('pages, searches, filters and sorts registrations on the server', async () => {
    const { event } = (await call('POST', '/api/events', eventForm)).json();
    const other = (await call('POST', '/api/events', { ...eventForm, name: 'Chess' })).json().event;
    await registerPeople(event._id, [
      { name: 'Asha Patil', email: 'asha@example.com' },
      { name: 'Ravi Kulkarni', email: 'ravi@example.com', type: 'team' },
      { name: 'Meera Gokhale', email: 'meera@example.com' },
    ]);
    await registerPeople(other._id, [{ name: 'Asha Patil', email: 'asha@example.com' }]);

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
      await call('POST', '/api/events', { ...eventForm, status: 'completed', maxParticipants: 1 })
    ).json();
    await registerPeople(event._id, [
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
    expect(duplicate.json()).toEqual({
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

    expect((await call('DELETE', `/api/admins/registration/${row?.id}`)).json()).toEqual({
      message: 'Registration deleted.',
    });
    expect((await call('DELETE', `/api/admins/registration/${row?.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admins/registration/not-an-id')).statusCode).toBe(400);
    const [after] = await t.database.db.select().from(events);
    expect(after?.registrationCount).toBe(1);
  });

  it('shows people one row per e-mail, and edits and deletes a person everywhere', async () => {
    const { event } = (await call('POST', '/api/events', eventForm)).json();
    const chess = (await call('POST', '/api/events', { ...eventForm, name: 'Chess' })).json().event;
    await registerPeople(event._id, [
      { name: 'Asha Patil', email: 'asha@example.com' },
      { name: 'Ravi', email: 'ravi@example.com' },
    ]);
    await registerPeople(chess._id, [
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
    expect(updated.json()).toEqual({ message: 'Updated 2 registrations.' });
    const names = (
      await t.database.db
        .select()
        .from(registrations)
        .where(eq(registrations.email, 'asha@example.com'))
    ).map((r) => r.name);
    expect(names).toEqual(['Asha P. Patil', 'Asha P. Patil']);

    expect((await call('DELETE', '/api/admins/users/asha@example.com')).json()).toEqual({
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
    const { event } = (await call('POST', '/api/events', eventForm)).json();
    await registerPeople(event._id, [
      { name: 'Asha', email: 'asha@example.com', paid: true },
      { name: 'Ravi', email: 'ravi@example.com', type: 'team', paid: true },
      { name: 'Meera', email: 'meera@example.com' },
    ]);
    await t.database.db
      .insert(donations)
      .values([{ name: 'D', email: 'd@example.com', amount: 1001 }]);
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

  it('streams the CSV exports with their file names, a BOM, neutralized formulas and ₹ intact', async () => {
    const { event } = (
      await call('POST', '/api/events', { ...eventForm, name: 'Quiz ₹500 Prize' })
    ).json();
    await registerPeople(event._id, [
      { name: '=SUM(1,2)', email: 'formula@example.com', paid: true },
      { name: 'Ravi "RK" Kulkarni', email: 'ravi@example.com', type: 'team' },
    ]);
    await t.database.db.insert(donations).values({
      name: '@Donor',
      email: 'd@example.com',
      phone: '+91 1',
      amount: 5000,
      razorpayPaymentId: 'pay_1',
      razorpayOrderId: 'order_1',
      createdAt: new Date('2027-01-15T06:00:00Z'),
    });

    const individual = await call('GET', '/api/admins/exports/registrations.csv?type=individual');
    expect(individual.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(individual.headers['content-disposition']).toBe(
      'attachment; filename="individual_registrations.csv"',
    );
    const lines = individual.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFName,Email,Contact,Student ID,Event,Amount Paid');
    expect(lines[1]).toMatch(
      /^"'=SUM\(1,2\)",formula@example\.com,'\+91 98220 12345,HST-\d{6},Quiz ₹500 Prize,200$/,
    );

    const team = await call(
      'GET',
      `/api/admins/exports/registrations.csv?type=team&event=${event._id}`,
    );
    expect(team.headers['content-disposition']).toBe(
      'attachment; filename="Quiz_500_Prize_team_registrations.csv"',
    );
    expect(team.body).toContain('Team Members');
    expect(team.body).toContain('"Ravi ""RK"" Kulkarni"');
    expect(team.body).toContain('Mate <mate.ravi@example.com> +91 90000 00001');

    const users = await call('GET', '/api/admins/exports/users.csv');
    expect(users.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    expect(users.body.split('\r\n')[0]).toBe('\uFEFFName,Email,Contact,Student ID,Registrations');
    expect(users.body).toContain('Quiz ₹500 Prize (individual)');

    const gifts = await call('GET', '/api/admins/exports/donations.csv');
    expect(gifts.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFName,Email,Phone,Amount (INR),Payment ID,Order ID,Date',
      "'@Donor,d@example.com,'+91 1,5000,pay_1,order_1,15 Jan 2027",
    ]);
    expect((await call('GET', '/api/admins/exports/registrations.csv?type=both')).statusCode).toBe(
      400,
    );
  });

  it('exports more rows than one batch without losing or repeating any', async () => {
    const { event } = (await call('POST', '/api/events', eventForm)).json();
    const now = Date.now();
    await createMember(t, { email: 'unused@example.com' });
    await t.database.db.insert(donations).values(
      Array.from({ length: 4500 }, (_, i) => ({
        name: `Donor ${i}`,
        email: `d${i}@example.com`,
        amount: 1 + i,
        createdAt: new Date(now - (i % 7) * 1000),
      })),
    );
    const body = (await call('GET', '/api/admins/exports/donations.csv')).body;
    const rows = body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(4500);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(4500);
    expect(event).toBeDefined();
  });

  it('exports people and registrations over several batches, each once and whole', async () => {
    const quiz = (await call('POST', '/api/events', eventForm)).json().event;
    const relay = (await call('POST', '/api/events', { ...eventForm, name: 'Relay' })).json().event;
    const count = 1100;
    const emails = Array.from(
      { length: count },
      (_, i) => `p${String(i).padStart(4, '0')}@example.com`,
    );
    await t.database.db.insert(people).values(emails.map((email) => ({ email })));
    await t.database.db.insert(registrations).values(
      [quiz, relay].flatMap((event: { _id: string }) =>
        emails.map((email, i) => ({
          eventId: event._id,
          name: `Person ${i}`,
          email,
          contact: '+91 90000 00000',
          gender: 'F' as const,
          registrationType: 'individual' as const,
        })),
      ),
    );

    const dataRows = (body: string) => body.trim().split('\r\n').slice(1);
    const individual = dataRows(
      (await call('GET', '/api/admins/exports/registrations.csv?type=individual')).body,
    );
    expect(individual).toHaveLength(2 * count);
    expect(new Set(individual).size).toBe(2 * count);

    const users = dataRows((await call('GET', '/api/admins/exports/users.csv')).body);
    expect(users.map((row) => row.split(',')[1])).toEqual(emails);
    for (const row of users) {
      expect(row).toContain('Night Cricket League (individual)');
      expect(row).toContain('Relay (individual)');
    }
  });
});
