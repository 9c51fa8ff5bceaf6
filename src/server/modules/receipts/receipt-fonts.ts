import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font, type GlyphRun } from 'fontkit';

/**
 * The fonts receipts embed: Noto Sans for Latin text (its latin-ext subset has ₹) and Noto Sans
 * Devanagari for names and addresses in Devanagari, from the @fontsource packages the site
 * already ships. Fontsource splits each font into subsets by script, so a line of text is
 * drawn as runs, each in the subset that has its glyphs (see fontRuns).
 */

export type Script = 'latin' | 'latinExt' | 'devanagari';
export type Weight = 'regular' | 'bold';

const FILES: Record<Script, (weight: number) => string> = {
  latin: (weight) => `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`,
  latinExt: (weight) => `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff`,
  devanagari: (weight) =>
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
};
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

/** Which subset to try first for a character: the order also breaks ties (₹ is in two). */
const SCRIPTS: Script[] = ['latin', 'latinExt', 'devanagari'];

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * Unpacks a WOFF (1.0) font into the plain TrueType/OpenType file it wraps. fontkit reads WOFF
 * itself, but inflates a table again (in JavaScript) every time it reads it, and embedding a
 * subset reads the glyph table once per glyph: that made each PDF take a second.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF font');
  }
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });

  const padded = (length: number) => (length + 3) & ~3;
  const directoryEnd = SFNT_HEADER + numTables * SFNT_ENTRY;
  const sfnt = Buffer.alloc(
    tables.reduce((size, table) => size + padded(table.data.length), directoryEnd),
  );
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's own version (flavor)
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * SFNT_ENTRY - searchRange, 10);
  let offset = directoryEnd;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

type FontSet = Record<Script, Font>;

const require = createRequire(import.meta.url);

function loadFont(script: Script, weight: Weight): Font {
  const woff = readFileSync(require.resolve(FILES[script](WEIGHTS[weight])));
  const font = create(woffToSfnt(woff));
  if (!('layout' in font)) throw new Error(`${FILES[script](WEIGHTS[weight])} is a collection`);
  return withLayoutCache(font);
}

/** Enough for every word of thousands of receipts; then the cache starts again. */
const MAX_CACHED_LAYOUTS = 5000;

/**
 * The font, remembering how it lays out each piece of text across PDFs (pdfkit remembers only
 * within one). Shaping is most of the time a receipt takes, and most words (labels, the 80G
 * statement) recur on every receipt. pdfkit scales a run's positions in place, so each caller
 * gets positions of its own.
 */
function withLayoutCache(font: Font): Font {
  const runs = new Map<string, GlyphRun>();
  const layout: Font['layout'] = (text, features, script, language, direction) => {
    if (features ?? script ?? language ?? direction) {
      return font.layout(text, features, script, language, direction);
    }
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= MAX_CACHED_LAYOUTS) runs.clear();
      run = font.layout(text);
      runs.set(text, run);
    }
    const copy = (object: object) =>
      Object.assign(Object.create(Object.getPrototypeOf(object)), object);
    return Object.assign(copy(run), { positions: run.positions.map(copy) });
  };
  return new Proxy(font, {
    get: (target, property) =>
      property === 'layout' ? layout : Reflect.get(target, property, target),
  });
}

const loaded = new Map<Weight, FontSet>();

/**
 * The fonts of a weight, read and parsed once per process: parsing them (and the shaping
 * tables Devanagari needs) again for each PDF would cost far more than drawing it.
 */
export function receiptFonts(weight: Weight): FontSet {
  let fonts = loaded.get(weight);
  if (!fonts) {
    fonts = {
      latin: loadFont('latin', weight),
      latinExt: loadFont('latinExt', weight),
      devanagari: loadFont('devanagari', weight),
    };
    loaded.set(weight, fonts);
  }
  return fonts;
}

export interface FontRun {
  script: Script;
  text: string;
}

/** Joiners and marks stay with the letters before them, or shaping would break. */
const CLINGS = /^[\p{M}\u200C\u200D]$/u;
const SPACE = /^\s$/u;

/**
 * Splits text into runs that one font subset can draw, such as "Received from ", "अमित पाटील".
 * A space stays in the run it follows when that font has it, so a name in Devanagari is one
 * run and shapes as a whole.
 */
export function fontRuns(text: string, fonts: FontSet = receiptFonts('regular')): FontRun[] {
  const runs: FontRun[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    const keepsRun =
      current &&
      (CLINGS.test(character) || SPACE.test(character)) &&
      fonts[current.script].hasGlyphForCodePoint(codePoint);
    const script = keepsRun
      ? current.script
      : (SCRIPTS.find((candidate) => fonts[candidate].hasGlyphForCodePoint(codePoint)) ?? 'latin');
    if (current?.script === script) current.text += character;
    else runs.push({ script, text: character });
  }
  return runs;
}
