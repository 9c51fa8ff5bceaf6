import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

export interface FormMessageValue {
  severity: 'success' | 'error' | 'info';
  text: string;
}

interface FormMessageProps {
  message: FormMessageValue | null;
  /** More after the text, such as a link to the next step. */
  children?: ReactNode;
}

/**
 * The answer to a form: green on success, red on failure. Errors are announced at once
 * (role alert), other messages politely (role status).
 */
export function FormMessage({ message, children }: FormMessageProps) {
  if (!message) return null;
  return (
    <Alert
      severity={message.severity}
      role={message.severity === 'error' ? 'alert' : 'status'}
      sx={{ mt: 2.5 }}
    >
      {message.text}
      {children}
    </Alert>
  );
}
