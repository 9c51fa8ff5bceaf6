import type { Locator, Page } from '@playwright/test';
import { adminToken } from './admin-helpers';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';

/** The site's navigation: the bar at 1280 px, the drawer (opened) on a phone. */
async function siteNavigation(page: Page, isMobile: boolean) {
  const header = page.getByRole('banner');
  if (!isMobile) return header;
  await header.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

test.describe('the shell every page shares', () => {
  test('footer: support dialog with the warden, and the copyright year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Hostel Community`);
    await footer.getByRole('button', { name: 'Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support' });
    await expect(dialog).toContainText('Hostel Warden');
    await expect(dialog).toContainText('Mr. Ramesh Patil');
    await expect(dialog.getByRole('link', { name: /\+91 98220 00000/ })).toHaveAttribute(
      'href',
      'tel:+919822000000',
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('navigation: title, links and LOGIN / SIGNUP; no Events link for a visitor @phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/contact');
    const header = page.getByRole('banner');
    if (isMobile) {
      await header.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: 'About' })).toBeVisible();
      const box = await drawer.getByRole('navigation', { name: 'Main menu' }).boundingBox();
      expect(box, 'the drawer opens from the right').not.toBeNull();
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(375);
      await expect(drawer.getByRole('link', { name: 'Events' })).toHaveCount(0);
      await expectAccessible(page);
      await drawer.getByRole('link', { name: 'LOGIN / SIGNUP' }).click();
      await expect(drawer).toBeHidden();
    } else {
      await expect(header.getByRole('link', { name: 'Events' })).toHaveCount(0);
      await header.getByRole('link', { name: 'LOGIN / SIGNUP' }).click();
    }
    await expect(page).toHaveURL('/login');
    await header.getByRole('link', { name: 'Hostel Community' }).click();
    await expect(page).toHaveURL('/');
    await expectNoSidewaysScroll(page);
  });

  test('an admin signed in on the site sees Admin, not LOGIN / SIGNUP, and can log out of it @phone', async ({
    page,
    request,
    server,
    isMobile,
  }) => {
    await page.goto('/contact');
    const token = await adminToken(request, server);
    await page.evaluate((value) => localStorage.setItem('adminToken', value), token);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const navigation = await siteNavigation(page, isMobile);
    await expect(navigation.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await expect(navigation.getByRole('link', { name: 'LOGIN / SIGNUP' })).toHaveCount(0);
    let logOut: Locator;
    if (isMobile) {
      await expect(navigation.getByRole('group', { name: 'Your account' })).toHaveText(
        'adminAdministrator',
      );
      logOut = navigation.getByRole('button', { name: 'Log out of admin' });
    } else {
      await navigation.getByRole('button', { name: 'Admin menu' }).click();
      const menu = page.locator('#account-menu');
      await expect(menu.getByText('Administrator')).toBeVisible();
      logOut = menu.getByRole('menuitem', { name: 'Log out of admin' });
      await expect(logOut).toBeFocused();
    }
    await expectAccessible(page);
    await logOut.click();

    await expect(page).toHaveURL('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    const visitorNavigation = await siteNavigation(page, isMobile);
    await expect(visitorNavigation.getByRole('link', { name: 'LOGIN / SIGNUP' })).toBeVisible();
    await expect(visitorNavigation.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(
      0,
    );
  });

  test('an unknown page shows the not-found page; the admin area its 404', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/admin/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });

  test('pages of later features are placeholders, and each route renders', async ({ page }) => {
    for (const path of [
      '/about',
      '/history',
      '/gc',
      '/se',
      '/ac',
      '/contact',
      '/signup',
      '/donations',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});
