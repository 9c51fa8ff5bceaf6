import { circle, d, group, stroke, tf } from '../core/svg';

/** Where the wheels and tubes of each kind of frame sit, relative to the front axle's height. */
const FRAMES = {
  /** A resident's bicycle today. */
  modern: { rearAxle: -34, wheel: 22, seatTube: -8, headTube: 26 },
  /** A roadster of the hostel's founding years, with larger wheels on a shorter frame. */
  roadster: { rearAxle: -30, wheel: 24, seatTube: -6, headTube: 24 },
} as const;

/** A bicycle parked side-on, axles at height y; the front axle is at x + 34. */
export function bicycle(
  x: number,
  y: number,
  o: { frame: keyof typeof FRAMES; tyres: string; tubes: string; width: number },
): string {
  const { rearAxle, wheel, seatTube: seat, headTube: head } = FRAMES[o.frame];
  const tyre = { stroke: o.tyres, 'stroke-width': o.width };
  return group(
    [
      circle(rearAxle, 0, wheel, 'none', tyre),
      circle(34, 0, wheel, 'none', tyre),
      stroke(
        d(
          ...['M', rearAxle, 0, 'L', seat, -30, 'L', head, -30, 'L', 34, 0],
          ...['M', seat, -30, 'L', 2, 0, 'L', head, -30],
          ...['M', seat - 4, -38, 'L', seat + 6, -38],
          ...['M', head, -30, 'L', head - 4, -44, 'L', head + 6, -46],
        ),
        o.tubes,
        o.width,
      ),
    ],
    { transform: tf(x, y) },
  );
}
