import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useSyncExternalStore } from 'react';
import { getRequestsInFlight, subscribeToRequestsInFlight } from '../lib/api-client';

/**
 * A light, translucent overlay with the theme's indigo spinner while any API request is in
 * flight. It is not a modal: it takes no focus and traps none, and clicks pass through it, so a
 * background refresh (a search as you type) never swallows what the person clicks next.
 */
export function LoadingOverlay() {
  const inFlight = useSyncExternalStore(subscribeToRequestsInFlight, getRequestsInFlight);
  return (
    <Backdrop
      open={inFlight > 0}
      sx={{
        zIndex: (theme) => theme.zIndex.modal + 1,
        backgroundColor: 'rgba(250, 250, 247, 0.6)',
        pointerEvents: 'none',
      }}
    >
      <CircularProgress color="primary" aria-label="Loading" />
    </Backdrop>
  );
}
