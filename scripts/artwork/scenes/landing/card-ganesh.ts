import { Pic } from '../../core/pic';
import { circle, rect } from '../../core/svg';
import { ganesh, mouse } from '../../motifs/ganesh';
import { diya } from '../../motifs/lamps';
import { pandalFrame } from '../../motifs/pandal';
import { C } from '../../palette';

/** The landing card for the Ganesh festival: the idol in its pandal at night, lit by diyas. */
export function cardGanesh(): string {
  const p = new Pic(800, 500, 303);
  const out = [
    rect(0, 0, 800, 500, C.indigoNight),
    pandalFrame(p, { x0: 40, x1: 760, top: 70, stage: 380, bottom: 500, night: true }),
    ganesh(p, 400, 380, 1.18),
    mouse(535, 382, 0.8),
  ];
  for (let k = 0; k < 9; k++)
    out.push(diya(p, 120 + k * 70, 430 + (k % 2) * 6, 0.8, Math.sin(k * 1.7)));
  out.push(rect(0, 0, 800, 34, C.indigoNight));
  for (let k = 0; k < 18; k++) {
    out.push(
      circle(22 + k * 45, 20 + (k % 2) * 6, 14, p.glow(C.marigold, 0.6)),
      circle(22 + k * 45, 20 + (k % 2) * 6, 4, C.marigoldPale),
    );
  }
  return p.svg(out);
}
