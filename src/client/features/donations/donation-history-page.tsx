import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../domain/dates';
import { MESSAGES } from '../../../domain/messages';
import { formatRupees } from '../../../domain/money';
import { MARIGOLD } from '../../app/theme';
import { PageContainer } from '../../components/page-container';
import { useSession } from '../../lib/session';
import { siteTimeZone } from '../../lib/site-settings';
import { usePageTitle } from '../../lib/use-page-title';
import { myDonationsQuery } from './donations-api';

/**
 * The donation history (/donation/history, members only): each donation's amount in rupees, date
 * and payment id, newest first as the server sends them; an empty history (or a failed fetch)
 * invites a first donation.
 */
export function DonationHistoryPage() {
  usePageTitle('Donation History');
  const user = useSession();
  const email = user?.email ?? '';
  const donations = useQuery({ ...myDonationsQuery(email), enabled: Boolean(email) });
  const list = donations.data ?? [];
  const total = list.reduce((sum, donation) => sum + donation.amount, 0);

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Donation History
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Every gift you have made to the hostel, with its payment reference.
      </Typography>

      {donations.isPending ? (
        <Box sx={{ minHeight: 240 }} aria-busy="true" />
      ) : list.length === 0 ? (
        <Box
          sx={{
            p: 3,
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: '1px dashed',
            borderColor: 'divider',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{MESSAGES.noDonations}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              Your gift keeps the festival, the scholarships and the sports going.
            </Typography>
          </Box>
          <Button component={RouterLink} to="/donations" variant="contained" color="secondary">
            Donate Now
          </Button>
        </Box>
      ) : (
        <>
          <Typography sx={{ mb: 2, fontWeight: 600 }}>
            {list.length === 1 ? '1 donation' : `${list.length} donations`}, {formatRupees(total)}{' '}
            in all. Thank you!
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {list.map((donation) => (
              <li key={donation._id}>
                <Card
                  component="article"
                  aria-label={`${formatRupees(donation.amount)} on ${formatDate(donation.createdAt, siteTimeZone) ?? 'an unknown date'}`}
                  sx={{
                    p: { xs: 2, sm: 2.5 },
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    borderLeft: `4px solid ${MARIGOLD}`,
                  }}
                >
                  <VolunteerActivismIcon
                    aria-hidden="true"
                    sx={{
                      color: 'primary.main',
                      fontSize: 32,
                      display: { xs: 'none', sm: 'block' },
                    }}
                  />
                  <Box
                    component="dl"
                    sx={{
                      m: 0,
                      flexGrow: 1,
                      minWidth: 0,
                      display: 'grid',
                      gap: { xs: 1, sm: 3 },
                      gridTemplateColumns: {
                        xs: 'minmax(0, 1fr)',
                        sm: 'minmax(100px, 1fr) minmax(120px, 1fr) minmax(0, 2fr)',
                      },
                      '& dt': { fontSize: '0.8125rem', fontWeight: 600, color: 'text.secondary' },
                      '& dd': { m: 0, overflowWrap: 'anywhere' },
                    }}
                  >
                    <div>
                      <dt>Amount</dt>
                      <Box component="dd" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
                        {formatRupees(donation.amount)}
                      </Box>
                    </div>
                    <div>
                      <dt>Date</dt>
                      <dd>{formatDate(donation.createdAt, siteTimeZone) ?? '—'}</dd>
                    </div>
                    <div>
                      <dt>Payment ID</dt>
                      <Box component="dd" sx={{ fontFamily: 'monospace', fontSize: '0.95rem' }}>
                        {donation.razorpay_payment_id || '—'}
                      </Box>
                    </div>
                  </Box>
                </Card>
              </li>
            ))}
          </Box>
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              component={RouterLink}
              to="/donations"
              variant="contained"
              color="secondary"
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              Donate again
            </Button>
          </Box>
        </>
      )}
    </PageContainer>
  );
}
