/** One bar of the collections chart. */
export type CollectionsRow = { name: string; individual: number; team: number };

/** The two stacks of each bar, in the chart and in its legend, coloured from the theme's palette. */
export const COLLECTION_SERIES = [
  { dataKey: 'individual', label: 'Individual', paletteColour: 'primary' },
  { dataKey: 'team', label: 'Team', paletteColour: 'marigold' },
] as const;
