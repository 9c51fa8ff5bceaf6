import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';

const policies = [
  { path: '/terms-and-conditions', heading: 'Terms and Conditions', link: 'Terms and Conditions' },
  { path: '/privacy-policy', heading: 'Privacy Policy', link: 'Privacy Policy' },
  { path: '/refund-policy', heading: 'Refund Policy', link: 'Refund Policy' },
];

test.describe('policy pages', () => {
  for (const policy of policies) {
    test(`${policy.heading} reads well and passes axe`, async ({ page }) => {
      await page.goto(policy.path);
      await expect(page.getByRole('heading', { level: 1, name: policy.heading })).toBeVisible();
      await expect(page).toHaveTitle(`${policy.heading} · Hostel Community`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    });

    test(`the footer link opens ${policy.heading}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: policy.link }).click();
      await expect(page).toHaveURL(policy.path);
      await expect(page.getByRole('heading', { level: 1, name: policy.heading })).toBeVisible();
    });
  }

  test('the refund policy states the refund facts', async ({ page }) => {
    await page.goto('/refund-policy');
    const main = page.getByRole('main');
    await expect(main).toContainText('7 to 14 working days');
    await expect(main).toContainText(/event and hostel payments are generally non-refundable/i);
    // The summary says what the site does: a member's own cancellation in time is refunded.
    await expect(main.getByRole('listitem').filter({ hasText: 'non-refundable' })).toContainText(
      "before the event's registration deadline and a fee paid online comes back in full",
    );
    await expect(main).toContainText(/caution deposit is refundable on vacating/i);
  });

  test('a policy page survives a reload (deep link)', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});
