import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CallIcon from '@mui/icons-material/Call';
import CampaignIcon from '@mui/icons-material/Campaign';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupsIcon from '@mui/icons-material/Groups';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PersonIcon from '@mui/icons-material/Person';
import PlaceIcon from '@mui/icons-material/Place';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../domain/dates';
import type { Event } from '../../domain/event-schemas';
import {
  feeFor,
  lowestFee,
  placesLeft,
  registrationClosedReason,
  type ClosedReason,
} from '../../domain/events';
import { formatFee, formatRupees } from '../../domain/money';
import { MARIGOLD } from '../app/theme';
import { siteTimeZone } from '../lib/site-settings';
import { useInertUntilHydrated } from '../lib/use-hydrated';

/** Why the Register button is off, in words a visitor can act on. */
export const CLOSED_REASON_TEXT: Record<ClosedReason, string> = {
  completed: 'This event is over.',
  deadline: 'The deadline has passed.',
  full: 'This event is full.',
};

export interface EventCardProps {
  event: Event;
  /** The moment registration is judged against (one per list, so every card agrees). */
  now: Date;
  /** The level of the event name's heading (3 under a section heading, say). */
  headingLevel?: 2 | 3 | 4;
}

interface Detail {
  label: string;
  value: ReactNode;
  icon: ReactNode;
}

function details(event: Event): Detail[] {
  const allows = (type: 'individual' | 'team') => event.allowedRegistrationTypes.includes(type);
  const rows: Array<Detail | null> = [
    {
      label: 'Date',
      value: formatDate(event.date, siteTimeZone) ?? 'To be announced',
      icon: <CalendarMonthIcon />,
    },
    event.deadline
      ? {
          label: 'Register by',
          value: formatDate(event.deadline, siteTimeZone),
          icon: <EventBusyIcon />,
        }
      : null,
    event.location ? { label: 'Location', value: event.location, icon: <PlaceIcon /> } : null,
    event.maxParticipants > 0
      ? { label: 'Max participants', value: event.maxParticipants, icon: <GroupsIcon /> }
      : null,
    event.prizeDetails
      ? { label: 'Prizes', value: event.prizeDetails, icon: <EmojiEventsIcon /> }
      : null,
    allows('individual')
      ? {
          label: 'Individual fee',
          value: formatFee(feeFor(event, 'individual')),
          icon: <PersonIcon />,
        }
      : null,
    allows('team')
      ? { label: 'Team fee', value: formatFee(feeFor(event, 'team')), icon: <Diversity3Icon /> }
      : null,
    event.organizer ? { label: 'Organizer', value: event.organizer, icon: <CampaignIcon /> } : null,
    event.contactInfo ? { label: 'Contact', value: event.contactInfo, icon: <CallIcon /> } : null,
    event.additionalNotes
      ? { label: 'Notes', value: event.additionalNotes, icon: <InfoOutlinedIcon /> }
      : null,
  ];
  return rows.filter((row): row is Detail => row !== null);
}

/**
 * An event as SPEC.md section 2 shows it: every field, the 'Registration Fee' banner with the
 * lowest fee ('(from)' when the other type costs more), places left under a cap, and Register,
 * or a disabled 'Registration closed' with the reason (DESIGN.md section 7.4).
 */
export function EventCard({ event, now, headingLevel = 3 }: EventCardProps) {
  const navigate = useNavigate();
  const reasonId = useId();
  const inertUntilHydrated = useInertUntilHydrated();
  const fee = lowestFee(event);
  const closed = registrationClosedReason(event, now);
  const left = placesLeft(event);

  return (
    <Card
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        sx={{
          px: 2.5,
          py: 1.5,
          bgcolor: 'primary.main',
          color: '#FFFFFF',
          borderBottom: `4px solid ${MARIGOLD}`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="p" sx={{ fontSize: '0.875rem', fontWeight: 600 }}>
          Registration Fee{fee.from ? ' (from)' : ''}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>
          {formatFee(fee.amount)}
        </Typography>
      </Box>

      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography component={`h${headingLevel}`} variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {event.name}
        </Typography>
        {event.description && (
          <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
            {event.description}
          </Typography>
        )}
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
          {details(event).map((detail) => (
            <Box
              key={detail.label}
              sx={{
                position: 'relative',
                pl: '34px',
                overflowWrap: 'anywhere',
                '& svg': { color: 'primary.main', fontSize: 20 },
              }}
            >
              <Typography
                component="dt"
                variant="body2"
                sx={{ display: 'inline', fontWeight: 700 }}
              >
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{ position: 'absolute', left: 0, top: '2px', display: 'flex' }}
                >
                  {detail.icon}
                </Box>
                {detail.label}:
              </Typography>{' '}
              <Typography component="dd" variant="body2" sx={{ display: 'inline', m: 0 }}>
                {detail.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {left !== null && closed === null && (
          <Typography
            component="p"
            variant="body2"
            sx={{
              alignSelf: 'flex-start',
              px: 1.25,
              py: 0.25,
              borderRadius: 4,
              fontWeight: 700,
              bgcolor: '#FFF4D6',
              border: `1px solid ${MARIGOLD}`,
            }}
          >
            {left === 1 ? '1 place left' : `${left} places left`}
          </Typography>
        )}
      </CardContent>

      <CardActions
        disableSpacing
        sx={{ px: 2, pb: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch' }}
      >
        {closed === null ? (
          <Button
            variant="contained"
            color="secondary"
            fullWidth
            {...inertUntilHydrated}
            onClick={() =>
              navigate(`/register?event=${encodeURIComponent(event._id)}`, {
                state: { eventId: event._id },
              })
            }
          >
            {fee.amount > 0 ? `Register • ${formatRupees(fee.amount)}` : 'Register'}
          </Button>
        ) : (
          <>
            <Button variant="contained" fullWidth disabled aria-describedby={reasonId}>
              Registration closed
            </Button>
            <Typography
              id={reasonId}
              variant="body2"
              sx={{ mt: 1, color: 'text.secondary', textAlign: 'center' }}
            >
              {CLOSED_REASON_TEXT[closed]}
            </Typography>
          </>
        )}
      </CardActions>
    </Card>
  );
}
