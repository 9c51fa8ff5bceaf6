import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';

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

  test('navigation: title, links and LOGIN / SIGNUP; no Events link for a visitor', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/contact');
    const header = page.getByRole('banner');
    if (isMobile) {
      await header.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: 'About' })).toBeVisible();
      const box = await drawer.getByRole('navigation').boundingBox();
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
