import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isCricket, lowestFee, registrationClosedReason } from '@/domain/events';
import { aboutSections, events, images, registrations } from '../db/schema';
import { DEMO_MEMBER } from '../modules/accounts/demo-member';
import { freshAppForEachTest, type TestApp } from '../test/test-app';
import { seedDemoContent } from './seed';
import type { Event } from '@/domain/event-schemas';

describe('demo content', () => {
  let t: TestApp;
  freshAppForEachTest((app) => (t = app));

  it('fills an empty database with events of every kind around today', async () => {
    expect(await seedDemoContent(t)).toEqual(['12 events', 'the About page', 'the demo member']);
    const list = async (url: string) => (await t.app.inject({ url })).json<Event[]>();
    const all = await list('/api/events');
    const upcoming = await list('/api/events?upcoming=true');
    const now = t.clock.now();
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(all.some((e) => e.status === 'completed')).toBe(true);

    const only = (type: string) => all.filter((e) => e.allowedRegistrationTypes.join() === type);
    expect(only('individual').length).toBeGreaterThan(0);
    expect(only('team').length).toBeGreaterThan(0);
    expect(only('individual,team').length).toBeGreaterThan(0);

    // A seven-a-side cup takes teams of seven and more, not pairs.
    expect(all.find((e) => e.name === 'Kabaddi Cup')).toMatchObject({
      teamSizeMin: 7,
      teamSizeMax: 10,
    });

    const freeCricketTeam = only('team').find(
      (e) => isCricket(e.name) && lowestFee(e).amount === 0 && e.status === 'upcoming',
    );
    expect(freeCricketTeam).toBeDefined();
    expect(
      all.find((e) => e.amountIndividual > 0 && e.amountTeam > 0 && lowestFee(e).from),
    ).toBeDefined();
    expect(
      only('individual').find((e) => lowestFee(e).amount === 0 && e.status === 'upcoming'),
    ).toBeDefined();
    const nearDeadline = all.find(
      (e) =>
        e.maxParticipants > 0 &&
        e.deadline &&
        registrationClosedReason(e, now) === null &&
        new Date(e.deadline).getTime() - now.getTime() < 3 * 86_400_000,
    );
    expect(nearDeadline).toBeDefined();
    expect(upcoming.some((e) => registrationClosedReason(e, now) === 'deadline')).toBe(true);
  });

  it('fills the About page in three languages and all six sections, with portraits stored as images', async () => {
    await seedDemoContent(t);
    const content = (await t.app.inject({ url: '/api/about' })).json().content;
    expect(content).toMatch(/^<h2>/);
    // A newcomer reading in Hindi or Marathi sees the committee's text in that language.
    for (const [language, heading] of [
      ['hi', '<h2>घर से दूर एक घर'],
      ['mr', '<h2>घरापासून दूर एक घर'],
    ] as const) {
      const answer = await t.app.inject({
        url: '/api/about',
        headers: { cookie: `lang=${language}` },
      });
      expect(answer.json()).toMatchObject({ language, content: expect.stringContaining(heading) });
    }
    const sections = await t.database.db.select().from(aboutSections);
    expect(sections).toHaveLength(6);
    expect(sections.find((s) => s.sectionType === 'president')?.members).toHaveLength(1);
    const portraits = await t.database.db.select({ id: images.id }).from(images);
    expect(portraits.length).toBeGreaterThan(0);
    const pictured = sections.flatMap((s) => s.members).filter((m) => m.image !== '');
    expect(pictured.length).toBe(portraits.length);
    const one = await t.app.inject({ url: `/api${pictured[0]?.image}` });
    expect(one.statusCode).toBe(200);
  });

  it("gives the demo member registrations at the events' fees, paid where recorded, counted", async () => {
    await seedDemoContent(t);
    const rows = await t.database.db
      .select({ registration: registrations, event: events.name, count: events.registrationCount })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(eq(registrations.email, DEMO_MEMBER.email))
      .orderBy(asc(events.name));
    expect(
      rows.map(({ registration: r, event, count }) => [
        event,
        r.registrationType,
        r.teamMembers.length,
        r.amount,
        r.paymentStatus,
        r.dateOfBirth,
        r.nationality,
        count,
      ]),
    ).toEqual([
      ['Carrom Tournament', 'individual', 0, 50, 'Success', null, '', 1],
      ['Ganesh Utsav Rangoli Competition', 'individual', 0, 0, 'Success', null, '', 1],
      ['Night Cricket League', 'team', 3, 1500, 'Pending', null, '', 1],
    ]);
  });

  it('leaves a database with content alone', async () => {
    await seedDemoContent(t);
    expect(await seedDemoContent(t)).toEqual([]);
    expect(await t.database.db.select({ id: events.id }).from(events)).toHaveLength(12);
  });
});
