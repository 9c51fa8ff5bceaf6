import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { googleCalendarUrl } from '@/domain/event-links';
import { registrationPage } from '@/domain/lifecycle';
import type { Registration } from '@/domain/registration-schemas';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { fill } from '@/client/lib/page-texts/fill';
import { siteOrigin, siteTimeZone } from '@/client/lib/site-settings';
import { AddToCalendarButton } from './add-to-calendar-button';

/**
 * Add to calendar (the .ics file, which iPhones and desktop calendars open) and "Add to Google
 * Calendar" (Google Calendar on Android does not open .ics files). Nothing without a date.
 */
export function CalendarButtons({ registration }: { registration: Registration }) {
  const texts = useMemberTexts().registrations;
  const { event } = registration;
  if (!event.date) return null;
  const google = googleCalendarUrl({
    name: event.name,
    date: event.date,
    location: event.location,
    details: fill(texts.googleDetails, {
      link: `${siteOrigin()}${registrationPage(registration._id)}`,
    }),
    timeZone: siteTimeZone,
  });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <AddToCalendarButton registrationId={registration._id} eventName={event.name} />
      <Button
        component="a"
        href={google}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        endIcon={<OpenInNewIcon />}
      >
        {texts.googleCalendar}
      </Button>
    </Box>
  );
}
