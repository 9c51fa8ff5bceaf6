import { type Pt, TAU } from '../core/geometry';
import { Pic } from '../core/pic';
import { at, makeRng } from '../core/random';
import { circle, d, ellipse, group, line, num, path, rect } from '../core/svg';
import { randomLook } from '../motifs/crowd';
import { ganesh } from '../motifs/ganesh';
import { diya } from '../motifs/lamps';
import { pandalFrame } from '../motifs/pandal';
import { person } from '../motifs/person';
import { moon, stars } from '../motifs/sky';
import { C, SKINS } from '../palette';
import { CLIP_HEIGHT, CLIP_WIDTH } from './frame';

/** The aarti: the priest waves the lamp plate and rings a bell before the idol. */
export function aartiClip(t: number, w: number, h: number): string {
  const p = new Pic(w, h, 802);
  const th = t * TAU;
  const out = [rect(0, 0, CLIP_WIDTH, CLIP_HEIGHT, C.indigoNight)];
  out.push(stars(makeRng(12), CLIP_WIDTH, CLIP_HEIGHT, 50), moon(40, 60, 18, C.indigoNight));
  out.push(
    pandalFrame(p, {
      x0: 80,
      x1: 880,
      top: 60,
      stage: 380,
      bottom: 540,
      night: true,
      sway: Math.sin(th) * 5,
    }),
  );
  out.push(ganesh(p, 480, 380, 1.2));
  for (let k = 0; k < 10; k++)
    out.push(diya(p, 140 + k * 76, 430, 0.7, Math.sin(th * (2 + (k % 3)) + k)));
  // the priest, seen from behind, waves the aarti plate in circles and rings a bell
  const swing = Math.sin(th * 8) * 16;
  const plate = (hd: { l: Pt; r: Pt }) => {
    const [x, y] = hd.r;
    const flames = [-1, 0, 1].map((k) => {
      const fl = Math.sin(th * 6 + k * 2);
      const fx = x + k * 4.5;
      return path(
        d(
          'M',
          fx,
          y - 4,
          'C',
          fx - 2,
          y - 6,
          fx - 1.5,
          y - 9,
          fx + fl * 0.6,
          y - 12 - fl,
          'C',
          fx + 1.5,
          y - 9,
          fx + 2,
          y - 6,
          fx,
          y - 4,
          'Z',
        ),
        C.marigold,
      );
    });
    const bell = group(
      [
        line(0, 0, 0, 5, '#B7862A', 1.4),
        path(d('M', -4, 13, 'Q', -4, 5, 0, 5, 'Q', 4, 5, 4, 13, 'Z'), '#D9A430'),
        circle(0, 14, 1.2, '#B7862A'),
      ],
      {
        transform: `translate(${num(hd.l[0])} ${num(hd.l[1] - 2)}) rotate(${num(swing)})`,
      },
    );
    return [
      circle(x, y - 6, 26, p.glow(C.marigold, 0.7)),
      ellipse(x, y - 2, 12, 3, '#D9A430'),
      ...flames,
      bell,
    ].join('');
  };
  const circleArm = Math.cos(th * 2) * 14;
  out.push(
    person(300, 640, 320, {
      skin: at(SKINS, 3),
      top: C.saffron,
      dress: 'kurta',
      bottom: C.offWhite,
      hairStyle: 'short',
      back: true,
      arms: [40, 100 + circleArm],
      bend: [80, -40 + Math.sin(th * 2) * 22],
      extra: plate,
    }),
  );
  // devotees with folded hands
  const look = makeRng(55);
  for (let k = 0; k < 5; k++)
    out.push(
      person(560 + k * 90, 610, 220 + (k % 2) * 20, randomLook(look, { back: true, folded: true })),
    );
  return p.svg(out, CLIP_WIDTH, CLIP_HEIGHT);
}
