import { Pic } from '../../core/pic';
import { line, rect } from '../../core/svg';
import { crowd } from '../../motifs/crowd';
import { dholGroup, flagBearer } from '../../motifs/dhol-tasha';
import { gulal, processionFloat } from '../../motifs/procession';
import { sky, sun } from '../../motifs/sky';
import { C, DUSK_SKY } from '../../palette';

/** The immersion procession on the ghat at dusk. */
export function festivalImmersion(): string {
  const p = new Pic(900, 600, 606);
  const { rng } = p;
  const out = [sky(p, DUSK_SKY, 330)];
  out.push(sun(p, 160, 300, 40, '#FFD27A'));
  out.push(
    rect(
      0,
      300,
      900,
      60,
      p.linear([
        [0, '#7F8FC8'],
        [1, '#B7A7C8'],
      ]),
    ),
  );
  for (let k = 0; k < 6; k++)
    out.push(
      line(40 + k * 140, 318 + (k % 3) * 12, 100 + k * 140, 318 + (k % 3) * 12, C.offWhite, 2, {
        opacity: 0.5,
      }),
    );
  out.push(rect(0, 355, 900, 245, '#B99E80'));
  // steps down to the water (the ghat)
  for (let k = 0; k < 3; k++) out.push(rect(0, 352 + k * 8, 900, 8, k % 2 ? '#A88E72' : '#C4AA8C'));
  out.push(processionFloat(p, 600, 520, 0.95));
  out.push(gulal(rng, 330, 260, 200, C.pink), gulal(rng, 780, 250, 150, C.saffron));
  out.push(flagBearer(70, 520, 170, 6));
  out.push(dholGroup(170, 530, 170, 3, 1.2, 95));
  out.push(crowd(rng, 0, 900, 680, 240, 7, { back: true, arms: [25, 165], bend: [0, 10] }));
  return p.svg(out);
}
