import { darken } from '../core/colour';
import { type Pt, rad } from '../core/geometry';
import { circle, d, ellipse, group, line, path, rect, stroke, tf } from '../core/svg';
import { C } from '../palette';

export type HairStyle =
  'short' | 'long' | 'bun' | 'bald' | 'pheta' | 'topi' | 'helmet' | 'cap' | 'none';

export interface PersonOpts {
  skin: string;
  top: string;
  bottom?: string;
  hair?: string;
  hairStyle?: HairStyle;
  dress?: 'shirt' | 'kurta' | 'saree' | 'dhoti';
  /** Arm angles in degrees from hanging straight down, outward positive: [left, right]. */
  arms?: [number, number];
  /** Elbow bends in degrees, added to each forearm's angle (negative bends across the body). */
  bend?: [number, number];
  pose?: 'stand' | 'walk' | 'sit';
  /** Walking phase in radians. */
  step?: number;
  back?: boolean;
  sleeves?: 'long' | 'short';
  folded?: boolean;
  dupatta?: string;
  border?: string;
  pads?: boolean;
  /** Extra drawing in the person's own coordinates, given both hands' positions. */
  extra?: (hands: { l: Pt; r: Pt }) => string;
}

/**
 * A simple rounded person, feet at (x, y), `h` pixels tall. Drawn in a 100-unit-tall frame:
 * head at the top, shoulders at -76, hips at -44.
 */
