import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { TotalCollected } from '../../../../domain/admin-schemas';
import { formatRupees } from '../../../../domain/money';

type PerEvent = TotalCollected['perEvent'][number];

const INDIVIDUAL_COLOUR = '#283593';
const TEAM_COLOUR = '#FFB300';

const rupees = (value: number | null) => (value === null ? '' : formatRupees(value));

/**
 * A horizontal stacked bar per event (individual and team collections), so long event names
 * stay readable on a phone. The cards above carry the same figures as text.
 */
export function CollectionsChart({ perEvent }: { perEvent: PerEvent[] }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = perEvent
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
          <BarChart
            dataset={rows}
            layout="horizontal"
            height={90 + rows.length * 44}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: narrow ? 110 : 220 }]}
            xAxis={[{ valueFormatter: rupees, tickNumber: narrow ? 3 : 6, height: 40 }]}
            series={[
              {
                dataKey: 'individual',
                label: 'Individual',
                stack: 'total',
                color: INDIVIDUAL_COLOUR,
                valueFormatter: rupees,
              },
              {
                dataKey: 'team',
                label: 'Team',
                stack: 'total',
                color: TEAM_COLOUR,
                valueFormatter: rupees,
              },
            ]}
            grid={{ vertical: true }}
            margin={{ right: 32 }}
          />
        </Box>
      )}
    </Paper>
  );
}
