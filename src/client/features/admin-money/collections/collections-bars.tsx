import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/domain/money';
import { COLLECTION_SERIES, type CollectionsRow } from './collections-chart-layout';

/**
 * Stacked horizontal bars (individual and team) per event, drawn with plain boxes: a bar's
 * length is its share of the largest total. Each bar says its figures in words for screen
 * readers; the cards above the chart carry the same figures as text.
 */
export function CollectionsBars({ rows }: { rows: CollectionsRow[] }) {
  const largest = Math.max(1, ...rows.map((row) => row.individual + row.team));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => {
        const total = row.individual + row.team;
        return (
          <Box
            component="li"
            key={row.name}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, 14rem) 1fr' },
              alignItems: 'center',
              columnGap: 2,
              rowGap: 0.5,
            }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Box
                role="img"
                aria-label={COLLECTION_SERIES.map(
                  ({ dataKey, label }) => `${label} ${formatRupees(row[dataKey])}`,
                ).join(', ')}
                sx={{
                  display: 'flex',
                  flex: `0 1 ${(total / largest) * 100}%`,
                  minWidth: 4,
                  height: 20,
                  borderRadius: 1,
                  overflow: 'hidden',
                }}
              >
                {COLLECTION_SERIES.map(({ dataKey, paletteColour }) => (
                  <Box
                    key={dataKey}
                    sx={{ flex: `${row[dataKey]} 0 0`, bgcolor: `${paletteColour}.main` }}
                  />
                ))}
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatRupees(total)}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
