import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../domain/dates';
import { MESSAGES } from '../../../domain/messages';
import type { Registration } from '../../../domain/registration-schemas';
import { MARIGOLD } from '../../app/theme';
import { PageContainer } from '../../components/page-container';
import { useSession } from '../../lib/session';
import { siteTimeZone } from '../../lib/site-settings';
import { usePageTitle } from '../../lib/use-page-title';
import { RegistrationDetailsDialog } from './registration-details-dialog';
import { myRegistrationsQuery } from './registrations-api';

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
            border: `3px solid ${MARIGOLD}`,
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
          <Chip
            component="span"
            size="small"
            label={team ? 'Team' : 'Individual'}
            color={team ? 'secondary' : 'primary'}
            variant={team ? 'filled' : 'outlined'}
            // White on saffron (3.8:1) is too faint for small text; the darker shade passes AA.
            sx={{
              alignSelf: 'flex-start',
              mt: 0.5,
              fontWeight: 600,
              ...(team && { bgcolor: 'secondary.dark' }),
            }}
          />
        </Box>
      </CardActionArea>
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
  const email = user?.email ?? '';
  const registrations = useQuery({ ...myRegistrationsQuery(email), enabled: Boolean(email) });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
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

      {registrations.isPending ? (
        <Box sx={{ minHeight: 240 }} aria-busy="true" />
      ) : list.length === 0 ? (
        <Box
          sx={{
            p: 3,
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: '1px dashed',
            borderColor: 'divider',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{MESSAGES.noRegisteredEvents}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              Matches, tournaments and festival competitions are waiting for you.
            </Typography>
          </Box>
          <Button component={RouterLink} to="/home" variant="contained">
            Browse upcoming events
          </Button>
        </Box>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
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
        </Box>
      )}

      <RegistrationDetailsDialog
        registration={selected}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
      />
    </PageContainer>
  );
}
