import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { calendarFeedLinks } from '@/domain/event-links';
import { useEventTexts } from '@/client/lib/event-texts';
import { siteOrigin } from '@/client/lib/site-settings';

/** "Add all events to your calendar": a subscription that follows the committee's edits. */
export function CalendarSubscribe() {
  const links = calendarFeedLinks(siteOrigin());
  const texts = useEventTexts().calendar;
  return (
    <Box
      component="section"
      aria-labelledby="calendar-subscribe-heading"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3 }}
    >
      <EventAvailableOutlinedIcon aria-hidden sx={{ color: 'primary.main' }} />
      <Typography id="calendar-subscribe-heading" sx={{ fontWeight: 600 }}>
        {texts.heading}
      </Typography>
      <Link href={links.webcal}>{texts.webcal}</Link>
      <Link href={links.google} target="_blank" rel="noopener noreferrer">
        {texts.google}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
        {texts.hint}
      </Typography>
    </Box>
  );
}
