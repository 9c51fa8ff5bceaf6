import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { createEvent, createRegistration, openDashboard, uniqueName } from './admin-helpers';
import { expect, expectNoSidewaysScroll, test } from './fixtures';
import type { RunningServer } from './server';

// Each test drives several tabs of the dashboard (and the first one in a worker waits for its
// server).
test.describe.configure({ timeout: 180_000 });

/**
 * The element shows whole across the screen: nothing of it cut off sideways by the window or
 * by the table's box (which would hide what overflows it).
 */
async function expectWhollyAcross(target: Locator, table: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const tableBox = await table.locator('xpath=..').boundingBox();
  if (!box || !tableBox) throw new Error('The element or its table is not laid out.');
  const width = target.page().viewportSize()?.width ?? 0;
  const left = Math.max(0, tableBox.x);
  const right = Math.min(width, tableBox.x + tableBox.width);
  expect(box.x, 'cut off on the left').toBeGreaterThanOrEqual(left);
  expect(box.x + box.width, 'cut off on the right').toBeLessThanOrEqual(right);
}

/** Every column header on screen, and the table's own box does not scroll sideways either. */
async function expectEveryColumnInView(table: Locator) {
  const headers = table.getByRole('columnheader');
  expect(await headers.count()).toBeGreaterThanOrEqual(4);
  for (const header of await headers.all()) await expectWhollyAcross(header, table);
  const scrollsSideways = await table.evaluate((element) => {
    const box = element.parentElement;
    return box !== null && box.scrollWidth > box.clientWidth;
  });
  expect(scrollsSideways, 'the table scrolls sideways in its box').toBe(false);
}

/** Opens another tab of the dashboard. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tabpanel', { name })).toBeVisible();
}

interface Registrant {
  name: string;
  email: string;
}

/** A registrant with a long name and a long e-mail, for an event of their own. */
async function longRegistration(
  request: APIRequestContext,
  server: RunningServer,
  testInfo: TestInfo,
): Promise<Registrant & { eventName: string }> {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const eventName = uniqueName(testInfo, 'Inter-Hostel Elocution and Debate Championship');
  const event = await createEvent(request, server, {
    name: eventName,
    allowedRegistrationTypes: ['individual', 'team'],
    amountIndividual: 150,
    amountTeam: 300,
  });
  const registrant = {
    name: uniqueName(testInfo, 'Venkatanarasimharajuvaripeta Subrahmanyam'),
    email: `venkatanarasimharajuvaripeta.subrahmanyam-${stamp}@university-hostel.example.org`,
  };
  await createRegistration(request, server, {
    ...registrant,
    contact: '+91 98220 12345',
    event,
    registrationType: 'individual',
  });
  await createRegistration(request, server, {
    name: uniqueName(testInfo, 'Team Captain'),
    email: `captain-${stamp}@university-hostel.example.org`,
    contact: '+91 98220 12346',
    event,
    registrationType: 'team',
    teamMembers: [
      {
        name: 'Vice Captain',
        email: `vice-captain-${stamp}@university-hostel.example.org`,
        contact: '+91 98220 12347',
      },
    ],
  });
  return { ...registrant, eventName };
}

