/** Crowds: random but harmonious looks, and rows of people. */
import type { Rng } from '../core/random';
import { BOTTOMS, C, SKINS, TOPS } from '../palette';
import { person, type PersonOpts } from './person';

/** Random but harmonious clothes and looks for crowds. */
export function randomLook(rng: Rng, over: Partial<PersonOpts> = {}): PersonOpts {
  const woman = rng.chance(0.45);
  const elder = rng.chance(0.15);
  const look: PersonOpts = {
    skin: rng.pick(SKINS),
    top: rng.pick(TOPS),
    bottom: rng.pick(BOTTOMS),
    hair: elder
      ? rng.pick([C.hairGrey, C.hairWhite])
      : rng.pick([C.hairBlack, C.hairBlack, C.hairBrown]),
    hairStyle: woman
      ? elder
        ? 'bun'
        : rng.pick(['long', 'bun'] as const)
      : elder && rng.chance(0.5)
        ? 'bald'
        : 'short',
    dress: woman
      ? rng.pick(['saree', 'kurta'] as const)
      : rng.pick(['shirt', 'shirt', 'kurta'] as const),
    sleeves: rng.chance(0.4) ? 'short' : 'long',
    border: rng.pick([C.marigold, C.saffron, C.indigo, C.teal]),
  };
  if (woman && look.dress === 'kurta' && rng.chance(0.6))
    look.dupatta = rng.pick([C.marigold, C.saffron, C.pink, C.indigoSoft]);
  return { ...look, ...over };
}

/** A row of people, evenly spread with a little jitter, sized by depth. */
export function crowd(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  h: number,
  n: number,
  over: Partial<PersonOpts> = {},
  jitter = 0.3,
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5 + rng.range(-jitter, jitter))) / n;
    out.push(
      person(
        x,
        y + rng.range(-h * 0.04, h * 0.04),
        h * rng.range(0.9, 1.06),
        randomLook(rng, over),
      ),
    );
  }
  return out.join('');
}
