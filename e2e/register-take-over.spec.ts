import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createMember,
  eventIdOf,
  fillRegistrant,
  loginToken,
  startBrowserSession,
} from './members-helpers';

/** Whether React has taken the element over (it marks each one with its props). */
const isReacts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

// Decision record 21: `/register` is painted by the server for a member, and the app takes the
// very same page over; what was typed before then is the form's.
test('what a member types into the painted /register before the app has it is kept', async ({
  page,
  request,
  server,
}, testInfo) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const member = await createMember(request, server, testInfo, 'Pooja Deshpande');
  const token = await loginToken(request, member);
  const eventId = await eventIdOf(request, 'Centenary 5 km Run');
  await startBrowserSession(page, token);

  await page.goto(`/register?event=${eventId}`);
  const form = page.getByRole('form', { name: 'Centenary 5 km Run Registration' });
  await expect(form).toBeVisible();
  expect(await isReacts(page, '#registration-contact')).toBe(false);
  const painted = await form.elementHandle();
  // The app's code arrives slowly, as on a cheap phone: everything is typed before it has the page.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
  await fillRegistrant(page);
  expect(await isReacts(page, '#registration-contact')).toBe(false);

  await expect.poll(() => isReacts(page, '#registration-contact'), { timeout: 30_000 }).toBe(true);
  // React kept the painted page (no mismatch made it draw the form afresh)...
  expect(await painted?.evaluate((element) => element.isConnected)).toBe(true);
  // ...and its form holds what was typed, once it has drawn its fields again.
  await page.getByRole('textbox', { name: 'Hostel', exact: true }).press('End');
  await expect(page.getByRole('textbox', { name: 'Contact', exact: true })).toHaveValue(
    '+91 98220 11223',
  );
  await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('F');
  await expect(page.getByRole('textbox', { name: 'Hostel Address' })).toHaveValue(
    'Room 12, Main Hostel, Shivaji Nagar',
  );
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page).toHaveURL('/success');
  expect(errors).toEqual([]);
});
