import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  acceptConfirm,
  adminPassword,
  adminToken,
  createRegistration,
  notification,
  startAdminSession,
  uniqueName,
} from './admin-helpers';
import { expect, expectIdle, openInApp, test } from './fixtures';
import {
  chooseNativeOption,
  chooseOption,
  expectFieldError,
  expectFocused,
  expectFocusTrapped,
  shiftTab,
  tab,
  tabTo,
  typeInto,
} from './keyboard-helpers';
import {
  ASHA_DETAILS,
  demoMember,
  eventIdOf,
  loginToken,
  MEMBER_PASSWORD,
  newMemberSession,
  signupCode,
  startBrowserSession,
  uniqueEmail,
} from './members-helpers';

/**
 * Keyboard only: every step below is Tab, Shift+Tab, Enter, Space, Escape, arrow keys or typed
 * text, and each checks where the focus is. Sessions and test data are set up through the API.
 */

// Whole journeys on a 2-core machine.
test.describe.configure({ timeout: 300_000 });

const RANGOLI = 'Ganesh Utsav Rangoli Competition';
/** For individuals, ₹100: its registrations wait for the payment. */
const CHESS = 'Hostel Chess Championship';
/** Free, for individuals and teams of two. */
const DEBATE = 'Debate: The Hostel of Tomorrow';
/** Teams only, up to 13 people. */
const CRICKET = 'Inter-Hostel Cricket Tournament';

function heading(page: Page, level: number, name: string | RegExp): Locator {
  return page.getByRole('heading', { level, name });
}

