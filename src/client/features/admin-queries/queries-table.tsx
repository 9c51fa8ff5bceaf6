import type { AdminQuery } from '@/domain/query-inbox-schemas';
import { PagedTable, type TablePage } from '@/client/components/admin/paged-table';
import type { TableColumn } from '@/client/components/admin/table-columns';
import type { Paging } from '@/client/lib/admin/use-paging';
import {
  ClampedText,
  formatWhen,
  QueryActions,
  QuerySender,
  QueryStatusSummary,
} from './query-parts';

/** The inbox has one order: newest first. */
export type InboxSort = '-createdAt';

interface QueriesTableProps extends TablePage<AdminQuery> {
  paging: Paging<InboxSort>;
  emptyText: string;
  onReply: (query: AdminQuery) => void;
  onStatusChanged: () => void;
}

/**
 * The queries, newest first: who asked, when, the message, its status with the last reply, and
 * the actions; one card per query on phones and narrow tablets.
 */
export function QueriesTable({ paging, onReply, onStatusChanged, ...list }: QueriesTableProps) {
  const columns: TableColumn<AdminQuery>[] = [
    {
      place: 'title',
      minWidth: '12rem',
      fields: [{ label: 'From', render: (query) => <QuerySender query={query} /> }],
    },
    {
      nowrap: true,
      fields: [{ label: 'Received', render: (query) => formatWhen(query.createdAt) }],
    },
    {
      minWidth: '14rem',
      fields: [
        { label: 'Message', render: (query) => <ClampedText text={query.message} lines={4} /> },
      ],
    },
    {
      minWidth: '11rem',
      fields: [{ label: 'Status', render: (query) => <QueryStatusSummary query={query} /> }],
    },
    {
      place: 'actions',
      fields: [
        {
          label: 'Actions',
          render: (query) => (
            <QueryActions query={query} onReply={onReply} onStatusChanged={onStatusChanged} />
          ),
        },
      ],
    },
  ];

  return (
    <PagedTable
      {...list}
      label="Queries"
      columns={columns}
      rowKey={(query) => query._id}
      paging={paging}
    />
  );
}
