import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePolicyTexts } from './policy-texts';

/** How to reach us about a policy: the contact form or the Support button. */
export function ContactUsLine() {
  const { contactLine, contactLink } = usePolicyTexts().common;
  const [before, after] = contactLine.split('{link}');
  return (
    <Typography>
      {before}
      <Link component={RouterLink} to="/contact">
        {contactLink}
      </Link>
      {after}
    </Typography>
  );
}
