import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTexts } from '../lib/page-texts/context';

/**
 * One line under a form that collects personal data: what is kept and why, and the policy. The
 * English words are PRIVACY_NOTICES' (src/domain/person-data.ts).
 */
export function PrivacyNotice({ form }: { form: 'signup' | 'donation' }) {
  const texts = usePageTexts();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
      {form === 'signup' ? texts.account.signupNotice : texts.donation.notice}{' '}
      <Link component={RouterLink} to="/privacy-policy">
        {texts.account.privacyPolicy}
      </Link>
    </Typography>
  );
}
