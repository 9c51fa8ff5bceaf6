/** The dhol-tasha troupe: drums, drummers and the flag bearer. */
import { darken } from '../core/colour';
import type { Pt } from '../core/geometry';
import { at } from '../core/random';
import { circle, d, ellipse, group, line, path, rect, stroke, tf } from '../core/svg';
import { C, SKINS } from '../palette';
import { FESTIVAL_WHITES } from './cast';
import { person } from './person';

/** A dhol: a barrel drum seen from the side with tension ropes. */
function dhol(x: number, y: number, s: number, color: string = C.saffron): string {
  const out = [
    rect(-28, -18, 56, 36, color, { rx: 8 }),
    ellipse(-28, 0, 7, 19, C.offWhite),
    ellipse(28, 0, 7, 19, C.offWhite),
    ellipse(-28, 0, 4, 14, C.cream),
    ellipse(28, 0, 4, 14, C.cream),
  ];
  for (let k = 0; k < 5; k++) {
    out.push(
      stroke(d('M', -26, -16 + k * 8, 'L', 26, -12 + k * 8 - 4 * (k % 2)), C.offWhite, 1.4, {
        opacity: 0.85,
      }),
    );
  }
  out.push(rect(-28, -4, 56, 8, darken(color, 0.2), { opacity: 0.6 }));
  return group(out, { transform: tf(x, y, s) });
}

/** A tasha: a small shallow kettle drum played with two sticks. */
function tasha(x: number, y: number, s: number): string {
  return group(
    [
      path(d('M', -22, -4, 'Q', 0, 20, 22, -4, 'Z'), '#B0803A'),
      ellipse(0, -4, 22, 6, C.offWhite),
      ellipse(0, -4, 16, 3.5, C.cream),
    ],
    { transform: tf(x, y, s) },
  );
}

/** A dhol-tasha flag bearer in a saffron pheta, the flag waving with `wave`. */
export function flagBearer(x: number, y: number, h: number, wave: number): string {
  return person(x, y, h, {
    skin: at(SKINS, 3),
    ...FESTIVAL_WHITES,
    arms: [20, 150],
    bend: [0, 20],
    extra: (hd) => {
      const [fx, fy] = hd.r;
      return (
        line(fx, fy + 30, fx, fy - 130, C.woodDark, 4) +
        path(
          d(
            'M',
            fx,
            fy - 130,
            'Q',
            fx + 60,
            fy - 130 + wave,
            fx + 110,
            fy - 95 - wave * 0.5,
            'Q',
            fx + 60,
            fy - 78 + wave,
            fx,
            fy - 55,
            'Z',
          ),
          C.saffron,
        ) +
        circle(fx, fy - 133, 4, C.marigold)
      );
    },
  });
}

/** Dhol and tasha players in white kurtas and saffron phetas; `phase` drives the beat. */
export function dholGroup(
  x0: number,
  y: number,
  h: number,
  n: number,
  phase = 0,
  gap = 130,
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = x0 + i * gap;
    const beat = Math.sin(phase * 2 + i * 1.3);
    const bounce = Math.max(0, beat) * h * 0.03;
    const isTasha = i % 3 === 1;
    const skin = at(SKINS, i + 1);
    const stick = (hand: Pt, dx: number, dy: number) =>
      line(hand[0], hand[1], hand[0] + dx, hand[1] + dy, C.woodDark, 2.5);
    out.push(
      person(x, y - bounce, h, {
        skin,
        ...FESTIVAL_WHITES,
        arms: isTasha ? [28, 28] : [30, 45],
        bend: isTasha ? [-60 + beat * 25, -60 - beat * 25] : [-60, 50 + beat * 35],
        extra: (hd) =>
          isTasha
            ? stroke(d('M', -12, -73, 'L', 10, -50), C.saffron, 3) +
              tasha(0, -50, 0.95) +
              circle(hd.l[0], hd.l[1], 3.8, skin) +
              circle(hd.r[0], hd.r[1], 3.8, skin) +
              stick(hd.l, 9, 9) +
              stick(hd.r, -9, 9)
            : stroke(d('M', -12, -73, 'L', 10, -42), C.saffron, 3) +
              dhol(0, -44, 0.7) +
              circle(hd.l[0], hd.l[1], 3.8, skin) +
              circle(hd.r[0], hd.r[1], 3.8, skin) +
              stroke(
                d('M', hd.r[0], hd.r[1], 'Q', hd.r[0] + 4, hd.r[1] + 10, hd.r[0] - 2, hd.r[1] + 18),
                C.woodDark,
                2.5,
              ),
      }),
    );
  }
  return out.join('');
}
