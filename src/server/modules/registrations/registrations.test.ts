import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registrationAnswerSchema, registrationListSchema } from '@/domain/registration-schemas';
import { donations, events, registrations } from '@/server/db/schema';
import { appWithMember, createMember, type TestMember } from '@/server/test/members';
import type { TestApp } from '@/server/test/test-app';
import { createAdmin } from '@/server/test/admins';

type EventValues = typeof events.$inferInsert;

describe('registration API', () => {
  let t: TestApp;
  let asha: TestMember;

  beforeEach(async () => ({ t, asha } = await appWithMember()));
  afterEach(() => t.close());

  async function addEvent(values: Partial<EventValues> = {}) {
    const [event] = await t.database.db
      .insert(events)
      .values({
        name: 'Rangoli Competition',
        date: new Date('2026-06-20T04:30:00Z'),
        deadline: new Date('2026-06-15T18:29:59Z'),
        allowedRegistrationTypes: ['individual'],
        ...values,
      })
      .returning();
    if (!event) throw new Error('no event');
    return event;
  }

  const form = (eventId: string, overrides: Record<string, unknown> = {}) => ({
    name: 'Asha Patil',
    email: 'asha@example.com',
    contact: '+91 98220 12345',
    hostel: 'Main Hostel',
    hostelAddress: 'Room 214',
    gender: 'F',
    event: eventId,
    registrationType: 'individual',
    teamMembers: [],
    ...overrides,
  });

  const register = (payload: unknown, token: string = asha.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const stored = () => t.database.db.select().from(registrations);
  const countOf = async (id: string) =>
    (await t.database.db.select().from(events).where(eq(events.id, id)))[0]?.registrationCount;

  const member = (n: number) => ({
    name: `Player ${n}`,
    email: `player${n}@example.com`,
    contact: `+91 90000 000${String(n).padStart(2, '0')}`,
  });

  it('registers a member for a free event, complete at once, with their student id', async () => {
    const event = await addEvent();
    const response = await register(form(event.id, { email: 'ASHA@example.com ' }));
    expect(response.statusCode).toBe(201);
    const answer = registrationAnswerSchema.parse(response.json());
    expect(answer.message).toContain('successful');
    expect(answer.studentId).toBe(asha.studentId);
    expect(answer.registration).toMatchObject({
      email: 'asha@example.com',
      gender: 'F',
      registrationType: 'individual',
      teamMembers: [],
      paymentStatus: 'Success',
      amount: 0,
      event: { _id: event.id, name: 'Rangoli Competition', date: '2026-06-20T04:30:00.000Z' },
    });
    expect(await stored()).toHaveLength(1);
    expect(await countOf(event.id)).toBe(1);
  });

  it('stores a paid registration as Pending with the fee of its type', async () => {
    const event = await addEvent({
      name: 'Night Cricket League',
      allowedRegistrationTypes: ['individual', 'team'],
      amountIndividual: 200,
      amountTeam: 1500,
    });
    const response = await register(
      form(event.id, { registrationType: 'team', teamMembers: [member(1), member(2)] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().registration).toMatchObject({ paymentStatus: 'Pending', amount: 1500 });
    expect((await stored())[0]?.teamMembers).toEqual([member(1), member(2)]);
  });

  it('takes a cricket team of 13 and refuses 14', async () => {
    const event = await addEvent({
      name: 'Inter-Hostel Cricket Tournament',
      allowedRegistrationTypes: ['team'],
    });
    const twelve = Array.from({ length: 12 }, (_, i) => member(i + 1));
    const thirteen = [...twelve, member(13)];
    const tooMany = await register(
      form(event.id, { registrationType: 'team', teamMembers: thirteen }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: 'A team for this event can have at most 13 people, you included.',
    });
    const full = await register(form(event.id, { registrationType: 'team', teamMembers: twelve }));
    expect(full.statusCode).toBe(201);
  });

  it('caps other teams at 2 people and needs at least one member', async () => {
    const event = await addEvent({
      name: 'Volleyball Doubles',
      allowedRegistrationTypes: ['team'],
    });
    const three = await register(
      form(event.id, { registrationType: 'team', teamMembers: [member(1), member(2)] }),
    );
    expect(three.json()).toMatchObject({
      message: 'A team for this event can have at most 2 people, you included.',
    });
    const alone = await register(form(event.id, { registrationType: 'team', teamMembers: [] }));
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toMatch(/^A team needs at least one member/);
    expect(await stored()).toEqual([]);
  });

  it('refuses team members without a name, e-mail or contact, or sharing an e-mail', async () => {
    const event = await addEvent({ name: 'Kabaddi Cup', allowedRegistrationTypes: ['team'] });
    const cases: Array<[unknown, RegExp]> = [
      [[{ ...member(1), name: '' }], /^teamMembers\.0\.name: Name is required\.$/],
      [[{ ...member(1), email: 'nope' }], /^teamMembers\.0\.email: /],
      [[{ name: 'X', email: 'x@example.com' }], /^teamMembers\.0\.contact: /],
      [[{ ...member(1), email: 'asha@example.com' }], /different from yours/],
    ];
    for (const [teamMembers, message] of cases) {
      const response = await register(form(event.id, { registrationType: 'team', teamMembers }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses a type the event does not allow, and members on an individual registration', async () => {
    const teamOnly = await addEvent({ name: 'Kabaddi Cup', allowedRegistrationTypes: ['team'] });
    const alone = await register(form(teamOnly.id));
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({
      message: 'This event does not take individual registrations.',
    });
    const individual = await addEvent();
    const withMembers = await register(form(individual.id, { teamMembers: [member(1)] }));
    expect(withMembers.json()).toMatchObject({
      message: 'An individual registration has no team members.',
    });
  });

  it('takes a cricket individual registration that sends an empty member list', async () => {
    const event = await addEvent({
      name: 'Night Cricket League',
      allowedRegistrationTypes: ['individual', 'team'],
    });
    expect((await register(form(event.id, { teamMembers: [] }))).statusCode).toBe(201);
  });

  it('allows one registration per e-mail per event', async () => {
    const event = await addEvent();
    expect((await register(form(event.id))).statusCode).toBe(201);
    const again = await register(form(event.id, { email: 'Asha@Example.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have already registered for this event.' });
    expect(await stored()).toHaveLength(1);
    expect(await countOf(event.id)).toBe(1);
  });

  it('refuses completed events, passed deadlines (end of day, site time) and full events', async () => {
    const completed = await addEvent({ status: 'completed' });
    expect((await register(form(completed.id))).json()).toMatchObject({
      message: 'This event is over, so registration is closed.',
    });
    // The test clock reads 2026-06-01 12:00 IST; this deadline ended at 23:59:59 IST the day before.
    const late = await addEvent({ deadline: new Date('2026-05-31T18:29:59Z') });
    const lateAnswer = await register(form(late.id));
    expect(lateAnswer.statusCode).toBe(409);
    expect(lateAnswer.json()).toMatchObject({
      message: 'The registration deadline for this event has passed.',
    });
    const full = await addEvent({ maxParticipants: 1, registrationCount: 1 });
    const fullAnswer = await register(form(full.id));
    expect(fullAnswer.statusCode).toBe(409);
    expect(fullAnswer.json().message).toMatch(/^This event is full\./);
    expect(await stored()).toEqual([]);
  });

  it('needs a member token with its own e-mail', async () => {
    const event = await addEvent();
    expect((await register(form(event.id), '')).statusCode).toBe(401);
    const admin = (await createAdmin(t)).token;
    expect((await register(form(event.id), admin)).statusCode).toBe(403);
    const forSomeoneElse = await register(form(event.id, { email: 'ravi@example.com' }));
    expect(forSomeoneElse.statusCode).toBe(403);
    expect(forSomeoneElse.json()).toMatchObject({
      message: 'You can register only with the e-mail address of your own account.',
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses unknown and malformed events and bad fields, storing nothing', async () => {
    const unknown = await register(form('6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c'));
    expect(unknown.statusCode).toBe(404);
    const noEvent = await register(form(''));
    expect(noEvent.json()).toMatchObject({
      message: 'event: Event ID missing. Please register from a valid event.',
    });
    const event = await addEvent();
    for (const overrides of [
      { gender: 'X' },
      { contact: 'call me' },
      { hostel: '' },
      { registrationType: 'group' },
      { name: 42 },
      { teamMembers: 'none' },
    ]) {
      const response = await register(form(event.id, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      // The message names the field refused, so the form can show it there.
      const [field] = Object.keys(overrides);
      expect(response.json().message).toMatch(new RegExp(`^${field}: \\S`));
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: '{"event":',
      headers: { authorization: `Bearer ${asha.token}`, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('never overshoots the capacity when 100 members register at once for 10 places', async () => {
    const event = await addEvent({ name: 'Chess Championship', maxParticipants: 10 });
    const members = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        createMember(t, { name: `Member ${i}`, email: `m${i}@example.com` }),
      ),
    );
    const answers = await Promise.all(
      members.map((m) => register(form(event.id, { name: m.name, email: m.email }), m.token)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    expect(await stored()).toHaveLength(10);
    expect(await countOf(event.id)).toBe(10);
  }, 120_000);

  it("lists a member's own registrations and donations only", async () => {
    const event = await addEvent();
    await register(form(event.id));
    const ravi = await createMember(t, { name: 'Ravi', email: 'ravi@example.com' });
    await t.database.db.insert(donations).values([
      { name: 'Asha', email: 'asha@example.com', amount: 501, razorpayPaymentId: 'pay_1' },
      { name: 'Ravi', email: 'ravi@example.com', amount: 1001 },
    ]);
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    const mine = await t.app.inject({
      url: '/api/users/registrations?email=asha@example.com',
      headers: auth(asha.token),
    });
    expect(mine.statusCode).toBe(200);
    const list = registrationListSchema.parse(mine.json());
    expect(list.map((r) => [r.email, r.studentId, r.event.name])).toEqual([
      ['asha@example.com', asha.studentId, 'Rangoli Competition'],
    ]);
    const noQuery = await t.app.inject({
      url: '/api/users/registrations',
      headers: auth(ravi.token),
    });
    expect(noQuery.json()).toEqual([]);

    const peeking = await t.app.inject({
      url: '/api/users/registrations?email=asha@example.com',
      headers: auth(ravi.token),
    });
    expect(peeking.statusCode).toBe(403);
    expect(peeking.json()).toMatchObject({
      message: 'You can see only your own registrations and donations.',
    });
    expect((await t.app.inject({ url: '/api/users/registrations' })).statusCode).toBe(401);

    const gifts = await t.app.inject({
      url: '/api/donate/my-donations?email=asha@example.com',
      headers: auth(asha.token),
    });
    expect(gifts.json()).toMatchObject([
      { amount: 501, email: 'asha@example.com', razorpay_payment_id: 'pay_1' },
    ]);
    const peekingGifts = await t.app.inject({
      url: '/api/donate/my-donations?email=ravi@example.com',
      headers: auth(asha.token),
    });
    expect(peekingGifts.statusCode).toBe(403);
  });

  it('limits how often one member may try to register', async () => {
    await t.close();
    ({ t, asha } = await appWithMember({ env: { RATE_LIMIT_PER_ACCOUNT: '2' } }));
    const event = await addEvent();
    await register(form(event.id));
    await register(form(event.id));
    const limited = await register(form(event.id));
    expect(limited.statusCode).toBe(429);
  });
});
