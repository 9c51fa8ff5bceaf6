import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { serverMessage } from '@/client/lib/server-message';

/** The server's answer to a member's request: its message, or why it was refused. */
interface Answer {
  ok: boolean;
  text: string;
}

/** Sends a member's request and keeps the server's answer, for `AnswerAlert` to show. */
export function useRequestAnswer(fallback: string) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (request: () => Promise<{ message: string }>) => {
    setAnswer(null);
    setBusy(true);
    try {
      setAnswer({ ok: true, text: (await request()).message });
    } catch (error) {
      setAnswer({ ok: false, text: serverMessage(error, fallback) });
    } finally {
      setBusy(false);
    }
  };
  return { answer, busy, send };
}

/** The answer, once there is one: a status when it went through, an alert when refused. */
export function AnswerAlert({ answer }: { answer: Answer | null }) {
  if (!answer) return null;
  return (
    <Alert
      severity={answer.ok ? 'success' : 'error'}
      role={answer.ok ? 'status' : 'alert'}
      sx={{ mt: 2 }}
    >
      {answer.text}
    </Alert>
  );
}
