import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Keeps the room of what is loading (a list, a form), marked busy. */
export function LoadingPlaceholder({ minHeight = 240 }: { minHeight?: number }) {
  return <Box sx={{ minHeight }} aria-busy="true" />;
}

interface LoadableListProps {
  pending: boolean;
  empty: boolean;
  /** The height the list's room keeps while it loads. */
  placeholderHeight?: number;
  /** What the empty state says first, in bold (one of the domain's messages). */
  emptyMessage: string;
  /** The line under it. */
  emptyDetail: string;
  /** A way on from the empty state (a button): beside its text, below it on phones. */
  emptyAction?: ReactNode;
  /** The list, shown once it has loaded and has something in it. */
  children: ReactNode;
}

/**
 * A list of the member's pages and the landing page: a placeholder while it loads, then the list,
 * or when there is nothing in it (or it could not be fetched) the empty state, which says so and
 * offers a way on.
 */
export function LoadableList({
  pending,
  empty,
  placeholderHeight,
  emptyMessage,
  emptyDetail,
  emptyAction,
  children,
}: LoadableListProps) {
  if (pending) return <LoadingPlaceholder minHeight={placeholderHeight} />;
  if (!empty) return children;
  return (
    <Box
      sx={[
        {
          p: 3,
          borderRadius: 3,
          bgcolor: 'background.paper',
          border: '1px dashed',
          borderColor: 'divider',
        },
        Boolean(emptyAction) && {
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        },
      ]}
    >
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{emptyMessage}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{emptyDetail}</Typography>
      </Box>
      {emptyAction}
    </Box>
  );
}
