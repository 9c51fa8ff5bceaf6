/** Furnishings for indoor scenes: books, a ceiling fan, arched windows, thalis and glasses. */
import { darken, lighten } from '../core/colour';
import { TAU } from '../core/geometry';
import type { Pic, Stop } from '../core/pic';
import type { Rng } from '../core/random';
import { d, ellipse, group, line, num, path, rect, tf } from '../core/svg';
import { C } from '../palette';
import { arch } from './architecture';

const BOOK_COLORS = [
  C.indigo,
  C.saffron,
  C.marigold,
  C.teal,
  C.maroon,
  C.leaf,
  C.indigoSoft,
  '#6D4C41',
  C.cream,
  '#4FA3D9',
];

export function bookshelf(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  rows: number,
): string {
  const out: string[] = [
    rect(x - 8, y - 8, w + 16, h + 16, C.woodDark),
    rect(x, y, w, h, '#4A3128'),
  ];
  const rh = h / rows;
  for (let r = 0; r < rows; r++) {
    const by = y + rh * (r + 1);
    let bx = x + 4;
    while (bx < x + w - 10) {
      const bw = rng.range(9, 20);
      if (bx + bw > x + w - 4) break;
      const bh = rh * rng.range(0.6, 0.9);
      const c = rng.pick(BOOK_COLORS);
      if (rng.chance(0.07)) {
        out.push(
          rect(bx, by - bh, bw, bh, c, { transform: `rotate(-12 ${num(bx + bw)} ${num(by)})` }),
        );
        bx += bw + 10;
        continue;
      }
      out.push(rect(bx, by - bh, bw, bh, c));
      out.push(rect(bx, by - bh * 0.8, bw, bh * 0.08, lighten(c, 0.35)));
      if (rng.chance(0.4)) out.push(rect(bx, by - bh * 0.3, bw, bh * 0.05, darken(c, 0.25)));
      bx += bw + rng.range(0.5, 2);
      if (rng.chance(0.05)) bx += 16;
    }
    out.push(rect(x - 8, by - 3, w + 16, 8, C.wood));
  }
  return out.join('');
}

export function openBook(x: number, y: number, s: number, cover: string = C.indigo): string {
  return group(
    [
      path(d('M', -24, 2, 'L', 0, 6, 'L', 24, 2, 'L', 24, -2, 'L', 0, 2, 'L', -24, -2, 'Z'), cover),
      path(d('M', -22, -2, 'Q', -10, -8, 0, -2, 'L', 0, 3, 'Q', -10, -3, -22, 1, 'Z'), C.offWhite),
      path(d('M', 22, -2, 'Q', 10, -8, 0, -2, 'L', 0, 3, 'Q', 10, -3, 22, 1, 'Z'), C.cream),
    ],
    { transform: tf(x, y, s) },
  );
}

export function ceilingFan(x: number, y: number, s: number, turn = 0): string {
  const out = [line(0, 0, 0, 40, C.woodDark, 3), ellipse(0, 44, 12, 6, C.steelDark)];
  for (let k = 0; k < 3; k++) {
    const a = turn + (k * TAU) / 3;
    const ex = Math.cos(a) * 60;
    const ey = Math.sin(a) * 9;
    out.push(
      path(
        d(
          'M',
          0,
          44,
          'Q',
          ex * 0.5,
          44 + ey * 0.5 - 5,
          ex,
          44 + ey,
          'Q',
          ex * 0.5,
          44 + ey * 0.5 + 5,
          0,
          44,
          'Z',
        ),
        C.steel,
      ),
    );
  }
  return group(out, { transform: tf(x, y, s) });
}

/** An arched window with a framed view (sky, a tree) clipped to its opening. */
export function arcadeWindow(
  p: Pic,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  outside: Stop[],
  view = '',
): string {
  const clip = p.clip(arch(x, y + h, w, h, C.ink));
  return [
    arch(x - 8, y + h, w + 16, h + 8, frame),
    arch(x, y + h, w, h, p.linear(outside)),
    view ? group(view, { 'clip-path': clip }) : '',
    rect(x + w / 2 - 2, y + w * 0.3, 4, h - w * 0.3, frame),
    rect(x, y + h * 0.55, w, 4, frame),
  ].join('');
}

export function thali(x: number, y: number, s: number, rng: Rng): string {
  const out = [ellipse(0, 0, 26, 8, C.steelDark), ellipse(0, -1, 23, 6.5, C.steel)];
  const foods = [C.marigold, C.leaf, C.offWhite, C.saffron];
  for (let k = 0; k < 3; k++) {
    const kx = -12 + k * 9;
    out.push(ellipse(kx, -4, 4.5, 2, C.steelDark), ellipse(kx, -4.4, 3.4, 1.4, rng.pick(foods)));
  }
  out.push(ellipse(9, 0, 8, 3, '#F3E2B3'));
  return group(out, { transform: tf(x, y, s) });
}

export function steelGlass(x: number, y: number, s: number): string {
  return group(
    [
      path(d('M', -5, -16, 'L', 5, -16, 'L', 4, 0, 'L', -4, 0, 'Z'), C.steel),
      rect(-5, -16, 3, 16, C.white, { opacity: 0.5 }),
    ],
    { transform: tf(x, y, s) },
  );
}
