import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** How many equal columns, from each breakpoint up. */
type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

const equalColumns = (count: number) =>
  count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`;

interface GridListProps {
  /** Without it, one column as wide as the list. */
  columns?: Columns;
  gap?: number;
  component?: 'ul' | 'ol';
  /** Names the list for assistive technology when no heading does. */
  label?: string;
  /** Spacing around the list (its margin), and anything else only this list needs. */
  sx?: SxProps<Theme>;
  /** The items, each an `li` (or a card rendered as one). */
  children: ReactNode;
}

/** A list laid out as a grid of equal columns (cards, say), without bullets or indent. */
export function GridList({
  columns,
  gap = 3,
  component = 'ul',
  label,
  sx = [],
  children,
}: GridListProps) {
  const gridTemplateColumns =
    columns &&
    Object.fromEntries(
      Object.entries(columns).map(([breakpoint, count]) => [breakpoint, equalColumns(count)]),
    );
  return (
    <Box
      component={component}
      aria-label={label}
      sx={[
        { listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
