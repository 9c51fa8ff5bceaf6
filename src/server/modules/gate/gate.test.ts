import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketQrText } from '@/domain/lifecycle';
import { auditLog, registrations } from '@/server/db/schema';
import { declaredAccess } from '@/server/http/access';
import { appWithAdmin, freeEventWith, type AdminCall } from '@/server/test/admin-session';
import type { TestApp } from '@/server/test/test-app';

const HOUR = 3_600_000;

describe('the gate', () => {
  let t: TestApp;
  let admin: AdminCall;

  beforeAll(async () => ({ t, call: admin } = await appWithAdmin()));
  afterAll(() => t.close());

  const eventWith = (name: string, fromNow: number, names: string[]) =>
    freeEventWith(t, admin, { name, fromNow, names });

  async function createPass(eventId: string, body: object = { label: 'Gate 1' }) {
    const response = await admin('POST', `/api/admins/events/${eventId}/gate-passes`, body);
    expect(response.statusCode, response.body).toBe(201);
    const pass = response.json();
    const secret = new URL(pass.url).hash.slice(1);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `GatePass ${secret}` },
        ...(payload && { payload }),
      });
    return { pass, secret, call };
  }

  const scan = (code: string, gate: string, at: Date, extra: object = {}) => ({
    id: randomUUID(),
    code: ticketQrText(code),
    scannedAt: at.toISOString(),
    gate,
    ...extra,
  });

  it('binds a ticket to its event and day, and refuses cancelled tickets with the reason', async () => {
    const chess = await eventWith('Chess Open', 8 * 24 * HOUR, ['Kiran Shah']);
    const cup = await eventWith('Football Cup', 2 * HOUR, ['Asha Patil', 'Ravi Kulkarni']);
    const checkIn = (code: string, event: string) =>
      admin('POST', '/api/admins/check-ins', { code, event, gate: 'Main Gate' });

    // A Chess ticket at the football cup's gate: refused, naming its event and date.
    const wrongGate = await checkIn(chess.codes[0] ?? '', cup.eventId);
    expect(wrongGate.statusCode).toBe(409);
    expect(wrongGate.json().message).toBe(
      'This ticket is for Chess Open on 9 Jun 2026, not for this event.',
    );
    // At its own gate, but a week early: refused, and not used up.
    const early = await checkIn(chess.codes[0] ?? '', chess.eventId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'This ticket is for Chess Open on 9 Jun 2026. It admits only on that day, from 6 hours before the start.',
    );
    const missing = await admin('POST', '/api/admins/check-ins', { code: cup.codes[0] });
    expect(missing.statusCode).toBe(400);

    expect((await checkIn(cup.codes[0] ?? '', cup.eventId)).statusCode).toBe(200);
    await t.database.db
      .update(registrations)
      .set({ status: 'cancelled' })
      .where(eq(registrations.ticketCode, cup.codes[1] ?? ''));
    const cancelled = await checkIn(cup.codes[1] ?? '', cup.eventId);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(
      'This registration was cancelled, so the ticket is not valid.',
    );
  });

  it('gives a volunteer a pass for one event only, audited, refused once revoked or expired', async () => {
    const quiz = await eventWith('Hostel Quiz', 3 * HOUR, ['Meera Iyer']);
    const other = await eventWith('Other Night', 3 * HOUR, ['Nikhil Rao']);
    const { pass, secret, call } = await createPass(quiz.eventId);
    expect(pass).toMatchObject({ label: 'Gate 1' });
    expect(pass.url).toMatch(/^http:\/\/localhost:\d+\/gate#[\w-]{43}$/);
    // By default until 6 hours after the end of the event's day (site time, 23:59:59 IST).
    expect(pass.validUntil).toBe('2026-06-02T00:29:59.000Z');

    // The pass reads its own event's roster and nothing else.
    expect((await call('GET', '/api/gate/roster')).statusCode).toBe(200);
    expect((await call('GET', `/api/gate/roster?event=${other.eventId}`)).statusCode).toBe(403);
    const refused: string[] = [];
    for (const route of declaredAccess(t.app)) {
      const rules = typeof route.access === 'string' ? [route.access] : route.access;
      if (rules.includes('gate')) continue;
      const url = route.route.replace(/\{\w+\}/g, quiz.eventId);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `GatePass ${secret}` },
      });
      if (response.statusCode !== 403)
        refused.push(`${route.method} ${url} ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
    // A pass cannot make passes, nor is a made-up one a pass.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/gate/roster',
      headers: { authorization: `GatePass ${'x'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);

    // Its scans are counted and audited under the pass's name.
    const admitted = await call('POST', '/api/gate/check-ins', {
      scans: [scan(quiz.codes[0] ?? '', 'Gate 1', t.clock.now())],
    });
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect(admitted.json().results[0]).toMatchObject({ outcome: 'admitted', admitted: [0] });
    const listed = await admin('GET', `/api/admins/events/${quiz.eventId}/gate-passes`);
    expect(listed.json()).toEqual([
      expect.objectContaining({ _id: pass._id, label: 'Gate 1', scans: 1, revokedAt: null }),
    ]);
    const entries = await t.database.db.select().from(auditLog);
    const actions = entries.map((entry) => `${entry.action} ${entry.adminUsername}`);
    expect(actions).toContain('gate-pass.create admin');
    expect(actions).toContain('gate.scans Gate pass Gate 1');
    expect(JSON.stringify(entries)).not.toContain(secret);

    const revoked = await admin('DELETE', `/api/admins/gate-passes/${pass._id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await call('GET', '/api/gate/roster');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(
      'This gate pass has been revoked or has expired. Ask the committee for a new link.',
    );

    const short = await createPass(quiz.eventId, {
      label: 'Gate 2',
      validUntil: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    expect((await short.call('GET', '/api/gate/roster')).statusCode).toBe(200);
    t.clock.advance(HOUR + 1);
    expect((await short.call('GET', '/api/gate/roster')).statusCode).toBe(401);
    t.clock.advance(-HOUR - 1);
  });

  it('keeps no ticket code in the roster, only their SHA-256', async () => {
    const dance = await eventWith('Dance Night', 2 * HOUR, ['Asha Patil', 'Team Tigers']);
    const roster = await admin('GET', `/api/gate/roster?event=${dance.eventId}`);
    expect(roster.statusCode, roster.body).toBe(200);
    for (const code of dance.codes) expect(roster.body).not.toContain(code);
    const hashes = dance.codes.map((code) => createHash('sha256').update(code).digest('base64url'));
    expect(
      roster
        .json()
        .tickets.map((ticket: { hash: string }) => ticket.hash)
        .sort(),
    ).toEqual(hashes.sort());
    expect(roster.json().tickets).toContainEqual(
      expect.objectContaining({ name: 'Team Tigers', team: ['Mate One', 'Mate Two'], in: [] }),
    );
    expect(roster.json().headcount).toEqual({ total: 0, expected: 4, byGate: [] });
    expect((await admin('GET', '/api/gate/roster')).statusCode).toBe(400);
  });

  it('admits a batch sent twice once, and lists two gates racing on one ticket as a conflict', async () => {
    const fair = await eventWith('Food Fair', 2 * HOUR, [
      'Asha Patil',
      'Ravi Kulkarni',
      'Team Owls',
    ]);
    const gate1 = await createPass(fair.eventId, { label: 'Gate 1' });
    const gate2 = await createPass(fair.eventId, { label: 'Gate 2' });
    const now = t.clock.now();
    const batch = {
      scans: [
        scan(fair.codes[0] ?? '', 'Gate 1', new Date(now.getTime() - 60_000)),
        scan(fair.codes[2] ?? '', 'Gate 1', new Date(now.getTime() - 50_000), { people: [0, 2] }),
        scan('f'.repeat(32), 'Gate 1', now),
      ],
    };
    const first = await gate1.call('POST', '/api/gate/check-ins', batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'admitted',
      'admitted',
      'refused',
    ]);
    const again = await gate1.call('POST', '/api/gate/check-ins', batch);
    expect(again.json().results).toEqual(first.json().results);
    expect(again.json().headcount).toMatchObject({ total: 3, expected: 5 });

    // Ravi is let in offline at both gates: Gate 2 scanned him first but synced last.
    const early = scan(fair.codes[1] ?? '', 'Gate 2', new Date(now.getTime() - 30_000));
    const late = scan(fair.codes[1] ?? '', 'Gate 1', new Date(now.getTime() - 10_000));
    expect(
      (await gate1.call('POST', '/api/gate/check-ins', { scans: [late] })).json().results,
    ).toEqual([expect.objectContaining({ outcome: 'admitted' })]);
    const second = await gate2.call('POST', '/api/gate/check-ins', { scans: [early] });
    expect(second.json().results).toEqual([expect.objectContaining({ outcome: 'admitted' })]);
    // Two more gates racing at the same moment on the rest of the team: one admits.
    const racing = await Promise.all(
      [gate1, gate2].map((gate, index) =>
        gate.call('POST', '/api/gate/check-ins', {
          scans: [scan(fair.codes[2] ?? '', `Gate ${index + 1}`, now, { people: [1] })],
        }),
      ),
    );
    expect(racing.map((r) => r.json().results[0].outcome).sort()).toEqual(['admitted', 'conflict']);

    const summary = (await admin('GET', '/api/admins/check-ins/summary')).json();
    const ofFair = summary.find((row: { eventId: string }) => row.eventId === fair.eventId);
    expect(ofFair).toMatchObject({ confirmed: 5, checkedIn: 5 });
    expect(ofFair.conflicts).toContainEqual({
      registrationId: expect.any(String),
      name: 'Ravi Kulkarni',
      first: { gate: 'Gate 2', at: '1 Jun 2026, 11:59 am' },
      second: { gate: 'Gate 1', at: '1 Jun 2026, 11:59 am' },
    });
    expect(ofFair.conflicts).toHaveLength(2);

    // Undo within a minute takes the admission back; later it is refused.
    const solo = await eventWith('Late Show', 2 * HOUR, ['Zoya Khan', 'Imran Ali']);
    const admit = scan(solo.codes[0] ?? '', 'Gate 1', t.clock.now());
    await admin('POST', '/api/gate/check-ins', { event: solo.eventId, scans: [admit] });
    const undo = await admin('POST', '/api/gate/check-ins', {
      event: solo.eventId,
      scans: [scan(solo.codes[0] ?? '', 'Gate 1', t.clock.now(), { undoes: admit.id })],
    });
    expect(undo.json().results[0]).toMatchObject({ outcome: 'undone', admitted: [0] });
    expect(undo.json().headcount.total).toBe(0);

    // Found by name on the roster: sent as the ticket's hash, never its code.
    const byName = await admin('POST', '/api/gate/check-ins', {
      event: solo.eventId,
      scans: [
        {
          id: randomUUID(),
          ticket: createHash('sha256')
            .update(solo.codes[1] ?? '')
            .digest('base64url'),
          scannedAt: t.clock.now().toISOString(),
          gate: 'Gate 1',
        },
      ],
    });
    expect(byName.json().results[0]).toMatchObject({ outcome: 'admitted', admitted: [0] });
  });
});
