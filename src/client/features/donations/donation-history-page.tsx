import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ReceiptDownloadButton } from '@/client/components/receipt-download-button';
import { GridList } from '@/client/components/grid-list';
import { LoadableList } from '@/client/components/loadable-list';
import { PageContainer } from '@/client/components/page-container';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { useFormat } from '@/client/lib/page-texts/format';
import { countText, fill } from '@/client/lib/page-texts/fill';
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
  const texts = useMemberTexts().donationHistory;
  const format = useFormat();
  usePageTitle(texts.title);
  const user = useSession();
  const donations = useMyDonations(user?.email);
  const list = donations.data ?? [];
  const total = list.reduce((sum, donation) => sum + donation.amount, 0);

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{texts.intro}</Typography>

      <LoadableList
        pending={donations.isPending}
        empty={list.length === 0}
        emptyMessage={texts.none}
        emptyDetail={texts.noneDetail}
        emptyAction={
          <Button component={RouterLink} to="/donations" variant="contained" color="secondary">
            {texts.donateNow}
          </Button>
        }
      >
        <Typography sx={{ mb: 2, fontWeight: 600 }}>
          {fill(texts.summary, {
            count: countText(format.language, list.length, {
              one: texts.countOne,
              other: texts.countOther,
            }),
            total: format.rupees(total),
          })}
        </Typography>
        <GridList gap={2}>
          {list.map((donation) => (
            <li key={donation._id}>
              <Card
                component="article"
                aria-label={fill(texts.cardLabel, {
                  amount: format.rupees(donation.amount),
                  date: format.date(donation.createdAt, siteTimeZone) ?? texts.unknownDate,
                })}
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
                    <dt>{texts.amount}</dt>
                    <Box component="dd" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
                      {format.rupees(donation.amount)}
                    </Box>
                  </div>
                  <div>
                    <dt>{texts.date}</dt>
                    <dd>{format.date(donation.createdAt, siteTimeZone) ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>{texts.paymentId}</dt>
                    <Box component="dd" sx={{ fontFamily: 'monospace', fontSize: '0.95rem' }}>
                      {donation.razorpay_payment_id || '—'}
                    </Box>
                  </div>
                  {donation.receiptNumber && (
                    <div>
                      <dt>{texts.receipt}</dt>
                      <dd>{donation.receiptNumber}</dd>
                    </div>
                  )}
                  {(donation.refundedAmount ?? 0) > 0 && (
                    <div>
                      <dt>{texts.refunded}</dt>
                      <dd>{format.rupees(donation.refundedAmount ?? 0)}</dd>
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
            {texts.donateAgain}
          </Button>
        </Box>
      </LoadableList>
    </PageContainer>
  );
}
