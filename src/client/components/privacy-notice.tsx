import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PRIVACY_NOTICES } from '@/domain/person-data';

/** One line under a form that collects personal data: what is kept and why, and the policy. */
export function PrivacyNotice({ form }: { form: keyof typeof PRIVACY_NOTICES }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
      {PRIVACY_NOTICES[form]}{' '}
      <Link component={RouterLink} to="/privacy-policy">
        Privacy Policy
      </Link>
    </Typography>
  );
}
