import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, expectCollectionsLoaded } from './admin-helpers';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import type { RunningServer } from './server';

// The first test in a worker also waits for its server; each test drives the whole dashboard.
test.describe.configure({ timeout: 90_000 });

const HOSTILE_HTML =
  '<h2>Welcome</h2><p>Hello</p><script>window.__pwned = true</script>' +
  '<img src="x" onerror="window.__pwned = true">';

interface AboutMemberAnswer {
  name: string;
  role: string;
  description: string;
  image: string;
}

interface AboutSectionAnswer {
  sectionType: string;
  title: string;
  members: AboutMemberAnswer[];
}

/** Opens the dashboard with a stored admin session, then its About tab. */
async function openAboutTab(page: Page, server: RunningServer): Promise<string> {
  const token = await adminToken(page.request, server);
  await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await idle(page);
  await expectCollectionsLoaded(page);
  const aboutTab = page.getByRole('tab', { name: 'About', exact: true });
  await aboutTab.click();
  await expect(aboutTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit Section/ })).toHaveCount(6);
  return token;
}

/** Waits until no API request is in flight (the global loading overlay covers the page). */
async function idle(page: Page) {
  await expect(page.getByRole('progressbar', { name: 'Loading', exact: true })).toHaveCount(0);
}

/**
 * A notification with this text (hidden from the accessibility tree while a
 * dialog is open, as the whole page behind it is).
 */
function notification(page: Page, text: string | RegExp): Locator {
  return page
    .locator('.MuiSnackbar-root')
    .getByRole('alert', { includeHidden: true })
    .filter({ hasText: text });
}

function pwned(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
}

function htmlField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'About page content (HTML)' });
}

function visualEditor(page: Page): Locator {
  return page.getByRole('textbox', { name: 'About page content', exact: true });
}

/** Switches the About text's editor to the view named ('Visual' or 'HTML'). */
async function showView(page: Page, view: 'Visual' | 'HTML') {
  const toggle = page
    .getByRole('group', { name: 'Editor view' })
    .getByRole('button', { name: view });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** The HTML view's field, after switching to it. */
async function openHtmlView(page: Page): Promise<Locator> {
  await showView(page, 'HTML');
  return htmlField(page);
}

async function openSectionDialog(page: Page, label: string): Promise<Locator> {
  await idle(page);
  await page.getByRole('button', { name: `Edit Section: ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit About Section' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function memberNames(dialog: Locator): Locator {
  return dialog.getByRole('textbox', { name: /^Member \d+ name/ });
}

function field(dialog: Locator, label: string): Locator {
  return dialog.getByRole('textbox', { name: label, exact: true });
}

/** Puts the About content back as it was, so other specs on this server see the demo page. */
async function restoreContent(request: APIRequestContext, token: string, content: string) {
  const response = await request.put('/api/about', {
    headers: { Authorization: `Bearer ${token}` },
    data: { content, images: [] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function restoreSection(
  request: APIRequestContext,
  token: string,
  section: AboutSectionAnswer,
) {
  const response = await request.put(`/api/about-sections/${section.sectionType}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: section.title, members: section.members },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function aboutContentNow(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/about')).json()) as { content: string }).content;
}

async function sectionNow(request: APIRequestContext, sectionType: string) {
  const sections = (await (
    await request.get('/api/about-sections')
  ).json()) as AboutSectionAnswer[];
  const section = sections.find((candidate) => candidate.sectionType === sectionType);
  if (!section) throw new Error(`No ${sectionType} section`);
  return section;
}

/** A small portrait: a marigold square, as PNG. */
function portraitPng(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: '#FFB300' } })
    .png()
    .toBuffer();
}