export function person(x: number, y: number, h: number, o: PersonOpts): string {
  const out: string[] = [];
  const hair = o.hair ?? C.hairBlack;
  const style = o.hairStyle ?? 'short';
  const bottom = o.bottom ?? '#37474F';
  const dress = o.dress ?? 'shirt';
  const sit = o.pose === 'sit';
  const lift = sit ? 20 : 0; // a seated body sits lower
  const step = o.pose === 'walk' ? Math.sin(o.step ?? 0) : 0;
  const shoe = darken(bottom, 0.45);

  // legs
  if (sit) {
    out.push(rect(-14, -32, 28, 12, bottom, { rx: 6 }));
    out.push(line(-7, -24, -8, -3, bottom, 9));
    out.push(line(7, -24, 8, -3, bottom, 9));
  } else if (dress !== 'saree' && dress !== 'dhoti') {
    out.push(line(-5, -44, -7 - step * 8, -3, o.pads ? C.offWhite : bottom, o.pads ? 11 : 9));
    out.push(line(5, -44, 7 + step * 8, -3, o.pads ? C.offWhite : bottom, o.pads ? 11 : 9));
  } else if (dress === 'dhoti') {
    out.push(path(d('M', -13, -46, 'L', -15, -14, 'L', 15, -14, 'L', 13, -46, 'Z'), C.offWhite));
    out.push(line(-5, -16, -6 - step * 6, -3, o.skin, 6));
    out.push(line(5, -16, 6 + step * 6, -3, o.skin, 6));
  }
  out.push(ellipse(-8 - (sit ? 0 : step * 8), -2, 6, 3.2, shoe));
  out.push(ellipse(8 + (sit ? 0 : step * 8), -2, 6, 3.2, shoe));
  if (dress === 'saree') {
    const hemY = sit ? -6 : -4;
    out.push(
      path(d('M', -12, -46 + lift, 'L', -17, hemY, 'L', 17, hemY, 'L', 12, -46 + lift, 'Z'), o.top),
    );
    out.push(rect(-17, hemY - 5, 34, 5, o.border ?? C.marigold));
  }

  const up = (yy: number) => yy + lift;
  const sl: Pt = [-12, up(-73)];
  const sr: Pt = [12, up(-73)];
  const [al, ar] = o.arms ?? [8, 8];
  const [bl, br] = o.bend ?? [0, 0];
  const dir = (deg: number, side: number, len: number): Pt => [
    side * Math.sin(rad(deg)) * len,
    Math.cos(rad(deg)) * len,
  ];
  const joint = (s: Pt, deg: number, side: number): Pt => {
    const [dx, dy] = dir(deg, side, 15);
    return [s[0] + dx, s[1] + dy];
  };
  let elbowL: Pt = joint(sl, al, -1);
  let elbowR: Pt = joint(sr, ar, 1);
  let hl: Pt = joint(elbowL, al + bl, -1);
  let hr: Pt = joint(elbowR, ar + br, 1);
  if (o.folded) {
    elbowL = [-14, up(-55)];
    elbowR = [14, up(-55)];
    hl = [-1.5, up(-64)];
    hr = [1.5, up(-64)];
  }
  const armColor = o.sleeves === 'short' ? o.skin : o.top;
  const drawArm = (s: Pt, elbow: Pt, hnd: Pt) => {
    out.push(stroke(d('M', s[0], s[1], 'L', elbow[0], elbow[1], 'L', hnd[0], hnd[1]), armColor, 7));
    if (o.sleeves === 'short') {
      out.push(
        line(s[0], s[1], s[0] + (elbow[0] - s[0]) * 0.6, s[1] + (elbow[1] - s[1]) * 0.6, o.top, 8),
      );
    }
  };
  // arms go behind the torso (and, seen from behind, so do the hands)
  drawArm(sl, elbowL, hl);
  drawArm(sr, elbowR, hr);
  if (o.back) out.push(circle(hl[0], hl[1], 3.8, o.skin), circle(hr[0], hr[1], 3.8, o.skin));

  // torso
  const hem = dress === 'kurta' ? up(-28) : up(-44);
  const flare = dress === 'kurta' ? 15 : 13;
  out.push(
    path(
      d(
        'M',
        -flare,
        hem,
        'L',
        -14,
        up(-70),
        'Q',
        -14,
        up(-77),
        -7,
        up(-77),
        'L',
        7,
        up(-77),
        'Q',
        14,
        up(-77),
        14,
        up(-70),
        'L',
        flare,
        hem,
        'Z',
      ),
      o.top,
    ),
  );
  if (dress === 'shirt' && !o.back)
    out.push(path(d('M', -4, up(-77), 'L', 0, up(-70), 'L', 4, up(-77), 'Z'), darken(o.top, 0.2)));
  if (dress === 'kurta' && !o.back)
    out.push(line(0, up(-75), 0, up(-58), darken(o.top, 0.18), 1.6));
  if (o.dupatta) {
    out.push(
      path(
        d(
          'M',
          -14,
          up(-74),
          'Q',
          0,
          up(-60),
          14,
          up(-44),
          'L',
          10,
          up(-40),
          'Q',
          -4,
          up(-56),
          -14,
          up(-66),
          'Z',
        ),
        o.dupatta,
      ),
    );
  }
  if (dress === 'saree') {
    out.push(
      path(
        d(
          'M',
          -12,
          up(-46),
          'Q',
          0,
          up(-62),
          12,
          up(-77),
          'L',
          14,
          up(-68),
          'Q',
          4,
          up(-54),
          -6,
          up(-44),
          'Z',
        ),
        o.border ?? C.marigold,
        { opacity: 0.9 },
      ),
    );
  }
  // hands (seen from behind, hands in front of the body are hidden)
  if (!o.back) {
    out.push(circle(hl[0], hl[1], 3.8, o.skin));
    out.push(circle(hr[0], hr[1], 3.8, o.skin));
    if (o.folded) out.push(ellipse(0, up(-66), 2.6, 5, o.skin));
  }

  // head
  out.push(rect(-3, up(-82), 6, 7, darken(o.skin, 0.1)));
  const hy = up(-89);
  if (style === 'long' && !o.back) {
    // hair falling over both shoulders, beside the neck
    out.push(
      rect(-11.5, hy - 4, 6, 22, hair, { rx: 3 }),
      rect(5.5, hy - 4, 6, 22, hair, { rx: 3 }),
    );
  }
  if (style === 'bun' && !o.back) out.push(circle(6, hy - 8, 4.6, hair));
  out.push(ellipse(-9, hy + 1, 2, 3, darken(o.skin, 0.08)));
  out.push(ellipse(9, hy + 1, 2, 3, darken(o.skin, 0.08)));
  out.push(circle(0, hy, 9, o.skin));
  if (o.back) {
    if (style !== 'bald') out.push(circle(0, hy - 0.5, 9.4, hair));
    if (style === 'long') out.push(rect(-8, hy, 16, 22, hair, { rx: 6 }));
    if (style === 'bun') out.push(circle(0, hy + 3, 4.6, darken(hair, 0.25)));
    else out.push(path(d('M', -9, hy - 1, 'A', 9, 9, 0, 0, 0, 9, hy - 1, 'Z'), hair));
  } else if (style === 'short' || style === 'long' || style === 'bun') {
    out.push(
      path(
        d(
          'M',
          -9.6,
          hy + 1,
          'C',
          -11,
          hy - 13,
          11,
          hy - 13,
          9.6,
          hy + 1,
          'C',
          7,
          hy - 5,
          -4,
          hy - 7,
          -9.6,
          hy + 1,
          'Z',
        ),
        hair,
      ),
    );
  } else if (style === 'bald') {
    out.push(ellipse(-8.6, hy - 0.5, 2.4, 4, hair));
    out.push(ellipse(8.6, hy - 0.5, 2.4, 4, hair));
  }
  if (style === 'pheta') {
    out.push(
      path(
        d(
          'M',
          -10.5,
          hy - 1,
          'C',
          -12,
          hy - 15,
          12,
          hy - 15,
          10.5,
          hy - 1,
          'Q',
          0,
          hy - 5,
          -10.5,
          hy - 1,
          'Z',
        ),
        C.saffron,
      ),
    );
    out.push(
      path(d('M', -7, hy - 8, 'Q', 0, hy - 11, 8, hy - 5), 'none', {
        stroke: C.marigold,
        'stroke-width': 1.8,
      }),
    );
    out.push(
      path(
        d(
          'M',
          8,
          hy - 4,
          'Q',
          14,
          hy + 4,
          12,
          hy + 16,
          'L',
          9,
          hy + 14,
          'Q',
          10,
          hy + 4,
          6,
          hy - 2,
          'Z',
        ),
        C.orange,
      ),
    );
  } else if (style === 'topi') {
    out.push(
      path(
        d('M', -9, hy - 4, 'L', -7.5, hy - 12, 'L', 7.5, hy - 12, 'L', 9, hy - 4, 'Z'),
        C.offWhite,
      ),
    );
  } else if (style === 'helmet') {
    out.push(
      path(d('M', -10.5, hy + 1, 'C', -12, hy - 15, 12, hy - 15, 10.5, hy + 1, 'Z'), C.indigoDeep),
    );
    if (!o.back)
      for (let k = 0; k < 3; k++)
        out.push(line(-7, hy + 2 + k * 3, 7, hy + 2 + k * 3, C.steelDark, 1));
  } else if (style === 'cap') {
    out.push(
      path(
        d('M', -9.8, hy - 1, 'C', -11, hy - 13, 11, hy - 13, 9.8, hy - 1, 'Z'),
        o.top === C.offWhite ? C.indigo : o.top,
      ),
    );
    out.push(
      ellipse(
        o.back ? -6 : 6,
        hy - 1.5,
        7,
        2,
        o.top === C.offWhite ? C.indigo : darken(o.top, 0.2),
      ),
    );
  }
  if (o.extra) out.push(o.extra({ l: hl, r: hr }));
  return group(out, { transform: tf(x, y, h / 100) });
}
