import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CallIcon from '@mui/icons-material/Call';
import CampaignIcon from '@mui/icons-material/Campaign';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
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
import Link from '@mui/material/Link';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Event } from '@/domain/event-schemas';
import type { RegistrationStatus } from '@/domain/lifecycle';
import { eventPagePath, mapSearchUrl } from '@/domain/event-links';
import {
  feeFor,
  lowestFee,
  placesLeft,
  registrationClosedReason,
  teamSize,
  type ClosedReason,
} from '@/domain/events';
import type { LanguageFormat } from '@/domain/i18n/format';
import { useEventTexts } from '../lib/event-texts';
import type { EventTexts } from '../lib/event-texts/en';
import { useFormat } from '../lib/page-texts/format';
import { countText, fill } from '../lib/page-texts/fill';
import { siteTimeZone } from '../lib/site-settings';
import { visuallyHidden } from './visually-hidden';
import { pageControl, registerHref } from '../lib/page-controls';
import { useInertUntilHydrated } from '../lib/use-hydrated';

export interface EventCardProps {
  event: Event;
  /** The moment registration is judged against (one per list, so every card agrees). */
  now: Date;
  /** The level of the event name's heading (3 under a section heading, say). */
  headingLevel?: 2 | 3 | 4;
  /** The member's live registration for this event, when they have one. */
  registration?: MemberRegistration;
}

/** A member's registration as a card shows it: where to see it, and where it stands. */
export interface MemberRegistration {
  href: string;
  status: RegistrationStatus;
}

type CardTexts = EventTexts['card'];

/** Why the Register button is off, in the page's language. */
export const closedReasonText = (texts: CardTexts, reason: ClosedReason) =>
  ({
    completed: texts.closedCompleted,
    deadline: texts.closedDeadline,
    full: texts.closedFull,
  })[reason];

const registeredWords = (texts: CardTexts, status: RegistrationStatus) =>
  status === 'awaiting_payment'
    ? texts.awaitingPayment
    : status === 'waitlisted'
      ? texts.waitlisted
      : texts.registered;

/** A fee in the page's language: Free, or the amount. */
export const feeText = (texts: CardTexts, format: LanguageFormat, amount: number | null) =>
  amount && amount > 0 ? format.rupees(amount) : texts.free;

/** When an event happens ('15 Jan 2027, 6:30 pm'), else 'To be announced'. */
export const whenText = (texts: CardTexts, format: LanguageFormat, date: string | null) =>
  format.eventWhen(date, siteTimeZone) ?? texts.toBeAnnounced;

/** Places left under a cap, counted by the page's language and written in its style. */
export function placesLeftText(texts: CardTexts, format: LanguageFormat, left: number) {
  const count = format.number(left);
  return countText(format.language, left, {
    one: fill(texts.placesLeftOne, { count }),
    other: fill(texts.placesLeftOther, { count }),
  });
}

/** The texts and formats every part of a card speaks with. */
function useCardWords() {
  return { texts: useEventTexts().card, format: useFormat() };
}
type CardWords = ReturnType<typeof useCardWords>;

interface Detail {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  /** The value says it all ("Teams of 5 to 7"): the label is for screen readers only. */
  valueSaysIt?: boolean;
}

const present = (rows: Array<Detail | null>) => rows.filter((row): row is Detail => row !== null);

/** What a visitor decides on: when, until when, where, and for teams how many. */
function keyFacts(event: Event, { texts, format }: CardWords): Detail[] {
  const size = teamSize(event);
  return present([
    {
      label: texts.date,
      value: whenText(texts, format, event.date),
      icon: <CalendarMonthIcon />,
    },
    event.deadline
      ? {
          label: texts.registerBy,
          value: format.date(event.deadline, siteTimeZone),
          icon: <EventBusyIcon />,
        }
      : null,
    event.location
      ? {
          label: texts.location,
          value: (
            <Link href={mapSearchUrl(event.location)} target="_blank" rel="noopener noreferrer">
              {event.location}
            </Link>
          ),
          icon: <PlaceIcon />,
        }
      : null,
    event.allowedRegistrationTypes.includes('team')
      ? {
          label: texts.teamSize,
          value: fill(size.min === size.max ? texts.teamsOf : texts.teamsOfRange, { ...size }),
          icon: <Diversity3Icon />,
          valueSaysIt: true,
        }
      : null,
  ]);
}

