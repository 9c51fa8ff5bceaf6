import type { Pt } from '../../core/geometry';
import { Pic } from '../../core/pic';
import { at } from '../../core/random';
import { circle, d, line, path, rect, stroke } from '../../core/svg';
import { facadeAt } from '../../motifs/architecture';
import { ALUMNA, ELDER_ALUMNUS, YOUNG_ALUMNUS } from '../../motifs/cast';
import { bunting } from '../../motifs/garlands';
import { person, type PersonOpts } from '../../motifs/person';
import { neemTree } from '../../motifs/plants';
import { sky } from '../../motifs/sky';
import { C, CLEAR_SKY, SKINS, TERRACOTTA } from '../../palette';

/** The landing card for alumni: old friends of different batches chatting over tea. */
export function cardAlumni(): string {
  const p = new Pic(800, 500, 404);
  const { rng } = p;
  const out = [
    sky(p, CLEAR_SKY, 140),
    facadeAt(0, 360, 800, 300, { ...TERRACOTTA, storeys: 2, bays: 8 }),
    rect(0, 356, 800, 144, C.sand),
    rect(0, 356, 800, 8, C.sandDark),
    bunting([0, 110], [400, 130], 30, 18, [C.saffron, C.marigold, C.indigoSoft, C.offWhite]),
    bunting([400, 130], [800, 110], 30, 18, [C.marigold, C.saffron, C.offWhite, C.indigoSoft]),
    neemTree(rng, 720, 440, 0.8, { platform: true }),
  ];
  // a tea table with a kettle and cups
  const tx = 480;
  out.push(
    rect(tx, 372, 150, 44, C.offWhite),
    rect(tx, 372, 150, 8, C.saffron),
    rect(tx + 6, 416, 6, 30, C.woodDark),
    rect(tx + 138, 416, 6, 30, C.woodDark),
  );
  out.push(
    path(
      d('M', tx + 20, 372, 'Q', tx + 20, 348, tx + 38, 348, 'Q', tx + 56, 348, tx + 56, 372, 'Z'),
      C.steelDark,
    ),
    stroke(d('M', tx + 56, 362, 'L', tx + 68, 352), C.steelDark, 4),
    circle(tx + 38, 346, 4, C.steelDark),
  );
  for (let k = 0; k < 4; k++)
    out.push(
      path(
        d(
          'M',
          tx + 80 + k * 16,
          360,
          'L',
          tx + 92 + k * 16,
          360,
          'L',
          tx + 90 + k * 16,
          372,
          'L',
          tx + 82 + k * 16,
          372,
          'Z',
        ),
        C.offWhite,
        { stroke: C.sandDark, 'stroke-width': 1 },
      ),
    );
  const cup = (hand: Pt) => rect(hand[0] - 3.5, hand[1] - 8, 7, 8, C.offWhite, { rx: 1.5 });
  const stick = (hd: { l: Pt; r: Pt }) =>
    line(hd.r[0], hd.r[1], hd.r[0] + 4, hd.r[1] + 46, C.woodDark, 3);
  // old friends of different batches, chatting in two small groups
  const people: [number, number, PersonOpts][] = [
    [
      80,
      462,
      {
        ...ELDER_ALUMNUS,
        arms: [10, 12],
        bend: [0, 0],
        extra: stick,
      },
    ],
    [
      140,
      470,
      {
        ...YOUNG_ALUMNUS,
        arms: [20, 14],
        bend: [70, 0],
      },
    ],
    [
      200,
      466,
      {
        ...ALUMNA,
        folded: true,
      },
    ],
    [
      262,
      474,
      {
        skin: at(SKINS, 3),
        top: C.saffron,
        bottom: '#3E4A7A',
        hair: C.hairBlack,
        arms: [12, 24],
        bend: [0, -100],
        extra: (hd) => cup(hd.r),
      },
    ],
    [
      380,
      470,
      {
        skin: at(SKINS, 5),
        top: C.marigold,
        dress: 'kurta',
        bottom: C.offWhite,
        hair: C.hairGrey,
        arms: [12, 30],
        bend: [0, 90],
      },
    ],
    [
      440,
      478,
      {
        skin: at(SKINS, 0),
        top: C.indigoSoft,
        dress: 'kurta',
        dupatta: C.saffron,
        bottom: '#E8E2D4',
        hair: C.hairBlack,
        hairStyle: 'long',
        arms: [24, 10],
        bend: [-100, 0],
        extra: (hd) => cup(hd.l),
      },
    ],
    [
      660,
      480,
      {
        skin: at(SKINS, 2),
        top: C.maroon,
        bottom: '#455A64',
        hair: C.hairBlack,
        arms: [14, 150],
        bend: [0, 10],
      },
    ],
  ];
  for (const [x, y, look] of people) out.push(person(x, y, 150, look));
  return p.svg(out);
}
