import PDFDocument from 'pdfkit';
import { rupeesInWords } from '@/domain/amount-in-words';
import { dayInZone, formatLongDate } from '@/domain/dates';
import { formatRupees } from '@/domain/money';
import type { TrustSettings } from '@/server/config';
import { fontRuns, receiptFonts, type Script, type Weight } from './receipt-fonts';

/** Everything a receipt shows. Amounts are whole rupees. */
export interface ReceiptDocument {
  kind: 'donation' | 'registration';
  /** '2026-27/000001' (formatReceiptNumber). */
  number: string;
  /** When the payment was received: the receipt's date, and the donation's date for 80G. */
  issuedAt: Date;
  /** The site's time zone, in which dates are shown and the 80G validity is judged. */
  timeZone: string;
  siteName: string;
  /** Who received the money, in the heading (the hostel office). */
  organisation: { name: string; address: string; email: string; phone: string };
  payer: { name: string; email: string; phone: string; address?: string; pan?: string };
  amount: number;
  /** How it was paid, as a person reads it: 'UPI', 'Card', 'Net banking', 'Wallet'. */
  mode: string;
  /** The payment provider's payment id, such as 'pay_IH4NVgf4Dreq1l'. */
  transactionReference: string;
  /** The provider's order id. */
  orderReference: string;
  /** 'Donation', 'Donation: Ganesh festival', 'Event fee: Inter-Hostel Cricket Tournament (team)'. */
  purpose: string;
  /** Refunded so far, when any was. */
  refundedAmount?: number;
  trust: TrustSettings | null;
}

export const NOT_80G_STATEMENT = 'This is not a receipt under section 80G of the Income-tax Act.';

const receivedAmount = (receipt: ReceiptDocument) => receipt.amount - (receipt.refundedAmount ?? 0);

/**
 * Whether the receipt is an 80G donation receipt: a donation, not refunded in full, received
 * on a day (in the site's time zone) within the trust's 80G approval.
 */
export function isSection80GReceipt(
  receipt: ReceiptDocument,
): receipt is ReceiptDocument & { trust: TrustSettings } {
  if (receipt.kind !== 'donation' || !receipt.trust || receivedAmount(receipt) <= 0) return false;
  const day = dayInZone(receipt.issuedAt, receipt.timeZone);
  return receipt.trust.validFrom <= day && day <= receipt.trust.validUntil;
}

function checkAmounts({ amount, refundedAmount = 0 }: ReceiptDocument) {
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw new RangeError(`A receipt's amount must be whole rupees, at least 1, not ${amount}`);
  }
  if (!Number.isSafeInteger(refundedAmount) || refundedAmount < 0 || refundedAmount > amount) {
    throw new RangeError(
      `A receipt's refunded amount must be whole rupees from 0 to ${amount}, not ${refundedAmount}`,
    );
  }
}

/** A calendar day given as YYYY-MM-DD, written as '1 April 2026'. */
const longDay = (day: string) => formatLongDate(new Date(`${day}T00:00:00Z`), 'UTC');

// The site's palette (src/client/app/theme.ts), which the server cannot import.
const INDIGO = '#283593';
const TEXT = '#1F2328';
const TEXT_SECONDARY = '#57606A';
const MARIGOLD = '#FFB300';
const RULE = '#D0D7DE';

/** A4 in points, with 2 cm margins. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56.7;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LABEL_WIDTH = 140;

/** Where a line's baseline sits below its top, and the distance between lines, in font sizes. */
const ASCENT = 1.0;
const DESCENT = 0.3;
const LINE_SPACING = 1.4;

interface Style {
  size: number;
  weight?: Weight;
  colour?: string;
  align?: 'left' | 'right';
}

const BODY: Style = { size: 10.5 };
const MUTED: Style = { size: 9.5, colour: TEXT_SECONDARY };
const STRONG: Style = { size: 10.5, weight: 'bold' };
const FIGURE: Style = { size: 12, weight: 'bold' };

const fontName = (weight: Weight, script: Script) => `${weight}-${script}`;

/**
 * Draws the receipt from the top down. Each line is drawn as runs of one font each (see
 * fontRuns), and the PDF is tagged: every piece of text is a paragraph or heading, and a run
 * in Devanagari carries its text as ActualText, because its glyphs are stored in visual order
 * (ि before the consonant it follows) and would otherwise copy or read back scrambled.
 */
class ReceiptWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly root: PDFKit.PDFStructureElement;
  private readonly chunks: Buffer[] = [];
  y = MARGIN;

  constructor(info: PDFKit.DocumentInfo) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      // No default font: loading the standard Helvetica metrics costs each PDF a millisecond.
      font: '',
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en-IN',
      displayTitle: true,
      info,
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    for (const weight of ['regular', 'bold'] as const) {
      const fonts = receiptFonts(weight);
      for (const script of Object.keys(fonts) as Script[]) {
        // pdfkit takes an already parsed fontkit font too, though its types do not say so.
        this.doc.registerFont(fontName(weight, script), fonts[script] as unknown as Buffer);
      }
    }
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  private runWidth(text: string, script: Script, style: Style): number {
    return this.doc
      .font(fontName(style.weight ?? 'regular', script))
      .fontSize(style.size)
      .widthOfString(text);
  }

  private lineWidth(line: string, style: Style): number {
    const fonts = receiptFonts(style.weight ?? 'regular');
    return fontRuns(line, fonts).reduce(
      (width, run) => width + this.runWidth(run.text, run.script, style),
      0,
    );
  }

  /** Greedy word wrap; a word longer than the width stays whole on a line of its own. */
  private wrap(text: string, width: number, style: Style): string[] {
    return text.split('\n').flatMap((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const longer = line ? `${line} ${word}` : word;
        if (line && this.lineWidth(longer, style) > width) {
          lines.push(line);
          line = word;
        } else {
          line = longer;
        }
      }
      return line ? [...lines, line] : lines;
    });
  }

  /**
   * Draws text wrapped to a width, its first baseline `ASCENT × baselineSize` below `top` (a
   * row's label shares its value's baseline), as one tagged element. Returns its height.
   */
  text(
    text: string,
    x: number,
    top: number,
    width: number,
    style: Style,
    { tag = 'P', baselineSize = style.size } = {},
  ): number {
    const lines = this.wrap(text, width, style);
    if (lines.length === 0) return 0;
    const weight = style.weight ?? 'regular';
    const lineHeight = style.size * LINE_SPACING;
    const element = this.doc.struct(tag);
    this.root.add(element);
    lines.forEach((line, index) => {
      const baseline = top + baselineSize * ASCENT + index * lineHeight;
      let runX = style.align === 'right' ? x + width - this.lineWidth(line, style) : x;
      for (const run of fontRuns(line, receiptFonts(weight))) {
        const devanagari = run.script === 'devanagari';
        // ActualText both on the marked content and on its element: text extraction reads the
        // one (Poppler, PDFium), screen readers and PDF.js the other.
        const options = devanagari ? { actual: run.text } : {};
        const content = this.doc.markStructureContent(devanagari ? 'Span' : tag, options);
        this.doc
          .font(fontName(weight, run.script))
          .fontSize(style.size)
          .fillColor(style.colour ?? TEXT)
          .text(run.text, runX, baseline, { baseline: 'alphabetic', lineBreak: false });
        this.doc.endMarkedContent();
        element.add(devanagari ? this.doc.struct('Span', options, [content]) : content);
        runX += this.runWidth(run.text, run.script, style);
      }
    });
    element.end();
    return baselineSize * ASCENT + (lines.length - 1) * lineHeight + style.size * DESCENT;
  }

  /** Text across the page at the current position, moving down past it and a gap. */
  paragraph(text: string, style: Style, gap = 6, tag = 'P') {
    this.y += this.text(text, MARGIN, this.y, CONTENT_WIDTH, style, { tag }) + gap;
  }

  /** A label on the left; beside it, one or more pieces of text stacked in the value column. */
  row(label: string, values: [string, Style][]) {
    const top = this.y;
    const [first] = values;
    const valueX = MARGIN + LABEL_WIDTH;
    const labelHeight = this.text(label, MARGIN, top, LABEL_WIDTH - 12, MUTED, {
      baselineSize: first?.[1].size,
    });
    let valueHeight = 0;
    for (const [text, style] of values) {
      valueHeight += this.text(text, valueX, top + valueHeight, CONTENT_WIDTH - LABEL_WIDTH, style);
    }
    this.y = top + Math.max(labelHeight, valueHeight) + 9;
  }

  /** Lines and bars: decoration, which screen readers and text extraction skip. */
  decoration(draw: (doc: PDFKit.PDFDocument) => void) {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw(this.doc);
    this.doc.endMarkedContent();
  }

  rule(colour = RULE, thickness = 0.75) {
    const y = this.y;
    this.decoration((doc) =>
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + CONTENT_WIDTH, y)
        .lineWidth(thickness)
        .strokeColor(colour)
        .stroke(),
    );
  }

  async finish(): Promise<Buffer> {
    this.root.end();
    const ended = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.end();
    await ended;
    return Buffer.concat(this.chunks);
  }
}

