/**
 * The books check: the promises the site makes about money, written down once as queries, and
 * run by the dashboard's Books panel, `npm run books:check`, the metrics and the tests. Each
 * query finds the records that break one promise; the books balance when none does.
 */
import { sql } from 'drizzle-orm';
import type { BookProblem, BooksCheck } from '@/domain/books';
import { formatRupees } from '@/domain/money';
import { queryRows, type Database } from '@/server/db/client';
import { totalCollected } from '../admins/totals';

/** Captured: money came in (it may since have gone back, in part or in full). */
const CAPTURED = sql`p.state in ('paid', 'partially_refunded', 'refunded')`;
/** What of a payment is still with us: captured, less refunds processed or under way. */
const HELD = sql`(p.amount - p.refunded_amount - coalesce((select sum(r.amount) from refunds r where r.payment_id = p.id and r.status = 'pending'), 0))`;

type Row = Record<string, string | number | null>;

/** One promise: the query that finds what breaks it, and how to say what it found. */
interface BookPromise {
  find: ReturnType<typeof sql>;
  problem: (row: Row) => BookProblem;
}

const money = (row: Row, field = 'held') => formatRupees(Number(row[field]));
const ids = (row: Row) => ({
  ...(row.payment_id ? { paymentId: String(row.payment_id) } : {}),
  ...(row.registration_id ? { registrationId: String(row.registration_id) } : {}),
  ...(row.donation_id ? { donationId: String(row.donation_id) } : {}),
});

const PROMISES: BookPromise[] = [
  {
    // Every captured payment is applied (it has a receipt) or is refunded, or its refund is under way.
    find: sql`select p.id as payment_id, p.registration_id, p.donation_id, p.razorpay_payment_id, ${HELD}::int as held
      from payments p where ${CAPTURED} and p.receipt_number is null and ${HELD} > 0`,
    problem: (row) => ({
      kind: 'unapplied',
      message: `${money(row)} received (${row.razorpay_payment_id}) is neither applied to a registration or donation nor being refunded.`,
      ...ids(row),
    }),
  },
  {
    // An applied payment belongs to a registration or donation that still exists.
    find: sql`select p.id as payment_id, p.receipt_number, ${HELD}::int as held from payments p
      where p.receipt_number is not null and ${HELD} > 0 and (
        (p.purpose = 'registration' and (p.registration_id is null or not exists (select 1 from registrations r where r.id = p.registration_id)))
        or (p.purpose = 'donation' and (p.donation_id is null or not exists (select 1 from donations d where d.id = p.donation_id))))`,
    problem: (row) => ({
      kind: 'applied-to-nothing',
      message: `${money(row)} (receipt ${row.receipt_number}) belongs to a registration or donation that no longer exists.`,
      ...ids(row),
    }),
  },
  {
    // Each registration and donation is paid by one payment, not two.
    find: sql`select p.registration_id, p.donation_id, count(*)::int as payments from payments p
      where p.receipt_number is not null and ${HELD} > 0
      group by p.registration_id, p.donation_id having count(*) > 1`,
    problem: (row) => ({
      kind: 'paid-twice',
      message: `${row.payments} payments with receipts hold money for the same ${row.registration_id ? 'registration' : 'donation'}.`,
      ...ids(row),
    }),
  },
  {
    // What a payment was applied to says it is paid.
    find: sql`select p.id as payment_id, p.receipt_number, p.registration_id, p.donation_id from payments p
      left join registrations r on r.id = p.registration_id
      left join donations d on d.id = p.donation_id
      where p.receipt_number is not null and coalesce(r.payment_status, d.payment_status) = 'Pending'`,
    problem: (row) => ({
      kind: 'applied-but-pending',
      message: `Receipt ${row.receipt_number} was issued, but what it paid for still shows as pending.`,
      ...ids(row),
    }),
  },
  {
    // A registration or donation shown as paid has a captured payment of its amount.
    find: sql`select r.id as registration_id, null as donation_id, r.amount from registrations r
        where r.payment_status = 'Success' and r.amount > 0 and not exists (
          select 1 from payments p where p.registration_id = r.id and p.receipt_number is not null
          and p.amount = r.amount and ${CAPTURED})
      union all
      select null, d.id, d.amount from donations d
        where d.payment_status = 'Success' and not exists (
          select 1 from payments p where p.donation_id = d.id and p.receipt_number is not null
          and p.amount = d.amount and ${CAPTURED})`,
    problem: (row) => ({
      kind: 'paid-without-payment',
      message: `A ${row.registration_id ? 'registration' : 'donation'} shows ${money(row, 'amount')} paid, but no payment of that amount is recorded for it.`,
      ...ids(row),
    }),
  },
  {
    // No registration whose money has gone back in full still holds a place or a valid ticket.
    find: sql`select r.id as registration_id, p.id as payment_id, r.status from registrations r
      join payments p on p.registration_id = r.id and p.receipt_number is not null
      where r.status in ('confirmed', 'awaiting_payment') and ${HELD} <= 0`,
    problem: (row) => ({
      kind: 'refunded-but-admitted',
      message: `A registration refunded in full is still ${String(row.status).replace('_', ' ')}: its ticket would admit at the gate.`,
      ...ids(row),
    }),
  },
  {
    // Receipt numbers run without a gap or a repeat in each series and financial year, and
    // the counter stands at the last one given.
    find: sql`with numbered as (
        select purpose, split_part(substring(receipt_number from 3), '/', 1) as fy,
          split_part(receipt_number, '/', 2)::int as n
        from payments where receipt_number is not null),
      series as (
        select purpose, fy, count(*)::int as issued, count(distinct n)::int as distinct_numbers,
          max(n) as highest from numbered group by purpose, fy)
      select s.purpose, s.fy, s.issued, s.distinct_numbers, s.highest, c.last_number
      from series s left join receipt_counters c on c.series = s.purpose and c.financial_year = s.fy
      where s.issued <> s.highest or s.distinct_numbers <> s.issued or c.last_number is distinct from s.highest`,
    problem: (row) => ({
      kind: 'receipt-series',
      message: `The ${row.purpose} receipts of ${row.fy} are not one unbroken series: ${row.issued} issued, numbered up to ${row.highest}, the counter at ${row.last_number ?? 'none'}.`,
    }),
  },
  {
    // A receipt as issued carries the number its payment has.
    find: sql`select p.id as payment_id, p.receipt_number, p.receipt->>'number' as issued from payments p
      where p.receipt is not null and p.receipt->>'number' is distinct from p.receipt_number`,
    problem: (row) => ({
      kind: 'receipt-mismatch',
      message: `Receipt ${row.receipt_number} was issued as ${row.issued}.`,
      ...ids(row),
    }),
  },
  {
    // Every order Razorpay reports paid is paid here, or refunded (the reconciler says when not).
    find: sql`select p.id as payment_id, p.razorpay_order_id, p.check_error from payments p
      where p.check_error is not null and p.state in ('created', 'attempted', 'failed')`,
    problem: (row) => ({
      kind: 'paid-at-razorpay',
      message: `Order ${row.razorpay_order_id}: ${row.check_error}`,
      ...ids(row),
    }),
  },
];

