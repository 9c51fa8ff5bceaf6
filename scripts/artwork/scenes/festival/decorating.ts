import { Pic } from '../../core/pic';
import { d, line, rect, stroke } from '../../core/svg';
import { scallops } from '../../motifs/architecture';
import { randomLook } from '../../motifs/crowd';
import { flowerBasket, ladder } from '../../motifs/decorating';
import { garland, strand } from '../../motifs/garlands';
import { idolArch } from '../../motifs/pandal';
import { person } from '../../motifs/person';
import { bananaPlant } from '../../motifs/plants';
import { C } from '../../palette';

/** Residents dressing the pandal: hanging garlands from a ladder and stringing flowers. */
export function festivalDecorating(): string {
  const p = new Pic(900, 600, 603);
  const { rng } = p;
  const out = [rect(0, 0, 900, 600, '#F6E9D4'), rect(0, 470, 900, 130, '#D9BF98')];
  // the pandal's bamboo frame, half dressed: a backdrop and arch on one side only
  out.push(rect(97, 74, 346, 400, C.maroon), idolArch(170, 474, 200, 300, 14));
  for (const x of [90, 450, 810])
    out.push(rect(x - 7, 60, 14, 420, '#C8A15A'), line(x - 7, 120, x + 7, 120, '#A07C3C', 2));
  out.push(rect(60, 60, 780, 14, '#C8A15A'));
  out.push(rect(90, 74, 360, 30, C.saffron));
  out.push(scallops(90, 128, 40, 24, 9, 116, [C.offWhite, C.marigold]));
  out.push(
    garland([90, 110], [270, 110], 36, 7, { tails: 80 }),
    garland([270, 110], [450, 110], 36, 7),
  );
  out.push(garland([450, 110], [620, 110], 50, 7, { sway: 20 }));
  // a ladder and a resident hanging a garland
  out.push(ladder(560, 470, 150));
  out.push(person(625, 300, 150, randomLook(rng, { top: C.indigo, arms: [150, 160] })));
  out.push(
    person(
      720,
      500,
      170,
      randomLook(rng, {
        hairStyle: 'long',
        dress: 'kurta',
        dupatta: C.marigold,
        arms: [20, 150],
        extra: (hd) => strand(hd.r[0], hd.r[1], 60, 6, [C.marigold, C.orangeSoft]),
      }),
    ),
  );
  // residents stringing flowers on a mat
  out.push(
    rect(80, 480, 380, 90, C.indigoSoft, { rx: 8 }),
    rect(90, 490, 360, 70, 'none', { stroke: C.marigold, 'stroke-width': 3, rx: 6 }),
  );
  out.push(
    person(
      170,
      540,
      150,
      randomLook(rng, {
        pose: 'sit',
        hairStyle: 'bun',
        dress: 'saree',
        top: C.teal,
        arms: [40, 40],
      }),
    ),
  );
  out.push(person(340, 540, 150, randomLook(rng, { pose: 'sit', arms: [40, 40] })));
  for (const [bx, by] of [
    [250, 545],
    [420, 555],
  ] as const)
    out.push(flowerBasket(rng, bx, by, 38, 14));
  out.push(
    stroke(d('M', 180, 520, 'Q', 260, 500, 330, 522), C.marigold, 8, { 'stroke-dasharray': '2 9' }),
  );
  out.push(bananaPlant(40, 480, 1.1), bananaPlant(860, 480, 1.1, true));
  return p.svg(out);
}
