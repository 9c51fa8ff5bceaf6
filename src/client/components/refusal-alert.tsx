import Alert from '@mui/material/Alert';

/** Why the server refused what the form sent, read out as it appears; nothing when it did not. */
export function RefusalAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
