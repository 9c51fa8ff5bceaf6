import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';

interface SortableHeaderProps<TSort extends string> {
  /** The API's sort key for ascending order; descending is the same with '-'. */
  field: string;
  sort: TSort;
  onSort: (sort: TSort) => void;
  children: ReactNode;
  /** Which way a first click sorts. */
  firstDirection?: 'asc' | 'desc';
}

/** A column header that sorts the table on the server; a second click reverses the order. */
export function SortableHeader<TSort extends string>({
  field,
  sort,
  onSort,
  children,
  firstDirection = 'asc',
}: SortableHeaderProps<TSort>) {
  const active = sort === field || sort === `-${field}`;
  const direction = sort === `-${field}` ? 'desc' : 'asc';
  const next = (
    active
      ? direction === 'asc'
        ? `-${field}`
        : field
      : firstDirection === 'asc'
        ? field
        : `-${field}`
  ) as TSort;

  return (
    <TableCell sortDirection={active ? direction : false} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel
        active={active}
        direction={active ? direction : firstDirection}
        onClick={() => onSort(next)}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
