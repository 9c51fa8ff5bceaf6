import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { fontRuns, receiptFonts, woffToSfnt } from './receipt-fonts';

const woff = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  ),
);

describe('woffToSfnt', () => {
  it('unpacks a WOFF into the same font', () => {
    const packed = create(woff) as Font;
    const unpacked = create(woffToSfnt(woff)) as Font;
    expect(unpacked.postscriptName).toBe(packed.postscriptName);
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
    const shaped = (font: Font) =>
      font.layout('अमित पाटील').glyphs.map((glyph) => [glyph.id, glyph.advanceWidth]);
    expect(shaped(unpacked)).toEqual(shaped(packed));
  });

  it('refuses what is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not at all, no'.repeat(2)))).toThrow(
      'Not a WOFF font',
    );
  });
});

describe('fontRuns', () => {
  it('keeps a Devanagari name in one run, spaces and all', () => {
    expect(fontRuns('Received from अमित पाटील')).toEqual([
      { script: 'latin', text: 'Received from ' },
      { script: 'devanagari', text: 'अमित पाटील' },
    ]);
  });

  it('draws the rupee sign from the Latin Extended subset', () => {
    expect(fontRuns('₹1,20,000')).toEqual([
      { script: 'latinExt', text: '₹' },
      { script: 'latin', text: '1,20,000' },
    ]);
  });

  it('keeps joiners and marks with the letters before them', () => {
    // क्‍ष with a zero-width joiner (the half form of क), and a nukta.
    expect(fontRuns('क्\u200Dष ड़')).toEqual([{ script: 'devanagari', text: 'क्\u200Dष ड़' }]);
  });

  it('switches fonts at punctuation and digits between Devanagari words', () => {
    expect(fontRuns('कोथरूड, पुणे 411038')).toEqual([
      { script: 'devanagari', text: 'कोथरूड' },
      { script: 'latin', text: ', ' },
      { script: 'devanagari', text: 'पुणे ' },
      { script: 'latin', text: '411038' },
    ]);
  });

  it('falls back to the Latin font for a character no font has', () => {
    expect(fontRuns('漢')).toEqual([{ script: 'latin', text: '漢' }]);
  });
});

describe('receiptFonts', () => {
  it('parses each font once', () => {
    expect(receiptFonts('bold')).toBe(receiptFonts('bold'));
    expect(receiptFonts('bold').latin.postscriptName).toBe('NotoSans-Bold');
    expect(receiptFonts('regular').devanagari.postscriptName).toBe('NotoSansDevanagari-Regular');
  });

  it('gives each layout positions of its own, since pdfkit scales them in place', () => {
    const font = receiptFonts('regular').devanagari;
    const first = font.layout('पाटील');
    const advance = first.advanceWidth;
    for (const position of first.positions) position.xAdvance *= 2;
    const second = font.layout('पाटील');
    expect(second.advanceWidth).toBe(advance);
    expect(second.glyphs.map((glyph) => glyph.id)).toEqual(first.glyphs.map((glyph) => glyph.id));
  });
});

describe('shaping Devanagari for receipts', () => {
  const devanagari = () => receiptFonts('regular').devanagari;
  const glyphNames = (text: string) =>
    devanagari()
      .layout(text)
      .glyphs.map((glyph) => glyph.name);

  it('forms conjuncts, reorders the reph and the short i, as the font means them', () => {
    // क्ष and द्ध are one glyph each; प्र has its र joined.
    expect(glyphNames('क्ष')).toHaveLength(1);
    expect(glyphNames('द्ध')).toHaveLength(1);
    expect(glyphNames('प्राप्त')[0]).toBe('uni092A094D0930');
    // धर्म: the reph (र्) is drawn after म, over it.
    expect(glyphNames('धर्म').at(-1)).toBe('uni0930094D');
    // कि: the short i sign comes before the consonant it follows in the text.
    expect(glyphNames('कि')[0]).toMatch(/^uni093F/);
  });
});
