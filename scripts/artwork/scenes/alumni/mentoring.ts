import { Pic } from '../../core/pic';
import { at } from '../../core/random';
import { circle, d, group, path, rect } from '../../core/svg';
import { randomLook } from '../../motifs/crowd';
import { bookshelf, openBook } from '../../motifs/indoors';
import { person } from '../../motifs/person';
import { C, SKINS } from '../../palette';

/** An alumnus explaining from a book to students at a study table. */
export function alumniMentoring(): string {
  const p = new Pic(900, 600, 702);
  const { rng } = p;
  const out = [rect(0, 0, 900, 600, '#EFE2C8'), rect(0, 440, 900, 160, '#C9A27A')];
  out.push(bookshelf(rng, 30, 40, 840, 300, 4));
  out.push(rect(0, 362, 900, 80, '#E3D1B0'));
  // the mentor, grey-haired with glasses, explaining from an open book
  const glasses = () =>
    group([
      circle(-3.4, -88, 2.5, C.white, { 'fill-opacity': 0.35, stroke: C.ink, 'stroke-width': 0.9 }),
      circle(3.4, -88, 2.5, C.white, { 'fill-opacity': 0.35, stroke: C.ink, 'stroke-width': 0.9 }),
    ]);
  out.push(
    person(250, 590, 300, {
      skin: at(SKINS, 2),
      top: C.indigo,
      bottom: '#37474F',
      hair: C.hairGrey,
      hairStyle: 'bald',
      arms: [16, 30],
      bend: [-40, 10],
      extra: glasses,
    }),
  );
  out.push(
    person(
      470,
      596,
      250,
      randomLook(rng, {
        skin: at(SKINS, 4),
        top: C.marigold,
        hairStyle: 'short',
        dress: 'shirt',
        arms: [18, 18],
        bend: [-50, -50],
      }),
    ),
  );
  out.push(
    person(
      610,
      596,
      250,
      randomLook(rng, {
        skin: at(SKINS, 1),
        hairStyle: 'long',
        dress: 'kurta',
        dupatta: C.saffron,
        top: C.teal,
        arms: [18, 18],
        bend: [-50, -50],
      }),
    ),
  );
  out.push(
    person(
      760,
      596,
      250,
      randomLook(rng, {
        skin: at(SKINS, 3),
        top: C.indigoSoft,
        hairStyle: 'short',
        dress: 'shirt',
        arms: [18, 14],
        bend: [-50, -60],
      }),
    ),
  );
  out.push(rect(120, 478, 760, 18, C.wood), rect(130, 496, 740, 104, C.woodDark));
  for (let k = 0; k < 4; k++)
    out.push(
      rect(150 + k * 182, 512, 160, 70, 'none', { stroke: C.wood, 'stroke-width': 3, rx: 4 }),
      circle(230 + k * 182, 530, 4, C.marigold),
    );
  out.push(openBook(380, 480, 2.2, C.saffron), openBook(610, 482, 1.3, C.indigo));
  // a laptop and a mug
  out.push(
    path(d('M', 720, 480, 'L', 800, 480, 'L', 812, 488, 'L', 708, 488, 'Z'), C.steelDark),
    path(d('M', 726, 480, 'L', 794, 480, 'L', 790, 430, 'L', 730, 430, 'Z'), '#37474F'),
    path(d('M', 732, 476, 'L', 788, 476, 'L', 785, 434, 'L', 735, 434, 'Z'), '#90CAF9'),
  );
  out.push(
    rect(500, 450, 24, 30, C.saffron, { rx: 3 }),
    path(d('M', 524, 456, 'Q', 534, 464, 524, 472), 'none', {
      stroke: C.saffron,
      'stroke-width': 3,
    }),
  );
  return p.svg(out);
}
