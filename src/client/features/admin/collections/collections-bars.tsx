import { BarChart } from '@mui/x-charts/BarChart';
import { formatRupees } from '../../../../domain/money';
import {
  COLLECTION_SERIES,
  collectionsBarsHeight,
  type CollectionsRow,
} from './collections-chart-layout';

const rupees = (value: number | null) => (value === null ? '' : formatRupees(value));

/**
 * Stacked horizontal bars (individual and team) per event. The chart library is big, so this
 * module loads on its own; the legend is drawn by the figure around it.
 */
export function CollectionsBars({ rows, narrow }: { rows: CollectionsRow[]; narrow: boolean }) {
  return (
    <BarChart
      dataset={rows}
      layout="horizontal"
      height={collectionsBarsHeight(rows.length)}
      hideLegend
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: narrow ? 110 : 220 }]}
      xAxis={[{ valueFormatter: rupees, tickNumber: narrow ? 3 : 6, height: 40 }]}
      series={COLLECTION_SERIES.map(({ dataKey, label, colour }) => ({
        dataKey,
        label,
        stack: 'total',
        color: colour,
        valueFormatter: rupees,
      }))}
      grid={{ vertical: true }}
      margin={{ right: 32 }}
    />
  );
}
