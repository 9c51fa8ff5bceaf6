import { asc, count, eq, gte, sql } from 'drizzle-orm';
import { EVENT_NAME_MAX, type EventValues } from '@/domain/admin-schemas';
import { dayInZone, endOfDayInZone, zonedTimeToInstant } from '@/domain/dates';
import {
  EVENT_NOT_FOUND,
  EVENT_RULE_MESSAGES,
  eventFieldProblems,
  upcomingEvents,
} from '@/domain/events';
import { eventInLanguage, type Event } from '@/domain/event-schemas';
import type { Language } from '@/domain/i18n/languages';
import { eventPagePath } from '@/domain/event-links';
import type { AppContext } from '@/server/context';
import { events, registrations } from '@/server/db/schema';
import { CachedJson } from '@/server/http/cached-json';
import type { AuditActor } from '@/server/http/access';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { audit } from '../audit/audit';
import { lockEvent, promoteWaiting } from '../places/places';
import { calendarFeed } from '../places/tickets';

type EventRow = typeof events.$inferSelect;

export const EVENT_HAS_REGISTRATIONS =
  'This event has registrations, so it cannot be deleted. Delete its registrations first, or mark it completed.';
export const EVENT_DELETED = 'Event deleted.';

/** How far back the calendar feed goes: recent events stay in a subscriber's calendar. */
export const CALENDAR_FEED_PAST_DAYS = 90;

export type EventInput = EventValues;

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a duplicate keeps of its event: everything but its dates, status and registrations. */
const COPIED_SETTINGS = [
  'description',
  'nameHi',
  'nameMr',
  'descriptionHi',
  'descriptionMr',
  'location',
  'maxParticipants',
  'prizeDetails',
  'organizer',
  'contactInfo',
  'additionalNotes',
  'category',
  'allowedRegistrationTypes',
  'amountIndividual',
  'amountTeam',
  'teamSizeMin',
  'teamSizeMax',
  'waitlist',
  'refundRule',
  'reminders',
  'questions',
] as const satisfies readonly (keyof EventRow)[];

