/** Sky and weather: gradients, sun, moon, stars, clouds and birds. */
import { lighten } from '../core/colour';
import type { Pic, Stop } from '../core/pic';
import type { Rng } from '../core/random';
import { circle, d, group, rect, stroke, tf } from '../core/svg';
import { C } from '../palette';

export function sky(p: Pic, stops: Stop[], height = p.h, width = p.w): string {
  return rect(0, 0, width, height, p.linear(stops));
}

export function sun(
  p: Pic,
  x: number,
  y: number,
  r: number,
  core: string = C.marigoldSoft,
): string {
  return [
    circle(x, y, r * 4, p.glow(C.marigold, 0.55)),
    circle(x, y, r * 1.35, lighten(core, 0.4), { opacity: 0.45 }),
    circle(x, y, r, core),
  ].join('');
}

export function moon(x: number, y: number, r: number, bg: string): string {
  return circle(x, y, r, C.flame) + circle(x + r * 0.45, y - r * 0.25, r * 0.9, bg);
}

export function stars(rng: Rng, w: number, h: number, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      circle(rng.range(0, w), rng.range(0, h), rng.range(0.8, 2.2), C.offWhite, {
        opacity: rng.range(0.35, 0.9),
      }),
    );
  }
  return out.join('');
}

export function cloud(x: number, y: number, s: number, fill: string, opacity = 1): string {
  return group(
    [
      rect(-62, -16, 124, 32, fill, { rx: 16 }),
      circle(-26, -18, 24, fill),
      circle(8, -30, 32, fill),
      circle(40, -14, 20, fill),
    ],
    { transform: tf(x, y, s), opacity },
  );
}

export function birds(
  rng: Rng,
  x: number,
  y: number,
  n: number,
  spread: number,
  color: string,
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread * 0.35, spread * 0.35);
    const s = rng.range(6, 11);
    out.push(
      stroke(
        d(
          'M',
          bx - s,
          by,
          'Q',
          bx - s / 2,
          by - s * 0.6,
          bx,
          by,
          'Q',
          bx + s / 2,
          by - s * 0.6,
          bx + s,
          by,
        ),
        color,
        2.2,
      ),
    );
  }
  return out.join('');
}
