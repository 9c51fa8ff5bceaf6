import { TAU } from '../core/geometry';
import { Pic } from '../core/pic';
import { circle, num, rect } from '../core/svg';
import { facadeAt } from '../motifs/architecture';
import { dholGroup, flagBearer } from '../motifs/dhol-tasha';
import { sky } from '../motifs/sky';
import { C, SUNLIT_TERRACOTTA } from '../palette';
import { CLIP_HEIGHT, CLIP_WIDTH } from './frame';

/** The dhol-tasha troupe drumming, sound rings spreading from the drums. */
export function dholClip(t: number, w: number, h: number): string {
  const p = new Pic(w, h, 804);
  const th = t * TAU;
  const out = [
    sky(
      p,
      [
        [0, '#F08A4B'],
        [1, '#FDE3B8'],
      ],
      340,
      CLIP_WIDTH,
    ),
  ];
  out.push(facadeAt(0, 330, CLIP_WIDTH, 240, { ...SUNLIT_TERRACOTTA, storeys: 2, bays: 8 }));
  out.push(rect(0, 326, CLIP_WIDTH, 214, '#CDB28C'));
  // sound rings from the drums
  for (let k = 0; k < 3; k++) {
    const r = ((t * 4 + k / 3) % 1) * 120;
    out.push(
      circle(480, 360, 40 + r, 'none', {
        stroke: C.marigold,
        'stroke-width': 4,
        opacity: num(0.5 * (1 - r / 120)),
      }),
    );
  }
  out.push(flagBearer(110, 480, 180, Math.sin(th * 2) * 20));
  out.push(dholGroup(250, 500, 190, 6, th * 2, 125));
  return p.svg(out, CLIP_WIDTH, CLIP_HEIGHT);
}
