import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, type AdminRole } from '@/domain/admin-roles';
import {
  adminRoles,
  callerTokens,
  documentedRoutes,
  everyone,
  expectedStatus,
  type Caller,
  type CallerTokens,
  type RouteCheck,
} from './test/authorization-matrix';
import { createTestApp, type TestApp } from './test/test-app';

const UNKNOWN_ID = '6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c';

const REGISTRATION = {
  name: 'Asha',
  email: 'asha@example.com',
  contact: '+91 98220 12345',
  hostel: 'Main',
  hostelAddress: 'Room 1',
  gender: 'F',
  event: UNKNOWN_ID,
  registrationType: 'individual',
};

const EVENT = { name: 'Matrix Match', allowedRegistrationTypes: ['individual'] };

/** Who may do what: the committee's roles, as the site promises them. */
const ANY_ADMIN: readonly AdminRole[] = ADMIN_ROLES;
const OWNERS: readonly AdminRole[] = ['owner'];
const OWNERS_AND_VIEWERS: readonly AdminRole[] = ['owner', 'viewer'];
/** Events, registrations, people, check-in and messages. */
const MANAGERS: readonly AdminRole[] = ['owner', 'manager'];
const MANAGERS_AND_VIEWERS: readonly AdminRole[] = ['owner', 'manager', 'viewer'];
/** Donations, payments, refunds, money exports and totals. */
const TREASURERS: readonly AdminRole[] = ['owner', 'treasurer'];
const TREASURERS_AND_VIEWERS: readonly AdminRole[] = ['owner', 'treasurer', 'viewer'];
/** The About page. */
const EDITORS: readonly AdminRole[] = ['owner', 'editor'];
const INVITATION = 'A'.repeat(43);
const IMPORT_CSV =
  'name,email,phone,hostel,room\nAsha Patil,asha.import@example.com,+91 98220 12345,Main,12\n';

/**
 * Who may call what. Every API route must have a row: the first test fails when a route is
 * added without one.
 */
