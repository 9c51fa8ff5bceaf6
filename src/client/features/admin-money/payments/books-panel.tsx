import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBooksCheck } from './api/get-books-check';

/**
 * The Books panel: whether every rupee received is applied or on its way back, receipts run
 * without gaps and the totals equal the payments; and when not, each problem in words.
 */
export function BooksPanel() {
  const books = useBooksCheck();
  if (books.isPending) return null;
  if (books.isError) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        The books could not be checked just now. Please try again later.
      </Alert>
    );
  }
  const { ok, problems } = books.data;
  return (
    <Box component="section" aria-labelledby="books-heading" sx={{ mb: 2 }}>
      <Alert severity={ok ? 'success' : 'error'} role={ok ? 'status' : 'alert'}>
        <AlertTitle id="books-heading" component="h3">
          {ok
            ? 'Books: they balance'
            : `Books: ${problems.length} problem${problems.length === 1 ? '' : 's'}`}
        </AlertTitle>
        {ok ? (
          <Typography variant="body2">
            Every payment received is applied with its receipt or is being refunded, receipts run
            without gaps, and the totals equal the payments.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem, index) => (
              <li key={`${problem.kind}-${index}`}>
                <Typography variant="body2">{problem.message}</Typography>
              </li>
            ))}
          </Box>
        )}
      </Alert>
    </Box>
  );
}
