import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FormPage } from '@/client/components/form-page';
import { useSession } from '@/client/lib/session';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { usePageTitle } from '@/client/lib/use-page-title';
import type { Payment } from '@/domain/payments';
import { returnAfterLogin } from '@/client/lib/post-login-redirect';
import { useStartPayment } from '@/client/lib/use-start-payment';
import { DonationForm } from './donation-form';
import type { DonationFormOutput } from './donation-form-schema';

const USES = ['useGanesh', 'useScholarships', 'useSports'] as const;

/**
 * The donation form (/donations). Giving online needs a member's session: a visitor is sent to
 * log in and brought back to the form, which keeps what they typed.
 */
export function DonationsPage() {
  const texts = usePageTexts().donation;
  usePageTitle(texts.pageTitle);
  const user = useSession();
  const payment = useStartPayment();
  const navigate = useNavigate();
  const location = useLocation();

  const startPayment = async (donation: DonationFormOutput): Promise<Payment | null> => {
    if (!user && (await payment.live())) {
      await navigate('/login', { state: returnAfterLogin(location, 'required') });
      return null;
    }
    const outcome = await payment.start({ donation });
    return outcome.kind === 'paid' ? outcome.payment : null;
  };
  return (
    <FormPage
      title={texts.title}
      intro={texts.intro}
      form={
        <Card sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {texts.yourDonation}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            {texts.required}
          </Typography>
          {/* A member's own form once the session is known (after taking the server's page over,
              which is a visitor's): their details filled in, their draft. */}
          <DonationForm key={user?.email ?? 'visitor'} startPayment={startPayment} />
        </Card>
      }
      aside={
        <Box
          component="aside"
          aria-labelledby="donation-uses-heading"
          sx={{
            p: { xs: 2.5, md: 3 },
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
            borderLeft: '4px solid',
            borderLeftColor: 'marigold.main',
          }}
        >
          <Typography id="donation-uses-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {texts.usesHeading}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {USES.map((use) => (
              <li key={use}>
                <Typography>{texts[use]}</Typography>
              </li>
            ))}
          </Box>
          {user && (
            <Typography sx={{ mt: 2 }}>
              <Link component={RouterLink} to="/donation/history" sx={{ fontWeight: 600 }}>
                {texts.history}
              </Link>
            </Typography>
          )}
        </Box>
      }
    />
  );
}
