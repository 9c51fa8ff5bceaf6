import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import type { RunningServer } from './server';

export const MEMBER_PASSWORD = 'member-pass-2026';

export interface Member {
  name: string;
  email: string;
  password: string;
}

/** An e-mail address no other test (or run) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-${testInfo.project.name}-${stamp}@example.com`;
}

/** The 6-digit code of the newest sign-up mail to `email`, from the loopback SMTP listener. */
export async function signupCode(server: RunningServer, email: string): Promise<string> {
  const mail = await server.smtp.waitForMail(email, (m) => /sign-up code/i.test(m.subject));
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, 'a 6-digit code in the sign-up mail').toBeDefined();
  return code ?? '';
}

/**
 * Signs a new member up through the API, as the sign-up page would: name and e-mail, the code
 * from the mail, then a password.
 */
export async function createMember(
  request: APIRequestContext,
  server: RunningServer,
  testInfo: TestInfo,
  name: string,
): Promise<Member> {
  const label = name.split(' ')[0]?.toLowerCase() ?? 'member';
  const email = uniqueEmail(testInfo, label);
  expect((await request.post('/api/user/signup', { data: { name, email } })).ok()).toBe(true);
  const otp = await signupCode(server, email);
  const verified = await request.post('/api/user/verify-otp', { data: { email, otp } });
  expect(verified.ok()).toBe(true);
  const { signupTicket } = (await verified.json()) as { signupTicket: string };
  const done = await request.post('/api/user/set-password', {
    data: { email, password: MEMBER_PASSWORD, signupTicket },
  });
  expect(done.status()).toBe(201);
  return { name, email, password: MEMBER_PASSWORD };
}

/** A user token for the member, from the login API. */
export async function loginToken(
  request: APIRequestContext,
  member: Pick<Member, 'email' | 'password'>,
): Promise<string> {
  const response = await request.post('/api/user/login', {
    data: { email: member.email, password: member.password },
  });
  expect(response.ok(), 'member login').toBe(true);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/**
 * Starts the member's browser session (the `token` and `loginTime` of lib/session.ts) before the
 * first page loads; later navigations keep whatever the app stores.
 */
export async function startBrowserSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (localStorage.getItem('e2eSessionStarted')) return;
    localStorage.setItem('e2eSessionStarted', '1');
    localStorage.setItem('token', value);
    localStorage.setItem('loginTime', String(Date.now()));
  }, token);
}

/** A new member with a browser session. */
export async function newMemberSession(
  page: Page,
  request: APIRequestContext,
  server: RunningServer,
  testInfo: TestInfo,
  name: string,
): Promise<Member> {
  const member = await createMember(request, server, testInfo, name);
  await startBrowserSession(page, await loginToken(request, member));
  return member;
}

/** The demo member's credentials (GET /api/config, outside production). */
export async function demoMember(request: APIRequestContext): Promise<Member> {
  const config = (await (await request.get('/api/config')).json()) as {
    demoAccount: { email: string; password: string } | null;
  };
  expect(config.demoAccount, 'the demo account of a test server').not.toBeNull();
  const account = config.demoAccount ?? { email: '', password: '' };
  return { name: 'Demo member', ...account };
}

/** The id of a seeded event, by name. */
export async function eventIdOf(request: APIRequestContext, name: string): Promise<string> {
  const events = (await (await request.get('/api/events')).json()) as Array<{
    _id: string;
    name: string;
  }>;
  const event = events.find((candidate) => candidate.name === name);
  expect(event, `the seeded event '${name}'`).toBeDefined();
  return event?._id ?? '';
}

/** Accepts every alert and keeps its text, in order. */
export function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** The event card with this name on the current page. */
export function eventCard(page: Page, name: string): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

export interface RegistrantDetails {
  contact: string;
  gender: 'M' | 'F' | 'O';
  hostel: string;
  hostelAddress: string;
}

export const ASHA_DETAILS: RegistrantDetails = {
  contact: '+91 98220 11223',
  gender: 'F',
  hostel: 'Main Hostel',
  hostelAddress: 'Room 12, Main Hostel, Shivaji Nagar',
};

/** Fills the registrant's own fields of the registration form (name and e-mail are prefilled). */
export async function fillRegistrant(page: Page, details: RegistrantDetails = ASHA_DETAILS) {
  await page.getByRole('textbox', { name: 'Contact', exact: true }).fill(details.contact);
  await page.getByRole('combobox', { name: 'Gender' }).selectOption(details.gender);
  await page.getByRole('textbox', { name: 'Hostel', exact: true }).fill(details.hostel);
  await page.getByRole('textbox', { name: 'Hostel Address' }).fill(details.hostelAddress);
}

/** Registers the member for an event through the API (the duplicate case starts from this). */
export async function registerThroughApi(
  request: APIRequestContext,
  token: string,
  member: Member,
  eventId: string,
): Promise<void> {
  const response = await request.post('/api/users/register', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: member.name,
      email: member.email,
      contact: ASHA_DETAILS.contact,
      hostel: ASHA_DETAILS.hostel,
      hostelAddress: ASHA_DETAILS.hostelAddress,
      gender: ASHA_DETAILS.gender,
      event: eventId,
      registrationType: 'individual',
      teamMembers: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The value next to a label in a description list (the success page, the details dialog). */
export function detail(scope: Page | Locator, label: string): Locator {
  return scope.locator(`dt:text-is("${label}") + dd`);
}

/**
 * A new member who has given a donation, paid by UPI in the simulator and verified as the
 * browser would: the payment an admin then finds and refunds. Answers the member.
 */
export async function memberWithPaidDonation(
  request: APIRequestContext,
  server: RunningServer,
  testInfo: TestInfo,
  { name, amount, purpose }: { name: string; amount: number; purpose: string },
) {
  const member = await createMember(request, server, testInfo, name);
  const token = await loginToken(request, member);
  const ordered = await request.post('/api/payments/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      donation: {
        name: member.name,
        email: member.email,
        phone: '+91 98220 12345',
        amount,
        purpose,
      },
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = (await ordered.json()) as { orderId: string; keyId: string };
  const paid = await request.post('/simulator/razorpay/checkout/pay', {
    data: { key_id: order.keyId, order_id: order.orderId, method: 'upi', outcome: 'success' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await request.post('/api/payments/verify', { data: await paid.json() });
  expect(verified.status(), await verified.text()).toBe(200);
  return member;
}
