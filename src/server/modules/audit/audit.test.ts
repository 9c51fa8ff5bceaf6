import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@/domain/audit';
import type { AdminRole } from '@/domain/admin-roles';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { admins, auditLog, queries, registrations } from '@/server/db/schema';
import { declaredAccess, type DeclaredAccess } from '@/server/http/access';
import { createAdmin, type TestAdmin } from '@/server/test/admins';
import { EVENT_FORM, registerPeople } from '@/server/test/admin-session';
import { createMember, type TestMember } from '@/server/test/members';
import { addPendingRegistration, payThroughSimulator, razorpayEnv } from '@/server/test/payments';
import {
  createScratchDatabase,
  scratchLabel,
  testPostgresServer,
  type ScratchDatabase,
} from '@/server/test/scratch-postgres';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { totp, base32Decode } from '../admins/totp';
import {
  startRazorpaySimulator,
  type RunningRazorpaySimulator,
} from '../payments/simulator/server';

interface WriteCall {
  /** Who calls; the owner unless said. */
  as?: TestAdmin;
  url: string;
  payload?: object;
  /** A multipart upload instead of JSON. */
  upload?: { contentType: string; body: Buffer };
}

/** Routes that change something (or export personal data) and so must write one entry. */
const isAuditedAdminRoute = (route: DeclaredAccess) => {
  const rules = typeof route.access === 'string' ? [route.access] : route.access;
  const forAdmins = rules.some((rule) => rule !== 'public' && rule !== 'member');
  return forAdmins && route.audited;
};

