import { rad, TAU } from '../core/geometry';
import { circle, d, group, num, path } from '../core/svg';
import { C } from '../palette';

/** A radial rangoli of petals and dots, centre (0,0), radius about 100 before scaling. */
export function rangoli(x: number, y: number, s: number, squash = 1, turn = 0): string {
  const out: string[] = [];
  const petal = (r0: number, len: number, wdt: number, n: number, color: string, off = 0) => {
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 360 + off + turn;
      out.push(
        group(
          path(
            d(
              'M',
              0,
              -r0,
              'Q',
              wdt,
              -r0 - len * 0.5,
              0,
              -r0 - len,
              'Q',
              -wdt,
              -r0 - len * 0.5,
              0,
              -r0,
              'Z',
            ),
            color,
          ),
          {
            transform: `rotate(${num(a)})`,
          },
        ),
      );
    }
  };
  const dots = (r: number, n: number, size: number, color: string) => {
    for (let i = 0; i < n; i++) {
      const a = (i / n) * TAU + rad(turn);
      out.push(circle(Math.cos(a) * r, Math.sin(a) * r, size, color));
    }
  };
  out.push(circle(0, 0, 104, C.offWhite, { opacity: 0.85 }));
  petal(70, 34, 13, 16, C.saffron);
  petal(72, 22, 7, 16, C.marigold, 11.25);
  dots(100, 32, 2.6, C.marigold);
  out.push(circle(0, 0, 70, C.marigold));
  dots(64, 24, 3, C.offWhite);
  petal(26, 32, 12, 12, C.pink);
  petal(28, 20, 6, 12, C.offWhite, 15);
  out.push(circle(0, 0, 27, C.indigo));
  petal(6, 18, 7, 8, C.marigoldSoft);
  out.push(circle(0, 0, 7, C.saffron));
  return group(out, {
    transform: `translate(${num(x)} ${num(y)}) scale(${num(s)} ${num(s * squash)})`,
  });
}
