import { Pic } from '../../core/pic';
import { group } from '../../core/svg';
import { chhatri, facadeAt } from '../../motifs/architecture';
import { cricketMatch } from '../../motifs/cricket';
import { treeLine } from '../../motifs/plants';
import { cloud, sky } from '../../motifs/sky';
import { C, TERRACOTTA } from '../../palette';

/** The landing card for sports: a cricket match on the hostel ground. */
export function cardSports(): string {
  const p = new Pic(800, 500, 202);
  const out = [
    sky(
      p,
      [
        [0, '#7FB6EC'],
        [1, '#D7ECFB'],
      ],
      200,
    ),
    cloud(150, 70, 0.8, C.offWhite, 0.9),
    cloud(620, 50, 0.6, C.offWhite, 0.9),
    facadeAt(220, 186, 360, 110, { ...TERRACOTTA, storeys: 2, bays: 7 }),
    group(chhatri(60, TERRACOTTA.wall, TERRACOTTA.trim, TERRACOTTA.wallSide, C.saffron), {
      transform: 'translate(400 76)',
    }),
    treeLine(p.rng, -20, 230, 190, 60, '#5E8C4A'),
    treeLine(p.rng, 570, 820, 190, 60, '#5E8C4A'),
    cricketMatch(p, { horizon: 186 }),
  ];
  return p.svg(out);
}
