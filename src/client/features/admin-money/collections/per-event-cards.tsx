import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TotalCollected } from '@/domain/admin-schemas';
import { formatRupees } from '@/domain/money';

type PerEvent = TotalCollected['perEvent'][number];

/** One compact card per event: its name and total, then individual and team collections. */
export function PerEventCards({ perEvent }: { perEvent: PerEvent[] }) {
  return (
    <Box
      component="ul"
      aria-label="Collected per event"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 2,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
      }}
    >
      {perEvent.map((entry) => (
        <Paper
          component="li"
          key={entry.eventId}
          variant="outlined"
          sx={{ px: 2, py: 1.5, borderRadius: 3, minWidth: 0 }}
        >
          <Typography
            variant="h3"
            sx={{ fontSize: '0.9375rem', overflowWrap: 'anywhere', lineHeight: 1.35 }}
          >
            {entry.name}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 0.75,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2,
              rowGap: 0.25,
              fontSize: '0.875rem',
              fontVariantNumeric: 'tabular-nums',
              '& > div': { display: 'flex', gap: 0.5 },
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0 },
            }}
          >
            <div>
              <dt>Individual</dt>
              <dd>{formatRupees(entry.individual)}</dd>
            </div>
            <div>
              <dt>Team</dt>
              <dd>{formatRupees(entry.team)}</dd>
            </div>
            <Box sx={{ ml: 'auto', fontWeight: 700, '& dt': { color: 'text.primary' } }}>
              <dt>Total</dt>
              <dd>{formatRupees(entry.total)}</dd>
            </Box>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
