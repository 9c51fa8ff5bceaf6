import { Pic } from '../../core/pic';
import { at } from '../../core/random';
import { circle, d, group, num, path, rect, stroke } from '../../core/svg';
import { randomLook } from '../../motifs/crowd';
import { toran } from '../../motifs/garlands';
import { arcadeWindow, ceilingFan, steelGlass, thali } from '../../motifs/indoors';
import { person } from '../../motifs/person';
import { C, SKINS, TOPS } from '../../palette';

/** The dining hall at mealtime: diners at long tables and a server with dal. */
export function homeDining(): string {
  const p = new Pic(900, 600, 505);
  const { rng } = p;
  const out = [
    rect(0, 0, 900, 600, '#F3ECDD'),
    rect(0, 250, 900, 10, C.terracotta),
    rect(0, 330, 900, 270, '#B9A58A'),
  ];
  for (let k = 0; k < 3; k++)
    out.push(
      arcadeWindow(p, 120 + k * 270, 60, 110, 170, C.offWhite, [
        [0, '#8CC2F0'],
        [1, '#D7ECFB'],
      ]),
    );
  out.push(ceilingFan(300, 0, 1.3, 0.3), ceilingFan(600, 0, 1.3, 1.1), toran(0, 900, 262, 16));
  // diners behind the far table, reaching for their thalis
  const diners = 6;
  for (let i = 0; i < diners; i++) {
    out.push(
      person(
        120 + i * 128,
        470,
        190,
        randomLook(rng, {
          top: at(TOPS, i * 4 + 1),
          arms: [16, 22],
          bend: [-60, i % 2 ? -70 : -30],
        }),
      ),
    );
  }
  out.push(
    rect(40, 372, 820, 26, '#E7E2D8'),
    rect(40, 398, 820, 60, C.indigoSoft),
    rect(40, 398, 820, 8, C.indigo),
  );
  for (let k = 0; k < 20; k++) out.push(circle(60 + k * 41, 430, 4, C.marigold, { opacity: 0.8 }));
  for (let i = 0; i < diners; i++)
    out.push(thali(120 + i * 128, 384, 1.5, rng), steelGlass(170 + i * 128, 386, 1.1));
  // the server with a bucket of dal
  out.push(
    person(840, 560, 230, {
      skin: at(SKINS, 4),
      top: C.offWhite,
      dress: 'kurta',
      bottom: '#37474F',
      hair: C.hairBlack,
      arms: [12, 24],
      bend: [-30, -10],
      extra: (hd) =>
        group(
          [
            path(d('M', -10, 0, 'L', 10, 0, 'L', 8, 18, 'L', -8, 18, 'Z'), C.steel),
            stroke(d('M', -10, 0, 'Q', 0, -10, 10, 0), C.steelDark, 1.5),
          ],
          { transform: `translate(${num(hd.r[0])} ${num(hd.r[1] + 2)})` },
        ),
    }),
  );
  // the near table, diners seen from behind on a bench
  out.push(rect(0, 536, 790, 16, '#E7E2D8'));
  for (let i = 0; i < 5; i++)
    out.push(
      person(
        80 + i * 150,
        720,
        280,
        randomLook(rng, { back: true, top: at(TOPS, i * 3 + 2), arms: [16, 16], bend: [-40, -40] }),
      ),
    );
  out.push(rect(0, 584, 790, 16, C.woodDark));
  return p.svg(out);
}
