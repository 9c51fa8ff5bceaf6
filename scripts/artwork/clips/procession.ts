import { TAU } from '../core/geometry';
import { Pic } from '../core/pic';
import { makeRng } from '../core/random';
import { circle, line, rect } from '../core/svg';
import { facadeAt } from '../motifs/architecture';
import { randomLook } from '../motifs/crowd';
import { dholGroup } from '../motifs/dhol-tasha';
import { person } from '../motifs/person';
import { processionFloat } from '../motifs/procession';
import { sky } from '../motifs/sky';
import { C, DUSK_SKY, TERRACOTTA } from '../palette';
import { CLIP_HEIGHT, CLIP_WIDTH } from './frame';

/** The immersion procession moving along a street at dusk with drummers and dancers. */
export function processionClip(t: number, w: number, h: number): string {
  const p = new Pic(w, h, 805);
  const rng = makeRng(905);
  const th = t * TAU;
  const out = [sky(p, DUSK_SKY, 340, CLIP_WIDTH)];
  // buildings drift past (one tile per loop)
  const tile = 480;
  const shift = -t * tile;
  for (let k = -1; k < 4; k++) {
    const bx = k * tile + shift;
    out.push(
      facadeAt(bx, 340, 220, 200, {
        ...TERRACOTTA,
        wall: '#B86A6A',
        wallSide: '#A85C5C',
        trim: '#E8C9B0',
        shade: '#8A4A4A',
        opening: '#3A2030',
        storeys: 2,
        bays: 3,
        lit: 0.5,
        rng: makeRng(77),
      }),
    );
    out.push(
      facadeAt(bx + 250, 340, 200, 150, {
        ...TERRACOTTA,
        wall: '#8E6A9A',
        wallSide: '#7E5A8A',
        trim: '#E2CFE0',
        shade: '#5E4A6A',
        opening: '#2A2040',
        storeys: 2,
        bays: 3,
        lit: 0.5,
        rng: makeRng(78),
      }),
    );
    out.push(
      line(bx + 235, 340, bx + 235, 200, C.ink, 4),
      circle(bx + 235, 200, 20, p.glow(C.marigoldPale, 0.8)),
      circle(bx + 235, 200, 6, C.marigoldPale),
    );
  }
  out.push(rect(0, 336, CLIP_WIDTH, 204, '#B99E80'));
  for (let k = -1; k < 9; k++)
    out.push(rect(k * 120 + ((shift * 1.5) % 120), 420, 60, 6, C.offWhite, { opacity: 0.4 }));
  out.push(processionFloat(p, 560, 500, 0.85, -th * 3, Math.sin(th * 2) * 8));
  // dancers and drummers walking along with the float
  out.push(dholGroup(120, 540, 170, 3, th * 2, 110));
  for (let k = 0; k < 4; k++) {
    const look = randomLook(rng, {
      pose: 'walk',
      step: th * 4 + k,
      arms: [30 + Math.sin(th * 2 + k) * 30, 150 - Math.sin(th * 2 + k) * 20],
    });
    out.push(person(760 + k * 60, 560 + (k % 2) * 16, 170, look));
  }
  for (let k = 0; k < 16; k++) {
    const x = ((((rng.range(0, 1) - t) % 1) + 1) % 1) * 1100 - 70;
    out.push(
      circle(x, rng.range(200, 420), rng.range(20, 48), rng.pick([C.pink, C.saffron, C.marigold]), {
        opacity: 0.14,
      }),
    );
  }
  return p.svg(out, CLIP_WIDTH, CLIP_HEIGHT);
}
