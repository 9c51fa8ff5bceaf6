import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventListSchema, eventSchema, type Event } from '@/domain/event-schemas';
import { events } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { createAdmin } from '@/server/test/admins';

describe('events API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    // The test clock reads 2026-06-01 12:00 IST.
    await t.database.db.insert(events).values([
      { name: 'Undated Debate', status: 'upcoming' },
      { name: 'Past Carrom', date: new Date('2026-05-20T10:00:00Z'), status: 'completed' },
      { name: 'Later Cricket', date: new Date('2026-07-10T02:00:00Z'), status: 'upcoming' },
      // Earlier today in Kolkata (00:10 IST), the day before in UTC.
      { name: 'Midnight Chess', date: new Date('2026-05-31T18:40:00Z'), status: 'ongoing' },
      {
        name: 'Paid Volleyball',
        date: new Date('2026-06-15T11:00:00Z'),
        allowedRegistrationTypes: ['individual', 'team'],
        amountIndividual: 150,
        amountTeam: 250,
        maxParticipants: 20,
      },
    ]);
  });
  afterEach(() => t.close());

  it('lists every event by date, undated last, in the shape the API documents', async () => {
    const response = await t.app.inject({ url: '/api/events' });
    expect(response.statusCode).toBe(200);
    const list = eventListSchema.parse(response.json());
    expect(list.map((e) => e.name)).toEqual([
      'Past Carrom',
      'Midnight Chess',
      'Paid Volleyball',
      'Later Cricket',
      'Undated Debate',
    ]);
    const volleyball = list.find((e) => e.name === 'Paid Volleyball');
    expect(volleyball).toMatchObject({
      date: '2026-06-15T11:00:00.000Z',
      deadline: null,
      status: 'upcoming',
      allowedRegistrationTypes: ['individual', 'team'],
      amountIndividual: 150,
      amountTeam: 250,
      maxParticipants: 20,
      registrationCount: 0,
    });
    expect(volleyball?._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists only upcoming events by the site time zone when asked', async () => {
    const response = await t.app.inject({ url: '/api/events?upcoming=true' });
    expect(response.json().map((e: { name: string }) => e.name)).toEqual([
      'Midnight Chess',
      'Paid Volleyball',
      'Later Cricket',
      'Undated Debate',
    ]);
  });

  it('answers a bad filter with 400', async () => {
    const response = await t.app.inject({ url: '/api/events?upcoming=perhaps' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^upcoming: /);
  });

  it('gives one event by id', async () => {
    const [first] = (await t.app.inject({ url: '/api/events' })).json();
    const response = await t.app.inject({ url: `/api/events/${first._id}` });
    expect(response.statusCode).toBe(200);
    expect(eventSchema.parse(response.json())).toEqual(first);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    const malformed = await t.app.inject({ url: "/api/events/1' or '1'='1" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'id: This is not a valid event id.' });
    const unknown = await t.app.inject({ url: '/api/events/6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: 'This event does not exist. It may have been removed.',
    });
  });

  it('keeps serving the list from its cache until an event changes anywhere', async () => {
    const list = async () => (await t.app.inject({ url: '/api/events' })).json<Event[]>();
    const first = await list();
    expect(await list()).toEqual(first);
    // Written past the app, as another instance or a script would: the database tells the app.
    await t.database.db
      .update(events)
      .set({ registrationCount: 3 })
      .where(eq(events.name, 'Paid Volleyball'));
    await expect
      .poll(async () => (await list()).find((e) => e.name === 'Paid Volleyball')?.registrationCount)
      .toBe(3);
    await t.database.db.delete(events).where(eq(events.name, 'Past Carrom'));
    await expect.poll(async () => (await list()).length).toBe(4);
  });

  it('shows a change made through this instance in the very next list', async () => {
    const admin = (await createAdmin(t)).token;
    const before = (await t.app.inject({ url: '/api/events' })).json<Event[]>();
    const volleyball = before.find((e) => e.name === 'Paid Volleyball');
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${volleyball?._id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { status: 'ongoing' },
    });
    expect(changed.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/events' })).json<Event[]>();
    expect(after.find((e) => e.name === 'Paid Volleyball')?.status).toBe('ongoing');
  });

  it('sends the list compressed as the client accepts and revalidates it by its ETag', async () => {
    const plain = await t.app.inject({ url: '/api/events' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await t.app.inject({
      url: '/api/events',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      url: '/api/events',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const etag = plain.headers.etag as string;
    expect(etag).toBe(brotli.headers.etag);
    const revalidated = await t.app.inject({
      url: '/api/events',
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const admin = (await createAdmin(t)).token;
    const carrom = plain.json<Event[]>().find((e) => e.name === 'Past Carrom');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${carrom?._id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const changed = await t.app.inject({ url: '/api/events', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveLength(4);
  });

  it('moves an event out of the upcoming list when the day changes', async () => {
    const today = (await t.app.inject({ url: '/api/events?upcoming=true' })).json();
    expect(today.map((e: { name: string }) => e.name)).toContain('Midnight Chess');
    t.clock.advance(24 * 3_600_000);
    const tomorrow = (await t.app.inject({ url: '/api/events?upcoming=true' })).json();
    expect(tomorrow.map((e: { name: string }) => e.name)).not.toContain('Midnight Chess');
  });
});