/** The dashboard's totals are the sum of the payments (captured less refunded), line by line. */
async function totalsProblems(db: Database): Promise<BookProblem[]> {
  const [totals, rows] = await Promise.all([
    totalCollected(db),
    queryRows<{ purpose: string; event_id: string | null; type: string | null; net: number }>(
      db,
      sql`select p.purpose, p.event_id, p.registration_type as type,
            sum(p.amount - p.refunded_amount)::int as net
          from payments p where ${CAPTURED}
          group by p.purpose, p.event_id, p.registration_type`,
    ),
  ]);
  const problems: BookProblem[] = [];
  const books = (purpose: string) =>
    rows.filter((row) => row.purpose === purpose).reduce((sum, row) => sum + row.net, 0);
  if (totals.donations !== books('donation')) {
    problems.push({
      kind: 'totals',
      message: `The donations total shows ${formatRupees(totals.donations)}; the payments add up to ${formatRupees(books('donation'))}.`,
    });
  }
  if (totals.registrations !== books('registration')) {
    problems.push({
      kind: 'totals',
      message: `The registrations total shows ${formatRupees(totals.registrations)}; the payments add up to ${formatRupees(books('registration'))}.`,
    });
  }
  for (const event of totals.perEvent) {
    for (const type of ['individual', 'team'] as const) {
      const net = rows
        .filter((row) => row.event_id === event.eventId && row.type === type)
        .reduce((sum, row) => sum + row.net, 0);
      if (net !== event[type]) {
        problems.push({
          kind: 'totals',
          message: `${event.name} (${type}) shows ${formatRupees(event[type])}; its payments add up to ${formatRupees(net)}.`,
        });
      }
    }
  }
  return problems;
}

/** Runs every promise against the database; `ok` when none is broken. */
export async function checkBooks(db: Database): Promise<BooksCheck> {
  const found = await Promise.all(
    PROMISES.map(async ({ find, problem }) => (await queryRows<Row>(db, find)).map(problem)),
  );
  const problems = [...found.flat(), ...(await totalsProblems(db))];
  return { ok: problems.length === 0, problems };
}
