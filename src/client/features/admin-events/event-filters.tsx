import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EVENT_STATUSES } from '@/domain/constants';
import { STATUS_LABELS } from '@/client/lib/admin/labels';
import { menuItems } from '@/client/components/admin/menu-items';
import type { EventFilter, EventSort, StatusFilter } from './filter-events';

interface EventFiltersProps {
  filter: EventFilter;
  onChange: (filter: EventFilter) => void;
}

/** Search box, status filter (All, Upcoming, Ongoing, Completed) and sort (Date or Name). */
export function EventFilters({ filter, onChange }: EventFiltersProps) {
  return (
    <Box
      role="search"
      aria-label="Filter events"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
        mb: 3,
      }}
    >
      <TextField
        id="event-search"
        label="Search events"
        type="search"
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        id="event-status-filter"
        select
        label="Status"
        value={filter.status}
        onChange={(event) => onChange({ ...filter, status: event.target.value as StatusFilter })}
      >
        <MenuItem value="all">All</MenuItem>
        {menuItems(EVENT_STATUSES, STATUS_LABELS)}
      </TextField>
      <TextField
        id="event-sort"
        select
        label="Sort by"
        value={filter.sortBy}
        onChange={(event) => onChange({ ...filter, sortBy: event.target.value as EventSort })}
      >
        <MenuItem value="date">Date</MenuItem>
        <MenuItem value="name">Name</MenuItem>
      </TextField>
    </Box>
  );
}