function textbox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** Selects what the focused field holds and types over it. */
async function retype(page: Page, field: Locator, text: string) {
  await expectFocused(field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

const LANGUAGE_LINKS = ['English', 'हिन्दी', 'मराठी'];

test.describe('navigation by keyboard', () => {
  // The same journey in the app and on a visitor's server-rendered page, which its own script
  // works without the app; only following a link differs (the app moves within the page).
  for (const { where, inApp } of [
    { where: 'in the app', inApp: true },
    { where: "on a visitor's page", inApp: false },
  ]) {
    test(`${where}: the skip link, then the drawer (phones) or the navigation bar (desktop) @phone`, async ({
      page,
      isMobile,
    }) => {
      if (inApp) {
        await openInApp(page, '/contact');
      } else {
        await page.goto('/contact');
        // The page's script has run: the controls it works are no longer marked unavailable.
        await expect(
          page.getByRole('contentinfo').getByRole('button', { name: 'Support' }),
        ).toBeEnabled();
      }
      await expect(heading(page, 1, 'Contact Us')).toBeVisible();
      const header = page.getByRole('banner');

      await tab(page, page.getByRole('link', { name: 'Skip to main content' }));
      await page.keyboard.press('Enter');
      await expectFocused(page.getByRole('main'));

      if (isMobile) {
        const menuButton = header.getByRole('button', { name: 'Open menu' });
        await shiftTab(page, menuButton);
        await page.keyboard.press('Enter');
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await expectFocused(drawer);
        // The page behind the drawer is hidden from assistive technology while it is open.
        await expect(
          page.getByRole('button', { name: 'Open menu', includeHidden: true }),
        ).toHaveAttribute('aria-expanded', 'true');

        // Through the drawer's links; the focus stays inside it.
        const close = drawer.getByRole('button', { name: 'Close menu' });
        await tab(page, close);
        for (const name of [
          'Home',
          'About',
          'Contact',
          'Donate',
          'Sports',
          'Ganesh Chaturthi',
          'Alumni',
          'History',
          'LOGIN / SIGNUP',
          // The language switcher, each language named in its own script.
          ...LANGUAGE_LINKS,
        ]) {
          await tab(page, drawer.getByRole('link', { name, exact: true }));
        }
        await expect(drawer.getByRole('link', { name: 'Contact' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await tab(page, close);
        await shiftTab(page, drawer.getByRole('link', { name: 'मराठी' }));

        // Escape closes it and gives the focus back to the menu button.
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expectFocused(menuButton);
        await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

        // Following a link closes it too.
        await page.keyboard.press('Enter');
        await expectFocused(drawer);
        await tabTo(page, drawer.getByRole('link', { name: 'About', exact: true }));
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL('/about');
        await expect(drawer).toBeHidden();
        if (inApp) await expectFocused(menuButton);
      } else {
        // Back from the page: the language switcher, then the navigation bar.
        const languages = header.getByRole('navigation', { name: 'Language' });
        for (const name of LANGUAGE_LINKS.toReversed()) {
          await shiftTab(page, languages.getByRole('link', { name, exact: true }));
        }
        const nav = header.getByRole('navigation', { name: 'Main' });
        await shiftTab(page, nav.getByRole('link', { name: 'LOGIN / SIGNUP' }));
        const contact = nav.getByRole('link', { name: 'Contact' });
        await shiftTab(page, contact);
        await expect(contact).toHaveAttribute('aria-current', 'page');
        const about = nav.getByRole('link', { name: 'About' });
        await shiftTab(page, about);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL('/about');
        await expect(about).toHaveAttribute('aria-current', 'page');
        if (inApp) await expectFocused(about);
      }
      await expect(heading(page, 1, 'About Us')).toBeVisible();
    });
  }

  test("a member's own pages: the account menu (desktop) or the drawer (phones) @phone", async ({
    page,
    request,
    isMobile,
  }) => {
    await startBrowserSession(page, await loginToken(request, await demoMember(request)));
    await page.goto('/');
    const header = page.getByRole('banner');

    if (isMobile) {
      const menuButton = header.getByRole('button', { name: 'Open menu' });
      await tabTo(page, menuButton);
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expectFocused(drawer);
      await expect(drawer.getByRole('group', { name: 'Your account' })).toContainText('Asha Patil');
      await tabTo(page, drawer.getByRole('link', { name: 'Donation History' }));
      await page.keyboard.press('Enter');
      await expect(drawer).toBeHidden();
    } else {
      const accountButton = header.getByRole('button', { name: 'Account menu' });
      await tabTo(page, accountButton);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Account' });
      const first = menu.getByRole('menuitem', { name: 'Profile' });
      await expectFocused(first);
      for (const item of [
        'Registered Events',
        'Donation History',
        'Your data',
        'Sign out everywhere',
        'Logout',
      ]) {
        await page.keyboard.press('ArrowDown');
        await expectFocused(menu.getByRole('menuitem', { name: item }));
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expectFocused(accountButton);

      await page.keyboard.press('Enter');
      await expectFocused(first);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
    }
    await expect(page).toHaveURL('/donation/history');
    await expect(heading(page, 1, 'Donation History')).toBeVisible();
  });
});

test.describe('the Support dialog by keyboard', () => {
  // The app's dialog (a policy page), and the one a visitor's server-rendered page opens itself.
  for (const { path, title } of [
    { path: '/privacy-policy', title: 'Privacy Policy' },
    { path: '/history', title: 'Our Legacy' },
  ]) {
    test(`${path}: it takes the focus, keeps it and gives it back to the footer button`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(heading(page, 1, title)).toBeVisible();
      const support = page.getByRole('contentinfo').getByRole('button', { name: 'Support' });
      await expect(support).toBeEnabled();
      await tabTo(page, support, { backwards: true });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Support' });
      await expectFocused(dialog);
      const call = dialog.getByRole('link', { name: /\+91 98220 00000/ });
      await expect(call).toBeVisible();
      await tab(page, call);
      await expectFocusTrapped(page, call, dialog.getByRole('button', { name: 'Close' }));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectFocused(support);
    });
  }
});

test.describe('sign-up by keyboard', () => {
  // The wrong code is refused with a 400, which the browser logs.
  test.use({ allowConsoleErrors: true });

  test('details, the mailed code and a password, then the login: nothing but keys @phone', async ({
    page,
    server,
    isMobile,
  }, testInfo) => {
    const name = 'Ishaan Joshi';
    const email = uniqueEmail(testInfo, 'keyboard');
    await page.goto('/signup');
    await expect(heading(page, 1, 'Sign Up')).toBeVisible();

    // Step 1. Sent empty: the focus goes to the first field in error, which carries its message.
    const nameField = textbox(page, 'Name');
    const emailField = textbox(page, 'Email');
    const send = page.getByRole('button', { name: 'Send OTP' });
    // Between the fields and the button, the line on what is kept links the privacy policy.
    const privacy = page.getByRole('link', { name: 'Privacy Policy' }).first();
    await tabTo(page, nameField);
    await tab(page, emailField);
    await tab(page, privacy);
    await tab(page, send);
    await page.keyboard.press('Enter');
    await expectFocused(nameField);
    await expectFieldError(nameField, 'Name is required.');
    await expectFieldError(emailField, 'Email is required.');
    await typeInto(page, nameField, name);
    await tab(page, emailField);
    await typeInto(page, emailField, email);
    await tab(page, privacy);
    await tab(page, send);
    await page.keyboard.press('Enter');

    // Step 2. The code field takes the focus; a wrong code is announced and the focus comes
    // back to the field; the code from the mail is accepted.
    const otpField = textbox(page, 'OTP');
    await expectFocused(otpField);
    await expect(
      page.getByRole('status').filter({ hasText: 'We have sent a 6-digit code' }),
    ).toBeVisible();
    const code = await signupCode(server, email);
    await typeInto(page, otpField, code === '000000' ? '111111' : '000000');
    await tab(page, page.getByRole('button', { name: 'Verify' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('tries left');
    await expectFocused(otpField);
    await retype(page, otpField, code);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: 'Code verified' })).toBeVisible();

    // Step 3. The password field takes the focus; Space shows what was typed.
    const password = textbox(page, 'Password');
    await expectFocused(password);
    await typeInto(page, password, MEMBER_PASSWORD);
    await tab(page, page.getByRole('button', { name: 'Show password' }));
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expectFocused(page.getByRole('button', { name: 'Hide password' }));
    await tab(page, page.getByRole('button', { name: 'Complete Registration' }));
    const alert = page.waitForEvent('dialog');
    await page.keyboard.press('Enter');
    const completion = await alert;
    expect(completion.message()).toBe('Registration complete! You can now log in.');
    await completion.accept();

    // The login page has the e-mail and waits in the password field.
    await expect(page).toHaveURL('/login');
    await expect(textbox(page, 'Email')).toHaveValue(email);
    const loginPassword = textbox(page, 'Password');
    await expectFocused(loginPassword);
    await typeInto(page, loginPassword, MEMBER_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');

    // Logged in: the profile shows the new member. The login form is gone, so the focus starts
    // from where it was, inside the page: the header is behind it, whatever the page holds.
    const header = page.getByRole('banner');
    if (isMobile) {
      await tabTo(page, header.getByRole('button', { name: 'Open menu' }), { backwards: true });
      await page.keyboard.press('Enter');
      const account = page.getByRole('dialog', { name: 'Menu' }).getByRole('group', {
        name: 'Your account',
      });
      await expect(account).toContainText(name);
      await expect(account).toContainText(email);
    } else {
      await tabTo(page, header.getByRole('button', { name: 'Account menu' }), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(page.locator('#account-menu')).toContainText(name);
      await expect(page.locator('#account-menu')).toContainText(email);
    }
  });
});

test.describe('event registration by keyboard', () => {
  test('alone: the errors take the focus to the first field, then on to /success', async ({
    page,
    request,
    server,
  }, testInfo) => {
    await newMemberSession(page, request, server, testInfo, 'Kiran Patil');
    await page.goto(`/register?event=${await eventIdOf(request, RANGOLI)}`);
    await expect(heading(page, 1, `${RANGOLI} Registration`)).toBeVisible();

    const submit = page.getByRole('button', { name: 'Submit Registration' });
    await tabTo(page, submit, { max: 60 });
    await page.keyboard.press('Enter');
    const contact = textbox(page, 'Contact');
    const gender = page.getByRole('combobox', { name: 'Gender' });
    const hostel = textbox(page, 'Hostel');
    const address = textbox(page, 'Hostel Address');
    await expectFocused(contact);
    await expectFieldError(contact, 'Contact is required.');
    await expectFieldError(gender, 'Gender is required.');
    await expectFieldError(hostel, 'Hostel is required.');
    await expectFieldError(address, 'Hostel Address is required.');

    await typeInto(page, contact, ASHA_DETAILS.contact);
    await tab(page, gender);
    await chooseNativeOption(page, gender, ASHA_DETAILS.gender);
    await tab(page, hostel);
    await typeInto(page, hostel, ASHA_DETAILS.hostel);
    await tab(page, address);
    await typeInto(page, address, ASHA_DETAILS.hostelAddress);
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/success');
    await expect(heading(page, 1, 'Registration Successful')).toBeVisible();
    await expect(page.locator('dt:text-is("Registration type") + dd')).toHaveText('Individual');
  });

  test('as a team: the type toggle, adding and removing a member, errors, then /success', async ({
    page,
    request,
    server,
  }, testInfo) => {
    await newMemberSession(page, request, server, testInfo, 'Aditi Rao');
    await page.goto(`/register?event=${await eventIdOf(request, DEBATE)}`);
    await expect(heading(page, 1, `${DEBATE} Registration`)).toBeVisible();

    // The type: one stop for the group, on Individual; the arrow moves to Team, Space picks it.
    const individual = page.getByRole('button', { name: 'Individual', exact: true });
    const team = page.getByRole('button', { name: 'Team', exact: true });
    await tabTo(page, individual, { max: 60 });
    await expect(individual).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowRight');
    await expectFocused(team);
    await page.keyboard.press('Space');
    await expect(team).toHaveAttribute('aria-pressed', 'true');
    await expect(heading(page, 2, 'Team Members')).toBeVisible();

    const contact = textbox(page, 'Contact');
    await tabTo(page, contact);
    await typeInto(page, contact, ASHA_DETAILS.contact);
    const gender = page.getByRole('combobox', { name: 'Gender' });
    await tab(page, gender);
    await chooseNativeOption(page, gender, ASHA_DETAILS.gender);
    await tab(page, textbox(page, 'Hostel'));
    await page.keyboard.type(ASHA_DETAILS.hostel);
    await tab(page, textbox(page, 'Hostel Address'));
    await page.keyboard.type(ASHA_DETAILS.hostelAddress);

    // Add Member puts the focus in the new member's first field; a team of two is full.
    const add = page.getByRole('button', { name: '+ Add Member' });
    await tab(page, add);
    await page.keyboard.press('Enter');
    const member = page.getByRole('group', { name: 'Member 1' });
    const memberName = textbox(member, 'Name');
    await expectFocused(memberName);
    await expect(page.getByRole('status').filter({ hasText: 'Team is full' })).toBeVisible();

    // Removing the member gives the focus back to Add Member.
    await shiftTab(page, member.getByRole('button', { name: 'Remove member 1' }));
    await page.keyboard.press('Enter');
    await expect(member).toHaveCount(0);
    await expectFocused(add);

    // Empty member fields: the focus goes to the first, which carries its message.
    await page.keyboard.press('Enter');
    await expectFocused(memberName);
    const submit = page.getByRole('button', { name: 'Submit Registration' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expectFocused(memberName);
    await expect(memberName).toHaveAttribute('aria-invalid', 'true');
    await expect(memberName).toHaveAccessibleDescription(/required/i);

    await typeInto(page, memberName, 'Farhan Shaikh');
    await tab(page, textbox(member, 'Email'));
    await page.keyboard.type(uniqueEmail(testInfo, 'farhan'));
    await tab(page, textbox(member, 'Contact'));
    await page.keyboard.type('+91 98220 77889');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/success');
    await expect(page.locator('dt:text-is("Registration type") + dd')).toHaveText('Team');
  });
});

interface AboutSectionAnswer {
  sectionType: string;
  title: string;
  members: Array<{ name: string; role: string; description: string; image: string }>;
}

async function committeeSection(request: APIRequestContext): Promise<AboutSectionAnswer> {
  const sections = (await (
    await request.get('/api/about-sections')
  ).json()) as AboutSectionAnswer[];
  const committee = sections.find((section) => section.sectionType === 'committee');
  if (!committee) throw new Error('No committee section');
  return committee;
}

test.describe('admin dashboard dialogs by keyboard', () => {
  test('login, then Add New Event, its status, details, Edit Event and Delete', async ({
    page,
    server,
  }, testInfo) => {
    const eventName = uniqueName(testInfo, 'Keyboard Quiz');
    await page.goto('/admin/login');
    const username = textbox(page, 'Username');
    await tabTo(page, username);
    await typeInto(page, username, 'admin');
    await tab(page, textbox(page, 'Password'));
    await page.keyboard.type(adminPassword(server));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(heading(page, 1, 'Admin Dashboard')).toBeVisible();
    await expectIdle(page);

    // The dialog takes the focus and keeps it; Escape gives it back to Add New Event.
    const add = page.getByRole('button', { name: 'Add New Event' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await expectFocused(dialog);
    const name = textbox(dialog, 'Name');
    const create = dialog.getByRole('button', { name: 'Create Event' });
    await tab(page, name);
    await expectFocusTrapped(page, name, create);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocused(add);

    // Create without a name: the focus goes to Name with its message; then with one.
    await page.keyboard.press('Enter');
    await expectFocused(dialog);
    await tabTo(page, create, { max: 80 });
    await page.keyboard.press('Enter');
    await expectFocused(name);
    await expectFieldError(name, 'Name is required.');
    await typeInto(page, name, eventName);
    // The registration types: one stop on the chosen Individual, then the arrow to Team.
    await tabTo(page, dialog.getByRole('button', { name: 'Individual', exact: true }), {
      max: 80,
    });
    await page.keyboard.press('ArrowRight');
    const teamType = dialog.getByRole('button', { name: 'Team', exact: true });
    await expectFocused(teamType);
    await page.keyboard.press('Space');
    await expect(teamType).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    await expect(notification(page, 'Event created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectFocused(add);

    // The new event's card, found with the search box.
    await tabTo(page, page.getByRole('searchbox', { name: 'Search events' }));
    await page.keyboard.type(eventName);
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article', { name: eventName });

    // Its status, from the dropdown on the card.
    const status = card.getByRole('combobox', { name: 'Status' });
    await tabTo(page, status);
    await chooseOption(page, status, 'Ongoing');
    await expect(notification(page, 'Event status updated successfully')).toBeVisible();

    // Event Details: Close gives the focus back.
    const view = card.getByRole('button', { name: `View details of ${eventName}` });
    await tab(page, view);
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Event Details' });
    await expectFocused(details);
    await expect(details).toContainText('Ongoing');
    await tabTo(page, details.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(details).toBeHidden();
    await expectFocused(view);

    // Edit Event: Escape drops the change; Save Changes keeps it.
    const edit = card.getByRole('button', { name: `Edit ${eventName}` });
    await tab(page, edit);
    await page.keyboard.press('Enter');
    const editDialog = page.getByRole('dialog', { name: 'Edit Event' });
    await expectFocused(editDialog);
    const location = textbox(editDialog, 'Location');
    await tabTo(page, location);
    await typeInto(page, location, 'Common Room');
    await page.keyboard.press('Escape');
    await expect(editDialog).toBeHidden();
    await expectFocused(edit);
    await page.keyboard.press('Enter');
    await tabTo(page, location);
    await expect(location).toHaveValue('');
    await typeInto(page, location, 'Old Gymkhana Hall');
    await tabTo(page, editDialog.getByRole('button', { name: 'Save Changes' }));
    await page.keyboard.press('Enter');
    await expect(notification(page, 'Event updated successfully')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expectFocused(edit);

    // Delete, after the confirmation: the card goes and the focus lands on the tab's heading.
    await tab(page, card.getByRole('button', { name: `Duplicate ${eventName}` }));
    await tab(
      page,
      card.getByRole('button', { name: `Print the attendance sheet of ${eventName}` }),
    );
    await tab(page, card.getByRole('button', { name: `Message the registrants of ${eventName}` }));
    await tab(page, card.getByRole('button', { name: `Delete ${eventName}` }));
    const question = acceptConfirm(page);
    await page.keyboard.press('Enter');
    expect(await question).toBe('confirm: Are you sure you want to delete this event?');
    await expect(notification(page, 'Event deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expectFocused(heading(page, 2, 'Events'));
  });

  test('Add New User with a team, Edit User and Delete', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const name = uniqueName(testInfo, 'Keyboard Person');
    const email = uniqueEmail(testInfo, 'keyboard-user');
    await startAdminSession(page, request, server);
    await page.goto('/admin/dashboard?tab=users');
    await expect(heading(page, 2, 'Users')).toBeVisible();
    await expectIdle(page);

    const add = page.getByRole('button', { name: 'Add User' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await expectFocused(dialog);
    const nameField = textbox(dialog, 'Name');
    const submit = dialog.getByRole('button', { name: 'Add User' });
    await tab(page, nameField);
    await expectFocusTrapped(page, nameField, submit);
    await tabTo(page, nameField);

    await typeInto(page, nameField, name);
    for (const [label, text] of [
      ['Email', email],
      ['Contact', '+91 98220 55667'],
      ['Hostel', 'Main Hostel'],
      ['Hostel Address', 'Room 21'],
    ] as const) {
      await tab(page, textbox(dialog, label));
      await typeInto(page, textbox(dialog, label), text);
    }
    const gender = dialog.getByRole('combobox', { name: 'Gender' });
    await tabTo(page, gender);
    await chooseOption(page, gender, 'female');
    const event = dialog.getByRole('combobox', { name: 'Event' });
    await tabTo(page, event);
    await chooseOption(page, event, CRICKET);
    // Cricket takes teams only: the type follows.
    await expect(dialog.getByRole('combobox', { name: 'Registration Type' })).toHaveText('Team');

    // Add Member focuses the new member's name; removing one gives the focus to Add Member.
    const addMember = dialog.getByRole('button', { name: 'Add Member' });
    await tabTo(page, addMember);
    await page.keyboard.press('Enter');
    await typeInto(page, textbox(dialog, 'Member 1 name'), 'Sahil Kale');
    await tab(page, textbox(dialog, 'Member 1 email'));
    await page.keyboard.type(uniqueEmail(testInfo, 'sahil'));
    await tab(page, textbox(dialog, 'Member 1 contact'));
    await page.keyboard.type('+91 98220 66778');
    await tab(page, dialog.getByRole('button', { name: 'Remove member 1' }));
    await tab(page, addMember);
    await page.keyboard.press('Enter');
    await expectFocused(textbox(dialog, 'Member 2 name'));
    await tabTo(page, dialog.getByRole('button', { name: 'Remove member 2' }));
    await page.keyboard.press('Enter');
    await expect(textbox(dialog, 'Member 2 name')).toHaveCount(0);
    await expectFocused(addMember);

    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(notification(page, 'User added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectFocused(add);

    // The person's row, found with the search box.
    await tabTo(page, page.getByRole('searchbox', { name: 'Search users' }));
    await page.keyboard.type(email);
    await expectIdle(page);
    const edit = page.getByRole('button', { name: `Edit ${name} (${email})` });
    await tabTo(page, edit);

    // Edit User: Escape closes it; Save Changes saves the new name.
    await page.keyboard.press('Enter');
    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    await expectFocused(editDialog);
    await page.keyboard.press('Escape');
    await expect(editDialog).toBeHidden();
    await expectFocused(edit);
    await page.keyboard.press('Enter');
    await expectFocused(editDialog);
    const renamed = `${name} Jr`;
    await tab(page, textbox(editDialog, 'Name'));
    await retype(page, textbox(editDialog, 'Name'), renamed);
    await tabTo(page, editDialog.getByRole('button', { name: 'Save Changes' }));
    await page.keyboard.press('Enter');
    await expect(notification(page, 'User updated successfully')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expectFocused(page.getByRole('button', { name: `Edit ${renamed} (${email})` }));

    // Delete, after the confirmation: the row goes and the focus lands on the tab's heading.
    await tab(page, page.getByRole('button', { name: `Delete ${renamed} (${email})` }));
    const question = acceptConfirm(page);
    await page.keyboard.press('Enter');
    expect(await question).toBe('confirm: Are you sure you want to delete this user?');
    await expect(notification(page, 'User deleted successfully')).toBeVisible();
    await expectFocused(heading(page, 2, 'Users'));
  });

  test('a registration: its payment status and Delete', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const name = uniqueName(testInfo, 'Keyboard Registrant');
    await createRegistration(request, server, {
      name,
      email: uniqueEmail(testInfo, 'keyboard-registrant'),
      contact: '+91 98220 44556',
      event: await eventIdOf(request, CHESS),
      registrationType: 'individual',
      teamMembers: [],
    });
    await startAdminSession(page, request, server);
    await page.goto('/admin/dashboard?tab=registrations');
    await expect(heading(page, 2, 'Registrations')).toBeVisible();
    await expectIdle(page);

    const individual = page.getByRole('region', { name: /^Individual registrations/ });
    await tabTo(page, individual.getByRole('searchbox'), { max: 80 });
    await page.keyboard.type(name);
    await expectIdle(page);
    // Recording a payment by hand asks first: Escape leaves it pending, the focus back.
    const record = individual.getByRole('button', { name: `Record a payment from ${name}` });
    await tabTo(page, record);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await expect(dialog.getByRole('textbox', { name: 'How it was paid' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocused(record);

    await tab(
      page,
      individual.getByRole('button', { name: `Delete the registration of ${name} for ${CHESS}` }),
    );
    const question = acceptConfirm(page);
    await page.keyboard.press('Enter');
    expect(await question).toBe(`confirm: Delete the registration of ${name} for ${CHESS}?`);
    await expect(notification(page, 'Registration deleted.')).toBeVisible();
    await expect(individual.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await expectFocused(heading(page, 3, /^Individual registrations/));
  });

  test('the About member dialog: add and remove a member, Escape, then save', async ({
    page,
    request,
    server,
  }) => {
    const token = await adminToken(request, server);
    const committee = await committeeSection(request);
    const memberNames = async () =>
      (await committeeSection(request)).members.map((member) => member.name);

    await startAdminSession(page, request, server);
    await page.goto('/admin/dashboard?tab=about');
    const edit = page.getByRole('button', { name: 'Edit Section: Committee Members' });
    // The About tab and its editor load on demand: slow on a loaded machine.
    await expect(edit).toBeVisible({ timeout: 30_000 });
    await expectIdle(page);
    await tabTo(page, edit, { max: 80 });

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit About Section' });
    await expectFocused(dialog);
    const title = textbox(dialog, 'Title');
    const save = dialog.getByRole('button', { name: 'Save Section' });
    await tab(page, title);
    await expectFocusTrapped(page, title, save);

    // Add Member: the focus goes to the new member's name; Remove gives it to Add Member.
    const addMember = dialog.getByRole('button', { name: 'Add Member' });
    await tabTo(page, addMember, { backwards: true });
    await page.keyboard.press('Enter');
    const added = committee.members.length + 1;
    const newName = dialog.getByRole('textbox', { name: new RegExp(`^Member ${added} name`) });
    await typeInto(page, newName, 'Keyboard Volunteer');
    await shiftTab(page, dialog.getByRole('button', { name: `Remove member ${added}` }));
    await page.keyboard.press('Enter');
    await expect(newName).toHaveCount(0);
    await expectFocused(addMember);

    // Escape: nothing saved, the focus back on Edit Section.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocused(edit);
    expect(await memberNames()).toEqual(committee.members.map((member) => member.name));

    // Again, and Save Section.
    await page.keyboard.press('Enter');
    await expectFocused(dialog);
    await tabTo(page, addMember, { max: 80 });
    await page.keyboard.press('Enter');
    await typeInto(page, newName, 'Keyboard Volunteer');
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocused(edit);
    expect(await memberNames()).toContain('Keyboard Volunteer');

    // Put the section back for the other specs on this server.
    const restored = await request.put('/api/about-sections/committee', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: committee.title, members: committee.members },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  });
});
