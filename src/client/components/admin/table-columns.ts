import type { ReactNode } from 'react';
import type { SelectOption } from '../form-text-field';

export type SortDirection = 'asc' | 'desc';

/** How a column sorts on the server: `field` ascending, `-field` descending. */
export interface ColumnSort {
  field: string;
  /** What the values are; words the phone's sort menu ("Name: A to Z", "Date: newest first"). */
  kind: 'text' | 'number' | 'date';
  /** Which way a first click sorts. */
  firstDirection?: SortDirection;
}

/** One piece of a row's data: its name, how it shows and, when the server can, how it sorts. */
export interface ColumnField<T> {
  label: string;
  render: (item: T) => ReactNode;
  sort?: ColumnSort;
}

/**
 * A column of a paged table. A column may hold several fields, one line each (the e-mail under
 * the name, say), so that a table of many fields fits a desktop screen; on a phone every field
 * shows with its label in the row's card.
 */
export interface TableColumn<T> {
  fields: [ColumnField<T>, ...ColumnField<T>[]];
  align?: 'right';
  /** The narrowest the column gets in a table (a CSS length), before its values wrap. */
  minWidth?: string;
  /** Keeps the values on one line (dates, amounts). */
  nowrap?: boolean;
  /** In a phone's card: `title` opens the card (without labels), `actions` closes it. */
  place?: 'title' | 'actions';
}

const DIRECTION_WORDS: Record<ColumnSort['kind'], Record<SortDirection, string>> = {
  text: { asc: 'A to Z', desc: 'Z to A' },
  number: { asc: 'lowest first', desc: 'highest first' },
  date: { asc: 'oldest first', desc: 'newest first' },
};

const sortValue = (field: string, direction: SortDirection) =>
  direction === 'asc' ? field : `-${field}`;

/** The direction `sort` orders `field` in, or null when the table is sorted by another one. */
export function sortDirectionOf(sort: string, field: string): SortDirection | null {
  if (sort === field) return 'asc';
  if (sort === `-${field}`) return 'desc';
  return null;
}

/** The sort a click on a header gives: the other direction when active, else the first one. */
export function nextSort({ field, firstDirection = 'asc' }: ColumnSort, sort: string): string {
  const current = sortDirectionOf(sort, field);
  if (current === null) return sortValue(field, firstDirection);
  return sortValue(field, current === 'asc' ? 'desc' : 'asc');
}

/** Every sort the columns offer, both ways, as the options of a select. */
export function sortOptions<T>(columns: TableColumn<T>[]): SelectOption[] {
  return columns.flatMap((column) =>
    column.fields.flatMap(({ label, sort }) => {
      if (!sort) return [];
      const first = sort.firstDirection ?? 'asc';
      const directions: SortDirection[] = first === 'asc' ? ['asc', 'desc'] : ['desc', 'asc'];
      return directions.map((direction) => ({
        value: sortValue(sort.field, direction),
        label: `${label}: ${DIRECTION_WORDS[sort.kind][direction]}`,
      }));
    }),
  );
}
