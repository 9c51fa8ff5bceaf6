import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { DownloadButton } from '@/client/components/download-button';
import { fill } from '@/client/lib/page-texts/fill';
import { useMemberTexts } from '@/client/lib/member-texts/context';
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
  return (
    <DownloadButton
      download={() => downloadCalendar(registrationId, eventName)}
      failed={texts.calendarFailed}
      label={texts.addToCalendar}
      ariaLabel={fill(texts.addToCalendarOf, { event: eventName })}
      icon={<EventOutlinedIcon />}
    />
  );
}
