/**
 * Rules about events, shared by the server and the pages. Types only from the schemas, so the
 * landing page does not pull zod into its bundle.
 */
import {
  CRICKET_TEAM_CAP,
  DEFAULT_TEAM_CAP,
  MIN_TEAM_SIZE,
  type EventStatus,
  type RegistrationType,
} from './constants';
import { dayInZone } from './dates';
import type { Event } from './event-schemas';

type Dated = Pick<Event, 'date' | 'status'>;

/**
 * Upcoming: the date is today or later in the site's time zone, time of day ignored. An event
 * without a date is upcoming when its status says so. A past event never is, whatever its
 * status: a stale status must not put last month's match on the landing page.
 */
export function isUpcoming(event: Dated, now: Date, timeZone: string): boolean {
  if (!event.date) return String(event.status).toLowerCase() === 'upcoming';
  const day = new Date(event.date);
  if (Number.isNaN(day.getTime())) return false;
  return dayInZone(day, timeZone) >= dayInZone(now, timeZone);
}

/** By date ascending; events without a date last. */
export function compareByDate(a: Pick<Event, 'date'>, b: Pick<Event, 'date'>): number {
  const at = a.date ? new Date(a.date).getTime() : Number.POSITIVE_INFINITY;
  const bt = b.date ? new Date(b.date).getTime() : Number.POSITIVE_INFINITY;
  if (at === bt) return 0;
  return at < bt ? -1 : 1;
}

export function upcomingEvents<T extends Dated>(events: T[], now: Date, timeZone: string): T[] {
  return events.filter((event) => isUpcoming(event, now, timeZone)).sort(compareByDate);
}

/**
 * The order visitors see events in: those still taking registrations, and full ones (a place
 * may free up), by date; then the closed ones (past the deadline, over), by date.
 */
export function openFirst<T extends Pick<Event, 'date'> & Closable>(events: T[], now: Date): T[] {
  const open = (event: T) => {
    const reason = registrationClosedReason(event, now);
    return reason === null || reason === 'full';
  };
  return [...events].sort((a, b) => Number(open(b)) - Number(open(a)) || compareByDate(a, b));
}

/** Sports events before the others, each group kept in the order given. */
export function sportsFirst<T extends Pick<Event, 'category'>>(events: T[]): T[] {
  const isSports = (event: T) => event.category === 'sports';
  return [...events.filter(isSports), ...events.filter((event) => !isSports(event))];
}

type Priced = Pick<Event, 'allowedRegistrationTypes' | 'amountIndividual' | 'amountTeam'>;

export function feeFor(event: Priced, type: RegistrationType): number {
  const amount = type === 'team' ? event.amountTeam : event.amountIndividual;
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}

/**
 * The fee an event card shows: the lowest among the allowed types, and whether it is a "from"
 * price because the other allowed type costs more.
 */
export function lowestFee(event: Priced): { amount: number; from: boolean } {
  const fees = event.allowedRegistrationTypes.map((type) => feeFor(event, type));
  if (fees.length === 0) return { amount: 0, from: false };
  const amount = Math.min(...fees);
  return { amount, from: fees.some((fee) => fee !== amount) };
}

export type ClosedReason = 'completed' | 'deadline' | 'full';

type Closable = Pick<Event, 'status' | 'deadline' | 'maxParticipants' | 'registrationCount'>;

/** Why registration is closed, or null while it is open. */
export function registrationClosedReason(event: Closable, now: Date): ClosedReason | null {
  if (event.status === 'completed') return 'completed';
  if (event.deadline && new Date(event.deadline).getTime() < now.getTime()) return 'deadline';
  if (event.maxParticipants > 0 && event.registrationCount >= event.maxParticipants) return 'full';
  return null;
}

/** Places left under a cap, or null for an event without one. */
export function placesLeft(event: Pick<Event, 'maxParticipants' | 'registrationCount'>) {
  return event.maxParticipants > 0
    ? Math.max(0, event.maxParticipants - event.registrationCount)
    : null;
}

/** A cricket event is one whose name contains the word cricket, in any letter case. */
export const isCricket = (eventName: string) => /\bcricket\b/i.test(eventName);

/** The largest team by default, the registrant included: 13 for cricket, 2 for the rest. */
export const defaultTeamCap = (eventName: string) =>
  isCricket(eventName) ? CRICKET_TEAM_CAP : DEFAULT_TEAM_CAP;

export interface TeamSize {
  /** People in all, the registrant included. */
  min: number;
  max: number;
}

type Sized = Pick<Event, 'name' | 'teamSizeMin' | 'teamSizeMax'>;

/** The team sizes an event takes: the admin's own, or the default rule. */
export function teamSize(event: Sized): TeamSize {
  const min = event.teamSizeMin ?? MIN_TEAM_SIZE;
  const max = event.teamSizeMax ?? Math.max(min, defaultTeamCap(event.name));
  return { min, max };
}

/** How an event card says it: "Teams of 5 to 7", or "Teams of 2". */
export function teamSizeText({ min, max }: TeamSize): string {
  return min === max ? `Teams of ${min}` : `Teams of ${min} to ${max}`;
}

/** A refusal tied to one field of the event form, as the API names it. */
export interface EventFieldProblem {
  field: 'date' | 'deadline' | 'status' | 'teamSizeMin' | 'teamSizeMax';
  message: string;
}

export const EVENT_NOT_FOUND = 'This event does not exist. It may have been removed.';

export const EVENT_RULE_MESSAGES = {
  datePassed:
    'The event date has passed. Choose a later date, or set the status to Ongoing or Completed.',
  statusPassed: "This event's date has passed, so it cannot be upcoming.",
  deadlineAfterEvent: 'The registration deadline must be on or before the event date.',
  teamSizeOrder: 'The largest team cannot be smaller than the smallest.',
} as const;

/**
 * What the event form's fields must agree on, beyond each field's own format. Days are
 * compared in the site's time zone: a deadline on the event's own day is fine.
 */
export function eventFieldProblems(
  event: {
    date: Date | null;
    deadline: Date | null;
    status: EventStatus;
    name: string;
    teamSizeMin: number | null;
    teamSizeMax: number | null;
  },
  now: Date,
  timeZone: string,
): EventFieldProblem[] {
  const problems: EventFieldProblem[] = [];
  const day = event.date ? dayInZone(event.date, timeZone) : null;
  if (day && event.status === 'upcoming' && day < dayInZone(now, timeZone)) {
    problems.push({ field: 'date', message: EVENT_RULE_MESSAGES.datePassed });
  }
  if (day && event.deadline && dayInZone(event.deadline, timeZone) > day) {
    problems.push({ field: 'deadline', message: EVENT_RULE_MESSAGES.deadlineAfterEvent });
  }
  const size = teamSize(event);
  if (size.max < size.min) {
    problems.push({ field: 'teamSizeMax', message: EVENT_RULE_MESSAGES.teamSizeOrder });
  }
  return problems;
}
