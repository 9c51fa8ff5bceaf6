import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/domain/money';
import { useTotalCollected } from '../api/get-total-collected';
import { CollectionsChart } from './collections-chart';
import { PerEventCards } from './per-event-cards';

/**
 * Money collected: the total, split into registrations and donations,
 * then a card per event and a bar chart of collections per event.
 */
export function TotalCollectedBanner() {
  const { data, isPending } = useTotalCollected();

  return (
    <Box
      component="section"
      aria-labelledby="collected-heading"
      aria-busy={isPending || undefined}
      sx={{ mb: 4 }}
    >
      <Paper
        elevation={0}
        className="on-indigo"
        sx={{
          p: { xs: 2.5, sm: 3 },
          borderRadius: 3,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography id="collected-heading" component="h2" sx={{ fontWeight: 600, opacity: 0.9 }}>
            Total collected
          </Typography>
          <Typography
            component="p"
            sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 700, lineHeight: 1.2 }}
          >
            {isPending ? (
              <Skeleton sx={{ bgcolor: 'rgba(255,255,255,0.2)', width: 160 }} />
            ) : (
              formatRupees(data?.total ?? 0)
            )}
          </Typography>
        </Box>
        {data && (
          <Box component="dl" sx={{ m: 0, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            {(
              [
                ['Registrations', data.registrations],
                ['Donations', data.donations],
              ] as const
            ).map(([label, amount]) => (
              <Box key={label}>
                <Typography component="dt" variant="body2" sx={{ opacity: 0.9 }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
                  {formatRupees(amount)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Paper>

      {data && data.perEvent.length > 0 && (
        <>
          <PerEventCards perEvent={data.perEvent} />
          <CollectionsChart perEvent={data.perEvent} />
        </>
      )}
    </Box>
  );
}
