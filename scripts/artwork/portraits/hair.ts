/** A portrait's hair, in three layers: behind the shoulders, around the face and over it. */
import { darken, lighten } from '../core/colour';
import type { Pic } from '../core/pic';
import { circle, d, ellipse, group, line, path, rect } from '../core/svg';
import { C } from '../palette';
import type { Face, PortraitSpec } from './portrait';

/** Hair that falls behind the head and shoulders: long hair, a bob, a bun or a ponytail. */
export function hairBehind(o: PortraitSpec, face: Face): string[] {
  const { rx: faceRx, ry: faceRy, cy } = face;
  const out: string[] = [];
  if (o.hairStyle === 'long' || o.hairStyle === 'bob') {
    const len = o.hairStyle === 'long' ? 170 : 95;
    out.push(
      rect(200 - faceRx - 16, cy - faceRy + 10, (faceRx + 16) * 2, faceRy + len, o.hair, {
        rx: faceRx,
      }),
    );
  }
  if (o.hairStyle === 'bun') out.push(circle(200, cy - faceRy - 6, 34, o.hair));
  if (o.hairStyle === 'ponytail')
    out.push(
      ellipse(200 + faceRx + 14, cy + 10, 18, 60, o.hair, {
        transform: `rotate(-12 ${200 + faceRx + 14} ${cy + 10})`,
      }),
    );
  return out;
}

/** The mass of hair the face sits in, and a braid over the shoulder. */
export function hairAroundFace(o: PortraitSpec, face: Face): string[] {
  const { rx: faceRx, ry: faceRy, cy } = face;
  const out: string[] = [];
  if (!['bald', 'curly'].includes(o.hairStyle)) {
    const lift = o.hairStyle === 'side' || o.hairStyle === 'wavy' ? 16 : 10;
    out.push(
      ellipse(200, cy - 22, faceRx + 9, faceRy - 12 + lift, o.hair, {
        transform: `translate(0 ${-lift + 10})`,
      }),
    );
  }
  if (o.hairStyle === 'braid') {
    for (let k = 0; k < 7; k++)
      out.push(
        ellipse(
          200 + faceRx + 2 + k * 3,
          cy + 40 + k * 24,
          15 - k * 0.6,
          15,
          k % 2 ? darken(o.hair, 0.2) : o.hair,
        ),
      );
    out.push(circle(200 + faceRx + 23, cy + 200, 7, C.marigold));
  }
  return out;
}

/** Hair over the face: the sides of a bald head, curls, or a fringe clipped to the face. */
export function hairOnTop(p: Pic, o: PortraitSpec, face: Face): string[] {
  const { rx: faceRx, ry: faceRy, cy } = face;
  const top = cy - faceRy;
  const out: string[] = [];
  const hs = o.hairStyle;
  if (hs === 'bald') {
    for (const side of [-1, 1]) {
      const x = (dx: number) => 200 + side * (faceRx + dx);
      out.push(
        path(
          d(
            ...['M', x(4), cy + 10, 'Q', x(6), cy - 40, x(-20), cy - 56],
            ...['L', x(-18), cy - 20, 'Q', x(-6), cy - 6, x(-4), cy + 10, 'Z'],
          ),
          o.hair,
        ),
      );
    }
    out.push(ellipse(185, top + 30, 24, 10, lighten(o.skin, 0.2), { opacity: 0.6 }));
  } else if (hs === 'curly') {
    for (let k = 0; k < 13; k++) {
      const a = Math.PI + (k / 12) * Math.PI;
      out.push(
        circle(200 + Math.cos(a) * (faceRx + 2), cy - 20 + Math.sin(a) * (faceRy - 6), 26, o.hair),
      );
    }
    out.push(ellipse(200, top + 34, faceRx - 6, 34, o.hair));
  } else {
    const fringes: Record<string, string> = {
      short: d(
        'M',
        90,
        0,
        'H',
        310,
        'V',
        cy - 30,
        'C',
        290,
        top + 30,
        240,
        top + 38,
        200,
        top + 36,
        'C',
        160,
        top + 38,
        110,
        top + 30,
        90,
        cy - 30,
        'Z',
      ),
      side: d(
        'M',
        90,
        0,
        'H',
        310,
        'V',
        cy - 22,
        'C',
        300,
        top + 22,
        230,
        top + 56,
        168,
        top + 40,
        'C',
        140,
        top + 34,
        112,
        top + 46,
        90,
        cy - 28,
        'Z',
      ),
      long: d(
        'M',
        90,
        0,
        'H',
        310,
        'V',
        cy + 4,
        'C',
        280,
        top + 34,
        236,
        top + 22,
        200,
        top + 28,
        'C',
        164,
        top + 22,
        120,
        top + 34,
        90,
        cy + 4,
        'Z',
      ),
      bob: d(
        'M',
        90,
        0,
        'H',
        310,
        'V',
        cy - 6,
        'Q',
        280,
        top + 64,
        200,
        top + 56,
        'Q',
        120,
        top + 64,
        90,
        cy - 6,
        'Z',
      ),
    };
    const kind =
      hs === 'wavy' ? 'side' : hs === 'bun' || hs === 'braid' || hs === 'ponytail' ? 'long' : hs;
    const fringe = fringes[kind] ?? fringes.short ?? '';
    const face = p.clip(ellipse(200, cy, faceRx, faceRy, C.ink));
    out.push(group(path(fringe, o.hair), { 'clip-path': face }));
    if (kind === 'side') {
      out.push(
        group(
          path(
            d(
              'M',
              150,
              top + 10,
              'Q',
              220,
              top - 4,
              200 + faceRx,
              top + 50,
              'Q',
              222,
              top + 24,
              150,
              top + 10,
              'Z',
            ),
            lighten(o.hair, 0.14),
          ),
          { 'clip-path': face },
        ),
      );
    }
    if (kind === 'long')
      out.push(line(200, top + 2, 200, top + 24, lighten(o.hair, 0.25), 2.5, { opacity: 0.7 }));
  }
  return out;
}
