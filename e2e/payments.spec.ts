import { readFile } from 'node:fs/promises';
import { extractPdfText } from '../src/server/test/pdf-text';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { detail, eventIdOf, fillRegistrant, newMemberSession } from './members-helpers';

test.describe('payments through the simulator', () => {
  test('a member pays an individual fee by card and gets /success with the receipt', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const member = await newMemberSession(page, request, server, testInfo, 'Aditi Kulkarni');
    await page.goto(`/register?event=${await eventIdOf(request, 'Dhol-Tasha Workshop')}`);
    await fillRegistrant(page);
    await page
      .getByRole('region', { name: 'Registration Amount' })
      .getByRole('button', { name: 'Pay Now' })
      .click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay simulator' });
    await expect(checkout).toContainText('₹300');
    await expect(checkout).toContainText(member.email);
    // A failed attempt keeps the window open to try again, as Razorpay's does.
    await checkout.getByRole('button', { name: 'Fail' }).click();
    await expect(checkout).toContainText('Payment failed');
    await checkout.getByRole('button', { name: 'Pay with card' }).click();

    await expect(page).toHaveURL('/success');
    await expect(detail(page, 'Payment status')).toHaveText('Success');
    await expect(detail(page, 'Receipt')).toHaveText(/^R-\d{4}-\d{2}\/\d{6}$/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download receipt/ }).click();
    const text = await extractPdfText(await readFile(await (await download).path()));
    expect(text).toContain('Event fee: Dhol-Tasha Workshop (individual)');
    expect(text).toContain('Rupees Three Hundred Only');
    expect(text).toContain('Card');
  });

  test('a member donates by UPI and downloads a receipt that says what was given', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const member = await newMemberSession(page, request, server, testInfo, 'Vasant Deshpande');
    await page.goto('/donations');
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    await page.getByLabel('Phone').fill('+91 98220 33445');
    await page.getByLabel('Amount (INR)').fill('120000');
    await page.getByLabel('Purpose (optional)').fill('Ganesh festival');
    await page.getByLabel('PAN (optional)').fill('abcde1234f');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    const checkout = page.getByRole('dialog', { name: 'Razorpay simulator' });
    await expect(checkout).toContainText('₹1,20,000');
    await expectNoSidewaysScroll(page);
    await checkout.getByRole('button', { name: 'Pay with UPI' }).click();

    const thanks = page.getByRole('dialog', { name: 'Thank you for your donation' });
    await expect(thanks).toContainText('₹1,20,000');
    await expect(thanks).toContainText(/with receipt D-\d{4}-\d{2}\/\d{6}/);
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await thanks.getByRole('button', { name: /^Download receipt/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^receipt-D-\d{4}-\d{2}-\d{6}\.pdf$/);
    const text = await extractPdfText(await readFile(await file.path()));
    expect(text).toContain('Vasant Deshpande');
    expect(text).toContain('ABCDE1234F');
    expect(text).toContain('₹1,20,000');
    expect(text).toContain('Rupees One Lakh Twenty Thousand Only');
    expect(text).toContain('Donation: Ganesh festival');
    expect(text).toContain('UPI');
    // No trust is configured here, so the receipt says it is not an 80G receipt.
    expect(text).toContain('This is not a receipt under section 80G of the Income-tax Act.');

    // The receipt came by mail too, the PDF attached.
    const mail = await server.smtp.waitForMail(member.email, (m) => /^Receipt /.test(m.subject));
    expect(mail.text).toContain('₹1,20,000');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      file.suggestedFilename(),
    ]);
  });
});
