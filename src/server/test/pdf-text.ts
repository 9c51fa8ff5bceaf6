import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type {
  StructTreeContent,
  StructTreeNode,
  TextItem,
  TextMarkedContent,
} from 'pdfjs-dist/types/src/display/api';

/** pdf.js reads an element's ActualText (or Alt) into `alt`; its types leave it out. */
type Node = StructTreeNode & { alt?: string };

/** The ActualText of each tagged element, by the id of the marked content it covers. */
function actualTexts(node: Node | StructTreeContent, texts = new Map<string, string>()) {
  if ('children' in node) {
    for (const child of node.children) {
      if (node.alt !== undefined && 'type' in child && child.type === 'content') {
        texts.set(child.id, node.alt);
      }
      actualTexts(child, texts);
    }
  }
  return texts;
}

interface Piece {
  x: number;
  y: number;
  width: number;
  text: string;
}

/** Text items in drawing order, each run tagged with an ActualText replaced by that text. */
function pieces(items: (TextItem | TextMarkedContent)[], texts: Map<string, string>): Piece[] {
  const result: Piece[] = [];
  let replacing: Piece | undefined;
  let depth = 0;
  for (const item of items) {
    if ('str' in item) {
      // Spaces come from the gaps between pieces (see lines), not from pdf.js's guesses.
      if (item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      if (!replacing) {
        result.push({ x, y, width: item.width, text: item.str });
      } else {
        const right = Math.max(x + item.width, replacing.x + replacing.width);
        if (replacing.width === 0 || x < replacing.x) Object.assign(replacing, { x, y });
        replacing.width = right - replacing.x;
      }
    } else if (item.type === 'beginMarkedContentProps' && !replacing && texts.has(item.id)) {
      replacing = { x: 0, y: 0, width: 0, text: texts.get(item.id) ?? '' };
      depth = 1;
    } else if (replacing && item.type.startsWith('beginMarkedContent')) {
      depth += 1;
    } else if (replacing && item.type === 'endMarkedContent' && --depth === 0) {
      result.push(replacing);
      replacing = undefined;
    }
  }
  return result;
}

/** Pieces on one baseline (within a point or two) make a line, read left to right. */
function lines(all: Piece[]): string[] {
  const rows: Piece[][] = [];
  for (const piece of [...all].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row?.[0] && Math.abs(row[0].y - piece.y) <= 2) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let text = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const piece of row) {
      // A gap wider than a thin space reads as a space, but never before closing punctuation:
      // pdf.js measures shaped Devanagari short, so "पुणे," would read as "पुणे ,".
      const gap = piece.x - end > 1.5 && !/^[,.;:!?)\]]/.test(piece.text);
      if (gap && text && !text.endsWith(' ')) text += ' ';
      text += piece.text;
      end = Math.max(end, piece.x + piece.width);
    }
    return text.replace(/\s+/g, ' ').trim();
  });
}

/**
 * The text of a PDF, page after page, one line of the page per line, top to bottom. Where the
 * PDF is tagged and gives a run its ActualText (our receipts do for Devanagari, whose glyphs
 * are stored in visual order), that text stands in for the run's glyphs.
 */
export async function extractPdfText(pdf: Uint8Array): Promise<string> {
  // pdf.js takes the bytes over, so it gets a copy.
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [content, tree] = await Promise.all([
        page.getTextContent({ includeMarkedContent: true }),
        page.getStructTree() as Promise<Node | null>,
      ]);
      const texts = tree ? actualTexts(tree) : new Map<string, string>();
      pages.push(lines(pieces(content.items, texts)).filter(Boolean).join('\n'));
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}
