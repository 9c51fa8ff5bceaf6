import { describe, expect, it } from 'vitest';
import { extractPdfText } from '@/server/test/pdf-text';
import {
  isSection80GReceipt,
  NOT_80G_STATEMENT,
  renderReceiptPdf,
  type ReceiptDocument,
} from './receipt-pdf';
import { SAMPLE_DONATION, SAMPLE_REGISTRATION, SAMPLE_TRUST } from './receipt-samples';

const ELIGIBLE =
  'This donation is eligible for deduction under section 80G of the Income-tax Act, 1961, ' +
  'vide URN AAATH1234KF20214 valid from 1 April 2026 to 31 March 2029.';

/** The receipt's text on one line, so that a sentence wrapped across lines still matches. */
async function receiptText(receipt: ReceiptDocument) {
  const pdf = await renderReceiptPdf(receipt);
  return { pdf, text: (await extractPdfText(pdf)).replace(/\s+/g, ' ') };
}

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;

describe('renderReceiptPdf', () => {
  it('gives a donation within the 80G approval every detail and the 80G statement', async () => {
    const { pdf, text } = await receiptText(SAMPLE_DONATION);
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.7');
    for (const expected of [
      'Donation Receipt',
      'Receipt No. Date D-2026-27/000001 25 November 2026',
      'Received from अमित पाटील फ्लॅट ३, श्री कृपा सोसायटी, कोथरूड, पुणे 411038',
      'PAN: ABCPP1234Q',
      'amit.patil@example.com · +91 98220 12345',
      'Amount ₹1,20,000',
      'Amount in words Rupees One Lakh Twenty Thousand Only',
      'Purpose Donation: Ganesh festival',
      'Payment mode UPI',
      'Transaction reference pay_IH4NVgf4Dreq1l',
      'Order reference order_IH4N1Ul9sJpWbG',
      'Trust Hostel Community Trust',
      'Address of the trust Hostel Office, Shivaji Nagar, Pune 411005',
      'PAN of the trust AAATH1234K',
      '80G URN AAATH1234KF20214',
      ELIGIBLE,
      'For Hostel Community Trust Mr. Ramesh Patil, Secretary Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(NOT_80G_STATEMENT);
  });

  it('embeds the fonts it draws with, Devanagari included, on one A4 page', async () => {
    const pdf = (await renderReceiptPdf(SAMPLE_DONATION)).toString('latin1');
    // Subset fonts are named with a six-letter tag: ABCDEF+NotoSansDevanagari-Bold.
    for (const font of ['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansDevanagari-Bold']) {
      expect(pdf).toMatch(new RegExp(`/FontName /[A-Z]{6}\\+${font}\\b`));
    }
    expect(pdf.match(/\/FontFile2 /g)?.length).toBeGreaterThanOrEqual(4);
    expect(pdf).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pages(Buffer.from(pdf, 'latin1'))).toBe(1);
  });

  it('tags the PDF, with the Devanagari name as ActualText', async () => {
    const pdf = (await renderReceiptPdf(SAMPLE_DONATION)).toString('latin1');
    expect(pdf).toContain('/StructTreeRoot');
    // A PDF text string: UTF-16BE after a byte order mark, with a few bytes escaped.
    const escapes: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };
    const pdfString = (text: string) =>
      Buffer.from(`\uFEFF${text}`, 'utf16le')
        .swap16()
        .toString('latin1')
        .replace(/[\t\n\r]/g, (byte) => escapes[byte] ?? byte);
    expect(pdf).toContain(`/S /Span\n/ActualText (${pdfString('अमित पाटील')})`);
  });

  it('keeps a Devanagari name whose UTF-16 bytes are PDF delimiters', async () => {
    // न is U+0928 and ऩ U+0929, "(" and ")" in their low byte; ड़ (U+095C) holds "\\".
    const name = 'नितीन ऩ \u095Cोंगरे';
    const { text } = await receiptText({
      ...SAMPLE_REGISTRATION,
      payer: { ...SAMPLE_REGISTRATION.payer, name },
    });
    expect(text).toContain(`Received from ${name}`);
  });

  it('gives a registration a plain receipt that says it is not an 80G receipt', async () => {
    const { text } = await receiptText(SAMPLE_REGISTRATION);
    expect(text).toMatch(/^Hostel Community .* Receipt Receipt No\./);
    expect(text).not.toContain('Donation Receipt');
    expect(text).toContain('Received from Asha Kulkarni');
    expect(text).toContain('Amount ₹2,500 Amount in words Rupees Two Thousand Five Hundred Only');
    expect(text).toContain('Purpose Event fee: Inter-Hostel Cricket Tournament (team)');
    expect(text).toContain('Payment mode Card');
    expect(text).toContain(NOT_80G_STATEMENT);
    expect(text).not.toContain('section 80G of the Income-tax Act, 1961');
    expect(text).not.toContain(SAMPLE_TRUST.pan);
    expect(text).not.toContain('PAN:');
  });

  it('gives a donation without trust settings a plain receipt', async () => {
    const { text } = await receiptText({ ...SAMPLE_DONATION, trust: null });
    expect(text).toContain('Donation Receipt');
    expect(text).toContain(NOT_80G_STATEMENT);
    expect(text).not.toContain('eligible for deduction');
  });

  it('gives a donation outside the 80G approval a plain receipt', async () => {
    const { text } = await receiptText({
      ...SAMPLE_DONATION,
      issuedAt: '2029-04-01T06:30:00.000Z',
    });
    expect(text).toContain('1 April 2029');
    expect(text).toContain(NOT_80G_STATEMENT);
    expect(text).not.toContain('eligible for deduction');
  });

  it('shows the date in the site time zone', async () => {
    // 00:30 on 25 November in India is still 24 November in London.
    const issuedAt = '2026-11-24T19:00:00.000Z';
    const india = await receiptText({ ...SAMPLE_REGISTRATION, issuedAt });
    const london = await receiptText({
      ...SAMPLE_REGISTRATION,
      issuedAt,
      timeZone: 'Europe/London',
    });
    expect(india.text).toContain('25 November 2026');
    expect(london.text).toContain('24 November 2026');
  });

  it('wraps long text and still fits one page', async () => {
    const purpose = `Donation: ${'Ganesh festival decorations and prasad for every wing '.repeat(4)}`;
    const address = `Room 12, Block B, ${'Shivaji Nagar Boys Hostel, '.repeat(5)}Pune 411005`;
    const receipt = { ...SAMPLE_DONATION, purpose, payer: { ...SAMPLE_DONATION.payer, address } };
    const { pdf, text } = await receiptText(receipt);
    expect(text).toContain(purpose.trim());
    expect(text).toContain(address);
    expect(text).toContain(ELIGIBLE);
    expect(pages(pdf)).toBe(1);
  });

  it('renders the same receipt to the same bytes, however many were rendered before', async () => {
    const first = await renderReceiptPdf(SAMPLE_DONATION);
    await renderReceiptPdf(SAMPLE_REGISTRATION);
    expect((await renderReceiptPdf(SAMPLE_DONATION)).equals(first)).toBe(true);
  });

  it.each([
    ['no amount', { amount: 0 }],
    ['a fraction of a rupee', { amount: 12.5 }],
  ])('refuses %s with a RangeError', async (_case, change) => {
    await expect(renderReceiptPdf({ ...SAMPLE_DONATION, ...change })).rejects.toThrow(RangeError);
  });
});

