import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { RegistrationType } from '../../../../domain/constants';
import type { Event } from '../../../../domain/event-schemas';
import { MESSAGES } from '../../../../domain/messages';
import { useRegistrations } from '../api/get-registrations';
import { CsvButton } from '../components/csv-button';
import { PagedTable } from '../components/paged-table';
import { SearchField } from '../components/search-field';
import { SortableHeader } from '../components/sortable-header';
import { useLoadErrorNotice } from '../lib/use-load-error-notice';
import { usePaging } from '../lib/use-paging';
import { RegistrationRow } from './registration-row';

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
  // Inside an event's section the heading is short; names for assistive technology are not.
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
  const team = type === 'team';
  const showEvent = !event;
  const sortProps = { sort: paging.sort, onSort: paging.setSort };
  const columnCount = 8 + (team ? 1 : 0) + (showEvent ? 1 : 0);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 1.5,
        }}
      >
        <Typography
          id={headingId}
          ref={heading}
          tabIndex={-1}
          variant="h3"
          component={event ? 'h4' : 'h3'}
        >
          {title}
          {registrations.data && ` (${registrations.data.total})`}
        </Typography>
        <CsvButton
          label="Download CSV"
          ariaLabel={`Download CSV: ${label}`}
          path="/admins/exports/registrations.csv"
          query={{ type, event: event?._id }}
          fileName={event ? `${event.name}_${type}_registrations.csv` : `${type}_registrations.csv`}
        />
      </Box>
      <Box sx={{ mb: 1.5 }}>
        <SearchField
          id={`${slug}-search`}
          label="Search name, e-mail or student ID"
          value={paging.search}
          onChange={paging.setSearch}
        />
      </Box>
      <PagedTable
        label={label}
        columnCount={columnCount}
        minWidth={team ? 1280 : 1000}
        head={
          <>
            <SortableHeader field="name" {...sortProps}>
              Name
            </SortableHeader>
            <SortableHeader field="email" {...sortProps}>
              Email
            </SortableHeader>
            <TableCell>Contact</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>Student ID</TableCell>
            <TableCell>Gender</TableCell>
            {showEvent && (
              <SortableHeader field="event" {...sortProps}>
                Event
              </SortableHeader>
            )}
            {team && <TableCell>Team Members</TableCell>}
            <TableCell align="right">Amount</TableCell>
            <TableCell>Payment</TableCell>
            <SortableHeader field="createdAt" firstDirection="desc" {...sortProps}>
              Registered
            </SortableHeader>
            <TableCell align="right">Actions</TableCell>
          </>
        }
        rows={(registrations.data?.items ?? []).map((registration) => (
          <RegistrationRow
            key={registration._id}
            registration={registration}
            showEvent={showEvent}
            showTeam={team}
            // The deleted row took the focused Delete button with it: the focus goes to the
            // table's heading.
            onDeleted={() => heading.current?.focus()}
          />
        ))}
        emptyText={
          registrations.isError
            ? MESSAGES.registrationsLoadFailed
            : paging.query.q
              ? 'No registrations match this search.'
              : `No ${type} registrations yet.`
        }
        loading={registrations.isFetching}
        total={registrations.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
    </Box>
  );
}
