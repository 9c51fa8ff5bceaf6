import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The About page editor: built by a later piece of work. */
export function AboutTab() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      <Typography variant="h2" gutterBottom>
        About page
      </Typography>
      <Typography>The About page editor comes here.</Typography>
    </Paper>
  );
}
