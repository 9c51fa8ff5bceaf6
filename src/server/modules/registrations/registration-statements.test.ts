import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { events, jobs } from '@/server/db/schema';
import { appWithMember, type TestMember } from '@/server/test/members';
import { individualForm } from '@/server/test/payments';
import type { TestApp } from '@/server/test/test-app';

/**
 * What a capacity-checked registration costs the database: every statement the request sends
 * (the job worker is stopped while counting, so its own statements are not), and the work that
 * can wait (mails, tickets, the hold's end) leaves the request's transaction as one job
 * (decision record 23). Today's counts, which no change may raise: the member's session, the
 * student id, the event locked with an earlier registration looked for, then one statement that
 * stores the registration, counts it on the event and enqueues its job; the answer is composed
 * from the rows in hand. On PostgreSQL BEGIN and COMMIT besides (the embedded database opens and
 * ends a transaction without a statement).
 */
const REGISTRATION_STATEMENTS_MAX = { pglite: 4, postgres: 6 };

describe('statements per registration', () => {
  let t: TestApp;
  let asha: TestMember;

  beforeEach(async () => ({ t, asha } = await appWithMember()));
  afterEach(() => t.close());

  async function addEvent(values: Partial<typeof events.$inferInsert>) {
    const [event] = await t.database.db
      .insert(events)
      .values({
        name: 'Night Cricket League',
        date: new Date('2026-06-20T04:30:00Z'),
        deadline: new Date('2026-06-15T18:29:59Z'),
        allowedRegistrationTypes: ['individual', 'team'],
        maxParticipants: 100,
        ...values,
      })
      .returning();
    if (!event) throw new Error('no event');
    return event;
  }

  async function registerCounting(payload: object) {
    await t.app.jobs.stop();
    let statements = 0;
    const stop = t.database.onQuery(() => void statements++);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload,
        headers: { authorization: `Bearer ${asha.token}` },
      });
      expect(response.statusCode, response.body).toBe(201);
    } finally {
      stop();
    }
    return statements;
  }

  const queued = () => t.database.db.select().from(jobs).where(eq(jobs.state, 'queued'));

  it('holds a place for a paid registration with one job, its hold ending', async () => {
    const event = await addEvent({ amountIndividual: 200 });
    const statements = await registerCounting(individualForm(asha, event.id));
    expect(statements).toBeLessThanOrEqual(REGISTRATION_STATEMENTS_MAX[t.database.kind]);
    expect((await queued()).map((job) => job.kind)).toEqual(['registrations.expire-hold']);
  });

  it("confirms a free team registration with one job, which mails the team's members after", async () => {
    const event = await addEvent({});
    const teamMembers = [1, 2].map((n) => ({
      name: `Player ${n}`,
      email: `player${n}@example.com`,
      contact: `+91 90000 0000${n}`,
    }));
    const statements = await registerCounting({
      ...individualForm(asha, event.id),
      registrationType: 'team',
      teamMembers,
    });
    expect(statements).toBeLessThanOrEqual(REGISTRATION_STATEMENTS_MAX[t.database.kind]);
    expect((await queued()).map((job) => job.kind)).toEqual(['mail.registration-confirmed']);

    await t.app.jobs.drain();
    const to = t.mailbox.sent.map((mail) => mail.to).sort();
    expect(to).toEqual(['asha@example.com', 'player1@example.com', 'player2@example.com']);
  });
});