function drawSection80G(
  writer: ReceiptWriter,
  receipt: ReceiptDocument & { trust: TrustSettings },
) {
  const { trust } = receipt;
  const top = writer.y;
  const refunded = (receipt.refundedAmount ?? 0) > 0;
  writer.paragraph('Section 80G', { ...STRONG, colour: INDIGO }, 6, 'H2');
  writer.row('Trust', [[trust.name, STRONG]]);
  writer.row('Address of the trust', [[trust.address, BODY]]);
  writer.row('PAN of the trust', [[trust.pan, BODY]]);
  writer.row('80G URN', [[trust.urn, BODY]]);
  const donation = refunded
    ? `This donation of ${formatRupees(receivedAmount(receipt))} (after the refund)`
    : 'This donation';
  writer.paragraph(
    `${donation} is eligible for deduction under section 80G of the Income-tax Act, 1961, ` +
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
 */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  checkAmounts(receipt);
  const { organisation, payer } = receipt;
  const donation = receipt.kind === 'donation';
  const heading = donation ? 'Donation Receipt' : 'Receipt';
  const writer = new ReceiptWriter({
    Title: `${heading} ${receipt.number}`,
    Author: organisation.name,
    Creator: receipt.siteName,
    CreationDate: receipt.issuedAt,
  });

  writer.paragraph(organisation.name, { size: 15, weight: 'bold', colour: INDIGO }, 3);
  writer.paragraph(organisation.address, MUTED, 1);
  writer.paragraph(`${organisation.email} · ${organisation.phone}`, MUTED, 10);
  writer.rule(MARIGOLD, 2.5);
  writer.y += 20;
  writer.paragraph(heading, { size: 20, weight: 'bold', colour: INDIGO }, 12, 'H1');

  const top = writer.y;
  const half = CONTENT_WIDTH / 2;
  const facts: [string, string][] = [
    ['Receipt No.', receipt.number],
    ['Date', formatLongDate(receipt.issuedAt, receipt.timeZone)],
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
  writer.row('Received from', from);
  writer.row('Amount', [[formatRupees(receipt.amount), { size: 14, weight: 'bold' }]]);
  writer.row('Amount in words', [[rupeesInWords(receipt.amount), BODY]]);
  const refunded = receipt.refundedAmount ?? 0;
  if (refunded > 0) {
    writer.row('Refunded', [[`${formatRupees(refunded)} (${rupeesInWords(refunded)})`, BODY]]);
    writer.row('Net amount received', [[formatRupees(receivedAmount(receipt)), STRONG]]);
  }
  writer.row('Purpose', [[receipt.purpose, BODY]]);
  writer.row('Payment mode', [[receipt.mode, BODY]]);
  writer.row('Transaction reference', [[receipt.transactionReference, BODY]]);
  writer.row('Order reference', [[receipt.orderReference, BODY]]);
  writer.y += 2;
  writer.rule();
  writer.y += 18;

  const refundedInFull = refunded === receipt.amount;
  if (isSection80GReceipt(receipt)) {
    drawSection80G(writer, receipt);
  } else {
    if (refundedInFull) writer.paragraph('This payment was refunded in full.', BODY);
    writer.paragraph(NOT_80G_STATEMENT, STRONG, 16);
  }
  if (!refundedInFull) {
    writer.paragraph(
      donation ? 'Thank you for your donation.' : 'Thank you for registering.',
      BODY,
    );
  }

  writer.y = PAGE_HEIGHT - MARGIN - 12;
  writer.text(
    `${receipt.siteName} · This is a computer-generated receipt.`,
    MARGIN,
    writer.y,
    CONTENT_WIDTH,
    { size: 8.5, colour: TEXT_SECONDARY },
  );
  return writer.finish();
}
