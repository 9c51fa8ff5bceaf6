import { Pic } from '../../core/pic';
import { at } from '../../core/random';
import { circle, ellipse, line, rect } from '../../core/svg';
import { facadeAt } from '../../motifs/architecture';
import { bicycle } from '../../motifs/bicycle';
import { RESIDENT } from '../../motifs/cast';
import { openBook } from '../../motifs/indoors';
import { person } from '../../motifs/person';
import { bush, neemTree } from '../../motifs/plants';
import { birds, cloud, sky } from '../../motifs/sky';
import { C, SKINS, TERRACOTTA } from '../../palette';

/** The courtyard by day: residents reading and talking around the neem tree. */
export function homeCourtyard(): string {
  const p = new Pic(900, 600, 501);
  const { rng } = p;
  const out = [
    sky(
      p,
      [
        [0, '#9CCBF2'],
        [1, '#E9F4FC'],
      ],
      200,
    ),
    cloud(720, 60, 0.9, C.offWhite, 0.9),
    cloud(120, 40, 0.6, C.offWhite, 0.9),
    birds(rng, 240, 60, 3, 40, '#3E3A66'),
    facadeAt(0, 380, 900, 320, { ...TERRACOTTA, storeys: 2, bays: 7 }),
    rect(0, 376, 900, 224, C.sand),
  ];
  // paving in perspective
  for (let k = 0; k < 9; k++)
    out.push(line(0, 392 + k * k * 3, 900, 392 + k * k * 3, C.sandDark, 1.2, { opacity: 0.5 }));
  for (let k = -6; k <= 6; k++)
    out.push(line(450 + k * 60, 376, 450 + k * 150, 600, C.sandDark, 1.2, { opacity: 0.4 }));
  // potted plants along the arcade
  for (const x of [70, 250, 650, 830])
    out.push(
      rect(x - 16, 362, 32, 28, C.terracotta),
      rect(x - 20, 356, 40, 8, C.terracottaLight),
      bush(rng, x, 356, 40, C.leaf, x % 3 ? undefined : C.orangeSoft),
    );
  out.push(neemTree(rng, 450, 520, 1.3, { platform: true }));
  // residents on the platform around the tree: one reads, two talk
  out.push(
    person(330, 532, 150, {
      ...RESIDENT,
      pose: 'sit',
      arms: [18, 18],
      bend: [-60, -60],
      extra: (hd) => openBook((hd.l[0] + hd.r[0]) / 2, hd.r[1] - 2, 0.45, C.saffron),
    }),
  );
  out.push(
    person(560, 532, 150, {
      skin: at(SKINS, 1),
      top: C.marigold,
      dress: 'kurta',
      dupatta: C.saffron,
      bottom: '#E8E2D4',
      hair: C.hairBlack,
      hairStyle: 'long',
      pose: 'sit',
      arms: [16, 30],
      bend: [-40, 80],
    }),
  );
  out.push(
    person(620, 534, 150, {
      skin: at(SKINS, 4),
      top: C.teal,
      bottom: '#3E4A7A',
      hair: C.hairBlack,
      pose: 'sit',
      arms: [30, 14],
      bend: [60, -40],
    }),
  );
  // a resident walking in with books
  out.push(
    person(790, 590, 170, {
      skin: at(SKINS, 2),
      top: C.saffron,
      bottom: '#37474F',
      hair: C.hairBlack,
      pose: 'walk',
      step: 1,
      arms: [14, 20],
      bend: [0, -90],
      extra: (hd) =>
        rect(hd.r[0] - 10, hd.r[1] - 10, 16, 12, C.indigo) +
        rect(hd.r[0] - 9, hd.r[1] - 16, 14, 6, C.teal),
    }),
  );
  // a bicycle parked on its stand and a water pot (matka)
  out.push(bicycle(120, 568, { frame: 'modern', tyres: C.ink, tubes: C.saffron, width: 4 }));
  out.push(
    ellipse(240, 560, 22, 20, C.terracotta),
    ellipse(240, 542, 10, 4, C.terracottaDark),
    rect(226, 578, 28, 6, C.woodDark),
  );
  // pigeons pecking on the paving
  for (const [bx, by] of [
    [680, 470],
    [712, 480],
  ] as const)
    out.push(
      ellipse(bx, by, 9, 6, '#8A8FA8'),
      circle(bx - 8, by - 5, 4, '#8A8FA8'),
      circle(bx - 9, by - 6, 1, C.ink),
    );
  return p.svg(out);
}
