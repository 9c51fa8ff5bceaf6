import { Pic } from '../../core/pic';
import { facadeAt } from '../../motifs/architecture';
import { cricketMatch } from '../../motifs/cricket';
import { bunting } from '../../motifs/garlands';
import { treeLine } from '../../motifs/plants';
import { cloud, sky } from '../../motifs/sky';
import { C, TERRACOTTA } from '../../palette';

/** The alumni cricket match, played in everyday clothes. */
export function alumniCricket(): string {
  const p = new Pic(900, 600, 704);
  const out = [
    sky(
      p,
      [
        [0, '#6FA8E6'],
        [1, '#CFE6F8'],
      ],
      240,
    ),
    cloud(200, 80, 0.9, C.offWhite, 0.9),
    cloud(720, 110, 0.7, C.offWhite, 0.9),
    treeLine(p.rng, -20, 900, 242, 80, '#5E8C4A'),
    facadeAt(580, 236, 280, 120, { ...TERRACOTTA, storeys: 2, bays: 5 }),
    cricketMatch(p, { horizon: 232, casual: true }),
    bunting([0, 40], [900, 40], 40, 18, [C.saffron, C.marigold, C.indigoSoft, C.offWhite]),
  ];
  return p.svg(out);
}
