/** The hostel's architecture: arches, arcaded facades, scalloped fringes and chhatris. */
import { darken } from '../core/colour';
import type { Rng } from '../core/random';
import { type Attrs, circle, d, group, line, num, path, rect } from '../core/svg';
import { type BuildingPalette, C } from '../palette';

/** An arch-topped opening, bottom edge at yBottom. */
export function arch(
  x: number,
  yBottom: number,
  w: number,
  h: number,
  fill: string,
  a: Attrs = {},
): string {
  const r = w / 2;
  const yTop = yBottom - h + r;
  return path(
    d('M', x, yBottom, 'V', yTop, 'A', r, r, 0, 0, 1, x + w, yTop, 'V', yBottom, 'Z'),
    fill,
    a,
  );
}

interface FacadeOpts extends BuildingPalette {
  storeys: number;
  bays: number;
  /** Share of openings with warm light inside (dusk and night). */
  lit?: number;
  rng?: Rng;
}

/**
 * A hostel facade drawn from its bottom-left corner (0, 0) upward: arcaded verandas on every
 * storey, cornice bands, a plinth and a crenellated parapet.
 */
export function facade(w: number, h: number, o: FacadeOpts): string {
  const out: string[] = [];
  const plinth = h * 0.07;
  const parapet = h * 0.1;
  const sh = (h - plinth - parapet) / o.storeys;
  const bw = w / o.bays;
  out.push(rect(0, -h, w, h, o.wall));
  out.push(rect(0, -plinth, w, plinth, o.shade));
  for (let s = 0; s < o.storeys; s++) {
    const floor = -plinth - s * sh;
    if (s > 0) out.push(rect(-3, floor - sh * 0.07, w + 6, sh * 0.07, o.trim));
    for (let b = 0; b < o.bays; b++) {
      const cx = bw * (b + 0.5);
      const ow = bw * 0.62;
      const bottom = s === 0 ? floor : floor - sh * 0.1;
      const oh = s === 0 ? sh * 0.84 : sh * 0.72;
      const lit = o.lit && o.rng ? o.rng.chance(o.lit) : false;
      out.push(arch(cx - ow / 2 - bw * 0.06, bottom, ow + bw * 0.12, oh + bw * 0.06, o.trim));
      out.push(arch(cx - ow / 2, bottom, ow, oh, lit ? C.marigoldSoft : o.opening));
      if (lit)
        out.push(
          arch(cx - ow / 2, bottom, ow, oh, C.marigold, {
            opacity: 0.5,
            transform: `translate(0 ${num(oh * 0.35)})`,
          }),
        );
      if (s > 0) {
        // veranda railing
        const ry = bottom - oh * 0.3;
        out.push(rect(cx - ow / 2, ry, ow, oh * 0.045, o.trim));
        for (let k = 1; k < 5; k++) {
          const bx = cx - ow / 2 + (ow * k) / 5;
          out.push(rect(bx - ow * 0.018, ry, ow * 0.036, oh * 0.3, o.trim));
        }
      } else {
        // a glimpse of the back wall and a door inside the ground-floor arcade
        out.push(
          rect(
            cx - ow * 0.18,
            bottom - oh * 0.5,
            ow * 0.36,
            oh * 0.5,
            lit ? C.marigold : darken(o.opening, 0.25),
          ),
        );
      }
    }
  }
  // parapet: a band with little merlons and a cornice shadow
  out.push(rect(-4, -h + parapet * 0.45, w + 8, parapet * 0.55, o.trim));
  out.push(rect(-4, -h + parapet, w + 8, parapet * 0.12, o.shade, { opacity: 0.6 }));
  const merlons = Math.max(4, Math.round(w / (bw * 0.5)));
  for (let i = 0; i <= merlons; i++) {
    const mx = -4 + ((w + 8) * i) / merlons;
    out.push(rect(mx - bw * 0.07, -h, bw * 0.14, parapet * 0.5, o.trim));
  }
  return out.join('');
}

/** A facade (see facade()) with its bottom-left corner at (x, y). */
export function facadeAt(x: number, y: number, w: number, h: number, o: FacadeOpts): string {
  return group(facade(w, h, o), { transform: `translate(${num(x)} ${num(y)})` });
}

/**
 * A scalloped fringe: `count` arches side by side from x0, each `w` wide and `h` tall, standing
 * on `bottom` and then mirrored about the line y = mirrorY so that they hang down.
 */
export function scallops(
  x0: number,
  bottom: number,
  w: number,
  h: number,
  count: number,
  mirrorY: number,
  [even, odd]: [string, string],
): string {
  const flip = `scale(1 -1) translate(0 ${num(-2 * mirrorY)})`;
  const out: string[] = [];
  for (let k = 0; k < count; k++)
    out.push(arch(x0 + k * w, bottom, w, h, k % 2 ? odd : even, { transform: flip }));
  return out.join('');
}

/** An onion dome on a small open pavilion (chhatri), base centre at (0, 0). */
export function chhatri(
  w: number,
  color: string,
  trim: string,
  dome: string,
  flag?: string,
): string {
  const out: string[] = [];
  const h = w * 0.6;
  out.push(rect(-w / 2, -h * 0.12, w, h * 0.12, trim));
  out.push(rect(-w / 2 + w * 0.06, -h, w * 0.1, h, color));
  out.push(rect(w / 2 - w * 0.16, -h, w * 0.1, h, color));
  out.push(rect(-w * 0.1, -h, w * 0.2, h * 0.88, color));
  out.push(rect(-w * 0.6, -h - h * 0.15, w * 1.2, h * 0.15, trim));
  const r = w * 0.5;
  const by = -h - h * 0.15;
  out.push(
    path(
      d(
        'M',
        -r,
        by,
        'C',
        -r,
        by - r * 0.95,
        -r * 0.15,
        by - r * 1.05,
        0,
        by - r * 1.55,
        'C',
        r * 0.15,
        by - r * 1.05,
        r,
        by - r * 0.95,
        r,
        by,
        'Z',
      ),
      dome,
    ),
  );
  out.push(circle(0, by - r * 1.6, r * 0.1, C.marigold));
  if (flag) {
    const top = by - r * 1.6 - w * 0.5;
    out.push(line(0, by - r * 1.55, 0, top, C.woodDark, Math.max(1.5, w * 0.03)));
    out.push(
      path(
        d(
          'M',
          0,
          top,
          'Q',
          w * 0.25,
          top + w * 0.07,
          w * 0.4,
          top + w * 0.15,
          'Q',
          w * 0.22,
          top + w * 0.19,
          0,
          top + w * 0.27,
          'Z',
        ),
        flag,
      ),
    );
  }
  return out.join('');
}
