import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import {
  createMember,
  eventIdOf,
  fillRegistrant,
  loginToken,
  newMemberSession,
  startBrowserSession,
} from './members-helpers';

const CRICKET = 'Inter-Hostel Cricket Tournament';

/** Moves the server's clock as far as the page's, so the tokens it signs age alike. */
async function moveServerClock(page: Page, advanceMs: number) {
  const moved = await page.request.post('/api/test/clock', { data: { advanceMs } });
  expect(moved.ok(), 'the test clock of the server moves').toBe(true);
}

/** The answer to the next session renewal the page asks for. */
const nextRenewal = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/user/refresh'));

test.describe('the session lasts 10 minutes without activity', () => {
  test('activity keeps a member signed in past 10 minutes', async ({
    page,
    request,
    server,
  }, testInfo) => {
    await newMemberSession(page, request, server, testInfo, 'Sameer Kale');
    await page.clock.install();
    await page.goto('/users/registrations');
    const heading = page.getByRole('heading', { level: 1, name: 'My Registered Events' });
    await expect(heading).toBeVisible();

    // Active every four minutes (the page's own calls first, then keys): the session is renewed
    // each time, and twelve minutes after the login the member is still in.
    // The renewal comes from the page's timer or from the key, whichever finds the token old
    // enough first: the wait begins before either can happen.
    for (let minute = 4; minute <= 12; minute += 4) {
      await moveServerClock(page, 4 * 60_000);
      const renewal = nextRenewal(page);
      await page.clock.fastForward('04:00');
      await page.keyboard.press('Tab');
      expect((await renewal).status(), `the renewal at minute ${minute}`).toBe(200);
    }
    await expect(page).toHaveURL('/users/registrations');
    await expect(heading).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a minute before the end a warning offers to stay signed in', async ({
    page,
    request,
    server,
  }, testInfo) => {
    await newMemberSession(page, request, server, testInfo, 'Nikhil Pawar');
    await page.clock.install();
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Get Involved Today' })).toBeVisible();

    await page.clock.fastForward('09:00');
    const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAccessibleDescription(/after 10 minutes without activity/);
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // Escape stays signed in, as the button does.
    let renewal = nextRenewal(page);
    await page.keyboard.press('Escape');
    expect((await renewal).status()).toBe(200);
    await expect(warning).toBeHidden();
    await page.clock.fastForward('09:00');
    await expect(warning).toBeVisible();
    renewal = nextRenewal(page);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    expect((await renewal).status()).toBe(200);
    await expect(warning).toBeHidden();

    // Nineteen minutes after the login, the member is still on the page.
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL('/events');
    await expect(warning).toBeHidden();
  });

  test('an idle member filling a team logs in again and finds the team as it was', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const member = await createMember(request, server, testInfo, 'Rohit Jadhav');
    await startBrowserSession(page, await loginToken(request, member));
    const eventId = await eventIdOf(request, CRICKET);
    const stamp = Date.now().toString(36);
    await page.clock.install();
    await page.goto(`/register?event=${eventId}`);
    await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
    await fillRegistrant(page);
    for (let n = 1; n <= 3; n += 1) {
      await page.getByRole('button', { name: '+ Add Member' }).click();
      const group = page.getByRole('group', { name: `Member ${n}` });
      await group.getByLabel('Name').fill(`Player ${n}`);
      await group.getByLabel('Email').fill(`player${n}-${stamp}@example.com`);
      await group.getByLabel('Contact').fill(`+91 98000 0000${n}`);
    }

    // The member walks away: warned a minute before the end, then sent to log in, told why.
    await page.clock.fastForward('09:00');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.clock.fastForward('01:01');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toHaveText(
      'Your session ended after 10 minutes without activity. Please log in again to continue where you left off.',
    );
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`/register?event=${eventId}`);
    await expect(page.getByRole('textbox', { name: 'Hostel Address' })).toHaveValue(
      'Room 12, Main Hostel, Shivaji Nagar',
    );
    await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('F');
    for (let n = 1; n <= 3; n += 1) {
      const group = page.getByRole('group', { name: `Member ${n}` });
      await expect(group.getByLabel('Name')).toHaveValue(`Player ${n}`);
      await expect(group.getByLabel('Email')).toHaveValue(`player${n}-${stamp}@example.com`);
    }
    await expect(page.getByRole('group', { name: 'Member 4' })).toHaveCount(0);

    // Once registered, the draft is gone.
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page).toHaveURL('/success');
    const drafts = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('formDraft:')),
    );
    expect(drafts).toEqual([]);
  });
});