describe('isSection80GReceipt', () => {
  const at = (iso: string) => ({ ...SAMPLE_DONATION, issuedAt: new Date(iso).toISOString() });

  it('judges the approval by the day in the site time zone, both ends included', () => {
    // The approval runs from 1 April 2026 to 31 March 2029, India time.
    expect(isSection80GReceipt(at('2026-03-31T18:29:59Z'))).toBe(false);
    expect(isSection80GReceipt(at('2026-03-31T18:30:00Z'))).toBe(true);
    expect(isSection80GReceipt(at('2029-03-31T18:29:59Z'))).toBe(true);
    expect(isSection80GReceipt(at('2029-03-31T18:30:00Z'))).toBe(false);
  });

  it('is only for donations, with trust settings', () => {
    expect(isSection80GReceipt(SAMPLE_DONATION)).toBe(true);
    expect(isSection80GReceipt({ ...SAMPLE_DONATION, kind: 'registration' })).toBe(false);
    expect(isSection80GReceipt({ ...SAMPLE_DONATION, trust: null })).toBe(false);
  });
});

describe('a receipt in Hindi or Marathi', () => {
  it('puts the payer’s language beside or under the English, the 80G statement in English only, on one page', async () => {
    for (const [language, expected] of [
      [
        'hi',
        [
          'Donation Receipt · दान की रसीद',
          'Receipt No. · रसीद संख्या',
          '25 नवंबर 2026',
          'Received from · दानदाता अमित पाटील',
          'Amount · राशि ₹1,20,000',
          'धारा 80G का विवरण, कानून के अनुसार, अंग्रेज़ी में दिया गया है।',
          'Thank you for your donation. आपके दान के लिए धन्यवाद।',
        ],
      ],
      [
        'mr',
        [
          'Donation Receipt · देणगीची पावती',
          'Received from · देणगीदार अमित पाटील',
          'Amount · रक्कम ₹1,20,000',
          'कलम 80G चे निवेदन, कायद्यानुसार, इंग्रजीत दिले आहे.',
        ],
      ],
    ] as const) {
      const { pdf, text } = await receiptText({ ...SAMPLE_DONATION, language });
      for (const piece of expected) expect(text).toContain(piece);
      expect(text).toContain(ELIGIBLE);
      expect(text).toContain('Amount in words Rupees One Lakh Twenty Thousand Only');
      expect(pages(pdf)).toBe(1);
    }
  });

  it('is English only for an English payer and for a receipt issued before languages', async () => {
    for (const receipt of [{ ...SAMPLE_DONATION, language: 'en' as const }, SAMPLE_REGISTRATION]) {
      const payer = { name: 'Amit Patil', email: 'amit@example.com', phone: '+91 98220 12345' };
      const { text } = await receiptText({ ...receipt, payer });
      expect(text).not.toMatch(/[\u0900-\u097F]/);
    }
  });
});
