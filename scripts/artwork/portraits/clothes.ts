import { darken, lighten } from '../core/colour';
import { circle, d, line, path, rect } from '../core/svg';
import { C } from '../palette';
import type { Face, PortraitSpec } from './portrait';

/** Shoulders, neck, collar and dupatta. */
export function clothes(o: PortraitSpec, face: Face): string[] {
  const { ry: faceRy, cy, shade } = face;
  const out: string[] = [];
  const sTop = 308;
  out.push(
    path(
      d(
        'M',
        40,
        400,
        'Q',
        44,
        sTop,
        130,
        sTop - 8,
        'L',
        270,
        sTop - 8,
        'Q',
        356,
        sTop,
        360,
        400,
        'Z',
      ),
      o.top,
    ),
  );
  out.push(rect(172, cy + faceRy - 34, 56, 70, shade, { rx: 20 }));
  const collar = o.collar ?? 'shirt';
  if (collar === 'shirt' || collar === 'blazer') {
    if (collar === 'blazer') {
      out.push(path(d('M', 150, sTop - 8, 'L', 200, 400, 'L', 250, sTop - 8, 'Z'), C.offWhite));
      for (const side of [-1, 1]) {
        const x = (dx: number) => 200 + side * dx;
        const lapel = d(
          'M',
          x(50),
          sTop - 8,
          'L',
          x(10),
          380,
          'L',
          x(30),
          400,
          'L',
          x(80),
          400,
          'Z',
        );
        out.push(path(lapel, darken(o.top, 0.15)));
      }
    }
    const cc = collar === 'blazer' ? C.offWhite : lighten(o.top, 0.25);
    out.push(path(d('M', 168, sTop - 12, 'L', 200, sTop + 22, 'L', 178, sTop + 34, 'Z'), cc));
    out.push(path(d('M', 232, sTop - 12, 'L', 200, sTop + 22, 'L', 222, sTop + 34, 'Z'), cc));
  } else if (collar === 'kurta') {
    out.push(path(d('M', 176, sTop - 8, 'Q', 200, sTop + 16, 224, sTop - 8, 'Z'), shade));
    out.push(line(200, sTop + 8, 200, 400, darken(o.top, 0.15), 3));
    for (const by of [sTop + 30, sTop + 55]) out.push(circle(200, by, 4, C.marigold));
  } else if (collar === 'tee') {
    out.push(path(d('M', 170, sTop - 8, 'Q', 200, sTop + 24, 230, sTop - 8, 'Z'), shade));
  } else if (collar === 'saree') {
    out.push(path(d('M', 172, sTop - 8, 'Q', 200, sTop + 20, 228, sTop - 8, 'Z'), shade));
  }
  if (o.dupatta) {
    out.push(
      path(
        d(
          'M',
          100,
          sTop + 4,
          'Q',
          190,
          sTop + 30,
          290,
          400,
          'L',
          230,
          400,
          'Q',
          170,
          sTop + 60,
          70,
          sTop + 30,
          'Z',
        ),
        o.dupatta,
      ),
    );
    out.push(
      path(
        d(
          'M',
          94,
          sTop + 14,
          'Q',
          180,
          sTop + 46,
          248,
          400,
          'L',
          236,
          400,
          'Q',
          170,
          sTop + 56,
          80,
          sTop + 26,
          'Z',
        ),
        C.marigold,
        { opacity: 0.9 },
      ),
    );
  }
  return out;
}
