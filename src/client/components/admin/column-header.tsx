import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { nextSort, sortDirectionOf, type ColumnField, type TableColumn } from './table-columns';

/** The table's sort, and how to change it (on the server). */
export interface TableSort<TSort extends string> {
  value: TSort;
  onChange: (sort: TSort) => void;
}

interface ColumnHeaderProps<T, TSort extends string> {
  column: TableColumn<T>;
  sort?: TableSort<TSort>;
}

/**
 * A column's header: a line per field, each a button that sorts the table by it when the
 * server can (a second click reverses the order).
 */
export function ColumnHeader<T, TSort extends string>({
  column,
  sort,
}: ColumnHeaderProps<T, TSort>) {
  const sorted = column.fields
    .map((field) => (field.sort && sort ? sortDirectionOf(sort.value, field.sort.field) : null))
    .find((direction) => direction !== null);

  return (
    <TableCell
      role="columnheader"
      align={column.align}
      sortDirection={sorted ?? false}
      sx={{ minWidth: column.minWidth }}
    >
      {column.fields.map((field, index) => (
        <Box
          key={field.label}
          sx={{ display: 'block', ...(index > 0 && { color: 'text.secondary' }) }}
        >
          <FieldHeader field={field} sort={sort} />
        </Box>
      ))}
    </TableCell>
  );
}

interface FieldHeaderProps<T, TSort extends string> {
  field: ColumnField<T>;
  sort?: TableSort<TSort>;
}

function FieldHeader<T, TSort extends string>({ field, sort }: FieldHeaderProps<T, TSort>) {
  const { label, sort: fieldSort } = field;
  if (!fieldSort || !sort) return label;
  const direction = sortDirectionOf(sort.value, fieldSort.field);
  return (
    <TableSortLabel
      active={direction !== null}
      direction={direction ?? fieldSort.firstDirection ?? 'asc'}
      // The columns name only sorts the table's API takes.
      onClick={() => sort.onChange(nextSort(fieldSort, sort.value) as TSort)}
    >
      {label}
    </TableSortLabel>
  );
}
