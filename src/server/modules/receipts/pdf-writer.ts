import PDFDocument from 'pdfkit';
import { fontRuns, receiptFonts, type Script, type Weight } from './receipt-fonts';

/**
 * The site's PDFs (receipts, attendance sheets): A4 pages drawn from the top down in the
 * receipts' fonts (Noto Sans, Latin and Devanagari).
 */

// The site's palette (src/client/app/theme.ts), which the server cannot import.
export const INDIGO = '#283593';
export const TEXT = '#1F2328';
export const TEXT_SECONDARY = '#57606A';
export const MARIGOLD = '#FFB300';
export const RULE = '#D0D7DE';

/** A4 in points, with 2 cm margins. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 56.7;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LABEL_WIDTH = 140;

/** Where a line's baseline sits below its top, and the distance between lines, in font sizes. */
const ASCENT = 1.0;
const DESCENT = 0.3;
const LINE_SPACING = 1.4;

export interface Style {
  size: number;
  weight?: Weight;
  colour?: string;
  align?: 'left' | 'right';
}

export const BODY: Style = { size: 10.5 };
export const MUTED: Style = { size: 9.5, colour: TEXT_SECONDARY };
export const STRONG: Style = { size: 10.5, weight: 'bold' };
export const FIGURE: Style = { size: 12, weight: 'bold' };

const fontName = (weight: Weight, script: Script) => `${weight}-${script}`;

/**
 * Draws the receipt from the top down. Each line is drawn as runs of one font each (see
 * fontRuns), and the PDF is tagged: every piece of text is a paragraph or heading, and a run
 * in Devanagari carries its text as ActualText, because its glyphs are stored in visual order
 * (ि before the consonant it follows) and would otherwise copy or read back scrambled.
 */
export class PdfWriter {
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

  /** The height `text` would take, drawn wrapped to `width`. */
  measure(text: string, width: number, style: Style): number {
    const lines = this.wrap(text, width, style);
    if (lines.length === 0) return 0;
    return (
      style.size * ASCENT + (lines.length - 1) * style.size * LINE_SPACING + style.size * DESCENT
    );
  }

  /** Starts a new page when `height` more points would not fit on this one; says whether it did. */
  ensureRoom(height: number): boolean {
    if (this.y + height <= PAGE_HEIGHT - MARGIN) return false;
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = MARGIN;
    return true;
  }

  /** Text across the page at the current position, moving down past it and a gap. */
  paragraph(text: string, style: Style, gap = 6, tag = 'P') {
    this.y += this.text(text, MARGIN, this.y, CONTENT_WIDTH, style, { tag }) + gap;
  }

  /** Whether text fits on one line of a width, unwrapped. */
  fitsOnOneLine(text: string, width: number, style: Style): boolean {
    return this.wrap(text, width, style).length === 1;
  }

  /**
   * A row's label in English with another language's word: on one line when both fit ("Amount ·
   * राशि"), else the other language under the English.
   */
  bilingualLabel(english: string, local: string | undefined): string {
    if (!local) return english;
    const joined = `${english} · ${local}`;
    return this.fitsOnOneLine(joined, LABEL_WIDTH - 12, MUTED) ? joined : `${english}\n${local}`;
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
