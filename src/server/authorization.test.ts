import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerTokens,
  documentedRoutes,
  everyone,
  expectedStatus,
  type Caller,
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

/** Admins get `status`; members are refused (403) and visitors asked to log in (401). */
const adminOnly = (status: number): RouteCheck['expect'] => ({
  anonymous: 401,
  user: 403,
  admin: status,
});

/**
 * Who may call what. Every API route must have a row: the first test fails when a route is
 * added without one.
 */
const matrix: RouteCheck[] = [
  { method: 'GET', route: '/api/health', expect: everyone(200) },
  { method: 'GET', route: '/api/config', expect: everyone(200) },
  { method: 'GET', route: '/api/events', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/events/{id}',
    url: `/api/events/${UNKNOWN_ID}`,
    expect: everyone(404),
  },
  { method: 'GET', route: '/api/about', expect: everyone(200) },
  { method: 'GET', route: '/api/about-sections', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/images/{id}',
    url: `/api/images/${UNKNOWN_ID}`,
    expect: everyone(404),
  },
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
    route: '/api/user/forgot-password',
    payload: { email: 'nobody@example.com' },
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
  {
    method: 'GET',
    route: '/api/donate/my-donations',
    url: '/api/donate/my-donations?email=asha@example.com',
    expect: { anonymous: 401, user: 200, otherUser: 403, admin: 403 },
  },
  { method: 'POST', route: '/api/events', payload: EVENT, expect: adminOnly(201) },
  {
    method: 'PUT',
    route: '/api/events/{id}',
    url: `/api/events/${UNKNOWN_ID}`,
    payload: EVENT,
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/events/{id}',
    url: `/api/events/${UNKNOWN_ID}`,
    expect: adminOnly(404),
  },
  {
    method: 'POST',
    route: '/api/admins/login',
    payload: { username: 'admin', password: 'not-the-password' },
    expect: everyone(401),
  },
  { method: 'GET', route: '/api/admins/verify-token', expect: adminOnly(200) },
  { method: 'GET', route: '/api/admins/total-collected', expect: adminOnly(200) },
  { method: 'GET', route: '/api/admins/registrations', expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admins/registration',
    payload: { ...REGISTRATION, email: 'someone@example.com' },
    expect: adminOnly(404),
  },
  {
    method: 'PUT',
    route: '/api/admins/registration/{id}',
    url: `/api/admins/registration/${UNKNOWN_ID}`,
    payload: { contact: '+91 90000 11111' },
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/admins/registration/{id}',
    url: `/api/admins/registration/${UNKNOWN_ID}`,
    expect: adminOnly(404),
  },
  { method: 'GET', route: '/api/admins/users', expect: adminOnly(200) },
  {
    method: 'PUT',
    route: '/api/admins/users/{email}',
    url: '/api/admins/users/nobody@example.com',
    payload: { name: 'Nobody' },
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/admins/users/{email}',
    url: '/api/admins/users/nobody@example.com',
    expect: adminOnly(404),
  },
  { method: 'GET', route: '/api/donate', expect: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/admins/exports/registrations.csv',
    url: '/api/admins/exports/registrations.csv?type=individual',
    expect: adminOnly(200),
  },
  { method: 'GET', route: '/api/admins/exports/users.csv', expect: adminOnly(200) },
  { method: 'GET', route: '/api/admins/exports/donations.csv', expect: adminOnly(200) },
  {
    method: 'PUT',
    route: '/api/about',
    payload: { content: '<p>Hi</p>', images: [] },
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/about-sections/{sectionType}',
    url: '/api/about-sections/committee',
    payload: { title: 'Committee', members: [] },
    expect: adminOnly(200),
  },
  // An admin is let through to the upload, which then refuses a JSON body.
  {
    method: 'POST',
    route: '/api/about-sections/upload',
    payload: { image: 'x' },
    expect: adminOnly(415),
  },
];

const callers: Caller[] = [
  'anonymous',
  'expiredToken',
  'forgedToken',
  'user',
  'otherUser',
  'admin',
];

describe('authorization matrix', () => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await callerTokens(t);
  });
  afterAll(() => t.close());

  it('has a row for every API route', () => {
    const covered = new Set(matrix.map((check) => `${check.method} ${check.route}`));
    const missing = documentedRoutes(t).filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });

  it.each(matrix)('$method $route', async (check) => {
    for (const caller of callers) {
      const token = tokens[caller];
      const response = await t.app.inject({
        method: check.method,
        url: check.url ?? check.route,
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
