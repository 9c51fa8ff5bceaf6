import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { PAGE_SIZES } from '../lib/use-paging';

interface PagedTableProps {
  /** The table's accessible name (also names its scrolling region). */
  label: string;
  /** The cells of the header row. */
  head: ReactNode;
  columnCount: number;
  /** The body rows; none shows `emptyText`. */
  rows: ReactNode[];
  emptyText: string;
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  minWidth?: number;
}

/**
 * An admin list (STYLE.md): a table with a sticky header that scrolls inside its own box (so
 * the page never scrolls sideways on a phone), a loading bar, and server paging below.
 */
export function PagedTable({
  label,
  head,
  columnCount,
  rows,
  emptyText,
  loading,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  minWidth = 760,
}: PagedTableProps) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={`Loading ${label}`} />}</Box>
      <TableContainer
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{ maxHeight: { xs: '70vh', md: 560 } }}
      >
        <Table stickyHeader size="small" aria-label={label} sx={{ minWidth }}>
          <TableHead>
            <TableRow
              sx={{
                '& th': { fontWeight: 700, bgcolor: 'background.default', color: 'text.primary' },
              }}
            >
              {head}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length > 0 ? (
              rows
            ) : (
              <TableRow>
                <TableCell
                  colSpan={columnCount}
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
        onPageChange={(_event, next) => onPageChange(next)}
        onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
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
