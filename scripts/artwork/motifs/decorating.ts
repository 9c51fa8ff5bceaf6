/** Things residents use while dressing the pandal for the festival. */
import type { Rng } from '../core/random';
import { circle, ellipse, line } from '../core/svg';
import { C } from '../palette';

/** A wooden ladder leaning right: feet at x and x + 80 on `foot`, top rungs reaching `top`. */
export function ladder(x: number, foot: number, top: number): string {
  const out = [
    line(x, foot, x + 50, top, C.woodLight, 8),
    line(x + 80, foot, x + 100, top, C.woodLight, 8),
  ];
  for (let k = 0; k < 8; k++) {
    const t = k / 8;
    const y = foot - 30 - 290 * t;
    out.push(line(x + 50 * t + 4, y, x + 80 + 20 * t - 4, y, C.woodLight, 6));
  }
  return out.join('');
}

/** A shallow basket, `rx` wide from its centre, heaped with `count` loose marigolds. */
export function flowerBasket(rng: Rng, x: number, y: number, rx: number, count: number): string {
  const out = [ellipse(x, y, rx, 14, '#A0703A'), ellipse(x, y - 6, rx - 6, 10, '#C08A4A')];
  const spread = rx - 14;
  for (let k = 0; k < count; k++)
    out.push(
      circle(
        x + rng.range(-spread, spread),
        y - 10 + rng.range(-5, 3),
        5,
        rng.pick([C.marigold, C.orangeSoft, C.saffron]),
      ),
    );
  return out.join('');
}
