import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_DESCRIPTION_MAX, EVENT_NAME_MAX } from '@/domain/admin-schemas';
import { eventSchema, type Event } from '@/domain/event-schemas';
import { events } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { createAdmin, type TestAdmin } from '@/server/test/admins';

const DIWALI = {
  name: 'Diwali Rangoli',
  description: 'Draw a rangoli in the courtyard.',
  nameHi: '  दिवाली रंगोली  ',
  descriptionHi: 'आँगन में रंगोली बनाइए।',
  nameMr: 'दिवाळी रांगोळी',
  // Not written in Marathi: the English shows.
  descriptionMr: '',
  date: '2026-11-08T18:00:00+05:30',
};

describe("events in the committee's Hindi and Marathi", () => {
  let t: TestApp;
  let admin: TestAdmin;
  let event: Event;

  beforeEach(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    const created = await admin.call('POST', '/api/events', DIWALI);
    expect(created.statusCode, created.body).toBe(201);
    event = eventSchema.parse(created.json().event);
  });
  afterEach(() => t.close());

  const names = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url, headers })).json<Event[]>().map((e) => [e.name, e.description]);

  it('stores the texts trimmed, an empty one as none, and answers them with the originals', async () => {
    expect(event).toMatchObject({
      name: 'Diwali Rangoli',
      description: 'Draw a rangoli in the courtyard.',
      nameHi: 'दिवाली रंगोली',
      descriptionHi: 'आँगन में रंगोली बनाइए।',
      nameMr: 'दिवाळी रांगोळी',
      descriptionMr: null,
    });
    const [row] = await t.database.db.select().from(events);
    expect(row).toMatchObject({ nameHi: 'दिवाली रंगोली', descriptionMr: null });
  });

  it('answers the lists and the event in the language of the lang cookie', async () => {
    expect(await names('/api/events', { cookie: 'lang=hi' })).toEqual([
      ['दिवाली रंगोली', 'आँगन में रंगोली बनाइए।'],
    ]);
    expect(await names('/api/events?upcoming=true', { cookie: 'lang=mr' })).toEqual([
      ['दिवाळी रांगोळी', 'Draw a rangoli in the courtyard.'],
    ]);
    expect(await names('/api/events', { cookie: 'lang=en' })).toEqual([
      ['Diwali Rangoli', 'Draw a rangoli in the courtyard.'],
    ]);
    const one = await t.app.inject({
      url: `/api/events/${event._id}`,
      headers: { cookie: 'theme=dark; lang=hi' },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      name: 'दिवाली रंगोली',
      description: 'आँगन में रंगोली बनाइए।',
      // The stored texts stay in the answer.
      nameMr: 'दिवाळी रांगोळी',
    });
    expect(one.headers.vary).toMatch(/Cookie, Accept-Language/);
  });

  it('follows Accept-Language without a cookie, and the cookie before it', async () => {
    expect(await names('/api/events', { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' })).toEqual([
      ['दिवाळी रांगोळी', 'Draw a rangoli in the courtyard.'],
    ]);
    expect(await names('/api/events', { 'accept-language': 'de-DE, en;q=0.5' })).toEqual([
      ['Diwali Rangoli', 'Draw a rangoli in the courtyard.'],
    ]);
    const one = await t.app.inject({
      url: `/api/events/${event._id}`,
      headers: { 'accept-language': 'hi' },
    });
    expect(one.json().name).toBe('दिवाली रंगोली');
    expect(await names('/api/events', { cookie: 'lang=en', 'accept-language': 'hi-IN' })).toEqual([
      ['Diwali Rangoli', 'Draw a rangoli in the courtyard.'],
    ]);
    const list = await t.app.inject({ url: '/api/events', headers: { 'accept-language': 'hi' } });
    expect(list.headers.vary).toMatch(/Cookie, Accept-Language/);
  });

  it("gives the committee's originals when asked, whatever the language", async () => {
    expect(await names('/api/events?original=true', { cookie: 'lang=hi' })).toEqual([
      ['Diwali Rangoli', 'Draw a rangoli in the courtyard.'],
    ]);
  });

  it('keeps a separate cached list per language, each changed with the event', async () => {
    await names('/api/events', { cookie: 'lang=hi' });
    await names('/api/events', { cookie: 'lang=mr' });
    const changed = await admin.call('PUT', `/api/events/${event._id}`, {
      ...DIWALI,
      nameHi: 'रंगोली प्रतियोगिता',
      nameMr: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().event).toMatchObject({ nameHi: 'रंगोली प्रतियोगिता', nameMr: null });
    expect((await names('/api/events', { cookie: 'lang=hi' }))[0]?.[0]).toBe('रंगोली प्रतियोगिता');
    expect((await names('/api/events', { cookie: 'lang=mr' }))[0]?.[0]).toBe('Diwali Rangoli');
  });

  it('copies the Hindi and Marathi texts with Duplicate', async () => {
    const copy = await admin.call('POST', `/api/events/${event._id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().event).toMatchObject({
      name: 'Diwali Rangoli (copy)',
      nameHi: 'दिवाली रंगोली',
      nameMr: 'दिवाळी रांगोळी',
      descriptionHi: 'आँगन में रंगोली बनाइए।',
      descriptionMr: null,
    });
  });

  it.each([
    ['nameHi', EVENT_NAME_MAX],
    ['nameMr', EVENT_NAME_MAX],
    ['descriptionHi', EVENT_DESCRIPTION_MAX],
    ['descriptionMr', EVENT_DESCRIPTION_MAX],
  ])('refuses a %s longer than %i characters with 400, changing nothing', async (field, max) => {
    const refused = await admin.call('PUT', `/api/events/${event._id}`, {
      ...DIWALI,
      [field]: 'क'.repeat(max + 1),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'request.invalid-field', field });
    // The limit itself is taken.
    const exact = await admin.call('POST', '/api/events', { ...DIWALI, [field]: 'क'.repeat(max) });
    expect(exact.statusCode, exact.body).toBe(201);
    const [stored] = await t.database.db.select().from(events).where(eq(events.id, event._id));
    expect(stored?.updatedAt.toISOString()).toBe(event.updatedAt);
  });

  it('refuses a text that is not a string with 400', async () => {
    const refused = await admin.call('POST', '/api/events', { ...DIWALI, nameMr: 42 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'request.invalid-field', field: 'nameMr' });
  });
});