test.describe('admin About tab: hostile HTML', () => {
  // The sanitizer parses the text in an inert document, where Chromium reports the blocked
  // onerror handler as a CSP violation: expected, and the only console error allowed here.
  test.use({ allowConsoleErrors: true });

  test('the HTML editor previews and saves the About page without ever running scripts', async ({
    page,
    server,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const token = await openAboutTab(page, server);
    const original = await aboutContentNow(page.request);

    try {
      await expect(
        page.getByRole('heading', { level: 2, name: 'About page content' }),
      ).toBeVisible();
      // The visual editor opens first; it leaves the text as it is until someone edits it.
      await expect(visualEditor(page)).toBeVisible();
      const editor = await openHtmlView(page);
      await expect(editor).toHaveAttribute('rows', '10');
      await expect(editor).toHaveAccessibleDescription(
        /Allowed tags: h2, h3, p, strong, em, ul, ol, li, img/,
      );
      await expect(editor).toHaveValue(original);

      await editor.fill(HOSTILE_HTML);
      const preview = page.getByRole('region', { name: 'Live preview' });
      await expect(preview.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
      await expect(preview.getByText('Hello', { exact: true })).toBeVisible();
      await expect(preview.locator('script, img, [onerror]')).toHaveCount(0);
      expect(await pwned(page)).toBeUndefined();

      // Preview About Page shows the unsaved draft, cleaned as the page will show it.
      await page.getByRole('button', { name: 'Preview About Page' }).click();
      const draft = page.getByRole('dialog', { name: 'Preview of the About page' });
      const drafted = draft.getByRole('region', { name: 'About page draft' });
      await expect(drafted.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
      await expect(drafted.locator('script, img, [onerror]')).toHaveCount(0);
      expect(await pwned(page)).toBeUndefined();
      await draft.getByRole('button', { name: 'Close' }).click();
      await expect(draft).toBeHidden();

      // Save Changes shows 'Saving...' while the save is under way.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/about', async (route) => {
        if (route.request().method() === 'PUT') await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      release();
      await expect(notification(page, 'About section updated successfully!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      await page.unroute('**/api/about');

      // The editor now holds the server's sanitized text.
      await expect(editor).toHaveValue(/<h2>Welcome<\/h2>/);
      await expect(editor).not.toHaveValue(/script|onerror|__pwned/);
      expect(await pwned(page)).toBeUndefined();

      await page.goto('/about');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
      await expect(main.getByText('Hello', { exact: true })).toBeVisible();
      await expect(main.locator('script, [onerror]')).toHaveCount(0);
      await expect(main.locator('img[src="x"]')).toHaveCount(0);
      expect(await pwned(page)).toBeUndefined();
    } finally {
      await restoreContent(page.request, token, original);
    }
    const unexpected = errors.filter(
      (error) => !/inline event handler violates .*Content Security Policy/.test(error),
    );
    expect(unexpected, 'console errors on the page').toEqual([]);
  });
});

test.describe('admin About tab', () => {
  test('an admin writes the Marathi About text: a Marathi reader sees it, an English reader the English', async ({
    page,
    browser,
    server,
  }) => {
    const token = await openAboutTab(page, server);
    const before = (await (await page.request.get('/api/about?original=true')).json()) as {
      contentMr: string;
    };
    const english = await aboutContentNow(page.request);
    try {
      const language = page.getByRole('group', { name: 'Text language' });
      await language.getByRole('button', { name: 'Marathi' }).click();
      await expect(language.getByRole('button', { name: 'Marathi' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const editor = await openHtmlView(page);
      const marathi = '<h2>आमचे घर</h2><p>शहरातले पहिले घर.</p><script>window.__pwned = 1</script>';
      await editor.fill(marathi);
      // Looking at the English text and back keeps the unsaved Marathi.
      await language.getByRole('button', { name: 'English' }).click();
      await expect(htmlField(page)).toHaveValue(english);
      await language.getByRole('button', { name: 'Marathi' }).click();
      await expect(htmlField(page)).toHaveValue(marathi);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(notification(page, 'About section updated successfully!')).toBeVisible();
      await expect(editor).toHaveValue('<h2>आमचे घर</h2><p>शहरातले पहिले घर.</p>');

      // The English tab still holds the English.
      await language.getByRole('button', { name: 'English' }).click();
      await expect(htmlField(page)).toHaveValue(english);

      for (const [lang, heading, absent] of [
        ['mr', 'आमचे घर', null],
        ['en', null, 'आमचे घर'],
      ] as const) {
        const reader = await browser.newContext({ baseURL: server.url });
        await reader.addCookies([{ name: 'lang', value: lang, url: server.url }]);
        const visitor = await reader.newPage();
        // The server's page arrives with the reader's text, before any script.
        const html = await (await visitor.request.get('/about')).text();
        if (heading) expect(html).toContain(heading);
        if (absent) expect(html).not.toContain(absent);
        await visitor.goto('/about');
        const main = visitor.getByRole('main');
        if (heading) {
          await expect(main.getByRole('heading', { level: 1, name: 'आमच्याविषयी' })).toBeVisible();
          await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        } else {
          await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
          await expect(main.getByText('आमचे घर')).toHaveCount(0);
        }
        await reader.close();
      }
    } finally {
      const response = await page.request.put('/api/about', {
        headers: { Authorization: `Bearer ${token}` },
        data: { content: before.contentMr, language: 'mr' },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
  });

  test('the visual editor writes headings, bold text, lists, links and pictures that /about shows', async ({
    page,
    server,
  }) => {
    const token = await openAboutTab(page, server);
    const original = await aboutContentNow(page.request);
    const editor = visualEditor(page);
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });

    try {
      // An edit undone leaves the loaded text exactly as it was.
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('x');
      await page.keyboard.press('Backspace');
      await expect(await openHtmlView(page)).toHaveValue(original);
      await showView(page, 'Visual');

      await editor.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await tool('Heading (H2)').click();
      await expect(tool('Heading (H2)')).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.type('Our hostel');
      await page.keyboard.press('Enter');
      await expect(tool('Heading (H2)')).toHaveAttribute('aria-pressed', 'false');
      await tool('Bold').click();
      await page.keyboard.type('Founded in 1920');
      await tool('Bold').click();
      await page.keyboard.type(' by alumni.');
      await page.keyboard.press('Enter');

      // By keyboard: back to the toolbar, along it with the arrow keys, Enter.
      await page.keyboard.press('Shift+Tab');
      await expect(tool('Heading (H2)')).toBeFocused();
      for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
      await expect(tool('Bulleted list')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(editor).toBeFocused();
      await expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.type('Meals');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Library');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');

      // Ctrl+K with nothing selected asks for the link's address and text.
      await page.keyboard.type('Read our ');
      await page.keyboard.press('Control+K');
      const linkDialog = page.getByRole('dialog', { name: 'Add link' });
      await linkDialog.getByRole('textbox', { name: 'Link address' }).fill('javascript:alert(1)');
      await linkDialog.getByRole('button', { name: 'Add link' }).click();
      await expect(
        linkDialog.getByText(
          'Enter an address that starts with https://, http://, mailto: or / (a page of this site).',
        ),
      ).toBeVisible();
      await linkDialog.getByRole('textbox', { name: 'Link address' }).fill('/history');
      await linkDialog.getByRole('textbox', { name: 'Link text' }).fill('history');
      await linkDialog.getByRole('button', { name: 'Add link' }).click();
      await expect(linkDialog).toBeHidden();
      await expect(editor.getByRole('link', { name: 'history' })).toHaveAttribute(
        'href',
        '/history',
      );

      await tool('Insert picture').click();
      const pictureDialog = page.getByRole('dialog', { name: 'Insert picture' });
      await pictureDialog.getByLabel('Picture file').setInputFiles({
        name: 'courtyard.png',
        mimeType: 'image/png',
        buffer: await portraitPng(),
      });
      await expect(pictureDialog.getByRole('status')).toHaveText('Image uploaded successfully!');
      await pictureDialog
        .getByRole('textbox', { name: 'Description' })
        .fill('The courtyard at dawn');
      await expectAccessible(page);
      await pictureDialog.getByRole('button', { name: 'Insert picture' }).click();
      await expect(pictureDialog).toBeHidden();
      await expect(editor.getByRole('img', { name: 'The courtyard at dawn' })).toBeVisible();

      // Both views edit the same text: what the visual editor wrote is in the HTML view.
      const written =
        /^<h2>Our hostel<\/h2><p><strong>Founded in 1920<\/strong> by alumni\.<\/p><ul><li>Meals<\/li><li>Library<\/li><\/ul><p>Read our <a href="\/history" rel="noopener noreferrer">history<\/a><\/p><img src="\/images\/[0-9a-f-]{36}" alt="The courtyard at dawn" ?\/?>$/;
      const html = await openHtmlView(page);
      await expect(html).toHaveValue(written);
      await showView(page, 'Visual');
      await expect(editor.getByRole('heading', { level: 2, name: 'Our hostel' })).toBeVisible();

      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(notification(page, 'About section updated successfully!')).toBeVisible();
      const saved = await aboutContentNow(page.request);
      expect(saved).toMatch(written);
      await expect(await openHtmlView(page)).toHaveValue(saved);

      await page.goto('/about');
      const heading = page.getByRole('main').getByRole('heading', { level: 2, name: 'Our hostel' });
      const content = heading.locator('..');
      expect(
        await content.evaluate((box) =>
          Array.from(box.querySelectorAll('*'), (node) => node.tagName),
        ),
      ).toEqual(['H2', 'P', 'STRONG', 'UL', 'LI', 'LI', 'P', 'A', 'IMG']);
      await expect(content.locator('strong')).toHaveText('Founded in 1920');
      await expect(content.getByRole('listitem')).toHaveText(['Meals', 'Library']);
      const link = content.getByRole('link', { name: 'history' });
      await expect(link).toHaveAttribute('href', '/history');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const picture = content.getByRole('img', { name: 'The courtyard at dawn' });
      await expect(picture).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}$/);
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    } finally {
      await restoreContent(page.request, token, original);
    }
  });

  test('a committee member added with an uploaded portrait shows on /about', async ({
    page,
    server,
  }, testInfo) => {
    const token = await openAboutTab(page, server);
    const original = await sectionNow(page.request, 'committee');
    const name = `Kavita Rao ${testInfo.project.name} ${Date.now().toString(36)}`;

    try {
      const card = page.getByRole('region', { name: original.title });
      await expect(card.getByText(`${original.members.length} members`)).toBeVisible();
      const dialog = await openSectionDialog(page, 'Committee Members');
      await expect(field(dialog, 'Title')).toHaveValue(original.title);
      await expect(memberNames(dialog)).toHaveCount(original.members.length);
      await expectAccessible(page);

      await dialog.getByRole('button', { name: 'Add Member' }).click();
      const number = original.members.length + 1;
      await expect(memberNames(dialog)).toHaveCount(number);
      await expect(field(dialog, `Member ${number} name`)).toBeFocused();
      await field(dialog, `Member ${number} name`).fill(name);
      await field(dialog, `Member ${number} role`).fill('Sports Secretary');
      await field(dialog, `Member ${number} description`).fill('Runs the cricket nets at dawn.');

      const picker = dialog.getByLabel(`Member ${number} image file`);
      await expect(picker).toHaveAttribute('type', 'file');
      await expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
      await expect(
        dialog.getByRole('button', { name: `Upload image for member ${number}` }),
      ).toHaveAccessibleDescription('No picture yet. JPEG, PNG, WebP or GIF, at most 5 MB.');
      await picker.setInputFiles({
        name: 'portrait.png',
        mimeType: 'image/png',
        buffer: await portraitPng(),
      });
      const uploaded = notification(page, 'Image uploaded successfully!');
      await expect(uploaded).toBeVisible();
      const member = dialog.getByRole('region', { name: `Member ${number}: ${name}` });
      await expect(member.getByRole('status')).toHaveText('Image uploaded successfully!');
      await expect(member.getByRole('img', { name: `Picture of ${name}` })).toHaveAttribute(
        'src',
        /\/api\/images\//,
      );

      await idle(page);
      // The notification covers nothing that must be clicked: the trial click fails while
      // anything covers Save Section, and the notification is still there after it.
      const save = dialog.getByRole('button', { name: 'Save Section' });
      await save.click({ trial: true, timeout: 2_000 });
      await expect(uploaded).toBeVisible();
      await save.click();
      await expect(notification(page, 'Section updated successfully!')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByText(`${number} members`)).toBeVisible();
      await expect(card.getByText(`+${number - 2} more members`)).toBeVisible();

      await page.goto('/about');
      const committee = page.getByRole('main').getByRole('region', { name: original.title });
      const article = committee.getByRole('article').filter({ hasText: name });
      await expect(article.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(article.getByText('Sports Secretary')).toBeVisible();
      await expect(article.getByText('Runs the cricket nets at dawn.')).toBeVisible();
      const portrait = article.getByRole('img');
      await expect(portrait).toHaveAttribute('src', /\/api\/images\//);
      await portrait.scrollIntoViewIfNeeded();
      await expect
        .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    } finally {
      await restoreSection(page.request, token, original);
    }
  });

  test('the President keeps exactly one member; Cancel saves nothing', async ({ page, server }) => {
    await openAboutTab(page, server);
    const president = await sectionNow(page.request, 'president');
    const presidentName = president.members[0]?.name ?? '';
    expect(presidentName, 'the demo data has a president').not.toBe('');

    const card = page.getByRole('region', { name: president.title });
    await expect(card.getByText(/^1 member/)).toBeVisible();
    await expect(card.getByText(presidentName)).toBeVisible();

    const dialog = await openSectionDialog(page, 'President');
    await expect(memberNames(dialog)).toHaveCount(1);
    await expect(field(dialog, 'Member 1 name')).toHaveValue(presidentName);
    await expect(dialog.getByRole('button', { name: 'Add Member' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /^Remove member/ })).toHaveCount(0);

    // Remove all members leaves the single section's one empty member.
    await dialog.getByRole('button', { name: 'Remove all members' }).click();
    await expect(memberNames(dialog)).toHaveCount(1);
    await expect(field(dialog, 'Member 1 name')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Add Member' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(presidentName)).toBeVisible();
    expect((await sectionNow(page.request, 'president')).members).toEqual(president.members);

    // Reopened, it shows the saved president again.
    const again = await openSectionDialog(page, 'President');
    await expect(field(again, 'Member 1 name')).toHaveValue(presidentName);
    await page.keyboard.press('Escape');
    await expect(again).toBeHidden();
  });

  test('the tab lists the six sections in order, is accessible and fits the screen @phone', async ({
    page,
    server,
  }) => {
    await openAboutTab(page, server);
    const labels = [
      'President',
      'Committee Members',
      'Hostel Administrators',
      'Senior Student Association',
      'Reach Out To',
      'Contributors',
    ];
    const buttons = page.getByRole('button', { name: /^Edit Section/ });
    for (const [index, label] of labels.entries()) {
      await expect(buttons.nth(index)).toHaveAccessibleName(`Edit Section: ${label}`);
    }
    // At most two member previews per section.
    const committee = await sectionNow(page.request, 'committee');
    const card = page.getByRole('region', { name: committee.title });
    await expect(card.getByRole('listitem')).toHaveCount(Math.min(2, committee.members.length));

    await idle(page);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // Keyboard: Edit Section opens the dialog and Escape closes it, back on the button.
    const edit = page.getByRole('button', { name: 'Edit Section: Reach Out To' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit About Section' });
    await expect(dialog).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
  });
});

test.describe('admin About tab when things go wrong', () => {
  // Refused and failed calls are logged by the browser.
  test.use({ allowConsoleErrors: true });

  test('a failed save keeps the editor text and the dialog with its state', async ({
    page,
    server,
  }) => {
    await openAboutTab(page, server);
    await page.route('**/api/about', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong.' } })
        : route.continue(),
    );
    await page.route('**/api/about-sections/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong.' } })
        : route.continue(),
    );

    const editor = await openHtmlView(page);
    await editor.fill('<p>Kept after a failure</p>');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notification(page, 'Failed to update About section')).toBeVisible();
    await expect(editor).toHaveValue('<p>Kept after a failure</p>');

    const dialog = await openSectionDialog(page, 'Contributors');
    await field(dialog, 'Title').fill('Our Contributors, kept');
    await dialog.getByRole('button', { name: 'Save Section' }).click();
    await expect(notification(page, 'Failed to save section')).toBeVisible();
    await expect(dialog.getByText('Failed to save section')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(field(dialog, 'Title')).toHaveValue('Our Contributors, kept');
  });

  test('a file that is not a picture is refused with the reason', async ({ page, server }) => {
    await openAboutTab(page, server);
    const dialog = await openSectionDialog(page, 'Reach Out To');
    const picker = dialog.getByLabel('Member 1 image file');

    // Claims to be a PNG: the server decodes it and refuses it (415).
    await picker.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text, not a picture'),
    });
    await expect(notification(page, /^Failed to upload image: .+/)).toBeVisible();

    // Not even claiming to be a picture: refused before any upload.
    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    await expect(
      notification(page, 'Failed to upload image: Choose a picture file (JPEG, PNG, WebP or GIF).'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a failed load says so, in a notification and in the tab', async ({ page, server }) => {
    // The editor reads /api/about?original=true.
    const aboutReads = /\/api\/about(\?.*)?$/;
    await page.route(aboutReads, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong.' } })
        : route.continue(),
    );
    const token = await adminToken(page.request, server);
    await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);
    await page.goto('/admin/dashboard?tab=about');
    await page.getByRole('tab', { name: 'About', exact: true }).click();
    await expect(notification(page, 'Failed to load About section')).toBeVisible();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('alert')
        .filter({ hasText: 'Failed to load About section' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await page.unroute(aboutReads);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });
});
