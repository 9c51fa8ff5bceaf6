import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { loginToken, newMemberSession } from './members-helpers';

test.use({ viewport: { width: 375, height: 812 } });

test('a member downloads what the site holds about them, asks to be erased, and signs out on every device', async ({
  page,
  request,
  server,
}, testInfo) => {
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
});
