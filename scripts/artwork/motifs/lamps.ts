/** Oil lamps: the clay diya and the brass samai. */
import { darken, lighten } from '../core/colour';
import type { Pic } from '../core/pic';
import { circle, d, ellipse, group, num, path, rect, tf } from '../core/svg';
import { C } from '../palette';

/** A clay oil lamp (diya) with its flame; `flicker` in -1…1 stretches and leans the flame. */
export function diya(p: Pic, x: number, y: number, s: number, flicker = 0, glow = true): string {
  const out: string[] = [];
  if (glow) out.push(circle(0, -14, 46 + flicker * 3, p.glow(C.marigold, 0.55)));
  out.push(
    path(
      d(
        'M',
        -24,
        -6,
        'Q',
        -22,
        12,
        0,
        12,
        'Q',
        18,
        12,
        24,
        -2,
        'L',
        32,
        -9,
        'Q',
        20,
        -10,
        18,
        -6,
        'Z',
      ),
      C.terracotta,
    ),
  );
  out.push(ellipse(-2, -6, 22, 5, C.terracottaDark));
  out.push(ellipse(-2, -6, 17, 3, '#6B3A1E'));
  for (let k = -2; k <= 2; k++) out.push(circle(k * 7 - 2, 4, 1.6, C.marigoldPale));
  const fh = 1 + flicker * 0.18;
  const lean = flicker * 3;
  out.push(
    group(
      [
        path(
          d('M', 0, 0, 'C', -8, -5, -6, -18, lean, -30, 'C', 6, -18, 8, -5, 0, 0, 'Z'),
          C.marigold,
        ),
        path(
          d('M', 0, -1, 'C', -4, -4, -3, -12, lean * 0.7, -19, 'C', 3, -12, 4, -4, 0, -1, 'Z'),
          C.flame,
        ),
      ],
      { transform: `translate(26 -9) scale(1 ${num(fh)})` },
    ),
  );
  return group(out, { transform: tf(x, y, s) });
}

/** A tall brass lamp (samai) with several flames. */
export function samai(p: Pic, x: number, y: number, s: number, flicker = 0): string {
  const brass = '#D9A430';
  const out = [
    ellipse(0, -4, 30, 8, darken(brass, 0.2)),
    path(d('M', -26, -4, 'Q', 0, -24, 26, -4, 'Z'), brass),
    rect(-4, -120, 8, 110, brass),
    circle(0, -60, 9, lighten(brass, 0.2)),
    circle(0, -95, 7, lighten(brass, 0.2)),
    path(d('M', -34, -122, 'Q', 0, -104, 34, -122, 'Z'), brass),
    path(d('M', 0, -150, 'Q', 10, -135, 0, -122, 'Q', -10, -135, 0, -150, 'Z'), darken(brass, 0.1)),
  ];
  for (const fx of [-28, -14, 14, 28]) {
    const fl = Math.sin(fx + flicker * 3);
    out.push(circle(fx, -134, 22, p.glow(C.marigold, 0.5)));
    out.push(
      path(
        d(
          'M',
          fx,
          -122,
          'C',
          fx - 5,
          -126,
          fx - 4,
          -134,
          fx + fl,
          -143 - fl * 2,
          'C',
          fx + 4,
          -134,
          fx + 5,
          -126,
          fx,
          -122,
          'Z',
        ),
        C.marigold,
      ),
    );
    out.push(ellipse(fx, -127, 1.8, 3.5, C.flame));
  }
  return group(out, { transform: tf(x, y, s) });
}
