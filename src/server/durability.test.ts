import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { events, queries, registrations } from './db/schema';
import { studentIdFor } from './modules/accounts/student-ids';
import { checkDatabase } from './test/durability-checks';
import { runDurabilityCheck, type DurabilityReport } from './test/durability';
import { createScratchDatabase, scratchLabel, type ScratchDatabase } from './test/scratch-postgres';
import { createTestDatabase } from './test/test-database';
import type { WriteLedger } from './test/write-load';

// CI's second run sets TEST_DATABASE_URL: then the server runs on PostgreSQL, in a database
// made for this test beside that one (so CI's clean-up of the run's databases also finds it).
const templateUrl = process.env.TEST_DATABASE_URL;
const RUN_TIMEOUT_MS = 150_000;

describe(`a server killed mid-load (${templateUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  let scratch: ScratchDatabase | undefined;
  let report: DurabilityReport;

  beforeAll(async () => {
    if (templateUrl) scratch = await createScratchDatabase(templateUrl, scratchLabel('durability'));
    report = await runDurabilityCheck({
      databaseUrl: scratch?.url,
      embeddedSnapshot: inject('pgliteSnapshot') || undefined,
      killAfterWrites: 50,
    });
  }, RUN_TIMEOUT_MS);

  afterAll(async () => {
    await scratch?.drop();
  });

  it('was killed by SIGKILL while it was answering requests', () => {
    expect(report.unexpected).toEqual([]);
    expect(report.exit.signal).toBe('SIGKILL');
    expect(report.answeredTotal).toBeGreaterThanOrEqual(50);
    expect(report.inFlightAtKill).toBeGreaterThan(0);
  });

  it('shows every write it had answered 2xx after the restart, through the API and stored', () => {
    expect(report.lostThroughApi).toEqual([]);
    expect(report.lost).toEqual([]);
  });

  it('keeps the data consistent: counts, capacity, unique student ids, whole teams', () => {
    expect(report.inconsistencies).toEqual([]);
    for (const event of report.figures.events) {
      if (event.maxParticipants > 0)
        expect(event.registrations).toBeLessThanOrEqual(event.maxParticipants);
    }
  });
});

describe('the durability checks', () => {
  it('notice acknowledged writes that are missing and a count that does not match its rows', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      const [event] = await db
        .insert(events)
        .values({ name: 'Quiz Night', maxParticipants: 1, registrationCount: 1 })
        .returning();
      if (!event) throw new Error('event not stored');
      await studentIdFor(db, 'asha@example.com');
      const [kept] = await db
        .insert(registrations)
        .values({
          eventId: event.id,
          name: 'Asha Patil',
          email: 'asha@example.com',
          contact: '+91 98765 43210',
          gender: 'F',
          registrationType: 'individual',
        })
        .returning();
      if (!kept) throw new Error('registration not stored');
      await db.insert(queries).values({ name: 'Parent', email: 'p@example.com', message: 'Kept' });

      const ledger: WriteLedger = {
        signupsStarted: new Map(),
        signupsVerified: new Set(),
        accounts: new Map(),
        registrations: new Map([
          [
            kept.id,
            {
              eventId: event.id,
              email: 'asha@example.com',
              registrationType: 'individual',
              teamMembers: [],
            },
          ],
        ]),
        registrationEdits: new Map(),
        queries: new Set(['Kept', 'Answered but never stored']),
        events: new Map([[event.id, { name: 'Quiz Night' }]]),
        eventEdits: new Map(),
        refusedFull: 0,
      };
      const intact = await checkDatabase(db, ledger);
      expect(intact.lost).toEqual(['contact query "Answered but never stored": missing']);
      expect(intact.inconsistencies).toEqual([]);

      // As if the registration's commit had been lost but not its event's count.
      await db.delete(registrations).where(eq(registrations.id, kept.id));
      const broken = await checkDatabase(db, ledger);
      expect(broken.lost).toContain(`registration ${kept.id} of asha@example.com: missing`);
      expect(broken.inconsistencies).toEqual([
        'event Quiz Night: registration count 1 but 0 registrations',
      ]);
    } finally {
      await database.close();
    }
  });
});
