/** People who appear in more than one picture, drawn the same way in each. */
import { at } from '../core/random';
import { C, SKINS } from '../palette';
import type { PersonOpts } from './person';

/** An alumnus of the earliest batches, in a white kurta. */
export const ELDER_ALUMNUS: PersonOpts = {
  skin: at(SKINS, 2),
  top: C.offWhite,
  dress: 'kurta',
  bottom: '#E8E2D4',
  hair: C.hairWhite,
  hairStyle: 'bald',
};

/** A grey-haired alumna in a teal saree. */
export const ALUMNA: PersonOpts = {
  skin: at(SKINS, 1),
  top: C.teal,
  dress: 'saree',
  border: C.marigold,
  hair: C.hairGrey,
  hairStyle: 'bun',
};

/** A recent graduate in an indigo shirt. */
export const YOUNG_ALUMNUS: PersonOpts = {
  skin: at(SKINS, 4),
  top: C.indigo,
  bottom: '#37474F',
  hair: C.hairBlack,
};

/** A resident in an indigo shirt. */
export const RESIDENT: PersonOpts = {
  skin: at(SKINS, 3),
  top: C.indigo,
  bottom: '#37474F',
  hair: C.hairBlack,
};

/** What the dhol-tasha troupe and the palki bearers wear: white kurta and pyjama, saffron pheta. */
export const FESTIVAL_WHITES = {
  top: C.offWhite,
  dress: 'kurta',
  bottom: C.offWhite,
  hairStyle: 'pheta',
} as const satisfies Partial<PersonOpts>;
