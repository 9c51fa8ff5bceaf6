import { rupeesInWords } from '@/domain/amount-in-words';
import { dayInZone, formatLongDate } from '@/domain/dates';
import { formatIn } from '@/domain/i18n/format';
import { formatRupees } from '@/domain/money';
import type { IssuedReceipt, TrustDetails } from '@/domain/payments';
import {
  BODY,
  CONTENT_WIDTH,
  FIGURE,
  INDIGO,
  MARGIN,
  MARIGOLD,
  MUTED,
  PAGE_HEIGHT,
  PdfWriter,
  STRONG,
  TEXT_SECONDARY,
  type Style,
} from './pdf-writer';
import { receiptTextsFor, type ReceiptTexts } from './receipt-texts';

/** Everything a receipt shows, as it was issued (amounts in whole rupees). */
export type ReceiptDocument = IssuedReceipt;

export const NOT_80G_STATEMENT = 'This is not a receipt under section 80G of the Income-tax Act.';

/**
 * Whether the receipt is an 80G donation receipt: a donation received on a day (in the site's
 * time zone) within the trust's 80G approval.
 */
export function isSection80GReceipt(
  receipt: ReceiptDocument,
): receipt is ReceiptDocument & { trust: TrustDetails } {
  if (receipt.kind !== 'donation' || !receipt.trust) return false;
  const day = dayInZone(new Date(receipt.issuedAt), receipt.timeZone);
  return receipt.trust.validFrom <= day && day <= receipt.trust.validUntil;
}

function checkAmount({ amount }: ReceiptDocument) {
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw new RangeError(`A receipt's amount must be whole rupees, at least 1, not ${amount}`);
  }
}

/** A calendar day given as YYYY-MM-DD, written as '1 April 2026'. */
const longDay = (day: string) => formatLongDate(new Date(`${day}T00:00:00Z`), 'UTC');

function drawSection80G(
  writer: PdfWriter,
  receipt: ReceiptDocument & { trust: TrustDetails },
  local: ReceiptTexts | undefined,
) {
  const { trust } = receipt;
  const top = writer.y;
  writer.paragraph('Section 80G', { ...STRONG, colour: INDIGO }, local ? 2 : 6, 'H2');
  if (local) writer.paragraph(local.section80GInEnglish, MUTED, 6);
  writer.row('Trust', [[trust.name, STRONG]]);
  writer.row('Address of the trust', [[trust.address, BODY]]);
  writer.row('PAN of the trust', [[trust.pan, BODY]]);
  writer.row('80G URN', [[trust.urn, BODY]]);
  writer.paragraph(
    `This donation is eligible for deduction under section 80G of the Income-tax Act, 1961, ` +
      `vide URN ${trust.urn} valid from ${longDay(trust.validFrom)} to ${longDay(trust.validUntil)}.`,
    BODY,
    24,
  );
  const right: Style = { ...BODY, align: 'right' };
  writer.paragraph(`For ${trust.name}`, right, 26);
  writer.paragraph(trust.signatory, { ...STRONG, align: 'right' }, 2);
  writer.paragraph('Authorised signatory', { ...MUTED, align: 'right' }, 0);
  const bottom = writer.y;
  writer.decoration((doc) => doc.rect(MARGIN - 14, top - 4, 3, bottom - top + 4).fill(MARIGOLD));
  writer.y += 16;
}

