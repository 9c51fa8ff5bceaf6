import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { formatDateTime } from '../../../../domain/dates';
import { MESSAGES } from '../../../../domain/messages';
import { formatRupees } from '../../../../domain/money';
import { siteTimeZone } from '../../../lib/site-settings';
import { useDonations } from '../api/get-donations';
import { CsvButton } from '../components/csv-button';
import { PagedTable } from '../components/paged-table';
import { usePaging } from '../lib/use-paging';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The Donations tab: every donation (server paged) and Export Donations as CSV. */
export function DonationsTab() {
  const paging = usePaging<'-createdAt'>('-createdAt');
  const donations = useDonations({ page: paging.query.page, pageSize: paging.pageSize });
  const { error } = donations;

  // SPEC.md section 8: a failed fetch is logged.
  useEffect(() => {
    if (error) console.warn('Could not load the donations:', error.message);
  }, [error]);

  const empty = donations.isSuccess && donations.data.total === 0;

  return (
    <Box component="section" aria-labelledby="donations-tab-heading">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography id="donations-tab-heading" variant="h2">
          Donations
        </Typography>
        <CsvButton
          label="Export Donations as CSV"
          path="/admins/exports/donations.csv"
          fileName="donations.csv"
        />
      </Box>

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
          label="Donations"
          columnCount={7}
          minWidth={1000}
          head={
            <>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell align="right" sx={nowrap}>
                Amount (₹)
              </TableCell>
              <TableCell sx={nowrap}>Payment ID</TableCell>
              <TableCell sx={nowrap}>Order ID</TableCell>
              <TableCell>Date</TableCell>
            </>
          }
          rows={(donations.data?.items ?? []).map((donation) => (
            <TableRow key={donation._id} hover>
              <TableCell sx={{ fontWeight: 600 }}>{donation.name}</TableCell>
              <TableCell sx={nowrap}>{donation.email}</TableCell>
              <TableCell sx={nowrap}>{donation.phone}</TableCell>
              <TableCell align="right" sx={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
                {formatRupees(donation.amount)}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>
                {donation.razorpay_payment_id || '—'}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>
                {donation.razorpay_order_id || '—'}
              </TableCell>
              <TableCell sx={nowrap}>{formatDateTime(donation.createdAt, siteTimeZone)}</TableCell>
            </TableRow>
          ))}
          emptyText={MESSAGES.noDonationsAdmin}
          loading={donations.isFetching}
          total={donations.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={paging.setPage}
          onPageSizeChange={paging.setPageSize}
        />
      )}
    </Box>
  );
}
