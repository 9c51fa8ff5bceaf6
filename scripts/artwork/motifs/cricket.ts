/** A cricket match on the hostel ground, in whites or in everyday clothes. */
import type { Pt } from '../core/geometry';
import type { Pic } from '../core/pic';
import { at, type Rng } from '../core/random';
import { circle, ellipse, group, line, num, poly, rect } from '../core/svg';
import { C, SKINS } from '../palette';
import { randomLook } from './crowd';
import { person, type PersonOpts } from './person';

function stumps(x: number, y: number, h: number, color: string = C.cream): string {
  const w = h * 0.07;
  const out: string[] = [];
  for (let k = -1; k <= 1; k++) out.push(rect(x + k * w * 2.2 - w / 2, y - h, w, h, color));
  out.push(rect(x - w * 2.9, y - h - w * 0.6, w * 5.8, w * 0.6, C.marigold));
  return out.join('');
}

const whites = (rng: Rng, over: Partial<PersonOpts> = {}): PersonOpts => ({
  skin: rng.pick(SKINS),
  top: C.offWhite,
  bottom: '#ECEBE4',
  hair: C.hairBlack,
  hairStyle: 'cap',
  sleeves: 'short',
  ...over,
});

const bat = (angle: number) => (hands: { l: Pt; r: Pt }) =>
  group([rect(-3, 0, 6, 14, C.woodDark), rect(-5.5, 13, 11, 34, '#E9C98B', { rx: 3 })], {
    transform: `translate(${num(hands.r[0])} ${num(hands.r[1])}) rotate(${angle})`,
  });

interface GroundOpts {
  horizon: number;
  dusk?: boolean;
  casual?: boolean;
}

/**
 * A cricket match seen from behind the bowler: striped outfield, pitch, stumps, batsman,
 * keeper, slip, umpire and fielders.
 */
export function cricketMatch(p: Pic, o: GroundOpts): string {
  const { w, h, rng } = p;
  const hz = o.horizon;
  const out: string[] = [];
  const light = o.dusk ? '#7E9B46' : C.grassLight;
  const dark = o.dusk ? '#5E7C36' : C.grass;
  out.push(rect(0, hz, w, h - hz, dark));
  // perspective mowing stripes, narrow far away and wide close up
  let yy = hz;
  let band = 10;
  let k = 0;
  while (yy < h) {
    if (k % 2 === 0) out.push(rect(0, yy, w, band, light));
    yy += band;
    band *= 1.32;
    k++;
  }
  // boundary rope
  out.push(
    ellipse(w / 2, hz + (h - hz) * 0.75, w * 0.62, (h - hz) * 0.8, 'none', {
      stroke: C.offWhite,
      'stroke-width': 3,
      opacity: 0.8,
    }),
  );
  // pitch
  const farY = hz + (h - hz) * 0.2;
  const nearY = h + 40;
  const cx = w / 2;
  out.push(
    poly(
      [
        [cx - w * 0.035, farY],
        [cx + w * 0.035, farY],
        [cx + w * 0.15, nearY],
        [cx - w * 0.15, nearY],
      ],
      o.dusk ? '#C9A774' : '#DDBF88',
    ),
  );
  const crease = (t: number) => {
    const y = farY + (nearY - farY) * t;
    const half = w * 0.035 + (w * 0.15 - w * 0.035) * t;
    return line(cx - half * 1.4, y, cx + half * 1.4, y, C.offWhite, 1.5 + t * 3);
  };
  out.push(crease(0.06), crease(0.82));
  const fh = (h - hz) * 0.22;
  // distant fielders
  for (const [fx, fy, s] of [
    [0.12, 0.16, 0.6],
    [0.86, 0.2, 0.65],
    [0.3, 0.08, 0.5],
    [0.7, 0.1, 0.5],
    [0.05, 0.45, 0.9],
    [0.95, 0.5, 0.95],
  ] as const) {
    const look = o.casual ? randomLook(rng) : whites(rng, { arms: [20, 20] });
    out.push(person(w * fx, hz + (h - hz) * fy, fh * s, look));
  }
  // far end: keeper, slip and batsman
  const by = farY + 8;
  out.push(
    person(
      cx + w * 0.06,
      by - 8,
      fh * 0.78,
      whites(rng, { arms: [40, 40], pose: 'sit', hairStyle: 'cap', pads: true }),
    ),
  );
  out.push(person(cx + w * 0.11, by - 10, fh * 0.78, whites(rng, { arms: [30, 30] })));
  out.push(stumps(cx, farY + 6, fh * 0.35));
  const batter = o.casual
    ? {
        skin: at(SKINS, 1),
        top: C.indigoSoft,
        bottom: '#455A64',
        hair: C.hairGrey,
        hairStyle: 'bald' as const,
      }
    : whites(rng, { hairStyle: 'helmet' as const, pads: true });
  out.push(
    person(cx - w * 0.025, by + 6, fh * 0.95, { ...batter, arms: [30, 140], extra: bat(200) }),
  );
  // the ball in flight
  out.push(circle(cx + w * 0.01, farY + (nearY - farY) * 0.3, 3.5, C.red));
  // near end: bowler in delivery stride and umpire (seen from behind)
  const ny = h - (h - hz) * 0.05;
  out.push(stumps(cx, farY + (nearY - farY) * 0.82, fh * 1.1));
  out.push(
    person(cx + w * 0.07, ny, fh * 2.6, {
      ...(o.casual ? randomLook(rng, { dress: 'shirt' }) : whites(rng)),
      back: true,
      arms: [60, 175],
      pose: 'walk',
      step: 0.7,
    }),
  );
  out.push(
    person(cx - w * 0.14, ny + 4, fh * 2.7, {
      skin: at(SKINS, 2),
      top: C.offWhite,
      bottom: '#263238',
      hair: C.hairBlack,
      hairStyle: 'cap',
      back: true,
      arms: [6, 6],
    }),
  );
  return out.join('');
}
