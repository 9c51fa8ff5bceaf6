import { Pic } from '../../core/pic';
import { rect } from '../../core/svg';
import { facadeAt } from '../../motifs/architecture';
import { crowd } from '../../motifs/crowd';
import { dholGroup, flagBearer } from '../../motifs/dhol-tasha';
import { bunting } from '../../motifs/garlands';
import { gulal } from '../../motifs/procession';
import { sky } from '../../motifs/sky';
import { C, SUNLIT_TERRACOTTA } from '../../palette';

/** The dhol-tasha troupe playing in the street in clouds of gulal. */
export function festivalDholTasha(): string {
  const p = new Pic(900, 600, 605);
  const { rng } = p;
  const out = [
    sky(
      p,
      [
        [0, '#F3A15E'],
        [1, '#FDE3B8'],
      ],
      380,
    ),
  ];
  out.push(facadeAt(0, 360, 900, 250, { ...SUNLIT_TERRACOTTA, storeys: 2, bays: 8 }));
  out.push(rect(0, 355, 900, 245, '#CDB28C'));
  out.push(
    bunting([0, 90], [450, 110], 25, 20, [C.saffron, C.marigold, C.offWhite]),
    bunting([450, 110], [900, 90], 25, 20, [C.marigold, C.saffron, C.offWhite]),
  );
  out.push(gulal(rng, 330, 250, 180, C.pink), gulal(rng, 720, 220, 140, C.saffron));
  // a flag bearer at the front
  out.push(flagBearer(110, 480, 190, 0));
  out.push(dholGroup(250, 510, 190, 5, 0.4));
  out.push(crowd(rng, 0, 900, 650, 210, 7, { back: true, arms: [20, 20], bend: [130, 130] }));
  return p.svg(out);
}
