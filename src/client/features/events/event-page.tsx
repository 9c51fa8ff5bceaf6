import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { lowestFee, placesLeft, registrationClosedReason } from '@/domain/events';
import {
  EventFacts,
  feeText,
  placesLeftText,
  RegisterAction,
  whenText,
} from '@/client/components/event-card';
import { PageContainer } from '@/client/components/page-container';
import { PageLoading } from '@/client/components/page-loading';
import { useEvent } from '@/client/lib/api/get-event';
import { useEventTexts } from '@/client/lib/event-texts';
import { pageControl } from '@/client/lib/page-controls';
import { useFormat } from '@/client/lib/page-texts/format';
import { fill } from '@/client/lib/page-texts/fill';
import { shareLink } from '@/client/lib/share-link';
import { useInertUntilHydrated } from '@/client/lib/use-hydrated';
import { usePageTitle } from '@/client/lib/use-page-title';

/** Share: the phone's share sheet, or the link copied; what happened is said beside it. */
function ShareButton({ title }: { title: string }) {
  const [said, setSaid] = useState('');
  const inertUntilHydrated = useInertUntilHydrated();
  const texts = useEventTexts().page;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="outlined"
        fullWidth
        startIcon={<ShareIcon />}
        {...pageControl('share')}
        data-share-title={title}
        data-copied={texts.linkCopied}
        data-not-copied={texts.linkNotCopied}
        {...inertUntilHydrated}
        onClick={() => {
          void shareLink(title, window.location.href).then((outcome) =>
            setSaid(outcome === 'copied' ? texts.linkCopied : outcome ? texts.linkNotCopied : ''),
          );
        }}
      >
        {texts.share}
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
  const { page, card } = useEventTexts();
  const format = useFormat();
  usePageTitle(event?.name ?? page.title);
  if (query.isPending) return <PageLoading />;
  if (!event) {
    return (
      <PageContainer>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {page.notFound}
        </Typography>
        <Typography sx={{ mb: 3 }}>{page.notFoundText}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {page.home}
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
            label={
              fee.from
                ? fill(card.feeFrom, { fee: feeText(card, format, fee.amount) })
                : feeText(card, format, fee.amount)
            }
            color="primary"
            sx={{ fontWeight: 700 }}
          />
          {closed === 'full' && <Chip label={card.full} sx={{ fontWeight: 700 }} />}
          {closed === null && left !== null && (
            <Chip
              label={placesLeftText(card, format, left)}
              variant="outlined"
              sx={{ fontWeight: 700 }}
            />
          )}
        </Box>
        <Typography variant="h1" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
          {event.name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {[whenText(card, format, event.date), event.location].filter(Boolean).join(' · ')}
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
