import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { eventInputSchema } from '../../../domain/admin-schemas';
import { dayInZone, endOfDayInZone, zonedTimeToInstant } from '../../../domain/dates';
import { upcomingEvents } from '../../../domain/events';
import type { Event } from '../../../domain/event-schemas';
import type { AppContext } from '../../context';
import { events, registrations } from '../../db/schema';
import { CachedJson } from '../../http/cached-json';
import { conflict, notFound } from '../../http/errors';

type EventRow = typeof events.$inferSelect;

export const EVENT_NOT_FOUND = 'This event does not exist. It may have been removed.';
export const EVENT_HAS_REGISTRATIONS =
  'This event has registrations, so it cannot be deleted. Delete its registrations first, or mark it completed.';
export const EVENT_DELETED = 'Event deleted.';

export type EventInput = z.output<typeof eventInputSchema>;

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function toEvent(row: EventRow): Event {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    date: row.date?.toISOString() ?? null,
    deadline: row.deadline?.toISOString() ?? null,
    location: row.location,
    maxParticipants: row.maxParticipants,
    prizeDetails: row.prizeDetails,
    organizer: row.organizer,
    contactInfo: row.contactInfo,
    additionalNotes: row.additionalNotes,
    status: row.status,
    allowedRegistrationTypes: row.allowedRegistrationTypes,
    amountIndividual: row.amountIndividual,
    amountTeam: row.amountTeam,
    registrationCount: row.registrationCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface CachedList {
  /** The events' version in `cache_versions` the list was built at or after. */
  version: string;
  /** For the upcoming list, the site's day it was built on. */
  day: string;
  /** `CacheVersions.mark()` when the version was last confirmed. */
  mark: number;
  answer: CachedJson;
}

export class EventsService {
  /** The serialized lists, kept while the events' version is unchanged. */
  private readonly cache = new Map<'all' | 'upcoming', CachedList>();

  constructor(
    private readonly context: Pick<AppContext, 'database' | 'clock' | 'config' | 'cacheVersions'>,
  ) {}

  private get db() {
    return this.context.database.db;
  }

  /** Every event by date (undated last), or only the upcoming ones by the rule of SPEC.md section 4. */
  async list(options: { upcoming?: boolean } = {}): Promise<Event[]> {
    const rows = await this.db
      .select()
      .from(events)
      .orderBy(sql`${events.date} asc nulls last`, asc(events.name));
    const all = rows.map(toEvent);
    return options.upcoming
      ? upcomingEvents(all, this.context.clock.now(), this.context.config.timeZone)
      : all;
  }

  /** A plain date starts the event at midnight, and ends a deadline at 23:59:59, site time. */
  private instant(value: string | null, end: 'start' | 'end'): Date | null {
    if (value === null) return null;
    if (!PLAIN_DAY.test(value)) return new Date(value);
    const zone = this.context.config.timeZone;
    return end === 'end'
      ? endOfDayInZone(value, zone)
      : zonedTimeToInstant(value, '00:00:00', zone);
  }

  private values(input: EventInput) {
    const allowed = new Set(input.allowedRegistrationTypes);
    return {
      ...input,
      allowedRegistrationTypes: [...allowed],
      date: this.instant(input.date, 'start'),
      deadline: this.instant(input.deadline, 'end'),
      // A type that is not allowed has no fee.
      amountIndividual: allowed.has('individual') ? input.amountIndividual : 0,
      amountTeam: allowed.has('team') ? input.amountTeam : 0,
    };
  }

  async create(input: EventInput): Promise<Event> {
    const [row] = await this.db.insert(events).values(this.values(input)).returning();
    if (!row) throw new Error('event not stored');
    return toEvent(row);
  }

  async update(id: string, changes: EventInput | Pick<EventInput, 'status'>): Promise<Event> {
    const values = 'name' in changes ? this.values(changes) : { status: changes.status };
    const [row] = await this.db
      .update(events)
      .set({ ...values, updatedAt: this.context.clock.now() })
      .where(eq(events.id, id))
      .returning();
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return toEvent(row);
  }

  /** Refused while the event has registrations, so one click loses nothing (DESIGN.md 7.9). */
  async remove(id: string): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ value: count() })
        .from(registrations)
        .where(eq(registrations.eventId, id));
      if (taken?.value) throw conflict(EVENT_HAS_REGISTRATIONS);
      const deleted = await tx.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      if (deleted.length === 0) throw notFound(EVENT_NOT_FOUND);
      return EVENT_DELETED;
    });
  }

  /**
   * The list as the route sends it. The page asks for it on every visit, so it is kept
   * serialized until the events change (a trigger raises their version and tells every
   * instance, see CacheVersions) or, for upcoming events, the day changes.
   */
  async cachedList(options: { upcoming?: boolean } = {}): Promise<CachedJson> {
    const { cacheVersions } = this.context;
    const variant = options.upcoming ? 'upcoming' : 'all';
    const day = options.upcoming
      ? dayInZone(this.context.clock.now(), this.context.config.timeZone)
      : '';
    const cached = this.cache.get(variant);
    if (cached?.day === day && cacheVersions.isCurrent(cached.mark)) return cached.answer;

    const mark = cacheVersions.mark();
    const version = await cacheVersions.version('events');
    if (cached?.day === day && cached.version === version) {
      cached.mark = mark;
      return cached.answer;
    }
    const answer = new CachedJson(JSON.stringify(await this.list(options)));
    this.cache.set(variant, { version, day, mark, answer });
    return answer;
  }

  async get(id: string): Promise<Event> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return toEvent(row);
  }
}
