import Box from '@mui/material/Box';
import { useRef } from 'react';
import type { RegistrationType } from '@/domain/constants';
import type { Event } from '@/domain/event-schemas';
import { MESSAGES } from '@/domain/messages';
import { useRegistrations } from './api/get-registrations';
import { CsvButton } from '@/client/components/admin/csv-button';
import { PagedTable, pageOf } from '@/client/components/admin/paged-table';
import { SearchField } from '@/client/components/admin/search-field';
import { TabHeading } from '@/client/components/admin/tab-heading';
import { useLoadErrorNotice } from '@/client/lib/admin/use-load-error-notice';
import { usePaging } from '@/client/lib/admin/use-paging';
import { useRegistrationColumns } from './registration-columns';

export type RegistrationSort =
  'createdAt' | '-createdAt' | 'name' | '-name' | 'email' | '-email' | 'event' | '-event';

interface RegistrationsTableProps {
  title: string;
  type: RegistrationType;
  /** Only this event's registrations; all events without it. */
  event?: Event;
}

/** Individual or team registrations (of one event, or all), server paged, with its CSV. */
export function RegistrationsTable({ title, type, event }: RegistrationsTableProps) {
  // The heading stays short under the event select; names for assistive technology name the event.
  const label = event ? `${event.name}: ${title}` : title;
  const paging = usePaging<RegistrationSort>('-createdAt', 10);
  const heading = useRef<HTMLHeadingElement>(null);
  const registrations = useRegistrations({ ...paging.query, type, event: event?._id });
  useLoadErrorNotice(
    registrations.isError,
    registrations.errorUpdatedAt,
    MESSAGES.registrationsLoadFailed,
  );
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const headingId = `${slug}-heading`;
  const columns = useRegistrationColumns({
    showEvent: !event,
    showTeam: type === 'team',
    showAnswers: (registrations.data?.items ?? []).some((item) => item.event.questions.length > 0),
    // The deleted row took the focused Delete button with it: the focus goes to the heading.
    onDeleted: () => heading.current?.focus(),
  });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <TabHeading
        id={headingId}
        level={3}
        title={
          <>
            {title}
            {registrations.data && ` (${registrations.data.total})`}
          </>
        }
        ref={heading}
        actions={
          <CsvButton
            label="Download CSV"
            ariaLabel={`Download CSV: ${label}`}
            path="/admins/exports/registrations.csv"
            query={{ type, event: event?._id }}
            fileName={
              event ? `${event.name}_${type}_registrations.csv` : `${type}_registrations.csv`
            }
          />
        }
      />
      <Box sx={{ mb: 1.5 }}>
        <SearchField
          id={`${slug}-search`}
          label="Search name, e-mail or student ID"
          value={paging.search}
          onChange={paging.setSearch}
        />
      </Box>
      <PagedTable
        {...pageOf(registrations)}
        label={label}
        columns={columns}
        rowKey={(registration) => registration._id}
        sort={{ value: paging.sort, onChange: paging.setSort }}
        // A team list of every event has too many fields for a table narrower than a desktop.
        cardsBelow="lg"
        emptyText={
          registrations.isError
            ? MESSAGES.registrationsLoadFailed
            : paging.query.q
              ? 'No registrations match this search.'
              : `No ${type} registrations yet.`
        }
        paging={paging}
      />
    </Box>
  );
}
