import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { adminToken, download, notification, openDashboard, uniqueName } from './admin-helpers';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import type { RunningServer } from './server';

const QUESTION = 'Can my parents stay in the guest room during the Ganesh festival?';
const ANSWER = 'Yes: the guest room is free from 5 to 15 September.\nBook it at the office.';

/** A sender no other test (or project) uses on this worker's server. */
function sender(testInfo: TestInfo) {
  return {
    name: uniqueName(testInfo, 'Sunil Jadhav'),
    email: `inbox-${testInfo.project.name}-${Date.now().toString(36)}@example.com`,
  };
}

/** The number in the Queries tab's label, "Queries (3 new)"; 0 when it shows none. */
async function newCount(page: Page): Promise<number> {
  const label = await page.getByRole('tab', { name: /^Queries/ }).textContent();
  return Number(/\((\d+) new\)/.exec(label ?? '')?.[1] ?? 0);
}

/** Searches the Queries tab for a sender's name; answers the row of their query. */
async function findQuery(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search queries' }).fill(name);
  const row = page
    .getByRole('table', { name: 'Queries' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

/** A query sent through the API as the contact form sends it, then answered by the admin. */
async function answeredQuery(
  request: APIRequestContext,
  server: RunningServer,
  from: { name: string; email: string },
) {
  const sent = await request.post('/api/queries', {
    data: { ...from, phone: '+91 98765 43210', message: QUESTION },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const authorization = `Bearer ${await adminToken(request, server)}`;
  const listed = await request.get('/api/admins/queries', {
    headers: { authorization },
    params: { q: from.email },
  });
  const [query] = (await listed.json()) as Array<{ _id: string }>;
  const replied = await request.post(`/api/admins/queries/${query?._id}/reply`, {
    headers: { authorization },
    data: { message: ANSWER },
  });
  expect(replied.status(), await replied.text()).toBe(200);
}

test('a visitor’s query reaches the Queries tab, new, and the admin answers it by e-mail', async ({
  page,
  request,
  server,
}, testInfo) => {
  const { name, email } = sender(testInfo);

  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Send us your query' });
  await contact.getByLabel('Name').fill(name);
  await contact.getByLabel('Email').fill(email);
  await contact.getByLabel('Description of your Query').fill(QUESTION);
  page.once('dialog', (alert) => void alert.accept());
  await contact.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText('Query submitted successfully!');

  // The admin sees it new, and counted on the tab.
  await openDashboard(page, request, server, 'queries');
  await expect(page.getByRole('tab', { name: /^Queries \(\d+ new\)$/ })).toBeVisible();
  const newBefore = await newCount(page);
  const row = await findQuery(page, name);
  await expect(row).toContainText(QUESTION);
  await expect(row).toContainText('New');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // The reply is required, then mailed to the visitor.
  await row.getByRole('button', { name: `Reply to ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reply to ${name}` });
  await expect(dialog).toContainText(QUESTION);
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(dialog.getByText('Reply is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your reply' }).fill(ANSWER);
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(notification(page, `Reply sent to ${email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await server.smtp.waitForMail(email, (m) => m.subject.startsWith('Re: your query'));
  expect(mail.text).toContain(`Hello ${name},`);
  expect(mail.text).toContain(ANSWER);
  expect(mail.text).toContain(`> ${QUESTION}`);

  // The row shows it answered and by whom; the tab counts one new query fewer.
  await expect(row).toContainText('Answered');
  await expect(row).toContainText(/Replied .+ by admin/);
  await expect(page.getByRole('tab', { name: /^Queries/ })).toHaveText(
    newBefore > 1 ? `Queries (${newBefore - 1} new)` : 'Queries',
  );
});

test('the admin sees the reply on record, exports what the search shows, marks it new and filters', async ({
  page,
  request,
  server,
}, testInfo) => {
  const from = sender(testInfo);
  await answeredQuery(request, server, from);
  await openDashboard(page, request, server, 'queries');
  const row = await findQuery(page, from.name);
  await expect(row).toContainText('Answered');

  // The reply dialog shows the question and the reply on record.
  await row.getByRole('button', { name: `Reply to ${from.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reply to ${from.name}` });
  await expect(dialog).toContainText('Book it at the office.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const csv = await download(page, () =>
    page.getByRole('button', { name: 'Export Queries as CSV' }).click(),
  );
  expect(csv.name).toBe('queries.csv');
  expect(csv.bom).toBe(true);
  const [header, ...rows] = csv.text.trim().split('\r\n');
  expect(header).toBe(
    'Date,Date (ISO 8601),Name,Email,Phone,Address,Message,Status,Reply,Replied At,Replied At (ISO 8601),Replied By',
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`${from.name},${from.email},'+91 98765 43210,,${QUESTION},Answered,`);
  expect(rows[0]).toContain('Book it at the office.');
  expect(rows[0]).toMatch(/,admin$/);

  // Marked new by hand, it keeps its reply on record and leaves the answered ones.
  await row.getByRole('button', { name: `Mark new: the query from ${from.name}` }).click();
  await expect(notification(page, 'Query marked new.')).toBeVisible();
  await expect(row).toContainText('New');
  await expect(row).toContainText(/Replied .+ by admin/);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Answered', exact: true }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Queries' })).toContainText(
    'No queries match this search.',
  );
});