const matrix: RouteCheck[] = [
  { method: 'GET', route: '/api/health', expect: everyone(200) },
  { method: 'GET', route: '/api/ready', expect: everyone(200) },
  // Open outside production without METRICS_TOKEN (observability.test.ts covers the token).
  { method: 'GET', route: '/api/metrics', expect: everyone(200) },
  { method: 'GET', route: '/api/config', expect: everyone(200) },
  { method: 'GET', route: '/api/events', expect: everyone(200) },
  { method: 'GET', route: '/api/events/calendar.ics', expect: everyone(200) },
  { method: 'GET', route: '/api/events/{id}', expect: everyone(404) },
  { method: 'GET', route: '/api/about', expect: everyone(200) },
  { method: 'GET', route: '/api/about-sections', expect: everyone(200) },
  { method: 'GET', route: '/api/images/{id}', expect: everyone(404) },
  {
    method: 'POST',
    route: '/api/queries',
    payload: { name: 'Asha', email: 'asha@example.com', message: 'Hello' },
    expect: everyone(201),
  },
  {
    method: 'POST',
    route: '/api/user/signup',
    payload: { name: 'Asha', email: 'asha@example.com' },
    expect: everyone(409),
  },
  {
    method: 'POST',
    route: '/api/user/verify-otp',
    payload: { email: 'nobody@example.com', otp: '123456' },
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/user/set-password',
    payload: { email: 'nobody@example.com', password: 'long-enough-password' },
    expect: everyone(403),
  },
  {
    method: 'POST',
    route: '/api/user/login',
    payload: { email: 'asha@example.com', password: 'not-her-password' },
    expect: everyone(401),
  },
  {
    method: 'POST',
    route: '/api/user/login/sign-in-code',
    payload: { email: 'asha@example.com' },
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/admins/login/sign-in-code',
    payload: { username: 'admin' },
    expect: everyone(200),
  },
  { method: 'POST', route: '/api/user/refresh', expect: { anonymous: 401, user: 200, admin: 403 } },
  {
    method: 'POST',
    route: '/api/users/me/sign-out-everywhere',
    expect: { anonymous: 401, user: 200, admin: 403 },
  },
  {
    method: 'GET',
    route: '/api/users/me/export',
    expect: { anonymous: 401, user: 200, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/users/me/erasure-request',
    expect: { anonymous: 401, user: 200, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/mail/suppressions',
    payload: { address: 'someone@example.com', token: 'not-the-token' },
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/user/forgot-password',
    payload: { email: 'nobody@example.com' },
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/user/reset-password/{token}',
    url: `/api/user/reset-password/${'a'.repeat(43)}`,
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/user/reset-password/{token}',
    url: `/api/user/reset-password/${'a'.repeat(43)}`,
    payload: { password: 'long-enough-password' },
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/users/register',
    // Valid for the user, who is refused only because the event is unknown.
    payload: REGISTRATION,
    expect: { anonymous: 401, user: 404, otherUser: 403, admin: 403 },
  },
  {
    method: 'GET',
    route: '/api/users/registrations',
    url: '/api/users/registrations?email=asha@example.com',
    expect: { anonymous: 401, user: 200, otherUser: 403, admin: 403 },
  },
  { method: 'GET', route: '/api/users/profile', expect: { anonymous: 401, user: 200, admin: 403 } },
  {
    method: 'PUT',
    route: '/api/users/profile',
    payload: { name: 'Asha Patil', phone: '' },
    expect: { anonymous: 401, user: 200, admin: 403 },
  },
  {
    method: 'PUT',
    route: '/api/users/language',
    payload: { language: 'mr' },
    expect: { anonymous: 401, user: 200, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/users/password',
    // Valid, but not her password: the whole route runs down to the check.
    payload: { currentPassword: 'not-her-password', newPassword: 'long-enough-password' },
    expect: { anonymous: 401, user: 400, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/users/email',
    payload: { newEmail: 'asha.new@example.com', currentPassword: 'not-her-password' },
    expect: { anonymous: 401, user: 400, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/users/email/confirm',
    payload: { code: '123456' },
    expect: { anonymous: 401, user: 400, admin: 403 },
  },
  {
    method: 'GET',
    route: '/api/donate/my-donations',
    url: '/api/donate/my-donations?email=asha@example.com',
    expect: { anonymous: 401, user: 200, otherUser: 403, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/payments/orders',
    payload: { registrationId: UNKNOWN_ID },
    expect: { anonymous: 401, user: 404, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/payments/verify',
    payload: {
      razorpay_order_id: 'order_NotOurs0000001',
      razorpay_payment_id: 'pay_NotOurs00000001',
      razorpay_signature: 'ab'.repeat(32),
    },
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/payments/razorpay/webhook',
    payload: { entity: 'event', event: 'payment.captured', payload: {}, created_at: 1 },
    expect: everyone(400),
  },
  {
    method: 'GET',
    route: '/api/payments/receipts/{file}',
    url: `/api/payments/receipts/${UNKNOWN_ID}.pdf`,
    // Members read their own; admins who see payments or registrations read any.
    expect: { anonymous: 401, user: 404, admin: 404, editor: 403 },
  },
  // A member's own registration: another's (or an unknown one) is 404, so ids reveal nothing.
  ...(['ticket', 'ticket.png', 'calendar.ics'] as const).map((file): RouteCheck => ({
    method: 'GET',
    route: `/api/registrations/{id}/${file}`,
    url: `/api/registrations/${UNKNOWN_ID}/${file}`,
    expect: { anonymous: 401, user: 404, admin: 403 },
  })),
  {
    method: 'POST',
    route: '/api/registrations/{id}/cancel',
    expect: { anonymous: 401, user: 404, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/admins/check-ins',
    payload: { code: 'a'.repeat(32), event: UNKNOWN_ID },
    expect: adminRoles(MANAGERS, 404),
  },
  {
    method: 'GET',
    route: '/api/admins/check-ins/search',
    url: '/api/admins/check-ins/search?q=asha',
    expect: adminRoles(MANAGERS_AND_VIEWERS, 200),
  },
  {
    method: 'GET',
    route: '/api/admins/check-ins/summary',
    expect: adminRoles(MANAGERS_AND_VIEWERS, 200),
  },
  {
    method: 'POST',
    route: '/api/admins/events/{id}/gate-passes',
    payload: { label: 'Gate 1' },
    expect: adminRoles(MANAGERS, 404),
  },
  {
    method: 'GET',
    route: '/api/admins/events/{id}/gate-passes',
    expect: adminRoles(MANAGERS_AND_VIEWERS, 404),
  },
  { method: 'DELETE', route: '/api/admins/gate-passes/{id}', expect: adminRoles(MANAGERS, 404) },
  // A gate pass (gate.test.ts) or a committee member who checks people in.
  {
    method: 'GET',
    route: '/api/gate/roster',
    url: `/api/gate/roster?event=${UNKNOWN_ID}`,
    expect: adminRoles(MANAGERS, 404),
  },
  {
    method: 'POST',
    route: '/api/gate/check-ins',
    payload: {
      event: UNKNOWN_ID,
      scans: [{ id: UNKNOWN_ID, code: 'a'.repeat(32), scannedAt: '2026-06-01T06:30:00.000Z' }],
    },
    expect: adminRoles(MANAGERS, 404),
  },
  {
    method: 'POST',
    route: '/api/admins/events/{id}/messages',
    payload: { subject: 'Hello', body: 'Hello all', audience: 'all' },
    expect: adminRoles(MANAGERS, 404),
  },
  {
    method: 'GET',
    route: '/api/admins/events/{id}/messages',
    expect: adminRoles(MANAGERS_AND_VIEWERS, 404),
  },
  {
    method: 'POST',
    route: '/api/admins/events/{id}/messages/preview',
    payload: { subject: 'Hello', body: 'Hello all', audience: 'all' },
    expect: adminRoles(MANAGERS, 404),
  },
  {
    method: 'POST',
    route: '/api/admins/events/{id}/messages/{messageId}/cancel',
    expect: adminRoles(MANAGERS, 404),
  },
  {
    method: 'POST',
    route: '/api/admins/people/import/preview',
    payload: { csv: IMPORT_CSV, action: 'invite' },
    expect: adminRoles(MANAGERS, 200),
  },
  {
    method: 'POST',
    route: '/api/admins/people/import',
    payload: { csv: IMPORT_CSV, action: 'register', event: UNKNOWN_ID },
    expect: adminRoles(MANAGERS, 404),
  },
  { method: 'POST', route: '/api/admins/payments/reconcile', expect: adminRoles(TREASURERS, 200) },
  { method: 'POST', route: '/api/events', payload: EVENT, expect: adminRoles(MANAGERS, 201) },
  { method: 'PUT', route: '/api/events/{id}', payload: EVENT, expect: adminRoles(MANAGERS, 404) },
  { method: 'DELETE', route: '/api/events/{id}', expect: adminRoles(MANAGERS, 404) },
  { method: 'POST', route: '/api/events/{id}/duplicate', expect: adminRoles(MANAGERS, 404) },
  {
    method: 'GET',
    route: '/api/admins/events/{id}/summary',
    expect: adminRoles(TREASURERS_AND_VIEWERS, 404),
  },
  {
    method: 'GET',
    route: '/api/admins/events/{id}/attendance',
    expect: adminRoles(MANAGERS_AND_VIEWERS, 404),
  },
  {
    method: 'GET',
    route: '/api/admins/events/{id}/attendance.pdf',
    expect: adminRoles(MANAGERS_AND_VIEWERS, 404),
  },
  {
    method: 'POST',
    route: '/api/admins/login',
    payload: { username: 'admin', password: 'not-the-password' },
    expect: everyone(401),
  },
  { method: 'GET', route: '/api/admins/verify-token', expect: adminRoles(ANY_ADMIN, 200) },
  {
    method: 'POST',
    route: '/api/admins/me/password',
    payload: { currentPassword: 'not-the-password', newPassword: 'a-long-new-password' },
    expect: adminRoles(ANY_ADMIN, 400),
  },
  {
    method: 'POST',
    route: '/api/admins/me/two-factor/setup',
    payload: { password: 'not-the-password' },
    expect: adminRoles(ANY_ADMIN, 400),
  },
  {
    method: 'POST',
    route: '/api/admins/me/two-factor/recovery-codes',
    payload: { password: 'not-the-password' },
    expect: adminRoles(ANY_ADMIN, 400),
  },
  {
    method: 'POST',
    route: '/api/admins/me/two-factor/enable',
    payload: { code: '000000' },
    // Nothing was set up: the setup above was refused its wrong password.
    expect: adminRoles(ANY_ADMIN, 409),
  },
  {
    method: 'POST',
    route: '/api/admins/me/two-factor/disable',
    payload: { password: 'not-the-password' },
    expect: adminRoles(ANY_ADMIN, 400),
  },
  {
    method: 'POST',
    route: '/api/admins/me/sign-out-everywhere',
    expect: adminRoles(ANY_ADMIN, 200),
  },
  { method: 'GET', route: '/api/admins/admins', expect: adminRoles(OWNERS_AND_VIEWERS, 200) },
  {
    method: 'POST',
    route: '/api/admins/admins',
    payload: { username: 'new-manager', email: 'new.manager@hostel.example', role: 'manager' },
    expect: adminRoles(OWNERS, 201),
  },
  {
    method: 'PUT',
    route: '/api/admins/admins/{id}',
    payload: { role: 'viewer' },
    expect: adminRoles(OWNERS, 404),
  },
  { method: 'POST', route: '/api/admins/admins/{id}/invitation', expect: adminRoles(OWNERS, 404) },
  {
    method: 'POST',
    route: '/api/admins/admins/{id}/two-factor/reset',
    expect: adminRoles(OWNERS, 404),
  },
  {
    method: 'GET',
    route: '/api/admins/invitations/{token}',
    url: `/api/admins/invitations/${INVITATION}`,
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/admins/invitations/{token}',
    url: `/api/admins/invitations/${INVITATION}`,
    payload: { password: 'a-long-enough-password' },
    expect: everyone(400),
  },
  { method: 'GET', route: '/api/admins/settings', expect: adminRoles(OWNERS_AND_VIEWERS, 200) },
  {
    method: 'PUT',
    route: '/api/admins/settings',
    payload: { requireTwoFactor: false },
    expect: adminRoles(OWNERS, 200),
  },
  { method: 'GET', route: '/api/admins/audit', expect: adminRoles(OWNERS_AND_VIEWERS, 200) },
  {
    method: 'GET',
    route: '/api/admins/people/{email}/export',
    url: '/api/admins/people/nobody@example.com/export',
    expect: adminRoles(OWNERS, 404),
  },
  { method: 'GET', route: '/api/admins/people/erasure-requests', expect: adminRoles(OWNERS, 200) },
  {
    method: 'POST',
    route: '/api/admins/people/{email}/erase',
    url: '/api/admins/people/nobody@example.com/erase',
    expect: adminRoles(OWNERS, 404),
  },
  {
    method: 'GET',
    route: '/api/admins/exports/audit.csv',
    expect: adminRoles(OWNERS_AND_VIEWERS, 200),
  },
  {
    method: 'GET',
    route: '/api/admins/total-collected',
    expect: adminRoles(TREASURERS_AND_VIEWERS, 200),
  },
  {
    method: 'GET',
    route: '/api/admins/books/check',
    expect: adminRoles(TREASURERS_AND_VIEWERS, 200),
  },
  {
    method: 'GET',
    route: '/api/admins/registrations',
    expect: adminRoles(MANAGERS_AND_VIEWERS, 200),
  },
  {
    method: 'POST',
    route: '/api/admins/registration',
    payload: { ...REGISTRATION, email: 'someone@example.com' },
    expect: adminRoles(MANAGERS, 404),
  },
  {
    method: 'PUT',
    route: '/api/admins/registration/{id}',
    payload: { contact: '+91 90000 11111' },
    expect: adminRoles(MANAGERS, 404),
  },
  { method: 'DELETE', route: '/api/admins/registration/{id}', expect: adminRoles(MANAGERS, 404) },
  { method: 'GET', route: '/api/admins/users', expect: adminRoles(MANAGERS_AND_VIEWERS, 200) },
  {
    method: 'PUT',
    route: '/api/admins/users/{email}',
    url: '/api/admins/users/nobody@example.com',
    payload: { name: 'Nobody' },
    expect: adminRoles(MANAGERS, 404),
  },
  {
    method: 'DELETE',
    route: '/api/admins/users/{email}',
    url: '/api/admins/users/nobody@example.com',
    expect: adminRoles(MANAGERS, 404),
  },
  { method: 'GET', route: '/api/donate', expect: adminRoles(TREASURERS_AND_VIEWERS, 200) },
  { method: 'GET', route: '/api/admins/queries', expect: adminRoles(MANAGERS_AND_VIEWERS, 200) },
  {
    method: 'POST',
    route: '/api/admins/queries/{id}/reply',
    payload: { message: 'Admissions open on 1 June.' },
    expect: adminRoles(MANAGERS, 404),
  },
  {
    method: 'PUT',
    route: '/api/admins/queries/{id}',
    payload: { status: 'answered' },
    expect: adminRoles(MANAGERS, 404),
  },
  {
    method: 'GET',
    route: '/api/admins/exports/registrations.csv',
    url: '/api/admins/exports/registrations.csv?type=individual',
    expect: adminRoles(MANAGERS_AND_VIEWERS, 200),
  },
  {
    method: 'GET',
    route: '/api/admins/exports/users.csv',
    expect: adminRoles(MANAGERS_AND_VIEWERS, 200),
  },
  {
    method: 'GET',
    route: '/api/admins/exports/donations.csv',
    expect: adminRoles(TREASURERS_AND_VIEWERS, 200),
  },
  {
    method: 'GET',
    route: '/api/admins/exports/queries.csv',
    expect: adminRoles(MANAGERS_AND_VIEWERS, 200),
  },
  {
    method: 'GET',
    route: '/api/admins/exports/payments.csv',
    expect: adminRoles(TREASURERS_AND_VIEWERS, 200),
  },
  {
    method: 'GET',
    route: '/api/admins/exports/event-summary.csv',
    expect: adminRoles(TREASURERS_AND_VIEWERS, 200),
  },
  {
    method: 'GET',
    route: '/api/admins/exports/form-10bd.csv',
    url: '/api/admins/exports/form-10bd.csv?fy=2026-27',
    expect: adminRoles(TREASURERS_AND_VIEWERS, 200),
  },
  { method: 'GET', route: '/api/admins/payments', expect: adminRoles(TREASURERS_AND_VIEWERS, 200) },
  {
    method: 'POST',
    route: '/api/admins/payments/{paymentId}/refunds',
    payload: { amount: 100, reason: 'Cancelled' },
    expect: adminRoles(TREASURERS, 404),
  },
  {
    method: 'PUT',
    route: '/api/about',
    payload: { content: '<p>Hi</p>', images: [] },
    expect: adminRoles(EDITORS, 200),
  },
  {
    method: 'PUT',
    route: '/api/about-sections/{sectionType}',
    url: '/api/about-sections/committee',
    payload: { title: 'Committee', members: [] },
    expect: adminRoles(EDITORS, 200),
  },
  // An admin is let through to the upload, which then refuses a JSON body.
  {
    method: 'POST',
    route: '/api/about-sections/upload',
    payload: { image: 'x' },
    expect: adminRoles(EDITORS, 415),
  },
];

const callers: Caller[] = [
  'anonymous',
  'expiredToken',
  'forgedToken',
  'user',
  'otherUser',
  ...ADMIN_ROLES,
];

describe('authorization matrix', () => {
  let t: TestApp;
  let refresh: () => Promise<CallerTokens>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ refresh } = await callerTokens(t));
  });
  afterAll(() => t.close());

  it('has a row for every API route', () => {
    const covered = new Set(matrix.map((check) => `${check.method} ${check.route}`));
    const missing = documentedRoutes(t).filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });

  it.each(matrix)('$method $route', async (check) => {
    const tokens = await refresh();
    for (const caller of callers) {
      const token = tokens[caller];
      const response = await t.app.inject({
        method: check.method,
        url: check.url ?? check.route.replace(/\{\w+\}/g, UNKNOWN_ID),
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(check.payload && { payload: check.payload }),
      });
      expect({ caller, status: response.statusCode }).toEqual({
        caller,
        status: expectedStatus(check, caller),
      });
    }
  });
});
