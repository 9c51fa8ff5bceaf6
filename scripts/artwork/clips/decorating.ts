import { TAU } from '../core/geometry';
import { Pic } from '../core/pic';
import { at } from '../core/random';
import { circle, rect } from '../core/svg';
import { RESIDENT } from '../motifs/cast';
import { flowerBasket, ladder } from '../motifs/decorating';
import { garland, strand } from '../motifs/garlands';
import { idolArch } from '../motifs/pandal';
import { person } from '../motifs/person';
import { bananaPlant } from '../motifs/plants';
import { C, SKINS } from '../palette';
import { CLIP_HEIGHT, CLIP_WIDTH } from './frame';

/** Decorating the pandal: fairy lights chase, garlands sway, residents string flowers. */
export function decoratingClip(t: number, w: number, h: number): string {
  const p = new Pic(w, h, 803);
  const { rng } = p;
  const th = t * TAU;
  const out = [
    rect(0, 0, CLIP_WIDTH, CLIP_HEIGHT, '#F6E9D4'),
    rect(0, 440, CLIP_WIDTH, 100, '#D9BF98'),
  ];
  for (const x of [100, 480, 860]) out.push(rect(x - 7, 40, 14, 410, '#C8A15A'));
  out.push(rect(107, 84, 366, 356, C.maroon), idolArch(190, 440, 200, 300, 14));
  out.push(rect(70, 40, 820, 14, '#C8A15A'), rect(100, 54, 760, 30, C.saffron));
  // fairy lights chasing along the frame
  for (let k = 0; k < 40; k++) {
    const on = (k + Math.floor(t * 24)) % 4 === 0;
    const bx = 100 + k * 19;
    const by = 100 + Math.sin(k * 0.5) * 6;
    if (on) out.push(circle(bx, by, 12, p.glow(C.marigold, 0.8)));
    out.push(circle(bx, by, 4, on ? C.marigoldPale : C.orangeSoft));
  }
  const sway = Math.sin(th) * 16;
  out.push(
    garland([100, 120], [290, 120], 40, 7, { sway: sway * 0.5, tails: 90 }),
    garland([290, 120], [480, 120], 40, 7, { sway: sway * 0.5 }),
  );
  out.push(garland([480, 120], [660, 120], 55, 7, { sway }));
  // the ladder and a resident reaching up
  out.push(ladder(600, 450, 140));
  const reach = Math.sin(th) * 12;
  out.push(person(665, 290, 150, { ...RESIDENT, arms: [150 + reach, 165 - reach] }));
  out.push(
    person(770, 480, 170, {
      skin: at(SKINS, 1),
      top: C.teal,
      dress: 'kurta',
      dupatta: C.marigold,
      bottom: '#E8E2D4',
      hair: C.hairBlack,
      hairStyle: 'long',
      arms: [20, 140 + reach],
      extra: (hd) => strand(hd.r[0], hd.r[1], 60, 6, [C.marigold, C.orangeSoft], reach),
    }),
  );
  out.push(rect(80, 450, 400, 80, C.indigoSoft, { rx: 8 }));
  out.push(
    person(180, 510, 150, {
      skin: at(SKINS, 4),
      top: C.pink,
      dress: 'saree',
      border: C.marigold,
      hair: C.hairBlack,
      hairStyle: 'bun',
      pose: 'sit',
      arms: [40 + Math.sin(th * 3) * 8, 40 - Math.sin(th * 3) * 8],
    }),
  );
  out.push(
    person(360, 510, 150, {
      skin: at(SKINS, 2),
      top: C.marigold,
      bottom: '#3E4A7A',
      hair: C.hairBlack,
      pose: 'sit',
      arms: [40 - Math.sin(th * 3) * 8, 40 + Math.sin(th * 3) * 8],
    }),
  );
  out.push(flowerBasket(rng, 270, 515, 40, 16));
  out.push(bananaPlant(40, 450, 1.1), bananaPlant(920, 450, 1.1, true));
  return p.svg(out, CLIP_WIDTH, CLIP_HEIGHT);
}
