import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { QUERY_STATUSES, type QueryStatus } from '@/domain/constants';
import { QUERY_INBOX_MESSAGES, type AdminQuery } from '@/domain/query-inbox-schemas';
import { CsvButton } from '@/client/components/admin/csv-button';
import { pageOf } from '@/client/components/admin/paged-table';
import { SearchField } from '@/client/components/admin/search-field';
import { FilterBar } from '@/client/components/admin/filter-bar';
import { TabSection } from '@/client/components/admin/tab-heading';
import { useLoadErrorNotice } from '@/client/lib/admin/use-load-error-notice';
import { usePaging } from '@/client/lib/admin/use-paging';
import { menuItems } from '@/client/components/admin/menu-items';
import { useContactQueries } from './api/get-contact-queries';
import { QueriesTable, type InboxSort } from './queries-table';
import { QUERY_STATUS_LABELS } from '@/domain/query-inbox-schemas';
import { ReplyDialog } from './reply-dialog';

type StatusFilter = QueryStatus | 'all';

/**
 * The Queries tab: what visitors sent through the contact form, newest first (server paging,
 * search and a status filter), answered by e-mail from here; Export Queries as CSV exports
 * what the search and filter show.
 */
export function QueriesTab() {
  const paging = usePaging<InboxSort>('-createdAt');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const filter = {
    q: paging.query.q || undefined,
    status: statusFilter === 'all' ? undefined : statusFilter,
  };
  const inbox = useContactQueries({
    page: paging.query.page,
    pageSize: paging.pageSize,
    ...filter,
  });
  const [replyingTo, setReplyingTo] = useState<AdminQuery | null>(null);
  const [replyOpen, setReplyOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useLoadErrorNotice(inbox.isError, inbox.errorUpdatedAt, QUERY_INBOX_MESSAGES.loadFailed);

  // Under a status filter, a query whose status changed leaves the list, and the focused
  // button with it: the focus goes to the heading (after a reply, once the dialog has let go).
  const rowMayLeave = () => Boolean(filter.status);
  const focusHeadingAfterDialog = useRef(false);
  useEffect(() => {
    if (replyOpen || !focusHeadingAfterDialog.current) return;
    focusHeadingAfterDialog.current = false;
    heading.current?.focus();
  }, [replyOpen]);

  return (
    <TabSection
      name="queries"
      title="Queries"
      headingRef={heading}
      actions={
        <CsvButton
          label="Export Queries as CSV"
          path="/admins/exports/queries.csv"
          query={filter}
          fileName="queries.csv"
        />
      }
    >
      <FilterBar label="Filter queries">
        <SearchField
          id="query-search"
          label="Search queries"
          value={paging.search}
          onChange={paging.setSearch}
        />
        <TextField
          id="query-status-filter"
          select
          size="small"
          label="Status"
          value={statusFilter}
          onChange={(event) => {
            setStatusFilter(event.target.value as StatusFilter);
            paging.setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 180 } }}
        >
          <MenuItem value="all">All</MenuItem>
          {menuItems(QUERY_STATUSES, QUERY_STATUS_LABELS)}
        </TextField>
      </FilterBar>
      <QueriesTable
        {...pageOf(inbox)}
        paging={paging}
        emptyText={
          inbox.isError
            ? QUERY_INBOX_MESSAGES.loadFailed
            : filter.q || filter.status
              ? 'No queries match this search.'
              : 'No queries yet.'
        }
        onReply={(query) => {
          setReplyingTo(query);
          setReplyOpen(true);
        }}
        onStatusChanged={() => {
          if (rowMayLeave()) heading.current?.focus();
        }}
      />
      <ReplyDialog
        query={replyingTo}
        open={replyOpen}
        onClose={() => setReplyOpen(false)}
        onSent={() => {
          focusHeadingAfterDialog.current = rowMayLeave();
        }}
      />
    </TabSection>
  );
}