/** Everything else about the event, behind "Details". */
function moreFacts(event: Event, { texts, format }: CardWords): Detail[] {
  const allows = (type: 'individual' | 'team') => event.allowedRegistrationTypes.includes(type);
  return present([
    event.maxParticipants > 0
      ? {
          label: texts.maxParticipants,
          value: format.number(event.maxParticipants),
          icon: <GroupsIcon />,
        }
      : null,
    event.prizeDetails
      ? { label: texts.prizes, value: event.prizeDetails, icon: <EmojiEventsIcon /> }
      : null,
    allows('individual')
      ? {
          label: texts.individualFee,
          value: feeText(texts, format, feeFor(event, 'individual')),
          icon: <PersonIcon />,
        }
      : null,
    allows('team')
      ? {
          label: texts.teamFee,
          value: feeText(texts, format, feeFor(event, 'team')),
          icon: <Diversity3Icon />,
        }
      : null,
    event.organizer
      ? { label: texts.organizer, value: event.organizer, icon: <CampaignIcon /> }
      : null,
    event.contactInfo
      ? { label: texts.contact, value: event.contactInfo, icon: <CallIcon /> }
      : null,
    event.additionalNotes
      ? { label: texts.notes, value: event.additionalNotes, icon: <InfoOutlinedIcon /> }
      : null,
  ]);
}

/** Label and value pairs, each with its icon. */
/** A word on the event's places (full, a few left), in a pill; marigold to draw the eye. */
function Pill({ marigold = false, children }: { marigold?: boolean; children: ReactNode }) {
  return (
    <Typography
      component="p"
      variant="body2"
      sx={{
        alignSelf: 'flex-start',
        px: 1.25,
        py: 0.25,
        borderRadius: 4,
        fontWeight: 700,
        bgcolor: marigold ? 'marigold.light' : undefined,
        border: '1px solid',
        borderColor: marigold ? 'marigold.main' : 'text.secondary',
      }}
    >
      {children}
    </Typography>
  );
}