const pick = <T extends object, K extends keyof T>(value: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;

const COPY_SUFFIX = ' (copy)';
/** The copy's name, within the 200 characters a name may have. */
export const copyName = (name: string) =>
  `${name.slice(0, EVENT_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;

export function toEvent(row: EventRow): Event {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    nameHi: row.nameHi,
    nameMr: row.nameMr,
    descriptionHi: row.descriptionHi,
    descriptionMr: row.descriptionMr,
    date: row.date?.toISOString() ?? null,
    deadline: row.deadline?.toISOString() ?? null,
    location: row.location,
    maxParticipants: row.maxParticipants,
    prizeDetails: row.prizeDetails,
    organizer: row.organizer,
    contactInfo: row.contactInfo,
    additionalNotes: row.additionalNotes,
    status: row.status,
    category: row.category,
    allowedRegistrationTypes: row.allowedRegistrationTypes,
    amountIndividual: row.amountIndividual,
    amountTeam: row.amountTeam,
    teamSizeMin: row.teamSizeMin,
    teamSizeMax: row.teamSizeMax,
    registrationCount: row.registrationCount,
    waitlist: row.waitlist,
    refundRule: row.refundRule,
    reminders: row.reminders,
    questions: row.questions,
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
  private readonly cache = new Map<`${'all' | 'upcoming'} ${Language}`, CachedList>();

  constructor(
    private readonly context: Pick<AppContext, 'database' | 'clock' | 'config' | 'cacheVersions'>,
  ) {}

  private get db() {
    return this.context.database.db;
  }

  /**
   * Every event by date (undated last), or only the upcoming ones (`isUpcoming`), with the
   * names and descriptions in `language` where the committee wrote them.
   */
  async list(options: { upcoming?: boolean } = {}, language: Language = 'en'): Promise<Event[]> {
    const rows = await this.db
      .select()
      .from(events)
      .orderBy(sql`${events.date} asc nulls last`, asc(events.name));
    const all = rows.map((row) => eventInLanguage(toEvent(row), language));
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

  /** The row to store, refused with the first field that disagrees with another. */
  private values(input: EventInput) {
    const allowed = new Set(input.allowedRegistrationTypes);
    const takesTeams = allowed.has('team');
    const values = {
      ...input,
      allowedRegistrationTypes: [...allowed],
      date: this.instant(input.date, 'start'),
      deadline: this.instant(input.deadline, 'end'),
      // A type that is not allowed has no fee, and an event without teams no team sizes.
      amountIndividual: allowed.has('individual') ? input.amountIndividual : 0,
      amountTeam: takesTeams ? input.amountTeam : 0,
      teamSizeMin: takesTeams ? input.teamSizeMin : null,
      teamSizeMax: takesTeams ? input.teamSizeMax : null,
    };
    this.refuseProblems(values);
    return values;
  }

  private refuseProblems(event: Parameters<typeof eventFieldProblems>[0]) {
    const { clock, config } = this.context;
    const [problem] = eventFieldProblems(event, clock.now(), config.timeZone);
    if (problem) throw badRequest(`${problem.field}: ${problem.message}`);
  }

  async create(input: EventInput, actor: AuditActor): Promise<Event> {
    const values = this.values(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(events).values(values).returning();
      if (!row) throw new Error('event not stored');
      const event = toEvent(row);
      await audit(tx, actor, 'event.create', { type: 'event', id: row.id }, null, event);
      return event;
    });
  }

  /**
   * Replaces an event, or only its status, with the event locked: places it now has (more
   * places, say) go to its waiting list in the same transaction.
   */
  async update(
    id: string,
    changes: EventInput | Pick<EventInput, 'status'>,
    actor: AuditActor,
  ): Promise<Event> {
    const replacement = 'name' in changes ? this.values(changes) : undefined;
    const now = this.context.clock.now();
    return this.db.transaction(async (tx) => {
      const current = await lockEvent(tx, id);
      if (!current) throw notFound(EVENT_NOT_FOUND);
      const values = replacement ?? this.statusChange(current, changes);
      const [updated] = await tx
        .update(events)
        .set({ ...values, updatedAt: now })
        .where(eq(events.id, id))
        .returning();
      if (!updated) throw notFound(EVENT_NOT_FOUND);
      const promoted = await promoteWaiting(tx, updated, { now, config: this.context.config });
      const [counted] =
        promoted.length === 0 ? [updated] : await tx.select().from(events).where(eq(events.id, id));
      const event = toEvent(counted ?? updated);
      await audit(tx, actor, 'event.update', { type: 'event', id }, toEvent(current), event);
      return event;
    });
  }

  /** The card's status dropdown: a past event cannot be made upcoming again. */
  private statusChange(event: EventRow, { status }: Pick<EventInput, 'status'>) {
    const { clock, config } = this.context;
    const problems = eventFieldProblems({ ...event, status }, clock.now(), config.timeZone);
    if (problems.some((problem) => problem.field === 'date')) {
      throw badRequest(`status: ${EVENT_RULE_MESSAGES.statusPassed}`);
    }
    return { status };
  }

  /**
   * A copy to set up again (last year's cup for this year): the same settings and questions,
   * "(copy)" in its name, upcoming, no dates and no registrations.
   */
  async duplicate(id: string, actor: AuditActor): Promise<Event> {
    return this.db.transaction(async (tx) => {
      const [source] = await tx.select().from(events).where(eq(events.id, id));
      if (!source) throw notFound(EVENT_NOT_FOUND);
      const [row] = await tx
        .insert(events)
        .values({
          ...pick(source, COPIED_SETTINGS),
          name: copyName(source.name),
          status: 'upcoming',
          date: null,
          deadline: null,
        })
        .returning();
      if (!row) throw new Error('event not stored');
      const event = toEvent(row);
      await audit(tx, actor, 'event.duplicate', { type: 'event', id: row.id }, null, {
        ...event,
        duplicateOf: id,
      });
      return event;
    });
  }

  /** Refused while the event has registrations, so one click loses nothing. */
  async remove(id: string, actor: AuditActor): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ value: count() })
        .from(registrations)
        .where(eq(registrations.eventId, id));
      if (taken?.value) throw conflict(EVENT_HAS_REGISTRATIONS);
      const [deleted] = await tx.delete(events).where(eq(events.id, id)).returning();
      if (!deleted) throw notFound(EVENT_NOT_FOUND);
      await audit(tx, actor, 'event.delete', { type: 'event', id }, toEvent(deleted), null);
      return EVENT_DELETED;
    });
  }

  /**
   * The list as the route sends it. The page asks for it on every visit, so it is kept
   * serialized until the events change (a trigger raises their version and tells every
   * instance, see CacheVersions) or, for upcoming events, the day changes.
   */
  async cachedList(
    options: { upcoming?: boolean } = {},
    language: Language = 'en',
  ): Promise<CachedJson> {
    const { cacheVersions } = this.context;
    const variant = `${options.upcoming ? 'upcoming' : 'all'} ${language}` as const;
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
    const answer = new CachedJson(JSON.stringify(await this.list(options, language)));
    this.cache.set(variant, { version, day, mark, answer });
    return answer;
  }

  /**
   * The subscribable calendar: every dated event from CALENDAR_FEED_PAST_DAYS ago on. Each keeps
   * its UID, so a calendar app that reads the feed again moves an event whose date changed, and
   * drops one deleted or left without a date.
   */
  async calendarFeed(): Promise<string> {
    const { clock, config } = this.context;
    const now = clock.now();
    const since = new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * 86_400_000);
    const rows = await this.db
      .select()
      .from(events)
      .where(gte(events.date, since))
      .orderBy(asc(events.date), asc(events.name));
    const host = new URL(config.siteUrl).hostname;
    const entries = rows.map((row) => {
      const url = `${config.siteUrl}${eventPagePath(row.id)}`;
      return {
        uid: `event-${row.id}@${host}`,
        title: row.name,
        description: [row.description, url].filter(Boolean).join('\n\n'),
        location: row.location,
        start: row.date ?? now,
        url,
        stamp: now,
        lastModified: row.updatedAt,
        timeZone: config.timeZone,
        siteName: config.siteName,
      };
    });
    return calendarFeed(entries, {
      siteName: config.siteName,
      timeZone: config.timeZone,
      name: `${config.siteName} events`,
    });
  }

  async get(id: string, language: Language = 'en'): Promise<Event> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return eventInLanguage(toEvent(row), language);
  }
}
