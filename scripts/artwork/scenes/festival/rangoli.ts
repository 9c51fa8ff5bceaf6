import { TAU } from '../../core/geometry';
import { Pic } from '../../core/pic';
import { circle, rect } from '../../core/svg';
import { ganesh } from '../../motifs/ganesh';
import { strand, toran } from '../../motifs/garlands';
import { diya } from '../../motifs/lamps';
import { bandedPillar, idolArch } from '../../motifs/pandal';
import { rangoli } from '../../motifs/rangoli';
import { stars } from '../../motifs/sky';
import { C } from '../../palette';

/** The rangoli at the pandal's entrance at night, ringed by diyas. */
export function festivalRangoli(): string {
  const p = new Pic(900, 600, 604);
  const out = [rect(0, 0, 900, 600, '#3A1630')];
  out.push(stars(p.rng, 900, 360, 40));
  // the entrance: steps, pillars and a lit doorway
  out.push(rect(230, 40, 440, 300, C.maroon));
  out.push(idolArch(330, 300, 240, 240, 15));
  out.push(ganesh(p, 450, 290, 0.8, { halo: false }));
  out.push(toran(250, 650, 60, 16));
  for (const px of [190, 670]) {
    const bands = { count: 10, from: 40, every: 30, depth: 14 };
    out.push(bandedPillar(px, 30, 40, 320, bands, [C.marigold, C.saffron]));
    out.push(strand(px + 20, 36, 220, 8, [C.marigold, C.orangeSoft]));
  }
  out.push(
    rect(150, 300, 600, 24, '#C9B59A'),
    rect(110, 324, 680, 24, '#D8C6AB'),
    rect(70, 348, 760, 24, '#E4D6BE'),
  );
  out.push(rect(0, 372, 900, 228, '#EDE3D0'));
  out.push(rangoli(450, 480, 1.9, 0.45));
  // diyas ring the rangoli
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * TAU;
    out.push(diya(p, 450 + Math.cos(a) * 250, 490 + Math.sin(a) * 95, 0.7, Math.sin(k * 1.3)));
  }
  for (let k = 0; k < 30; k++) {
    out.push(
      circle(
        p.rng.range(40, 860),
        p.rng.range(560, 595),
        p.rng.range(4, 7),
        p.rng.pick([C.marigold, C.orangeSoft, C.saffron]),
      ),
    );
  }
  return p.svg(out);
}
