import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { adminPassword, expectCollectionsLoaded, startAdminSession } from './admin-helpers';
import { clientRoutePaths, dashboardTabValues } from './client-routes';
import { expect, expectAccessible, expectIdle, test } from './fixtures';
import {
  createMember,
  demoMember,
  eventIdOf,
  fillRegistrant,
  loginToken,
  newMemberSession,
  startBrowserSession,
} from './members-helpers';
import type { RunningServer } from './server';

/**
 * axe on every route of the client router, in the states a person sees there: logged out, as a
 * member or as an admin, with its dialogs, menus and form errors open. The table below must
 * name exactly the router's routes and the dashboard's tabs, so a new page cannot go unchecked.
 */

// Several pages and axe runs per test on a 2-core machine.
test.describe.configure({ timeout: 120_000 });

interface VisitContext {
  page: Page;
  request: APIRequestContext;
  server: RunningServer;
  testInfo: TestInfo;
  isMobile: boolean;
}

type Who = 'visitor' | 'member' | 'admin';

interface PageState {
  /** What the person did, for the report. */
  name: string;
  show: (context: VisitContext) => Promise<void>;
}

interface Visit {
  /** Tells two visits of one route apart in the report. */
  label?: string;
  as: Who;
  /** The address, or the steps that bring a person there. */
  open: string | ((context: VisitContext) => Promise<void>);
  /** The page's h1, seen once the page is ready. */
  heading: string | RegExp;
  /** What else shows once the page is ready. */
  ready?: (page: Page) => Promise<void>;
  /** More states of the page, each checked from a fresh visit. */
  states?: PageState[];
}

const SITE = 'Hostel Community';

/** A new member asks for a reset link; the page opens from the link in the mail. */
async function mailedResetLink({ page, request, server, testInfo }: VisitContext) {
  const member = await createMember(request, server, testInfo, 'Rohan Deshmukh');
  await request.post('/api/user/forgot-password', { data: { email: member.email } });
  const mail = await server.smtp.waitForMail(member.email, (m) => /reset/i.test(m.subject));
  const link = /https?:\/\/\S+(\/reset-password\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link, 'a reset link in the mail').toBeDefined();
  await page.goto(link ?? '/');
}

/**
 * The form refused with its field errors. `emptied` names fields that start filled in (from a
 * member's last registration, say) and are cleared first.
 */
