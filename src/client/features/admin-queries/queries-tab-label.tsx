import Box from '@mui/material/Box';
import { useNewQueryCount } from './api/get-contact-queries';

/** "Queries", with how many are new, so the committee notices them from any tab. */
export function QueriesTabLabel() {
  const { data: newCount = 0 } = useNewQueryCount();
  if (newCount === 0) return 'Queries';
  return (
    <span>
      Queries{' '}
      <Box component="span" sx={{ color: 'warning.main', fontWeight: 700 }}>
        ({newCount} new)
      </Box>
    </span>
  );
}
