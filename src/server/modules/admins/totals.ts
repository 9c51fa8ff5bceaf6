import { sql } from 'drizzle-orm';
import type { TotalCollected } from '@/domain/admin-schemas';
import type { AppContext } from '@/server/context';
import { queryRows } from '@/server/db/client';

/**
 * Money collected: the amounts of registrations whose payment is
 * Success, per event and type, with donations totalled beside them (a donation begun online
 * counts once its payment is applied). Refunds Razorpay has processed are taken off: a refunded
 * registration stays Success (it was paid), but its money is no longer ours.
 */
export async function totalCollected(
  context: Pick<AppContext, 'database'>,
): Promise<TotalCollected> {
  const { db } = context.database;
  const [perEvent, donated] = await Promise.all([
    queryRows<{ event_id: string; name: string; individual: number; team: number }>(
      db,
      sql`with kept as (
            select r.*, r.amount - coalesce(
              (select sum(p.refunded_amount) from payments p where p.registration_id = r.id), 0
            ) as net
            from registrations r
          )
          select e.id as event_id, e.name,
            coalesce(sum(r.net) filter (where r.registration_type = 'individual'), 0)::int as individual,
            coalesce(sum(r.net) filter (where r.registration_type = 'team'), 0)::int as team
          from kept r join events e on e.id = r.event_id
          where r.payment_status = 'Success' and r.amount > 0
          group by e.id, e.name, e.date
          order by e.date desc nulls last, e.name`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select coalesce(sum(d.amount - coalesce(
            (select sum(p.refunded_amount) from payments p where p.donation_id = d.id), 0
          )), 0)::int as total
          from donations d where d.payment_status = 'Success'`,
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
