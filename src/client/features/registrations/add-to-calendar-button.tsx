import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fill } from '@/client/lib/page-texts/fill';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { serverMessage } from '@/client/lib/server-message';
import { downloadCalendar } from './api/download-calendar';

/** Downloads the registration's calendar file (.ics), which phones and calendars open. */
export function AddToCalendarButton({
  registrationId,
  eventName,
}: {
  registrationId: string;
  eventName: string;
}) {
  const texts = useMemberTexts().registrations;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await downloadCalendar(registrationId, eventName);
    } catch (error) {
      setProblem(serverMessage(error, texts.calendarFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<EventOutlinedIcon />}
        onClick={() => void download()}
        disabled={busy}
        aria-label={fill(texts.addToCalendarOf, { event: eventName })}
      >
        {texts.addToCalendar}
      </Button>
      {problem && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {problem}
        </Typography>
      )}
    </>
  );
}
