import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { formatDateTime } from '@/domain/dates';
import type { Donation } from '@/domain/donation-schemas';
import { MESSAGES } from '@/domain/messages';
import { formatRupees } from '@/domain/money';
import { siteTimeZone } from '@/client/lib/site-settings';
import { useDonations } from '../api/get-donations';
import { CsvButton } from '@/client/components/admin/csv-button';
import { PagedTable, pageOf } from '@/client/components/admin/paged-table';
import { personColumn } from '@/client/components/admin/person-column';
import { TabSection } from '@/client/components/admin/tab-heading';
import type { TableColumn } from '@/client/components/admin/table-columns';
import { usePaging } from '@/client/lib/admin/use-paging';

const paymentReference = (reference: string) => (
  <Box component="span" sx={{ fontFamily: 'monospace' }}>
    {reference || '—'}
  </Box>
);

/** The donor with their e-mail, and the payment with its order, each in one column. */
const DONATION_COLUMNS: TableColumn<Donation>[] = [
  personColumn({ sortable: false }),
  { nowrap: true, fields: [{ label: 'Phone', render: (donation) => donation.phone }] },
  {
    align: 'right',
    nowrap: true,
    fields: [{ label: 'Amount (₹)', render: (donation) => formatRupees(donation.amount) }],
  },
  {
    fields: [
      {
        label: 'Payment ID',
        render: (donation) => paymentReference(donation.razorpay_payment_id),
      },
      { label: 'Order ID', render: (donation) => paymentReference(donation.razorpay_order_id) },
    ],
  },
  {
    nowrap: true,
    fields: [
      { label: 'Date', render: (donation) => formatDateTime(donation.createdAt, siteTimeZone) },
    ],
  },
];

/** The Donations tab: every donation (server paged) and Export Donations as CSV. */
export function DonationsTab() {
  const paging = usePaging<'-createdAt'>('-createdAt');
  const donations = useDonations({ page: paging.query.page, pageSize: paging.pageSize });
  const { error } = donations;

  // A failed fetch is logged; the table shows its empty state.
  useEffect(() => {
    if (error) console.warn('Could not load the donations:', error.message);
  }, [error]);

  const empty = donations.isSuccess && donations.data.total === 0;

  return (
    <TabSection
      name="donations"
      title="Donations"
      actions={
        <CsvButton
          label="Export Donations as CSV"
          path="/admins/exports/donations.csv"
          fileName="donations.csv"
        />
      }
    >
      {donations.isPending ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }} role="status">
          <CircularProgress size={28} aria-hidden />
          <Typography>Loading donations…</Typography>
        </Box>
      ) : donations.isError && !donations.data ? (
        <Alert severity="error">The donations could not be loaded. Please try again later.</Alert>
      ) : empty ? (
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
          <Typography>{MESSAGES.noDonationsAdmin}</Typography>
        </Paper>
      ) : (
        <PagedTable
          {...pageOf(donations)}
          label="Donations"
          columns={DONATION_COLUMNS}
          rowKey={(donation) => donation._id}
          emptyText={MESSAGES.noDonationsAdmin}
          paging={paging}
        />
      )}
    </TabSection>
  );
}
