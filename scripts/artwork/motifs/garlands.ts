/** Festive strings: marigold garlands and strands, torans and bunting. */
import { lighten } from '../core/colour';
import { curvePoints, type Pt } from '../core/geometry';
import { at } from '../core/random';
import { circle, d, line, path, poly, stroke } from '../core/svg';
import { C } from '../palette';

/** A string of marigold beads hanging between two points, with optional hanging ends. */
export function garland(
  a: Pt,
  b: Pt,
  sag: number,
  r: number,
  o: { colors?: string[]; sway?: number; tails?: number } = {},
): string {
  const colors = o.colors ?? [C.marigold, C.orangeSoft];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) + Math.abs(sag) * 1.3;
  const count = Math.max(2, Math.round(len / (r * 1.45)));
  const pts = curvePoints(a, b, sag, count, o.sway ?? 0);
  const out: string[] = [];
  pts.forEach(([x, y], i) => {
    const c = at(colors, Math.floor(i / 4));
    out.push(circle(x, y, r, c));
    out.push(circle(x - r * 0.25, y - r * 0.25, r * 0.4, lighten(c, 0.35), { opacity: 0.7 }));
  });
  if (o.tails) {
    out.push(strand(a[0], a[1], o.tails, r, colors, o.sway ?? 0));
    out.push(strand(b[0], b[1], o.tails, r, colors, o.sway ?? 0));
  }
  return out.join('');
}

/** A hanging strand of marigolds ending in a mango leaf and a bud. */
export function strand(
  x: number,
  y: number,
  len: number,
  r: number,
  colors: string[],
  sway = 0,
): string {
  const out: string[] = [];
  const n = Math.max(2, Math.round(len / (r * 1.45)));
  let lx = x;
  let ly = y;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    lx = x + sway * 0.3 * t * t;
    ly = y + len * t;
    const c = at(colors, Math.floor(i / 3));
    out.push(circle(lx, ly, r, c));
    out.push(circle(lx - r * 0.25, ly - r * 0.25, r * 0.4, lighten(c, 0.35), { opacity: 0.7 }));
  }
  out.push(
    path(
      d(
        'M',
        lx,
        ly + r,
        'Q',
        lx + r * 1.2,
        ly + r * 3,
        lx,
        ly + r * 5,
        'Q',
        lx - r * 1.2,
        ly + r * 3,
        lx,
        ly + r,
        'Z',
      ),
      C.leaf,
    ),
  );
  return out.join('');
}

/** A toran: a string of mango leaves and marigolds along a doorway's top. */
export function toran(x0: number, x1: number, y: number, size: number): string {
  const out: string[] = [line(x0, y, x1, y, C.woodDark, Math.max(1, size * 0.12))];
  const n = Math.max(3, Math.round((x1 - x0) / (size * 0.9)));
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    if (i % 2 === 0) {
      out.push(
        path(
          d(
            'M',
            x,
            y,
            'Q',
            x + size * 0.45,
            y + size * 0.9,
            x,
            y + size * 1.8,
            'Q',
            x - size * 0.45,
            y + size * 0.9,
            x,
            y,
            'Z',
          ),
          i % 4 ? C.leaf : C.leafLight,
        ),
      );
    } else {
      out.push(circle(x, y + size * 0.35, size * 0.32, i % 4 === 1 ? C.marigold : C.orangeSoft));
    }
  }
  return out.join('');
}

/** Small triangular flags along a sagging string. */
export function bunting(
  a: Pt,
  b: Pt,
  sag: number,
  size: number,
  colors: string[],
  sway = 0,
): string {
  const n = Math.max(2, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / (size * 1.5)));
  const pts = curvePoints(a, b, sag, n, sway);
  const out: string[] = [
    stroke(d('M', ...pts.flatMap(([x, y], i) => (i ? ['L', x, y] : [x, y]))), C.woodDark, 1.2),
  ];
  pts.slice(0, -1).forEach(([x, y], i) => {
    const [nx, ny] = at(pts, i + 1);
    const mx = (x + nx) / 2;
    const my = (y + ny) / 2;
    out.push(
      poly(
        [
          [x + (nx - x) * 0.1, y + (ny - y) * 0.1],
          [x + (nx - x) * 0.9, y + (ny - y) * 0.9],
          [mx + sway * 0.02, my + size],
        ],
        at(colors, i),
      ),
    );
  });
  return out.join('');
}
