import { expect, test } from './fixtures';
import {
  acceptConfirm,
  createEvent,
  createRegistration,
  notification,
  openDashboard,
  uniqueName,
} from './admin-helpers';
import { memberWithPaidDonation, uniqueEmail } from './members-helpers';

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

test.describe('money by hand', () => {
  // The refused deletion answers 409, which Chromium logs as a failed resource: expected here.
  test.use({ allowConsoleErrors: true });

  test('recording cash asks how it was paid, and a paid registration cannot be deleted', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const eventName = uniqueName(testInfo, 'Quiz Night');
    const event = await createEvent(request, server, {
      name: eventName,
      allowedRegistrationTypes: ['individual'],
      amountIndividual: 150,
    });
    const name = uniqueName(testInfo, 'Kiran Pawar');
    await createRegistration(request, server, {
      name,
      email: uniqueEmail(testInfo, 'kiran'),
      contact: '+91 98220 77889',
      event,
      registrationType: 'individual',
      teamMembers: [],
    });

    await openDashboard(page, request, server, 'registrations');
    const individual = page.getByRole('region', { name: /^Individual registrations/ });
    await individual.getByRole('searchbox').fill(name);
    const row = individual.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Pending');

    // Nothing changes before the admin says how the money came.
    await row.getByRole('button', { name: `Record a payment from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await expect(dialog).toContainText(`Record that ${name} paid ₹150 for ${eventName}?`);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(
      dialog.getByRole('textbox', { name: 'How it was paid' }),
    ).toHaveAccessibleDescription(/Say how the payment was received/);
    await dialog
      .getByRole('textbox', { name: 'How it was paid' })
      .fill('Paid in cash at the office');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(notification(page, `₹150 from ${name} recorded.`)).toBeVisible();
    await expect(row).toContainText('Paid');
    await expect(row.getByRole('button', { name: /^Record a payment/ })).toHaveCount(0);

    // Its money is on the books: deleting it is refused, saying what to do instead.
    const question = acceptConfirm(page);
    await row
      .getByRole('button', { name: `Delete the registration of ${name} for ${eventName}` })
      .click();
    await question;
    await expect(notification(page, /has ₹150 paid on it\. Refund it first/)).toBeVisible();
    await expect(row).toBeVisible();
  });
});