function formErrors(submit: string, emptied: string[] = []): PageState {
  return {
    name: `${submit} with empty fields`,
    show: async ({ page }) => {
      for (const field of emptied) {
        await page.getByRole('textbox', { name: field, exact: true }).fill('');
      }
      await page.getByRole('button', { name: submit, exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  };
}

const navigationDrawer: PageState = {
  name: 'the navigation drawer (phones) or the navigation bar (desktop)',
  show: async ({ page, isMobile }) => {
    if (!isMobile) return;
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

const accountMenu: PageState = {
  name: 'the account menu (desktop) or the drawer with the account (phones)',
  show: async (context) => {
    if (context.isMobile) return navigationDrawer.show(context);
    await context.page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await expect(context.page.getByRole('menu', { name: 'Account' })).toBeVisible();
  },
};

const supportDialog: PageState = {
  name: 'the Support dialog of the footer',
  show: async ({ page }) => {
    await page.getByRole('contentinfo').getByRole('button', { name: 'Support' }).click();
    await expect(page.getByRole('dialog', { name: 'Support' })).toContainText('Hostel Warden');
  },
};

/** The demo member's event that takes individuals and teams, free. */
const OPEN_EVENT = 'Debate: The Hostel of Tomorrow';

async function registerPage({ page, request }: VisitContext) {
  await page.goto(`/register?event=${await eventIdOf(request, OPEN_EVENT)}`);
}

/** A new member registers for a free event through the form and lands on /success. */
async function registrationSuccess({ page, request, server, testInfo }: VisitContext) {
  await newMemberSession(page, request, server, testInfo, 'Neha Pawar');
  await page.goto(
    `/register?event=${await eventIdOf(request, 'Ganesh Utsav Rangoli Competition')}`,
  );
  await fillRegistrant(page);
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page).toHaveURL('/success');
}

/** Opens a dialog of the dashboard with a button of the open tab. */
function dashboardDialog(button: string | RegExp, dialog: string): PageState {
  return {
    name: `the ${dialog} dialog`,
    show: async ({ page }) => {
      await page.getByRole('tabpanel').getByRole('button', { name: button }).first().click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expectIdle(page);
    },
  };
}

/** Every tab of the dashboard (`?tab=` of src/client/app/admin/dashboard-tabs.tsx). */
const DASHBOARD_TABS: Record<string, PageState[]> = {
  events: [
    dashboardDialog('Add New Event', 'Add New Event'),
    dashboardDialog(/^View details of /, 'Event Details'),
    dashboardDialog(/^Edit /, 'Edit Event'),
  ],
  users: [
    {
      name: 'the Add New User dialog for a team',
      show: async ({ page }) => {
        await page.getByRole('button', { name: 'Add User' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add New User' });
        await dialog.getByRole('combobox', { name: 'Registration Type' }).click();
        await page.getByRole('option', { name: 'Team' }).click();
        await dialog.getByRole('button', { name: 'Add Member' }).click();
        await expect(dialog.getByRole('group', { name: 'Team member 1' })).toBeVisible();
      },
    },
    dashboardDialog(/^Edit /, 'Edit User'),
  ],
  registrations: [
    {
      name: "one event's registrations",
      show: async ({ page }) => {
        await page.getByRole('combobox', { name: 'Event' }).selectOption({ index: 1 });
        await expect(page.getByRole('table', { name: /^.+: Team registrations$/ })).toBeVisible();
        await expectIdle(page);
      },
    },
  ],
  about: [dashboardDialog(/^Edit Section: /, 'Edit About Section')],
  donations: [],
  payments: [],
  queries: [],
  committee: [
    dashboardDialog('Invite an admin', 'Invite an admin'),
    {
      name: 'the two-factor sign-in dialog',
      show: async ({ page, server }) => {
        await page.getByRole('button', { name: 'Your account' }).click();
        await page.getByRole('menuitem', { name: /^Two-factor sign-in/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
        await dialog.getByRole('textbox', { name: 'Password' }).fill(adminPassword(server));
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await expect(dialog.getByRole('img', { name: /^QR code/ })).toBeVisible();
        await expectIdle(page);
      },
    },
  ],
  activity: [],
};

/** The dashboard, once per tab, with that tab's dialogs. */
function dashboardVisits(): Visit[] {
  return Object.entries(DASHBOARD_TABS).map(([tab, states]) => ({
    label: `tab ${tab}`,
    as: 'admin',
    open: `/admin/dashboard?tab=${tab}`,
    heading: 'Admin Dashboard',
    ready: async (page) => {
      const selected = page.getByRole('tab', { selected: true });
      await expect(selected).toHaveAttribute('id', `admin-tab-${tab}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectCollectionsLoaded(page);
    },
    states,
  }));
}

/** Every route of src/client/app/router.tsx, by its path there. */
const ROUTES: Record<string, Visit[]> = {
  '/': [
    {
      as: 'visitor',
      open: '/',
      heading: `Welcome to ${SITE}`,
      states: [navigationDrawer, supportDialog],
    },
    { as: 'member', open: '/', heading: `Welcome to ${SITE}`, states: [accountMenu] },
  ],
  '/home': [{ as: 'member', open: '/home', heading: 'Upcoming Events' }],
  '/events': [{ as: 'member', open: '/events', heading: 'Get Involved Today' }],
  '/users/registrations': [
    {
      as: 'member',
      open: '/users/registrations',
      heading: 'My Registered Events',
      states: [
        {
          name: 'the Registration Details dialog',
          show: async ({ page }) => {
            const card = page.getByRole('main').getByRole('listitem').first();
            await card.getByRole('button', { name: /^Carrom Tournament/ }).click();
            await expect(page.getByRole('dialog', { name: 'Registration Details' })).toBeVisible();
          },
        },
      ],
    },
  ],
  '/donation/history': [{ as: 'member', open: '/donation/history', heading: 'Donation History' }],
  '/profile': [{ as: 'member', open: '/profile', heading: 'Your Profile' }],
  '/events/:id': [
    {
      as: 'visitor',
      open: async ({ page, request }) => {
        await page.goto(`/events/${await eventIdOf(request, OPEN_EVENT)}`);
      },
      heading: OPEN_EVENT,
    },
  ],
  '/account/data': [{ as: 'member', open: '/account/data', heading: 'Your data' }],
  '/account/sign-out-everywhere': [
    { as: 'member', open: '/account/sign-out-everywhere', heading: 'Sign out everywhere' },
  ],
  '/not-me': [
    {
      as: 'visitor',
      open: '/not-me?address=someone%40example.com&token=from-the-mail',
      heading: 'This was not me',
      ready: async (page) => {
        await expect(
          page.getByRole('button', { name: 'Stop all mail to this address' }),
        ).toBeVisible();
      },
    },
    {
      label: 'a link cut short',
      as: 'visitor',
      open: '/not-me?address=someone%40example.com',
      heading: 'This was not me',
      ready: async (page) => {
        await expect(page.getByText('This link is not valid.')).toBeVisible();
      },
    },
  ],
  '/register': [
    {
      label: 'an open event',
      as: 'member',
      open: registerPage,
      heading: `${OPEN_EVENT} Registration`,
      states: [
        // The demo member has registered before: the form starts with their contact details.
        formErrors('Submit Registration', ['Contact', 'Hostel', 'Hostel Address']),
        {
          name: 'a team with one member',
          show: async ({ page }) => {
            await page.getByRole('button', { name: 'Team', exact: true }).click();
            await page.getByRole('button', { name: '+ Add Member' }).click();
            await expect(page.getByRole('group', { name: 'Member 1' })).toBeVisible();
          },
        },
      ],
    },
    { label: 'no event chosen', as: 'member', open: '/register', heading: 'Event Registration' },
  ],
  '/success': [{ as: 'visitor', open: registrationSuccess, heading: 'Registration Successful' }],
  '/test-success': [{ as: 'visitor', open: '/test-success', heading: 'Registration' }],
  '/admin/login': [
    { as: 'visitor', open: '/admin/login', heading: 'Admin Login', states: [formErrors('Login')] },
  ],
  '/test-admin-login': [{ as: 'visitor', open: '/test-admin-login', heading: 'Admin Login' }],
  '/admin/dashboard': dashboardVisits(),
  '/admin/check-in': [{ as: 'admin', open: '/admin/check-in', heading: 'Check-in' }],
  '/admin/events/:id/attendance': [
    {
      as: 'admin',
      open: async ({ page, request }) => {
        await page.goto(`/admin/events/${await eventIdOf(request, OPEN_EVENT)}/attendance`);
      },
      heading: OPEN_EVENT,
    },
  ],
  '/gate': [{ as: 'visitor', open: '/gate', heading: 'Gate check-in' }],
  '/admin/invitation/:token': [
    { as: 'visitor', open: '/admin/invitation/not-a-link', heading: 'Join the committee' },
  ],
  '/admin/*': [{ as: 'visitor', open: '/admin/no-such-page', heading: '404 Page Not Found' }],
  '/about': [{ as: 'visitor', open: '/about', heading: 'About Us' }],
  '/gc': [{ as: 'visitor', open: '/gc', heading: 'Ganesh Chaturthi' }],
  '/se': [{ as: 'visitor', open: '/se', heading: 'Sports Events' }],
  '/ac': [{ as: 'visitor', open: '/ac', heading: 'Alumnus Connect' }],
  '/history': [{ as: 'visitor', open: '/history', heading: 'Our Legacy' }],
  '/contact': [
    { as: 'visitor', open: '/contact', heading: 'Contact Us', states: [formErrors('Submit')] },
  ],
  '/signup': [
    { as: 'visitor', open: '/signup', heading: 'Sign Up', states: [formErrors('Send OTP')] },
  ],
  '/login': [{ as: 'visitor', open: '/login', heading: 'Login', states: [formErrors('Login')] }],
  '/forgot-password': [
    {
      as: 'visitor',
      open: '/forgot-password',
      heading: 'Forgot Password',
      states: [formErrors('Send Reset Link')],
    },
  ],
  '/reset-password/:token': [
    {
      as: 'visitor',
      open: mailedResetLink,
      heading: 'Reset Password',
      states: [formErrors('Reset Password')],
    },
    {
      label: 'a link the server never sent',
      as: 'visitor',
      open: '/reset-password/a-link-from-the-mail-0123456789abcdefghijkl',
      heading: 'Reset Password',
      ready: async (page) => {
        await expect(page.getByRole('alert')).toContainText('Please ask for a new one.');
      },
    },
  ],
  '/donations': [
    { as: 'visitor', open: '/donations', heading: 'Donate', states: [formErrors('Submit')] },
    { as: 'member', open: '/donations', heading: 'Donate' },
  ],
  '/terms-and-conditions': [
    { as: 'visitor', open: '/terms-and-conditions', heading: 'Terms and Conditions' },
  ],
  '/privacy-policy': [{ as: 'visitor', open: '/privacy-policy', heading: 'Privacy Policy' }],
  '/refund-policy': [{ as: 'visitor', open: '/refund-policy', heading: 'Refund Policy' }],
  '/*': [{ as: 'visitor', open: '/no-such-page', heading: 'Page not found' }],
};

async function startSession(context: VisitContext, who: Who) {
  const { page, request, server } = context;
  if (who === 'member') {
    await startBrowserSession(page, await loginToken(request, await demoMember(request)));
  } else if (who === 'admin') {
    await startAdminSession(page, request, server);
  }
}

async function open(context: VisitContext, visit: Visit) {
  if (typeof visit.open === 'string') await context.page.goto(visit.open);
  else await visit.open(context);
  // A route's code loads on first visit (the dashboard's is large): a loaded machine is slow.
  await expect(
    context.page.getByRole('heading', { level: 1, name: visit.heading, exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  await visit.ready?.(context.page);
  await expectIdle(context.page);
}

/** The page as it opens, then each of its states from a fresh visit. */
async function checkVisit(context: VisitContext, visit: Visit) {
  await startSession(context, visit.as);
  await test.step(`${visit.as}: the page`, async () => {
    await open(context, visit);
    await expectAccessible(context.page);
  });
  for (const state of visit.states ?? []) {
    await test.step(`${visit.as}: ${state.name}`, async () => {
      await open(context, visit);
      await state.show(context);
      await expectAccessible(context.page);
    });
  }
}

test('the table names every route of the client router and every dashboard tab', () => {
  expect(Object.keys(ROUTES).sort()).toEqual(clientRoutePaths().sort());
  for (const [path, visits] of Object.entries(ROUTES)) {
    expect(visits.length, `visits of ${path}`).toBeGreaterThan(0);
  }
  expect(Object.keys(DASHBOARD_TABS)).toEqual(dashboardTabValues());
});

test.describe('axe on every route', () => {
  for (const [path, visits] of Object.entries(ROUTES)) {
    for (const visit of visits) {
      // The dashboard's phone layout (rows as cards) has its own spec, admin-tables.
      const widths = visit.as === 'admin' ? '' : ' @phone';
      test(`${path}: ${visit.label ?? visit.as}${widths}`, async ({
        page,
        request,
        server,
        isMobile,
      }, testInfo) => {
        await checkVisit({ page, request, server, testInfo, isMobile }, visit);
      });
    }
  }
});
