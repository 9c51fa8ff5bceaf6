import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** How to reach us about a policy: the contact form or the Support button. */
export function ContactUsLine() {
  return (
    <Typography>
      Write to us through the{' '}
      <Link component={RouterLink} to="/contact">
        contact form
      </Link>
      , or use the Support button at the foot of every page to reach the Hostel Warden. We usually
      reply within a few working days.
    </Typography>
  );
}