function Facts({ facts }: { facts: Detail[] }) {
  if (facts.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
      {facts.map((detail) => (
        <Box
          key={detail.label}
          sx={{
            position: 'relative',
            pl: '34px',
            overflowWrap: 'anywhere',
            '& svg': { color: 'primary.main', fontSize: 20 },
          }}
        >
          <Box
            component="span"
            aria-hidden="true"
            sx={{ position: 'absolute', left: 0, top: '2px', display: 'flex' }}
          >
            {detail.icon}
          </Box>
          <Typography
            component="dt"
            variant="body2"
            sx={detail.valueSaysIt ? visuallyHidden : { display: 'inline', fontWeight: 700 }}
          >
            {detail.label}:
          </Typography>{' '}
          <Typography
            component="dd"
            variant="body2"
            sx={{ display: 'inline', m: 0, whiteSpace: 'pre-line' }}
          >
            {detail.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** An event's facts as its own page lists them: the key ones, then all the rest. */
export function EventFacts({ event }: { event: Event }) {
  const words = useCardWords();
  return <Facts facts={[...keyFacts(event, words), ...moreFacts(event, words)]} />;
}

/**
 * The rest of the event, folded: a native disclosure, so it opens before the app has taken
 * over a server-rendered page and needs no script of its own.
 */
function MoreDetails({ event, words }: { event: Event; words: CardWords }) {
  const facts = moreFacts(event, words);
  if (!event.description && facts.length === 0) return null;
  return (
    <Box
      component="details"
      sx={{
        '& > summary': {
          cursor: 'pointer',
          width: 'fit-content',
          fontWeight: 700,
          color: 'primary.main',
          borderRadius: 1,
          py: 0.5,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        },
        '&[open] > summary': { mb: 1 },
      }}
    >
      <summary>{words.texts.details}</summary>
      {event.description && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>
          {event.description}
        </Typography>
      )}
      <Facts facts={facts} />
    </Box>
  );
}

/**
 * Register (or Join the waiting list) for an open event, or a disabled 'Registration closed'
 * with the reason; on a visitor's server-rendered page the visitor script wires Register.
 */
export function RegisterAction({ event, now }: { event: Event; now: Date }) {
  const navigate = useNavigate();
  const reasonId = useId();
  const inertUntilHydrated = useInertUntilHydrated();
  const { texts, format } = useCardWords();
  const fee = lowestFee(event);
  const closed = registrationClosedReason(event, now);
  return closed === null || (closed === 'full' && event.waitlist) ? (
    <Button
      variant="contained"
      color="secondary"
      fullWidth
      {...pageControl('register')}
      data-event-id={event._id}
      {...inertUntilHydrated}
      onClick={() => navigate(registerHref(event._id), { state: { eventId: event._id } })}
    >
      {closed === 'full'
        ? texts.joinWaitlist
        : fee.amount > 0
          ? fill(texts.registerFee, { fee: format.rupees(fee.amount) })
          : texts.register}
    </Button>
  ) : (
    <>
      <Button variant="contained" fullWidth disabled aria-describedby={reasonId}>
        {texts.closed}
      </Button>
      <Typography
        id={reasonId}
        variant="body2"
        sx={{ mt: 1, color: 'text.secondary', textAlign: 'center' }}
      >
        {closedReasonText(texts, closed)}
      </Typography>
    </>
  );
}

/**
 * An event, compact: the 'Registration Fee' banner with the lowest fee ('(from)' when the other
 * type costs more), the key facts, places left under a cap, every other field under Details,
 * and Register, or a disabled 'Registration closed' with the reason.
 */
export function EventCard({ event, now, headingLevel = 3, registration }: EventCardProps) {
  const nameId = useId();
  const words = useCardWords();
  const { texts, format } = words;
  const fee = lowestFee(event);
  const closed = registrationClosedReason(event, now);
  const left = placesLeft(event);

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        sx={{
          px: 2.5,
          py: 1.5,
          bgcolor: 'primary.main',
          color: '#FFFFFF',
          borderBottom: '4px solid',
          borderBottomColor: 'marigold.main',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="p" sx={{ fontSize: '0.875rem', fontWeight: 600 }}>
          {fee.from ? texts.feeBannerFrom : texts.feeBanner}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>
          {feeText(texts, format, fee.amount)}
        </Typography>
      </Box>

      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography
          id={nameId}
          component={`h${headingLevel}`}
          variant="h3"
          sx={{ overflowWrap: 'anywhere' }}
        >
          <Link
            component={RouterLink}
            to={eventPagePath(event._id)}
            color="inherit"
            underline="hover"
          >
            {event.name}
          </Link>
        </Typography>
        {event.description && (
          // A glimpse; the whole text is under Details, where screen readers find it once.
          <Typography
            aria-hidden="true"
            sx={{
              color: 'text.secondary',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {event.description}
          </Typography>
        )}
        <Facts facts={keyFacts(event, words)} />
        {closed === 'full' && <Pill>{event.waitlist ? texts.fullJoin : texts.full}</Pill>}
        {left !== null && closed === null && (
          <Pill marigold>{placesLeftText(texts, format, left)}</Pill>
        )}
        <MoreDetails event={event} words={words} />
      </CardContent>

      <CardActions
        disableSpacing
        sx={{ px: 2, pb: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch' }}
      >
        {registration ? (
          <>
            <Typography
              role="status"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1,
                mb: 1,
                fontWeight: 700,
                color: registration.status === 'confirmed' ? 'success.dark' : 'warning.dark',
              }}
            >
              <CheckCircleIcon aria-hidden="true" fontSize="small" />
              {registeredWords(texts, registration.status)}
            </Typography>
            <Button
              component={RouterLink}
              to={registration.href}
              variant="outlined"
              fullWidth
              aria-label={fill(texts.seeRegistrationFor, { name: event.name })}
            >
              {texts.seeRegistration}
            </Button>
          </>
        ) : (
          <RegisterAction event={event} now={now} />
        )}
      </CardActions>
    </Card>
  );
}
