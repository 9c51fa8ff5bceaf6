import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { financialYearOf } from '@/domain/financial-year';
import { formatRupees } from '@/domain/money';
import {
  isRefundable,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  type AdminPayment,
  type PaymentState,
} from '@/domain/payments';
import { ReceiptDownloadButton } from '@/client/components/receipt-download-button';
import { siteTimeZone } from '@/client/lib/site-settings';
import { CsvButton } from '@/client/components/admin/csv-button';
import { EmailText } from '@/client/components/admin/email-text';
import { PagedTable, pageOf } from '@/client/components/admin/paged-table';
import { SearchField } from '@/client/components/admin/search-field';
import { SelectField } from '@/client/components/admin/select-field';
import { FilterBar } from '@/client/components/admin/filter-bar';
import { TabSection } from '@/client/components/admin/tab-heading';
import type { TableColumn } from '@/client/components/admin/table-columns';
import { useLoadErrorNotice } from '@/client/lib/admin/use-load-error-notice';
import { usePaging } from '@/client/lib/admin/use-paging';
import { usePayments } from './api/get-payments';
import { BooksPanel } from './books-panel';
import { ReconcileButton } from './reconcile-button';
import { useRowDialog } from '@/client/components/admin/admin-dialog';
import { RefundDialog } from './refund-dialog';
import { useCan } from '@/client/lib/admin/admin-self';

const LOAD_FAILED = 'The payments could not be loaded. Please try again later.';
const FINANCIAL_YEARS_OFFERED = 4;

const reference = (value: string | null) => (
  <Box component="span" sx={{ fontFamily: 'monospace' }}>
    {value || '—'}
  </Box>
);

function paymentColumns(
  onRefund: ((payment: AdminPayment) => void) | null,
): TableColumn<AdminPayment>[] {
  return [
    {
      place: 'title',
      minWidth: '11rem',
      fields: [
        { label: 'Payer', render: (payment) => payment.payerName },
        { label: 'Email', render: (payment) => <EmailText email={payment.email} /> },
      ],
    },
    {
      nowrap: true,
      fields: [
        {
          label: 'Date',
          render: (payment) =>
            formatDateTime(payment.paidAt ?? payment.createdAt, siteTimeZone) ?? '',
        },
      ],
    },
    { minWidth: '10rem', fields: [{ label: 'For', render: (payment) => payment.paidFor }] },
    {
      align: 'right',
      nowrap: true,
      fields: [
        { label: 'Amount', render: (payment) => formatRupees(payment.amount) },
        { label: 'Refunded', render: (payment) => formatRupees(payment.refundedAmount) },
      ],
    },
    {
      nowrap: true,
      fields: [
        { label: 'State', render: (payment) => PAYMENT_STATE_LABELS[payment.state] },
        { label: 'Method', render: (payment) => payment.method ?? '—' },
      ],
    },
    {
      fields: [
        { label: 'Payment ID', render: (payment) => reference(payment.razorpayPaymentId) },
        { label: 'Receipt', render: (payment) => reference(payment.receiptNumber) },
      ],
    },
    {
      place: 'actions',
      fields: [
        {
          label: 'Actions',
          render: (payment) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {payment.receiptNumber && payment.receiptUrl && (
                <ReceiptDownloadButton
                  receiptNumber={payment.receiptNumber}
                  receiptUrl={payment.receiptUrl}
                  auth="admin"
                  variant="text"
                />
              )}
              {onRefund && isRefundable(payment.state) && (
                <Button
                  variant="outlined"
                  onClick={() => onRefund(payment)}
                  aria-label={`Refund the payment of ${payment.payerName}${payment.receiptNumber ? `, receipt ${payment.receiptNumber}` : ''}`}
                >
                  Refund
                </Button>
              )}
            </Box>
          ),
        },
      ],
    },
  ];
}

type StateFilter = PaymentState | 'all';

/** The last few financial years, the current one first, for the Form 10BD export. */
function recentFinancialYears(): string[] {
  const start = Number(financialYearOf(new Date(), siteTimeZone).slice(0, 4));
  return Array.from({ length: FINANCIAL_YEARS_OFFERED }, (_, i) => {
    const year = start - i;
    return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  });
}

/**
 * The Payments tab: every Razorpay payment, newest first (server paging, search and a state
 * filter), with its receipt and a refund for a paid one; exports of payments and Form 10BD.
 */
export function PaymentsTab() {
  const paging = usePaging<'-createdAt'>('-createdAt');
  const [stateFilter, setStateFilter] = useState<StateFilter>('all');
  const years = recentFinancialYears();
  const [fy, setFy] = useState(years[0] ?? '');
  const list = usePayments({
    page: paging.query.page,
    pageSize: paging.pageSize,
    q: paging.query.q || undefined,
    state: stateFilter === 'all' ? undefined : stateFilter,
  });
  const refund = useRowDialog<AdminPayment>();
  useLoadErrorNotice(list.isError, list.errorUpdatedAt, LOAD_FAILED);

  const canRefund = useCan('money.write');
  const columns = paymentColumns(canRefund ? refund.openFor : null);

  return (
    <TabSection
      name="payments"
      title="Payments"
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          {canRefund && <ReconcileButton />}
          <CsvButton
            label="Export Payments as CSV"
            path="/admins/exports/payments.csv"
            fileName="payments.csv"
          />
          <SelectField
            id="form-10bd-year"
            label="Financial year"
            value={fy}
            options={years.map((year) => ({ value: year, label: year }))}
            onChange={setFy}
          />
          <CsvButton
            label="Export Form 10BD"
            ariaLabel={`Export Form 10BD for ${fy} as CSV`}
            path="/admins/exports/form-10bd.csv"
            query={{ fy }}
            fileName={`form-10bd-${fy}.csv`}
          />
        </Box>
      }
    >
      <BooksPanel />
      <FilterBar label="Filter payments">
        <SearchField
          id="payment-search"
          label="Search payments"
          value={paging.search}
          onChange={paging.setSearch}
        />
        <SelectField
          id="payment-state-filter"
          label="State"
          value={stateFilter}
          options={[
            { value: 'all', label: 'All' },
            ...PAYMENT_STATES.map((state) => ({
              value: state,
              label: PAYMENT_STATE_LABELS[state],
            })),
          ]}
          onChange={(value) => {
            setStateFilter(value as StateFilter);
            paging.setPage(0);
          }}
        />
      </FilterBar>
      <PagedTable
        {...pageOf(list)}
        label="Payments"
        columns={columns}
        rowKey={(payment) => payment._id}
        emptyText={
          list.isError
            ? LOAD_FAILED
            : paging.query.q || stateFilter !== 'all'
              ? 'No payments match this search.'
              : 'No payments yet.'
        }
        paging={paging}
      />
      <RefundDialog {...refund.props} />
    </TabSection>
  );
}
