import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { notification, openDashboard } from './admin-helpers';
import { loginToken, newMemberSession } from './members-helpers';

test.use({ viewport: { width: 375, height: 812 } });

test('a member downloads what the site holds about them, asks to be erased, and signs out on every device', async ({
  page,
  browser,
  request,
  server,
}, testInfo) => {
  // The member's phone, then the committee's laptop.
  test.setTimeout(120_000);
  const member = await newMemberSession(page, request, server, testInfo, 'Kiran Pawar');
  // The same member is also signed in on a laptop.
  const laptop = await loginToken(request, member);

  await page.goto('/users/registrations');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL('/account/data');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  const held = page.getByRole('region', { name: 'What we hold about you' });
  await expect(held.getByRole('listitem').first()).toContainText('Your account');
  await expect(held.getByRole('listitem').nth(1)).toHaveText(/^0 registrations/);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  const downloading = page.waitForEvent('download');
  await held.getByRole('button', { name: 'Download your data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('personal-data.json');
  const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    email: string;
    account: { name: string };
  };
  expect(exported).toMatchObject({ email: member.email, account: { name: 'Kiran Pawar' } });

  await page.getByRole('button', { name: 'Ask to erase my data' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your request is with the committee' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out everywhere' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('You are signed out on every device.')).toBeVisible();

  const renewed = await request.post('/api/user/refresh', {
    headers: { authorization: `Bearer ${laptop}` },
  });
  expect(renewed.status(), 'the laptop is signed out too').toBe(401);

  // An owner answers the request from the dashboard's Users tab.
  const office = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
  });
  const owner = await office.newPage();
  await openDashboard(owner, request, server, 'users');
  await owner.getByRole('button', { name: 'Erase Kiran Pawar' }).click();
  const erase = owner.getByRole('dialog', { name: "Erase a person's data" });
  await expect(erase).toContainText(member.email);
  await erase.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(
    notification(owner, `Everything about ${member.email} has been erased or anonymised.`),
  ).toBeVisible();
  await expect(erase).toBeHidden();
  await expect(owner.getByRole('button', { name: 'Erase Kiran Pawar' })).toHaveCount(0);
  await office.close();
  const signIn = await request.post('/api/user/login', {
    data: { email: member.email, password: member.password },
  });
  expect(signIn.status(), 'the erased account no longer signs in').toBe(401);
});
