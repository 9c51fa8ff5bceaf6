import type { APIRequestContext, Page } from '@playwright/test';
import { base32Decode, totp } from '../src/server/modules/admins/totp';
import { adminToken, notification, openDashboard } from './admin-helpers';
import { expect, test } from './fixtures';
import { memberWithPaidDonation } from './members-helpers';

const linkIn = (text: string) => {
  const match = /https?:\/\/[^\s]+\/admin\/invitation\/[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`No invitation link in: ${text}`);
  return new URL(match[0]);
};

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * The code an authenticator app shows at the server's time, `steps` 30-second steps on (one
 * step of drift is taken). Other specs on this worker's server may have moved its clock on.
 */
async function appCode(request: APIRequestContext, secret: string, steps = 0): Promise<string> {
  const answer = await request.get('/api/test/clock');
  const { now } = (await answer.json()) as { now: string };
  return totp(base32Decode(secret), new Date(Date.parse(now) + steps * 30_000));
}

test.describe('the committee', () => {
  test('an owner invites a treasurer, who accepts, turns on two-factor, signs in with a code and refunds; the owner sees it in Activity', async ({
    page,
    browser,
    request,
    server,
  }, testInfo) => {
    // One long journey through two people's devices: more than a single page's time.
    test.setTimeout(180_000);
    const member = await memberWithPaidDonation(request, server, testInfo, {
      name: 'Kavita Rao',
      amount: 700,
      purpose: 'Mess fund',
    });
    const username = `treasurer-${testInfo.workerIndex}-${Date.now().toString(36)}`;
    const email = `${username}@hostel.example`;
    const password = 'keeps-the-hostel-books';

    await openDashboard(page, request, server, 'committee');
    await page.getByRole('button', { name: 'Invite an admin' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite an admin' });
    await invite.getByRole('textbox', { name: 'Username' }).fill(username);
    await invite.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await invite.getByRole('combobox', { name: 'Role' }).selectOption('treasurer');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(notification(page, `Invitation sent to ${email}.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Invited');

    // The treasurer, on a device of their own, follows the mail's link.
    const mail = await server.smtp.waitForMail(email);
    expect(mail.subject).toMatch(/invited to the .* admin dashboard/);
    const link = linkIn(mail.text);
    const treasurerContext = await browser.newContext({ baseURL: server.url });
    const treasurer = await treasurerContext.newPage();
    await treasurer.goto(link.pathname);
    await expect(treasurer.getByText(`Welcome, ${username}`)).toBeVisible();
    await treasurer.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await treasurer.getByRole('textbox', { name: 'Confirm Password' }).fill(password);
    await treasurer.getByRole('button', { name: 'Set my password' }).click();
    await expect(treasurer).toHaveURL('/admin/login');
    await expect(treasurer.getByText('Your password is set. You can now log in.')).toBeVisible();

    await logIn(treasurer, username, password);
    await expect(treasurer).toHaveURL('/admin/dashboard');
    await expect(treasurer.getByText(`Logged in as ${username} · Treasurer`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(treasurer.getByRole('tab')).toHaveText(['Donations', 'Payments']);

    await treasurer.getByRole('button', { name: 'Your account' }).click();
    await treasurer.getByRole('menuitem', { name: 'Two-factor sign-in: off' }).click();
    const twoFactor = treasurer.getByRole('dialog', { name: 'Two-factor sign-in' });
    await twoFactor.getByRole('textbox', { name: 'Password' }).fill(password);
    await twoFactor.getByRole('button', { name: 'Continue' }).click();
    await expect(twoFactor.getByRole('img', { name: /^QR code/ })).toBeVisible();
    const secret = (await twoFactor.getByTestId('two-factor-secret').textContent()) ?? '';
    await twoFactor
      .getByRole('textbox', { name: 'Code from the app' })
      .fill(await appCode(request, secret));
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await expect(
      twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await twoFactor.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(twoFactor).toBeHidden();
    await treasurer.getByRole('button', { name: 'Log out' }).click();

    await logIn(treasurer, username, password);
    const code = treasurer.getByRole('textbox', { name: 'Code from your authenticator app' });
    await expect(code).toBeFocused();
    await code.fill('000000');
    await treasurer.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(treasurer.getByRole('alert')).toContainText('That code is not right');
    await code.fill(await appCode(request, secret, 1));
    await treasurer.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(treasurer).toHaveURL('/admin/dashboard');

    await treasurer.getByRole('tab', { name: 'Payments' }).click();
    await treasurer.getByRole('searchbox', { name: 'Search payments' }).fill(member.email);
    const payment = treasurer.getByRole('row').filter({ hasText: member.email });
    await expect(payment).toHaveCount(1);
    await payment.getByRole('button', { name: /^Refund the payment of Kavita Rao/ }).click();
    const refund = treasurer.getByRole('dialog', { name: 'Refund Kavita Rao' });
    await refund.getByRole('textbox', { name: 'Amount (₹)' }).fill('200');
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Paid twice');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(notification(treasurer, /A refund of ₹200 was sent to Razorpay/)).toBeVisible();
    await treasurerContext.close();

    // The treasurer's phone is lost: the owner turns their two-factor off, and their password
    // alone lets them in again; they then end every session of theirs from their account menu.
    await page.goto('/admin/dashboard?tab=committee');
    const resetButton = page.getByRole('button', {
      name: `Reset two-factor sign-in of ${username}`,
    });
    await resetButton.click();
    const reset = page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
    await reset.getByRole('button', { name: 'Reset two-factor' }).click();
    await expect(
      notification(page, `${username} can sign in with their password alone again.`),
    ).toBeVisible();
    await expect(reset).toBeHidden();
    await expect(resetButton).toHaveCount(0);
    const phoneContext = await browser.newContext({ baseURL: server.url });
    const newPhone = await phoneContext.newPage();
    await logIn(newPhone, username, password);
    await expect(newPhone).toHaveURL('/admin/dashboard');
    await newPhone.getByRole('button', { name: 'Your account' }).click();
    await newPhone.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    const signOut = newPhone.getByRole('dialog', { name: 'Sign out everywhere' });
    await signOut.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(newPhone).toHaveURL('/admin/login');
    await phoneContext.close();

    // The owner finds it in Activity, by action.
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.getByRole('combobox', { name: 'Action' }).selectOption('payment.refund');
    const entry = page.getByRole('region', { name: 'Activity log' }).getByRole('row').filter({
      hasText: username,
    });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Refunded a payment');
    await expect(entry).toContainText('amount: 200');
  });

  test('a viewer reads every tab but sees no button that changes anything', async ({
    page,
    request,
    server,
  }) => {
    const username = `viewer-${Date.now().toString(36)}`;
    const email = `${username}@hostel.example`;
    const owner = await adminToken(request, server);
    const invited = await request.post('/api/admins/admins', {
      headers: { authorization: `Bearer ${owner}` },
      data: { username, email, role: 'viewer' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const link = linkIn((await server.smtp.waitForMail(email)).text);
    const invitation = link.pathname.split('/').at(-1) ?? '';
    const accepted = await request.post(`/api/admins/invitations/${invitation}`, {
      data: { password: 'reads-but-never-writes' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const login = await request.post('/api/admins/login', {
      data: { username, password: 'reads-but-never-writes' },
    });
    const { token } = (await login.json()) as { token: string };
    await page.goto('/admin/login');
    await page.evaluate((value) => localStorage.setItem('adminToken', value), token);

    await page.goto('/admin/dashboard?tab=events');
    // The dashboard's code is the largest the site loads: a loaded machine takes its time.
    await expect(page.getByText(`Logged in as ${username} · Viewer`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('tab')).toHaveText([
      'Events',
      'Users',
      'Registrations',
      'Donations',
      'Payments',
      /^Queries/,
      'Committee',
      'Activity',
    ]);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('article').first()).toBeVisible();
    await expect(panel.getByRole('button', { name: /^View details of / }).first()).toBeVisible();
    await expect(panel.getByRole('button', { name: /^(Add New Event|Edit |Delete )/ })).toHaveCount(
      0,
    );
    await expect(panel.getByRole('article').getByRole('combobox')).toHaveCount(0);

    const noWriteButtons = async (tab: string, ready: RegExp) => {
      await page.getByRole('tab', { name: tab }).click();
      await expect(panel.getByRole('heading', { level: 2, name: ready })).toBeVisible();
      await expect(panel.getByRole('progressbar')).toHaveCount(0);
      const buttons = await panel.getByRole('button').allTextContents();
      const labels = await panel
        .getByRole('button')
        .evaluateAll((elements) =>
          elements.map((element) => element.getAttribute('aria-label') ?? ''),
        );
      return [...buttons, ...labels].filter((name) =>
        /add|edit|delete|refund|check with razorpay|reply|mark|invite|disable|enable|send again|erase/i.test(
          name,
        ),
      );
    };
    expect(await noWriteButtons('Users', /^Users$/)).toEqual([]);
    expect(await noWriteButtons('Registrations', /Registrations/)).toEqual([]);
    expect(await noWriteButtons('Payments', /^Payments$/)).toEqual([]);
    expect(await noWriteButtons('Committee', /^Committee$/)).toEqual([]);
    await expect(panel.getByRole('checkbox', { name: /Require two-factor/ })).toHaveCount(0);
    await expect(panel.getByRole('combobox', { name: /^Role of / })).toHaveCount(0);

    // The server refuses what the page does not offer.
    const refused = await request.post('/api/events', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Not allowed' },
    });
    expect(refused.status()).toBe(403);
  });
});
