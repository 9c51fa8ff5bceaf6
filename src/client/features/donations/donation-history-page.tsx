import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@/domain/dates';
import { MESSAGES } from '@/domain/messages';
import { formatRupees } from '@/domain/money';
import { ReceiptDownloadButton } from '@/client/components/receipt-download-button';
import { GridList } from '@/client/components/grid-list';
import { LoadableList } from '@/client/components/loadable-list';
import { PageContainer } from '@/client/components/page-container';
import { useSession } from '@/client/lib/session';
import { siteTimeZone } from '@/client/lib/site-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { useMyDonations } from './api/get-my-donations';

/**
 * The donation history (/donation/history, members only): each donation's amount in rupees, date
 * and payment id, newest first as the server sends them; an empty history (or a failed fetch)
 * invites a first donation.
 */
export function DonationHistoryPage() {
  usePageTitle('Donation History');
  const user = useSession();
  const donations = useMyDonations(user?.email);
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

      <LoadableList
        pending={donations.isPending}
        empty={list.length === 0}
        emptyMessage={MESSAGES.noDonations}
        emptyDetail="Your gift keeps the festival, the scholarships and the sports going."
        emptyAction={
          <Button component={RouterLink} to="/donations" variant="contained" color="secondary">
            Donate Now
          </Button>
        }
      >
        <Typography sx={{ mb: 2, fontWeight: 600 }}>
          {list.length === 1 ? '1 donation' : `${list.length} donations`}, {formatRupees(total)} in
          all. Thank you!
        </Typography>
        <GridList gap={2}>
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
                  borderLeft: '4px solid',
                  borderLeftColor: 'marigold.main',
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
                  {donation.receiptNumber && (
                    <div>
                      <dt>Receipt</dt>
                      <dd>{donation.receiptNumber}</dd>
                    </div>
                  )}
                  {(donation.refundedAmount ?? 0) > 0 && (
                    <div>
                      <dt>Refunded</dt>
                      <dd>{formatRupees(donation.refundedAmount ?? 0)}</dd>
                    </div>
                  )}
                </Box>
                {donation.receiptNumber && donation.receiptUrl && (
                  <Box sx={{ mt: 2 }}>
                    <ReceiptDownloadButton
                      receiptNumber={donation.receiptNumber}
                      receiptUrl={donation.receiptUrl}
                    />
                  </Box>
                )}
              </Card>
            </li>
          ))}
        </GridList>
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
      </LoadableList>
    </PageContainer>
  );
}
