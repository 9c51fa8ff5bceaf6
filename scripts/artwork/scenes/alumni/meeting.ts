import { Pic } from '../../core/pic';
import { at } from '../../core/random';
import { circle, rect } from '../../core/svg';
import { facadeAt } from '../../motifs/architecture';
import { ELDER_ALUMNUS, YOUNG_ALUMNUS } from '../../motifs/cast';
import { randomLook } from '../../motifs/crowd';
import { bunting } from '../../motifs/garlands';
import { person } from '../../motifs/person';
import { sky } from '../../motifs/sky';
import { C, CLEAR_SKY, SKINS, TERRACOTTA } from '../../palette';

/** An alumni meeting in the courtyard: a handshake across generations. */
export function alumniMeeting(): string {
  const p = new Pic(900, 600, 701);
  const { rng } = p;
  const out = [sky(p, CLEAR_SKY, 120)];
  out.push(facadeAt(0, 470, 900, 420, { ...TERRACOTTA, storeys: 2, bays: 6 }));
  out.push(rect(0, 466, 900, 134, C.sand));
  out.push(
    bunting([0, 60], [450, 90], 30, 22, [C.saffron, C.marigold, C.indigoSoft]),
    bunting([450, 90], [900, 60], 30, 22, [C.marigold, C.saffron, C.indigoSoft]),
  );
  // a handshake across generations
  out.push(person(330, 560, 250, { ...ELDER_ALUMNUS, arms: [8, 62] }));
  out.push(person(450, 565, 240, { ...YOUNG_ALUMNUS, arms: [62, 8] }));
  out.push(circle(390, 432, 9, at(SKINS, 3)));
  out.push(
    person(
      140,
      570,
      230,
      randomLook(rng, {
        hair: C.hairGrey,
        hairStyle: 'bun',
        dress: 'saree',
        top: C.teal,
        arms: [12, 40],
      }),
    ),
  );
  out.push(person(220, 590, 240, randomLook(rng, { top: C.marigold, arms: [40, 12] })));
  out.push(
    person(620, 575, 235, randomLook(rng, { hair: C.hairGrey, top: C.maroon, arms: [10, 10] })),
  );
  out.push(
    person(
      720,
      580,
      230,
      randomLook(rng, {
        hairStyle: 'long',
        dress: 'kurta',
        dupatta: C.saffron,
        top: C.indigoSoft,
        arms: [150, 10],
      }),
    ),
  );
  out.push(
    person(820, 595, 240, randomLook(rng, { hair: C.hairBlack, top: C.saffron, arms: [12, 12] })),
  );
  return p.svg(out);
}
