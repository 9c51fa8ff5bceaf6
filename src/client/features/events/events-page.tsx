import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { EventGrid } from '@/client/components/event-grid';
import { LoadableList } from '@/client/components/loadable-list';
import { PageContainer } from '@/client/components/page-container';
import { useMyRegistrations } from '@/client/lib/api/get-my-registrations';
import { useEventTexts } from '@/client/lib/event-texts';
import { useUpcomingEvents } from '@/client/lib/api/get-upcoming-events';
import { isLive } from '@/domain/lifecycle';
import { registrationHref } from '@/client/lib/registration-href';
import { usePageTitle } from '@/client/lib/use-page-title';
import { CalendarSubscribe } from './calendar-subscribe';
import { useSession } from '@/client/lib/session';

/**
 * The events listing (/home, members only): 'Upcoming Events' and the event cards of the public
 * site, or 'No upcoming events available at the moment.' (also when the list cannot be
 * fetched).
 */
export function EventsPage() {
  const texts = useEventTexts().list;
  usePageTitle(texts.title);
  const events = useUpcomingEvents();
  const list = events.data ?? [];
  const user = useSession();
  const mine = useMyRegistrations(user?.email);
  const registrations = useMemo(
    () =>
      new Map(
        (mine.data ?? [])
          .filter((registration) => isLive(registration.status))
          .map((registration) => [
            registration.event._id,
            { href: registrationHref(registration._id), status: registration.status },
          ]),
      ),
    [mine.data],
  );

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720 }}>{texts.intro}</Typography>
      <CalendarSubscribe />

      <LoadableList
        pending={events.isPending}
        empty={list.length === 0}
        placeholderHeight={320}
        emptyMessage={texts.empty}
        emptyDetail={texts.emptyDetail}
        emptyAction={
          <Button component={RouterLink} to="/users/registrations" variant="outlined">
            {texts.myRegistrations}
          </Button>
        }
      >
        <EventGrid events={list} headingLevel={2} registrations={registrations} />
      </LoadableList>
    </PageContainer>
  );
}