/**
 * The receipt as a one-page A4 PDF. A donation received within the trust's 80G approval gets
 * the trust's details and the 80G statement; any other receipt says it is not an 80G receipt.
 * Issued to a payer who reads Hindi or Marathi, each heading, label, date and thanks has that
 * language under the English; the 80G statement stays in English only.
 */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  checkAmount(receipt);
  const issuedAt = new Date(receipt.issuedAt);
  const { organisation, payer } = receipt;
  const donation = receipt.kind === 'donation';
  const heading = donation ? 'Donation Receipt' : 'Receipt';
  const local = receiptTextsFor(receipt.language);
  const localLanguage = receipt.language ?? 'en';
  const writer = new PdfWriter({
    Title: `${heading} ${receipt.number}`,
    Author: organisation.name,
    Creator: receipt.siteName,
    CreationDate: issuedAt,
  });

  writer.paragraph(organisation.name, { size: 15, weight: 'bold', colour: INDIGO }, 3);
  writer.paragraph(organisation.address, MUTED, 1);
  writer.paragraph(`${organisation.email} · ${organisation.phone}`, MUTED, 10);
  writer.rule(MARIGOLD, 2.5);
  writer.y += 20;
  const localHeading = local && (donation ? local.donationReceipt : local.receipt);
  writer.paragraph(
    localHeading ? `${heading} · ${localHeading}` : heading,
    { size: 20, weight: 'bold', colour: INDIGO },
    12,
    'H1',
  );

  const top = writer.y;
  const half = CONTENT_WIDTH / 2;
  const englishDate = formatLongDate(issuedAt, receipt.timeZone);
  const localDate = local && formatIn(localLanguage).longDate(issuedAt, receipt.timeZone);
  const bothDates = !localDate
    ? englishDate
    : writer.fitsOnOneLine(`${englishDate} · ${localDate}`, half, FIGURE)
      ? `${englishDate} · ${localDate}`
      : `${englishDate}\n${localDate}`;
  const facts: [string, string][] = [
    [local ? `Receipt No. · ${local.receiptNumber}` : 'Receipt No.', receipt.number],
    [local ? `Date · ${local.date}` : 'Date', bothDates],
  ];
  const factHeights = facts.map(([label, value], index) => {
    const x = MARGIN + index * half;
    const labelHeight = writer.text(label, x, top, half, MUTED) + 1;
    return labelHeight + writer.text(value, x, top + labelHeight, half, FIGURE);
  });
  writer.y = top + Math.max(...factHeights) + 14;
  writer.rule();
  writer.y += 14;

  const from: [string, Style][] = [[payer.name, STRONG]];
  if (payer.address) from.push([payer.address, BODY]);
  if (payer.pan) from.push([`PAN: ${payer.pan}`, BODY]);
  from.push([`${payer.email} · ${payer.phone}`, MUTED]);
  writer.row(writer.bilingualLabel('Received from', donation ? local?.donor : local?.payer), from);
  writer.row(writer.bilingualLabel('Amount', local?.amount), [
    [formatRupees(receipt.amount), { size: 14, weight: 'bold' }],
  ]);
  // The words are English, so is their label.
  writer.row('Amount in words', [[rupeesInWords(receipt.amount), BODY]]);
  writer.row(writer.bilingualLabel('Purpose', local?.purpose), [[receipt.purpose, BODY]]);
  writer.row(writer.bilingualLabel('Payment mode', local?.paymentMode), [[receipt.mode, BODY]]);
  if (receipt.transactionReference) {
    writer.row(writer.bilingualLabel('Transaction reference', local?.transactionReference), [
      [receipt.transactionReference, BODY],
    ]);
  }
  if (receipt.orderReference) {
    writer.row(writer.bilingualLabel('Order reference', local?.orderReference), [
      [receipt.orderReference, BODY],
    ]);
  }
  writer.y += 2;
  writer.rule();
  writer.y += 18;

  if (isSection80GReceipt(receipt)) drawSection80G(writer, receipt, local);
  else writer.paragraph(NOT_80G_STATEMENT, STRONG, 16);
  const thanks = donation ? 'Thank you for your donation.' : 'Thank you for registering.';
  const localThanks = local && (donation ? local.thanksDonation : local.thanksRegistration);
  writer.paragraph(localThanks ? `${thanks} ${localThanks}` : thanks, BODY);

  writer.y = PAGE_HEIGHT - MARGIN - 12;
  writer.text(
    `${receipt.siteName} · This is a computer-generated receipt.${local ? ` ${local.computerGenerated}` : ''}`,
    MARGIN,
    writer.y,
    CONTENT_WIDTH,
    { size: 8.5, colour: TEXT_SECONDARY },
  );
  return writer.finish();
}
