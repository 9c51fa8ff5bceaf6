import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admins } from '@/server/db/schema';
import { EVENT_FORM, registerPeople } from '@/server/test/admin-session';
import { createAdmin, type TestAdmin } from '@/server/test/admins';
import { createTestApp, type TestApp } from '@/server/test/test-app';

const OFFICE = 'office@hostel.example';
const HOUR = 3_600_000;

describe("messages to an event's registrants", () => {
  let t: TestApp;
  let manager: TestAdmin;
  let eventId: string;

  beforeEach(async () => {
    t = await createTestApp({ env: { CONTACT_EMAIL: OFFICE } });
    manager = await createAdmin(t, 'manager', 'kiran');
    eventId = (
      await manager.call('POST', '/api/events', { ...EVENT_FORM, amountIndividual: 0 })
    ).json().event._id;
    await registerPeople(manager.call, eventId, [
      { name: 'Asha Patil', email: 'asha@example.com' },
      { name: 'Ravi Kulkarni', email: 'ravi@example.com' },
    ]);
  });
  afterEach(() => t.close());

  const messagesUrl = () => `/api/admins/events/${eventId}/messages`;
  const message = { subject: 'Kit list', body: 'Bring your own bat.', audience: 'all' };

  it('previews the mail and its recipients without sending, then sends with the Reply-To chosen', async () => {
    const preview = await manager.call('POST', `${messagesUrl()}/preview`, {
      ...message,
      replyTo: 'me',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      subject: 'Kit list',
      replyTo: 'kiran@hostel.example',
      recipientCount: 2,
      recipients: [
        { name: 'Asha Patil', email: 'asha@example.com' },
        { name: 'Ravi Kulkarni', email: 'ravi@example.com' },
      ],
    });
    expect(preview.json().text).toContain('Hello Asha Patil,\n\nBring your own bat.');
    await t.app.jobs.drain();
    expect((await manager.call('GET', messagesUrl())).json()).toHaveLength(0);

    const sent = await manager.call('POST', messagesUrl(), message);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ recipients: 2, sendAt: null });
    await t.app.jobs.drain();
    const [mail] = t.mailbox.to('asha@example.com').filter((m) => m.subject === 'Kit list');
    expect(mail?.replyTo).toBe(OFFICE);

    await manager.call('POST', messagesUrl(), { ...message, subject: 'Mine', replyTo: 'me' });
    await t.app.jobs.drain();
    const [mine] = t.mailbox.to('ravi@example.com').filter((m) => m.subject === 'Mine');
    expect(mine?.replyTo).toBe('kiran@hostel.example');
  });

  it('sends a scheduled message at its time to whoever is registered then, unless cancelled', async () => {
    const sendAt = new Date(t.clock.now().getTime() + 2 * HOUR).toISOString();
    const scheduled = await manager.call('POST', messagesUrl(), { ...message, sendAt });
    expect(scheduled.statusCode, scheduled.body).toBe(202);
    expect(scheduled.json()).toMatchObject({ recipients: 0, sendAt });
    const cancelled = await manager.call('POST', messagesUrl(), {
      ...message,
      subject: 'Called off',
      sendAt,
    });

    await registerPeople(manager.call, eventId, [
      { name: 'Meera Iyer', email: 'meera@example.com' },
    ]);
    await t.app.jobs.drain();
    expect(t.mailbox.sent.filter((m) => m.subject === 'Kit list')).toHaveLength(0);
    const [waiting] = (await manager.call('GET', messagesUrl())).json();
    expect(waiting).toMatchObject({ status: 'scheduled', sendAt, recipients: 0 });

    const cancel = await manager.call(
      'POST',
      `${messagesUrl()}/${cancelled.json().messageId}/cancel`,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().find((m: { subject: string }) => m.subject === 'Called off').status).toBe(
      'cancelled',
    );

    t.clock.advance(2 * HOUR + 1000);
    await t.app.jobs.drain();
    const mails = t.mailbox.sent.filter((m) => m.subject === 'Kit list');
    expect(mails.map((m) => m.to).toSorted()).toEqual([
      'asha@example.com',
      'meera@example.com',
      'ravi@example.com',
    ]);
    expect(t.mailbox.sent.filter((m) => m.subject === 'Called off')).toHaveLength(0);
    const list = (await manager.call('GET', messagesUrl())).json();
    expect(list.find((m: { subject: string }) => m.subject === 'Kit list')).toMatchObject({
      status: 'sent',
      recipients: 3,
      sent: 3,
    });

    // Gone out: it cannot be cancelled any more.
    const late = await manager.call(
      'POST',
      `${messagesUrl()}/${scheduled.json().messageId}/cancel`,
    );
    expect(late.statusCode).toBe(409);
  });

  it('refuses a time in the past or too far ahead, and Reply-To me without an address', async () => {
    const now = t.clock.now().getTime();
    const past = await manager.call('POST', messagesUrl(), {
      ...message,
      sendAt: new Date(now - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The time to send must be in the future.');
    const far = await manager.call('POST', messagesUrl(), {
      ...message,
      sendAt: new Date(now + 91 * 24 * HOUR).toISOString(),
    });
    expect(far.statusCode).toBe(400);
    const garbled = await manager.call('POST', messagesUrl(), { ...message, sendAt: 'tomorrow' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toMatch(/^sendAt: /);

    const nameless = await createAdmin(t, 'manager', 'noaddress');
    // The configured admin has no address until an owner sets one.
    await t.database.db.update(admins).set({ email: null }).where(eq(admins.id, nameless.id));
    const refused = await nameless.call('POST', messagesUrl(), { ...message, replyTo: 'me' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/no e-mail address for replies/);
    expect((await manager.call('GET', messagesUrl())).json()).toHaveLength(0);
  });
});
