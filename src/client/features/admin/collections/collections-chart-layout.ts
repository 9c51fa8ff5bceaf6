/** One bar of the collections chart. */
export type CollectionsRow = { name: string; individual: number; team: number };

/** The two stacks of each bar, in the chart and in its legend. */
export const COLLECTION_SERIES = [
  { dataKey: 'individual', label: 'Individual', colour: '#283593' },
  { dataKey: 'team', label: 'Team', colour: '#FFB300' },
] as const;

/** The chart's height for this many events: its placeholder takes the same room. */
export function collectionsBarsHeight(rows: number): number {
  return 90 + rows * 44;
}
