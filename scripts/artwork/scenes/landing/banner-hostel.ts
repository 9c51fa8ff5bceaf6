import { lighten } from '../../core/colour';
import { Pic } from '../../core/pic';
import { line, poly, rect } from '../../core/svg';
import { randomLook } from '../../motifs/crowd';
import { bunting } from '../../motifs/garlands';
import { hostelCourtyard } from '../../motifs/hostel';
import { person } from '../../motifs/person';
import { bush, neemTree, treeLine } from '../../motifs/plants';
import { birds, cloud, sky, sun } from '../../motifs/sky';
import { C } from '../../palette';

/** The landing page's banner: the hostel courtyard on a festival morning. */
export function bannerHostel(): string {
  const p = new Pic(1600, 700, 101);
  const { rng } = p;
  const out: string[] = [];
  out.push(
    sky(
      p,
      [
        [0, '#8FB3E6'],
        [0.45, '#CFD8F0'],
        [0.78, '#FFD9B3'],
        [1, '#FFC46B'],
      ],
      520,
    ),
  );
  out.push(sun(p, 1075, 215, 52));
  out.push(
    cloud(260, 150, 1.4, C.offWhite, 0.75),
    cloud(1340, 110, 1.1, C.offWhite, 0.7),
    cloud(620, 90, 0.8, '#FFE9D6', 0.8),
  );
  out.push(birds(rng, 1180, 190, 5, 70, '#3E3A66'));
  out.push(treeLine(rng, 0, 1600, 470, 90, '#7E9F6A'));
  out.push(rect(0, 460, 1600, 240, C.sand));
  out.push(
    hostelCourtyard({
      x0: 400,
      x1: 1200,
      baseY: 470,
      h: 240,
      storeys: 2,
      bays: 9,
      wing: { dx: 250, dy: 150, len: 520, bays: 6 },
      tower: { w: 210, h: 305 },
      garlands: true,
      flag: C.saffron,
      rng,
    }),
  );
  // courtyard floor, stone path and flower beds
  out.push(
    poly(
      [
        [400, 470],
        [1200, 470],
        [1450, 620],
        [1600, 620],
        [1600, 700],
        [0, 700],
        [0, 620],
        [150, 620],
      ],
      C.sand,
    ),
  );
  out.push(
    poly(
      [
        [745, 470],
        [855, 470],
        [1000, 700],
        [600, 700],
      ],
      lighten(C.sand, 0.35),
    ),
  );
  for (let k = 0; k < 6; k++) {
    const t = k / 6;
    const y = 470 + (700 - 470) * (t * t * 0.9 + t * 0.1);
    const half = 55 + 145 * ((y - 470) / 230);
    out.push(line(800 - half, y, 800 + half, y, C.sandDark, 1.5, { opacity: 0.6 }));
  }
  out.push(
    bunting([400, 300], [150, 400], 30, 16, [C.saffron, C.marigold, C.indigoSoft, C.offWhite]),
  );
  out.push(
    bunting([1200, 300], [1450, 400], 30, 16, [C.marigold, C.saffron, C.offWhite, C.indigoSoft]),
  );
  out.push(neemTree(rng, 420, 640, 1.05, { platform: true }));
  out.push(neemTree(rng, 1290, 660, 0.85, { platform: true }));
  out.push(person(640, 560, 78, randomLook(rng, { pose: 'walk', step: 1 })));
  out.push(
    person(
      672,
      566,
      74,
      randomLook(rng, { hairStyle: 'long', dress: 'kurta', dupatta: C.marigold }),
    ),
  );
  out.push(person(1000, 540, 66, randomLook(rng, { arms: [10, 150] })));
  out.push(person(1080, 600, 84, randomLook(rng, { pose: 'walk', step: -1, top: C.indigo })));
  out.push(person(380, 626, 70, randomLook(rng, { pose: 'sit' })));
  out.push(
    bush(rng, 180, 700, 260, C.leaf, C.orangeSoft),
    bush(rng, 1440, 700, 300, C.leaf, C.orangeSoft),
  );
  return p.svg(out);
}
