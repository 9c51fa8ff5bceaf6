import { darken, lighten } from '../core/colour';
import type { Pic } from '../core/pic';
import { circle, d, ellipse, group, line, num, path, rect, stroke, tf } from '../core/svg';
import { C } from '../palette';
import { garland } from './garlands';

interface GaneshOpts {
  body?: string;
  cloth?: string;
  halo?: boolean;
  sway?: number;
}

/**
 * Lord Ganesh, seated: a respectful, simple shape-based figure. Base centre at (x, y), about
 * 215 units tall before scaling by `s`.
 */
export function ganesh(p: Pic, x: number, y: number, s: number, o: GaneshOpts = {}): string {
  const body = o.body ?? '#F4A05A';
  const edge = darken(body, 0.2);
  const bodyLight = lighten(body, 0.22);
  const cloth = o.cloth ?? C.red;
  const gold = C.marigold;
  const sway = o.sway ?? 0;
  const out: string[] = [];
  /** A rounded limb with a soft darker edge, so overlapping parts stay readable. */
  const limb = (dd: string, w: number) => stroke(dd, edge, w + 4) + stroke(dd, body, w);
  const outline = { stroke: edge, 'stroke-width': 2.5 };
  if (o.halo !== false) {
    out.push(circle(0, -135, 118, p.glow(C.marigoldSoft, 0.7)));
    for (let i = 0; i < 24; i++) {
      out.push(
        group(
          path(
            d('M', 0, -88, 'Q', 9, -100, 0, -114, 'Q', -9, -100, 0, -88, 'Z'),
            i % 2 ? C.marigold : C.orangeSoft,
          ),
          { transform: `translate(0 -135) rotate(${i * 15})` },
        ),
      );
    }
    out.push(circle(0, -135, 88, C.saffron));
    out.push(circle(0, -135, 80, lighten(C.marigoldPale, 0.3)));
  }
  // seat
  out.push(rect(-82, -22, 164, 22, C.maroon, { rx: 6 }));
  out.push(rect(-82, -22, 164, 5, gold, { rx: 2 }));
  for (let k = -3; k <= 3; k++) out.push(circle(k * 22, -9, 3, gold));
  // ears behind the head
  for (const side of [-1, 1]) {
    out.push(
      ellipse(side * 40, -142, 25, 33, body, {
        ...outline,
        transform: `rotate(${side * 18} ${side * 40} -142)`,
      }),
    );
    out.push(
      ellipse(side * 42, -140, 15, 22, lighten(C.pink, 0.55), {
        transform: `rotate(${side * 18} ${side * 42} -140)`,
        opacity: 0.8,
      }),
    );
  }
  // upper arms raised, holding lotuses
  for (const side of [-1, 1]) {
    out.push(limb(d('M', side * 30, -104, 'Q', side * 66, -104, side * 76, -132), 14));
    out.push(line(side * 70, -121, side * 81, -125, gold, 3));
    const lx = side * 78;
    const ly = -142;
    for (let k = -2; k <= 2; k++) {
      out.push(
        group(
          path(
            d('M', 0, 0, 'Q', 6, -10, 0, -20, 'Q', -6, -10, 0, 0, 'Z'),
            k % 2 ? C.pink : lighten(C.pink, 0.35),
          ),
          { transform: `translate(${num(lx)} ${num(ly + 6)}) rotate(${k * 28})` },
        ),
      );
    }
  }
  // crossed legs under the cloth
  out.push(ellipse(0, -38, 66, 22, cloth));
  out.push(
    path(d('M', -64, -34, 'Q', 0, -6, 64, -34), 'none', { stroke: gold, 'stroke-width': 4 }),
  );
  // belly
  out.push(ellipse(0, -76, 43, 40, body, outline));
  out.push(ellipse(-6, -70, 26, 22, bodyLight, { opacity: 0.5 }));
  out.push(
    path(d('M', -44, -60, 'Q', 0, -40, 44, -60, 'L', 42, -48, 'Q', 0, -30, -42, -48, 'Z'), cloth),
  );
  out.push(
    path(d('M', -43, -58, 'Q', 0, -38, 43, -58), 'none', { stroke: gold, 'stroke-width': 3 }),
  );
  // lower arms: a hand raised in blessing and a hand holding a modak
  out.push(limb(d('M', -38, -100, 'Q', -62, -88, -58, -104), 13));
  out.push(
    path(
      d('M', -66, -100, 'Q', -67, -122, -58, -124, 'Q', -49, -122, -50, -100, 'Z'),
      body,
      outline,
    ),
  );
  out.push(circle(-58, -109, 2.5, C.red));
  out.push(limb(d('M', 38, -100, 'Q', 62, -86, 54, -68), 13));
  out.push(
    path(
      d('M', 45, -62, 'Q', 54, -78, 63, -62, 'Q', 63, -54, 54, -54, 'Q', 45, -54, 45, -62, 'Z'),
      C.offWhite,
    ),
  );
  out.push(
    path(d('M', 54, -76, 'L', 54, -58), 'none', { stroke: C.marigoldPale, 'stroke-width': 1.2 }),
  );
  out.push(line(-55, -93, -49, -89, gold, 3), line(55, -81, 49, -77, gold, 3));
  // marigold garland around the neck
  out.push(garland([-32, -112], [32, -112], 28, 4.4, { colors: [C.marigold, C.orangeSoft], sway }));
  // head
  out.push(circle(0, -142, 33, body, outline));
  out.push(ellipse(-15, -128, 11, 8, bodyLight, { opacity: 0.5 }));
  out.push(ellipse(15, -128, 11, 8, bodyLight, { opacity: 0.5 }));
  // trunk curling to one side
  const tip = 22 + sway * 0.4;
  out.push(
    limb(d('M', 0, -136, 'C', 2, -116, -6, -102, 2, -92, 'C', 8, -84, 18, -86, tip, -98), 13),
  );
  out.push(limb(d('M', tip, -98, 'Q', tip + 2, -106, tip - 5, -108), 8));
  for (let k = 0; k < 4; k++)
    out.push(line(-4.5, -126 + k * 7, 5.5, -126 + k * 7, edge, 1.4, { opacity: 0.6 }));
  // tusk
  out.push(
    path(d('M', -13, -124, 'Q', -20, -114, -16, -105, 'Q', -11, -115, -8, -122, 'Z'), C.offWhite, {
      stroke: edge,
      'stroke-width': 1,
    }),
  );
  // eyes and tilak
  for (const side of [-1, 1]) {
    out.push(
      path(
        d(
          'M',
          side * 20,
          -148,
          'Q',
          side * 13,
          -155,
          side * 6,
          -148,
          'Q',
          side * 13,
          -144,
          side * 20,
          -148,
          'Z',
        ),
        C.offWhite,
      ),
    );
    out.push(circle(side * 12.5, -148.5, 2.6, C.ink));
  }
  out.push(ellipse(0, -160, 3, 6, C.red));
  out.push(
    path(d('M', -10, -165, 'Q', 0, -170, 10, -165), 'none', {
      stroke: C.offWhite,
      'stroke-width': 2,
    }),
  );
  // crown
  out.push(path(d('M', -26, -168, 'L', 26, -168, 'L', 20, -186, 'L', -20, -186, 'Z'), gold));
  out.push(
    path(d('M', -18, -186, 'L', 18, -186, 'L', 11, -204, 'L', -11, -204, 'Z'), C.marigoldSoft),
  );
  out.push(path(d('M', -10, -204, 'L', 10, -204, 'L', 0, -222, 'Z'), gold));
  out.push(rect(-28, -172, 56, 6, C.orange, { rx: 3 }));
  for (const [jx, jy, jr] of [
    [0, -178, 4],
    [-12, -178, 2.5],
    [12, -178, 2.5],
    [0, -195, 3],
  ] as const)
    out.push(circle(jx, jy, jr, C.red));
  out.push(circle(0, -224, 3.5, C.marigoldPale));
  return group(out, { transform: tf(x, y, s) });
}

/** A small, friendly mouse (Ganesh's vahana) sitting with a modak. */
export function mouse(x: number, y: number, s: number): string {
  const grey = '#9E9AA8';
  return group(
    [
      stroke(d('M', 22, -6, 'Q', 40, -4, 38, -20), grey, 3),
      ellipse(0, -14, 24, 15, grey),
      circle(-22, -24, 11, grey),
      circle(-20, -35, 6, lighten(grey, 0.3)),
      circle(-32, -22, 2.6, C.pink),
      circle(-24, -27, 1.8, C.ink),
      path(
        d('M', -8, -8, 'Q', -4, -18, 0, -8, 'Q', 0, -3, -4, -3, 'Q', -8, -3, -8, -8, 'Z'),
        C.offWhite,
      ),
    ],
    { transform: tf(x, y, s) },
  );
}
