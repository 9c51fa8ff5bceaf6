import { sql } from 'drizzle-orm';
import type { TotalCollected } from '@/domain/admin-schemas';
import { queryRows, type Database } from '@/server/db/client';

/**
 * Money collected: every rupee captured less what went back (refunds Razorpay has processed),
 * read from the payments themselves, so the totals are the books: per event and type for
 * registrations (a payment keeps its event and type), and donations beside them. Cash an admin
 * recorded by hand is a payment like any other.
 */
export async function totalCollected(db: Database): Promise<TotalCollected> {
  const [perEvent, donated] = await Promise.all([
    queryRows<{ event_id: string; name: string; individual: number; team: number }>(
      db,
      sql`select e.id as event_id, e.name,
            coalesce(sum(p.amount - p.refunded_amount) filter (where p.registration_type = 'individual'), 0)::int as individual,
            coalesce(sum(p.amount - p.refunded_amount) filter (where p.registration_type = 'team'), 0)::int as team
          from payments p join events e on e.id = p.event_id
          where p.purpose = 'registration' and p.state in ('paid', 'partially_refunded', 'refunded')
          group by e.id, e.name, e.date
          having sum(p.amount - p.refunded_amount) > 0
          order by e.date desc nulls last, e.name`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select coalesce(sum(p.amount - p.refunded_amount), 0)::int as total
          from payments p
          where p.purpose = 'donation' and p.state in ('paid', 'partially_refunded', 'refunded')`,
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