test.describe('admin tables', () => {
  test('each tab fits the screen: every column on a desktop, each row a card of all its fields on a phone @phone', async ({
    page,
    request,
    server,
    isMobile,
  }, testInfo) => {
    const registrant = await longRegistration(request, server, testInfo);
    await openDashboard(page, request, server, 'users');

    // Users.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(registrant.email);
    const users = page.getByRole('table', { name: 'Users', exact: true });
    const user = users.getByRole('row').filter({ hasText: registrant.email });
    await expect(user).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    if (isMobile) {
      for (const field of [
        user.getByText(registrant.name),
        user.getByText(registrant.email),
        user.getByText('Student ID', { exact: true }),
        user.getByText(`${registrant.eventName} · Individual`),
        user.getByRole('button', { name: `Edit ${registrant.name} (${registrant.email})` }),
        user.getByRole('button', { name: `Delete ${registrant.name} (${registrant.email})` }),
      ]) {
        await expectWhollyAcross(field, users);
      }
    } else {
      await expectEveryColumnInView(users);
    }

    // Registrations: every event's individual and team lists.
    await openTab(page, 'Registrations');
    const individual = page.getByRole('table', { name: 'Individual registrations', exact: true });
    const team = page.getByRole('table', { name: 'Team registrations', exact: true });
    await page
      .getByRole('region', { name: /^Individual registrations/ })
      .getByRole('searchbox')
      .fill(registrant.email);
    const registration = individual.getByRole('row').filter({ hasText: registrant.email });
    await expect(registration).toHaveCount(1);
    await expect(team.getByRole('row').filter({ hasText: 'Vice Captain' }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    if (isMobile) {
      for (const field of [
        registration.getByText(registrant.name),
        registration.getByText(registrant.email),
        registration.getByText(registrant.eventName),
        registration.getByRole('button', { name: `Record a payment from ${registrant.name}` }),
        registration.getByRole('button', {
          name: `Delete the registration of ${registrant.name} for ${registrant.eventName}`,
        }),
      ]) {
        await expectWhollyAcross(field, individual);
      }
    } else {
      await expectEveryColumnInView(individual);
      await expectEveryColumnInView(team);
    }

    // Donations (the demo member's).
    await openTab(page, 'Donations');
    const donations = page.getByRole('table', { name: 'Donations', exact: true });
    const donation = donations
      .getByRole('row')
      .filter({ hasText: /pay_demo\w+/ })
      .first();
    await expect(donation).toBeVisible();
    await expectNoSidewaysScroll(page);
    if (isMobile) {
      for (const field of [
        donation.getByText('Asha Patil'),
        donation.getByText('asha.demo@hostel.example'),
        donation.getByText(/^₹[\d,]+$/),
        donation.getByText(/^pay_demo\w+$/),
        donation.getByText(/^order_demo\w+$/),
      ]) {
        await expectWhollyAcross(field, donations);
      }
    } else {
      await expectEveryColumnInView(donations);
    }
  });

  // The same select at every width: one run (desktop) is enough.
  test("the event select shows one event's registrations, then every event's again", async ({
    page,
    request,
    server,
  }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const eventWithEntrant = async (label: string) => {
      const eventName = uniqueName(testInfo, label);
      const event = await createEvent(request, server, {
        name: eventName,
        allowedRegistrationTypes: ['individual'],
      });
      const name = `${label} Entrant ${stamp}`;
      await createRegistration(request, server, {
        name,
        email: `${label.toLowerCase().replace(' ', '-')}-${stamp}@example.com`,
        contact: '+91 98220 22334',
        event,
        registrationType: 'individual',
      });
      return { eventName, name };
    };
    const first = await eventWithEntrant('Rangoli Night');
    const second = await eventWithEntrant('Quiz Night');
    await openDashboard(page, request, server, 'registrations');
    const eventSelect = page.getByRole('combobox', { name: 'Event' });
    await expect(eventSelect.locator('option:checked')).toHaveText('All events');
    const rowsOf = (table: Locator, name: string) =>
      table.getByRole('row').filter({ hasText: name });

    const everyEvent = page.getByRole('table', { name: 'Individual registrations', exact: true });
    await expect(rowsOf(everyEvent, first.name)).toHaveCount(1);
    await expect(rowsOf(everyEvent, second.name)).toHaveCount(1);

    await eventSelect.selectOption({ label: `${first.eventName} (1)` });
    const firstEvent = page.getByRole('table', {
      name: `${first.eventName}: Individual registrations`,
    });
    await expect(rowsOf(firstEvent, first.name)).toHaveCount(1);
    await expect(firstEvent.getByRole('row').filter({ hasText: /Entrant/ })).toHaveCount(1);
    await expect(
      page.getByRole('heading', { level: 3, name: 'Individual registrations (1)', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: `${first.eventName}: Team registrations` }),
    ).toContainText('No team registrations yet.');
    await expect(everyEvent).toHaveCount(0);

    await eventSelect.selectOption({ label: 'All events' });
    await expect(rowsOf(everyEvent, second.name)).toHaveCount(1);
    await expect(firstEvent).toHaveCount(0);
  });

  test('a list sorts by its column headers on a desktop, by its Sort by select on a phone @phone', async ({
    page,
    request,
    server,
    isMobile,
  }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const event = await createEvent(request, server, {
      name: uniqueName(testInfo, 'Sorting Cup'),
      allowedRegistrationTypes: ['individual'],
    });
    // Aarav registers first: the list's newest-first order shows Zoya above him.
    for (const name of ['Aarav', 'Zoya']) {
      await createRegistration(request, server, {
        name: `${name} ${stamp}`,
        email: `${name.toLowerCase()}-${stamp}@example.com`,
        contact: '+91 98220 33445',
        event,
        registrationType: 'individual',
      });
    }
    await openDashboard(page, request, server, 'registrations');
    const list = page.getByRole('region', { name: /^Individual registrations/ });
    await list.getByRole('searchbox').fill(stamp);
    const table = list.getByRole('table', { name: 'Individual registrations', exact: true });
    const firstRow = table.getByRole('row').filter({ hasText: stamp }).first();
    await expect(table.getByRole('row').filter({ hasText: stamp })).toHaveCount(2);
    await expect(firstRow).toContainText(`Zoya ${stamp}`);

    const sortByName = async (direction: 'A to Z' | 'Z to A') => {
      if (isMobile) {
        await list
          .getByRole('combobox', { name: 'Sort by' })
          .selectOption({ label: `Name: ${direction}` });
      } else {
        await table.getByRole('button', { name: 'Name', exact: true }).click();
      }
    };
    await sortByName('A to Z');
    await expect(firstRow).toContainText(`Aarav ${stamp}`);
    if (!isMobile) {
      await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
    }
    await sortByName('Z to A');
    await expect(firstRow).toContainText(`Zoya ${stamp}`);
  });
});
