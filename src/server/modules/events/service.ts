import { asc, eq, sql } from 'drizzle-orm';
import { upcomingEvents } from '../../../domain/events';
import type { Event } from '../../../domain/event-schemas';
import type { AppContext } from '../../context';
import { events } from '../../db/schema';
import { notFound } from '../../http/errors';

type EventRow = typeof events.$inferSelect;

export const EVENT_NOT_FOUND = 'This event does not exist. It may have been removed.';

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

export class EventsService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'clock' | 'config'>) {}

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

  async get(id: string): Promise<Event> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return toEvent(row);
  }
}
