import { Pic } from '../core/pic';
import { at } from '../core/random';
import { circle, line, poly, rect } from '../core/svg';
import { facadeAt } from '../motifs/architecture';
import { bicycle } from '../motifs/bicycle';
import { gateTower } from '../motifs/hostel';
import { person, type PersonOpts } from '../motifs/person';
import { neemTree, treeLine } from '../motifs/plants';
import { cloud, sky } from '../motifs/sky';
import { type BuildingPalette, C, SKINS } from '../palette';

/** The hostel in its founding years, the first residents at the gate (written in sepia). */
export function historyFounding(): string {
  const p = new Pic(900, 600, 506);
  const { rng } = p;
  const old: BuildingPalette = {
    wall: '#D8B48A',
    wallSide: '#C49E74',
    trim: '#F1E2C6',
    shade: '#A88460',
    opening: '#5A4330',
  };
  const out = [
    sky(
      p,
      [
        [0, '#D7CBB0'],
        [1, '#F1E8D4'],
      ],
      430,
    ),
    cloud(180, 100, 1, '#FBF6EA', 0.9),
    cloud(720, 80, 0.8, '#FBF6EA', 0.9),
  ];
  out.push(treeLine(rng, -20, 920, 400, 60, '#A7A383'));
  out.push(facadeAt(140, 400, 620, 190, { ...old, storeys: 1, bays: 7 }));
  out.push(gateTower(450, 400, 170, 270, { palette: old, clock: true, flag: '#C98B4F' }));
  out.push(rect(0, 396, 900, 204, '#E2D2B2'));
  // a dirt road and a compound wall with the gate piers
  out.push(
    poly(
      [
        [400, 400],
        [500, 400],
        [700, 600],
        [200, 600],
      ],
      '#EDE1C8',
    ),
  );
  out.push(rect(0, 420, 330, 40, '#CDB08A'), rect(570, 420, 330, 40, '#CDB08A'));
  for (const gx of [310, 570])
    out.push(
      rect(gx, 380, 24, 80, '#BF9F78'),
      rect(gx - 6, 372, 36, 12, old.trim),
      circle(gx + 12, 364, 10, old.trim),
    );
  out.push(
    neemTree(rng, 90, 440, 0.9, { trunk: '#6B5440' }),
    neemTree(rng, 820, 450, 0.8, { trunk: '#6B5440' }),
  );
  // the first residents at the gate, in the clothes of the time
  const first: PersonOpts[] = [
    {
      skin: at(SKINS, 2),
      top: C.offWhite,
      dress: 'dhoti',
      hairStyle: 'topi',
      bottom: C.offWhite,
      arms: [6, 6],
    },
    {
      skin: at(SKINS, 3),
      top: '#5A4A3A',
      dress: 'kurta',
      hairStyle: 'topi',
      bottom: C.offWhite,
      arms: [10, 10],
    },
    {
      skin: at(SKINS, 1),
      top: C.offWhite,
      dress: 'kurta',
      hairStyle: 'short',
      bottom: '#E8E2D4',
      folded: true,
    },
    {
      skin: at(SKINS, 4),
      top: '#3E3A36',
      dress: 'kurta',
      hairStyle: 'topi',
      bottom: C.offWhite,
      arms: [6, 30],
      extra: (hd) => line(hd.r[0], hd.r[1] - 30, hd.r[0] + 2, hd.r[1] + 30, C.woodDark, 3),
    },
    {
      skin: at(SKINS, 2),
      top: C.offWhite,
      dress: 'dhoti',
      hairStyle: 'short',
      bottom: C.offWhite,
      arms: [8, 8],
    },
  ];
  first.forEach((look, i) => out.push(person(322 + i * 64, 522 + (i % 2) * 8, 150, look)));
  // a bicycle of the era
  out.push(bicycle(690, 560, { frame: 'roadster', tyres: '#3A2E24', tubes: '#3A2E24', width: 3 }));
  // an old photograph's border
  out.push(rect(10, 10, 880, 580, 'none', { stroke: '#FBF6EA', 'stroke-width': 20 }));
  out.push(rect(22, 22, 856, 556, 'none', { stroke: '#8C7456', 'stroke-width': 2 }));
  return p.svg(out);
}
