import { sql } from 'drizzle-orm';
import type { EventSummary } from '@/domain/event-schemas';
import { queryRows, type Database } from '@/server/db/client';

interface SummaryRow {
  event_id: string;
  name: string;
  date: Date | string | null;
  confirmed: number;
  awaiting_payment: number;
  waitlisted: number;
  cancelled: number;
  expired: number;
  collected: number;
  refunded: number;
  pending: number;
}

/**
 * Each event's registrations by state and its money, by date (newest first), or one event's.
 * Money is read from the payments, as the dashboard's totals are (admins/totals.ts): collected is
 * what was captured, refunded what Razorpay has returned (or cash given back), so net matches
 * the event's line in Total Collected. Pending is the fee of registrations holding a place
 * unpaid.
 */
export async function eventSummaries(db: Database, eventId?: string): Promise<EventSummary[]> {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select e.id as event_id, e.name, e.date,
          coalesce(r.confirmed, 0)::int as confirmed,
          coalesce(r.awaiting_payment, 0)::int as awaiting_payment,
          coalesce(r.waitlisted, 0)::int as waitlisted,
          coalesce(r.cancelled, 0)::int as cancelled,
          coalesce(r.expired, 0)::int as expired,
          coalesce(r.pending, 0)::int as pending,
          coalesce(p.collected, 0)::int as collected,
          coalesce(p.refunded, 0)::int as refunded
        from events e
        left join (
          select event_id,
            count(*) filter (where status = 'confirmed') as confirmed,
            count(*) filter (where status = 'awaiting_payment') as awaiting_payment,
            count(*) filter (where status = 'waitlisted') as waitlisted,
            count(*) filter (where status = 'cancelled') as cancelled,
            count(*) filter (where status = 'expired') as expired,
            sum(amount) filter (where status = 'awaiting_payment' and payment_status = 'Pending') as pending
          from registrations group by event_id
        ) r on r.event_id = e.id
        left join (
          select event_id, sum(amount) as collected, sum(refunded_amount) as refunded
          from payments
          where purpose = 'registration' and state in ('paid', 'partially_refunded', 'refunded')
          group by event_id
        ) p on p.event_id = e.id
        ${eventId === undefined ? sql`` : sql`where e.id = ${eventId}`}
        order by e.date desc nulls last, e.name`,
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    name: row.name,
    date: row.date === null ? null : new Date(row.date).toISOString(),
    registrations: {
      confirmed: row.confirmed,
      awaitingPayment: row.awaiting_payment,
      waitlisted: row.waitlisted,
      cancelled: row.cancelled,
      expired: row.expired,
    },
    collected: row.collected,
    refunded: row.refunded,
    net: row.collected - row.refunded,
    pending: row.pending,
  }));
}
