/** The hostel as a whole: the gate tower, and the main block with its wings seen from the courtyard. */
import { darken, mix } from '../core/colour';
import { TAU } from '../core/geometry';
import type { Rng } from '../core/random';
import { circle, group, line, num, rect } from '../core/svg';
import { type BuildingPalette, C, TERRACOTTA } from '../palette';
import { arch, chhatri, facade, facadeAt } from './architecture';
import { garland, strand, toran } from './garlands';

interface TowerOpts {
  palette: BuildingPalette;
  garlands?: boolean;
  flag?: string;
  clock?: boolean;
  sway?: number;
}

/** The central gate tower: a tall arched gate, a clock, a chhatri on top and marigold swags. */
export function gateTower(cx: number, baseY: number, w: number, h: number, o: TowerOpts): string {
  const pal = o.palette;
  const out: string[] = [];
  const x0 = cx - w / 2;
  out.push(rect(x0, baseY - h, w, h, pal.wall));
  out.push(rect(x0, baseY - h, w * 0.09, h, pal.wallSide));
  out.push(rect(x0 + w * 0.91, baseY - h, w * 0.09, h, pal.wallSide));
  out.push(rect(x0 - 6, baseY - h * 0.05, w + 12, h * 0.05, pal.shade));
  // gate
  const gw = w * 0.5;
  const gh = h * 0.48;
  out.push(arch(cx - gw / 2 - w * 0.05, baseY, gw + w * 0.1, gh + w * 0.05, pal.trim));
  out.push(arch(cx - gw / 2, baseY, gw, gh, pal.opening));
  // open wooden doors with studs
  const dw = gw * 0.22;
  for (const side of [-1, 1]) {
    const dx = side < 0 ? cx - gw / 2 : cx + gw / 2 - dw;
    out.push(rect(dx, baseY - gh * 0.7, dw, gh * 0.7, C.wood));
    for (let k = 0; k < 4; k++)
      out.push(
        circle(
          dx + dw / 2,
          baseY - gh * 0.6 + k * gh * 0.14,
          Math.max(1.2, dw * 0.08),
          C.marigoldPale,
        ),
      );
  }
  // a glimpse of the courtyard through the gate
  out.push(
    rect(cx - gw * 0.28, baseY - gh * 0.45, gw * 0.56, gh * 0.45, mix(C.sand, pal.opening, 0.35)),
  );
  // cornices
  out.push(rect(x0 - 8, baseY - h * 0.62, w + 16, h * 0.035, pal.trim));
  out.push(rect(x0 - 10, baseY - h, w + 20, h * 0.06, pal.trim));
  // upper window or clock
  const uy = baseY - h * 0.8;
  if (o.clock) {
    out.push(circle(cx, uy, w * 0.17, pal.trim));
    out.push(circle(cx, uy, w * 0.14, C.offWhite));
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * TAU;
      out.push(
        circle(cx + Math.cos(a) * w * 0.115, uy + Math.sin(a) * w * 0.115, w * 0.008, C.indigo),
      );
    }
    out.push(line(cx, uy, cx, uy - w * 0.1, C.indigo, w * 0.018));
    out.push(line(cx, uy, cx + w * 0.07, uy + w * 0.02, C.indigo, w * 0.018));
  } else {
    out.push(arch(cx - w * 0.12, uy + w * 0.12, w * 0.24, w * 0.3, pal.opening));
  }
  out.push(
    group(chhatri(w * 0.46, pal.wall, pal.trim, pal.wallSide, o.flag), {
      transform: `translate(${num(cx)} ${num(baseY - h)})`,
    }),
  );
  if (o.garlands) {
    const gy = baseY - gh - w * 0.08;
    const gx0 = cx - gw / 2 - w * 0.06;
    const gx1 = cx + gw / 2 + w * 0.06;
    const r = Math.max(3, w * 0.026);
    out.push(toran(gx0, gx1, gy - w * 0.06, w * 0.07));
    const third = (gx1 - gx0) / 3;
    for (let k = 0; k < 3; k++) {
      out.push(
        garland([gx0 + third * k, gy], [gx0 + third * (k + 1), gy], w * 0.09, r, {
          sway: o.sway ?? 0,
        }),
      );
    }
    out.push(strand(gx0, gy, gh * 0.6, r, [C.marigold, C.orangeSoft], o.sway ?? 0));
    out.push(strand(gx1, gy, gh * 0.6, r, [C.marigold, C.orangeSoft], o.sway ?? 0));
  }
  return out.join('');
}

interface CourtyardOpts {
  x0: number;
  x1: number;
  baseY: number;
  h: number;
  storeys: number;
  bays: number;
  palette?: BuildingPalette;
  wing?: { dx: number; dy: number; len: number; bays: number };
  tower?: { w: number; h: number };
  garlands?: boolean;
  flag?: string;
  lit?: number;
  rng?: Rng;
}

/**
 * The hostel as seen from inside its courtyard: a main block with the gate tower at the back
 * and two wings coming forward on either side (drawn in oblique projection).
 */
export function hostelCourtyard(o: CourtyardOpts): string {
  const pal = o.palette ?? TERRACOTTA;
  const out: string[] = [];
  const fo = { ...pal, storeys: o.storeys, bays: o.bays, lit: o.lit, rng: o.rng };
  out.push(facadeAt(o.x0, o.baseY, o.x1 - o.x0, o.h, fo));
  if (o.tower) {
    out.push(
      gateTower((o.x0 + o.x1) / 2, o.baseY, o.tower.w, o.tower.h, {
        palette: pal,
        garlands: o.garlands,
        flag: o.flag,
        clock: true,
      }),
    );
  }
  if (o.wing) {
    const { dx, dy, len, bays } = o.wing;
    const side = { ...fo, bays, wall: pal.wallSide, opening: darken(pal.opening, 0.1) };
    const wingH = o.h;
    // left wing: runs from the main block's left end toward the viewer
    out.push(
      group(facade(len, wingH, side), {
        transform: `matrix(${num(dx / len)} ${num(-dy / len)} 0 1 ${num(o.x0 - dx)} ${num(o.baseY + dy)})`,
      }),
    );
    out.push(
      group(facade(len, wingH, side), {
        transform: `matrix(${num(-dx / len)} ${num(-dy / len)} 0 1 ${num(o.x1 + dx)} ${num(o.baseY + dy)})`,
      }),
    );
    // the wings' end walls, facing the viewer
    const endW = dx * 0.9;
    const end = { ...fo, bays: 2, storeys: o.storeys };
    out.push(facadeAt(o.x0 - dx - endW, o.baseY + dy, endW, wingH, end));
    out.push(facadeAt(o.x1 + dx, o.baseY + dy, endW, wingH, end));
  }
  return out.join('');
}
