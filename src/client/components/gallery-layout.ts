/**
 * Slides shown side by side: `base` below 600 px, `sm` from 600 px, `md` from 960 px (the
 * galleries' own breakpoints, which are not MUI's).
 */
export interface SlidesPerView {
  base: number;
  sm?: number;
  md?: number;
}

const SM_QUERY = '@media (min-width: 600px)';
const MD_QUERY = '@media (min-width: 960px)';

const basis = (count: number) => `0 0 ${100 / count}%`;

/** The width of each slide, with the gutter before it (the row has `ml: -2` to take it back). */
export function slideSx(perView: SlidesPerView) {
  const sm = perView.sm ?? perView.base;
  const md = perView.md ?? sm;
  return {
    flex: basis(perView.base),
    minWidth: 0,
    pl: 2,
    [SM_QUERY]: { flex: basis(sm) },
    [MD_QUERY]: { flex: basis(md) },
  } as const;
}

/** The most slides shown at once, at any width. */
export function mostPerView(perView: SlidesPerView): number {
  return Math.max(perView.base, perView.sm ?? 0, perView.md ?? 0);
}

/** The row of controls below the slides: its gap above, and the height of its buttons. */
export const CONTROLS_GAP = 1.5;
export const CONTROLS_HEIGHT = 44;
