import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_NOT_FOUND } from '@/domain/events';
import { checkIns, events, payments, registrations } from '@/server/db/schema';
import { EVENT_FORM, appWithAdmin, type AdminCall } from '@/server/test/admin-session';
import { createMember, type TestMember } from '@/server/test/members';
import type { TestApp } from '@/server/test/test-app';
import { TSHIRT_QUESTION } from '@/test/event-answers';

const QUESTIONS = [
  TSHIRT_QUESTION,
  { id: 'food', label: 'Food preference', kind: 'choices', options: ['Veg', 'Jain', 'Non-veg'] },
  { id: 'conduct', label: 'I accept the code of conduct', kind: 'yesno', required: true },
  { id: 'note', label: 'Anything we should know?', kind: 'text' },
];

/** The test clock reads 2026-06-01 12:00 IST; the event is on 10 July. */
describe("the committee's year: events", () => {
  let t: TestApp;
  let call: AdminCall;
  let asha: TestMember;

  beforeEach(async () => {
    ({ t, call } = await appWithAdmin());
    asha = await createMember(t);
  });
  afterEach(() => t.close());

  async function createEvent(values: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/events', { ...EVENT_FORM, ...values });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().event as { _id: string; name: string; questions: unknown[] };
  }

  const register = (payload: Record<string, unknown>, member: TestMember = asha) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { authorization: `Bearer ${member.token}` },
      payload: {
        name: member.name,
        email: member.email,
        contact: '+91 98220 12345',
        hostel: 'Main Hostel',
        hostelAddress: 'Room 214',
        gender: 'F',
        registrationType: 'individual',
        ...payload,
      },
    });

  const stored = () => t.database.db.select().from(registrations);

  describe('duplicate', () => {
    it('copies an event with "(copy)", upcoming, no dates and no registrations', async () => {
      const source = await createEvent({
        questions: QUESTIONS,
        maxParticipants: 1,
        category: 'sports',
      });
      expect(
        (await register({ event: source._id, answers: [{ tshirt: 'M', conduct: true }] }))
          .statusCode,
      ).toBe(201);

      const response = await call('POST', `/api/events/${source._id}/duplicate`);
      expect(response.statusCode, response.body).toBe(201);
      const { event } = response.json();
      expect(Object.keys(response.json())).toEqual(['event']);
      expect(event).toMatchObject({
        name: 'Night Cricket League (copy)',
        status: 'upcoming',
        date: null,
        deadline: null,
        registrationCount: 0,
        location: 'Ground',
        amountTeam: 1500,
        maxParticipants: 1,
        category: 'sports',
        questions: source.questions,
      });
      expect(event._id).not.toBe(source._id);
      const copies = await t.database.db
        .select()
        .from(registrations)
        .where(eq(registrations.eventId, event._id));
      expect(copies).toEqual([]);
      // The copy is an event like any other: listed, and edited like one.
      const listed = (await t.app.inject({ url: '/api/events' })).json();
      expect(listed.map((e: { name: string }) => e.name)).toContain('Night Cricket League (copy)');
    });

    it('keeps a long name within 200 characters and answers 404 for an unknown event', async () => {
      const source = await createEvent({ name: 'N'.repeat(200) });
      const { event } = (await call('POST', `/api/events/${source._id}/duplicate`)).json();
      expect(event.name).toHaveLength(200);
      expect(event.name.endsWith(' (copy)')).toBe(true);
      const unknown = await call(
        'POST',
        '/api/events/6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c/duplicate',
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(EVENT_NOT_FOUND);
      expect(await t.database.db.select().from(events)).toHaveLength(2);
    });
  });

  describe('questions of our own', () => {
    it('refuses a question that cannot be answered, storing nothing', async () => {
      for (const [question, message] of [
        [
          { id: 'size', label: 'Size', kind: 'choice', options: ['M'] },
          '"Size" needs at least two choices.',
        ],
        [
          { id: 'size', label: 'Size', kind: 'choice', options: ['M', 'M'] },
          '"Size" lists a choice twice.',
        ],
        [{ id: 'size', label: '', kind: 'text' }, 'Each question needs its wording.'],
        [
          { id: 'Size!', label: 'Size', kind: 'text' },
          'A question id is 1 to 40 lower-case letters, digits or -.',
        ],
        [
          { id: 'size', label: 'Size', kind: 'essay' },
          'A question is short text, choice, choices or yesno.',
        ],
      ] as const) {
        const response = await call('POST', '/api/events', {
          ...EVENT_FORM,
          questions: [question],
        });
        expect(response.statusCode, JSON.stringify(question)).toBe(400);
        expect(response.json().message).toContain(message);
      }
      const twice = await call('POST', '/api/events', {
        ...EVENT_FORM,
        questions: [QUESTIONS[3], QUESTIONS[3]],
      });
      expect(twice.json().message).toContain('Two questions have the same id.');
      expect(await t.database.db.select().from(events)).toEqual([]);
    });

    it('validates answers on the server and stores them in the form they were asked', async () => {
      const event = await createEvent({ questions: QUESTIONS });
      const refused: Array<[unknown, string]> = [
        [[], 'Please answer "T-shirt size".'],
        [[{ tshirt: 'XL', conduct: true }], '"T-shirt size": choose one of S, M, L.'],
        [[{ tshirt: 'M' }], 'Please answer "I accept the code of conduct".'],
        [[{ tshirt: 'M', conduct: 'yes' }], '"I accept the code of conduct": answer yes or no.'],
        [
          [{ tshirt: 'M', conduct: true, food: ['Veg', 'Beef'] }],
          '"Food preference": choose from Veg, Jain, Non-veg.',
        ],
        [
          [{ tshirt: 'M', conduct: true, note: 'x'.repeat(501) }],
          'An answer is too long (at most 500 characters).',
        ],
      ];
      for (const [answers, message] of refused) {
        const response = await register({ event: event._id, answers });
        expect(response.statusCode, JSON.stringify(answers)).toBe(400);
        expect(response.json().message).toContain(message);
      }
      expect(await stored()).toEqual([]);

      const response = await register({
        event: event._id,
        answers: [
          {
            tshirt: 'M',
            conduct: true,
            food: ['Non-veg', 'Veg', 'Veg'],
            note: '  Left-handed batter  ',
            unasked: 'dropped',
          },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      const expected = [
        { tshirt: 'M', conduct: true, food: ['Veg', 'Non-veg'], note: 'Left-handed batter' },
      ];
      expect(response.json().registration.answers).toEqual(expected);
      expect((await stored())[0]?.answers).toEqual(expected);

      // The registration's details, as the dashboard reads them: answers and the questions.
      const listed = (await call('GET', `/api/admins/registrations?event=${event._id}`)).json();
      const details = (listed.registrations ?? listed)[0];
      expect(details.answers).toEqual(expected);
      expect(details.event.questions.map((q: { label: string }) => q.label)).toEqual(
        QUESTIONS.map((q) => q.label),
      );
    });

    it('asks a per-member question of each person of a team, the registrant once for the rest', async () => {
      const event = await createEvent({ questions: QUESTIONS, amountTeam: 0 });
      const team = {
        event: event._id,
        registrationType: 'team',
        teamMembers: [
          { name: 'Ravi Kumar', email: 'ravi@example.com', contact: '+91 90000 00001' },
        ],
      };
      const missing = await register({ ...team, answers: [{ tshirt: 'M', conduct: true }] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Please answer "T-shirt size" (team member 1).');
      expect(await stored()).toEqual([]);

      const response = await register({
        ...team,
        // The registrant-only question is not kept for the team member.
        answers: [
          { tshirt: 'M', conduct: true },
          { tshirt: 'L', conduct: false },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      expect((await stored())[0]?.answers).toEqual([
        { tshirt: 'M', conduct: true },
        { tshirt: 'L' },
      ]);

      const csv = await call(
        'GET',
        `/api/admins/exports/registrations.csv?type=team&event=${event._id}`,
      );
      const [header, row] = csv.body.replace('\uFEFF', '').split('\r\n');
      expect(header).toBe(
        'Name,Email,Contact,Student ID,Hostel,Event,Registration Type,Team Members,Amount Paid,' +
          'Receipt Number,Status,Checked In,Registered,Registered (ISO 8601),T-shirt size,Food preference,I accept the code of conduct,Anything we should know?',
      );
      expect(row?.endsWith(',"Asha Patil: M; Ravi Kumar: L",,Yes,')).toBe(true);
      // The file for every event has no question columns.
      const all = await call('GET', '/api/admins/exports/registrations.csv?type=team');
      expect(all.body.split('\r\n')[0]).not.toContain('T-shirt size');
    });

    it("keeps each team member's answers with them when the committee edits the team", async () => {
      const event = await createEvent({ questions: QUESTIONS, amountTeam: 0 });
      const ravi = { name: 'Ravi Kumar', email: 'ravi@example.com', contact: '+91 90000 00001' };
      const meena = { name: 'Meena Rao', email: 'meena@example.com', contact: '+91 90000 00002' };
      const registered = await register({
        event: event._id,
        registrationType: 'team',
        teamMembers: [ravi, meena],
        answers: [{ tshirt: 'M', conduct: true }, { tshirt: 'L' }, { tshirt: 'S' }],
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const [row] = await stored();
      const kiran = { name: 'Kiran Joshi', email: 'kiran@example.com', contact: '+91 90000 00003' };

      // Ravi leaves and Kiran joins: Meena keeps her S, Kiran has answered nothing yet.
      const edited = await call('PUT', `/api/admins/registration/${row?.id}`, {
        teamMembers: [{ ...meena, email: 'MEENA@example.com' }, kiran],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await stored())[0]?.answers).toEqual([
        { tshirt: 'M', conduct: true },
        { tshirt: 'S' },
        {},
      ]);
    });

    it('keeps the answers of an individual in its columns', async () => {
      const event = await createEvent({ questions: QUESTIONS, amountIndividual: 0 });
      await register({
        event: event._id,
        answers: [{ tshirt: 'S', conduct: true, food: ['Veg', 'Jain'], note: 'Late, 7pm' }],
      });
      const csv = await call(
        'GET',
        `/api/admins/exports/registrations.csv?type=individual&event=${event._id}`,
      );
      const row = csv.body.split('\r\n')[1];
      expect(row?.endsWith(',S,"Veg; Jain",Yes,"Late, 7pm"')).toBe(true);
    });
  });

  describe('money summary', () => {
    it("counts an event's registrations by state and its money, on its details and as CSV", async () => {
      const event = await createEvent({ amountIndividual: 200, maxParticipants: 0 });
      const other = await createEvent({ name: 'Carrom', amountIndividual: 0 });
      const people = await Promise.all(
        ['a', 'b', 'c', 'd'].map((n) =>
          createMember(t, { name: `Member ${n}`, email: `${n}@example.com` }),
        ),
      );
      for (const member of people)
        expect((await register({ event: event._id }, member)).statusCode).toBe(201);
      const rows = await stored();
      const [paid, refunded, cancelled] = rows.map((row) => row.id);
      // Two paid by hand; one of them refunded 150; one cancelled; one still owes its fee.
      for (const id of [paid, refunded]) {
        const response = await call('PUT', `/api/admins/registration/${id}`, {
          paymentStatus: 'Success',
          reason: 'Paid in cash at the office',
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      await t.database.db
        .update(payments)
        .set({ refundedAmount: 150, state: 'partially_refunded' })
        .where(eq(payments.registrationId, refunded ?? ''));
      await t.database.db
        .update(registrations)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(eq(registrations.id, cancelled ?? ''));

      const summary = await call('GET', `/api/admins/events/${event._id}/summary`);
      expect(summary.statusCode, summary.body).toBe(200);
      expect(summary.json()).toEqual({
        eventId: event._id,
        name: 'Night Cricket League',
        date: '2026-07-10T13:30:00.000Z',
        registrations: {
          confirmed: 2,
          awaitingPayment: 1,
          waitlisted: 0,
          cancelled: 1,
          expired: 0,
        },
        collected: 400,
        refunded: 150,
        net: 250,
        pending: 200,
      });

      const csv = await call('GET', '/api/admins/exports/event-summary.csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="event-summary.csv"');
      expect(csv.body.split('\r\n').slice(0, 3)).toEqual([
        '\uFEFFEvent,Date,Confirmed,Awaiting Payment,Waiting,Cancelled,Expired,Collected (INR),Refunded (INR),Net (INR),Pending (INR)',
        // Newest first; on the same day, by name.
        'Carrom,10 Jul 2026,0,0,0,0,0,0,0,0,0',
        'Night Cricket League,10 Jul 2026,2,1,0,1,0,400,150,250,200',
      ]);
      expect(other.name).toBe('Carrom');
      expect(
        (await call('GET', '/api/admins/events/6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c/summary'))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('printable lists', () => {
    it('lists the confirmed people, each team member, and who came in; and prints them as PDF', async () => {
      const event = await createEvent({ amountIndividual: 0, amountTeam: 0 });
      await register({
        event: event._id,
        registrationType: 'team',
        teamMembers: [
          { name: 'Ravi Kumar', email: 'ravi@example.com', contact: '+91 90000 00001' },
        ],
      });
      const [row] = await stored();
      if (!row) throw new Error('not registered');
      await t.database.db.insert(checkIns).values({
        registrationId: row.id,
        person: 1,
        checkedInAt: new Date('2026-07-10T13:00:00Z'),
        checkedInBy: 'admin',
      });

      const sheet = await call('GET', `/api/admins/events/${event._id}/attendance`);
      expect(sheet.statusCode, sheet.body).toBe(200);
      expect(sheet.json().registrations).toEqual([
        {
          _id: row.id,
          registrationType: 'team',
          people: [
            {
              person: 0,
              name: 'Asha Patil',
              studentId: asha.studentId,
              contact: '+91 98220 12345',
              checkedInAt: null,
            },
            {
              person: 1,
              name: 'Ravi Kumar',
              studentId: null,
              contact: '+91 90000 00001',
              checkedInAt: '2026-07-10T13:00:00.000Z',
            },
          ],
        },
      ]);

      for (const list of ['attendance', 'checked-in']) {
        const pdf = await call(
          'GET',
          `/api/admins/events/${event._id}/attendance.pdf?list=${list}`,
        );
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      const wrong = await call(
        'GET',
        `/api/admins/events/${event._id}/attendance.pdf?list=everyone`,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toContain('list must be attendance or checked-in.');
    });
  });

  describe('calendar feed', () => {
    const feed = async () => {
      const response = await t.app.inject({ url: '/api/events/calendar.ics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(response.body));
      // A calendar app reads the times by the feed's own VTIMEZONE.
      for (const zone of calendar.getAllSubcomponents('vtimezone')) {
        ICAL.TimezoneService.register(zone);
      }
      return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    };

    it('is valid iCalendar of upcoming and recent events, following the edits', async () => {
      await t.database.db
        .insert(events)
        .values([
          { name: 'Long Ago Quiz', date: new Date('2025-01-10T10:00:00Z'), status: 'completed' },
          { name: 'Undated Debate' },
          { name: 'Recent Carrom', date: new Date('2026-05-20T10:00:00Z'), status: 'completed' },
        ]);
      const cricket = await createEvent({ location: 'Ground; North end' });
      let entries = await feed();
      expect(entries.map((e) => e.summary)).toEqual(['Recent Carrom', 'Night Cricket League']);
      const match = entries[1];
      if (!match) throw new Error('the match is not in the feed');
      expect(match.location).toBe('Ground; North end');
      expect(match.uid).toContain(cricket._id);
      expect(match.startDate.toJSDate().toISOString()).toBe('2026-07-10T13:30:00.000Z');
      expect(match.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(
        'Asia/Kolkata',
      );

      // Moved by a week: the same UID, the new date.
      await call('PUT', `/api/events/${cricket._id}`, {
        ...EVENT_FORM,
        date: '2026-07-17T13:30:00.000Z',
      });
      const added = await createEvent({ name: 'Ganesh Chaturthi', date: '2026-09-07' });
      entries = await feed();
      expect(entries.map((e) => e.summary)).toEqual([
        'Recent Carrom',
        'Night Cricket League',
        'Ganesh Chaturthi',
      ]);
      expect(entries[1]?.uid).toBe(match.uid);
      expect(entries[1]?.startDate.toJSDate().toISOString()).toBe('2026-07-17T13:30:00.000Z');
      // A day without a time is a whole day.
      expect(entries[2]?.startDate.isDate).toBe(true);
      expect(entries[2]?.startDate.toString()).toBe('2026-09-07');

      // Deleted: gone from the feed.
      expect((await call('DELETE', `/api/events/${added._id}`)).statusCode).toBe(200);
      entries = await feed();
      expect(entries.map((e) => e.summary)).toEqual(['Recent Carrom', 'Night Cricket League']);
    });
  });
});
