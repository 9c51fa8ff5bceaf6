import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  auditActionLabel,
  type AuditAction,
  type AuditEntry,
} from '@/domain/audit';
import { formatTimestamp } from '@/domain/dates';
import { siteTimeZone } from '@/client/lib/site-settings';
import { CsvButton } from '@/client/components/admin/csv-button';
import { PagedTable, pageOf } from '@/client/components/admin/paged-table';
import { SearchField } from '@/client/components/admin/search-field';
import { SelectField } from '@/client/components/admin/select-field';
import { FilterBar } from '@/client/components/admin/filter-bar';
import { TabSection } from '@/client/components/admin/tab-heading';
import type { TableColumn } from '@/client/components/admin/table-columns';
import { useAdmins } from '@/client/lib/admin/api/get-admins';
import { useDebouncedValue } from '@/client/lib/admin/use-debounced-value';
import { useLoadErrorNotice } from '@/client/lib/admin/use-load-error-notice';
import { usePaging } from '@/client/lib/admin/use-paging';
import { useActivity } from './api/get-activity';

const LOAD_FAILED = 'The activity could not be loaded. Please try again later.';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};

/** A change as lines of `field: before → after` (a creation or deletion shows one side). */
function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  if (keys.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
      {keys.map((key) => (
        <li key={key}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {key}
          </Box>
          {': '}
          {entry.before && entry.after
            ? `${shown(entry.before[key])} → ${shown(entry.after[key])}`
            : shown((entry.after ?? entry.before)?.[key])}
        </li>
      ))}
    </Box>
  );
}

const columns: TableColumn<AuditEntry>[] = [
  {
    nowrap: true,
    fields: [{ label: 'When', render: (entry) => formatTimestamp(entry.at, siteTimeZone) ?? '' }],
  },
  {
    place: 'title',
    minWidth: '10rem',
    fields: [
      { label: 'Admin', render: (entry) => entry.adminUsername },
      { label: 'Address', render: (entry) => entry.address ?? '—' },
    ],
  },
  {
    minWidth: '12rem',
    fields: [
      { label: 'Action', render: (entry) => auditActionLabel(entry.action) },
      {
        label: 'Record',
        render: (entry) =>
          entry.subject ??
          (entry.recordType
            ? `${entry.recordType}${entry.recordId ? ` ${entry.recordId}` : ''}`
            : '—'),
      },
    ],
  },
  {
    minWidth: '16rem',
    fields: [{ label: 'Changes', render: (entry) => <Changes entry={entry} /> }],
  },
];

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * The Activity tab: who changed what, newest first (server paging), filtered by admin, action,
 * record and days; the same filters export it as CSV.
 */
export function ActivityTab() {
  const paging = usePaging<'-at'>('-at', 25);
  const admins = useAdmins();
  const [admin, setAdmin] = useState('');
  const [action, setAction] = useState('');
  const [record, setRecord] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const recordFilter = useDebouncedValue(record.trim());
  const filter = {
    admin: admin || undefined,
    action: (action || undefined) as AuditAction | undefined,
    record: recordFilter || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const list = useActivity({ ...filter, page: paging.query.page, pageSize: paging.pageSize });
  useLoadErrorNotice(list.isError, list.errorUpdatedAt, LOAD_FAILED);
  const filtered = Object.values(filter).some((value) => value !== undefined);
  const filterBy = (set: (value: string) => void) => (value: string) => {
    set(value);
    paging.setPage(0);
  };

  return (
    <TabSection
      name="activity"
      title="Activity"
      actions={
        <CsvButton
          label="Export Activity as CSV"
          path="/admins/exports/audit.csv"
          query={filter}
          fileName="activity.csv"
        />
      }
    >
      <FilterBar label="Filter activity">
        <SelectField
          id="activity-admin"
          label="Admin"
          value={admin}
          options={[
            { value: '', label: 'Every admin' },
            ...(admins.data ?? []).map((account) => ({
              value: account._id,
              label: account.username,
            })),
          ]}
          onChange={filterBy(setAdmin)}
        />
        <SelectField
          id="activity-action"
          label="Action"
          value={action}
          options={ACTION_OPTIONS}
          onChange={filterBy(setAction)}
        />
        <SearchField
          id="activity-record"
          label="Record (type, or its id)"
          value={record}
          onChange={filterBy(setRecord)}
        />
        {(
          [
            ['activity-from', 'From', from, setFrom],
            ['activity-to', 'To', to, setTo],
          ] as const
        ).map(([id, label, value, set]) => (
          <TextField
            key={id}
            id={id}
            type="date"
            size="small"
            label={label}
            value={value}
            onChange={(event) => filterBy(set)(event.target.value)}
            sx={{ width: { xs: '100%', sm: 180 } }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </FilterBar>
      <PagedTable
        {...pageOf(list)}
        label="Activity log"
        columns={columns}
        rowKey={(entry) => entry._id}
        emptyText={
          list.isError
            ? LOAD_FAILED
            : filtered
              ? 'Nothing matches these filters.'
              : 'Nothing has been changed yet.'
        }
        paging={paging}
      />
    </TabSection>
  );
}
