import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, donations, queries } from './db/schema';
import { ensureConfiguredAdmin } from './modules/admins/configured-admin';
import { ImagesService } from './modules/images/service';
import { callerTokens, documentedRoutes } from './test/authorization-matrix';
import {
  databaseFingerprint,
  fixedHostileRequests,
  hostileRequests,
  MARKUP_INJECTIONS,
  multipart,
  percentEncode,
  SQL_INJECTIONS,
  tableNames,
  type CallerTokens,
  type HostileRequest,
  type RouteCase,
  validRequest,
} from './test/hostile-input';
import { createTestApp, type TestApp } from './test/test-app';
import { createAdmin } from '@/server/test/admins';

/** Random hostile requests per route, on top of the fixed ones every route gets. */
const RUNS_PER_ROUTE = 25;
/** Rate limits have their own tests; here they would only hide the answers under test. */
const NO_RATE_LIMITS = {
  RATE_LIMIT_PER_ACCOUNT: '1000000',
  RATE_LIMIT_PER_ADDRESS: '1000000',
  RATE_LIMIT_ACCOUNT_LOCK: '1000000',
};
const UNKNOWN_ID = '6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c';

const IMPORT_CSV =
  'name,email,phone,hostel,room,gender\nAsha Patil,asha.import@example.com,+91 98220 12345,Main,12,F\n';

interface Fixtures {
  member: { email: string; password: string };
  /** Open for registration; the member is registered for it, so it cannot be deleted. */
  openEvent: string;
  /** The event the update route edits. */
  editableEvent: string;
  /** The member's registration for the open event. */
  registration: string;
  /** Its ticket code, checked in already. */
  ticketCode: string;
  /** A registration of the member's, cancelled. */
  cancelledRegistration: string;
  image: string;
  png: Buffer;
  /** A contact query the admins' inbox answers. */
  query: string;
  /** An admin whose role the owner changes. */
  viewer: string;
}

const contact = '+91 98220 12345';
/** The member callerTokens creates, with createMember's default password. */
const MEMBER = { email: 'asha@example.com', password: 'correct-horse-42' };

const eventForm = (name: string) => ({
  name,
  description: 'Teams of two, three rounds',
  date: '2026-07-10T13:30:00.000Z',
  deadline: '2026-07-01',
  location: 'Common Room',
  maxParticipants: 40,
  prizeDetails: 'Shield',
  organizer: 'Cultural Committee',
  contactInfo: 'Imran',
  additionalNotes: '',
  status: 'upcoming',
  allowedRegistrationTypes: ['individual', 'team'],
  amountIndividual: 0,
  amountTeam: 100,
});

const registrationForm = (email: string, event: string) => ({
  name: 'Asha Patil',
  email,
  contact,
  hostel: 'Main',
  hostelAddress: 'Room 12',
  gender: 'F',
  event,
  registrationType: 'individual',
});

/**
 * Every API route with a valid call: the mutators start from it, and it must still get its
 * status after them. The first test fails when a route is added without a row.
 */
