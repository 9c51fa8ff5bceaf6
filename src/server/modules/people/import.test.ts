import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, peopleInvitations, registrations } from '@/server/db/schema';
import { EVENT_FORM, appWithAdmin, type AdminCall } from '@/server/test/admin-session';
import { createMember } from '@/server/test/members';
import type { TestApp } from '@/server/test/test-app';

const HEADER = 'Name,E-mail,Phone,Hostel,Room,Gender';

/** Twelve good rows and three bad ones (no name, a bad e-mail, a repeated e-mail). */
function residentsCsv() {
  const good = Array.from(
    { length: 12 },
    (_, i) =>
      `Resident ${i},resident${i}@example.com,+91 90000 000${String(i).padStart(2, '0')},Main,${100 + i},F`,
  );
  return [
    HEADER,
    ...good.slice(0, 5),
    ',noname@example.com,+91 90000 11111,Main,1,M',
    'Bad Mail,not-an-email,+91 90000 22222,Main,2,M',
    ...good.slice(5),
    '"Resident 0, again",RESIDENT0@example.com,+91 90000 33333,Main,3,F',
    '',
  ].join('\r\n');
}

describe('importing people from a spreadsheet', () => {
  let t: TestApp;
  let call: AdminCall;

  beforeEach(async () => ({ t, call } = await appWithAdmin()));
  afterEach(() => t.close());

  const eventRows = (eventId: string) =>
    t.database.db.select().from(registrations).where(eq(registrations.eventId, eventId));

  it('previews each row with its problems, saving nothing, then registers the good rows once', async () => {
    const { event } = (
      await call('POST', '/api/events', { ...EVENT_FORM, amountIndividual: 0 })
    ).json();
    const input = { csv: residentsCsv(), action: 'register', event: event._id };

    const preview = await call('POST', '/api/admins/people/import/preview', input);
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json();
    expect(report).toMatchObject({ saved: false, added: 12, unchanged: 0, withProblems: 3 });
    const problems = report.rows.filter((row: { outcome: string }) => row.outcome === 'problem');
    expect(problems).toEqual([
      expect.objectContaining({ line: 7, problems: ['Name is required.'] }),
      expect.objectContaining({
        line: 8,
        email: 'not-an-email',
        problems: ['Please enter a valid e-mail address.'],
      }),
      expect.objectContaining({
        line: 16,
        name: 'Resident 0, again',
        problems: ['The same e-mail is on line 2.'],
      }),
    ]);
    expect(await eventRows(event._id)).toHaveLength(0);
    const imports = () =>
      t.database.db.select().from(auditLog).where(eq(auditLog.action, 'people.import'));
    expect(await imports()).toHaveLength(0);

    const imported = await call('POST', '/api/admins/people/import', input);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      saved: true,
      added: 12,
      unchanged: 0,
      withProblems: 3,
    });
    const stored = await eventRows(event._id);
    expect(stored).toHaveLength(12);
    expect(stored.find((row) => row.email === 'resident3@example.com')).toMatchObject({
      name: 'Resident 3',
      contact: '+91 90000 00003',
      hostel: 'Main',
      hostelAddress: '103',
      gender: 'F',
      status: 'confirmed',
      registrationType: 'individual',
    });
    await t.app.jobs.drain();
    expect(t.mailbox.to('resident3@example.com')).toHaveLength(1);

    // The same file again: every good row is already registered, nothing changes.
    const again = await call('POST', '/api/admins/people/import', input);
    expect(again.json()).toMatchObject({ saved: true, added: 0, unchanged: 12, withProblems: 3 });
    expect(again.json().rows[0].outcome).toBe('already_registered');
    expect(await eventRows(event._id)).toHaveLength(12);
    await t.app.jobs.drain();
    expect(t.mailbox.to('resident3@example.com')).toHaveLength(1);
    const [entry] = await imports();
    expect(entry?.after).toMatchObject({ action: 'register', added: 12, withProblems: 3 });
  });

  it('invites people to sign up once each, and not those who are members already', async () => {
    await createMember(t, { email: 'resident1@example.com' });
    const input = { csv: residentsCsv(), action: 'invite' };

    const imported = await call('POST', '/api/admins/people/import', input);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ added: 11, unchanged: 1, withProblems: 3 });
    expect(imported.json().rows[1]).toMatchObject({
      email: 'resident1@example.com',
      outcome: 'already_member',
    });
    await t.app.jobs.drain();
    const [mail] = t.mailbox.to('resident4@example.com');
    expect(mail?.subject).toBe('You are invited to join Hostel Community');
    expect(mail?.text).toContain('/signup?email=resident4%40example.com&name=Resident+4');
    expect(t.mailbox.to('resident1@example.com')).toHaveLength(0);
    expect(await t.database.db.select().from(peopleInvitations)).toHaveLength(11);
    // An invitation holds a person's details: their data export and erasure reach it.
    const exported = await call('GET', '/api/admins/people/resident4@example.com/export');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().invitation).toMatchObject({
      email: 'resident4@example.com',
      name: 'Resident 4',
    });

    const again = await call('POST', '/api/admins/people/import', input);
    expect(again.json()).toMatchObject({ added: 0, unchanged: 12, withProblems: 3 });
    await t.app.jobs.drain();
    expect(t.mailbox.to('resident4@example.com')).toHaveLength(1);
  });

  it('refuses a file it cannot read, or a register without an event, with 400 and saves nothing', async () => {
    const { event } = (await call('POST', '/api/events', EVENT_FORM)).json();
    const cases: Array<[object, RegExp]> = [
      [{ csv: 'Full name,Phone\nAsha,+91 1', action: 'invite' }, /no email column/],
      [{ csv: 'name,email\n', action: 'invite' }, /no rows under its header/],
      [{ csv: 'name,email\n"Asha,asha@example.com', action: 'invite' }, /never closed/],
      [{ csv: 'name,email\nAsha,asha@example.com', action: 'register' }, /^event: /],
      [{ csv: 'name,email\nAsha,asha@example.com', action: 'delete' }, /^action/],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/admins/people/import', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    // Registering needs a phone and a gender on each row.
    const preview = await call('POST', '/api/admins/people/import/preview', {
      csv: 'name,email\nAsha,asha@example.com',
      action: 'register',
      event: event._id,
    });
    expect(preview.json().rows[0].problems).toEqual([
      'Phone is required to register.',
      'Gender is required to register (Male, Female or Other).',
    ]);
    expect(await t.database.db.select().from(peopleInvitations)).toHaveLength(0);
  });
});
