/**
 * Rules about events, shared by the server and the pages. Types only from the schemas, so the
 * landing page does not pull zod into its bundle.
 */
import { CRICKET_TEAM_CAP, DEFAULT_TEAM_CAP, type RegistrationType } from './constants';
import { dayInZone } from './dates';
import type { Event } from './event-schemas';

type Dated = Pick<Event, 'date' | 'status'>;

/**
 * Upcoming (SPEC.md section 4): the date is today or later in the site's time zone, time of day
 * ignored, or the status says upcoming (in any letter case).
 */
export function isUpcoming(event: Dated, now: Date, timeZone: string): boolean {
  if (String(event.status).toLowerCase() === 'upcoming') return true;
  if (!event.date) return false;
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

/** Why registration is closed (DESIGN.md section 7.4), or null while it is open. */
export function registrationClosedReason(
  event: Pick<Event, 'status' | 'deadline' | 'maxParticipants' | 'registrationCount'>,
  now: Date,
): ClosedReason | null {
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

/** Team size in all, the registrant included. */
export const teamCap = (eventName: string) =>
  isCricket(eventName) ? CRICKET_TEAM_CAP : DEFAULT_TEAM_CAP;

/** Members a registrant may add besides themselves. */
export const maxExtraMembers = (eventName: string) => teamCap(eventName) - 1;
