import { sql } from 'drizzle-orm';
import type { TotalCollected } from '../../../domain/admin-schemas';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';

/**
 * Money collected (DESIGN.md section 7.7): the amounts of registrations whose payment is
 * Success, per event and type, with donations totalled beside them.
 */
export async function totalCollected(
  context: Pick<AppContext, 'database'>,
): Promise<TotalCollected> {
  const { db } = context.database;
  const [perEvent, donated] = await Promise.all([
    queryRows<{ event_id: string; name: string; individual: number; team: number }>(
      db,
      sql`select e.id as event_id, e.name,
            coalesce(sum(r.amount) filter (where r.registration_type = 'individual'), 0)::int as individual,
            coalesce(sum(r.amount) filter (where r.registration_type = 'team'), 0)::int as team
          from registrations r join events e on e.id = r.event_id
          where r.payment_status = 'Success' and r.amount > 0
          group by e.id, e.name, e.date
          order by e.date desc nulls last, e.name`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select coalesce(sum(amount), 0)::int as total from donations`,
    ),
  ]);
  const events = perEvent.map((row) => ({
    eventId: row.event_id,
    name: row.name,
    individual: row.individual,
    team: row.team,
    total: row.individual + row.team,
  }));
  const registrations = events.reduce((sum, event) => sum + event.total, 0);
  const donations = donated[0]?.total ?? 0;
  return { total: registrations + donations, registrations, donations, perEvent: events };
}
