import type { Page } from '@playwright/test';
import { LANGUAGE_NAMES } from '../src/domain/i18n/languages';
import { formatIn } from '../src/domain/i18n/format';
import { MEMBER_TEXTS_HI } from '../src/client/lib/member-texts/hi';
import { MEMBER_TEXTS_MR } from '../src/client/lib/member-texts/mr';
import { fill } from '../src/client/lib/page-texts/fill';
import { PAGE_TEXTS_HI } from '../src/client/lib/page-texts/hi';
import { PAGE_TEXTS_MR } from '../src/client/lib/page-texts/mr';
import { SHELL_TEXTS_EN } from '../src/client/lib/shell-texts/en';
import { MAIL_TEXTS_HI } from '../src/server/mail/texts/hi';
import { MAIL_TEXTS_MR } from '../src/server/mail/texts/mr';
import { createEvent, uniqueName } from './admin-helpers';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import {
  createMember,
  detail,
  loginToken,
  registerThroughApi,
  startBrowserSession,
} from './members-helpers';

const TEXTS = {
  hi: { member: MEMBER_TEXTS_HI, pages: PAGE_TEXTS_HI, mail: MAIL_TEXTS_HI },
  mr: { member: MEMBER_TEXTS_MR, pages: PAGE_TEXTS_MR, mail: MAIL_TEXTS_MR },
} as const;

const FEE = 1500;
const DONATION = 125000;

async function payInSimulator(page: Page) {
  await page
    .getByRole('dialog', { name: 'Razorpay simulator' })
    .getByRole('button', { name: 'Pay with UPI' })
    .click();
}

for (const language of ['hi', 'mr'] as const) {
  test(`a member chooses ${LANGUAGE_NAMES[language]}, pays an event fee and donates, and the receipts are mailed in it @phone`, async ({
    page,
    request,
    server,
    isMobile,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { member: texts, pages, mail } = TEXTS[language];
    const format = formatIn(language);
    const fee = format.rupees(FEE);
    const donation = format.rupees(DONATION);
    const eventName = uniqueName(testInfo, `Lezim Workshop ${language}`);
    const eventId = await createEvent(request, server, {
      name: eventName,
      amountIndividual: FEE,
      maxParticipants: 20,
    });
    const member = await createMember(request, server, testInfo, 'Sunita Pawar');
    const token = await loginToken(request, member);
    await registerThroughApi(request, token, member, eventId);

    // From English, the member chooses the language (in the drawer on a phone); the account
    // keeps it, so the mails follow.
    await startBrowserSession(page, token);
    await page.goto('/users/registrations');
    if (isMobile) await page.getByRole('button', { name: SHELL_TEXTS_EN.header.openMenu }).click();
    await page.getByRole('link', { name: LANGUAGE_NAMES[language], exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The app changes the language in place: on a phone the drawer stays open until closed.
    if (isMobile) await page.keyboard.press('Escape');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.registrations.pageTitle }),
    ).toBeVisible();
    const payNow = page.getByRole('button', {
      name: fill(texts.registrations.payNow, { amount: fee }),
    });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // The fee, paid in the simulator: the success page says so in the language.
    await payNow.click();
    await expect(page.getByRole('dialog', { name: 'Razorpay simulator' })).toContainText(fee);
    await payInSimulator(page);
    await expect(page).toHaveURL('/success');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.success.successTitle }),
    ).toBeVisible();
    await expect(detail(page, texts.success.paymentStatus)).toHaveText(texts.success.paySuccess);
    const feeReceipt = detail(page, texts.success.receipt);
    await expect(feeReceipt).toHaveText(/^R-\d{4}-\d{2}\/\d{6}$/);
    const feeNumber = (await feeReceipt.textContent()) ?? '';
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    // A registration's receipt comes with its confirmation, in the member's language.
    const feeMail = await server.smtp.waitForMail(
      member.email,
      (m) => m.subject === mail.registrationConfirmed.subject(eventName),
    );
    expect(feeMail.html).toContain(`<html lang="${language}">`);
    expect(feeMail.text).toContain(mail.registrationConfirmed.registered(eventName));
    expect(feeMail.attachments.map((attachment) => attachment.filename)).toContain(
      `receipt-${feeNumber.replace('/', '-')}.pdf`,
    );

    // A donation from the donation form, in the language; its thanks and its receipt too.
    await page.goto('/donations');
    await expect(page.getByRole('heading', { level: 1, name: pages.donation.title })).toBeVisible();
    await expect(page.getByLabel(pages.donation.email)).toHaveValue(member.email);
    await page.getByLabel(pages.donation.phone).fill('+91 98220 33445');
    await page.getByLabel(pages.donation.amount).fill(String(DONATION));
    await page.getByRole('button', { name: pages.donation.submit, exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Razorpay simulator' })).toContainText(donation);
    await payInSimulator(page);
    const thanks = page.getByRole('dialog', { name: texts.donationHistory.thanks });
    await expect(thanks).toContainText(donation);
    const donationNumber = /D-\d{4}-\d{2}\/\d{6}/.exec((await thanks.textContent()) ?? '')?.[0];
    expect(donationNumber, 'the donation receipt’s number in the thanks').toBeDefined();
    await expect(thanks).toContainText(
      fill(texts.donationHistory.sentToWithReceipt, {
        email: member.email,
        number: donationNumber ?? '',
      }),
    );
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    const donationMail = await server.smtp.waitForMail(member.email, (m) =>
      m.subject.includes(donationNumber ?? ''),
    );
    expect(donationMail.subject).toBe(mail.paymentReceipt.subject(donationNumber ?? '', donation));
    expect(donationMail.text).toContain(
      mail.paymentReceipt.paragraphs(donation, mail.paidFor({ kind: 'donation' }), '')[0],
    );
  });
}
