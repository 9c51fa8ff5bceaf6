/** The immersion procession: the idol's float and clouds of gulal. */
import { TAU } from '../core/geometry';
import type { Pic } from '../core/pic';
import type { Rng } from '../core/random';
import { circle, d, group, line, path, rect, tf } from '../core/svg';
import { C } from '../palette';
import { scallops } from './architecture';
import { ganesh } from './ganesh';
import { garland } from './garlands';

/** A decorated float carrying the idol in procession, base at (x, y). */
export function processionFloat(
  p: Pic,
  x: number,
  y: number,
  s: number,
  wheelTurn = 0,
  sway = 0,
): string {
  const out: string[] = [];
  // platform and wheels
  out.push(rect(-150, -60, 300, 40, C.indigo, { rx: 6 }));
  out.push(rect(-150, -60, 300, 8, C.marigold));
  for (let k = -6; k <= 6; k++) out.push(circle(k * 23, -36, 5, k % 2 ? C.marigold : C.saffron));
  for (const wx of [-100, 100]) {
    out.push(circle(wx, -18, 20, C.ink));
    out.push(circle(wx, -18, 9, C.steelDark));
    for (let k = 0; k < 3; k++) {
      const a = wheelTurn + (k * TAU) / 6;
      out.push(
        line(
          wx - Math.cos(a) * 16,
          -18 - Math.sin(a) * 16,
          wx + Math.cos(a) * 16,
          -18 + Math.sin(a) * 16,
          C.steelDark,
          2,
        ),
      );
    }
  }
  // canopy pillars and roof
  out.push(rect(-130, -250, 10, 190, C.marigold));
  out.push(rect(120, -250, 10, 190, C.marigold));
  out.push(path(d('M', -150, -250, 'Q', 0, -330, 150, -250, 'Z'), C.saffron));
  out.push(rect(-154, -256, 308, 12, C.marigold, { rx: 4 }));
  // Mirrored about y = 236, this fringe lands at y 684…700, far below the float and outside
  // every picture that uses it; mirroring about y = -236 would hang it under the roof.
  out.push(scallops(-150, -228, 25, 16, 12, 236, [C.marigold, C.orangeSoft]));
  out.push(ganesh(p, 0, -60, 0.78, { halo: false, sway }));
  out.push(garland([-125, -240], [125, -240], 26, 5, { sway, tails: 120 }));
  return group(out, { transform: tf(x, y, s) });
}

/** A drifting cloud of festival colour powder (gulal). */
export function gulal(rng: Rng, x: number, y: number, size: number, color: string): string {
  const out: string[] = [];
  for (let k = 0; k < 9; k++) {
    out.push(
      circle(
        x + rng.range(-size / 2, size / 2),
        y + rng.range(-size / 5, size / 5),
        rng.range(size * 0.15, size * 0.3),
        color,
        { opacity: 0.16 },
      ),
    );
  }
  for (let k = 0; k < 24; k++)
    out.push(
      circle(
        x + rng.range(-size * 0.7, size * 0.7),
        y + rng.range(-size * 0.35, size * 0.35),
        rng.range(1.5, 3.5),
        color,
        { opacity: 0.6 },
      ),
    );
  return out.join('');
}
