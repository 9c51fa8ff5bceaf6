import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, openInApp, test } from './fixtures';

interface ConfigAnswer {
  contact: { email: string; phone: string; address: string };
}

const form = (page: Page) => page.getByRole('form', { name: 'Send us your query' });

/** A distinct sender per test, so the per-address limit of queries never engages. */
const sender = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fill(page: Page, values: Partial<Record<string, string>>) {
  const labels: Record<string, string> = {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    message: 'Description of your Query',
  };
  for (const [key, value] of Object.entries(values)) {
    await form(page)
      .getByLabel(labels[key] ?? key)
      .fill(value ?? '');
  }
}

async function expectEmpty(page: Page) {
  for (const label of ['Name', 'Email', 'Phone', 'Address', 'Description of your Query']) {
    await expect(form(page).getByLabel(label)).toHaveValue('');
  }
}

/** Counts the form's POSTs to /api/queries. */
function countQueryPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/queries')) {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

test.describe('contact page', () => {
  test('the form: five labelled fields, required markers, Submit and Cancel', async ({ page }) => {
    await page.goto('/contact');
    const query = form(page);
    await expect(query.getByRole('textbox', { name: 'Name' })).toHaveAttribute('required', '');
    await expect(query.getByRole('textbox', { name: 'Email' })).toHaveAttribute('required', '');
    await expect(query.getByRole('textbox', { name: 'Description of your Query' })).toHaveAttribute(
      'required',
      '',
    );
    await expect(query.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('required', '');
    await expect(query.getByRole('textbox', { name: 'Address' })).not.toHaveAttribute(
      'required',
      '',
    );
    await expect(query.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(query.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test("shows the operator's contact details from the configuration", async ({ page, request }) => {
    const config = (await (await request.get('/api/config')).json()) as ConfigAnswer;
    await page.goto('/contact');
    const details = page.getByRole('region', { name: 'Other ways to reach us' });
    await expect(details.getByRole('link', { name: config.contact.email })).toHaveAttribute(
      'href',
      `mailto:${config.contact.email}`,
    );
    await expect(details.getByRole('link', { name: config.contact.phone })).toHaveAttribute(
      'href',
      `tel:${config.contact.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(details).toContainText(config.contact.address);
  });

  test('a valid query: the success alert, then the form is cleared', async ({ page }) => {
    const posts = countQueryPosts(page);
    await page.goto('/contact');
    await fill(page, {
      name: 'Sunil Jadhav',
      email: sender('valid'),
      phone: '+91 98765 43210',
      address: 'Room 12, Main Block',
      message: 'When does admission open for the next academic year?',
    });
    const dialog = new Promise<string>((resolve) => {
      page.once('dialog', (alert) => {
        resolve(alert.message());
        void alert.accept();
      });
    });
    await form(page).getByRole('button', { name: 'Submit' }).click();
    expect(await dialog).toBe('Query submitted successfully!');
    await expectEmpty(page);
    await expect(page.getByRole('status')).toContainText('Query submitted successfully!');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0] ?? '{}')).toMatchObject({
      name: 'Sunil Jadhav',
      phone: '+91 98765 43210',
      address: 'Room 12, Main Block',
      message: 'When does admission open for the next academic year?',
    });

    // Submit again on the empty form: the errors, without the earlier success beside them.
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(form(page)).toContainText('Name is required.');
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(posts).toHaveLength(1);
  });

  // A visitor's server-rendered form is worked by the page's own script; a member's by the app.
  for (const { where, open } of [
    { where: "on a visitor's page", open: (page: Page) => page.goto('/contact') },
    { where: 'in the app', open: (page: Page) => openInApp(page, '/contact') },
  ]) {
    test(`${where}: required fields and a bad e-mail are caught before anything is sent`, async ({
      page,
    }) => {
      const posts = countQueryPosts(page);
      await open(page);
      const query = form(page);
      await query.getByRole('button', { name: 'Submit' }).click();
      await expect(query).toContainText('Name is required.');
      await expect(query).toContainText('Email is required.');
      await expect(query).toContainText('Description of your query is required.');
      await expect(query.getByRole('textbox', { name: 'Name' })).toBeFocused();

      await fill(page, { name: 'Sunil', email: 'not-an-email', message: 'Hello' });
      await query.getByRole('button', { name: 'Submit' }).click();
      await expect(query.getByText('Please enter a valid e-mail address.')).toBeVisible();
      await fill(page, { phone: '12345' });
      await query.getByRole('button', { name: 'Submit' }).click();
      await expect(query.getByText('Please enter a phone number (10 to 15 digits).')).toBeVisible();
      await expect(query.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(posts).toHaveLength(0);
      await expectAccessible(page);
    });
  }

  test('a Submit pressed before the page is ready sends nothing', async ({ page }) => {
    const posts = countQueryPosts(page);
    // The first script waits until the visitor has filled the form and pressed Enter in it.
    let releaseScript = () => {};
    const pressed = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await pressed;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    const query = form(page);
    const submit = query.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await fill(page, { name: 'Sunil', email: 'not-an-email', message: 'Hello' });
    await query.getByLabel('Name').press('Enter');
    await expect(page).toHaveURL('/contact');

    releaseScript();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(query.getByText('Please enter a valid e-mail address.')).toBeVisible();
    // What was typed before the script ran is still there.
    await expect(query.getByLabel('Name')).toHaveValue('Sunil');
    expect(posts).toHaveLength(0);
  });

  test('the text stays through a reload; Cancel clears the form and its errors', async ({
    page,
  }) => {
    await page.goto('/contact');
    const query = form(page);
    await fill(page, { name: 'Sunil', email: 'bad', phone: '12345', address: 'Pune' });
    await page.reload();
    await expect(query.getByLabel('Address')).toHaveValue('Pune');
    await expect(query.getByLabel('Name')).toHaveValue('Sunil');
    await query.getByRole('button', { name: 'Submit' }).click();
    await expect(query.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await query.getByRole('button', { name: 'Cancel' }).click();
    await expectEmpty(page);
    await expect(query.getByText('Please enter a valid e-mail address.')).toHaveCount(0);
  });

  test.describe('when sending fails', () => {
    // The browser logs the failed request itself.
    test.use({ allowConsoleErrors: true });

    test('an error answer: Failed to submit query.', async ({ page }) => {
      await page.route('**/api/queries', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Something went wrong' }),
        }),
      );
      await page.goto('/contact');
      await fill(page, { name: 'Sunil', email: sender('fail'), message: 'Hello' });
      await form(page).getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toContainText('Failed to submit query.');
      // The text stays, so nothing is lost.
      await expect(form(page).getByLabel('Name')).toHaveValue('Sunil');
      await expectAccessible(page);
    });

    test('no answer at all: Error submitting query.', async ({ page }) => {
      await page.route('**/api/queries', (route) => route.abort('internetdisconnected'));
      await page.goto('/contact');
      await fill(page, { name: 'Sunil', email: sender('offline'), message: 'Hello' });
      await form(page).getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toContainText('Error submitting query.');
      await expect(form(page).getByLabel('Description of your Query')).toHaveValue('Hello');
    });
  });
});
