import { readFile } from 'node:fs/promises';
import { extractPdfText } from '../src/server/test/pdf-text';
import { createEvent, uniqueName } from './admin-helpers';
import { expect, expectNoSidewaysScroll, test } from './fixtures';
import {
  collectAlerts,
  createMember,
  loginToken,
  MEMBER_PASSWORD,
  newMemberSession,
  registerThroughApi,
} from './members-helpers';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);

test('from My Registered Events a member pays, downloads the receipt, adds to Google Calendar and cancels, at 375 px', async ({
  page,
  request,
  server,
}, testInfo) => {
  const name = uniqueName(testInfo, 'Rangoli Contest');
  const eventId = await createEvent(request, server, {
    name,
    date: `${day}T18:30:00+05:30`,
    location: 'Shivaji Hall',
    amountIndividual: 250,
    allowedRegistrationTypes: ['individual'],
  });
  const member = await newMemberSession(page, request, server, testInfo, 'Sneha Joshi');
  await registerThroughApi(request, await loginToken(request, member), member, eventId);

  await page.goto('/users/registrations');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(`Date: ${Number(day.slice(8))}`);
  await expect(card).toContainText('6:30 pm');
  await expectNoSidewaysScroll(page);
  // Pay now sits inside the card, where a finger can reach it.
  await card.getByRole('button', { name: 'Pay now ₹250' }).tap();
  await page
    .getByRole('dialog', { name: 'Razorpay simulator' })
    .getByRole('button', { name: 'Pay with UPI' })
    .click();
  await expect(page).toHaveURL('/success');

  await page.goto('/users/registrations');
  await expect(card).toContainText(/Paid: ₹250 \(receipt R-/);
  await card.getByRole('button', { name: `Details, ticket and receipt: ${name}` }).tap();
  const details = page.getByRole('dialog', { name: 'Registration Details' });
  await expect(details.getByRole('img', { name: /Ticket QR code/ })).toBeVisible();
  await expect(details).toContainText('Amount paid: ₹250');
  await expect(details.getByRole('link', { name: 'Shivaji Hall' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Shivaji%20Hall',
  );

  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: /^Download receipt R-/ }).click();
  const text = await extractPdfText(await readFile(await (await download).path()));
  expect(text).toContain(`Event fee: ${name} (individual)`);

  const google = new URL(
    (await details.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')) ??
      '',
  );
  expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
  const start = new Date(`${day}T18:30:00+05:30`).toISOString().replace(/[-:]|\.\d{3}/g, '');
  const end = new Date(new Date(`${day}T20:30:00+05:30`).getTime())
    .toISOString()
    .replace(/[-:]|\.\d{3}/g, '');
  expect(google.searchParams.get('action')).toBe('TEMPLATE');
  expect(google.searchParams.get('text')).toBe(name);
  expect(google.searchParams.get('dates')).toBe(`${start}/${end}`);
  expect(google.searchParams.get('location')).toBe('Shivaji Hall');

  await details.getByRole('button', { name: 'Cancel registration' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your registration?' });
  await expect(confirm).toContainText('your fee of ₹250 is refunded in full');
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(details.getByText(/^Your registration is cancelled/)).toBeVisible();
  await expect(details).toContainText(/Refund of ₹250 \(asked on .*\): (refunded|on its way)/);
});

test('a member promoted from the waiting list pays from the offer mail, after logging in, at 375 px', async ({
  page,
  request,
  server,
}, testInfo) => {
  const name = uniqueName(testInfo, 'Pottery Class');
  const eventId = await createEvent(request, server, {
    name,
    maxParticipants: 1,
    waitlist: true,
    amountIndividual: 150,
    allowedRegistrationTypes: ['individual'],
  });
  const first = await createMember(request, server, testInfo, 'Kiran More');
  const firstToken = await loginToken(request, first);
  await registerThroughApi(request, firstToken, first, eventId);
  const ravi = await createMember(request, server, testInfo, 'Ravi Kulkarni');
  await registerThroughApi(request, await loginToken(request, ravi), ravi, eventId);

  const mine = await request.get('/api/users/registrations', {
    headers: { Authorization: `Bearer ${firstToken}` },
  });
  const [held] = (await mine.json()) as Array<{ _id: string }>;
  const cancelled = await request.post(`/api/registrations/${held?._id}/cancel`, {
    headers: { Authorization: `Bearer ${firstToken}` },
  });
  expect(cancelled.status()).toBe(200);

  const offer = await server.smtp.waitForMail(ravi.email, (m) =>
    m.subject.startsWith('A place is yours'),
  );
  const link = /Pay now: (\S+)/.exec(offer.text)?.[1] ?? '';
  expect(link).toContain('/users/registrations?pay=');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ravi.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The payment window opens by itself.
  const checkout = page.getByRole('dialog', { name: 'Razorpay simulator' });
  await expect(checkout).toContainText('₹150');
  await checkout.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page).toHaveURL('/success');
});

test('Pay now pressed before the site settings have arrived waits for them and opens Checkout', async ({
  page,
  request,
  server,
}, testInfo) => {
  const name = uniqueName(testInfo, 'Kite Festival');
  const eventId = await createEvent(request, server, {
    name,
    amountIndividual: 120,
    allowedRegistrationTypes: ['individual'],
  });
  const member = await newMemberSession(page, request, server, testInfo, 'Meera Pawar');
  await registerThroughApi(request, await loginToken(request, member), member, eventId);
  const alerts = collectAlerts(page);
  // The settings say whether payments are live: slow to come, they are not taken for 'not live'.
  await page.route('**/api/config', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });

  await page.goto('/users/registrations');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: 'Pay now ₹120' }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay simulator' });
  await expect(checkout).toContainText('₹120');
  await checkout.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page).toHaveURL('/success');
  expect(alerts).toEqual([]);
});
