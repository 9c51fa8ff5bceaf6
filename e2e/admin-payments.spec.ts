import { expect, test } from './fixtures';
import { notification, openDashboard } from './admin-helpers';
import { memberWithPaidDonation } from './members-helpers';

test.describe('admin payments', () => {
  test('an admin refunds part of a donation paid through the simulator', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const member = await memberWithPaidDonation(request, server, testInfo, {
      name: 'Meera Joshi',
      amount: 500,
      purpose: 'Library books',
    });

    await openDashboard(page, request, server, 'payments');
    await page.getByRole('button', { name: 'Check with Razorpay' }).click();
    await expect(notification(page, /^Checked \d+ unpaid orders? with Razorpay/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search payments' }).fill(member.email);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Donation: Library books');
    await expect(row).toContainText('Paid');

    await row.getByRole('button', { name: /^Refund the payment of Meera Joshi/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Meera Joshi' });
    const amount = dialog.getByRole('textbox', { name: 'Amount (₹)' });
    await expect(amount).toHaveValue('500');
    await amount.fill('100');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      /reason is required/i,
    );
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Gave twice by mistake');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(notification(page, /A refund of ₹100 was sent to Razorpay/)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Razorpay's refund.processed webhook reaches the server; the list shows what it applied.
    await expect(async () => {
      await page.getByRole('combobox', { name: 'State' }).selectOption('partially_refunded');
      await expect(row).toContainText('Partially refunded', { timeout: 2000 });
    }).toPass();
    await expect(row).toContainText('₹100');
  });
});
