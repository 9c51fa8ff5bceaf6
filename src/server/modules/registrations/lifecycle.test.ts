import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ticketQrText } from '@/domain/lifecycle';
import { events, people, refunds, registrations } from '@/server/db/schema';
import { loginAsAdmin, type AdminCall } from '@/server/test/admin-session';
import { createMember, freshToken, type TestMember } from '@/server/test/members';
import { razorpayEnv, simulatorForBlock } from '@/server/test/payments';
import { startSmtpListener } from '@/server/test/smtp-listener';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import type { RunningRazorpaySimulator } from '../payments/simulator/server';

/** 19:00 in Kolkata on 20 June 2026; the test clock starts on 1 June. */
const EVENT_AT = '2026-06-20T13:30:00.000Z';

const eventForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hostel Day Dinner',
  description: 'Dinner on the lawn',
  date: EVENT_AT,
  deadline: '2026-06-15',
  location: 'Dining Hall, Main Hostel',
  maxParticipants: 0,
  allowedRegistrationTypes: ['individual', 'team'],
  amountIndividual: 0,
  amountTeam: 0,
  ...overrides,
});

/** Decodes a QR code PNG as a phone's camera would. */
async function readQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the life of a registration', () => {
  let razorpay: RunningRazorpaySimulator;
  let t: TestApp;
  let admin: AdminCall;

  simulatorForBlock((running) => (razorpay = running));
  afterEach(() => t?.close());

  async function start(env: Record<string, string> = {}) {
    t = await createTestApp({ env: { ...razorpayEnv(razorpay), ...env } });
    admin = await loginAsAdmin(t);
  }

  async function createEvent(overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await admin('POST', '/api/events', eventForm(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().event._id;
  }

  let memberCount = 0;
  const member = (name = `Member ${++memberCount}`) =>
    createMember(t, { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` });

  const as = (who: TestMember, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload !== undefined && { payload: payload as object }),
    });

  const form = (who: TestMember, eventId: string, team: TestMember[] = []) => ({
    name: who.name,
    email: who.email,
    contact: '+91 98220 12345',
    hostel: 'Main Hostel',
    hostelAddress: 'Room 12',
    gender: 'F',
    event: eventId,
    registrationType: team.length > 0 ? 'team' : 'individual',
    teamMembers: team.map((mate) => ({
      name: mate.name,
      email: mate.email,
      contact: '+91 90000 00001',
    })),
  });

  async function register(who: TestMember, eventId: string, team: TestMember[] = []) {
    const response = await as(who, 'POST', '/api/users/register', form(who, eventId, team));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as {
      message: string;
      status: string;
      registration: { _id: string; status: string; waitlistPosition: number | null };
    };
  }

  const statusOf = async (id: string) =>
    (await t.database.db.select().from(registrations).where(eq(registrations.id, id)))[0]?.status;

  const placesTaken = async (eventId: string) =>
    (await t.database.db.select().from(events).where(eq(events.id, eventId)))[0]?.registrationCount;

  it('confirms a free registration with its ticket QR and a calendar file in the site time zone, and tells the team', async () => {
    await start();
    const eventId = await createEvent();
    const asha = await member('Asha Patil');
    const ravi = await member('Ravi Kulkarni');
    const answer = await register(asha, eventId, [ravi]);
    expect(answer).toMatchObject({
      status: 'confirmed',
      message: 'Registration successful! See you at the event.',
    });
    const id = answer.registration._id;
    await t.app.jobs.drain();

    const mail = await t.mailbox.waitFor(asha.email, (m) => m.subject.startsWith('You are'));
    expect(mail.subject).toBe('You are registered: Hostel Day Dinner');
    expect(mail.text).toContain('When: 20 Jun 2026, 7:00 pm');
    expect(mail.text).toContain('Where: Dining Hall, Main Hostel');
    expect(mail.text).toContain('Team: Asha Patil, Ravi Kulkarni');
    expect(mail.html).toContain('src="cid:ticket-qr"');
    const [qr, calendar] = mail.attachments ?? [];
    expect(qr).toMatchObject({ filename: 'ticket-qr.png', contentType: 'image/png' });
    expect(calendar?.contentType).toMatch(/^text\/calendar/);

    const ticket = await as(asha, 'GET', `/api/registrations/${id}/ticket`);
    expect(ticket.statusCode).toBe(200);
    const { code, qrSvg, qrPngUrl } = ticket.json();
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(qrSvg).toMatch(/^<svg /);
    expect(await readQr(Buffer.from(qr?.content ?? ''))).toBe(ticketQrText(code));
    const png = await as(asha, 'GET', qrPngUrl);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await readQr(png.rawPayload)).toBe(ticketQrText(code));

    // The calendar file parses, in Kolkata time, with a UID that stays the same.
    const parsed = new ICAL.Component(ICAL.parse(String(calendar?.content)));
    const zone = parsed.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(zone);
    const vevent = new ICAL.Event(parsed.getFirstSubcomponent('vevent') ?? undefined);
    expect(vevent.uid).toBe(`registration-${id}@localhost`);
    expect(vevent.summary).toBe('Hostel Day Dinner');
    expect(vevent.location).toBe('Dining Hall, Main Hostel');
    expect(vevent.startDate.zone.tzid).toBe('Asia/Kolkata');
    expect(vevent.startDate.toString()).toBe('2026-06-20T19:00:00');
    expect(vevent.startDate.toJSDate().toISOString()).toBe(EVENT_AT);
    const download = await as(asha, 'GET', `/api/registrations/${id}/calendar.ics`);
    expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(download.body).toContain(`UID:registration-${id}@localhost`);
    expect(download.body).toContain('DTSTART;TZID=Asia/Kolkata:20260620T190000');

    const teamMail = await t.mailbox.waitFor(ravi.email);
    expect(teamMail.subject).toBe('Your team for Hostel Day Dinner: Hostel Community');
    // Nobody else reads Asha's ticket or calendar.
    expect((await as(ravi, 'GET', `/api/registrations/${id}/ticket`)).statusCode).toBe(404);
    expect((await as(ravi, 'GET', `/api/registrations/${id}/calendar.ics`)).statusCode).toBe(404);
  });

  it('mails a named team member nothing the registrant typed in the subject, and stops every mail once they say it was not them', async () => {
    await start();
    const first = await createEvent({ name: 'Chess Open' });
    const second = await createEvent({ name: 'Kabaddi Cup' });
    const prankster = await createMember(t, {
      name: 'WIN A PRIZE at evil.example',
      email: 'prankster@example.com',
    });
    const stranger = { name: 'Stranger', email: 'stranger@example.com' } as TestMember;
    await register(prankster, first, [stranger]);
    const mail = await t.mailbox.waitFor('stranger@example.com');
    expect(mail.subject).toBe('Your team for Chess Open: Hostel Community');
    const link = /\/not-me\?address=([^&\s]+)&token=([\w-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const address = decodeURIComponent(link?.[1] ?? '');
    const stop = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mail/suppressions',
        payload: { address, token },
      });

    const forged = await stop('x'.repeat(43));
    expect({ status: forged.statusCode, body: forged.json() }).toEqual({
      status: 400,
      body: {
        code: 'mail-suppression.invalid-link',
        message: 'This link is not valid. Please open it from the mail you received.',
      },
    });
    const stopped = await stop(link?.[2] ?? '');
    expect(stopped.json()).toMatchObject({
      message:
        'Done: the site will not write to stranger@example.com again. We are sorry for the mail.',
    });
    expect((await stop(link?.[2] ?? '')).statusCode).toBe(200);

    await register(prankster, second, [stranger]);
    await t.app.jobs.drain();
    expect(t.mailbox.to('stranger@example.com')).toHaveLength(1);
    expect(t.mailbox.to('prankster@example.com').length).toBeGreaterThanOrEqual(2);
  });

  it('admits a ticket once at any gate, a team member by member, and refuses forged codes', async () => {
    await start();
    // Tonight: the gate is open from 6 hours before the start (the clock reads 12:00 pm).
    const eventId = await createEvent({
      name: 'Rangoli Night',
      date: '2026-06-01T10:30:00.000Z',
      deadline: '',
    });
    const asha = await member('Asha Patil');
    const ravi = await member('Ravi Kulkarni');
    const meera = await member('Meera Iyer');
    const team = await register(asha, eventId, [ravi]);
    const solo = await register(meera, eventId);
    const codeOf = async (id: string, who: TestMember) =>
      (await as(who, 'GET', `/api/registrations/${id}/ticket`)).json().code as string;
    const teamCode = await codeOf(team.registration._id, asha);
    const soloCode = await codeOf(solo.registration._id, meera);
    const scan = (code: string, extra: Record<string, unknown> = {}) =>
      admin('POST', '/api/admins/check-ins', { code, event: eventId, gate: 'Gate 1', ...extra });

    for (const forged of [
      ticketQrText(randomBytes(16).toString('hex')),
      randomBytes(16).toString('hex'),
      `${soloCode.slice(0, -1)}${soloCode.endsWith('0') ? '1' : '0'}`,
      'HCT1:not-a-code',
    ]) {
      const refused = await scan(forged);
      expect(refused.statusCode, forged).toBe(404);
      expect(refused.json().message).toBe(
        'This is not one of our tickets. Check the code, or find the person by name.',
      );
    }

    // Ten gates scan Meera's ticket at the same moment: one lets her in.
    const scans = await Promise.all(
      Array.from({ length: 10 }, (_, gate) => scan(ticketQrText(soloCode), { gate: `G${gate}` })),
    );
    expect(scans.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const admitted = scans.find((answer) => answer.statusCode === 200)?.json();
    expect(admitted).toMatchObject({
      name: 'Meera Iyer',
      registrationType: 'individual',
      event: { name: 'Rangoli Night' },
      admitted: [0],
    });
    const again = await scan(soloCode);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^Already checked in at 1 Jun 2026, 12:00 pm by admin \(G\d\)\.$/,
    );

    // The team: Ravi arrives first, then Asha; then the whole ticket is used up.
    const first = await scan(teamCode, { people: [1] });
    expect(first.statusCode).toBe(200);
    expect(first.json().people).toEqual([
      expect.objectContaining({ person: 0, name: 'Asha Patil', checkedInAt: null }),
      expect.objectContaining({ person: 1, name: 'Ravi Kulkarni', checkedInBy: 'admin' }),
    ]);
    expect((await scan(teamCode, { people: [1] })).statusCode).toBe(409);
    expect((await scan(teamCode)).json().admitted).toEqual([0]);
    expect((await scan(teamCode)).statusCode).toBe(409);
    expect((await scan(teamCode, { people: [2] })).statusCode).toBe(400);

    // At the gate by name, e-mail, phone or student id: Ravi is found on Asha's team.
    const found = await admin('GET', `/api/admins/check-ins/search?q=ravi&event=${eventId}`);
    expect(found.json()).toEqual([
      expect.objectContaining({ name: 'Asha Patil', code: teamCode, status: 'confirmed' }),
    ]);
    const byId = await admin('GET', `/api/admins/check-ins/search?q=${meera.studentId}`);
    expect(byId.json()).toHaveLength(1);

    const summary = await admin('GET', '/api/admins/check-ins/summary');
    expect(summary.json()).toEqual([{ eventId, confirmed: 3, checkedIn: 3, conflicts: [] }]);
    const csv = await admin('GET', `/api/admins/exports/registrations.csv?type=team`);
    expect(csv.body).toContain('Confirmed,2 of 2');

    // A cancelled ticket is not valid any more.
    const nikhil = await member('Nikhil Rao');
    const gone = await register(nikhil, eventId);
    const goneCode = await codeOf(gone.registration._id, nikhil);
    await as(nikhil, 'POST', `/api/registrations/${gone.registration._id}/cancel`);
    const cancelled = await scan(goneCode);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(
      'This registration was cancelled, so the ticket is not valid.',
    );
  });

  it('puts members on the waiting list when full, and promotes the first in line as places free', async () => {
    await start();
    const eventId = await createEvent({ maxParticipants: 2, waitlist: true });
    const [a, b, c, d, e] = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((n) => member(`Member ${n}`)),
    );
    if (!a || !b || !c || !d || !e) throw new Error('members missing');
    const first = await register(a, eventId);
    const second = await register(b, eventId);
    const third = await register(c, eventId);
    const fourth = await register(d, eventId);
    expect(third).toMatchObject({
      status: 'waitlisted',
      message:
        'This event is full, so you are on the waiting list (number 1). We will e-mail you when a place frees up.',
    });
    expect(fourth.registration.waitlistPosition).toBe(2);
    expect(await placesTaken(eventId)).toBe(2);

    // A cancels: C, first in line, is confirmed at once and mailed; D moves up.
    const cancel = await as(a, 'POST', `/api/registrations/${first.registration._id}/cancel`);
    expect(cancel.json()).toMatchObject({
      message: 'Your registration is cancelled.',
      refund: 0,
      registration: { status: 'cancelled' },
    });
    expect(await statusOf(third.registration._id)).toBe('confirmed');
    const mine = (await as(d, 'GET', '/api/users/registrations')).json();
    expect(mine[0]).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    await t.mailbox.waitFor(c.email, (m) => m.subject.startsWith('You are registered'));
    const cancelledMail = await t.mailbox.waitFor(a.email, (m) =>
      m.subject.startsWith('Registration cancelled'),
    );
    expect(cancelledMail.text).toContain('your place has gone to someone else');
    // A's cancelled registration stays in the list, and A may register again (in line).
    expect((await as(a, 'GET', '/api/users/registrations')).json()[0].status).toBe('cancelled');
    expect((await register(a, eventId)).status).toBe('waitlisted');

    // The admin deletes B: D is promoted. More places: A is promoted too.
    expect(
      (await admin('DELETE', `/api/admins/registration/${second.registration._id}`)).statusCode,
    ).toBe(200);
    expect(await statusOf(fourth.registration._id)).toBe('confirmed');
    expect((await register(e, eventId)).registration.waitlistPosition).toBe(2);
    const raised = await admin(
      'PUT',
      `/api/events/${eventId}`,
      eventForm({ maxParticipants: 3, waitlist: true }),
    );
    expect(raised.json().event).toMatchObject({ registrationCount: 3, maxParticipants: 3 });
    const lines = await t.database.db
      .select({ email: registrations.email, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.eventId, eventId));
    expect(
      lines
        .filter((row) => row.status === 'confirmed')
        .map((row) => row.email)
        .sort(),
    ).toEqual([a.email, c.email, d.email].sort());
    expect(lines.find((row) => row.email === e.email)?.status).toBe('waitlisted');

    // Without a waiting list a full event still says no.
    const closed = await createEvent({ name: 'Chess', maxParticipants: 1 });
    await register(a, closed);
    const refused = await as(b, 'POST', '/api/users/register', form(b, closed));
    expect(refused.statusCode).toBe(409);
  });

  it('holds a paid place for its payment, and gives an expired hold to the next in line with Pay now', async () => {
    await start({ PAYMENT_HOLD_MINUTES: '20', WAITLIST_OFFER_HOURS: '6' });
    const eventId = await createEvent({
      maxParticipants: 1,
      waitlist: true,
      amountIndividual: 300,
    });
    const asha = await member('Asha Patil');
    const ravi = await member('Ravi Kulkarni');
    const held = await register(asha, eventId);
    expect(held).toMatchObject({
      status: 'awaiting_payment',
      message: 'Your place is held for 20 minutes. Pay the fee now to keep it.',
    });
    const waiting = await register(ravi, eventId);
    expect(waiting.status).toBe('waitlisted');

    t.clock.advance(19 * 60_000);
    await t.app.jobs.drain();
    expect(await statusOf(held.registration._id)).toBe('awaiting_payment');
    t.clock.advance(2 * 60_000);
    await t.app.jobs.drain();
    expect(await statusOf(held.registration._id)).toBe('expired');
    const [promoted] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, waiting.registration._id));
    expect(promoted).toMatchObject({ status: 'awaiting_payment' });
    // An offer from the waiting list lasts WAITLIST_OFFER_HOURS, not the form's 20 minutes.
    expect(promoted?.holdExpiresAt?.getTime()).toBe(t.clock.now().getTime() + 6 * 3_600_000);
    expect(await placesTaken(eventId)).toBe(1);
    const offer = await t.mailbox.waitFor(ravi.email, (m) =>
      m.subject.startsWith('A place is yours'),
    );
    expect(offer.text).toContain('Pay the fee of ₹300 by 1 Jun 2026, 6:21 pm');
    expect(offer.text).toContain(`/users/registrations?pay=${waiting.registration._id}`);
    // Asha is told her hold lapsed; the place went to Ravi, so there is nothing to register for.
    const lapsed = await t.mailbox.waitFor(asha.email, (m) =>
      m.subject.startsWith('Your place has lapsed'),
    );
    expect(lapsed.text).toContain('The event has no free places at the moment.');
    expect(lapsed.text).not.toContain('Register again');
    await freshToken(t, ravi);
    const order = await as(ravi, 'POST', '/api/payments/orders', {
      registrationId: waiting.registration._id,
    });
    expect(order.statusCode, order.body).toBe(201);

    // Halfway, a reminder with Pay now; at the end, the offer lapses with a way back in.
    t.clock.advance(3 * 3_600_000);
    await t.app.jobs.drain();
    const reminder = await t.mailbox.waitFor(ravi.email, (m) =>
      m.subject.startsWith('Pay by 1 Jun 2026, 6:21 pm to keep your place'),
    );
    expect(reminder.text).toContain(`/users/registrations?pay=${waiting.registration._id}`);
    t.clock.advance(3 * 3_600_000);
    await t.app.jobs.drain();
    expect(await statusOf(waiting.registration._id)).toBe('expired');
    const gone = await t.mailbox.waitFor(ravi.email, (m) =>
      m.subject.startsWith('Your place has lapsed'),
    );
    expect(gone.text).toContain(`Register again: ${t.config.siteUrl}/register?event=${eventId}`);
    expect(t.mailbox.to(ravi.email).filter((m) => m.subject.startsWith('Pay by'))).toHaveLength(1);
  });

  it('cancels until the deadline, refunding a paid registration as the event says, through Razorpay', async () => {
    await start();
    const full = await createEvent({ amountIndividual: 500, maxParticipants: 1, waitlist: true });
    const none = await createEvent({ name: 'Trek', amountIndividual: 800, refundRule: 'none' });
    const asha = await member('Asha Patil');
    const ravi = await member('Ravi Kulkarni');

    async function payFor(who: TestMember, eventId: string) {
      const { registration } = await register(who, eventId);
      const order = await as(who, 'POST', '/api/payments/orders', {
        registrationId: registration._id,
      });
      const result = razorpay.simulator.pay(order.json().orderId, { method: 'upi' });
      if (result.outcome !== 'success') throw new Error('no payment');
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/payments/verify',
        payload: result.checkout,
      });
      expect(verified.statusCode, verified.body).toBe(200);
      return { id: registration._id, paymentId: result.checkout.razorpay_payment_id };
    }

    const paid = await payFor(asha, full);
    expect(await statusOf(paid.id)).toBe('confirmed');
    const waiting = await register(ravi, full);
    expect((await as(ravi, 'POST', `/api/registrations/${paid.id}/cancel`)).statusCode).toBe(404);

    const cancelled = await as(asha, 'POST', `/api/registrations/${paid.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      refund: 500,
      message: 'Your registration is cancelled. ₹500 will be refunded to the way you paid.',
    });
    // The place is freed at once: Ravi, in line, now holds it to pay.
    expect(await statusOf(waiting.registration._id)).toBe('awaiting_payment');
    await t.app.jobs.drain();
    expect(razorpay.simulator.refundsOfPayment(paid.paymentId)).toEqual([
      expect.objectContaining({ amount: 50_000, status: 'processed' }),
    ]);
    const [refund] = await t.database.db.select().from(refunds);
    expect(refund).toMatchObject({
      amount: 500,
      status: 'processed',
      requestedBy: 'site (automatic)',
    });
    const mail = await t.mailbox.waitFor(asha.email, (m) =>
      m.subject.startsWith('Registration cancelled'),
    );
    expect(mail.text).toContain('₹500 will be refunded the way you paid');
    expect(mail.text).toContain('your place has gone to someone else');
    const again = await as(asha, 'POST', `/api/registrations/${paid.id}/cancel`);
    expect(again.statusCode).toBe(409);
    const totals = (await admin('GET', '/api/admins/total-collected')).json();
    expect(totals.registrations).toBe(0);

    const kept = await payFor(asha, none);
    const noRefund = await as(asha, 'POST', `/api/registrations/${kept.id}/cancel`);
    expect(noRefund.json()).toMatchObject({
      refund: 0,
      message: 'Your registration is cancelled.',
    });
    expect(razorpay.simulator.refundsOfPayment(kept.paymentId)).toEqual([]);
    // Nobody was waiting for the Trek: the mail does not say the place went to someone.
    await t.app.jobs.drain();
    const trekMail = await t.mailbox.waitFor(asha.email, (m) =>
      m.subject.startsWith('Registration cancelled: Trek'),
    );
    expect(trekMail.text).not.toContain('gone to someone else');

    // After the deadline (15 June, end of day in Kolkata) nobody may cancel.
    const late = await register(ravi, none);
    t.clock.set('2026-06-15T18:30:00Z');
    await freshToken(t, ravi);
    const tooLate = await as(ravi, 'POST', `/api/registrations/${late.registration._id}/cancel`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(
      'The deadline has passed, so this registration can no longer be cancelled. Please contact the organiser.',
    );
  });

  it('never puts more people in than the places when cancellations, registrations and promotions race', async () => {
    await start({ RATE_LIMIT_PER_ACCOUNT: '1000', RATE_LIMIT_PER_ADDRESS: '100000' });
    const eventId = await createEvent({ maxParticipants: 5, waitlist: true });
    const crowd = await Promise.all(Array.from({ length: 30 }, () => member()));
    const answers = await Promise.all(
      crowd.slice(0, 20).map(async (who) => ({ who, ...(await register(who, eventId)) })),
    );
    expect(answers.filter((answer) => answer.status === 'confirmed')).toHaveLength(5);
    const confirmed = answers.filter((answer) => answer.status === 'confirmed');
    const waitlisted = answers.filter((answer) => answer.status === 'waitlisted');
    const cancel = ({ who, registration }: (typeof answers)[number]) =>
      as(who, 'POST', `/api/registrations/${registration._id}/cancel`);
    await Promise.all([
      ...confirmed.slice(0, 4).map(cancel),
      ...waitlisted.slice(5, 9).map(cancel),
      ...crowd.slice(20).map((who) => as(who, 'POST', '/api/users/register', form(who, eventId))),
      admin('PUT', `/api/events/${eventId}`, eventForm({ maxParticipants: 6, waitlist: true })),
    ]);

    const rows = await t.database.db
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, eventId),
          inArray(registrations.status, ['confirmed', 'awaiting_payment']),
        ),
      );
    expect(rows).toHaveLength(6);
    expect(await placesTaken(eventId)).toBe(6);
    // The places went to the earliest in line that did not leave.
    const stillWaiting = await t.database.db
      .select({ createdAt: registrations.createdAt })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'waitlisted')));
    const promotedLast = Math.max(...rows.map((row) => row.createdAt.getTime()));
    const waitingFirst = Math.min(...stillWaiting.map((row) => row.createdAt.getTime()));
    expect(promotedLast).toBeLessThanOrEqual(waitingFirst);
  });

  it('reminds each confirmed registrant once before the event, however often the sweep runs', async () => {
    await start({ REMINDER_HOURS_BEFORE: '24' });
    const soon = await createEvent({ date: '2026-06-02T04:30:00.000Z', deadline: '' });
    const quiet = await createEvent({
      name: 'Quiet Evening',
      date: '2026-06-02T04:30:00.000Z',
      deadline: '',
      reminders: false,
    });
    const later = await createEvent({
      name: 'Later Match',
      date: '2026-06-10T04:30:00.000Z',
      deadline: '',
    });
    const asha = await member('Asha Patil');
    const ravi = await member('Ravi Kulkarni');
    await register(asha, soon);
    const leaving = await register(ravi, soon);
    await register(asha, quiet);
    await register(asha, later);
    await as(ravi, 'POST', `/api/registrations/${leaving.registration._id}/cancel`);

    for (let sweep = 0; sweep < 3; sweep++) {
      t.clock.advance(5 * 60_000);
      await t.app.jobs.drain();
    }
    const reminders = t.mailbox.sent.filter((m) => m.subject.startsWith('Reminder'));
    expect(reminders.map((m) => [m.to, m.subject])).toEqual([
      [asha.email, 'Reminder: Hostel Day Dinner on 2 Jun 2026, 10:00 am'],
    ]);
  });

  it('writes to 500 registrants through a queue, once each, although the mail server refuses mail for a while', async () => {
    const smtp = await startSmtpListener();
    try {
      t = await createTestApp({
        mailer: 'smtp',
        env: { SMTP_URL: smtp.url, MAIL_PER_SECOND: '1000' },
      });
      admin = await loginAsAdmin(t);
      const eventId = await createEvent({ name: 'Annual Day' });
      const emails = Array.from({ length: 503 }, (_, i) => `guest${i}@example.com`);
      await t.database.db.insert(people).values(emails.map((email) => ({ email })));
      await t.database.db.insert(registrations).values(
        emails.map((email, i) => ({
          eventId,
          name: `Guest ${i}`,
          email,
          contact: '+91 90000 00000',
          gender: 'M' as const,
          registrationType: 'individual' as const,
          status: i < 500 ? ('confirmed' as const) : ('waitlisted' as const),
        })),
      );
      const bad = await admin('POST', `/api/admins/events/${eventId}/messages`, {
        subject: 'Venue change',
        body: 'x',
        audience: 'everyone',
      });
      expect(bad.statusCode).toBe(400);

      smtp.refuseNext(150);
      const sent = await admin('POST', `/api/admins/events/${eventId}/messages`, {
        subject: 'Venue change',
        body: 'Annual Day moves to the Main Lawn.\nSee you there!',
        audience: 'confirmed',
      });
      expect(sent.statusCode, sent.body).toBe(202);
      expect(sent.json()).toMatchObject({ recipients: 500 });

      const delivered = () => smtp.mails.filter((m) => m.subject === 'Venue change');
      for (let round = 0; round < 10 && delivered().length < 500; round++) {
        await t.app.jobs.drain();
        t.clock.advance(60_000);
      }
      expect(smtp.refused()).toBe(150);
      const recipients = delivered().flatMap((m) => m.to);
      expect(recipients).toHaveLength(500);
      expect(new Set(recipients)).toEqual(new Set(emails.slice(0, 500)));
      expect(delivered()[0]?.text).toContain('Annual Day moves to the Main Lawn.');

      const listed = await admin('GET', `/api/admins/events/${eventId}/messages`);
      expect(listed.json()).toEqual([
        expect.objectContaining({
          subject: 'Venue change',
          audience: 'confirmed',
          recipients: 500,
          sent: 500,
          failed: 0,
          pending: 0,
        }),
      ]);
      expect(await t.app.jobs.depth()).toEqual({
        queued: expect.any(Number),
        running: 0,
        failed: 0,
      });
    } finally {
      await t.close();
      await smtp.close();
      t = undefined as unknown as TestApp;
    }
  }, 180_000);
});
