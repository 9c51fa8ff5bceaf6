import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { registrations } from '../db/schema';
import { ensureConfiguredAdmin } from '../modules/admins/configured-admin';
import { createTestApp, freshAppForEachTest, type TestApp, type TestAppOptions } from './test-app';

/** A call to the API with the admin's token. */
export type AdminCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** Creates the configured admin, logs in as them, and answers a way to call the API as them. */
export async function loginAsAdmin(t: TestApp): Promise<AdminCall> {
  await ensureConfiguredAdmin(t.database.db, t.config.admin, t.clock);
  const { username, password } = t.config.admin;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admins/login',
    payload: { username, password },
  });
  const token: string = login.json().token;
  return (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload !== undefined && { payload: payload as object }),
    });
}

/** A fresh test app, and a way to call its API as its configured admin. */
export async function appWithAdmin(
  options?: TestAppOptions,
): Promise<{ t: TestApp; call: AdminCall }> {
  const t = await createTestApp(options);
  return { t, call: await loginAsAdmin(t) };
}

/** Each test of the calling block gets a fresh app and its admin's calls (`appWithAdmin`). */
export function adminAppForEachTest(
  use: (app: { t: TestApp; call: AdminCall }) => unknown,
  options?: TestAppOptions | (() => TestAppOptions),
) {
  freshAppForEachTest(async (t) => use({ t, call: await loginAsAdmin(t) }), options);
}

/** The admin's event form as the browser sends it: some numbers as text, as typed. */
export const EVENT_FORM = {
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

/** Registers people by hand as the admin; a team brings one mate, and `paid` records payment. */
export async function registerPeople(
  call: AdminCall,
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
      const paid = await call('PUT', `/api/admins/registration/${response.json()._id}`, {
        paymentStatus: 'Success',
        reason: 'Paid in cash at the office',
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
  }
}

/**
 * A free event starting `fromNow` ms from the test clock, with `names` registered by the admin
 * (a name starting with "Team" brings `mates` mates, two unless told): answers the event's id
 * and the registrations' ticket codes, in order.
 */
export async function freeEventWith(
  t: TestApp,
  call: AdminCall,
  event: { name?: string; fromNow: number; names: string[]; mates?: number },
) {
  const created = await call('POST', '/api/events', {
    ...EVENT_FORM,
    ...(event.name && { name: event.name }),
    date: new Date(t.clock.now().getTime() + event.fromNow).toISOString(),
    deadline: '',
    maxParticipants: '0',
    amountIndividual: 0,
    amountTeam: 0,
    teamSizeMax: 3,
  });
  expect(created.statusCode, created.body).toBe(201);
  const eventId: string = created.json().event._id;
  const mates = ['One', 'Two'].slice(0, event.mates ?? 2);
  const codes: string[] = [];
  for (const person of event.names) {
    const email = `${person.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.com`;
    const team = person.startsWith('Team');
    const response = await call('POST', '/api/admins/registration', {
      name: person,
      email,
      contact: '+91 98220 12345',
      hostel: 'Main',
      hostelAddress: 'Room 1',
      gender: 'female',
      event: eventId,
      registrationType: team ? 'team' : 'individual',
      teamMembers: team
        ? mates.map((mate, index) => ({
            name: `Mate ${mate}`,
            email: `${mate.toLowerCase()}.${email}`,
            contact: `+91 90000 0000${index + 1}`,
          }))
        : [],
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db
      .select({ code: registrations.ticketCode })
      .from(registrations)
      .where(eq(registrations.id, response.json()._id));
    codes.push(row?.code ?? '');
  }
  return { eventId, codes };
}
