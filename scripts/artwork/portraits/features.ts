import { darken } from '../core/colour';
import { circle, d, ellipse, line, path, rect, stroke } from '../core/svg';
import { C } from '../palette';
import type { Face, PortraitSpec } from './portrait';

/** Brows, eyes, nose, cheeks, moustache, beard, smile, bindi and glasses. */
export function features(o: PortraitSpec, face: Face): string[] {
  const { rx: faceRx, ry: faceRy, cy, shade } = face;
  const feature = '#2B1D16';
  const out: string[] = [];
  const ey = cy - 4;
  for (const side of [-1, 1]) {
    const ex = 200 + side * faceRx * 0.4;
    out.push(
      stroke(
        d('M', ex - 14, ey - 22, 'Q', ex, ey - 29 + (o.elder ? 2 : 0), ex + 14, ey - 22),
        o.elder ? darken(o.hair, 0.3) : feature,
        5,
      ),
    );
    out.push(ellipse(ex, ey, 7, 8, feature));
    out.push(circle(ex + 2.5, ey - 3, 2.2, C.white));
    out.push(ellipse(ex + side * 2, ey + 30, 14, 8, C.pink, { opacity: 0.14 }));
    if (o.elder)
      out.push(stroke(d('M', ex + side * 20, ey - 2, 'q', side * 6, 4, side * 4, 10), shade, 2));
  }
  out.push(
    stroke(
      d('M', 200, ey + 8, 'Q', 196, ey + 26, 190, ey + 30, 'Q', 200, ey + 36, 206, ey + 30),
      shade,
      4,
    ),
  );
  if (o.moustache) {
    out.push(
      path(
        d(
          'M',
          166,
          ey + 50,
          'Q',
          184,
          ey + 34,
          200,
          ey + 42,
          'Q',
          216,
          ey + 34,
          234,
          ey + 50,
          'Q',
          216,
          ey + 46,
          200,
          ey + 50,
          'Q',
          184,
          ey + 46,
          166,
          ey + 50,
          'Z',
        ),
        o.beard ? o.hair : o.elder ? o.hair : C.hairBlack,
      ),
    );
  }
  if (o.beard) {
    out.push(
      path(
        d(
          'M',
          200 - faceRx + 4,
          cy + 6,
          'Q',
          200 - faceRx + 6,
          cy + faceRy + 10,
          200,
          cy + faceRy + 14,
          'Q',
          200 + faceRx - 6,
          cy + faceRy + 10,
          200 + faceRx - 4,
          cy + 6,
          'Q',
          200 + faceRx - 16,
          cy + 50,
          200,
          cy + 52,
          'Q',
          200 - faceRx + 16,
          cy + 50,
          200 - faceRx + 4,
          cy + 6,
          'Z',
        ),
        o.hair,
      ),
    );
  }
  out.push(stroke(d('M', 178, ey + 56, 'Q', 200, ey + 72, 222, ey + 56), '#7A2E2A', 5));
  if (o.bindi) out.push(circle(200, ey - 34, 6, C.red));
  if (o.glasses) {
    for (const side of [-1, 1]) {
      out.push(
        rect(200 + side * faceRx * 0.4 - 22, ey - 16, 44, 34, 'none', {
          rx: 12,
          stroke: '#2B2B3A',
          'stroke-width': 5,
        }),
      );
    }
    out.push(stroke(d('M', 192, ey - 4, 'Q', 200, ey - 10, 208, ey - 4), '#2B2B3A', 5));
    out.push(line(200 - faceRx * 0.4 - 22, ey - 6, 200 - faceRx + 2, ey - 10, '#2B2B3A', 5));
    out.push(line(200 + faceRx * 0.4 + 22, ey - 6, 200 + faceRx - 2, ey - 10, '#2B2B3A', 5));
  }
  return out;
}
