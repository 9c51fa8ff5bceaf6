import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { acceptConfirm } from './admin-helpers';
import type { RunningServer } from './server';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';

const PASSWORD = 'hostel-pass-2026';
const DEMO_EMAIL = 'asha.demo@hostel.example';

/** An e-mail address no other test (or run) uses. */
function uniqueEmail(testInfo: TestInfo, label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-${testInfo.project.name}-${stamp}@example.com`;
}

/** The 6-digit code of the newest sign-up mail to `email`. */
async function signupCode(server: RunningServer, email: string): Promise<string> {
  const mail = await server.smtp.waitForMail(email, (m) => /sign-up code/i.test(m.subject));
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, 'a 6-digit code in the mail').toBeDefined();
  return code ?? '';
}

/** Creates a member through the API, as the sign-up page would. */
async function createMember(
  request: APIRequestContext,
  server: RunningServer,
  name: string,
  email: string,
  password = PASSWORD,
): Promise<void> {
  expect((await request.post('/api/user/signup', { data: { name, email } })).ok()).toBe(true);
  const otp = await signupCode(server, email);
  const verified = await request.post('/api/user/verify-otp', { data: { email, otp } });
  expect(verified.ok()).toBe(true);
  const { signupTicket } = (await verified.json()) as { signupTicket: string };
  const done = await request.post('/api/user/set-password', {
    data: { email, password, signupTicket },
  });
  expect(done.status()).toBe(201);
}

async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
}

test.describe('member accounts', () => {
  test('a new person signs up with the mailed code, logs in, sees the profile and logs out @phone', async ({
    page,
    server,
    isMobile,
  }, testInfo) => {
    const name = 'Meera Kulkarni';
    const email = uniqueEmail(testInfo, 'meera');
    await page.clock.install();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();

    // Step 1: name and e-mail, Send OTP; the fields lock and the resend button counts down.
    // A mistyped address is corrected with Change e-mail: the field opens again, focused.
    const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await emailField.fill(`x${email}`);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(emailField).toBeDisabled();
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(emailField).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'OTP', exact: true })).toBeHidden();
    await emailField.fill(email);
    // The page's clock stands still while the countdown is read, so a busy machine cannot race it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'We have sent a 6-digit code' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeDisabled();
    const resend = page.getByRole('button', { name: /^Resend OTP/ });
    await expect(resend).toHaveText('Resend OTP in 30s');
    await expect(resend).toBeDisabled();
    await page.clock.fastForward('00:29');
    await expect(resend).toHaveText('Resend OTP in 1s');
    await page.clock.fastForward('00:02');
    await expect(resend).toHaveText('Resend OTP');
    await expect(resend).toBeEnabled();
    await page.clock.resume();

    // Step 2: the code from the mail, Verify: a green tick.
    const otp = await signupCode(server, email);
    await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(otp);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('img', { name: 'Code verified' })).toBeVisible();

    // Step 3: a password, Complete Registration, the alert, then /login greets the new member.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    // The alert is accepted inside its event: a modal left open can stall the next call.
    const alert = acceptConfirm(page);
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    expect(await alert).toBe('alert: Registration complete! You can now log in.');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Please login to continue to the dashboard.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    // The banner lasts 3 seconds: hold the page's clock so a busy machine cannot miss it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/');
    const banner = page.getByRole('status').filter({ hasText: 'Login successful' });
    // React reveals the lazily loaded banner after a short timer, once its code is there: the
    // held clock moves on in small steps until it shows (its 3 seconds start as it shows).
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(banner).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 15_000 });
    await page.clock.runFor(2_300);
    await expect(banner).toBeVisible();
    await page.clock.runFor(800);
    await expect(banner).toBeHidden();
    await page.clock.resume();

    // The profile: name, e-mail and student ID, then Logout back to /login.
    const header = page.getByRole('banner');
    if (isMobile) {
      await header.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText(name)).toBeVisible();
      await expect(drawer.getByText(email)).toBeVisible();
      await expect(drawer.getByText(/^ID: HST-\d+$/)).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Registered Events' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Donation History' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
      await drawer.getByRole('button', { name: 'Logout' }).click();
      await expect(drawer).toBeHidden();
    } else {
      await expect(header.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
      await header.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.locator('#account-menu');
      await expect(menu.getByText(name)).toBeVisible();
      await expect(menu.getByText(email)).toBeVisible();
      await expect(menu.getByText(/^ID: HST-\d+$/)).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Registered Events' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Donation History' })).toBeVisible();
      await menu.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(menu).toBeHidden();
      await expect(header.getByRole('link', { name: 'Events', exact: true })).toHaveCount(0);
    }
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('loginTime'))).toBeNull();
  });

  test('a forgotten password is reset through the mailed link', async ({
    page,
    server,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'forgot');
    await createMember(page.request, server, 'Kavya Joshi', email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for this e-mail');

    const mail = await server.smtp.waitForMail(email, (m) => /reset/i.test(m.subject));
    const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, 'a reset link in the mail').toBeDefined();
    await page.goto(new URL(link ?? '').pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();

    // Different passwords: the message, and nothing sent.
    const resetCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/user/reset-password/')) {
        resetCalls.push(request.url());
      }
    });
    const newPassword = 'a-fresh-password-1';
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await page
      .getByRole('textbox', { name: 'Confirm Password', exact: true })
      .fill('something-else-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    expect(resetCalls).toEqual([]);

    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been reset');
    await expect(page).toHaveURL(/\/reset-password\//);
    await expect(page).toHaveURL('/login', { timeout: 4_000 });

    // The link again: it says at once that it was used, with no form to fill in.
    await page.goto(new URL(link ?? '').pathname);
    await expect(page.getByRole('alert')).toContainText('was already used');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);

    await logIn(page, email, newPassword);
  });

  test('/events sends a visitor to /login, saying why, and back to Get Involved Today', async ({
    page,
    server,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'events');
    await createMember(page.request, server, 'Tanvi Shinde', email);
    await page.goto('/events');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toHaveText(
      'Please log in to get involved in events and festivals. You will go straight there once you have logged in.',
    );

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Get Involved Today' })).toBeVisible();
    const events = page.getByRole('article', { name: 'Events' });
    const ganesh = page.getByRole('article', { name: 'Ganesh Chathurthi' });
    await expect(events.getByRole('link', { name: 'Explore Events' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expect(ganesh.getByRole('link', { name: 'Donate Now' })).toHaveAttribute(
      'href',
      '/donations',
    );
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await ganesh.getByRole('link', { name: 'Donate Now' }).click();
    await expect(page).toHaveURL('/donations');
  });

  test('the login page shows the test credentials, and they log in @phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/login');
    const box = page.getByRole('region', { name: 'Test credentials' });
    await expect(box).toContainText(DEMO_EMAIL);
    await expect(box).toContainText('hostel-demo-2026');
    await box.getByRole('button', { name: 'Use test credentials' }).click();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/');
    const header = page.getByRole('banner');
    if (isMobile) {
      await header.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog').getByText('Asha Patil')).toBeVisible();
    } else {
      await header.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.locator('#account-menu').getByText('Asha Patil')).toBeVisible();
    }
  });

  test('after login, a visitor who pressed Register returns to that event', async ({ page }) => {
    const events = (await (await page.request.get('/api/events')).json()) as { _id: string }[];
    const eventId = events[0]?._id ?? '';
    expect(eventId, 'a demo event').not.toBe('');
    await page.goto('/login');
    // What the registration page stores when a visitor presses Register.
    await page.evaluate((id) => {
      localStorage.setItem('redirectAfterLogin', 'register');
      localStorage.setItem('registerEventId', id);
    }, eventId);
    await page.getByRole('button', { name: 'Use test credentials' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`/register?event=${eventId}`);
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('registerEventId'))).toBeNull();
  });

  test("an invitation's link fills the sign-up form with the name and e-mail it carries @phone", async ({
    page,
  }) => {
    await page.goto('/signup?email=invited%40example.com&name=Invited+Person');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Invited Person',
    );
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      'invited@example.com',
    );
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  test('the account pages are accessible and fit a phone @phone', async ({ page }) => {
    for (const path of ['/signup', '/login', '/forgot-password', '/reset-password/x']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    }
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('member accounts: refusals', () => {
  // The refused calls (400, 401, 409) show in the browser console as failed loads.
  test.use({ allowConsoleErrors: true });

  test('a wrong code shows the error icon and the server message; the right one is accepted', async ({
    page,
    server,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'wrong-code');
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rohan Deshmukh');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = await signupCode(server, email);

    await page
      .getByRole('textbox', { name: 'OTP', exact: true })
      .fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('img', { name: 'Code not accepted' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('4 tries left');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(otp);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('img', { name: 'Code verified' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Code not accepted' })).toHaveCount(0);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toBeVisible();

    // Half an hour later the verification has lapsed: back to step 2, saying what to do.
    const moved = await page.request.post('/api/test/clock', { data: { advanceMs: 31 * 60_000 } });
    expect(moved.ok(), 'the test clock of the server moves').toBe(true);
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your e-mail was verified more than 30 minutes ago. Please ask for a new code.',
    );
    await expect(password).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'OTP', exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: /^Resend OTP/ })).toBeVisible();
  });

  test('an e-mail that already has an account is told to log in', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Patil');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'An account with this e-mail already exists. Please log in.',
    );
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeEnabled();
    await page.getByRole('alert').getByRole('link', { name: 'Go to login' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('a wrong password is refused with the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_EMAIL);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
    await expect(page).toHaveURL('/login');
  });

  test('a reset link that is not valid says so: at once when malformed, else from the server', async ({
    page,
  }) => {
    // Cut short, as when a mail program breaks the link: no form to fill in for nothing.
    await page.goto('/reset-password/not-a-real-link');
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is not valid. Please ask for a new one. Ask for a new link',
    );
    await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');

    // Shaped like a mailed link: the server says, as the page opens, that it cannot be used.
    await page.goto('/reset-password/not-a-real-link-0123456789abcdefghijklmnop');
    await expect(page.getByRole('alert')).toContainText(
      'This reset link is not valid or was already used. Please ask for a new one.',
    );
    await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});
