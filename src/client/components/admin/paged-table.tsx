import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { Breakpoint, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { PAGE_SIZES, type Paging } from '@/client/lib/admin/use-paging';
import { ColumnHeader, type TableSort } from './column-header';
import { SelectField } from './select-field';
import { sortOptions, type TableColumn } from './table-columns';

/** One page of a list, as a table shows it. */
export interface TablePage<T> {
  /** The page's items; none shows the table's `emptyText`. */
  items: T[];
  /** How many items the list has in all. */
  total: number;
  loading: boolean;
}

interface PagedTableProps<T, TSort extends string> extends TablePage<T> {
  /** The table's accessible name (also names its scrolling region). */
  label: string;
  columns: TableColumn<T>[];
  rowKey: (item: T) => string;
  /** The server's sort, for lists that can be sorted. */
  sort?: TableSort<TSort>;
  emptyText: string;
  paging: Pick<Paging<string>, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>;
  /** Below this width each row is a card of labelled fields instead of a table row. */
  cardsBelow?: Breakpoint;
}

/** A query of one page of a server's list, as the table's items, total and loading bar. */
export function pageOf<T>(list: {
  data?: { items: T[]; total: number };
  isFetching: boolean;
}): TablePage<T> {
  return { items: list.data?.items ?? [], total: list.data?.total ?? 0, loading: list.isFetching };
}

// Class names the card layout styles by.
const FIELD = 'PagedTable-field';
const LABEL = 'PagedTable-label';
const TITLE = 'PagedTable-title';
const ACTIONS = 'PagedTable-actions';
const EMPTY = 'PagedTable-empty';
const PLACE_CLASSES = { title: TITLE, actions: ACTIONS } as const;

/**
 * An admin list, server paged, with a loading bar. From `cardsBelow` up it is a table whose
 * header stays in view as it scrolls in its own box; below, each row is a card showing every
 * field with its label, its actions last, and a select takes the place of the sort headers.
 * Either way the rows keep their table roles, so assistive technology reads the same list.
 */
export function PagedTable<T, TSort extends string>({
  label,
  columns,
  items,
  rowKey,
  sort,
  emptyText,
  loading,
  total,
  paging: { page, pageSize, setPage, setPageSize },
  cardsBelow = 'md',
}: PagedTableProps<T, TSort>) {
  const sortId = useId();
  const sorts = sortOptions(columns);
  const cards = (theme: Theme) => theme.breakpoints.down(cardsBelow);

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={`Loading ${label}`} />}</Box>
      {sort && sorts.length > 0 && (
        <Box
          sx={(theme) => ({
            display: 'none',
            px: 1.5,
            pt: 1.5,
            [cards(theme)]: { display: 'block' },
          })}
        >
          <SelectField
            id={sortId}
            label="Sort by"
            value={sort.value}
            options={sorts}
            // The options are the columns' sorts, which the table's API takes.
            onChange={(value) => sort.onChange(value as TSort)}
          />
        </Box>
      )}
      <TableContainer
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={(theme) => ({ maxHeight: 560, [cards(theme)]: { maxHeight: 'none' } })}
      >
        <Table
          stickyHeader
          size="small"
          role="table"
          aria-label={label}
          sx={(theme) => ({ ...tableLayout, [cards(theme)]: cardLayout(theme) })}
        >
          <TableHead role="rowgroup">
            <TableRow role="row">
              {columns.map((column) => (
                <ColumnHeader key={column.fields[0].label} column={column} sort={sort} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody role="rowgroup">
            {items.length > 0 ? (
              items.map((item) => (
                <TableRow key={rowKey(item)} role="row" hover>
                  {columns.map((column) => (
                    <BodyCell key={column.fields[0].label} column={column} item={item} />
                  ))}
                </TableRow>
              ))
            ) : (
              <TableRow role="row" className={EMPTY}>
                <TableCell
                  role="cell"
                  colSpan={columns.length}
                  sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
                >
                  {loading ? 'Loading…' : emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={total > 0 ? Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1)) : 0}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => setPageSize(Number(event.target.value))}
        labelRowsPerPage="Rows:"
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' },
        }}
      />
    </Paper>
  );
}

/** A row's cell: each field of its column on a line of its own, after its label. */
function BodyCell<T>({ column, item }: { column: TableColumn<T>; item: T }) {
  return (
    <TableCell
      role="cell"
      align={column.align}
      className={column.place && PLACE_CLASSES[column.place]}
      sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
    >
      {column.fields.map((field, index) => (
        <Box
          key={field.label}
          className={FIELD}
          sx={index > 0 ? { color: 'text.secondary' } : undefined}
        >
          <span className={LABEL}>{field.label}</span>
          <div>{field.render(item)}</div>
        </Box>
      ))}
    </TableCell>
  );
}

/** Desktop: long values wrap (anywhere, for e-mails) so that every column stays in view. */
const tableLayout = {
  '& th': {
    fontWeight: 700,
    bgcolor: 'background.default',
    color: 'text.primary',
    verticalAlign: 'bottom',
  },
  '& th, & td': { px: 1.5 },
  '& td': { verticalAlign: 'top', overflowWrap: 'anywhere' },
  [`& .${LABEL}`]: { display: 'none' },
  [`& .${TITLE} .${FIELD}:first-of-type`]: { fontWeight: 600 },
  [`& .${ACTIONS}`]: { whiteSpace: 'nowrap' },
  [`& .${FIELD} + .${FIELD}`]: { mt: 0.25 },
  '& tbody tr:last-of-type td': { borderBottom: 0 },
};

/** Phones: the header goes (the sort select replaces it) and each row becomes a card. */
const cardLayout = (theme: Theme) => ({
  display: 'block',
  '& thead': { display: 'none' },
  '& tbody': {
    display: 'grid',
    gap: 1.5,
    p: 1.5,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  },
  '& tbody tr': {
    display: 'flex',
    flexDirection: 'column',
    gap: 1,
    p: 2,
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    bgcolor: 'background.paper',
  },
  '& tbody td, & tbody tr:last-of-type td': {
    display: 'block',
    p: 0,
    border: 0,
    textAlign: 'left',
  },
  [`& tbody .${EMPTY}`]: { gridColumn: '1 / -1', border: 0, p: 0 },
  [`& tbody tr.${EMPTY} td`]: { py: 2, textAlign: 'center' },
  [`& .${FIELD}`]: {
    display: 'grid',
    gridTemplateColumns: '6.5rem minmax(0, 1fr)',
    columnGap: 1.5,
    color: 'text.primary',
  },
  [`& .${LABEL}`]: {
    display: 'block',
    fontWeight: 600,
    fontSize: '0.8125rem',
    lineHeight: 1.7,
    color: 'text.secondary',
  },
  [`& .${TITLE} .${FIELD}, & .${ACTIONS} .${FIELD}`]: { display: 'block' },
  [`& .${TITLE} .${FIELD}:first-of-type`]: { fontSize: '1.0625rem', fontWeight: 700 },
  [`& .${TITLE} .${FIELD} + .${FIELD}`]: { color: 'text.secondary', mt: 0 },
  [`& .${TITLE} .${LABEL}, & .${ACTIONS} .${LABEL}`]: { display: 'none' },
  [`& .${ACTIONS}`]: {
    mt: 'auto',
    pt: 1,
    borderTop: `1px solid ${theme.palette.divider}`,
  },
  [`& .${ACTIONS} .${FIELD} > div`]: { display: 'flex', justifyContent: 'flex-end', gap: 1 },
});
