import { Pic } from '../../core/pic';
import { at } from '../../core/random';
import { rect } from '../../core/svg';
import { facadeAt } from '../../motifs/architecture';
import { randomLook } from '../../motifs/crowd';
import { gateTower } from '../../motifs/hostel';
import { person } from '../../motifs/person';
import { sky } from '../../motifs/sky';
import { C, CLEAR_SKY, TERRACOTTA, TOPS } from '../../palette';

/** The alumni group photograph on the steps below the gate tower. */
export function alumniGroupPhoto(): string {
  const p = new Pic(900, 600, 703);
  const { rng } = p;
  const out = [sky(p, CLEAR_SKY, 90)];
  out.push(facadeAt(0, 440, 900, 430, { ...TERRACOTTA, storeys: 2, bays: 7 }));
  out.push(gateTower(450, 440, 260, 470, { palette: TERRACOTTA, garlands: true }));
  // steps
  for (let k = 0; k < 4; k++)
    out.push(rect(40 - k * 12, 420 + k * 40, 820 + k * 24, 40, k % 2 ? '#E2D1B5' : '#D5C2A3'));
  out.push(rect(0, 580, 900, 20, C.sandDark));
  // two standing rows and the eldest seated on a bench in front
  const row = (x0: number, y: number, h: number, n: number, offset: number) => {
    for (let i = 0; i < n; i++) {
      out.push(
        person(
          x0 + i * ((900 - 2 * x0) / (n - 1)),
          y,
          h,
          randomLook(rng, { top: at(TOPS, offset + i * 3), arms: [8, 8] }),
        ),
      );
    }
  };
  row(95, 462, 150, 9, 0);
  row(70, 502, 160, 8, 1);
  out.push(rect(50, 536, 800, 14, C.woodDark));
  for (let i = 0; i < 7; i++) {
    out.push(
      person(
        110 + i * 113,
        582,
        165,
        randomLook(rng, {
          pose: 'sit',
          top: at(TOPS, i * 2 + 5),
          hair: i % 2 ? C.hairWhite : C.hairGrey,
          hairStyle: i % 3 === 1 ? 'bun' : i % 3 ? 'bald' : 'short',
          dress: i % 3 === 1 ? 'saree' : 'kurta',
          arms: [14, 14],
          bend: [-40, -40],
        }),
      ),
    );
  }
  return p.svg(out);
}
