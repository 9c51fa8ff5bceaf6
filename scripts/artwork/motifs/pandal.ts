/** The festival pandal: its interior, the arch around the idol and banded pillars. */
import { darken } from '../core/colour';
import type { Pic } from '../core/pic';
import { circle, d, path, rect } from '../core/svg';
import { C } from '../palette';
import { arch } from './architecture';
import { garland, strand } from './garlands';

/**
 * The marigold arch that frames the idol: an outer arch and a paler one inside it, `inset` in
 * from the sides and `insetTop` down from the crown.
 */
export function idolArch(
  x: number,
  bottom: number,
  w: number,
  h: number,
  inset: number,
  insetTop = inset,
  inner = '#F6C36A',
): string {
  return (
    arch(x, bottom, w, h, C.marigold) + arch(x + inset, bottom, w - 2 * inset, h - insetTop, inner)
  );
}

/** A white pillar wrapped in `bands.count` coloured bands, alternating `even` and `odd`. */
export function bandedPillar(
  x: number,
  y: number,
  w: number,
  h: number,
  bands: { count: number; from: number; every: number; depth: number },
  [even, odd]: [string, string],
): string {
  const out = [rect(x, y, w, h, C.offWhite)];
  for (let k = 0; k < bands.count; k++)
    out.push(rect(x, bands.from + k * bands.every, w, bands.depth, k % 2 ? odd : even));
  return out.join('');
}

/** The interior of a festival pandal: canopy, pillars, drapes, stage and backdrop. */
export function pandalFrame(
  p: Pic,
  o: {
    x0: number;
    x1: number;
    top: number;
    stage: number;
    bottom: number;
    night?: boolean;
    sway?: number;
  },
): string {
  const { x0, x1, top, stage, bottom } = o;
  const w = x1 - x0;
  const cx = (x0 + x1) / 2;
  const sway = o.sway ?? 0;
  const out: string[] = [];
  // backdrop
  out.push(
    rect(
      x0,
      top,
      w,
      stage - top,
      p.linear([
        [0, o.night ? '#5A1424' : C.maroon],
        [1, o.night ? '#8E2430' : '#B23A3A'],
      ]),
    ),
  );
  for (let i = 0; i < 9; i++) {
    const bx = x0 + (w * (i + 0.5)) / 9;
    out.push(rect(bx - 1.5, top, 3, stage - top, C.marigold, { opacity: 0.18 }));
  }
  // the scalloped arch frame around the idol
  const aw = w * 0.42;
  const ah = (stage - top) * 0.86;
  out.push(
    idolArch(
      cx - aw / 2 - 12,
      stage,
      aw + 24,
      ah + 12,
      12,
      12,
      o.night ? '#F6C36A' : C.marigoldPale,
    ),
  );
  out.push(circle(cx, stage - ah * 0.56, aw * 0.42, p.glow(C.offWhite, 0.7)));
  // stage, steps and a carpeted floor
  out.push(
    rect(
      x0 - 200,
      stage + (bottom - stage) * 0.4,
      w + 400,
      bottom - stage,
      o.night ? '#2A0E1E' : '#5A1A26',
    ),
  );
  out.push(rect(x0, stage, w, (bottom - stage) * 0.4, C.maroon));
  out.push(rect(x0, stage, w, 6, C.marigold));
  out.push(
    rect(
      x0 + w * 0.1,
      stage + (bottom - stage) * 0.4,
      w * 0.8,
      (bottom - stage) * 0.3,
      darken(C.maroon, 0.15),
    ),
  );
  out.push(rect(x0 + w * 0.1, stage + (bottom - stage) * 0.4, w * 0.8, 5, C.marigold));
  // pillars wrapped with marigold bands
  const pw = w * 0.06;
  const bands = {
    count: 10,
    from: top + 30,
    every: (stage - top - 30) / 10,
    depth: (stage - top) / 22,
  };
  for (const px of [x0 + w * 0.05, x1 - w * 0.05 - pw])
    out.push(bandedPillar(px, top, pw, stage - top, bands, [C.saffron, C.marigold]));
  // drapes pulled back: a saffron curtain tied in toward the stage, a narrower orange one in front
  for (const side of [-1, 1]) {
    const ex = side < 0 ? x0 : x1;
    /** A drape reaching `reach`·w in at the top, bellying to `belly`·w and `hem`·w at the stage. */
    const drape = (reach: number, belly: number, hem: number, color: string) =>
      path(
        d(
          ...['M', ex, top, 'L', ex - side * w * reach, top],
          ...['Q', ex - side * w * belly, top + (stage - top) * 0.45, ex - side * w * hem, stage],
          ...['L', ex, stage, 'Z'],
        ),
        color,
      );
    out.push(drape(0.2, 0.06, 0.03, C.saffron), drape(0.12, 0.03, 0.01, C.orange));
  }
  // canopy valance
  out.push(rect(x0, top - 40, w, 44, C.indigo));
  const sc = 16;
  for (let k = 0; k < sc; k++) {
    const sx = x0 + (w * k) / sc;
    out.push(
      path(
        d('M', sx, top + 4, 'A', w / sc / 2, w / sc / 2.2, 0, 0, 0, sx + w / sc, top + 4, 'Z'),
        k % 2 ? C.marigold : C.saffron,
      ),
    );
  }
  for (let k = 0; k < 40; k++)
    out.push(circle(x0 + (w * (k + 0.5)) / 40, top - 20, 3.2, k % 2 ? C.marigold : C.offWhite));
  // marigold swags and strands
  const sw = w / 5;
  for (let k = 0; k < 5; k++) {
    out.push(garland([x0 + sw * k, top + 20], [x0 + sw * (k + 1), top + 20], 26, 5.5, { sway }));
  }
  for (let k = 0; k <= 5; k++)
    out.push(
      strand(x0 + sw * k, top + 20, 70 + (k % 2) * 30, 5.5, [C.marigold, C.orangeSoft], sway),
    );
  return out.join('');
}
