import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDate } from '@/domain/dates';
import { MESSAGES } from '@/domain/messages';
import type { Registration } from '@/domain/registration-schemas';
import { GridList } from '@/client/components/grid-list';
import { LoadableList } from '@/client/components/loadable-list';
import { PageContainer } from '@/client/components/page-container';
import { useMyRegistrations } from '@/client/lib/api/get-my-registrations';
import { useSession } from '@/client/lib/session';
import { siteTimeZone } from '@/client/lib/site-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { AddToCalendarButton } from './add-to-calendar-button';
import { awaitsPayment, PayNowButton } from './pay-now-button';
import { RegistrationDetailsDialog } from './registration-details-dialog';
import { RegistrationStatusChip } from './registration-status-chip';

/** The first letter of the event's name, for its avatar. */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

function RegistrationCard({
  registration,
  onOpen,
}: {
  registration: Registration;
  onOpen: () => void;
}) {
  const team = registration.registrationType === 'team';
  const date = formatDate(registration.event.date, siteTimeZone) ?? 'TBD';
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        onClick={onOpen}
        aria-haspopup="dialog"
        sx={{
          height: '100%',
          p: 2.5,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 2,
        }}
      >
        <Avatar
          aria-hidden="true"
          sx={{
            bgcolor: 'primary.main',
            color: '#FFFFFF',
            width: 48,
            height: 48,
            fontWeight: 700,
            border: '3px solid',
            borderColor: 'marigold.main',
          }}
        >
          {initialOf(registration.event.name)}
        </Avatar>
        <Box
          component="span"
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}
        >
          <Typography
            component="span"
            variant="h3"
            sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}
          >
            {registration.event.name}
          </Typography>
          <Typography component="span" variant="body2">
            <strong>Date:</strong> {date}
          </Typography>
          <Typography component="span" variant="body2">
            <strong>Student ID:</strong> {registration.studentId}
          </Typography>
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            <Chip
              component="span"
              size="small"
              label={team ? 'Team' : 'Individual'}
              color={team ? 'secondary' : 'primary'}
              variant={team ? 'filled' : 'outlined'}
              // White on saffron (3.8:1) is too faint for small text; the darker shade passes AA.
              sx={{
                alignSelf: 'flex-start',
                fontWeight: 600,
                ...(team && { bgcolor: 'secondary.dark' }),
              }}
            />
            <RegistrationStatusChip registration={registration} />
          </Box>
        </Box>
      </CardActionArea>
      {awaitsPayment(registration) && (
        <Box sx={{ px: 2.5, pb: 2.5 }}>
          <PayNowButton registration={registration} />
        </Box>
      )}
      {registration.status === 'confirmed' && registration.event.date && (
        <Box sx={{ px: 2.5, pb: 2.5 }}>
          <AddToCalendarButton
            registrationId={registration._id}
            eventName={registration.event.name}
          />
        </Box>
      )}
    </Card>
  );
}

/**
 * My Registered Events (/users/registrations): a card per registration (the event's initial,
 * name, date or TBD, student id, Team or Individual); a card opens the Registration Details
 * dialog. A failed fetch shows the empty state, which invites the member to the events.
 */
export function MyRegistrationsPage() {
  usePageTitle('My Registered Events');
  const user = useSession();
  const registrations = useMyRegistrations(user?.email);
  // A link to one registration (`?registration=<id>`, from an event card say) opens its details.
  const [searchParams] = useSearchParams();
  // `?pay=<id>` comes from the mail that offers a place from the waiting list.
  const linked = searchParams.get('registration') ?? searchParams.get('pay');
  const [selectedId, setSelectedId] = useState<string | null>(linked);
  const [dialogOpen, setDialogOpen] = useState(linked !== null);
  const list = registrations.data ?? [];
  const selected = list.find((registration) => registration._id === selectedId) ?? null;

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        My Registered Events
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Choose an event to see the details you registered with.
      </Typography>

      <LoadableList
        pending={registrations.isPending}
        empty={list.length === 0}
        emptyMessage={MESSAGES.noRegisteredEvents}
        emptyDetail="Matches, tournaments and festival competitions are waiting for you."
        emptyAction={
          <Button component={RouterLink} to="/home" variant="contained">
            Browse upcoming events
          </Button>
        }
      >
        <GridList columns={{ xs: 1, sm: 2, md: 3 }} gap={2.5}>
          {list.map((registration) => (
            <li key={registration._id}>
              <RegistrationCard
                registration={registration}
                onOpen={() => {
                  setSelectedId(registration._id);
                  setDialogOpen(true);
                }}
              />
            </li>
          ))}
        </GridList>
      </LoadableList>

      <RegistrationDetailsDialog
        registration={selected}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
      />
    </PageContainer>
  );
}
