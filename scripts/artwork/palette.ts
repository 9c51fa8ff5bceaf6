/** The artwork's colours: named colours, skin tones and clothes, building palettes and skies. */
import type { Stop } from './core/pic';

export const C = {
  indigo: '#283593',
  indigoDeep: '#1A237E',
  indigoNight: '#131A4A',
  indigoSoft: '#5C6BC0',
  indigoPale: '#C5CAE9',
  indigoMist: '#E8EAF6',
  saffron: '#E65100',
  orange: '#F57C00',
  orangeSoft: '#FB8C00',
  marigold: '#FFB300',
  marigoldSoft: '#FFCA28',
  marigoldPale: '#FFE082',
  flame: '#FFF3C4',
  offWhite: '#FAFAF7',
  cream: '#F4EBDD',
  ink: '#1F2328',
  skyDeep: '#64B5F6',
  sky: '#A9D2F5',
  skyPale: '#E3F2FD',
  peach: '#FFD3B0',
  grass: '#7CB342',
  grassDark: '#558B2F',
  grassLight: '#9CCC65',
  leaf: '#388E3C',
  leafDark: '#1E5E2A',
  leafLight: '#66BB6A',
  terracotta: '#C8603F',
  terracottaDark: '#9A4530',
  terracottaLight: '#E0896A',
  sand: '#EAD2AC',
  sandDark: '#D4B483',
  stone: '#DCCBB0',
  wood: '#8D6E63',
  woodDark: '#5D4037',
  woodLight: '#A1887F',
  maroon: '#8E2430',
  red: '#C62828',
  pink: '#E91E63',
  teal: '#00897B',
  steel: '#CFD8DC',
  steelDark: '#90A4AE',
  white: '#FFFFFF',
  hairBlack: '#1E1B1A',
  hairBrown: '#3B2A20',
  hairGrey: '#B9B9B9',
  hairWhite: '#E6E6E6',
} as const;

export const SKINS = ['#F2C89B', '#E5B07A', '#D39A62', '#B97D4B', '#9C6338', '#7A4A2A'] as const;

export const TOPS = [
  C.indigo,
  C.saffron,
  C.marigold,
  C.teal,
  C.maroon,
  C.offWhite,
  C.indigoSoft,
  C.leaf,
  '#8E6CB8',
  '#4FA3D9',
  C.terracotta,
] as const;

export const BOTTOMS = ['#37474F', '#3E4A7A', '#5D4037', '#455A64', '#263238', '#E8E2D4'] as const;

export interface BuildingPalette {
  wall: string;
  wallSide: string;
  trim: string;
  shade: string;
  opening: string;
}

export const TERRACOTTA: BuildingPalette = {
  wall: '#D9825B',
  wallSide: '#C46E4B',
  trim: '#F6E7CF',
  shade: '#A9553A',
  opening: '#5B2E24',
};

/** The same walls in the warm light of a festival afternoon. */
export const SUNLIT_TERRACOTTA: BuildingPalette = {
  ...TERRACOTTA,
  wall: '#E3A27E',
  wallSide: '#D28F6A',
};

/** A clear blue sky paling toward the horizon. */
export const CLEAR_SKY: Stop[] = [
  [0, '#8CC2F0'],
  [1, '#E6F2FB'],
];

/** Dusk over water: indigo, then pink, then the last orange light at the horizon. */
export const DUSK_SKY: Stop[] = [
  [0, '#3D4C9E'],
  [0.55, '#C9739A'],
  [1, '#FFB36B'],
];
