import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TotalCollected } from '@/domain/admin-schemas';
import { CollectionsBars } from './collections-bars';
import { COLLECTION_SERIES, type CollectionsRow } from './collections-chart-layout';

type PerEvent = TotalCollected['perEvent'][number];

/**
 * A horizontal stacked bar per event (individual and team collections), so long event names
 * stay readable on a phone. The cards above carry the same figures as text.
 */
export function CollectionsChart({ perEvent }: { perEvent: PerEvent[] }) {
  const rows: CollectionsRow[] = perEvent
    .filter((entry) => entry.total > 0)
    .map((entry) => ({ name: entry.name, individual: entry.individual, team: entry.team }));

  return (
    <Paper
      component="figure"
      variant="outlined"
      sx={{ m: 0, mt: 3, p: { xs: 1.5, sm: 2.5 }, borderRadius: 3 }}
    >
      <Typography component="figcaption" variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        Collections per event
      </Typography>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          No event has collected any money yet.
        </Typography>
      ) : (
        <Box sx={{ width: '100%' }}>
          <ChartLegend />
          <CollectionsBars rows={rows} />
        </Box>
      )}
    </Paper>
  );
}

function ChartLegend() {
  return (
    <Box
      component="ul"
      aria-label="Chart legend"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', justifyContent: 'center', gap: 3 }}
    >
      {COLLECTION_SERIES.map(({ label, paletteColour }) => (
        <Box
          component="li"
          key={label}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: `${paletteColour}.main` }}
          />
          {label}
        </Box>
      ))}
    </Box>
  );
}
