import { lighten } from '../core/colour';
import { Pic } from '../core/pic';
import { at } from '../core/random';
import { circle, rect } from '../core/svg';
import { type HairStyle, person } from '../motifs/person';
import { C, SKINS } from '../palette';

/** Portrait 15 stands for a whole batch: three friends together. */
export function portraitBatch(): string {
  const p = new Pic(400, 400, 915);
  const out = [
    rect(0, 0, 400, 400, C.indigoSoft),
    circle(200, 200, 170, lighten(C.indigoSoft, 0.18)),
  ];
  const friends: [number, number, number, string, string, HairStyle][] = [
    [100, 500, 370, at(SKINS, 1), C.marigold, 'bald'],
    [300, 500, 370, at(SKINS, 4), C.saffron, 'short'],
    [200, 530, 420, at(SKINS, 2), C.teal, 'bun'],
  ];
  for (const [x, y, h, skin, top, hairStyle] of friends) {
    out.push(
      person(x, y, h, {
        skin,
        top,
        hairStyle,
        hair: hairStyle === 'short' ? C.hairBlack : C.hairGrey,
        dress: hairStyle === 'bun' ? 'kurta' : 'shirt',
        dupatta: hairStyle === 'bun' ? C.marigold : undefined,
        arms: [8, 8],
      }),
    );
  }
  return p.svg(out);
}