const routes: Array<RouteCase<Fixtures>> = [
  { method: 'GET', route: '/api/health', caller: 'anyone', call: () => ({}), expect: 200 },
  { method: 'GET', route: '/api/ready', caller: 'anyone', call: () => ({}), expect: 200 },
  { method: 'GET', route: '/api/metrics', caller: 'anyone', call: () => ({}), expect: 200 },
  { method: 'GET', route: '/api/config', caller: 'anyone', call: () => ({}), expect: 200 },
  {
    method: 'GET',
    route: '/api/events',
    caller: 'anyone',
    call: () => ({ query: { upcoming: 'true' } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/events/{id}',
    caller: 'anyone',
    call: (f) => ({ params: { id: f.openEvent } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/events/calendar.ics',
    caller: 'anyone',
    call: () => ({}),
    expect: 200,
  },
  { method: 'GET', route: '/api/about', caller: 'anyone', call: () => ({}), expect: 200 },
  { method: 'GET', route: '/api/about-sections', caller: 'anyone', call: () => ({}), expect: 200 },
  {
    method: 'GET',
    route: '/api/images/{id}',
    caller: 'anyone',
    call: (f) => ({ params: { id: f.image } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/queries',
    caller: 'anyone',
    bodyLimit: 32 * 1024,
    call: () => ({
      body: {
        name: 'Asha Patil',
        email: 'asha@example.com',
        phone: contact,
        address: 'Room 12, New Wing',
        message: 'When does admission open?',
      },
    }),
    expect: 201,
  },
  {
    method: 'POST',
    route: '/api/user/signup',
    caller: 'anyone',
    call: (_f, unique) => ({ body: { name: 'Meera Iyer', email: `${unique}@example.com` } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/user/verify-otp',
    caller: 'anyone',
    call: () => ({ body: { email: 'nobody@example.com', otp: '123456' } }),
    expect: 400,
  },
  {
    method: 'POST',
    route: '/api/user/set-password',
    caller: 'anyone',
    call: () => ({ body: { email: 'nobody@example.com', password: 'long-enough-password' } }),
    expect: 403,
  },
  {
    method: 'POST',
    route: '/api/user/login',
    caller: 'anyone',
    call: (f) => ({ body: f.member }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/user/login/sign-in-code',
    caller: 'anyone',
    call: () => ({ body: { email: 'asha@example.com' } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/login/sign-in-code',
    caller: 'anyone',
    call: () => ({ body: { username: 'admin' } }),
    expect: 200,
  },
  { method: 'POST', route: '/api/user/refresh', caller: 'user', call: () => ({}), expect: 200 },
  {
    method: 'POST',
    route: '/api/users/me/sign-out-everywhere',
    caller: 'user',
    call: () => ({}),
    expect: 200,
  },
  { method: 'GET', route: '/api/users/me/export', caller: 'user', call: () => ({}), expect: 200 },
  {
    method: 'POST',
    route: '/api/mail/suppressions',
    caller: 'anyone',
    call: () => ({ body: { address: 'someone@example.com', token: 'not-the-token' } }),
    expect: 400,
  },
  {
    method: 'POST',
    route: '/api/users/me/erasure-request',
    caller: 'user',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/user/forgot-password',
    caller: 'anyone',
    call: () => ({ body: { email: 'nobody@example.com' } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/user/reset-password/{token}',
    caller: 'anyone',
    call: () => ({ params: { token: 'a'.repeat(43) } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/user/reset-password/{token}',
    caller: 'anyone',
    call: () => ({ params: { token: 'a'.repeat(43) }, body: { password: 'long-enough-password' } }),
    expect: 400,
  },
  {
    method: 'POST',
    route: '/api/users/register',
    caller: 'user',
    call: (f) => ({ body: registrationForm(f.member.email, f.openEvent) }),
    // The member is registered already: the whole route runs, down to the duplicate check.
    expect: 409,
  },
  {
    method: 'GET',
    route: '/api/users/registrations',
    caller: 'user',
    call: (f) => ({ query: { email: f.member.email } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/users/profile',
    caller: 'user',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'PUT',
    route: '/api/users/profile',
    caller: 'user',
    call: () => ({ body: { name: 'Asha Patil', phone: '+91 98220 11223' } }),
    expect: 200,
  },
  {
    method: 'PUT',
    route: '/api/users/language',
    caller: 'user',
    call: () => ({ body: { language: 'hi' } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/users/password',
    caller: 'user',
    // Not her password: the whole route runs down to the check, and nothing changes.
    call: () => ({
      body: { currentPassword: 'not-her-password', newPassword: 'long-enough-password' },
    }),
    expect: 400,
  },
  {
    method: 'POST',
    route: '/api/users/email',
    caller: 'user',
    call: () => ({
      body: { newEmail: 'asha.new@example.com', currentPassword: 'not-her-password' },
    }),
    expect: 400,
  },
  {
    method: 'POST',
    route: '/api/users/email/confirm',
    caller: 'user',
    // No code was asked for: refused, and the address stays.
    call: () => ({ body: { code: '123456' } }),
    expect: 400,
  },
  {
    method: 'GET',
    route: '/api/donate/my-donations',
    caller: 'user',
    call: (f) => ({ query: { email: f.member.email } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/payments/orders',
    caller: 'user',
    // The member's registration is free: the whole route runs, down to the fee.
    call: (f) => ({ body: { registrationId: f.registration } }),
    expect: 409,
  },
  ...(['ticket', 'ticket.png', 'calendar.ics'] as const).map((file): RouteCase<Fixtures> => ({
    method: 'GET',
    route: `/api/registrations/{id}/${file}`,
    caller: 'user',
    call: (f) => ({ params: { id: f.registration } }),
    expect: 200,
  })),
  {
    method: 'POST',
    route: '/api/registrations/{id}/cancel',
    caller: 'user',
    // Cancelled already: the whole route runs, down to the status.
    call: (f) => ({ params: { id: f.cancelledRegistration } }),
    expect: 409,
  },
  {
    method: 'POST',
    route: '/api/admins/check-ins',
    caller: 'admin',
    // The event is next month: the whole route runs, down to the ticket's day.
    call: (f) => ({ body: { code: `HCT1:${f.ticketCode}`, event: f.openEvent, gate: 'Gate 2' } }),
    expect: 409,
  },
  {
    method: 'GET',
    route: '/api/admins/check-ins/search',
    caller: 'admin',
    call: (f) => ({ query: { q: 'asha', event: f.openEvent } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/check-ins/summary',
    caller: 'admin',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/events/{id}/gate-passes',
    caller: 'admin',
    call: (f) => ({ params: { id: f.openEvent }, body: { label: 'Gate 1' } }),
    expect: 201,
  },
  {
    method: 'GET',
    route: '/api/admins/events/{id}/gate-passes',
    caller: 'admin',
    call: (f) => ({ params: { id: f.openEvent } }),
    expect: 200,
  },
  {
    method: 'DELETE',
    route: '/api/admins/gate-passes/{id}',
    caller: 'admin',
    call: () => ({ params: { id: UNKNOWN_ID } }),
    expect: 404,
  },
  {
    method: 'GET',
    route: '/api/gate/roster',
    caller: 'admin',
    call: (f) => ({ query: { event: f.openEvent } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/gate/check-ins',
    caller: 'admin',
    // The event is next month: every scan is answered, none admitted.
    call: (f) => ({
      body: {
        event: f.openEvent,
        scans: [
          {
            id: UNKNOWN_ID,
            code: `HCT1:${f.ticketCode}`,
            scannedAt: '2026-06-01T06:30:00.000Z',
            gate: 'Gate 2',
          },
        ],
      },
    }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/events/{id}/messages',
    caller: 'admin',
    call: (f) => ({
      params: { id: f.openEvent },
      body: { subject: 'Room change', body: 'We meet in the library.', audience: 'confirmed' },
    }),
    expect: 202,
  },
  {
    method: 'GET',
    route: '/api/admins/events/{id}/messages',
    caller: 'admin',
    call: (f) => ({ params: { id: f.openEvent } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/events/{id}/messages/preview',
    caller: 'admin',
    call: (f) => ({
      params: { id: f.openEvent },
      body: { subject: 'Room change', body: 'We meet in the library.', audience: 'confirmed' },
    }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/events/{id}/messages/{messageId}/cancel',
    caller: 'admin',
    call: (f) => ({
      params: { id: f.openEvent, messageId: '00000000-0000-4000-8000-000000000000' },
    }),
    expect: 404,
  },
  {
    method: 'POST',
    route: '/api/admins/people/import/preview',
    caller: 'admin',
    call: (f) => ({ body: { csv: IMPORT_CSV, action: 'register', event: f.openEvent } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/people/import',
    caller: 'admin',
    call: () => ({ body: { csv: IMPORT_CSV, action: 'invite' } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/payments/verify',
    caller: 'anyone',
    call: () => ({
      body: {
        razorpay_order_id: 'order_NotOurs0000001',
        razorpay_payment_id: 'pay_NotOurs00000001',
        razorpay_signature: 'ab'.repeat(32),
      },
    }),
    expect: 400,
  },
  {
    method: 'POST',
    route: '/api/payments/razorpay/webhook',
    caller: 'anyone',
    // Unsigned: refused whatever it says.
    call: () => ({
      body: { entity: 'event', event: 'payment.captured', payload: {}, created_at: 1 },
    }),
    expect: 400,
  },
  {
    method: 'GET',
    route: '/api/payments/receipts/{file}',
    caller: 'user',
    call: () => ({ params: { file: `${UNKNOWN_ID}.pdf` } }),
    expect: 404,
  },
  {
    method: 'POST',
    route: '/api/admins/payments/reconcile',
    caller: 'admin',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/events',
    caller: 'admin',
    call: (_f, unique) => ({ body: eventForm(`Quiz ${unique}`) }),
    expect: 201,
  },
  {
    method: 'PUT',
    route: '/api/events/{id}',
    caller: 'admin',
    call: (f) => ({ params: { id: f.editableEvent }, body: eventForm('Hostel Quiz') }),
    expect: 200,
  },
  {
    method: 'DELETE',
    route: '/api/events/{id}',
    caller: 'admin',
    call: (f) => ({ params: { id: f.openEvent } }),
    // It has a registration, so it is kept.
    expect: 409,
  },
  {
    method: 'POST',
    route: '/api/events/{id}/duplicate',
    caller: 'admin',
    call: (f) => ({ params: { id: f.openEvent } }),
    expect: 201,
  },
  {
    method: 'GET',
    route: '/api/admins/events/{id}/summary',
    caller: 'admin',
    call: (f) => ({ params: { id: f.openEvent } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/events/{id}/attendance',
    caller: 'admin',
    call: (f) => ({ params: { id: f.openEvent }, query: { list: 'checked-in' } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/events/{id}/attendance.pdf',
    caller: 'admin',
    call: (f) => ({ params: { id: f.openEvent }, query: { list: 'attendance' } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/login',
    caller: 'anyone',
    call: () => ({ body: { username: 'admin', password: 'test-admin-password' } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/verify-token',
    caller: 'admin',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/me/password',
    caller: 'admin',
    call: () => ({
      body: { currentPassword: 'not-the-password', newPassword: 'a-long-new-password' },
    }),
    expect: 400,
  },
  {
    method: 'GET',
    route: '/api/admins/total-collected',
    caller: 'admin',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/books/check',
    caller: 'admin',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/registrations',
    caller: 'admin',
    call: (f) => ({
      query: {
        page: '1',
        pageSize: '10',
        sort: '-name',
        q: 'Asha',
        event: f.openEvent,
        type: 'individual',
      },
    }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/registration',
    caller: 'admin',
    call: (f, unique) => ({
      body: {
        name: 'Kiran Rao',
        email: `${unique}@example.com`,
        contact,
        hostel: 'Main',
        hostelAddress: 'Room 3',
        dateOfBirth: '2004-05-06',
        gender: 'female',
        nationality: 'Indian',
        event: f.openEvent,
        registrationType: 'team',
        teamMembers: [{ name: 'Dev', email: `mate.${unique}@example.com`, contact }],
      },
    }),
    expect: 201,
  },
  {
    method: 'PUT',
    route: '/api/admins/registration/{id}',
    caller: 'admin',
    call: (f) => ({
      params: { id: f.registration },
      body: {
        contact: '+91 90000 11111',
        dateOfBirth: '2004-05-06',
        paymentStatus: 'Success',
        reason: 'Paid in cash at the office',
      },
    }),
    expect: 200,
  },
  {
    method: 'DELETE',
    route: '/api/admins/registration/{id}',
    caller: 'admin',
    call: () => ({ params: { id: UNKNOWN_ID } }),
    expect: 404,
  },
  {
    method: 'GET',
    route: '/api/admins/users',
    caller: 'admin',
    call: () => ({ query: { page: '1', pageSize: '10', sort: '-registrations', q: 'asha' } }),
    expect: 200,
  },
  {
    method: 'PUT',
    route: '/api/admins/users/{email}',
    caller: 'admin',
    call: (f) => ({
      params: { email: f.member.email },
      body: { name: 'Asha Patil', hostel: 'Main', gender: 'female' },
    }),
    expect: 200,
  },
  {
    method: 'DELETE',
    route: '/api/admins/users/{email}',
    caller: 'admin',
    call: () => ({ params: { email: 'nobody@example.com' } }),
    expect: 404,
  },
  {
    method: 'GET',
    route: '/api/donate',
    caller: 'admin',
    call: () => ({ query: { page: '1', pageSize: '10' } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/queries',
    caller: 'admin',
    call: () => ({ query: { page: '1', pageSize: '10', q: 'admission', status: 'new' } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/queries/{id}/reply',
    caller: 'admin',
    call: (f) => ({ params: { id: f.query }, body: { message: 'Admissions open on 1 June.' } }),
    expect: 200,
  },
  {
    method: 'PUT',
    route: '/api/admins/queries/{id}',
    caller: 'admin',
    call: (f) => ({ params: { id: f.query }, body: { status: 'new' } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/exports/registrations.csv',
    caller: 'admin',
    call: (f) => ({ query: { type: 'team', event: f.openEvent } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/exports/users.csv',
    caller: 'admin',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/exports/donations.csv',
    caller: 'admin',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/exports/queries.csv',
    caller: 'admin',
    call: () => ({ query: { q: 'admission', status: 'answered' } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/exports/payments.csv',
    caller: 'admin',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/exports/event-summary.csv',
    caller: 'admin',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/exports/form-10bd.csv',
    caller: 'admin',
    call: () => ({ query: { fy: '2026-27' } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/payments',
    caller: 'admin',
    call: () => ({
      query: { page: '1', pageSize: '10', q: 'asha', state: 'paid', purpose: 'donation' },
    }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/payments/{paymentId}/refunds',
    caller: 'admin',
    call: () => ({
      params: { paymentId: '00000000-0000-4000-8000-000000000000' },
      body: { amount: 100, reason: 'Cancelled' },
    }),
    expect: 404,
  },
  {
    method: 'PUT',
    route: '/api/about',
    caller: 'admin',
    bodyLimit: 256 * 1024,
    call: () => ({ body: { content: '<h2>Our hostel</h2><p>Since 1962</p>', images: [] } }),
    expect: 200,
  },
  {
    method: 'PUT',
    route: '/api/about-sections/{sectionType}',
    caller: 'admin',
    call: (f) => ({
      params: { sectionType: 'committee' },
      body: {
        title: 'Committee',
        members: [
          {
            name: 'Ravi',
            role: 'Treasurer',
            description: 'Keeps accounts',
            image: `/images/${f.image}`,
          },
        ],
      },
    }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/about-sections/upload',
    caller: 'admin',
    call: (f) => ({ file: { fileName: 'ravi.png', contentType: 'image/png', bytes: f.png } }),
    expect: 201,
  },
  {
    method: 'POST',
    route: '/api/admins/me/sign-out-everywhere',
    caller: 'admin',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/me/two-factor/setup',
    caller: 'admin',
    call: () => ({ body: { password: 'not-the-password' } }),
    expect: 400,
  },
  {
    method: 'POST',
    route: '/api/admins/me/two-factor/recovery-codes',
    caller: 'admin',
    call: () => ({ body: { password: 'not-the-password' } }),
    expect: 400,
  },
  {
    method: 'POST',
    route: '/api/admins/me/two-factor/enable',
    caller: 'admin',
    // Nothing was set up: the setup above was refused its wrong password.
    call: () => ({ body: { code: '000000' } }),
    expect: 409,
  },
  {
    method: 'POST',
    route: '/api/admins/me/two-factor/disable',
    caller: 'admin',
    call: () => ({ body: { password: 'not-the-password' } }),
    expect: 400,
  },
  { method: 'GET', route: '/api/admins/admins', caller: 'admin', call: () => ({}), expect: 200 },
  {
    method: 'POST',
    route: '/api/admins/admins',
    caller: 'admin',
    call: (_f, unique) => ({
      body: { username: `admin-${unique}`, email: `${unique}@hostel.example`, role: 'viewer' },
    }),
    expect: 201,
  },
  {
    method: 'PUT',
    route: '/api/admins/admins/{id}',
    caller: 'admin',
    call: (f) => ({ params: { id: f.viewer }, body: { role: 'viewer', disabled: false } }),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/admins/{id}/invitation',
    caller: 'admin',
    call: () => ({ params: { id: UNKNOWN_ID } }),
    expect: 404,
  },
  {
    method: 'POST',
    route: '/api/admins/admins/{id}/two-factor/reset',
    caller: 'admin',
    call: () => ({ params: { id: UNKNOWN_ID } }),
    expect: 404,
  },
  {
    method: 'GET',
    route: '/api/admins/invitations/{token}',
    caller: 'anyone',
    call: () => ({ params: { token: 'a'.repeat(43) } }),
    expect: 400,
  },
  {
    method: 'POST',
    route: '/api/admins/invitations/{token}',
    caller: 'anyone',
    call: () => ({ params: { token: 'a'.repeat(43) }, body: { password: 'a-long-new-password' } }),
    expect: 400,
  },
  { method: 'GET', route: '/api/admins/settings', caller: 'admin', call: () => ({}), expect: 200 },
  {
    method: 'PUT',
    route: '/api/admins/settings',
    caller: 'admin',
    call: () => ({ body: { requireTwoFactor: false } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/audit',
    caller: 'admin',
    call: () => ({
      query: {
        page: '2',
        pageSize: '10',
        action: 'event.create',
        record: 'event',
        from: '2026-01-01',
      },
    }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/exports/audit.csv',
    caller: 'admin',
    call: () => ({ query: { action: 'event.update', to: '2027-01-01' } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/people/{email}/export',
    caller: 'admin',
    call: (f) => ({ params: { email: f.member.email } }),
    expect: 200,
  },
  {
    method: 'GET',
    route: '/api/admins/people/erasure-requests',
    caller: 'admin',
    call: () => ({}),
    expect: 200,
  },
  {
    method: 'POST',
    route: '/api/admins/people/{email}/erase',
    caller: 'admin',
    call: () => ({ params: { email: 'nobody@example.com' } }),
    expect: 404,
  },
];

const send = (t: TestApp, request: Omit<HostileRequest, 'mutation'>) =>
  t.app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined && { payload: request.payload }),
  });

async function createFixtures(t: TestApp, tokens: CallerTokens): Promise<Fixtures> {
  const asAdmin = { authorization: `Bearer ${tokens.admin}` };
  const createEvent = async (name: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: asAdmin,
      payload: eventForm(name),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().event._id as string;
  };
  const openEvent = await createEvent('Hostel Quiz');
  const editableEvent = await createEvent('Night Cricket League');
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    headers: { authorization: `Bearer ${tokens.user}` },
    payload: registrationForm(MEMBER.email, openEvent),
  });
  expect(registered.statusCode, registered.body).toBe(201);
  await t.database.db
    .insert(donations)
    .values({ name: 'Asha Patil', email: MEMBER.email, phone: contact, amount: 500 });
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#b33' } })
    .png()
    .toBuffer();
  const { id: image } = await new ImagesService(t).store(png);
  const registration: string = registered.json().registration._id;
  const asMember = { authorization: `Bearer ${tokens.user}` };
  const ticket = await t.app.inject({
    url: `/api/registrations/${registration}/ticket`,
    headers: asMember,
  });
  const ticketCode: string = ticket.json().code;
  await t.app.inject({
    method: 'POST',
    url: '/api/admins/check-ins',
    headers: asAdmin,
    payload: { code: ticketCode, event: openEvent },
  });
  const leaving = await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    headers: asMember,
    payload: registrationForm(MEMBER.email, await createEvent('Leaving Party')),
  });
  const cancelledRegistration: string = leaving.json().registration._id;
  await t.app.inject({
    method: 'POST',
    url: `/api/registrations/${cancelledRegistration}/cancel`,
    headers: asMember,
  });
  const [query] = await t.database.db
    .insert(queries)
    .values({ name: 'Asha Patil', email: MEMBER.email, message: 'When does admission open?' })
    .returning({ id: queries.id });
  if (!query) throw new Error('query not stored');
  return {
    member: MEMBER,
    openEvent,
    editableEvent,
    registration,
    ticketCode,
    cancelledRegistration,
    image,
    png,
    query: query.id,
    viewer: (await createAdmin(t, 'viewer', 'fixture-viewer')).id,
  };
}

describe('hostile input', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  let otherTokens: string[];
  let fixtures: Fixtures;
  let tables: string[];
  let refreshAdmin: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp({ env: NO_RATE_LIMITS });
    await ensureConfiguredAdmin(t.database.db, t.config.admin, t.clock);
    const { tokens: all, refresh } = await callerTokens(t);
    tokens = { anonymous: undefined, user: all.user, admin: all.owner };
    // Signing out everywhere ends the owner's or the member's tokens: each route starts with
    // current ones.
    refreshAdmin = async () => {
      const current = await refresh();
      tokens.admin = current.owner;
      tokens.user = current.user;
    };
    otherTokens = [all.expiredToken, all.forgedToken, all.otherUser].filter(
      (token): token is string => token !== undefined,
    );
    fixtures = await createFixtures(t, tokens);
    // The mails and jobs the fixtures caused are done before any request is compared.
    await t.app.jobs.drain();
    tables = await tableNames(t.database.db);
  });
  afterAll(() => t.close());

  it('has a row for every API route', () => {
    const covered = routes.map((route) => `${route.method} ${route.route}`);
    expect(covered.toSorted()).toEqual(documentedRoutes(t).toSorted());
  });

  const fingerprint = () => databaseFingerprint(t.database.db, tables);

  /**
   * Never a 5xx; a refusal is JSON with a message, changes no table and sends no mail; and a
   * mutation that settles the status (413 for a body over the limit) gets exactly it.
   */
  async function expectSafeAnswer(request: HostileRequest) {
    // Work started after an earlier answer, and jobs that came due since (a route moved the test
    // clock, say), are done now, not during the request.
    await t.app.afterAnswer.settled();
    await t.app.jobs.drain();
    const before = await fingerprint();
    const mailsBefore = t.mailbox.sent.length;
    const response = await send(t, request);
    const after = await fingerprint();
    const answer = `${request.method} ${request.url.slice(0, 200)} (${request.mutation}) answered ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, answer).toBeLessThan(500);
    if (request.expectStatus !== undefined) {
      expect(response.statusCode, answer).toBe(request.expectStatus);
    }
    // The prototype keys of POLLUTION never reach a shared prototype.
    const fresh: Record<string, unknown> = {};
    expect([fresh.isAdmin, fresh.polluted], answer).toEqual([undefined, undefined]);
    if (response.statusCode < 400) return;
    expect(response.headers['content-type'], answer).toMatch(/^application\/json/);
    expect(response.json().message, answer).toMatch(/\S/);
    // A refused admin sign-in is itself recorded: the audit log is the one table it adds to.
    if (request.url === '/api/admins/login' && response.statusCode === 401) {
      delete before.audit_log;
      delete after.audit_log;
    }
    expect(after, answer).toEqual(before);
    expect(t.mailbox.sent.length, answer).toBe(mailsBefore);
  }

  let checks = 0;
  /** The server is up, and the route still takes its valid call. */
  async function expectStillWorks(route: RouteCase<Fixtures>) {
    await refreshAdmin();
    const health = await send(t, { method: 'GET', url: '/api/health', headers: {} });
    expect(health.statusCode).toBe(200);
    const valid = route.call(fixtures, `check-${++checks}`);
    const response = await send(t, validRequest(route, valid, tokens));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(route.expect);
    // What the valid call queued (mails) is done before the next route's requests are compared.
    await t.app.jobs.drain();
  }

  it.each(routes)('$method $route', async (route) => {
    await refreshAdmin();
    const valid = route.call(fixtures, 'hostile');
    for (const request of fixedHostileRequests(route, valid, tokens)) {
      await expectSafeAnswer(request);
    }
    await fc.assert(
      fc.asyncProperty(hostileRequests(route, valid, tokens, otherTokens), expectSafeAnswer),
      { numRuns: RUNS_PER_ROUTE },
    );
    await expectStillWorks(route);
  });

  describe('what the suite found, fixed', () => {
    const asAdmin = () => ({ authorization: `Bearer ${tokens.admin}` });

    async function expectRefused(request: Parameters<typeof send>[1], message: RegExp) {
      const before = await fingerprint();
      const response = await send(t, request);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message: expect.stringMatching(message),
      });
      expect(await fingerprint()).toEqual(before);
    }

    it('refuses a NUL or half a surrogate pair in any text, naming the field', async () => {
      const unstorable = /: This text has a character we cannot store\. Please remove it\.$/;
      await expectRefused(
        {
          method: 'POST',
          url: '/api/queries',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ name: 'Asha\u0000', email: 'a@example.com', message: 'Hi' }),
        },
        new RegExp(`^name${unstorable.source}`),
      );
      await expectRefused(
        {
          method: 'PUT',
          url: '/api/about-sections/committee',
          headers: { ...asAdmin(), 'content-type': 'application/json' },
          payload: JSON.stringify({ title: 'Committee', members: [{ name: 'Ravi\ud800' }] }),
        },
        new RegExp(`^members\\.0\\.name${unstorable.source}`),
      );
      await expectRefused(
        { method: 'GET', url: '/api/admins/users?q=asha%00', headers: asAdmin() },
        new RegExp(`^q${unstorable.source}`),
      );
    });

    it('refuses event dates outside the years 1000 to 9999', async () => {
      const outOfRange: Array<[field: string, value: string]> = [
        ['date', '0000-01-01'],
        ['date', '9999-12-31T23:00:00-05:00'],
        ['deadline', '0999-12-31T00:00:00Z'],
      ];
      for (const [field, value] of outOfRange) {
        await expectRefused(
          {
            method: 'POST',
            url: '/api/events',
            headers: { ...asAdmin(), 'content-type': 'application/json' },
            payload: JSON.stringify({ ...eventForm('Time Travel'), [field]: value }),
          },
          new RegExp(`^${field}: must be in the years 1000 to 9999$`),
        );
      }
    });

    it('refuses event dates that would be read as another moment', async () => {
      // No 30 February, no bare numbers, no time without its zone.
      for (const value of [
        '2026-02-30',
        '2025-02-29',
        '1',
        '2026-06-01T10:00',
        'June 1, 2026',
        '+275760-09-13',
      ]) {
        await expectRefused(
          {
            method: 'POST',
            url: '/api/events',
            headers: { ...asAdmin(), 'content-type': 'application/json' },
            payload: JSON.stringify({ ...eventForm('Loose Dates'), date: value }),
          },
          /^date: is not a valid date$/,
        );
      }
    });

    it('answers an upload whose multipart body cannot be read with 400', async () => {
      const valid = multipart([
        { name: 'image', fileName: 'a.png', contentType: 'image/png', data: fixtures.png },
      ]);
      for (const [contentType, payload] of [
        ['multipart/form-data; boundary=another', valid.payload],
        ['multipart/form-data', valid.payload],
        [valid.contentType, valid.payload.subarray(0, valid.payload.length - 20)],
      ] as const) {
        await expectRefused(
          {
            method: 'POST',
            url: '/api/about-sections/upload',
            headers: { ...asAdmin(), 'content-type': contentType },
            payload,
          },
          /^The upload could not be read\. Please choose the picture again\.$/,
        );
      }
    });
  });
});

/** Injection strings that are valid names and messages, with harmless Unicode around them. */
const acceptedText = fc
  .tuple(
    fc.constantFrom(...SQL_INJECTIONS, ...MARKUP_INJECTIONS),
    fc.constantFrom('', ' \u202eRTL\u202c', ' 👩‍👩‍👧‍👦', ' अतिथि', ' e\u0301'),
  )
  .map(([injection, unicode]) => `${injection}${unicode}`);

const ACCEPTED_RUNS = 15;
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

describe('injection strings that are valid input', () => {
  let t: TestApp;
  let admin: string;
  let tables: string[];

  beforeAll(async () => {
    t = await createTestApp({ env: NO_RATE_LIMITS });
    tables = await tableNames(t.database.db);
    admin = (await createAdmin(t)).token;
    const event = await call('POST', '/api/events', eventForm('Hostel Quiz'));
    expect(event.statusCode, event.body).toBe(201);
    const registered = await call('POST', '/api/admins/registration', {
      ...registrationForm('asha@example.com', event.json().event._id),
      gender: 'female',
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${admin}` },
      ...(payload && { payload }),
    });

  it('stores a contact query verbatim', async () => {
    await fc.assert(
      fc.asyncProperty(acceptedText, async (text) => {
        await t.database.db.delete(queries);
        const query = { name: text, email: 'asha@example.com', address: text, message: text };
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/queries',
          payload: query,
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(await t.database.db.select().from(queries)).toMatchObject([query]);
      }),
      { numRuns: ACCEPTED_RUNS },
    );
  });

  it('keeps a sign-up name verbatim, through to the account and its token', async () => {
    let signups = 0;
    await fc.assert(
      fc.asyncProperty(acceptedText, async (name) => {
        const email = `signup-${++signups}@example.com`;
        const post = (step: string, payload: object) =>
          t.app.inject({ method: 'POST', url: `/api/user/${step}`, payload });
        expect((await post('signup', { name, email })).statusCode).toBe(200);
        const otp = codeIn(t.mailbox.to(email).at(-1)?.text);
        const verified = await post('verify-otp', { email, otp });
        expect(verified.statusCode).toBe(200);
        const { signupTicket } = verified.json<{ signupTicket: string }>();
        const password = 'long-enough-password';
        expect((await post('set-password', { email, password, signupTicket })).statusCode).toBe(
          201,
        );
        const login = await post('login', { email, password });
        expect(login.statusCode).toBe(200);
        const [account] = await t.database.db
          .select({ name: accounts.name })
          .from(accounts)
          .where(eq(accounts.email, email));
        expect(account?.name).toBe(name);
        expect(await t.tokens.verify(login.json().token)).toMatchObject({ role: 'user', name });
      }),
      { numRuns: ACCEPTED_RUNS },
    );
  });

  it('keeps a name an admin gives a registrant verbatim, and finds it by searching for it', async () => {
    await fc.assert(
      fc.asyncProperty(acceptedText, async (name) => {
        const renamed = await call('PUT', '/api/admins/users/asha@example.com', { name });
        expect(renamed.statusCode, renamed.body).toBe(200);
        const found = await call('GET', `/api/admins/users?q=${percentEncode(name)}`);
        expect(found.statusCode).toBe(200);
        expect(found.json()).toMatchObject([{ email: 'asha@example.com', name }]);
        const registrations = await call(
          'GET',
          `/api/admins/registrations?q=${percentEncode(name)}`,
        );
        expect(registrations.json()).toMatchObject([{ name }]);
      }),
      { numRuns: ACCEPTED_RUNS },
    );
  });

  it('leaves every table in place, each still answering', async () => {
    expect(await tableNames(t.database.db)).toEqual(tables);
    expect(Object.keys(await databaseFingerprint(t.database.db, tables))).toEqual(tables);
  });
});
