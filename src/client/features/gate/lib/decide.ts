import type { LanguageFormat } from '@/domain/i18n/format';
import type { Roster, RosterStatus, RosterTicket } from '@/domain/gate';
import { fill } from '@/client/lib/page-texts/fill';
import { codeFromScan } from '@/domain/lifecycle';
import type { GateTexts } from '../texts/en';
import type { Admission } from './gate-store';

/** SHA-256 of a ticket code, base64url, as the roster carries it. */
export async function codeHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The people of a ticket already in: as the roster says, and as this gate let them in since. */
export function peopleIn(ticket: RosterTicket, admissions: Admission[]): Map<number, string> {
  const inside = new Map<number, string>(ticket.in.map((person) => [person, '']));
  for (const admission of admissions) {
    if (admission.ticket !== ticket.hash) continue;
    if (admission.state === 'undone' || admission.state === 'refused') continue;
    for (const person of admission.people) inside.set(person, admission.at);
  }
  return inside;
}

export type Decision =
  | { kind: 'refused'; message: string; ticket?: RosterTicket }
  | { kind: 'team'; ticket: RosterTicket; code: string | null; inside: Map<number, string> }
  | { kind: 'admit'; ticket: RosterTicket; code: string | null; people: number[] };

/** The gate's words and formats in the volunteer's language (English: as the server says them). */
export interface GateWords {
  texts: GateTexts['gate'];
  format: LanguageFormat;
}

const STATUS_TEXT: Record<Exclude<RosterStatus, 'confirmed'>, keyof GateTexts['gate']> = {
  awaiting_payment: 'awaitingPayment',
  waitlisted: 'waitlisted',
  cancelled: 'cancelled',
  expired: 'expired',
  refunded: 'refunded',
};

/**
 * Decides a scan on the roster alone, so the answer never waits for the network: a ticket not
 * on the list, not confirmed, outside its day, or whose people are all in is refused; a team
 * asks who arrived; anyone else is admitted.
 */
export function decide(
  roster: Roster,
  ticket: RosterTicket | undefined,
  code: string | null,
  admissions: Admission[],
  now: Date,
  timeZone: string,
  { texts, format }: GateWords,
): Decision {
  if (!ticket) return { kind: 'refused', message: texts.notOnRoster };
  if (ticket.status !== 'confirmed') {
    return { kind: 'refused', message: texts[STATUS_TEXT[ticket.status]], ticket };
  }
  const { window, event } = roster;
  if (window && (now < new Date(window.opens) || now > new Date(window.closes))) {
    const date = format.date(event.date, timeZone) ?? '';
    return { kind: 'refused', message: fill(texts.otherDay, { event: event.name, date }), ticket };
  }
  const inside = peopleIn(ticket, admissions);
  const size = ticket.team.length + 1;
  if (inside.size >= size) {
    const times = [...inside.values()].filter(Boolean).sort();
    const message = times[0]
      ? fill(texts.alreadyAt, { time: format.dateTime(times[0], timeZone) ?? '' })
      : texts.already;
    return { kind: 'refused', message, ticket };
  }
  if (size > 1) return { kind: 'team', ticket, code, inside };
  return { kind: 'admit', ticket, code, people: [0] };
}

/** The ticket a scanned or typed text names, if it is on the roster. */
export async function findTicket(
  byHash: Map<string, RosterTicket>,
  text: string,
): Promise<{ code: string | null; ticket: RosterTicket | undefined }> {
  const code = codeFromScan(text);
  if (!code) return { code: null, ticket: undefined };
  return { code, ticket: byHash.get(await codeHash(code)) };
}
