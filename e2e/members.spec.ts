import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import {
  detail,
  ASHA_DETAILS,
  collectAlerts,
  createMember,
  demoMember,
  eventCard,
  eventIdOf,
  fillRegistrant,
  loginToken,
  newMemberSession,
  registerThroughApi,
  startBrowserSession,
} from './members-helpers';

// Whole journeys with several axe runs each: this 2-core machine needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const LOGIN_TO_REGISTER = 'Please login or sign up to register for this event.';

async function expectPageIsFine(page: Page) {
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
}

test.describe('events and registration', () => {
  test('a free individual registration goes from the events to /success and into My Registered Events', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const member = await newMemberSession(page, request, server, testInfo, 'Asha Kulkarni');

    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    const card = eventCard(page, 'Ganesh Utsav Rangoli Competition');
    await expect(card).toBeVisible();
    await expectPageIsFine(page);
    await card.getByRole('button', { name: 'Register', exact: true }).click();

    // The form: the type is locked by a badge, the e-mail is the member's and read-only.
    await expect(page).toHaveURL(/\/register\?event=[0-9a-f-]{36}$/);
    const registerUrl = page.url();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Ganesh Utsav Rangoli Competition Registration',
      }),
    ).toBeVisible();
    await expect(page.getByText('Individual Registration Only')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Registration type' })).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(member.name);
    await expect(page.getByRole('region', { name: 'Registration Fee' })).toContainText('Free');
    await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute(
      'href',
      '/home',
    );

    // Every field is required; the errors sit under the fields.
    const submit = page.getByRole('button', { name: 'Submit Registration' });
    await submit.click();
    await expect(page.getByText('Contact is required.')).toBeVisible();
    await expect(page.getByText('Gender is required.')).toBeVisible();
    await expect(page.getByText('Hostel is required.')).toBeVisible();
    await expect(page.getByText('Hostel Address is required.')).toBeVisible();
    await expect(page).toHaveURL(/\/register\?/);
    await expectPageIsFine(page);

    await fillRegistrant(page);
    await submit.click();

    // The success page shows what was handed over.
    await expect(page).toHaveURL('/success');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registration Successful' }),
    ).toBeVisible();
    await expect(detail(page, 'Name')).toHaveText(member.name);
    await expect(detail(page, 'Email')).toHaveText(member.email);
    await expect(detail(page, 'Student ID')).toHaveText(/^HST-\d+$/);
    const studentId = (await detail(page, 'Student ID').textContent()) ?? '';
    await expect(detail(page, 'Event')).toHaveText('Ganesh Utsav Rangoli Competition');
    await expect(detail(page, 'Registration type')).toHaveText('Individual');
    await expect(detail(page, 'Payment status')).toHaveText('Free: nothing to pay');
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expectPageIsFine(page);

    // My Registered Events lists it; its card opens the details.
    await page.getByRole('link', { name: 'My Registered Events' }).click();
    await expect(page).toHaveURL('/users/registrations');
    await expect(
      page.getByRole('heading', { level: 1, name: 'My Registered Events' }),
    ).toBeVisible();
    const registration = page.getByRole('button', { name: /^Ganesh Utsav Rangoli Competition/ });
    await expect(registration).toContainText(studentId);
    await expect(registration).toContainText('Individual');
    await expect(registration).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expectPageIsFine(page);

    await registration.click();
    const dialog = page.getByRole('dialog', { name: 'Registration Details' });
    await expect(dialog).toBeVisible();
    await expect(detail(dialog, 'Name')).toHaveText(member.name);
    await expect(detail(dialog, 'Email')).toHaveText(member.email);
    await expect(detail(dialog, 'Contact')).toHaveText(ASHA_DETAILS.contact);
    await expect(detail(dialog, 'Gender')).toHaveText('Female');
    await expect(detail(dialog, 'Hostel')).toHaveText(ASHA_DETAILS.hostel);
    await expect(detail(dialog, 'Hostel address')).toHaveText(ASHA_DETAILS.hostelAddress);
    await expect(detail(dialog, 'Event')).toHaveText('Ganesh Utsav Rangoli Competition');
    await expect(detail(dialog, 'Date')).toHaveText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(detail(dialog, 'Student ID')).toHaveText(studentId);
    await expect(detail(dialog, 'Registration type')).toHaveText('Individual');
    await expect(dialog.getByRole('heading', { name: /Team Members/ })).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(registration).toBeFocused();

    // The events page and the registration page now say so, with the way to the registration.
    await page.goto('/home');
    await expect(card.getByRole('status')).toHaveText('You are registered');
    await expect(card.getByRole('button', { name: /^Register/ })).toHaveCount(0);
    await card.getByRole('link', { name: /See your registration/ }).click();
    await expect(page).toHaveURL(/\/users\/registrations\?registration=[0-9a-f-]{36}$/);
    await expect(detail(dialog, 'Event')).toHaveText('Ganesh Utsav Rangoli Competition');
    await page.goto(registerUrl);
    await expect(page.getByRole('status').filter({ hasText: 'You are registered' })).toContainText(
      studentId,
    );
    await expect(page.getByRole('button', { name: 'Submit Registration' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See your registration' })).toBeVisible();

    // Another event's form starts with the contact, hostel and address given last time.
    const events = (await (await request.get('/api/events?upcoming=true')).json()) as Array<{
      _id: string;
      name: string;
    }>;
    const other = events.find((event) => event.name === 'Inter-Hostel Cricket Tournament');
    await page.goto(`/register?event=${other?._id ?? ''}`);
    await expect(page.getByRole('textbox', { name: 'Contact' })).toHaveValue(ASHA_DETAILS.contact);
    await expect(page.getByRole('textbox', { name: 'Hostel', exact: true })).toHaveValue(
      ASHA_DETAILS.hostel,
    );
    await expect(page.getByRole('textbox', { name: 'Hostel Address' })).toHaveValue(
      ASHA_DETAILS.hostelAddress,
    );
  });

  test('a free cricket team registration fills the team to 13 and no further', async ({
    page,
    request,
    server,
  }, testInfo) => {
    // Thirty-nine fields and two axe runs over them.
    test.setTimeout(180_000);
    await newMemberSession(page, request, server, testInfo, 'Rohit Deshmukh');
    const stamp = Date.now().toString(36);

    await page.goto('/home');
    await eventCard(page, 'Inter-Hostel Cricket Tournament')
      .getByRole('button', { name: 'Register', exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inter-Hostel Cricket Tournament Registration' }),
    ).toBeVisible();
    await expect(page.getByText('Team Registration Only')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
    await fillRegistrant(page, { ...ASHA_DETAILS, gender: 'M' });

    // A team needs at least one member besides the registrant.
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(
      page.getByText('Add at least one team member, or register as an individual.'),
    ).toBeVisible();

    const add = page.getByRole('button', { name: '+ Add Member' });
    const fillMember = async (n: number) => {
      const group = page.getByRole('group', { name: `Member ${n}` });
      await group.getByLabel('Name').fill(`Player ${n}`);
      await group.getByLabel('Email').fill(`player${n}-${stamp}@example.com`);
      await group.getByLabel('Contact').fill(`+91 98000 ${String(n).padStart(5, '0')}`);
    };
    for (let n = 1; n <= 12; n += 1) {
      await add.click();
      await expect(
        page.getByRole('group', { name: `Member ${n}` }).getByLabel('Name'),
      ).toBeFocused();
      await fillMember(n);
    }

    // At the cap the button is gone and the page says so.
    await expect(add).toHaveCount(0);
    await expect(page.getByText('Team is full (13 people, you included)')).toBeVisible();
    await expect(page.getByText('Team size: 13 of 13 (you included)')).toBeVisible();
    await expectPageIsFine(page);

    // Removing a member brings the button back.
    await page.getByRole('button', { name: 'Remove member 12' }).click();
    await expect(page.getByRole('group', { name: 'Member 12' })).toHaveCount(0);
    await expect(add).toBeVisible();
    await add.click();
    await fillMember(12);
    await expect(add).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page).toHaveURL('/success');
    await expect(detail(page, 'Event')).toHaveText('Inter-Hostel Cricket Tournament');
    await expect(detail(page, 'Registration type')).toHaveText('Team');
    await expect(detail(page, 'Payment status')).toHaveText('Free: nothing to pay');

    // The team is kept with its twelve members.
    await page.goto('/users/registrations');
    const registration = page.getByRole('button', { name: /^Inter-Hostel Cricket Tournament/ });
    await expect(registration).toContainText('Team');
    await registration.click();
    const dialog = page.getByRole('dialog', { name: 'Registration Details' });
    await expect(dialog.getByRole('heading', { name: 'Team Members (12)' })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(12);
    await expect(dialog.getByRole('listitem').first()).toContainText('Player 1');
    await expect(dialog.getByRole('listitem').first()).toContainText('+91 98000 00001');
    await expect(dialog.getByRole('listitem').first()).toContainText(
      `player1-${stamp}@example.com`,
    );
    await expect(detail(dialog, 'Registration type')).toHaveText('Team');
    await expectAccessible(page);
  });

  test('a visitor who presses Register logs in first and comes back to the form', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const member = await createMember(request, server, testInfo, 'Imran Shaikh');
    const eventId = await eventIdOf(request, 'Centenary 5 km Run');
    const alerts = collectAlerts(page);

    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    const showAll = page.getByRole('button', { name: /^Show all \d+ events$/ });
    if ((await showAll.count()) > 0) await showAll.click();
    await eventCard(page, 'Centenary 5 km Run')
      .getByRole('button', { name: 'Register', exact: true })
      .click();

    await expect(page).toHaveURL('/login');
    expect(alerts).toEqual([LOGIN_TO_REGISTER]);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('redirectAfterLogin'),
        localStorage.getItem('registerEventId'),
      ]),
    ).toEqual(['register', eventId]);

    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(`/register?event=${eventId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Centenary 5 km Run Registration' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    await fillRegistrant(page, { ...ASHA_DETAILS, gender: 'O' });
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page).toHaveURL('/success');
    await expect(detail(page, 'Event')).toHaveText('Centenary 5 km Run');
    expect(alerts).toEqual([LOGIN_TO_REGISTER]);
  });

  test('a team pays later: Pay Now holds the place, a closed payment window leaves it pending, My Registered Events pays it', async ({
    page,
    request,
    server,
  }, testInfo) => {
    await newMemberSession(page, request, server, testInfo, 'Kavya Joshi');
    const alerts = collectAlerts(page);

    await page.goto('/home');
    await eventCard(page, 'Volleyball Doubles')
      .getByRole('button', { name: 'Register • ₹150' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Volleyball Doubles Registration' }),
    ).toBeVisible();

    // Both types allowed: a toggle, individual first.
    const types = page.getByRole('group', { name: 'Registration type' });
    const individual = types.getByRole('button', { name: 'Individual' });
    const team = types.getByRole('button', { name: 'Team' });
    await expect(individual).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Individual Registration Only')).toHaveCount(0);
    const fee = page.getByRole('region', { name: 'Registration Fee' });
    const amount = page.getByRole('region', { name: 'Registration Amount' });
    await expect(fee).toContainText('₹150');
    await expect(amount).toContainText('₹150');
    await expect(page.getByRole('heading', { name: 'Team Members' })).toHaveCount(0);

    // Team mode: the team fee and the members list, two people in all for any event but
    // cricket; switching back and forth clears the list.
    await team.click();
    await expect(team).toHaveAttribute('aria-pressed', 'true');
    await expect(fee).toContainText('₹250');
    const add = page.getByRole('button', { name: '+ Add Member' });
    await add.click();
    await page.getByRole('group', { name: 'Member 1' }).getByLabel('Name').fill('Rahul Shinde');
    await expect(add).toHaveCount(0);
    await expect(page.getByText('Team is full (2 people, you included)')).toBeVisible();
    await individual.click();
    await expect(page.getByRole('group', { name: 'Member 1' })).toHaveCount(0);
    await team.click();
    await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Member 1' })).toHaveCount(0);
    await expect(add).toBeVisible();
    await expectPageIsFine(page);

    // Pay Now registers the team and opens the payment window; closing it charges nothing.
    await fillRegistrant(page);
    await add.click();
    const member = page.getByRole('group', { name: 'Member 1' });
    await member.getByLabel('Name').fill('Rahul Shinde');
    await member.getByLabel('Email').fill(`rahul.${testInfo.project.name}@example.com`);
    await member.getByLabel('Contact').fill('+91 98220 55555');
    await expect(page.getByRole('button', { name: 'Submit Registration' })).toHaveCount(0);
    await amount.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay simulator' });
    await expect(checkout).toContainText('₹250');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await checkout.getByRole('button', { name: 'Close' }).click();
    await expect(checkout).toBeHidden();
    const pending = page.getByRole('status').filter({ hasText: 'Payment pending' });
    await expect(pending).toContainText('Your place is held while you pay');
    await expect(page.getByRole('button', { name: 'Pay now ₹250' })).toBeVisible();

    // The place is held and the fee still due: My Registered Events offers to pay it.
    await page.goto('/users/registrations');
    const pay = page.getByRole('button', { name: 'Pay now ₹250' });
    await pay.click();
    await checkout.getByRole('button', { name: 'Pay with UPI' }).click();
    await expect(page).toHaveURL('/success');
    await expect(detail(page, 'Event')).toHaveText('Volleyball Doubles');
    await expect(detail(page, 'Payment status')).toHaveText('Success');
    await expect(detail(page, 'Receipt')).toHaveText(/^R-\d{4}-\d{2}\/\d{6}$/);
    await page.goto('/users/registrations');
    await expect(page.getByText('Volleyball Doubles')).toBeVisible();
    await expect(pay).toHaveCount(0);
    expect(alerts).toEqual([]);
  });

  test('a closed event shows Registration closed and cannot be submitted', async ({
    page,
    request,
    server,
  }, testInfo) => {
    await newMemberSession(page, request, server, testInfo, 'Sneha Patil');
    const eventId = await eventIdOf(request, 'Badminton Singles');

    await page.goto('/home');
    const card = eventCard(page, 'Badminton Singles');
    await expect(card.getByRole('button', { name: 'Registration closed' })).toBeDisabled();
    await expect(card).toContainText('The deadline has passed.');

    await page.goto(`/register?event=${eventId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Badminton Singles Registration' }),
    ).toBeVisible();
    await expect(page.getByText('Registration closed')).toBeVisible();
    await expect(page.getByText(/The deadline has passed\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Registration' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    await expect(page.getByLabel('Contact')).toHaveCount(0);
    await expectPageIsFine(page);
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await expect(page).toHaveURL('/home');
  });

  test('without an event id or registration data the pages say so', async ({ page }) => {
    await page.goto('/register');
    await expect(
      page.getByText('Event ID missing. Please register from a valid event.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Registration' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Events' })).toBeVisible();
    await expectPageIsFine(page);

    for (const path of ['/success', '/test-success']) {
      await page.goto(path);
      await expect(page.getByText('No registration data found.')).toBeVisible();
      await expectPageIsFine(page);
    }
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('refusals and failures', () => {
  // The refused or failed requests show in the console as failed resource loads.
  test.use({ allowConsoleErrors: true });

  test('a second registration for the same event is refused with its message', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const member = await createMember(request, server, testInfo, 'Pooja Deshpande');
    const token = await loginToken(request, member);
    const eventId = await eventIdOf(request, 'Centenary 5 km Run');
    await startBrowserSession(page, token);

    await page.goto(`/register?event=${eventId}`);
    await fillRegistrant(page);
    // Meanwhile the member registers from another tab: this form no longer knows it.
    await registerThroughApi(request, token, member, eventId);
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page.getByRole('alert')).toHaveText('You have already registered for this event.');
    await expect(page).toHaveURL(`/register?event=${eventId}`);
    await expectPageIsFine(page);
  });

  test('lists that cannot be fetched show their empty states', async ({
    page,
    request,
    server,
  }, testInfo) => {
    await newMemberSession(page, request, server, testInfo, 'Farhan Qureshi');
    await page.route(
      (url) =>
        ['/api/events', '/api/users/registrations', '/api/donate/my-donations'].includes(
          url.pathname,
        ),
      (route) => route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }),
    );

    await page.goto('/home');
    await expect(page.getByText('No upcoming events available at the moment.')).toBeVisible();
    await page.goto('/users/registrations');
    await expect(page.getByText('You have not registered for any events yet.')).toBeVisible();
    await page.goto('/donation/history');
    await expect(page.getByText("You haven't made any donations yet.")).toBeVisible();
  });
});

test.describe('donations', () => {
  test('the donation form checks its fields, and a visitor is asked to log in to give', async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    const donationCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/donat')) {
        donationCalls.push(request.url());
      }
    });

    await page.goto('/donations');
    await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    await expectPageIsFine(page);

    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await submit.click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Phone is required.')).toBeVisible();
    await expect(page.getByText('Amount is required.')).toBeVisible();
    await expectPageIsFine(page);

    await page.getByLabel('Name').fill('Vasant Deshpande');
    await page.getByLabel('Email').fill('vasant.d@example.com');
    await page.getByLabel('Phone').fill('+91 98220 33445');
    const amount = page.getByLabel('Amount (INR)');
    await amount.fill('abc');
    await submit.click();
    await expect(page.getByText('Amount must be a number.')).toBeVisible();
    await amount.fill('0');
    await expect(page.getByText('Amount must be more than zero.')).toBeVisible();
    await page.getByLabel('PAN (optional)').fill('NOTAPAN');
    await amount.fill('501');
    await submit.click();
    await expect(page.getByText('PAN must look like ABCDE1234F.')).toBeVisible();
    await page.getByLabel('PAN (optional)').fill('');
    await submit.click();

    await expect(page).toHaveURL('/login');
    expect(alerts).toEqual([]);
    expect(donationCalls).toEqual([]);
  });

  test('a new member has no donations or registrations yet', async ({
    page,
    request,
    server,
  }, testInfo) => {
    await newMemberSession(page, request, server, testInfo, 'Meera Gokhale');

    await page.goto('/donation/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Donation History' })).toBeVisible();
    await expect(page.getByText("You haven't made any donations yet.")).toBeVisible();
    const donate = page.getByRole('link', { name: 'Donate Now' });
    await expect(donate).toHaveAttribute('href', '/donations');
    await expectPageIsFine(page);

    await page.goto('/users/registrations');
    await expect(page.getByText('You have not registered for any events yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse upcoming events' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expectPageIsFine(page);

    await page.goto('/donation/history');
    await donate.click();
    await expect(page).toHaveURL('/donations');
  });

  test("the demo member's donation history lists amount, date and payment id", async ({
    page,
    request,
  }) => {
    const demo = await demoMember(request);
    await startBrowserSession(page, await loginToken(request, demo));

    await page.goto('/donation/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Donation History' })).toBeVisible();
    const donations = page.getByRole('article');
    await expect(donations).toHaveCount(2);
    const first = donations.filter({ hasText: '₹1,001' });
    await expect(detail(first, 'Payment ID')).toHaveText('pay_demo0000000001');
    await expect(detail(first, 'Date')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(detail(donations.filter({ hasText: '₹501' }), 'Payment ID')).toHaveText(
      'pay_demo0000000002',
    );
    await expect(page.getByText('₹1,502 in all')).toBeVisible();
    await expectPageIsFine(page);
  });

  test('member pages send visitors to the login page, which names the page', async ({ page }) => {
    for (const [path, purpose] of [
      ['/home', 'see the upcoming events'],
      ['/users/registrations', 'see your registered events'],
      ['/donation/history', 'see your donation history'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('status')).toContainText(`Please log in to ${purpose}.`);
    }
  });
});
