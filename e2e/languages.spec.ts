import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const SITE = 'Hostel Community';

/** Chooses a language from the phone drawer, named in its own script. */
async function chooseFromDrawer(page: Page, openMenu: string, language: string) {
  await page.getByRole('button', { name: openMenu }).click();
  await page.getByRole('link', { name: language, exact: true }).click();
}

/** The page as the server sends it, before any script: in the chosen language already. */
async function serverHtml(page: Page, path: string) {
  return (await page.request.get(path)).text();
}

test('the landing page in Marathi and in Hindi from the switcher, server-rendered after a reload, at 375 px', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${SITE}` })).toBeVisible();

  await chooseFromDrawer(page, 'Open menu', 'मराठी');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(
    page.getByRole('heading', { level: 1, name: `${SITE} मध्ये तुमचे स्वागत आहे` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'वर्गाबाहेरचे आयुष्य' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  const marathi = await serverHtml(page, '/');
  expect(marathi).toContain('<html lang="mr"');
  expect(marathi).toContain('मध्ये तुमचे स्वागत आहे');
  expect(marathi).not.toContain('Welcome to');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // The drawer speaks Marathi now; Hindi from it, and the page stays the landing page.
  await chooseFromDrawer(page, 'मेनू उघडा', 'हिन्दी');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(
    page.getByRole('heading', { level: 1, name: `${SITE} में आपका स्वागत है` }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'कक्षा के बाहर का जीवन' })).toBeVisible();
  const hindi = await serverHtml(page, '/');
  expect(hindi).toContain('<html lang="hi"');
  expect(hindi).toContain('में आपका स्वागत है');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test('a first visit follows Accept-Language, and a chosen page keeps its path', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'hi-IN',
  });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await chooseFromDrawer(page, 'मेन्यू खोलें', 'English');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('changing language on a visitor page keeps what was typed in its form', async ({ page }) => {
  await page.goto('/signup');
  const name = page.locator('#signup-name');
  const email = page.locator('#signup-email');
  await name.fill('Asha Patil');
  await email.fill('asha.patil@example.com');

  await chooseFromDrawer(page, 'Open menu', 'मराठी');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(name).toHaveValue('Asha Patil');
  await expect(email).toHaveValue('asha.patil@example.com');
});
