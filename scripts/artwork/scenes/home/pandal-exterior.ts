import { Pic } from '../../core/pic';
import { d, path, rect } from '../../core/svg';
import { scallops } from '../../motifs/architecture';
import { randomLook } from '../../motifs/crowd';
import { ganesh } from '../../motifs/ganesh';
import { garland, toran } from '../../motifs/garlands';
import { diya } from '../../motifs/lamps';
import { bandedPillar, idolArch } from '../../motifs/pandal';
import { person } from '../../motifs/person';
import { bananaPlant, treeLine } from '../../motifs/plants';
import { rangoli } from '../../motifs/rangoli';
import { cloud, sky } from '../../motifs/sky';
import { C } from '../../palette';

/** The festival pandal from outside, with a rangoli, diyas and visitors. */
export function homePandalExterior(): string {
  const p = new Pic(900, 600, 504);
  const { rng } = p;
  const out = [
    sky(
      p,
      [
        [0, '#8CC2F0'],
        [1, '#F6E7D2'],
      ],
      460,
    ),
    rect(0, 450, 900, 150, C.sand),
  ];
  out.push(cloud(140, 80, 0.9, C.offWhite, 0.9), cloud(760, 60, 0.7, C.offWhite, 0.9));
  out.push(treeLine(rng, -20, 920, 450, 80, '#7E9F6A'));
  // the pandal: a tented roof over a broad gate
  out.push(path(d('M', 150, 200, 'L', 450, 70, 'L', 750, 200, 'Z'), C.saffron));
  out.push(path(d('M', 450, 70, 'L', 530, 200, 'L', 370, 200, 'Z'), C.orange));
  out.push(scallops(150, 232, 600 / 14, 32, 14, 216, [C.offWhite, C.marigold]));
  out.push(rect(140, 190, 620, 14, C.indigo));
  out.push(rect(170, 214, 560, 240, C.maroon));
  out.push(idolArch(330, 454, 240, 220, 15, 20));
  out.push(ganesh(p, 450, 440, 0.82));
  for (const px of [170, 700]) {
    const bands = { count: 9, from: 214, every: 27, depth: 13 };
    out.push(bandedPillar(px, 204, 30, 250, bands, [C.marigold, C.saffron]));
  }
  out.push(
    garland([200, 226], [330, 226], 28, 6.5, { tails: 90 }),
    garland([570, 226], [700, 226], 28, 6.5, { tails: 90 }),
  );
  out.push(garland([330, 226], [570, 226], 34, 6.5));
  out.push(toran(200, 700, 206, 14));
  out.push(bananaPlant(120, 460, 1.3), bananaPlant(780, 460, 1.3, true));
  out.push(rangoli(450, 520, 0.75, 0.3));
  out.push(person(250, 560, 120, randomLook(rng, { folded: true, back: true })));
  out.push(
    person(
      640,
      575,
      125,
      randomLook(rng, { back: true, hairStyle: 'long', dress: 'saree', top: C.pink }),
    ),
  );
  out.push(person(700, 590, 110, randomLook(rng, { back: true })));
  for (let k = 0; k < 6; k++) out.push(diya(p, 360 + k * 36, 468, 0.45, 0, false));
  return p.svg(out);
}
