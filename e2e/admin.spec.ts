import type { Locator, Page } from '@playwright/test';
import {
  acceptConfirm,
  adminPassword,
  adminToken,
  createEvent,
  createRegistration,
  dayFromToday,
  DEMO_MEMBER,
  download,
  notification,
  openDashboard,
  uniqueName,
} from './admin-helpers';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';

// Each test drives the whole dashboard (and the first one in a worker waits for its server).
test.describe.configure({ timeout: 240_000 });

/** Picks an option of an MUI select. */
async function choose(select: Locator, option: string) {
  await select.click();
  await select.page().getByRole('option', { name: option, exact: true }).click();
}

/** Waits until no API request is in flight (the global loading overlay would catch clicks). */
async function idle(page: Page) {
  await expect(page.getByRole('progressbar', { name: 'Loading', exact: true })).toHaveCount(0);
}

function eventCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test.describe('admin login', () => {
  // The refused login answers 401, which the browser logs.
  test.use({ allowConsoleErrors: true });

  test('a wrong password shows the server message; the right one opens the dashboard', async ({
    page,
    server,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // Both fields are required.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Username is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    const refusal = page.waitForResponse((response) =>
      response.url().endsWith('/api/admins/login'),
    );
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const answer = await refusal;
    expect(answer.status()).toBe(401);
    const { message } = (await answer.json()) as { message: string };
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL('/admin/login');

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(adminPassword(server));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toBeVisible();
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Logged in as admin')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();

    // /test-admin-login is the same screen.
    await page.goto('/test-admin-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('an admin changes their own password in the dashboard, and only the new one works', async ({
    page,
    request,
    server,
  }) => {
    const oldPassword = adminPassword(server);
    const newPassword = `changed-${Date.now().toString(36)}-password`;
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(oldPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/admin/dashboard');

    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const current = dialog.getByRole('textbox', { name: 'Current Password', exact: true });
    await current.fill('not-my-password');
    await dialog.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await dialog.getByRole('textbox', { name: 'Confirm New Password' }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('That is not your current password.')).toBeVisible();
    await expect(current).toBeFocused();
    await expectAccessible(page);

    await current.fill(oldPassword);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog).toBeHidden();
    await expect(notification(page, 'Your password has been changed.')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    const login = (password: string) =>
      request.post('/api/admins/login', { data: { username: 'admin', password } });
    expect((await login(oldPassword)).status()).toBe(401);
    const fresh = await login(newPassword);
    expect(fresh.status()).toBe(200);

    // Put the password back for the other tests of this worker's server.
    const { token } = (await fresh.json()) as { token: string };
    const restored = await request.post('/api/admins/me/password', {
      data: { currentPassword: newPassword, newPassword: oldPassword },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(restored.status()).toBe(200);
  });

  test('a member token never opens the dashboard, nor does no token', async ({ page, request }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login');

    const login = await request.post('/api/user/login', { data: DEMO_MEMBER });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    await page.evaluate((value) => localStorage.setItem('adminToken', value), token);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });
});

test.describe('admin events', () => {
  test('create an event with both types and fees, change its status, edit it, see it on the public listing', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const name = uniqueName(testInfo, 'Inter-Wing Quiz');
    await openDashboard(page, request, server, 'events');

    await page.getByRole('button', { name: 'Add New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Six rounds, teams of two.');
    // A past date cannot be upcoming: the form warns at once.
    const date = dialog.getByLabel('Date', { exact: true });
    await date.fill(dayFromToday(-3));
    const pastWarning = dialog.getByText('This date has passed, so the event cannot be upcoming.', {
      exact: false,
    });
    await expect(pastWarning).toBeVisible();
    await date.fill(dayFromToday(40));
    await expect(pastWarning).toBeHidden();
    await dialog.getByLabel('Time', { exact: true }).fill('18:30');
    const deadline = dialog.getByLabel('Registration Deadline');
    await deadline.fill(dayFromToday(45));
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Common Room');
    await dialog.getByRole('spinbutton', { name: 'Max Participants' }).fill('40');
    await dialog.getByRole('textbox', { name: 'Prize Details' }).fill('Books worth ₹2,000');
    await dialog.getByRole('textbox', { name: 'Organizer' }).fill('Library Committee');
    await dialog.getByRole('textbox', { name: 'Contact Info' }).fill('+91 98220 00000');

    // Both types: two fees. A negative fee and a deadline after the event are refused on
    // saving, under their fields, and the dialog keeps everything typed.
    await dialog.getByRole('button', { name: 'Both', exact: true }).click();
    const individualFee = dialog.getByRole('spinbutton', { name: 'Individual Fee' });
    const teamFee = dialog.getByRole('spinbutton', { name: 'Team Fee' });
    await individualFee.fill('-5');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Invalid payment amount')).toBeVisible();
    await expect(
      dialog.getByText('The registration deadline must be on or before the event date.'),
    ).toBeVisible();
    await expect(individualFee).toHaveValue('-5');
    await deadline.fill(dayFromToday(35));
    await individualFee.fill('200');
    await teamFee.fill('1500');
    await dialog.getByRole('button', { name: 'Individual', exact: true }).click();
    await expect(teamFee).toHaveValue('');
    await expect(teamFee).toBeDisabled();
    await dialog.getByRole('button', { name: 'Both', exact: true }).click();
    await expect(individualFee).toHaveValue('200');
    await teamFee.fill('1500');
    // Teams of three to five, which the public card will say.
    await dialog.getByRole('spinbutton', { name: 'Smallest Team' }).fill('3');
    await dialog.getByRole('spinbutton', { name: 'Largest Team' }).fill('5');
    await choose(dialog.getByRole('combobox', { name: 'Category' }), 'Sports');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(notification(page, 'Event created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = eventCard(page, name);
    await expect(card).toBeVisible();
    await expect(card.getByText('0 registrations')).toBeVisible();
    await expect(card.getByText(/6:30 pm/)).toBeVisible();

    // The status dropdown on the card.
    await choose(card.getByRole('combobox', { name: 'Status' }), 'Ongoing');
    await expect(notification(page, 'Event status updated successfully')).toBeVisible();
    await expect(card.getByRole('combobox', { name: 'Status' })).toHaveText('Ongoing');
    const events = (await (await request.get('/api/events')).json()) as Array<{
      _id: string;
      name: string;
      status: string;
      category: string;
      allowedRegistrationTypes: string[];
      amountIndividual: number;
      amountTeam: number;
      maxParticipants: number;
      teamSizeMin: number | null;
      teamSizeMax: number | null;
      date: string;
      deadline: string;
    }>;
    const saved = events.find((event) => event.name === name);
    expect(saved).toMatchObject({
      status: 'ongoing',
      category: 'sports',
      allowedRegistrationTypes: ['individual', 'team'],
      amountIndividual: 200,
      amountTeam: 1500,
      maxParticipants: 40,
      teamSizeMin: 3,
      teamSizeMax: 5,
    });
    // 18:30 in India is 13:00 UTC; a deadline day ends at 23:59:59 India time.
    expect(saved?.date).toBe(`${dayFromToday(40)}T13:00:00.000Z`);
    expect(saved?.deadline).toBe(`${dayFromToday(35)}T18:29:59.000Z`);

    // Edit: a new place, a dearer team fee, back to upcoming.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(edit.getByLabel('Time', { exact: true })).toHaveValue('18:30');
    await edit.getByRole('textbox', { name: 'Location' }).fill('Old Gymkhana Hall');
    const hindiName = `प्रश्नमंच ${name}`;
    await edit.getByRole('textbox', { name: 'Name in Hindi' }).fill(hindiName);
    await edit.getByRole('spinbutton', { name: 'Team Fee' }).fill('1800');
    await choose(edit.getByRole('combobox', { name: 'Status' }), 'Upcoming');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notification(page, 'Event updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();

    await card.getByRole('button', { name: `View details of ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Event Details' });
    await expect(details.getByText('Old Gymkhana Hall')).toBeVisible();
    await expect(details.getByText('₹1,800')).toBeVisible();
    await expect(details.getByText('₹200', { exact: true })).toBeVisible();
    await expect(details.getByText('Individual, Team')).toBeVisible();
    await expect(details.getByText('Upcoming')).toBeVisible();
    await expect(details.getByText(hindiName)).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    // The search and the status filter find it.
    await page.getByRole('searchbox', { name: 'Search events' }).fill(name);
    await expect(page.getByRole('article')).toHaveCount(1);
    const filters = page.getByRole('search', { name: 'Filter events' });
    await choose(filters.getByRole('combobox', { name: 'Status' }), 'Completed');
    await expect(page.getByText('No events match these filters.')).toBeVisible();

    // The public listing shows it.
    await page.goto('/');
    const showAll = page.getByRole('button', { name: /^Show all \d+ events$/ });
    await expect(
      page.getByRole('heading', { name: 'Hostel Sports Upcoming Events' }),
    ).toBeVisible();
    // The new event is dated last among a dozen: behind 'Show all'.
    await showAll.click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('article', { name }).getByText('Teams of 3 to 5')).toBeVisible();

    // In Hindi, its page shows the committee's Hindi name.
    await page.goto(`/events/${saved?._id}?lang=hi`);
    await expect(page.getByRole('heading', { level: 1, name: hindiName })).toBeVisible();
  });

  test('delete a throwaway event after the confirmation', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const name = uniqueName(testInfo, 'Throwaway Event');
    await createEvent(request, server, { name });
    await openDashboard(page, request, server, 'events');
    const card = eventCard(page, name);
    await expect(card).toBeVisible();

    const question = acceptConfirm(page);
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    expect(await question).toBe('confirm: Are you sure you want to delete this event?');
    await expect(notification(page, 'Event deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test.describe('refusals', () => {
    // The refused deletion answers 409, which the browser logs.
    test.use({ allowConsoleErrors: true });

    test('an event with registrations is not deleted, and says why', async ({
      page,
      request,
      server,
    }) => {
      await openDashboard(page, request, server, 'events');
      const name = 'Ganesh Utsav Rangoli Competition';
      const card = eventCard(page, name);
      await expect(card).toBeVisible();
      const question = acceptConfirm(page);
      await card.getByRole('button', { name: `Delete ${name}` }).click();
      expect(await question).toBe('confirm: Are you sure you want to delete this event?');
      await expect(notification(page, /has registrations/)).toBeVisible();
      await expect(card).toBeVisible();
    });
  });
});

test.describe('admin users', () => {
  // The refused Add User answers 400, which the browser logs.
  test.use({ allowConsoleErrors: true });

  test('add a user (after a refusal), edit and delete them', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const name = uniqueName(testInfo, 'Kiran Pawar');
    const email = `kiran-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
    await openDashboard(page, request, server, 'users');

    await page.getByRole('button', { name: 'Add User', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    // The server's message stands under the field it names, which takes the focus; the dialog
    // stays open with what was typed.
    const emailField = dialog.getByRole('textbox', { name: 'Email' });
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription('Email is required.');
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);

    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Contact' }).fill('+91 98765 43210');
    await dialog.getByRole('textbox', { name: 'Hostel', exact: true }).fill('Main Hostel');
    await dialog.getByRole('textbox', { name: 'Hostel Address' }).fill('Room 12');
    await dialog.getByLabel('Date of Birth').fill('2004-05-06');
    await choose(dialog.getByRole('combobox', { name: 'Gender' }), 'male');
    await dialog.getByRole('textbox', { name: 'Nationality' }).fill('Indian');
    await choose(dialog.getByRole('combobox', { name: 'Event' }), 'Centenary 5 km Run');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(notification(page, 'User added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await expect(page.getByText('1–1 of 1')).toBeVisible();
    await idle(page);
    const table = page.getByRole('table', { name: 'Users' });
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(name)).toBeVisible();
    await expect(row.getByText('Centenary 5 km Run · Individual')).toBeVisible();
    await expect(row.getByText(/^HST-\d+$/)).toBeVisible();

    // Edit.
    const renamed = `${name} Jr`;
    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notification(page, 'User updated successfully')).toBeVisible();
    await expect(row.getByText(renamed)).toBeVisible();

    // Delete.
    const question = acceptConfirm(page);
    await row.getByRole('button', { name: /^Delete/ }).click();
    expect(await question).toBe('confirm: Are you sure you want to delete this user?');
    await expect(notification(page, 'User deleted successfully')).toBeVisible();
    await expect(table.getByText('No users match this search.')).toBeVisible();
  });
});

test.describe('admin CSV exports', () => {
  test('users, donations and registrations download with their names, header and rows, formulas neutralized', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const eventName = uniqueName(testInfo, 'Prize ₹500 Quiz');
    const eventId = await createEvent(request, server, {
      name: eventName,
      allowedRegistrationTypes: ['individual', 'team'],
      amountIndividual: 500,
      amountTeam: 900,
    });
    const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
    await createRegistration(request, server, {
      name: '=SUM(1,2)',
      email: `formula-${stamp}@example.com`,
      contact: '98765 43210',
      event: eventId,
      registrationType: 'individual',
    });
    await createRegistration(request, server, {
      name: 'Team Captain',
      email: `captain-${stamp}@example.com`,
      contact: '98765 43211',
      event: eventId,
      registrationType: 'team',
      teamMembers: [
        { name: 'Vice Captain', email: `vice-${stamp}@example.com`, contact: '98765 43212' },
      ],
    });
    const neutralized = `"'=SUM(1,2)"`;
    const noLiveFormula = (text: string) => expect(text).not.toMatch(/(^|,|")=SUM/m);

    await openDashboard(page, request, server, 'users');
    const users = await download(page, () =>
      page.getByRole('button', { name: 'Export Users as CSV' }).click(),
    );
    expect(users.name).toBe('users.csv');
    expect(users.bom).toBe(true);
    expect(users.text.split(/\r?\n/)[0]).toBe('Name,Email,Contact,Hostel,Student ID,Registrations');
    expect(users.text).toContain(neutralized);
    expect(users.text).toContain(eventName);
    noLiveFormula(users.text);

    await page.getByRole('tab', { name: 'Donations' }).click();
    await expect(page).toHaveURL(/tab=donations/);
    await expect(page.getByRole('table', { name: 'Donations' })).toBeVisible();
    const donations = await download(page, () =>
      page.getByRole('button', { name: 'Export Donations as CSV' }).click(),
    );
    expect(donations.name).toBe('donations.csv');
    expect(donations.text.split(/\r?\n/)[0]).toBe(
      'Name,Email,Phone,PAN,Amount (INR),Purpose,Receipt Number,Payment ID,Order ID,Date,Date (ISO 8601)',
    );
    expect(donations.text).toMatch(/pay_demo\w+/);

    await page.getByRole('tab', { name: 'Registrations' }).click();
    const individual = await download(page, () =>
      page.getByRole('button', { name: 'Download CSV: Individual registrations' }).click(),
    );
    expect(individual.name).toBe('individual_registrations.csv');
    expect(individual.text.split(/\r?\n/)[0]).toBe(
      'Name,Email,Contact,Student ID,Hostel,Event,Registration Type,Amount Paid,Receipt Number,Status,Checked In,Registered,Registered (ISO 8601)',
    );
    const formulaRow = individual.text.split(/\r?\n/).find((line) => line.includes('=SUM'));
    expect(formulaRow).toContain(neutralized);
    expect(formulaRow).toContain(eventName);
    noLiveFormula(individual.text);

    const team = await download(page, () =>
      page.getByRole('button', { name: 'Download CSV: Team registrations' }).click(),
    );
    expect(team.name).toBe('team_registrations.csv');
    expect(team.text.split(/\r?\n/)[0]).toBe(
      'Name,Email,Contact,Student ID,Hostel,Event,Registration Type,Team Members,Amount Paid,Receipt Number,Status,Checked In,Registered,Registered (ISO 8601)',
    );
    expect(team.text).toContain('Vice Captain');

    // One event's lists, each with its own download.
    await page.getByRole('combobox', { name: 'Event' }).selectOption({ label: `${eventName} (2)` });
    const teamTable = page.getByRole('table', { name: `${eventName}: Team registrations` });
    const captain = teamTable.getByRole('row').filter({ hasText: 'Team Captain' });
    await expect(captain.getByText('Vice Captain')).toBeVisible();
    await expect(captain.getByText(`vice-${stamp}@example.com`, { exact: false })).toBeVisible();
    await expect(captain.getByText(/98765 43212/)).toBeVisible();
    const eventIndividual = await download(page, () =>
      page
        .getByRole('button', { name: `Download CSV: ${eventName}: Individual registrations` })
        .click(),
    );
    expect(eventIndividual.name).toMatch(/.+_individual_registrations\.csv$/);
    expect(eventIndividual.name).not.toBe('individual_registrations.csv');
    expect(eventIndividual.text).toContain(neutralized);
    expect(eventIndividual.text).not.toContain('Team Captain');
    const eventTeam = await download(page, () =>
      page.getByRole('button', { name: `Download CSV: ${eventName}: Team registrations` }).click(),
    );
    expect(eventTeam.name).toMatch(/.+_team_registrations\.csv$/);
    expect(eventTeam.text).toContain('Team Captain');
    expect(eventTeam.text).not.toContain('=SUM');
  });
});

test.describe('admin dashboard', () => {
  test('the banner and every tab work by keyboard and fit the screen', async ({
    page,
    request,
    server,
  }) => {
    // Seven tabs, each loading its own data: more than one page's worth of waiting.
    test.setTimeout(120_000);
    const token = await adminToken(request, server);
    const totals = (await (
      await request.get('/api/admins/total-collected', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { total: number };
    await openDashboard(page, request, server, 'events');
    const banner = page.getByRole('region', { name: 'Total collected' });
    await expect(banner).toContainText(`₹${new Intl.NumberFormat('en-IN').format(totals.total)}`);
    await expect(page.getByRole('list', { name: 'Collected per event' })).toBeVisible();
    await expect(page.getByText('Collections per event')).toBeVisible();

    const tabs = ['Events', 'Users', 'Registrations', 'About', 'Donations', 'Payments', 'Queries'];
    await page.getByRole('tab', { name: 'Events' }).focus();
    for (const [index, tab] of tabs.entries()) {
      if (index > 0) {
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('tab', { name: tab })).toBeFocused();
        await page.keyboard.press('Enter');
      }
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`tab=${tab.toLowerCase()}`));
      const panel = page.getByRole('tabpanel', { name: tab });
      await expect(panel).toBeVisible();
      if (tab === 'About') {
        await expect(panel.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      } else {
        await expect(panel.getByRole('heading', { level: 2, name: tab })).toBeVisible();
      }
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.getByRole('tab', { name: tab }).focus();
      // axe checks each tab at both widths in accessibility.spec.ts.
      await expectNoSidewaysScroll(page);
    }

    // A reload keeps the tab.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Queries' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
