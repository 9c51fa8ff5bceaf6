import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { lowestFee, placesLeft, registrationClosedReason } from '@/domain/events';
import { formatFee } from '@/domain/money';
import { EventFacts, RegisterAction } from '@/client/components/event-card';
import { PageContainer } from '@/client/components/page-container';
import { PageLoading } from '@/client/components/page-loading';
import { useEvent } from '@/client/lib/api/get-event';
import { eventWhen } from '@/client/lib/event-when';
import { pageControl } from '@/client/lib/page-controls';
import { shareLink } from '@/client/lib/share-link';
import { useInertUntilHydrated } from '@/client/lib/use-hydrated';
import { usePageTitle } from '@/client/lib/use-page-title';

/** Share: the phone's share sheet, or the link copied; what happened is said beside it. */
function ShareButton({ title }: { title: string }) {
  const [said, setSaid] = useState('');
  const inertUntilHydrated = useInertUntilHydrated();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="outlined"
        fullWidth
        startIcon={<ShareIcon />}
        {...pageControl('share')}
        data-share-title={title}
        {...inertUntilHydrated}
        onClick={() => {
          void shareLink(title, window.location.href).then((text) => setSaid(text ?? ''));
        }}
      >
        Share
      </Button>
      <Typography role="status" variant="body2" sx={{ textAlign: 'center', minHeight: '1.5em' }}>
        {said}
      </Typography>
    </Box>
  );
}

/**
 * One event's own page (`/events/:id`), public and server-rendered, to share: name, when and
 * where (the place links to a map search), fee, places, the description and every detail,
 * Register and Share. Its preview on WhatsApp comes from the Open Graph tags the server adds.
 */
export function EventPage() {
  const { id = '' } = useParams();
  const query = useEvent(id, true);
  const event = query.data;
  usePageTitle(event?.name ?? 'Event');
  if (query.isPending) return <PageLoading />;
  if (!event) {
    return (
      <PageContainer>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Event not found
        </Typography>
        <Typography sx={{ mb: 3 }}>
          This event does not exist or has been removed. See what is coming up instead.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Go to Home
        </Button>
      </PageContainer>
    );
  }
  const now = new Date();
  const fee = lowestFee(event);
  const closed = registrationClosedReason(event, now);
  const left = placesLeft(event);
  return (
    <PageContainer>
      <Card component="article" sx={{ maxWidth: 760, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Chip
            label={`${formatFee(fee.amount)}${fee.from ? ' (from)' : ''}`}
            color="primary"
            sx={{ fontWeight: 700 }}
          />
          {closed === 'full' && <Chip label="Full" sx={{ fontWeight: 700 }} />}
          {closed === null && left !== null && (
            <Chip
              label={left === 1 ? '1 place left' : `${left} places left`}
              variant="outlined"
              sx={{ fontWeight: 700 }}
            />
          )}
        </Box>
        <Typography variant="h1" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
          {event.name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {[eventWhen(event.date), event.location].filter(Boolean).join(' · ')}
        </Typography>
        {event.description && (
          <Typography sx={{ whiteSpace: 'pre-line', mb: 3 }}>{event.description}</Typography>
        )}
        <EventFacts event={event} />
        <Box
          sx={{
            mt: 4,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box>
            <RegisterAction event={event} now={now} />
          </Box>
          <ShareButton title={event.name} />
        </Box>
      </Card>
    </PageContainer>
  );
}
