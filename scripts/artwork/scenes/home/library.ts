import type { Pt } from '../../core/geometry';
import { Pic, type Stop } from '../../core/pic';
import { at, makeRng } from '../../core/random';
import { circle, d, line, path, poly, rect } from '../../core/svg';
import { randomLook } from '../../motifs/crowd';
import { arcadeWindow, bookshelf, openBook } from '../../motifs/indoors';
import { person, type PersonOpts } from '../../motifs/person';
import { neemTree } from '../../motifs/plants';
import { C, SKINS } from '../../palette';

/** The library: readers at a long table between bookshelves and arched windows. */
export function homeLibrary(): string {
  const p = new Pic(900, 600, 502);
  const { rng } = p;
  const out = [rect(0, 0, 900, 600, '#F1E4CC'), rect(0, 430, 900, 170, '#C9A27A')];
  for (let k = 0; k < 12; k++) out.push(line(k * 90 - 90, 600, k * 90 - 10, 430, '#B88E66', 2));
  out.push(rect(0, 320, 900, 110, '#E3D1B0'), rect(0, 318, 900, 6, C.woodLight));
  out.push(bookshelf(rng, 24, 40, 220, 380, 5), bookshelf(rng, 656, 40, 220, 380, 5));
  const sky: Stop[] = [
    [0, '#7FB6EC'],
    [1, '#CFE6F8'],
  ];
  out.push(
    arcadeWindow(p, 300, 60, 120, 240, C.offWhite, sky, neemTree(makeRng(3), 370, 420, 0.8)),
  );
  out.push(
    arcadeWindow(p, 480, 60, 120, 240, C.offWhite, sky, neemTree(makeRng(4), 520, 440, 0.85)),
  );
  // sunlight falling from each window across the floor
  for (const x of [300, 480]) {
    const beam: Pt[] = [
      [x, 300],
      [x + 120, 300],
      [x + 200, 600],
      [x + 20, 600],
    ];
    out.push(poly(beam, C.offWhite, { opacity: 0.16 }));
  }
  // a wall clock between the windows
  out.push(
    circle(450, 120, 22, C.woodDark),
    circle(450, 120, 18, C.offWhite),
    line(450, 120, 450, 107, C.ink, 2.5),
    line(450, 120, 460, 124, C.ink, 2.5),
  );
  // pendant lamps
  for (const lx of [270, 630]) {
    out.push(
      line(lx, 0, lx, 60, C.woodDark, 2),
      path(d('M', lx - 26, 86, 'Q', lx, 50, lx + 26, 86, 'Z'), C.indigo),
      circle(lx, 92, 40, p.glow(C.marigoldPale, 0.7)),
    );
  }
  // readers at a long table
  const readers: [number, Partial<PersonOpts>][] = [
    [
      170,
      {
        hairStyle: 'long',
        dress: 'kurta',
        dupatta: C.saffron,
        top: C.indigoSoft,
        skin: at(SKINS, 1),
      },
    ],
    [330, { top: C.indigo, skin: at(SKINS, 3), hairStyle: 'short', dress: 'shirt' }],
    [570, { hairStyle: 'bun', top: C.teal, skin: at(SKINS, 4), dress: 'kurta' }],
    [730, { top: C.marigold, skin: at(SKINS, 2), hairStyle: 'short', dress: 'shirt' }],
  ];
  for (const [rx, over] of readers) {
    out.push(person(rx, 566, 230, randomLook(rng, { arms: [18, 18], bend: [-40, -40], ...over })));
  }
  out.push(
    rect(50, 466, 800, 16, C.wood),
    rect(60, 482, 780, 56, C.woodDark),
    rect(90, 538, 18, 62, C.woodDark),
    rect(792, 538, 18, 62, C.woodDark),
  );
  for (const [rx] of readers)
    out.push(openBook(rx, 468, 1.5, rng.pick([C.indigo, C.saffron, C.teal, C.maroon])));
  // reading lamps and a stack of books
  for (const lx of [250, 650]) {
    out.push(
      rect(lx - 3, 428, 6, 40, C.woodDark),
      path(d('M', lx - 26, 432, 'Q', lx, 404, lx + 26, 432, 'Z'), C.leaf),
      circle(lx, 440, 40, p.glow(C.marigoldPale, 0.7)),
    );
  }
  out.push(
    rect(432, 446, 40, 10, C.saffron),
    rect(436, 436, 34, 10, C.indigo),
    rect(430, 426, 42, 10, C.teal),
  );
  return p.svg(out);
}
