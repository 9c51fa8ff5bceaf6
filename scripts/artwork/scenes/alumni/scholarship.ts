import { Pic } from '../../core/pic';
import { at } from '../../core/random';
import { circle, d, group, path, rect } from '../../core/svg';
import { scallops } from '../../motifs/architecture';
import { ALUMNA } from '../../motifs/cast';
import { randomLook } from '../../motifs/crowd';
import { samai } from '../../motifs/lamps';
import { person } from '../../motifs/person';
import { C, SKINS, TOPS } from '../../palette';

/** The scholarship ceremony: an alumna hands a scroll to a student on stage. */
export function alumniScholarship(): string {
  const p = new Pic(900, 600, 705);
  const { rng } = p;
  const out = [rect(0, 0, 900, 600, '#2E2A5C')];
  out.push(rect(100, 40, 700, 320, '#3A3578'));
  out.push(rect(100, 40, 700, 60, C.saffron), rect(100, 100, 700, 10, C.marigold));
  out.push(scallops(100, 130, 50, 30, 14, 120, [C.orangeSoft, C.marigold]));
  out.push(
    rect(250, 140, 400, 60, C.offWhite, { rx: 6 }),
    rect(270, 160, 360, 6, C.indigoPale, { rx: 3 }),
    rect(320, 176, 260, 6, C.indigoPale, { rx: 3 }),
  );
  for (const side of [-1, 1])
    out.push(
      path(
        d(
          'M',
          450 + side * 350,
          40,
          'L',
          450 + side * 290,
          40,
          'Q',
          450 + side * 320,
          200,
          450 + side * 330,
          360,
          'L',
          450 + side * 350,
          360,
          'Z',
        ),
        C.maroon,
      ),
    );
  out.push(rect(60, 360, 780, 40, '#6D3B2E'), rect(60, 360, 780, 6, C.marigold));
  out.push(samai(p, 170, 360, 1.1));
  // presenter (an alumna) hands a scroll to the student
  out.push(person(400, 360, 210, { ...ALUMNA, arms: [10, 70] }));
  out.push(
    person(520, 362, 200, {
      skin: at(SKINS, 4),
      top: C.offWhite,
      dress: 'kurta',
      bottom: '#E8E2D4',
      hair: C.hairBlack,
      arms: [70, 10],
    }),
  );
  out.push(
    group([rect(-22, -5, 44, 10, C.offWhite, { rx: 5 }), rect(-3, -6, 6, 12, C.red)], {
      transform: 'translate(460 245) rotate(-8)',
    }),
  );
  out.push(rect(640, 280, 70, 80, C.woodDark), rect(630, 270, 90, 14, C.wood));
  out.push(
    person(675, 290, 150, randomLook(rng, { hair: C.hairGrey, hairStyle: 'bald', top: C.indigo })),
  );
  out.push(
    rect(630, 270, 90, 14, C.wood),
    rect(640, 280, 70, 80, C.woodDark),
    circle(675, 320, 14, C.marigold),
  );
  // the audience, seated in rows of chairs, seen from behind
  const rows: [y: number, h: number, n: number, x0: number][] = [
    [480, 190, 8, 20],
    [590, 240, 6, -20],
  ];
  rows.forEach(([y, h, n, x0], r) => {
    const gap = (900 - 2 * x0) / (n - 1);
    for (let i = 0; i < n; i++) {
      const x = x0 + i * gap + (r % 2 ? gap / 2 : 0);
      out.push(
        person(
          x,
          y,
          h,
          randomLook(rng, { back: true, pose: 'sit', top: at(TOPS, i * 3 + r), arms: [10, 10] }),
        ),
      );
      out.push(
        rect(x - h * 0.18, y - h * 0.36, h * 0.36, h * 0.2, '#4A3A6A', { rx: h * 0.03 }),
        rect(x - h * 0.18, y - h * 0.36, h * 0.36, h * 0.035, '#6A5A8A'),
      );
    }
  });
  return p.svg(out);
}
