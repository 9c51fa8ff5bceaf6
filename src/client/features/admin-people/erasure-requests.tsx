import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatDate } from '@/domain/dates';
import type { ErasureRequest } from '@/domain/person-data';
import { siteTimeZone } from '@/client/lib/site-settings';
import { useErasureRequests } from './api/get-erasure-requests';

/** Members who asked from their profile to be erased: each with its Erase button, for owners. */
export function ErasureRequests({
  allowed,
  onErase,
}: {
  allowed: boolean;
  onErase: (request: ErasureRequest) => void;
}) {
  const requests = useErasureRequests(allowed);
  const list = requests.data ?? [];
  if (!allowed || list.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} component="section" aria-label="Erasure requests">
      <AlertTitle>
        {list.length === 1 ? 'A member asks' : `${list.length} members ask`} to be erased
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {list.map((request) => (
          <Box
            component="li"
            key={request.email}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
          >
            <span>
              {request.name} ({request.email}), asked on{' '}
              {formatDate(request.requestedAt, siteTimeZone)}
            </span>
            <Button size="small" color="error" variant="outlined" onClick={() => onErase(request)}>
              Erase {request.name}
            </Button>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