function multipartPng(png: Buffer) {
  const boundary = 'audit-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

describe('the audit log', () => {
  let razorpay: RunningRazorpaySimulator;
  let t: TestApp;
  let owner: TestAdmin;
  let asha: TestMember;

  /** An event two hours from the test clock's now: its gate is open. */
  const eventToday = () => ({
    ...EVENT_FORM,
    date: new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString(),
    deadline: '',
  });

  beforeAll(async () => {
    razorpay = await startRazorpaySimulator();
    t = await createTestApp({ env: razorpayEnv(razorpay) });
    owner = await createAdmin(t, 'owner', 'asha.owner');
    asha = await createMember(t, { name: 'Asha Patil', email: 'asha@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });

  const entries = () => t.database.db.select().from(auditLog).orderBy(desc(auditLog.id));

  const startTwoFactor = (admin: TestAdmin) =>
    admin.call('POST', '/api/admins/me/two-factor/setup', { password: admin.password });

  async function adminWithTwoFactor(role: AdminRole): Promise<TestAdmin> {
    const admin = await createAdmin(t, role);
    const { secret } = (await startTwoFactor(admin)).json();
    const code = totp(base32Decode(secret), t.clock.now());
    await admin.call('POST', '/api/admins/me/two-factor/enable', { code });
    return admin;
  }

  async function paidPaymentId(): Promise<string> {
    const { registration } = await addPendingRegistration(t, asha, 500);
    const payment = await payThroughSimulator(t, razorpay, asha, {
      registrationId: registration.id,
    });
    return payment._id;
  }

  /** One successful call of each audited admin route. A new such route needs a row here. */
  const writes: Record<string, () => Promise<WriteCall>> = {
    'POST /api/events': async () => ({ url: '/api/events', payload: EVENT_FORM }),
    'PUT /api/events/{id}': async () => {
      const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
      return { url: `/api/events/${event._id}`, payload: { status: 'ongoing' } };
    },
    'DELETE /api/events/{id}': async () => {
      const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
      return { url: `/api/events/${event._id}` };
    },
    'POST /api/events/{id}/duplicate': async () => {
      const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
      return { url: `/api/events/${event._id}/duplicate` };
    },
    'GET /api/admins/events/{id}/attendance': async () => {
      const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
      return { url: `/api/admins/events/${event._id}/attendance` };
    },
    'GET /api/admins/events/{id}/attendance.pdf': async () => {
      const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
      return { url: `/api/admins/events/${event._id}/attendance.pdf?list=checked-in` };
    },
    'POST /api/admins/registration': async () => {
      const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
      return {
        url: '/api/admins/registration',
        payload: {
          name: 'Ravi',
          email: 'ravi@example.com',
          contact: '+91 98220 12345',
          gender: 'M',
          event: event._id,
        },
      };
    },
    'PUT /api/admins/registration/{id}': async () => {
      const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
      await registerPeople(owner.call, event._id, [{ name: 'Meera', email: 'meera@example.com' }]);
      const [row] = (await owner.call('GET', '/api/admins/registrations?q=meera')).json();
      return {
        url: `/api/admins/registration/${row._id}`,
        payload: { contact: '+91 90000 00000' },
      };
    },
    'DELETE /api/admins/registration/{id}': async () => {
      const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
      await registerPeople(owner.call, event._id, [{ name: 'Imran', email: 'imran@example.com' }]);
      const [row] = (await owner.call('GET', '/api/admins/registrations?q=imran')).json();
      return { url: `/api/admins/registration/${row._id}` };
    },
    'PUT /api/admins/users/{email}': async () => ({
      url: '/api/admins/users/ravi@example.com',
      payload: { name: 'Ravi K.' },
    }),
    'DELETE /api/admins/users/{email}': async () => ({
      url: '/api/admins/users/ravi@example.com',
    }),
    'PUT /api/about': async () => ({ url: '/api/about', payload: { content: '<p>Hello</p>' } }),
    'PUT /api/about-sections/{sectionType}': async () => ({
      url: '/api/about-sections/committee',
      payload: { title: 'Committee', members: [] },
    }),
    'POST /api/about-sections/upload': async () => {
      const png = await sharp({
        create: { width: 4, height: 4, channels: 3, background: '#b33' },
      })
        .png()
        .toBuffer();
      return { url: '/api/about-sections/upload', upload: multipartPng(png) };
    },
    'POST /api/admins/queries/{id}/reply': async () => {
      const [query] = await t.database.db
        .insert(queries)
        .values({ name: 'Asha', email: 'asha@example.com', message: 'Admissions?' })
        .returning();
      return { url: `/api/admins/queries/${query?.id}/reply`, payload: { message: 'In June.' } };
    },
    'PUT /api/admins/queries/{id}': async () => {
      const [query] = await t.database.db
        .insert(queries)
        .values({ name: 'Asha', email: 'asha@example.com', message: 'Fees?' })
        .returning();
      return { url: `/api/admins/queries/${query?.id}`, payload: { status: 'answered' } };
    },
    'POST /api/admins/check-ins': async () => {
      const { event } = (await owner.call('POST', '/api/events', eventToday())).json();
      await registerPeople(owner.call, event._id, [
        { name: 'Sana', email: 'sana@example.com', paid: true },
      ]);
      const [row] = await t.database.db
        .select({ ticketCode: registrations.ticketCode })
        .from(registrations)
        .where(eq(registrations.email, 'sana@example.com'));
      return {
        url: '/api/admins/check-ins',
        payload: { code: row?.ticketCode, event: event._id, gate: 'Gate 1' },
      };
    },
    'POST /api/admins/events/{id}/gate-passes': async () => {
      const { event } = (await owner.call('POST', '/api/events', eventToday())).json();
      return { url: `/api/admins/events/${event._id}/gate-passes`, payload: { label: 'Gate 1' } };
    },
    'DELETE /api/admins/gate-passes/{id}': async () => {
      const { event } = (await owner.call('POST', '/api/events', eventToday())).json();
      const pass = await owner.call('POST', `/api/admins/events/${event._id}/gate-passes`, {
        label: 'Gate 2',
      });
      return { url: `/api/admins/gate-passes/${pass.json()._id}` };
    },
    'POST /api/gate/check-ins': async () => {
      const { event } = (await owner.call('POST', '/api/events', eventToday())).json();
      await registerPeople(owner.call, event._id, [
        { name: 'Tara', email: 'tara@example.com', paid: true },
      ]);
      const [row] = await t.database.db
        .select({ ticketCode: registrations.ticketCode })
        .from(registrations)
        .where(eq(registrations.email, 'tara@example.com'));
      const scan = {
        id: randomUUID(),
        code: row?.ticketCode,
        scannedAt: t.clock.now().toISOString(),
        gate: 'Gate 1',
      };
      return { url: '/api/gate/check-ins', payload: { event: event._id, scans: [scan] } };
    },
    'POST /api/admins/events/{id}/messages': async () => {
      const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
      return {
        url: `/api/admins/events/${event._id}/messages`,
        payload: { subject: 'Kit list', body: 'Bring your own bat.', audience: 'all' },
      };
    },
    'POST /api/admins/events/{id}/messages/{messageId}/cancel': async () => {
      const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
      const sendAt = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
      const scheduled = await owner.call('POST', `/api/admins/events/${event._id}/messages`, {
        subject: 'Tomorrow',
        body: 'See you there.',
        audience: 'all',
        sendAt,
      });
      return {
        url: `/api/admins/events/${event._id}/messages/${scheduled.json().messageId}/cancel`,
      };
    },
    'POST /api/admins/people/import': async () => ({
      url: '/api/admins/people/import',
      payload: {
        csv: 'name,email\nNew Resident,new.resident@example.com\n',
        action: 'invite',
      },
    }),
    'POST /api/admins/payments/reconcile': async () => ({ url: '/api/admins/payments/reconcile' }),
    'POST /api/admins/payments/{paymentId}/refunds': async () => ({
      url: `/api/admins/payments/${await paidPaymentId()}/refunds`,
      payload: { amount: 100, reason: 'Event cancelled' },
    }),
    'POST /api/admins/me/password': async () => {
      const admin = await createAdmin(t, 'viewer');
      return {
        as: admin,
        url: '/api/admins/me/password',
        payload: { currentPassword: admin.password, newPassword: 'another-long-password' },
      };
    },
    'POST /api/admins/me/sign-out-everywhere': async () => ({
      as: await createAdmin(t, 'editor'),
      url: '/api/admins/me/sign-out-everywhere',
    }),
    'POST /api/admins/me/two-factor/setup': async () => {
      const admin = await createAdmin(t, 'manager');
      return {
        as: admin,
        url: '/api/admins/me/two-factor/setup',
        payload: { password: admin.password },
      };
    },
    'POST /api/admins/me/two-factor/enable': async () => {
      const admin = await createAdmin(t, 'treasurer');
      const { secret } = (await startTwoFactor(admin)).json();
      const code = totp(base32Decode(secret), t.clock.now());
      return { as: admin, url: '/api/admins/me/two-factor/enable', payload: { code } };
    },
    'POST /api/admins/me/two-factor/disable': async () => {
      const admin = await adminWithTwoFactor('treasurer');
      return {
        as: admin,
        url: '/api/admins/me/two-factor/disable',
        payload: { password: admin.password },
      };
    },
    'POST /api/admins/me/two-factor/recovery-codes': async () => {
      const admin = await adminWithTwoFactor('editor');
      return {
        as: admin,
        url: '/api/admins/me/two-factor/recovery-codes',
        payload: { password: admin.password },
      };
    },
    'POST /api/admins/admins/{id}/two-factor/reset': async () => ({
      url: `/api/admins/admins/${(await adminWithTwoFactor('viewer')).id}/two-factor/reset`,
    }),
    'POST /api/admins/admins': async () => ({
      url: '/api/admins/admins',
      payload: { username: 'meera.t', email: 'meera.t@hostel.example', role: 'treasurer' },
    }),
    'PUT /api/admins/admins/{id}': async () => ({
      url: `/api/admins/admins/${(await createAdmin(t, 'viewer')).id}`,
      payload: { role: 'manager' },
    }),
    'POST /api/admins/admins/{id}/invitation': async () => {
      const invited = await owner.call('POST', '/api/admins/admins', {
        username: 'kiran',
        email: 'kiran@hostel.example',
        role: 'editor',
      });
      return { url: `/api/admins/admins/${invited.json()._id}/invitation` };
    },
    'PUT /api/admins/settings': async () => ({
      url: '/api/admins/settings',
      payload: { requireTwoFactor: false },
    }),
    'GET /api/admins/exports/registrations.csv': async () => ({
      url: '/api/admins/exports/registrations.csv?type=individual',
    }),
    'GET /api/admins/exports/users.csv': async () => ({ url: '/api/admins/exports/users.csv' }),
    'GET /api/admins/exports/donations.csv': async () => ({
      url: '/api/admins/exports/donations.csv',
    }),
    'GET /api/admins/exports/queries.csv': async () => ({ url: '/api/admins/exports/queries.csv' }),
    'GET /api/admins/exports/payments.csv': async () => ({
      url: '/api/admins/exports/payments.csv',
    }),
    'GET /api/admins/exports/form-10bd.csv': async () => ({
      url: '/api/admins/exports/form-10bd.csv?fy=2026-27',
    }),
    'GET /api/admins/exports/audit.csv': async () => ({ url: '/api/admins/exports/audit.csv' }),
    'GET /api/admins/people/{email}/export': async () => ({
      url: '/api/admins/people/asha@example.com/export',
    }),
    'POST /api/admins/people/{email}/erase': async () => ({
      url: '/api/admins/people/asha@example.com/erase',
    }),
  };

  it('has a successful call for every admin route that writes or exports personal data', () => {
    const audited = declaredAccess(t.app)
      .filter(isAuditedAdminRoute)
      .map((route) => `${route.method} ${route.route}`);
    expect(audited.toSorted()).toEqual(Object.keys(writes).toSorted());
  });

  it('writes exactly one entry for each, naming the admin and their address', async () => {
    const audited = declaredAccess(t.app).filter(isAuditedAdminRoute);
    for (const route of audited) {
      const key = `${route.method} ${route.route}`;
      const write = await writes[key]?.();
      if (!write) throw new Error(`No call for ${key}`);
      const caller = write.as ?? owner;
      const before = (await entries()).length;
      const response = await t.app.inject({
        method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: write.url,
        remoteAddress: '203.0.113.7',
        headers: {
          authorization: `Bearer ${caller.token}`,
          ...(write.upload && { 'content-type': write.upload.contentType }),
        },
        ...(write.upload
          ? { payload: write.upload.body }
          : write.payload && { payload: write.payload }),
      });
      const succeeded = response.statusCode >= 200 && response.statusCode < 300;
      expect(succeeded, `${key} ${response.statusCode} ${response.body.slice(0, 200)}`).toBe(true);
      const after = await entries();
      expect({ key, added: after.length - before }).toEqual({ key, added: 1 });
      expect({ key, entry: after[0] }).toMatchObject({
        key,
        entry: { adminId: caller.id, adminUsername: caller.username, address: '203.0.113.7' },
      });
      expect(AUDIT_ACTIONS).toContain(after[0]?.action);
    }
  });

  it('keeps before and after of a change, and never a password or secret', async () => {
    const { event } = (await owner.call('POST', '/api/events', EVENT_FORM)).json();
    await owner.call('PUT', `/api/events/${event._id}`, { ...EVENT_FORM, location: 'Main Ground' });
    const [entry] = await entries();
    expect(entry).toMatchObject({
      action: 'event.update',
      recordType: 'event',
      recordId: event._id,
      before: { location: 'Ground' },
      after: { location: 'Main Ground' },
    });
    expect(Object.keys(entry?.after ?? {})).toEqual(['location']);

    const admin = await createAdmin(t, 'viewer');
    await admin.call('POST', '/api/admins/me/password', {
      currentPassword: admin.password,
      newPassword: 'a-brand-new-password',
    });
    const { secret } = (await startTwoFactor(owner)).json();
    await owner.call('POST', '/api/admins/me/two-factor/enable', {
      code: totp(base32Decode(secret), t.clock.now()),
    });
    const everything = JSON.stringify(await entries());
    const [stored] = await t.database.db.select().from(admins).where(eq(admins.id, admin.id));
    for (const secretText of [
      'a-brand-new-password',
      admin.password,
      stored?.passwordHash ?? 'hash',
      secret,
    ]) {
      expect(everything).not.toContain(secretText);
    }
  });

  it('lists entries newest first, paged, by admin, action, record and day; and as CSV', async () => {
    // 10:30 pm on 3 June in Kolkata; the second change comes at 0:30 am on 4 June.
    t.clock.set(new Date('2026-06-03T17:00:00Z'));
    const viewer = await createAdmin(t, 'viewer', 'ravi.viewer');
    const manager = await createAdmin(t, 'manager', 'imran.manager');
    const created = await manager.call('POST', '/api/events', EVENT_FORM);
    expect(created.statusCode, created.body).toBe(201);
    const { event } = created.json();
    t.clock.set(new Date('2026-06-03T19:00:00Z'));
    await manager.call('PUT', `/api/events/${event._id}`, { status: 'ongoing' });

    const byManager = await viewer.call('GET', `/api/admins/audit?admin=${manager.id}`);
    expect(byManager.headers['x-total-count']).toBe('2');
    expect(byManager.json().map((e: { action: string }) => e.action)).toEqual([
      'event.update',
      'event.create',
    ]);
    const paged = await viewer.call(
      'GET',
      `/api/admins/audit?admin=${manager.id}&pageSize=1&page=2`,
    );
    expect(paged.json().map((e: { action: string }) => e.action)).toEqual(['event.create']);
    const onDay = await viewer.call(
      'GET',
      `/api/admins/audit?admin=${manager.id}&from=2026-06-04&to=2026-06-04`,
    );
    expect(onDay.json().map((e: { action: string }) => e.action)).toEqual(['event.update']);
    const byRecord = await viewer.call('GET', `/api/admins/audit?record=event:${event._id}`);
    expect(byRecord.headers['x-total-count']).toBe('2');
    const byAction = await viewer.call('GET', '/api/admins/audit?action=event.create&pageSize=200');
    expect(byAction.json().every((e: { action: string }) => e.action === 'event.create')).toBe(
      true,
    );
    expect((await viewer.call('GET', '/api/admins/audit?action=event.explode')).statusCode).toBe(
      400,
    );

    const csv = await viewer.call('GET', `/api/admins/exports/audit.csv?admin=${manager.id}`);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="activity.csv"');
    const lines = csv.body.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe(
      '\uFEFFWhen,When (ISO 8601),Admin,Address,Action,Record,Record ID,Before,After',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,imran.manager,127.0.0.1,Created an event,event,${event._id},,`);
    expect(lines[2]).toContain(`,Changed an event,event,${event._id},`);
  });

  it('records sign-ins, failed ones and recovery codes, and names people and events, not ids', async () => {
    const login = (username: string, password: string, code?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admins/login',
        remoteAddress: '198.51.100.9',
        payload: { username, password, ...(code && { code }) },
      });
    const admin = await createAdmin(t, 'manager', 'kiran.gate');
    expect((await login('kiran.gate', admin.password)).statusCode).toBe(200);
    expect((await login('kiran.gate', 'not-the-password')).statusCode).toBe(401);
    expect((await login('my-secret-password-typed-here', 'x')).statusCode).toBe(401);
    const [failedUnknown, failed, signedIn] = await entries();
    expect(signedIn).toMatchObject({
      action: 'admin.sign-in',
      adminId: admin.id,
      address: '198.51.100.9',
      after: { with: 'password' },
    });
    expect(failed).toMatchObject({ action: 'admin.sign-in-failed', adminId: admin.id });
    expect(failedUnknown).toMatchObject({
      action: 'admin.sign-in-failed',
      adminId: null,
      adminUsername: 'unknown username',
    });
    expect(JSON.stringify(failedUnknown)).not.toContain('my-secret-password');

    const { secret } = (
      await admin.call('POST', '/api/admins/me/two-factor/setup', { password: admin.password })
    ).json();
    const enabled = await admin.call('POST', '/api/admins/me/two-factor/enable', {
      code: totp(base32Decode(secret), t.clock.now()),
    });
    const [recoveryCode] = enabled.json().recoveryCodes as string[];
    expect((await login('kiran.gate', admin.password, recoveryCode)).statusCode).toBe(200);
    const [recovered] = await entries();
    expect(recovered).toMatchObject({
      action: 'admin.sign-in-recovery-code',
      after: { with: 'recovery code' },
    });

    const organiser = await createAdmin(t, 'owner', 'meera.owner');
    const { event } = (
      await organiser.call('POST', '/api/events', { ...EVENT_FORM, name: 'Chess Open' })
    ).json();
    await registerPeople(organiser.call, event._id, [
      { name: 'Kiran Pawar', email: 'kiran@example.com' },
    ]);
    const listed = await organiser.call('GET', `/api/admins/audit?record=event:${event._id}`);
    expect(listed.json()[0]).toMatchObject({ action: 'event.create', subject: 'Chess Open' });
    const [kiran] = (await organiser.call('GET', '/api/admins/registrations?q=kiran')).json();
    const registrationEntries = await organiser.call(
      'GET',
      `/api/admins/audit?record=registration:${kiran._id}`,
    );
    expect(registrationEntries.json()[0]).toMatchObject({
      action: 'registration.create',
      subject: 'Kiran Pawar, Chess Open',
    });
  });

  it('refuses to change or remove an entry, on the embedded database', async () => {
    await expectAppendOnly(t.database);
  });
});

/** UPDATE, DELETE and TRUNCATE on the audit table are refused by its trigger. */
async function expectAppendOnly(database: DatabaseHandle) {
  const { db } = database;
  await db.insert(auditLog).values({
    at: new Date(),
    adminUsername: 'server',
    action: 'settings.update',
  });
  const count = async () => (await db.select().from(auditLog)).length;
  const kept = await count();
  await expect(
    db.execute(sql`update audit_log set admin_username = 'someone else'`),
  ).rejects.toThrow();
  await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
  await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
  expect(await count()).toBe(kept);
  const names = await db.select({ name: auditLog.adminUsername }).from(auditLog);
  expect(names.map((row) => row.name)).not.toContain('someone else');
}

describe('the audit log on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase(testPostgresServer(), scratchLabel('audit'));
    database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('refuses to change or remove an entry', async () => {
    await expectAppendOnly(database);
  });
});
