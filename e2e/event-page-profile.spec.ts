import { createEvent, uniqueName } from './admin-helpers';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { MEMBER_PASSWORD, newMemberSession } from './members-helpers';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test("a shared event link shows the event to a visitor, with its preview in the server's HTML, at 375 px", async ({
  page,
  context,
  request,
  server,
}, testInfo) => {
  const name = uniqueName(testInfo, 'Kite Festival');
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const eventId = await createEvent(request, server, {
    name,
    description: 'Kites, manja and chai on the terrace.',
    date: `${day}T16:00:00+05:30`,
    location: 'Hostel Terrace',
    amountIndividual: 100,
  });

  // What WhatsApp reads: the HTML the server sends, before any script.
  const html = await (await request.get(`/events/${eventId}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${name}" />`);
  expect(html).toMatch(
    /<meta property="og:description" content="[^"]*Hostel Terrace[^"]*Kites, manja/,
  );
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/art\/[\w-]+\.webp" \/>/);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('4:00 pm').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hostel Terrace' }).first()).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Hostel%20Terrace',
  );
  await expect(page.getByRole('button', { name: 'Register • ₹100' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  // No share sheet in this browser: the link is copied, and it says so.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // The event's card on the home page links to its page (its name is the link).
  await page.goto('/');
  await expect(page.locator(`article a[href="/events/${eventId}"]`)).toHaveText(name);
});

test.describe('the profile', () => {
  // A wrong current password is a 400, which the browser logs.
  test.use({ allowConsoleErrors: true });

  test('a member changes her password and her e-mail from her profile, at 375 px', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const member = await newMemberSession(page, request, server, testInfo, 'Pooja Nair');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    await expectAccessible(page);

    const password = page.getByRole('form', { name: 'Change your password' });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password').fill('kite-season-2027');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toHaveText('Your current password is not right.');
    await password.getByLabel('Current password').fill(MEMBER_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toContainText(
      'Your password is changed, and every other device is signed out.',
    );
    await server.smtp.waitForMail(member.email, (m) => m.subject.includes('password has changed'));

    const newEmail = `new-${member.email}`;
    const email = page.getByRole('form', { name: 'Change your e-mail address' });
    await email.getByLabel('New e-mail address').fill(newEmail);
    await email.getByLabel('Current password').fill('kite-season-2027');
    await email.getByRole('button', { name: 'Send code' }).click();
    const codeMail = await server.smtp.waitForMail(newEmail, () => true);
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? '';
    const confirm = page.getByRole('form', { name: 'Confirm your new e-mail address' });
    await confirm.getByLabel('Code from the e-mail').fill(code);
    await confirm.getByRole('button', { name: 'Confirm new address' }).click();
    await expect(confirm.or(email).getByRole('status')).toHaveText(
      `Your e-mail address is now ${newEmail}.`,
    );
    await server.smtp.waitForMail(member.email, (m) =>
      m.subject.includes('e-mail address has changed'),
    );
    await expect(page.getByText(newEmail).first()).toBeVisible();
  });
});
